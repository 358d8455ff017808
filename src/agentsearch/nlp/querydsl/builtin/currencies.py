"""A currency the question names, on a schema that stores one per row: "payouts over $500", "payouts
in yen", 英镑付款 → `ccy = 'USD'` / `'JPY'` / `'GBP'` on the column whose sampled values are ISO 4217
codes (the main table's first, else one already joined, else the nearest). "$" and "dollars" count
in a Chinese question only when no other currency is named (元 is glossed "dollars": 五千元港币);
two currencies ("in euros or dollars") are an `in` list; the condition is weak, so a query
that finds nothing is retried without it."""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, name_tokens
from agentsearch.nlp.querydsl.lexicon_currency import CURRENCY_WORDS, ISO_CURRENCIES, WEAK_CURRENCY_WORDS

__all__ = ["apply_currency", "currency_column", "names_currency"]

_RE_CURRENCY = re.compile(
    r"(?<![a-z])(?P<word>"
    + "|".join(re.escape(w) for w in sorted(CURRENCY_WORDS, key=len, reverse=True))
    + r")(?![a-z])"
)
_NAMES = frozenset({"currency", "curr", "ccy", "cur"})


def names_currency(text: str) -> bool:
    """The (lower-case) question names a currency anywhere: "(usd)", "usd?", "in us dollars", "$500"."""
    return _RE_CURRENCY.search(text) is not None


def currency_column(column: Column) -> bool:
    """A text column of ISO 4217 codes (two or more of them, or one under a currency name)."""
    if not column.is_text or not column.schema.values:
        return False
    codes = {v.strip().upper() for v in column.schema.values}
    if not codes <= ISO_CURRENCIES:
        return False
    return len(codes) >= 2 or bool(_NAMES & set(name_tokens(column.name)))


def apply_currency(question: Question, plan: Plan) -> None:
    found = list(_RE_CURRENCY.finditer(question.text))
    if question.chinese and any(m.group("word") not in WEAK_CURRENCY_WORDS for m in found):
        found = [m for m in found if m.group("word") not in WEAK_CURRENCY_WORDS]  # 五千元港币
    codes = list(dict.fromkeys(CURRENCY_WORDS[m.group("word")] for m in found))
    if not codes:
        return
    column = _column_for(plan, codes)
    if column is None:
        return
    name = plan.field_of(column)
    if any(clause.get("field") == name for clause in plan.wheres):
        return  # "in USD" linked the value itself
    spelled = {v.strip().upper(): v for v in column.schema.values}
    values = [spelled[code] for code in codes]
    if len(values) == 1:
        plan.where(name, "=", values[0], weak=True)
        plan.explain.append(f"{name} = {values[0]!r}")
    else:
        plan.where(name, "in", values, weak=True)  # "in euros or dollars"
        plan.explain.append(f"{name} in {values}")
    for match in found:
        word = match.group("word")
        plan.linking.append(
            f"{word!r} → {column.table.name}.{column.name} = {spelled[CURRENCY_WORDS[word]]!r}"
        )
        if question.free(match.start(), match.end()):
            question.consume(match.start(), match.end())


def _column_for(plan: Plan, codes: list[str]) -> Column | None:
    """The currency column holding `codes`: the main table's, one already joined, else the nearest."""
    in_query = [plan.primary.name] + [step.table for step in plan.joins]
    columns = plan.index.cache.get("currency_columns")
    if not isinstance(columns, list):  # once per schema: every currency column and its codes
        columns = plan.index.cache["currency_columns"] = [
            (c, frozenset(v.strip().upper() for v in c.schema.values))
            for t in plan.index.tables
            for c in t.columns
            if currency_column(c)
        ]
    candidates = [c for c, held in columns if set(codes) <= held and plan.reachable(c.table)]
    if not candidates:
        return None

    def distance(column: Column) -> tuple[int, int]:
        table = column.table.name
        if table in in_query:
            return (0, in_query.index(table))
        return (1, len(plan.index.path(plan.primary.name, table) or [0] * 9))

    return min(candidates, key=distance)
