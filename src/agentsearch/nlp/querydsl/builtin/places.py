"""Place names no sampled value holds: "employees in Paris", "routes to new york", 北京来的病人;
and demonyms ("any Korean recipes?", "Argentinian players") on a column whose sampled values are
demonyms (cuisine = 'Korean') or countries (nationality = 'Argentina').

Sampled values are a sample (and a place may simply not be in the data): a word that is a known city
or country (general geography, `lexicon_places.py`) and follows a place preposition (or was glossed
from Chinese) filters the city / country column of the question's tables, so the answer is the rows
there (maybe none, said in a warning), never every row with the word ignored.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question, is_cjk
from agentsearch.nlp.querydsl.builtin.schema_index import Column, name_tokens
from agentsearch.nlp.querydsl.lexicon import DEMONYMS
from agentsearch.nlp.querydsl.lexicon_places import EN_PLACES
from agentsearch.nlp.stopwords import EN_STOPWORDS

__all__ = ["RE_PREPOSITION_END", "apply_places"]

#: a value right after a preposition names what the rows relate to ("sailing to lisbon", "born in
#: Oslo"), not the rows themselves (`main_table`), and is a place's role here
RE_PREPOSITION_END = re.compile(
    r"(?<![a-z])(?:in|from|to|at|near|of|based in|located in|living in|into|with|by|for|on)\s+(?:the\s+)?$"
)
_KIND_WORDS = {"city": ("city", "town"), "country": ("country", "nation")}
_LONGEST = max(name.count(" ") + 1 for name in EN_PLACES)


def apply_places(question: Question, plan: Plan) -> None:
    _apply_demonyms(question, plan)
    tokens = question.free_tokens()
    i = 0
    while i < len(tokens):
        step = 1
        for n in range(min(_LONGEST, len(tokens) - i), 0, -1):
            first, last = tokens[i], tokens[i + n - 1]
            phrase = question.text[first.start : last.end]
            kind = EN_PLACES.get(phrase)
            if kind is None or "  " in phrase:
                continue
            origin = question.origin.get(phrase, "")
            if not origin and not RE_PREPOSITION_END.search(
                question.text[max(0, first.start - 16) : first.start]
            ):
                continue
            column = _place_column(plan, kind)
            if column is None:
                continue
            value = origin if origin and _holds_chinese(column) else _cased(question, first.start, last.end)
            name = plan.field_of(column)
            plan.where(name, "=", value)
            plan.explain.append(f"{name} = {value!r}")
            plan.warnings.append(
                f"{value!r} is not among the sampled values of {column.table.name}.{column.name}"
            )
            question.consume(first.start, last.end)
            step = n
            break
        i += step


_COUNTRIES = frozenset(meaning for meanings in DEMONYMS.values() for meaning in meanings)
#: the adjectives alone ("korean", "argentinian"): no country's own key ("usa", "uk"), no "us"
_ADJECTIVES = {k: v for k, v in DEMONYMS.items() if k not in _COUNTRIES and k not in EN_STOPWORDS}


def _apply_demonyms(question: Question, plan: Plan) -> None:
    """Demonyms no sampled value holds: the column of demonyms (its own spelling) or of countries
    (the first country it names) among the question's tables, when two or more of its values are;
    two demonyms ("greek or korean dishes"), or one beside a sampled one, are one `in` list."""
    said = [t for t in question.free_tokens() if t.text in _ADJECTIVES and t.text not in question.origin]
    if not said:
        return
    found = _column_of(plan, lambda v: v in _ADJECTIVES, lambda v: v in _COUNTRIES)
    if found is None:
        return
    column, of_demonyms = found
    name = plan.field_of(column)
    values = [_like(column, t.text if of_demonyms else _ADJECTIVES[t.text][0]) for t in said]
    for value in dict.fromkeys(values):
        plan.warnings.append(
            f"{value!r} is not among the sampled values of {column.table.name}.{column.name}"
        )
    earlier = next(
        (
            c
            for c in plan.wheres
            if c.get("field") == name and c.get("op") in ("=", "in") and not any(c is w for w in plan.weak)
        ),
        None,
    )
    if earlier is not None:  # "korean or french chefs": French was a sampled value
        before = earlier["value"] if isinstance(earlier["value"], list) else [earlier["value"]]
        values = [*before, *values]
    values = list(dict.fromkeys(values))
    clause = earlier if earlier is not None else plan.where(name, "=", values[0])
    if len(values) > 1:
        clause["op"], clause["value"] = "in", values
    plan.explain.append(f"{name} = {values[0]!r}" if len(values) == 1 else f"{name} in {values!r}")
    for token in said:
        question.consume(token.start, token.end)


def _like(column: Column, said: str) -> str:
    """`said` written as the column's sampled values are: all lower-case, all capitals, or titled."""
    sampled = [v for v in column.schema.values if isinstance(v, str) and v.strip()]
    if sampled and all(v == v.lower() for v in sampled):
        return said.lower()
    if sampled and all(v == v.upper() for v in sampled):
        return said.upper()
    return said.upper() if len(said) <= 3 else " ".join(w.capitalize() for w in said.split())


def _column_of(plan: Plan, *kinds: Callable[[str], bool]) -> tuple[Column, bool] | None:
    """The nearest text column (main table first) with two or more values of the first kind, else
    of the second: (column, whether it was the first kind)."""
    tables = [plan.primary] + [
        t for t in plan.index.tables if t is not plan.primary and plan.reachable(t) and not t.is_link
    ]
    tables.sort(key=lambda t: len(plan.index.path(plan.primary.name, t.name) or []))
    for table in tables:
        for column in table.columns:
            values = [v.strip().lower() for v in column.schema.values] if column.is_text else []
            for position, kind in enumerate(kinds):
                if sum(1 for v in values if kind(v)) >= 2:
                    return column, position == 0
    return None


def _place_column(plan: Plan, kind: str) -> Column | None:
    """The primary table's city (country) column, else the nearest related table's."""
    words = _KIND_WORDS[kind]
    tables = [plan.primary] + [
        t for t in plan.index.tables if t is not plan.primary and plan.reachable(t) and not t.is_link
    ]
    tables.sort(key=lambda t: len(plan.index.path(plan.primary.name, t.name) or []))
    for table in tables:
        for column in table.columns:
            if column.is_text and any(word in name_tokens(column.name) for word in words):
                return column
    return None


def _holds_chinese(column: Column) -> bool:
    return any(is_cjk(value) for value in column.schema.values[:20])


def _cased(question: Question, start: int, end: int) -> str:
    said = question.cased[start:end]
    if said != said.lower():
        return said  # as the user wrote it
    return said.upper() if len(said) <= 3 else " ".join(word.capitalize() for word in said.split())
