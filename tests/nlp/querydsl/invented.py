"""Small invented schemas for the generator's rule tests: a table keyed `<name>_id`, a reference to
one, and the QueryDSL the builtin generator makes for a question over them."""

from __future__ import annotations

from typing import Any

from agentsearch.nlp.querydsl import GenerateInput, generate_builtin
from agentsearch.querydsl import ColumnSchema as C
from agentsearch.querydsl import ForeignKey as F
from agentsearch.querydsl import TableSchema as T

__all__ = ["dsl", "key", "table"]


def table(name: str, *columns: C) -> T:
    """A table keyed `<name>_id` with `columns` after its key."""
    key_column = C(name=f"{name}_id", kind="integer", primary=True)
    return T(model=name, name=name, primary_key=f"{name}_id", columns=[key_column, *columns])


def key(target: str) -> C:
    return C(name=f"{target}_id", kind="integer", foreign=F(table=target, column=f"{target}_id"))


def dsl(question: str, schema: list[T]) -> dict[str, Any]:
    return generate_builtin(
        GenerateInput(query=question, model_ids=[t.name for t in schema], schema=schema)
    ).dsl
