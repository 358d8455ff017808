"""Parsing of QueryDSL select / order / having expressions.

gou writes expressions as `field`, `table.field`, `:FUNC(args)` and `x as alias`. We accept exactly
that (with or without the leading colon), a fixed list of aggregate functions, and nothing that could
become raw SQL: an expression is always turned into a column lookup, never into text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agentsearch.errors import QueryDSLError

__all__ = ["AGGREGATES", "PERIODS", "Expression", "parse_expression"]

#: Aggregate functions an expression may call.
AGGREGATES: tuple[str, ...] = ("count", "sum", "avg", "min", "max")
#: Period functions of a date or timestamp: its year ('2025'), month ('2025-03') or day
#: ('2025-03-14') as ISO text, to group and sort by ("orders per month"); and a timestamp's time
#: of day ('18:30'), to compare ("orders placed after 6 pm").
PERIODS: tuple[str, ...] = ("year", "month", "day", "time")

_ALIAS = re.compile(r"^(?P<body>.+?)\s+as\s+(?P<alias>[^\s]+)$", re.IGNORECASE | re.DOTALL)
_FUNC = re.compile(r"^:?\s*(?P<func>[A-Za-z_]+)\s*\(\s*(?P<arg>.*?)\s*\)$", re.DOTALL)
_NAME = re.compile(r"^[\w$]+(\.[\w$]+)?$")
_ALIAS_NAME = re.compile(r"^\w{1,64}$")


@dataclass(frozen=True)
class Expression:
    """A parsed expression: a column (`field`, maybe qualified) or an aggregate over one."""

    field: str
    func: str = ""  # an aggregate, or a period (PERIODS)
    distinct: bool = False
    alias: str = ""

    @property
    def aggregate(self) -> bool:
        return self.func in AGGREGATES

    @property
    def name(self) -> str:
        """The output name: the alias, else `func_field` / `count`, else the bare column name."""
        if self.alias:
            return self.alias
        bare = self.field.rsplit(".", 1)[-1]
        if self.func:
            return self.func if bare == "*" else f"{self.func}_{bare}"
        return bare


def parse_expression(text: str, *, where: str = "select") -> Expression:
    """Parse one expression; a malformed one raises QueryDSLError naming it."""
    raw = (text or "").strip()
    if not raw:
        raise QueryDSLError(f"empty expression in {where}", field="")
    alias = ""
    match = _ALIAS.match(raw)
    if match:
        raw, alias = match.group("body").strip(), match.group("alias").strip().strip("`\"'")
        if not _ALIAS_NAME.match(alias):
            raise QueryDSLError(f"invalid alias {alias!r} in {where}", field=alias)
    func_match = _FUNC.match(raw)
    if func_match:
        func = func_match.group("func").lower()
        if func not in AGGREGATES and func not in PERIODS:
            allowed = ", ".join((*AGGREGATES, *PERIODS))
            raise QueryDSLError(
                f"unknown function {func_match.group('func')!r} in {where}; allowed: {allowed}", field=raw
            )
        arg = func_match.group("arg").strip()
        distinct = False
        if func in PERIODS and (arg == "*" or arg.lower().startswith("distinct ")):
            raise QueryDSLError(f"{func}() takes one date field in {where}", field=raw)
        if arg.lower().startswith("distinct "):
            distinct, arg = True, arg[9:].strip()
        if arg == "*" and func != "count":
            raise QueryDSLError(f"{func}(*) is not allowed in {where}", field=raw)
        if arg != "*" and not _NAME.match(arg):
            raise QueryDSLError(f"invalid field {arg!r} in {where}", field=arg)
        return Expression(field=arg, func=func, distinct=distinct, alias=alias)
    if raw.startswith(":"):
        raise QueryDSLError(f"invalid expression {text!r} in {where}", field=text)
    if raw != "*" and not _NAME.match(raw):
        raise QueryDSLError(f"invalid field {raw!r} in {where}", field=raw)
    return Expression(field=raw, alias=alias)
