"""Round 13 of the builtin generator, money earned, groups and the rows asked:
- a ranking by revenue that names no column sums what the rows pointing at the subject earned
  ("top 3 towns by revenue", 收入最高的3个场馆), amounts before rates;
- a currency between the money word and "per" keeps the sum ("revenue in euros per show");
- a rank word a gloss links to a column is no group ("top" of 前台);
- a value that leads the question names its rows more than one after a preposition ("gold ones
  sailing to lisbon");
- a Chinese value is asked in English or pinyin: a place name inside it ("stores in sichuan" for
  '四川成都') and a place by its pinyin, under every reading, with its kind ("ledu district");
- groups kept with none of their rows ("include teams with none") take the rows' conditions into
  the left join's ON clause (`joins[].wheres`), where in WHERE they would drop those groups, and
  ask a count with no count word ("tasks based in each team, include teams with none");
- purchases are sales;
- a Chinese negation between a flag's noun and its verb negates the flag (邮箱还没确认);
- an English word is no typo of a value ("right now" names no Wright);
- a 0/1 flag beside a superlative is no sort key ("the 5 newest rush jobs" sort by date);
- a bound said before its noun names the bound column ("max weight" is `weight_max`, not a max()).
Invented schemas."""

from __future__ import annotations

from typing import Any

import pytest

from agentsearch.querydsl import ColumnSchema as C

from .invented import dsl, key, table

_THEATRE = [
    table(
        "venue",
        C(name="venue_name", kind="text", values=["Old Mill", "Riverside Hall"]),
        C(name="town", kind="text", values=["Ashford", "Bexley"]),
        C(name="seats", kind="integer"),
    ),
    table(
        "show",
        key("venue"),
        C(name="show_title", kind="text", values=["The Tempest", "Cats"]),
        C(name="price_per_seat", kind="number"),
        C(name="opened_at", kind="datetime"),
    ),
    table(
        "booking",
        key("show"),
        C(name="booked_at", kind="datetime"),
        C(name="amount_paid", kind="number"),
        C(name="sales_channel", kind="text", description="售票渠道：前台、网站", values=["前台", "网站"]),
    ),
]


def _summed(generated: dict[str, Any]) -> list[str]:
    return [str(s) for s in generated.get("select", []) if ":sum(" in str(s)]


@pytest.mark.parametrize(
    ("question", "group"),
    [
        ("top 3 towns by revenue", "venue.town"),
        ("which town has the highest revenue", "venue.town"),
        ("the venue with the lowest sales", "venue"),
        ("收入最高的3个场馆", "venue"),
        ("top 3 shows by revenue", "show"),
    ],
)
def test_a_ranking_by_revenue_sums_what_the_subject_earned(question: str, group: str) -> None:
    generated = dsl(question, _THEATRE)
    assert _summed(generated) and "amount_paid" in _summed(generated)[0]  # the bookings', not the rate
    groups = [str(g.get("field", g)) if isinstance(g, dict) else str(g) for g in generated.get("groups", [])]
    assert any(g.startswith(group) for g in groups), groups
    assert generated["orders"][0]["sort"] == ("asc" if "lowest" in question else "desc")


def test_a_row_ranked_by_its_own_money_is_an_order() -> None:
    generated = dsl("the 3 bookings with the highest revenue", _THEATRE)
    assert not _summed(generated)


def test_a_currency_before_per_keeps_the_sum() -> None:
    generated = dsl("revenue in euros per show", _THEATRE)
    assert _summed(generated)
    assert generated.get("groups")


def test_a_rank_word_a_gloss_links_is_no_group() -> None:
    # the channel's comment holds 前台 ("front desk", glossed "top" too): "top" still asks the order
    generated = dsl("top 3 venues by number of shows opened in 2024", _THEATRE)
    assert generated["groups"] == ["venue.venue_id"]


_TRAVEL = [
    table("port", C(name="port_name", kind="text", values=["Lisbon", "Oslo"])),
    table("traveller", C(name="tier", kind="text", values=["GOLD", "SILVER"])),
    table("voyage", key("traveller"), key("port"), C(name="sailed_on", kind="date")),
]


@pytest.mark.parametrize("question", ["gold ones sailing to lisbon", "silver ones going to oslo"])
def test_a_leading_value_names_the_rows_more_than_one_after_a_preposition(question: str) -> None:
    assert dsl(question, _TRAVEL)["from"] == "traveller"


def test_a_lone_value_after_a_preposition_still_names_its_rows() -> None:
    assert dsl("anything from lisbon", _TRAVEL)["from"] == "port"


_SHOPS = [
    table(
        "store",
        C(name="store_name", kind="text", values=["一号店", "二号店", "三号店"]),
        C(name="region", kind="text", values=["四川成都", "四川绵阳", "广东深圳"]),
        C(name="district", kind="text", values=["乐都区", "重华镇", "福田区"]),
    ),
]


def test_a_place_name_inside_chinese_values_is_asked_in_english() -> None:
    generated = dsl("stores in sichuan", _SHOPS)
    assert generated["wheres"] == [{"field": "region", "op": "like", "value": "%四川%"}]


