"""`errors.one_line`: the project's one way to show an exception as a single line."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ValidationError

from agentsearch.errors import ConfigError, one_line


class _Model(BaseModel):
    limit: int


def test_our_errors_read_as_they_are_and_others_carry_their_type() -> None:
    assert one_line(ConfigError("bad value", key="web.provider")) == "web.provider: bad value"
    assert one_line(KeyError("x")) == "KeyError: 'x'"
    assert one_line(RuntimeError("")) == "RuntimeError"
    assert one_line(ValueError("first\nsecond\nthird")) == "ValueError: first"


def test_a_validation_error_names_the_field() -> None:
    with pytest.raises(ValidationError) as caught:
        _Model.model_validate({"limit": "many"})
    assert one_line(caught.value, with_type=False).startswith("limit: Input should be a valid integer")


def test_sql_text_is_dropped_and_long_text_cut() -> None:
    exc = RuntimeError("(sqlite3.OperationalError) no such table: t [SQL: SELECT secret FROM t]")
    assert one_line(exc, with_type=False) == "(sqlite3.OperationalError) no such table: t"
    assert one_line(ValueError("x" * 500), limit=20) == "ValueError: xxxxxxx…"
    assert len(one_line(ValueError("x" * 500), limit=20)) == 20
