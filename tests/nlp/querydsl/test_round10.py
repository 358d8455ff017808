"""Round 10 of the builtin generator (docs/db.md), each rule on a schema of its own: "more then" read
as "more than", and a table named by a skeleton (`bldg`) even when the word also names a column."""

from __future__ import annotations

from typing import Any

import pytest

from agentsearch.nlp.querydsl.base import NotUnderstoodError
from agentsearch.querydsl import ColumnSchema as C
from agentsearch.querydsl import ForeignKey as F
from agentsearch.querydsl import TableSchema as T

from .invented import dsl as _dsl
from .invented import key as _key
from .invented import table as _table

_HARBOUR = [
    _table(
        "quay", C(name="quay_nm", kind="text", values=["North", "South"]), C(name="depth_m", kind="number")
    ),
    _table("berthing", _key("quay"), C(name="hours", kind="integer")),
]


def test_more_then_is_more_than() -> None:
    dsl = _dsl("quays with more then 12 berthings", _HARBOUR)
    assert dsl.get("havings") == [{"field": "count", "op": ">", "value": 12}]
    assert not any(w.get("field") == "depth_m" for w in dsl.get("wheres") or [])
    # "then" that is no comparison stays a word
    assert _dsl("quays deeper than 9 m then sorted by name", _HARBOUR).get("havings") is None


_CAMPUS = [
    _table(
        "bldg",
        C(name="bldg_nm", kind="text", values=["Elm Hall", "Oak Hall"]),
        C(name="built_yr", kind="integer"),
    ),
    _table("fault", _key("bldg"), C(name="fault_kind", kind="text", values=["leak", "lock"])),
]


def test_a_skeleton_names_the_table_when_the_word_also_names_a_column() -> None:
    # "buildings" shares its stem with `built_yr`, and is still the table `bldg`
    dsl = _dsl("buildings with more than 60 faults", _CAMPUS)
    assert dsl.get("havings") == [{"field": "count", "op": ">", "value": 60}]
    assert not any(w.get("field") == "built_yr" for w in dsl.get("wheres") or [])
    assert _dsl("buildings built after 1990", _CAMPUS)["wheres"][0]["field"] == "built_yr"


_YARD = [
    _table("depot", C(name="depot_nm", kind="text", values=["Leith", "Govan"])),
    _table(
        "drop",
        _key("depot"),
        C(name="material", kind="text", values=["gravel", "sand"]),
        C(name="load_kg", kind="integer"),
        C(name="load_type", kind="text", values=["bulk", "bagged"]),
    ),
]


def _aggregate(dsl: dict[str, Any]) -> tuple[str, str]:
    """(function, column) of the one aggregate the DSL selects."""
    for field in dsl.get("select") or []:
        text = str(field)
        if text.startswith((":sum(", ":count(", ":avg(")):
            function, column = text[1:].split("(", 1)
            return function, column.split(")")[0]
    raise AssertionError(f"no aggregate in {dsl.get('select')}")


def test_how_many_of_a_unit_is_a_sum_of_the_column_measuring_it() -> None:
    dsl = _dsl("how many tonnes of gravel did each depot get", _YARD)
    assert _aggregate(dsl) == ("sum", "drop.load_kg") or _aggregate(dsl) == ("sum", "load_kg")
    assert "depot" in str(dsl.get("groups"))
    # a unit of nothing measured stays a count
    assert _aggregate(_dsl("how many drops did each depot get", _YARD))[0] == "count"
    # Chinese: 一共…多少吨 per 各种材料 (each kind of material)
    dsl = _dsl("各种材料一共进了多少吨", _YARD)
    assert _aggregate(dsl)[0] == "sum" and "load_kg" in _aggregate(dsl)[1]
    assert "material" in str(dsl.get("groups"))


def test_each_kind_of_a_column_groups_by_it() -> None:
    assert "material" in str(_dsl("total load in kg for each kind of material", _YARD).get("groups"))


_GARAGE = [
    _table(
        "repair",
        C(name="plate", kind="text", values=["KX12 ABC", "LM65 XYZ"]),
        C(name="warranty_yn", kind="text", values=["Y", "N"]),
    )
]


def test_a_general_dictionary_sense_that_names_the_schema_is_chosen() -> None:
    # 保修 is "guarantee; warranty" in the general dictionary: the schema has a warranty flag
    dsl = _dsl("保修的维修记录", _GARAGE)
    assert dsl.get("wheres") == [{"field": "warranty_yn", "op": "=", "value": "Y"}]


