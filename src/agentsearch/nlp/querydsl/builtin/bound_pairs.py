"""Columns that are the two bounds of one range (`price_min` / `price_max`, `min_guests` /
`max_guests`): the words a question uses for each, and which of the pair a comparison means when
it says ("the top of the price range is over 90 euros", 价格下限, "a starting price of")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from agentsearch.nlp.querydsl.builtin.names import name_tokens

if TYPE_CHECKING:  # schema_index builds its keys with BOUND_WORDS
    from agentsearch.nlp.querydsl.builtin.schema_index import Column

__all__ = ["BOUND_WORDS", "LOWER_BOUNDS", "UPPER_BOUNDS", "bound_said"]

#: name parts of a lower and an upper bound
LOWER_BOUNDS = frozenset({"min", "minimum", "lower", "floor"})
UPPER_BOUNDS = frozenset({"max", "maximum", "upper", "ceiling", "cap"})
_LOWER_SAID = ("minimum", "min", "lower", "starting", "floor")
_UPPER_SAID = ("maximum", "max", "upper", "ceiling", "cap")
#: the words that name a bound column together with the rest of its name ("starting price")
BOUND_WORDS = {part: _LOWER_SAID for part in LOWER_BOUNDS} | {part: _UPPER_SAID for part in UPPER_BOUNDS}

_RE_LOWER = re.compile(
    r"(?<![a-z])(?:bottom|lowest|lower|low end|min|minimum|starting|start|floor|entry)(?![a-z])"
)
_RE_UPPER = re.compile(r"(?<![a-z])(?:top|highest|upper|high end|max|maximum|ceiling|cap)(?![a-z])")
_WINDOW = 40


def _split(column: Column) -> tuple[str, tuple[str, ...]] | None:
    """(the bound's side, the rest of the name) of a bound column, else None."""
    parts = name_tokens(column.name)
    sides = [p for p in parts if p in LOWER_BOUNDS or p in UPPER_BOUNDS]
    if len(sides) != 1:
        return None
    side = "lower" if sides[0] in LOWER_BOUNDS else "upper"
    return side, tuple(p for p in parts if p != sides[0])


def bound_said(column: Column, text: str, at: int) -> Column:
    """The bound of `column`'s range that the words just before `at` name, else `column` itself."""
    own = _split(column)
    if own is None:
        return column
    before = text[max(0, at - _WINDOW) : at]
    lower, upper = _RE_LOWER.search(before), _RE_UPPER.search(before)
    if (not lower and not upper) or (lower and upper):
        return column
    wanted = "lower" if lower else "upper"
    if own[0] == wanted:
        return column
    for other in column.table.columns:
        split = _split(other) if other is not column else None
        if split is not None and split == (wanted, own[1]):
            return other
    return column
