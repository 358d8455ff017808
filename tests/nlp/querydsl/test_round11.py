"""Round 11 of the builtin generator (docs/db.md), on invented schemas documented in Chinese
comments: a key's comment names its table, a comment's dictionary words name a column in English,
and a code legend written in Chinese (`0 = 旷工`) is a value, not a name of its column."""

from __future__ import annotations

from agentsearch.nlp.querydsl.builtin.legends import code_legend
from agentsearch.querydsl import ColumnSchema as C
from agentsearch.querydsl import ForeignKey as F
from agentsearch.querydsl import TableSchema as T

from .invented import dsl as _dsl


def _keyed(name: str, comment: str, *columns: C) -> T:
    key_column = C(name=f"{name}_id", kind="integer", primary=True, description=comment)
    return T(model=name, name=name, primary_key=f"{name}_id", columns=[key_column, *columns])


def _ref(target: str, comment: str) -> C:
    return C(
        name=f"{target}_id",
        kind="integer",
        foreign=F(table=target, column=f"{target}_id"),
        description=comment,
    )


_WORKSHOP = [
    _keyed(
        "kehu",
        "客户编号",
        C(name="mingcheng", kind="text", description="客户名称", values=["东方机械", "远航汽修"]),
        C(name="dianhua", kind="text", nullable=True, description="电话"),
    ),
    _keyed(
        "gongren",
        "工人编号",
        C(name="xingming", kind="text", description="姓名", values=["张伟", "李娜"]),
        C(name="dianhua", kind="text", nullable=True, description="电话，NULL = 未留"),
    ),
    _keyed(
        "paigong",
        "派工编号",
        _ref("gongren", "工人"),
        _ref("kehu", "客户"),
        C(name="gangwei", kind="text", description="岗位", values=["焊接", "装配"]),
        C(name="chuqin", kind="integer", description="已出勤，0 = 旷工", bounds=["0", "1"]),
    ),
]


def test_a_key_comment_names_its_table() -> None:
    # 工人 is only in the comments of gongren's key and of paigong's reference to it
    assert _dsl("工人有多少", _WORKSHOP)["from"] == "gongren"
    dsl = _dsl("每个工人的旷工次数", _WORKSHOP)
    assert dsl["from"] == "gongren" and dsl.get("groups") == ["gongren.gongren_id"]
    assert {"field": "paigong.chuqin", "op": "=", "value": 0} in dsl["wheres"]
    assert {"field": "dianhua", "op": "null"} in _dsl("哪些工人没留电话", _WORKSHOP)["wheres"]


def test_a_chinese_legend_is_a_value_of_its_column() -> None:
    dsl = _dsl("每个岗位的旷工次数", _WORKSHOP)
    assert {"field": "chuqin", "op": "=", "value": 0} in dsl["wheres"] or {
        "field": "chuqin",
        "op": "=",
        "value": "0",
    } in dsl["wheres"]
    assert dsl.get("groups") == ["gangwei"]


_NURSERY = [
    _keyed(
        "miaomu",
        "苗木编号",
        C(name="pinzhong", kind="text", description="品种", values=["红枫", "银杏", "桂花"]),
        C(name="gao_cm", kind="integer", description="高度（厘米）"),
    ),
]


def test_a_comment_word_names_its_column_in_english() -> None:
    dsl = _dsl("average height by variety", _NURSERY)
    assert dsl.get("groups") == ["pinzhong"]
    assert "gao_cm" in str(dsl.get("select"))


def test_chinese_legends() -> None:
    assert code_legend("已签到，0 = 缺勤", []) == {"0": "缺勤"}
    assert code_legend("来源：1 街头救助, 2 主人弃养", []) == {"1": "街头救助", "2": "主人弃养"}
    assert code_legend("审核：0 待审，1 通过，2 拒绝", []) == {"0": "待审", "1": "通过", "2": "拒绝"}
    assert code_legend("M 公, F 母", ["M", "F"]) == {"M": "公", "F": "母"}
    # a clock time is no code, a label before a spaced legend is no code either
    assert code_legend("A 上午 08:30-12:00, P 下午 13:30-17:30", ["A", "P"]) == {
        "A": "上午 08:30-12:00",
        "P": "下午 13:30-17:30",
    }
    assert code_legend("Status: A active, L lapsed", ["A", "L"]) == {"A": "active", "L": "lapsed"}
    assert code_legend("opens at 08:30", []) == {}


_PIER = [
    _keyed("vessel", "", C(name="vessel_nm", kind="text", values=["Sea Swift", "Lantau Star"])),
    _keyed("sailing", "", _ref("vessel", ""), C(name="dep_ts", kind="datetime")),
    _keyed("food_stall", "", C(name="stall_nm", kind="text", values=["Noodle Bar", "Dim Sum Corner"])),
]