_NURSERY = [
    _table("plant", C(name="plant_nm", kind="text", values=["Holly", "Yew"])),
    _table("planting", _key("plant"), C(name="bed_no", kind="integer")),
]


def test_two_tables_one_stem_names_go_to_the_one_written() -> None:
    # "plantings" and "plant" share the stem `plant`: the word as written picks its own table
    dsl = _dsl("number of plantings per plant", _NURSERY)
    assert "planting.planting_id" in _aggregate(dsl)[1] and dsl.get("groups") == ["plant.plant_id"]


_NURSERY_SCHOOL = [
    _table(
        "grp",
        C(name="grp_nm", kind="text", values=["蝴蝶班", "蜜蜂班"]),
        C(name="site", kind="text", values=["东校区", "西校区"]),
    ),
    _table("kid", _key("grp"), C(name="kid_nm", kind="text", values=["李梓萱", "王一诺"])),
]


def test_a_chinese_value_is_asked_by_the_english_of_its_dictionary_words() -> None:
    dsl = _dsl("kids in the butterfly class", _NURSERY_SCHOOL)
    assert {"field": "grp.grp_nm", "op": "=", "value": "蝴蝶班"} in dsl["wheres"]
    east = _dsl("groups on the east campus", _NURSERY_SCHOOL)
    assert {"field": "site", "op": "=", "value": "东校区"} in east["wheres"]


def test_english_of_values_skips_names_titles_and_shared_words() -> None:
    from agentsearch.nlp.querydsl.builtin.value_english import english_heads, english_of

    assert english_of("李梓萱") == [] and english_heads("李梓萱") == []  # a name is no phrase of senses
    assert english_of("男") == ["male"]  # one character: its first sense, not the "m" of every metre
    assert english_heads("黑白摄影经典作品集") == []  # a title
    # "campus" is in both sites: alone it names neither, and says so
    with pytest.raises(NotUnderstoodError, match="campus"):
        _dsl("groups per campus", _NURSERY_SCHOOL)


def test_a_chinese_name_is_asked_in_pinyin() -> None:
    from agentsearch.nlp.cedict import cedict_reading

    assert [cedict_reading(c) for c in "李一诺"] == ["li", "yi", "nuo"]
    assert cedict_reading("女") == "nu"  # the commonest reading, not the archaic "ru"
    assert cedict_reading("单", surname=True) == "shan" and cedict_reading("单") == "dan"
    for question in ("kids named wang yinuo", "yinuo wang", "wangyinuo's group"):
        dsl = _dsl(question, _NURSERY_SCHOOL)
        assert any(w.get("value") == "王一诺" for w in dsl.get("wheres") or []), (question, dsl)


_POOL = [
    _table(
        "pool",
        C(name="pool_nm", kind="text", values=["Lido", "Baths"]),
        C(name="child_fee_ct", kind="integer"),
    ),
    _table("swim", _key("pool"), C(name="band", kind="text", values=["child", "senior"])),
]


def test_a_value_word_inside_a_named_measure_is_the_measure() -> None:
    # "child fee" names `child_fee_ct`; the swims' band 'child' is not asked for
    dsl = _dsl("pools with a child fee above 3 dollars", _POOL)
    assert dsl["wheres"] == [{"field": "child_fee_ct", "op": ">", "value": 300}]
    assert _dsl("swims in the child band", _POOL)["wheres"] == [
        {"field": "band", "op": "=", "value": "child"}
    ]


_CLUB = [
    _table("squad", C(name="squad_nm", kind="text", values=["Reds", "Blues"])),
    _table(
        "player",
        _key("squad"),
        C(name="player_nm", kind="text", values=["Ada Lee", "Bo Chan"]),
        C(name="joined_on", kind="date"),
        C(name="left_on", kind="date", nullable=True),
    ),
    _table("fixture", _key("squad"), C(name="postponed", kind="integer", bounds=["0", "1"])),
]


def test_current_rows_are_those_whose_end_date_is_null() -> None:
    for question in ("current players", "players in the reds right now", "目前的球员"):
        dsl = _dsl(question, _CLUB)
        assert any(
            w.get("field") in ("left_on", "player.left_on") and w["op"] == "null" for w in dsl["wheres"]
        )
    dsl = _dsl("squads with more than 20 current players", _CLUB)
    assert dsl.get("havings") and any(w["op"] == "null" for w in dsl["wheres"])
    # nothing current asked: no condition on the end date
    assert "left_on" not in str(_dsl("players of the reds", _CLUB).get("wheres"))


