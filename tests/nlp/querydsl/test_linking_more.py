"""More schema-linking pieces of the builtin generator (issue 13): Chinese words kept inside values,
lone characters, classifiers, negations, month ranges, units, totals and lists. Each is general
language or schema-driven, never dataset data; the schemas are invented here."""

from __future__ import annotations

import datetime as dt

import pytest

from agentsearch.nlp.querydsl.builtin.dates import find_dates
from agentsearch.nlp.querydsl.builtin.gloss import gloss
from agentsearch.nlp.querydsl.lexicon import stem
from agentsearch.querydsl import ColumnSchema as C
from agentsearch.querydsl import ForeignKey as F
from agentsearch.querydsl import TableSchema as T


@pytest.mark.parametrize("question", ["杭州的商店", "shops in 杭州"])
def test_a_chinese_word_inside_values_still_links_through_its_english(question: str) -> None:
    """杭州 is kept as written (it is part of the Chinese shop names), yet it is also Hangzhou, the
    city the English column stores."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    shops = T(
        model="shops",
        name="shops",
        columns=[
            C(name="id", kind="integer", primary=True),
            C(
                name="shop_name",
                kind="text",
                values=["杭州龙井茶叶有限公司", "苏州丝绸有限公司", "Blue Door"],
            ),
            C(name="city", kind="text", values=["Hangzhou", "Suzhou", "Ningbo"]),
        ],
    )
    out = generate_builtin(GenerateInput(query=question, model_ids=["shops"], schema=[shops]))
    assert out.dsl is not None
    assert out.dsl["wheres"] == [{"field": "city", "op": "=", "value": "Hangzhou"}]


def test_a_lone_character_is_glossed_only_by_a_sense_that_names_the_schema() -> None:
    """房 alone has many readings (house, room, a branch of a family…): on a schema with rooms it is
    "room"; on one without, it stays as written."""
    text, _, _ = gloss("有海景的房", frozenset(), frozenset({stem("room"), stem("view")}))
    assert "room" in text.split()
    text, _, _ = gloss("有海景的房", frozenset(), frozenset({stem("guest")}))
    assert "房" in text and "room" not in text.split()


def test_a_lone_character_names_its_table() -> None:
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    vehicles = T(
        model="vehicles",
        name="vehicles",
        columns=[
            C(name="id", kind="integer", primary=True),
            C(name="plate", kind="text"),
            C(name="price", kind="number"),
        ],
    )
    drivers = T(
        model="drivers",
        name="drivers",
        columns=[C(name="id", kind="integer", primary=True), C(name="price", kind="number")],
    )
    out = generate_builtin(
        GenerateInput(query="价格低于40的车", model_ids=["drivers", "vehicles"], schema=[drivers, vehicles])
    )
    assert out.dsl is not None and out.dsl["from"] == "vehicles"
    assert out.dsl["wheres"] == [{"field": "price", "op": "<", "value": 40}]


def _clinics() -> list[T]:
    clinics = T(
        model="clinics",
        name="clinics",
        columns=[
            C(name="id", kind="integer", primary=True),
            C(name="clinic_name", kind="text", values=["仁和诊所", "康华诊所", "阳光诊所"]),
            C(name="city", kind="text", values=["北京", "上海"]),
        ],
    )
    doctors = T(
        model="doctors",
        name="doctors",
        columns=[
            C(name="id", kind="integer", primary=True),
            C(name="clinic_id", kind="integer", foreign=F(table="clinics", column="id")),
            C(name="specialty", kind="text", values=["儿科", "眼科", "牙科"]),
        ],
    )
    return [clinics, doctors]


def test_each_with_a_classifier_groups_by_a_table_its_values_name() -> None:
    """每家诊所: 家 is only a classifier after 每; 诊所 is kept as written (inside the clinic names)
    yet still names the clinics table, so the doctors are counted per clinic."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    out = generate_builtin(
        GenerateInput(query="每家诊所有多少位医生", model_ids=["clinics", "doctors"], schema=_clinics())
    )
    assert out.dsl is not None and out.dsl["from"] == "clinics" and out.dsl["groups"] == ["clinics.id"]
    assert ":count(distinct doctors.id) as count" in out.dsl["select"]