def test_a_plural_names_a_table_by_a_synonym() -> None:
    # "boats" names nothing; the dictionary's 船 (boat, vessel, ship) makes it the vessel table
    dsl = _dsl("3 busiest boats by number of sailings", _PIER)
    assert dsl["from"] == "vessel" and dsl.get("limit") == 3
    assert dsl.get("groups") == ["vessel.vessel_id"]
    assert dsl.get("orders") == [{"field": "count", "sort": "desc"}]


def test_a_synonym_that_drifts_names_nothing() -> None:
    # "top" is a rank (top → end), "dishes" → food is only a modifier of food_stall
    assert _dsl("top 2 vessels by number of sailings", _PIER)["from"] == "vessel"
    with_dishes = _dsl("dishes of Noodle Bar", _PIER)
    assert with_dishes["from"] == "food_stall"


_HALLS = [
    _keyed(
        "stu",
        "",
        C(name="stu_nm", kind="text", values=["Ana Ruiz", "Li Wei"]),
        C(name="enroll_yr", kind="integer"),
        C(name="exchange", kind="integer", description="留学生 1/0", bounds=["0", "1"]),
    ),
]


def test_a_word_that_names_the_table_sets_no_flag_its_comment_holds() -> None:
    dsl = _dsl("students who enrolled in 2022", _HALLS)
    assert not any(w.get("field") == "exchange" for w in dsl["wheres"])
    assert {"field": "exchange", "op": "=", "value": 1} in _dsl("exchange students", _HALLS)["wheres"]


_GARAGE = [
    _keyed("mechanic", "", C(name="mech_nm", kind="text", values=["Ola Berg", "Sam Reid"])),
    _keyed("team", "", C(name="team_nm", kind="text", values=["Brakes", "Engines"])),
    _keyed("team_member", "", _ref("team", ""), _ref("mechanic", "")),
    _keyed("part", "", C(name="part_nm", kind="text", values=["gasket", "rotor"])),
    _keyed("repair", "", C(name="repair_day", kind="date")),
    _keyed("repair_part", "", _ref("repair", ""), _ref("part", "")),
]


def test_a_contracted_negation_asks_for_rows_with_none() -> None:
    for question in ("parts that aren't used in any repair", "parts that arent used in any repair"):
        dsl = _dsl(question, _GARAGE)
        assert dsl["from"] == "part", question
        assert {"field": "repair.repair_id", "op": "null"} in dsl["wheres"], question
    dsl = _dsl("mechanics who aren't in any team", _GARAGE)
    assert dsl["from"] == "mechanic" and {"field": "team.team_id", "op": "null"} in dsl["wheres"]


_ORDERS = [
    _keyed(
        "bulk_order",
        "",
        C(name="delivered_on", kind="date", nullable=True, description="NULL = 尚未送达（或已取消）"),
        C(name="is_cancelled", kind="integer", bounds=["0", "1"]),
    ),
]


def test_a_flag_named_outright_beats_a_null_comment() -> None:
    cancelled = {"field": "is_cancelled", "op": "=", "value": 1}
    assert _dsl("cancelled bulk orders", _ORDERS)["wheres"] == [cancelled]
    dsl = _dsl("bulk orders not delivered yet that weren't cancelled", _ORDERS)
    assert {"field": "is_cancelled", "op": "=", "value": 0} in dsl["wheres"]
    assert {"field": "delivered_on", "op": "null"} in dsl["wheres"]


_WORKS = [
    _keyed(
        "job",
        "",
        C(name="job_nm", kind="text", values=["Roof", "Deck"]),
        C(name="due_date", kind="date", description="约定完工日期"),
        C(name="done_on", kind="date", nullable=True),
        C(name="quoted_amt", kind="number"),
        C(name="billed_amt", kind="number"),
    ),
]


def test_a_column_compared_with_another_column() -> None:
    later = {"field": "done_on", "op": ">", "value": {"field": "due_date"}}
    assert later in _dsl("jobs done later than the due date", _WORKS)["wheres"]
    assert later in _dsl("jobs finished after the due date", _WORKS)["wheres"]
    more = {"field": "billed_amt", "op": ">", "value": {"field": "quoted_amt"}}
    assert more in _dsl("jobs whose billed amount was higher than the quoted amount", _WORKS)["wheres"]
    # a number, a date or "a year" after the comparison is a value, not a column
    wheres = _dsl("jobs done after 2020", _WORKS)["wheres"]
    assert all(not isinstance(w.get("value"), dict) for w in wheres)