def test_flag_rows_left_out_by_not_counting_or_excluded() -> None:
    for question in (
        "fixtures per squad, not counting postponed ones",
        "fixtures per squad excluding postponed fixtures",
        "fixtures per squad, postponed ones excluded",
        "每个队的比赛数，延期的不算",
    ):
        dsl = _dsl(question, _CLUB)
        assert {"field": "fixture.postponed", "op": "=", "value": 0} in dsl["wheres"], (question, dsl)


_BOOKINGS = [
    _table(
        "ticket",
        C(name="booked_at", kind="datetime"),
        C(name="channel", kind="text", values=["app", "web", "counter"]),
    )
]


def test_the_group_is_the_head_noun_after_a_date_word() -> None:
    # "booking" names `booked_at`; in "booking channel" it only qualifies the channel
    assert _dsl("number of tickets per booking channel", _BOOKINGS).get("groups") == ["channel"]


_PETS = [
    _table(
        "pet",
        C(name="pet_nm", kind="text", values=["Rex", "Tom"]),
        C(name="allergy", kind="text", values=["wheat", "beef"], nullable=True),
        C(name="colour", kind="text", values=["black", "white"], nullable=False),
    )
]


def test_a_nullable_group_column_leaves_out_the_rows_without_a_value() -> None:
    dsl = _dsl("how many pets per allergy", _PETS)
    assert dsl.get("groups") == ["allergy"] and {"field": "allergy", "op": "notnull"} in dsl["wheres"]
    assert not _dsl("how many pets per colour", _PETS).get("wheres")  # NOT NULL already: nothing to add


_SHOP = [
    _table("buyer", C(name="buyer_nm", kind="text", values=["Ann", "Ben"])),
    _table("purchase_order", _key("buyer"), C(name="unit_price", kind="number")),
]


def test_dan_after_a_count_counts_orders() -> None:
    dsl = _dsl("每个买家下了多少单，没下过单的也列出来", _SHOP)
    assert "purchase_order.purchase_order_id" in str(dsl["select"])
    assert dsl.get("groups") == ["buyer.buyer_id"]
    dsl = _dsl("超过3单的买家", _SHOP)
    assert dsl.get("havings") == [{"field": "count", "op": ">", "value": 3}]
    assert "unit_price" in str(_dsl("单价最高的订单", _SHOP).get("orders"))  # 单价 stays "unit price"


_BAND = [
    _table("musician", C(name="musician_nm", kind="text", values=["Dana Cole", "Eli Park"])),
    _table(
        "band",
        C(name="band_nm", kind="text", values=["The Owls", "Red Sky"]),
        C(name="leader_id", kind="integer", foreign=F(table="musician", column="musician_id")),
    ),
    T(
        model="band_member",
        name="band_member",
        primary_key="band_id",
        columns=[
            C(name="band_id", kind="integer", primary=True, foreign=F(table="band", column="band_id")),
            C(
                name="musician_id",
                kind="integer",
                primary=True,
                foreign=F(table="musician", column="musician_id"),
            ),
        ],
    ),
]


def _joined(dsl: dict[str, Any]) -> list[str]:
    return [str(j["from"]) for j in dsl.get("joins") or []]


def test_membership_goes_through_the_link_table_unless_the_role_is_said() -> None:
    assert _joined(_dsl("which bands has dana cole been part of", _BAND)) == ["band_member", "musician"]
    # the role said by its word, or by an agent after a participle: the role key
    assert _joined(_dsl("bands whose leader is dana cole", _BAND)) == ["musician"]
    assert _joined(_dsl("bands led by dana cole", _BAND)) == ["musician"]


_GIGS = [
    _table(
        "gig",
        C(name="played_on", kind="date", bounds=["2025-01-04", "2025-06-28"]),
        C(name="act_nm", kind="text", values=["June Carter Tribute", "Blue Owls"]),
        C(name="in_service", kind="integer", bounds=["0", "1"]),
    )
]


def test_a_date_wins_over_a_word_inside_a_value() -> None:
    dsl = _dsl("gigs on june 13", _GIGS)
    assert [w["field"] for w in dsl["wheres"]] == ["played_on", "played_on"]
    assert not any(w["op"] == "like" for w in dsl["wheres"])