def test_which_and_a_value_in_chinese_ask_for_the_values_rows() -> None:
    """上海的诊所有哪些儿科: the value after 哪些 (a specialty) is the head noun, not the clinics."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    out = generate_builtin(
        GenerateInput(query="上海的诊所有哪些儿科", model_ids=["clinics", "doctors"], schema=_clinics())
    )
    assert out.dsl is not None and out.dsl["from"] == "doctors"
    assert {"field": "specialty", "op": "=", "value": "儿科"} in out.dsl["wheres"]


def test_a_curated_word_wins_over_a_general_word_it_overlaps() -> None:
    """和平均 is 和 + 平均 ("and the average"), not the place name 和平 + 均; 几分钟 is 几 + 分钟."""
    text, _, _ = gloss("工资和平均奖金", frozenset())
    assert "average" in text.split()
    text, _, _ = gloss("平均延误几分钟", frozenset())
    assert "minutes" in text.split()


def test_a_total_of_a_named_table_counts_its_rows() -> None:
    """ "total lessons per course": the lessons table is named outright; `planned_lessons` only in part."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    courses = T(
        model="courses",
        name="courses",
        columns=[
            C(name="course_id", kind="integer", primary=True),
            C(name="course_nm", kind="text"),
            C(name="planned_lessons", kind="integer"),
        ],
        primary_key="course_id",
    )
    lessons = T(
        model="lessons",
        name="lessons",
        columns=[
            C(name="lesson_id", kind="integer", primary=True),
            C(name="course_id", kind="integer", foreign=F(table="courses", column="course_id")),
            C(name="held_on", kind="date"),
        ],
        primary_key="lesson_id",
    )
    out = generate_builtin(
        GenerateInput(
            query="total lessons per course", model_ids=["courses", "lessons"], schema=[courses, lessons]
        )
    )
    assert out.dsl is not None and out.dsl["groups"] == ["courses.course_id"]
    assert ":count(distinct lessons.lesson_id) as count" in out.dsl["select"]


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("between june and august 2024", dt.date(2024, 6, 1), dt.date(2024, 9, 1)),
        ("from march 2023 to may 2024", dt.date(2023, 3, 1), dt.date(2024, 6, 1)),
        ("nov to feb 2024", dt.date(2023, 11, 1), dt.date(2024, 3, 1)),  # the first month a year earlier
    ],
)
def test_a_range_of_months(text: str, low: dt.date, high: dt.date) -> None:
    (span,) = find_dates(text, dt.date(2025, 1, 1))
    assert (span.low, span.high) == (low, high)


@pytest.mark.parametrize(
    ("question", "value"),
    [("pieces taller than 2 m", 200), ("pieces seen by over 2m visitors", 2_000_000)],
)
def test_m_after_a_number_is_metres_on_a_length_and_a_million_otherwise(question: str, value: int) -> None:
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    pieces = T(
        model="pieces",
        name="pieces",
        columns=[
            C(name="id", kind="integer", primary=True),
            C(name="height_cm", kind="integer"),
            C(name="visitors", kind="integer"),
        ],
    )
    out = generate_builtin(GenerateInput(query=question, model_ids=["pieces"], schema=[pieces]))
    assert out.dsl is not None and [w["value"] for w in out.dsl["wheres"]] == [value]


def test_values_listed_together_stay_on_the_one_column_that_holds_them_all() -> None:
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    dishes = T(
        model="dishes",
        name="dishes",
        columns=[
            C(name="id", kind="integer", primary=True),
            C(name="name", kind="text", values=["tofu", "rice", "egg"]),
            C(name="allergen", kind="text", values=["egg", "soy", "gluten"]),
        ],
    )
    out = generate_builtin(
        GenerateInput(query="dishes that contain gluten, egg or soy", model_ids=["dishes"], schema=[dishes])
    )
    assert out.dsl is not None
    assert out.dsl["wheres"] == [{"field": "allergen", "op": "in", "value": ["gluten", "egg", "soy"]}]


