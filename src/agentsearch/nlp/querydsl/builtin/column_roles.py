"""What a numeric column measures (its roles: money, duration, weight, year, …), read off its name,
label, comment, declared type and stated unit, so "cheaper than", "longer than" and "$" find it."""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.names import name_tokens
from agentsearch.nlp.querydsl.builtin.numbers import column_unit
from agentsearch.nlp.querydsl.lexicon_measures import ROLE_NAME_HINTS, UNIT_SCALES
from agentsearch.querydsl.schema import ColumnSchema

__all__ = ["DIMENSIONS", "column_roles"]

#: what a number in a unit of this dimension measures (the role a question's unit word asks for)
_UNIT_ROLES = {
    "time": "duration",
    "length": "length",
    "mass": "weight",
    "money": "money",
    "area": "area",
    "size": "size",
}

#: roles that are a physical or money dimension: a column measures one of them at most
DIMENSIONS = frozenset({"money", "duration", "weight", "length", "distance", "area", "size"})
_SAME_DIMENSION = {"length": frozenset({"length", "distance"})}

_CENTS = re.compile(r"(?:decimal|numeric)\s*\(\s*\d+\s*,\s*2\s*\)")


def column_roles(column: ColumnSchema, composite: bool = False) -> set[str]:
    name = column.name.lower()
    parts = name_tokens(column.name)
    roles: set[str] = set()
    if column.kind in ("date", "datetime"):
        roles.add("date")
    if column.kind not in ("integer", "number") or (column.primary and not composite) or column.foreign:
        return roles
    for role, hints in ROLE_NAME_HINTS.items():
        if any(h in name for h in hints if len(h) > 3) or any(h in parts for h in hints):
            roles.add(role)
    if not roles:
        haystack = " ".join([column.label.lower(), column.description.lower()])
        roles = {role for role, hints in ROLE_NAME_HINTS.items() if any(h in haystack for h in hints)}
    if not roles and _CENTS.search(column.type or ""):
        roles.add("money")  # DECIMAL(8,2) with no other name: an amount of money (nightly_rate)
    unit = column_unit(column.name, column.description)
    if unit:  # a stated unit says what the number measures (`insured_cents` is money, `ses_minutes` time)
        own = _UNIT_ROLES[UNIT_SCALES[unit][0]]  # and what it does not: `total_minutes` is no amount
        same = _SAME_DIMENSION.get(own, frozenset({own}))
        if "per" in parts:  # `cost_per_litre`: the unit is the rate's denominator, not what it measures
            roles.add(own)
        else:
            roles = {r for r in roles if r not in DIMENSIONS or r in same} | {own}
    if "play" in parts or "plays" in parts or "popularity" in parts or "views" in parts:
        roles.add("play")
    return roles
