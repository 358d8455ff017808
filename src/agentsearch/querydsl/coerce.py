"""Values of a QueryDSL condition turned into what the column compares with: text, booleans,
numbers, dates and datetimes from JSON values, each a one-line error naming the field when it cannot
be; split out of `compiler`."""

from __future__ import annotations

import datetime as dt
import decimal
from typing import Any

import sqlalchemy as sa
from sqlalchemy.sql.elements import ColumnElement

from agentsearch.errors import QueryDSLError

__all__ = ["coerce", "is_text", "text_value"]


def is_text(column: ColumnElement[Any]) -> bool:
    return isinstance(column.type, sa.String)


def text_value(value: Any, name: str) -> str:
    if isinstance(value, bool) or value is None or isinstance(value, dict | list):
        raise QueryDSLError(f"the value for {name!r} must be text", field=name)
    return str(value)


def coerce(column: ColumnElement[Any], value: Any, name: str) -> Any:
    """Convert a JSON value to what the column's type binds, or raise naming the field."""
    if value is None:
        return None
    if isinstance(value, dict | list | tuple | set):
        raise QueryDSLError(f"the value for {name!r} must be a single value", field=name)
    kind = column.type
    try:
        python_type = kind.python_type
    except NotImplementedError:
        python_type = object
    if isinstance(kind, sa.Boolean) or python_type is bool:
        return as_bool(value, name)
    if python_type in (int, float, decimal.Decimal) or isinstance(kind, sa.Numeric | sa.Integer | sa.Float):
        return as_number(value, name, integer=python_type is int)
    if python_type is dt.datetime:
        return as_datetime(value, name)
    if python_type is dt.date:
        moment = as_datetime(value, name)
        return moment.date() if isinstance(moment, dt.datetime) else moment
    if python_type is str:
        if isinstance(value, bool):
            return "true" if value else "false"
        return str(value)
    return value


def as_bool(value: Any, name: str) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("true", "1", "yes", "false", "0", "no"):
        return value.strip().lower() in ("true", "1", "yes")
    raise QueryDSLError(f"the value for {name!r} must be true or false (got {value!r})", field=name)


def as_number(value: Any, name: str, *, integer: bool) -> int | float:
    if isinstance(value, bool):
        raise QueryDSLError(f"the value for {name!r} must be a number (got {value!r})", field=name)
    if isinstance(value, int | float):
        number: int | float = value
    else:
        text = str(value).strip().replace(",", "").lstrip("$¥€£")
        try:
            number = int(text) if text.lstrip("-").isdigit() else float(text)
        except ValueError:
            raise QueryDSLError(
                f"the value for {name!r} must be a number (got {value!r})", field=name
            ) from None
    if isinstance(number, float) and (number != number or number in (float("inf"), float("-inf"))):
        raise QueryDSLError(f"the value for {name!r} must be a finite number", field=name)
    if integer and isinstance(number, float) and number.is_integer():
        return int(number)
    return number


def as_datetime(value: Any, name: str) -> dt.datetime | dt.date:
    if isinstance(value, dt.datetime | dt.date):
        return value
    text = str(value).strip().replace("/", "-")
    try:
        if len(text) == 4 and text.isdigit():
            return dt.datetime(int(text), 1, 1)
        if len(text) == 7 and text[4] == "-":
            return dt.datetime(int(text[:4]), int(text[5:]), 1)
        return dt.datetime.fromisoformat(text.replace("Z", "+00:00")).replace(tzinfo=None)
    except ValueError:
        raise QueryDSLError(f"the value for {name!r} must be a date (got {value!r})", field=name) from None