def test_of_two_columns_in_the_unit_said_the_one_named_beside_it_is_compared() -> None:
    """ "repairs costing over 500 eur": the fleet's rate and the repair's cost are both in euros."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    boats = T(
        model="boats",
        name="boats",
        columns=[C(name="id", kind="integer", primary=True), C(name="day_rate_eur", kind="number")],
    )
    repairs = T(
        model="repairs",
        name="repairs",
        columns=[
            C(name="id", kind="integer", primary=True),
            C(name="boat_id", kind="integer", foreign=F(table="boats", column="id")),
            C(name="cost_eur", kind="number"),
        ],
    )
    out = generate_builtin(
        GenerateInput(
            query="repairs costing over 500 eur", model_ids=["boats", "repairs"], schema=[boats, repairs]
        )
    )
    assert out.dsl is not None and out.dsl["from"] == "repairs"
    assert out.dsl["wheres"] == [{"field": "cost_eur", "op": ">", "value": 500}]


def test_the_verb_between_a_chinese_negation_and_its_noun_is_dropped() -> None:
    """没留电话 / 没有留电话 "without a phone": 留 (leave) only says how it is missing; 未付 keeps its
    verb (no noun follows)."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    for question in ("没留电话的会员", "没有留电话的会员"):
        text, _, _ = gloss(question, frozenset())
        assert text.split()[0] == "without" and "phone" in text.split()
    text, _, _ = gloss("未付的发票", frozenset())
    assert "付" in text
    members = T(
        model="members",
        name="members",
        columns=[
            C(name="id", kind="integer", primary=True),
            C(name="full_name", kind="text"),
            C(name="phone", kind="text", nullable=True),
        ],
    )
    out = generate_builtin(GenerateInput(query="没留电话的会员", model_ids=["members"], schema=[members]))
    assert out.dsl is not None and out.dsl["wheres"] == [{"field": "phone", "op": "null"}]


def test_a_glossed_word_is_not_taken_for_a_misspelt_value() -> None:
    """定居 glosses to "settle", one edit from the city 'Seattle': a dictionary's English is spelt
    right, so it links to no value by typo (an English "seatle" still would)."""
    from agentsearch.nlp.querydsl.builtin.question import Question
    from agentsearch.nlp.querydsl.builtin.schema_index import SchemaIndex
    from agentsearch.nlp.querydsl.builtin.values import find_values, value_index

    people = T(
        model="people",
        name="people",
        columns=[
            C(name="id", kind="integer", primary=True),
            C(name="city", kind="text", values=["Seattle", "Boise"]),
        ],
    )
    values = value_index(SchemaIndex([people]))
    assert not [link for link in find_values(Question("定居的人"), values) if link.value == "Seattle"]
    assert [link.value for link in find_values(Question("people in seatle"), values)] == ["Seattle"]


def test_values_of_a_prefixed_column_with_more_than_n_rows_group_and_count() -> None:
    """ "towns with more than 2 pupils" on `pupil_town`: the column named by its last word (a
    table-prefixed name) still opens the question, so the pupils are counted per town."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    pupils = T(
        model="pupils",
        name="pupils",
        columns=[
            C(name="pupil_id", kind="integer", primary=True),
            C(name="pupil_nm", kind="text"),
            C(name="pupil_town", kind="text", values=["Ayr", "Troon", "Irvine"]),
        ],
        primary_key="pupil_id",
    )
    out = generate_builtin(
        GenerateInput(query="towns with more than 2 pupils", model_ids=["pupils"], schema=[pupils])
    )
    assert out.dsl is not None and out.dsl["groups"] == ["pupil_town"]
    assert out.dsl["havings"] == [{"field": "count", "op": ">", "value": 2}]


def test_a_dictionary_sense_naming_a_table_beats_a_partial_column_link() -> None:
    """线路 is glossed "route", which only partly names `route_len_km`; its dictionary sense "line"
    names the table `line`, the group the question asks for."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    line = T(
        model="line",
        name="line",
        columns=[
            C(name="line_id", kind="integer", primary=True),
            C(name="line_name", kind="text", values=["Blue", "Red"]),
            C(name="route_len_km", kind="number"),
        ],
    )
    run = T(
        model="run",
        name="run",
        columns=[
            C(name="run_id", kind="integer", primary=True),
            C(name="line_id", kind="integer", foreign=F(table="line", column="line_id")),
            C(name="departs_at", kind="datetime"),
        ],
    )
    out = generate_builtin(
        GenerateInput(query="每条线路跑了多少个班次", model_ids=["line", "run"], schema=[line, run])
    )
    assert out.dsl is not None
    assert out.dsl.get("groups") in (["line_id"], ["line.line_id"])  # per line, joined or by its key


def test_store_and_outlet_name_a_branch_table() -> None:
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    branch = T(
        model="branch",
        name="branch",
        columns=[
            C(name="branch_id", kind="integer", primary=True),
            C(name="branch_name", kind="text", values=["North", "South"]),
        ],
    )
    sale = T(
        model="sale",
        name="sale",
        columns=[
            C(name="sale_id", kind="integer", primary=True),
            C(name="branch_id", kind="integer", foreign=F(table="branch", column="branch_id")),
            C(name="total", kind="number"),
        ],
    )
    for question in ("stores with more than 100 sales", "outlets with more than 100 sales"):
        out = generate_builtin(
            GenerateInput(query=question, model_ids=["branch", "sale"], schema=[branch, sale])
        )
        assert out.dsl is not None and out.dsl["from"] == "branch", question
        assert "having count > 100" in out.explain, question


