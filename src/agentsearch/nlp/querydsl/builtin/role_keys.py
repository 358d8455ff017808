"""Which of several foreign keys to one table a question means, by the role the key's name gives it:
`art_loan.lender_id` / `borrower_id → museum` ("loans borrowed by X", "which museum lent the most"),
`session.lead_coach_id` / `cover_coach_id` ("covered by X", "led by X"), `route.orig_cd` / `dest_cd`
("routes to X", "from X"). The plan's join paths then go through the named key.
"""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.names import name_tokens
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex
from agentsearch.nlp.querydsl.builtin.values import ValueLink
from agentsearch.nlp.querydsl.lexicon import stem

__all__ = ["named_role_keys"]

_GENERIC = frozenset({"id", "key", "ref", "fk", "no", "num", "code", "cd", "nr"})
_WORD = re.compile(r"[a-z]+")
_RE_TO = re.compile(r"(?<![a-z])(?:to|into|towards|bound for|destined for|arriving (?:in|at))\s+(?:the\s+)?$")
_RE_FROM = re.compile(r"(?<![a-z])(?:from|out of|leaving|departing(?: from)?)\s+(?:the\s+)?$")
#: role words of a key that receives / sends (a route's destination / origin)
_TO_ROLES = frozenset({"destination", "dest", "to", "target", "recipient", "receiver", "arrival", "arr"})
_FROM_ROLES = frozenset({"origin", "orig", "source", "from", "sender", "departure", "dep", "start"})


def _roots(word: str) -> set[str]:
    """A role word and the verb it names (lender → lend, assignee → assign, scorer → scor)."""
    base = stem(word)
    out = {base}
    for suffix in ("er", "or", "ee", "e"):
        if base.endswith(suffix) and len(base) - len(suffix) >= 3:
            out.add(base[: -len(suffix)])
    return out


def _ambiguous_keys(index: SchemaIndex) -> list[tuple[Column, set[str], set[str]]]:
    """Foreign keys that share their (table, target) with another key: (key, role roots, words)."""
    cached = index.cache.get("ambiguous_keys")
    if isinstance(cached, list):
        return cached
    found: list[tuple[Column, set[str], set[str]]] = []
    for table in index.tables:
        keys = [
            c
            for c in table.columns
            if c.schema.foreign is not None and c.schema.foreign.table in index.by_name
        ]
        for column in keys:
            assert column.schema.foreign is not None
            target = index.by_name[column.schema.foreign.table]
            if sum(1 for c in keys if c.schema.foreign and c.schema.foreign.table == target.name) < 2:
                continue
            target_words = {stem(w) for w in name_tokens(target.name)}
            words = {w for w in name_tokens(column.name) if w not in _GENERIC and stem(w) not in target_words}
            words |= {w for w in name_tokens(column.name, expand=False) if w not in _GENERIC}
            roots = {root for w in words for root in _roots(w)}
            found.append((column, roots, words))
    index.cache["ambiguous_keys"] = found
    return found


def named_role_keys(
    question: Question, index: SchemaIndex, links: list[ValueLink]
) -> frozenset[tuple[str, str]]:
    """(table, column) of each key the question names by its role: a word of the role ("borrowed",
    "lent", "covered"), or "to X" / "from X" before a value of the key's table for a destination /
    origin key."""
    keys = _ambiguous_keys(index)
    if not keys:
        return frozenset()
    text = question.text
    said = {root for match in _WORD.finditer(text) for root in _roots(match.group(0))}
    named: set[tuple[str, str]] = set()
    for column, roots, _ in keys:
        if roots & said:
            named.add((column.table.name, column.name))
    for link in links:
        before = text[max(0, link.start - 16) : link.start]
        roles = _TO_ROLES if _RE_TO.search(before) else _FROM_ROLES if _RE_FROM.search(before) else None
        if roles is None:
            continue
        for column, _, words in keys:
            assert column.schema.foreign is not None
            if column.schema.foreign.table == link.column.table.name and words & roles:
                named.add((column.table.name, column.name))
    return frozenset(named)
