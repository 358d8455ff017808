"""One QueryDSL condition as SQLAlchemy: an operator applied to a column and a bound value (or
another column), with the value coerced to the column's type first.

Kept apart from the compiler, which resolves names to columns; here nothing is looked up, so every
operator's meaning (null tests, IN lists, LIKE on any type, comparisons) reads in one place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import sqlalchemy as sa
from sqlalchemy.sql.elements import ColumnElement

from agentsearch.errors import QueryDSLError
from agentsearch.querydsl.coerce import coerce, is_text, text_value

__all__ = ["MAX_IN_VALUES", "column_condition", "condition"]

MAX_IN_VALUES = 1000


def condition(column: ColumnElement[Any], op: str, value: Any, name: str) -> ColumnElement[bool]:
    """`column op value`; `name` is the field as the DSL wrote it, for errors."""
    if op == "null":
        return column.is_(None)
    if op == "notnull":
        return column.is_not(None)
    if op in ("in", "notin"):
        values = value if isinstance(value, list) else [value]
        if len(values) > MAX_IN_VALUES:
            raise QueryDSLError(f"too many values for {name!r} (at most {MAX_IN_VALUES})", field=name)
        coerced = [coerce(column, v, name) for v in values]
        if not coerced:
            return sa.false() if op == "in" else sa.true()
        return column.in_(coerced) if op == "in" else column.not_in(coerced)
    if op in ("like", "notlike", "match"):
        text = text_value(value, name)
        if op == "match" and "%" not in text:
            text = f"%{text}%"
        target = column if is_text(column) else sa.cast(column, sa.String)
        matched = target.ilike(text)
        return sa.not_(matched) if op == "notlike" else matched
    coerced = coerce(column, value, name)
    if op == "=":
        return column.is_(None) if coerced is None else column == coerced
    if op in ("<>", "!="):
        return column.is_not(None) if coerced is None else column != coerced
    if coerced is None:
        raise QueryDSLError(f"operator {op!r} on {name!r} needs a value", field=name)
    compare = _COLUMN_OPS.get(op)  # >, >=, <, <= are left; `Where` validates the operator
    if compare is None:
        raise QueryDSLError(f"unknown operator {op!r} on {name!r}", field=name)
    return compare(column, coerced)


def column_condition(
    column: ColumnElement[Any], op: str, other: ColumnElement[Any], name: str
) -> ColumnElement[bool]:
    """`column op other` for two columns; only the comparison operators apply."""
    compare = _COLUMN_OPS.get(op)
    if compare is None:
        raise QueryDSLError(f"operator {op!r} cannot compare {name!r} with a column", field=name)
    return compare(column, other)


_COLUMN_OPS: dict[str, Callable[[ColumnElement[Any], ColumnElement[Any]], ColumnElement[bool]]] = {
    "=": lambda a, b: a == b,
    "<>": lambda a, b: a != b,
    "!=": lambda a, b: a != b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
}
