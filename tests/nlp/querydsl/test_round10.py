"""Round 10 of the builtin generator (docs/db.md), each rule on a schema of its own: "more then" read
as "more than", and a table named by a skeleton (`bldg`) even when the word also names a column."""

from __future__ import annotations

from typing import Any

from agentsearch.nlp.querydsl import GenerateInput, generate_builtin
from agentsearch.querydsl import ColumnSchema as C
from agentsearch.querydsl import ForeignKey as F
from agentsearch.querydsl import TableSchema as T


def _table(name: str, *columns: C) -> T:
    """A table keyed `<name>_id` with `columns` after its key."""
    key = C(name=f"{name}_id", kind="integer", primary=True)
    return T(model=name, name=name, primary_key=f"{name}_id", columns=[key, *columns])


def _key(table: str) -> C:
    return C(name=f"{table}_id", kind="integer", foreign=F(table=table, column=f"{table}_id"))


def _dsl(question: str, schema: list[T]) -> dict[str, Any]:
    return generate_builtin(
        GenerateInput(query=question, model_ids=[t.name for t in schema], schema=schema)
    ).dsl


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