def test_not_in_before_a_flag_negates_it() -> None:
    assert {"field": "in_service", "op": "=", "value": 0} in _dsl("目前没在服役的演出", _GIGS)["wheres"]


def test_the_count_after_a_chinese_superlative_is_the_limit() -> None:
    schema = [
        _table(
            "lamp",
            C(name="lamp_nm", kind="text", values=["Arc", "Orb"]),
            C(name="box_qty", kind="integer", description="每个包装的数量"),  # a count "3 个" could be
            C(name="price", kind="number"),
        )
    ]
    dsl = _dsl("最贵的三个台灯", schema)
    assert dsl.get("limit") == 3 and dsl.get("orders") == [{"field": "price", "sort": "desc"}]
    assert dsl.get("wheres") == [{"field": "price", "op": "notnull"}]  # no box_qty = 3


_ORCHARD = [
    _table(
        "orchard",
        C(name="orchard_nm", kind="text", values=["Hilltop", "Brookside"]),
        C(name="organic", kind="integer", bounds=["0", "1"]),
    ),
    _table("grower", _key("orchard"), C(name="grower_nm", kind="text", values=["Li Wei", "Ana Ruiz"])),
    _table("donor", C(name="donor_nm", kind="text", values=["Acme", "Bo Tan"])),
]


def test_a_chinese_verb_and_its_doer_suffix_name_the_doers_table() -> None:
    from agentsearch.nlp.querydsl.builtin.agent_nouns import agent_noun

    assert agent_noun(("plant", "grow"), frozenset({"grower"})) == "grower"
    assert agent_noun(("contribute", "donate"), frozenset({"donor"})) == "donor"
    assert agent_noun(("supply",), frozenset({"supplier"})) == "supplier"
    assert agent_noun(("plant",), frozenset({"orchard"})) == ""  # no doer the schema names
    assert _dsl("有机果园的种植户有哪些", _ORCHARD)["from"] == "grower"
    assert _dsl("所有捐赠人", _ORCHARD)["from"] == "donor"


def test_xia_dan_is_placing_an_order() -> None:
    schema = [
        _table("store", C(name="city", kind="text", values=["成都", "重庆"])),
        _table("member", C(name="member_nm", kind="text", values=["Ann", "Ben"])),
        _table("order", _key("store"), _key("member")),
    ]
    from agentsearch.nlp.querydsl.builtin.question import Question

    assert "ordered" in Question("在成都门店下过单的会员").text.split()
    assert "ordered" not in Question("单价最高的菜").text.split()  # 单价 stays "unit price"
    dsl = _dsl("在成都门店下过单的会员", schema)
    assert dsl["from"] == "member" and {"field": "store.city", "op": "=", "value": "成都"} in dsl["wheres"]


def test_without_x_is_the_main_tables_missing_x_not_a_value_meaning_x() -> None:
    schema = [
        _table(
            "client", C(name="client_nm", kind="text", values=["Ann", "Ben"]), C(name="ins_plan", kind="text")
        ),
        _table(
            "payment",
            _key("client"),
            C(name="pay_cd", kind="text", values=["C", "I"], description="C = cash, I = insurance"),
        ),
    ]
    assert _dsl("clients without insurance", schema)["wheres"] == [{"field": "ins_plan", "op": "null"}]
    assert {"field": "payment.pay_cd", "op": "=", "value": "I"} in _dsl(
        "clients who paid by insurance", schema
    )["wheres"]


def test_a_one_character_chinese_value_is_asked_by_its_first_english_sense() -> None:
    from agentsearch.nlp.querydsl.builtin.value_english import english_of

    schema = [
        _table(
            "animal",
            C(name="nm", kind="text", values=["Mimi", "Rex"]),
            C(name="species", kind="text", values=["犬", "猫", "兔"]),
        )
    ]
    assert {"field": "species", "op": "=", "value": "猫"} in _dsl("cats", schema)["wheres"]
    assert {"field": "species", "op": "=", "value": "兔"} in _dsl("Rabbits please", schema)["wheres"]
    assert english_of("男") == ["male"]  # not its "m", which would be every metre
    assert "not" not in english_of("否")  # no stop word as a value


def test_hr_is_an_hour() -> None:
    schema = [
        _table(
            "piece", C(name="title", kind="text", values=["Suite", "Mass"]), C(name="dur_min", kind="integer")
        )
    ]
    assert _dsl("pieces over 1 hr long", schema)["wheres"] == [{"field": "dur_min", "op": ">", "value": 60}]