@pytest.mark.parametrize(
    ("question", "value"),
    [("stores in ledu district", "乐都区"), ("the ledu store", "乐都区"), ("chonghua town stores", "重华镇")],
)
def test_a_chinese_place_is_asked_in_pinyin_with_its_kind(question: str, value: str) -> None:
    # 都 is read du here and dou more often, 重 chong and zhong: every reading of the name is asked
    assert dsl(question, _SHOPS)["wheres"] == [{"field": "district", "op": "=", "value": value}]


_TASKS = [
    table("team", C(name="team_name", kind="text", values=["Blue", "Gold"])),
    table(
        "task",
        key("team"),
        C(name="status", kind="text", values=["open", "done"]),
        C(name="opened_on", kind="date"),
    ),
]


@pytest.mark.parametrize(
    "question",
    [
        "how many open tasks per team, include teams with none",
        "number of open tasks per team, even zero",
    ],
)
def test_kept_groups_take_their_rows_conditions_into_the_join(question: str) -> None:
    generated = dsl(question, _TASKS)
    join = generated["joins"][0]
    assert join.get("left") is True
    assert join.get("wheres") == [{"field": "task.status", "op": "=", "value": "open"}]
    assert not any("status" in str(w) for w in generated.get("wheres", []))


def test_without_kept_groups_the_conditions_stay_in_wheres() -> None:
    generated = dsl("how many open tasks per team", _TASKS)
    assert {"field": "task.status", "op": "=", "value": "open"} in generated["wheres"]
    assert not any(j.get("wheres") for j in generated.get("joins", []))


def test_kept_groups_ask_a_count_without_a_count_word() -> None:
    generated = dsl("tasks based in each team, include teams with none", _TASKS)
    assert ":count(distinct task.task_id) as count" in generated["select"]
    assert generated["groups"] == ["team.team_id"] and generated["joins"][0].get("left") is True


_MARKET = [
    table("customer", C(name="customer_name", kind="text", values=["Ann", "Bo"])),
    table("sale", key("customer"), C(name="sold_on", kind="date")),
]


@pytest.mark.parametrize(
    "question", ["number of purchases per customer", "how many purchases has each customer made"]
)
def test_purchases_are_sales(question: str) -> None:
    assert ":count(distinct sale.sale_id) as count" in dsl(question, _MARKET)["select"]


_ACCOUNTS = [
    table(
        "member",
        C(name="member_name", kind="text", values=["Ann", "Bo"]),
        C(name="email_confirmed", kind="boolean", nullable=False),
    ),
]


@pytest.mark.parametrize(("question", "value"), [("邮箱还没确认的会员", False), ("邮箱确认过的会员", True)])
def test_a_chinese_negation_after_the_flags_noun_negates_it(question: str, value: bool) -> None:
    assert dsl(question, _ACCOUNTS)["wheres"] == [{"field": "email_confirmed", "op": "=", "value": value}]


_CREW = [
    table(
        "sailor",
        C(name="last_name", kind="text", values=["Wright", "Lange", "Moore"]),
        C(name="rank", kind="text", values=["mate", "deckhand"]),
    ),
]


@pytest.mark.parametrize("question", ["how many sailors in each rank right now", "mates on board right now"])
def test_an_english_word_is_no_typo_of_a_name(question: str) -> None:
    assert "last_name" not in str(dsl(question, _CREW).get("wheres", []))


def test_a_misspelt_name_is_still_found() -> None:
    assert dsl("sailors named wrigth", _CREW)["wheres"] == [
        {"field": "last_name", "op": "=", "value": "Wright"}
    ]


_JOBS = [
    table("shop", C(name="shop_name", kind="text", values=["North", "South"])),
    table(
        "job",
        key("shop"),
        C(name="is_rush", kind="integer", description="1 = rush, 0 = normal"),
        C(name="placed_at", kind="datetime"),
        C(name="units", kind="integer"),
    ),
]


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("5 newest rush jobs", "placed_at"),
        ("most recent rush job", "placed_at"),
        ("the 3 largest rush jobs", "units"),
    ],
)
def test_a_flag_beside_a_superlative_is_no_sort_key(question: str, field: str) -> None:
    generated = dsl(question, _JOBS)
    assert generated["orders"] == [{"field": field, "sort": "desc"}]
    assert {"field": "is_rush", "op": "=", "value": 1} in generated["wheres"]


_CRATES = [
    table(
        "crate",
        C(name="label", kind="text", values=["Fragile", "Bulk"]),
        C(name="weight_min", kind="integer"),
        C(name="weight_max", kind="integer"),
    ),
]


@pytest.mark.parametrize(
    ("question", "where"),
    [
        ("crates with a max weight over 900", {"field": "weight_max", "op": ">", "value": 900}),
        ("crates whose min weight is below 50", {"field": "weight_min", "op": "<", "value": 50}),
    ],
)
def test_a_bound_said_before_its_noun_names_the_bound_column(question: str, where: dict[str, Any]) -> None:
    generated = dsl(question, _CRATES)
    assert generated["wheres"] == [where]
    assert not any(str(s).startswith((":max", ":min")) for s in generated.get("select", []))


def test_a_ranking_by_a_bound_column_is_an_order() -> None:
    assert dsl("top 5 crates by max weight", _CRATES)["orders"] == [{"field": "weight_max", "sort": "desc"}]


def test_a_function_over_a_bound_column_still_aggregates() -> None:
    assert ":avg(weight_max) as avg_weight_max" in dsl("average max weight per label", _CRATES)["select"]