def test_a_chinese_comparison_of_two_columns() -> None:
    later = {"field": "done_on", "op": ">", "value": {"field": "due_date"}}
    assert later in _dsl("实际完工比约定完工日期晚的工作", _WORKS)["wheres"]


_FLEET = [
    _keyed(
        "vessel",
        "",
        C(name="vessel_type", kind="text", values=["CAT", "JET"], description="船型"),
        C(name="length_m", kind="number", description="船身长度（米）"),
    ),
]


def test_a_group_column_named_after_its_table() -> None:
    for question in ("average length for each vessel type", "每种船型的平均船身长度是多少米"):
        assert _dsl(question, _FLEET).get("groups") == ["vessel_type"], question


_LEAGUE = [
    _keyed("team", "", C(name="team_nm", kind="text", values=["Orcas"]), C(name="region", kind="text")),
    _keyed("match", "", _ref("team", ""), C(name="match_day", kind="date")),
]


def test_a_chinese_word_glossed_by_its_characters_groups_by_its_head() -> None:
    # 赛区 is glossed character by character, 赛 "match" (a table) and 区 "region": the head is last
    dsl = _dsl("每个赛区有多少支战队", _LEAGUE)
    assert dsl["from"] == "team" and dsl.get("groups") == ["region"]


_PAY = [
    _keyed(
        "worker", "", C(name="worker_nm", kind="text", values=["Ada Lind"]), C(name="hired_on", kind="date")
    ),
    _keyed(
        "payslip", "", _ref("worker", ""), C(name="paid_on", kind="date"), C(name="net_amt", kind="number")
    ),
]


def test_a_period_beside_a_table_dates_that_table() -> None:
    for question in (
        "workers paid a bonus on their april 2024 payslip",
        "workers with payslips from april 2024",
    ):
        wheres = _dsl(question, _PAY)["wheres"]
        assert {"field": "payslip.paid_on", "op": ">=", "value": "2024-04-01"} in wheres, question
    assert _dsl("workers hired in april 2024", _PAY)["wheres"][0]["field"] == "hired_on"


_WARD = [
    _keyed(
        "nurse",
        "",
        C(name="nurse_nm", kind="text", values=["Ines Kahl"]),
        C(name="on_rota", kind="integer", description="1 = on the out-of-hours rota, 0 = days only"),
    ),
    _keyed("shift", "", _ref("nurse", ""), C(name="worked_sec", kind="integer", description="seconds")),
]


def test_a_word_of_a_code_meaning_used_as_a_unit_sets_no_code() -> None:
    for question in ("shifts where the nurse worked more than 10 hours", "total hours worked per nurse"):
        assert "on_rota" not in str(_dsl(question, _WARD).get("wheres")), question
    assert "on_rota" in str(_dsl("nurses on the out-of-hours rota", _WARD).get("wheres"))


def test_a_word_after_a_year_or_a_quarter_is_no_classifier() -> None:
    from agentsearch.nlp.querydsl.builtin.gloss import gloss

    names = frozenset({"open", "resolv"})
    # 解决 (resolve) after 2024年 or a quarter is a word, not 解 ("open", a sense naming the schema) + 决
    for text in ("2024年解决的问题", "2024年第四季度解决的问题"):
        assert "resolve" in gloss(text, frozenset(), names)[0].split(), text
    assert gloss("4个人", frozenset(), names)[0].split()[:2] == ["4", "items"]  # a classifier still
    assert "items" in gloss("三台望远镜", frozenset(), names)[0].split()


_DEPOTS = [
    _keyed(
        "depot",
        "",
        C(name="depot_nm", kind="text", values=["Lyon Nord"]),
        C(name="country_cd", kind="text", values=["FR", "DE"]),
    ),
    _keyed(
        "client",
        "",
        C(name="client_nm", kind="text", values=["Ana"]),
        C(name="country_cd", kind="text", values=["FR", "ES"]),
    ),
    _keyed("hire", "", _ref("depot", ""), _ref("client", "")),
]


def test_a_code_sampled_only_in_another_table_filters_the_asked_table() -> None:
    # 'ES' is sampled only among clients; the question asks for depots, which have a country code too
    assert _dsl("which depots are in spain", _DEPOTS)["wheres"] == [
        {"field": "country_cd", "op": "=", "value": "ES"}
    ]
    # the other table named: its own column
    dsl = _dsl("hires by clients from spain", _DEPOTS)
    field = dsl["wheres"][0]["field"]
    assert field == "client.country_cd" or (field == "country_cd" and dsl["from"] == "client")