@pytest.mark.parametrize("question", ["the 3 vans with the highest mileage", "里程最高的3辆车"])
def test_mileage_names_an_odometer_column(question: str) -> None:
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    van = T(
        model="van",
        name="van",
        columns=[
            C(name="van_id", kind="integer", primary=True),
            C(name="plate", kind="text", values=["AB-1", "CD-2"]),
            C(name="odometer_km", kind="integer"),
        ],
    )
    out = generate_builtin(GenerateInput(query=question, model_ids=["van"], schema=[van]))
    assert out.dsl is not None
    assert out.dsl.get("orders") and "odometer_km" in str(out.dsl["orders"]), out.dsl


@pytest.mark.parametrize(
    "question", ["number of tickets per assignee", "top 2 assignees by number of tickets"]
)
def test_a_group_named_by_a_role_key_is_the_rows_it_points_at(question: str) -> None:
    """ "per assignee" names `ticket.assignee_id`, a key to person: count per person, joined along it."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    person = T(
        model="person",
        name="person",
        columns=[
            C(name="person_id", kind="integer", primary=True),
            C(name="full_name", kind="text", values=["Ann Lee", "Bo Chen"]),
        ],
    )
    ticket = T(
        model="ticket",
        name="ticket",
        columns=[
            C(name="ticket_id", kind="integer", primary=True),
            C(name="assignee_id", kind="integer", foreign=F(table="person", column="person_id")),
            C(name="reporter_id", kind="integer", foreign=F(table="person", column="person_id")),
            C(name="opened_on", kind="date"),
        ],
    )
    out = generate_builtin(
        GenerateInput(query=question, model_ids=["person", "ticket"], schema=[person, ticket])
    )
    assert out.dsl is not None
    assert out.dsl["from"] == "person" and out.dsl.get("groups"), out.dsl
    assert [j["key"] for j in out.dsl["joins"]] == ["ticket.assignee_id"], out.dsl


def test_with_neither_a_nor_b_is_both_missing() -> None:
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    patron = T(
        model="patron",
        name="patron",
        columns=[
            C(name="patron_id", kind="integer", primary=True),
            C(name="patron_name", kind="text", values=["Ann Lee", "Bo Chen"]),
            C(name="email", kind="text", nullable=True),
            C(name="phone", kind="text", nullable=True),
        ],
    )
    out = generate_builtin(
        GenerateInput(query="patrons with neither email nor phone", model_ids=["patron"], schema=[patron])
    )
    assert out.dsl is not None
    assert sorted(w["field"] for w in out.dsl["wheres"] if w["op"] == "null") == ["email", "phone"], out.dsl


def test_a_participle_before_a_table_name_modifies_it() -> None:
    """ "urgent labelled issues": "labelled" names the labels, but the rows asked are the issues after it."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    label = T(
        model="label",
        name="label",
        columns=[
            C(name="label_id", kind="integer", primary=True),
            C(name="label_name", kind="text", values=["urgent", "billing"]),
        ],
    )
    issue = T(
        model="issue",
        name="issue",
        columns=[
            C(name="issue_id", kind="integer", primary=True),
            C(name="headline", kind="text", values=["Cannot log in", "Invoice wrong"]),
            C(name="reported_on", kind="date"),
        ],
    )
    issue_label = T(
        model="issue_label",
        name="issue_label",
        columns=[
            C(name="issue_id", kind="integer", primary=True, foreign=F(table="issue", column="issue_id")),
            C(name="label_id", kind="integer", primary=True, foreign=F(table="label", column="label_id")),
        ],
    )
    schema = [label, issue, issue_label]
    out = generate_builtin(
        GenerateInput(query="urgent labelled issues", model_ids=[t.model for t in schema], schema=schema)
    )
    assert out.dsl is not None
    assert out.dsl["from"] == "issue", out.dsl


def test_urgent_is_a_critical_priority() -> None:
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    job = T(
        model="job",
        name="job",
        columns=[
            C(name="job_id", kind="integer", primary=True),
            C(name="priority", kind="text", values=["critical", "normal", "low"]),
        ],
    )
    out = generate_builtin(GenerateInput(query="urgent jobs", model_ids=["job"], schema=[job]))
    assert out.dsl is not None
    assert out.dsl["wheres"] == [{"field": "priority", "op": "=", "value": "critical"}], out.dsl
