"""Initialisms in names: `pto_days` is asked as "paid time off", `lrp_tier` as "loyalty
reward program", `sku` as "stock keeping unit". A name part of 3–5 letters that is no word and no known
abbreviation links the consecutive question words whose initials spell it. General: nothing here
knows any schema's initialisms, only how writers make them."""

from __future__ import annotations

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.names import name_tokens
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex
from agentsearch.nlp.querydsl.lexicon import IDENTIFIER_WORDS
from agentsearch.nlp.querydsl.lexicon_abbrev import ABBREVIATIONS

__all__ = ["acronym_mentions"]

_STRENGTH = 0.7  # surer than a skeleton (0.45–0.75), below a name said whole
_VOWELS = frozenset("aeiou")


def _initialisms(index: SchemaIndex) -> dict[str, list[Column]]:
    """Name part → the columns it is part of, for the parts that look like initialisms (no vowel
    after the first letter, or all consonants: `lrp`, `pto`, `sku` — a word such as `tier` has one)."""
    cached = index.cache.get("initialisms")
    if isinstance(cached, dict):
        return cached
    found: dict[str, list[Column]] = {}
    for table in index.tables:
        for column in table.columns:
            for part in name_tokens(column.name, expand=False):
                if not (3 <= len(part) <= 5 and part.isalpha()) or part in ABBREVIATIONS:
                    continue
                if part in IDENTIFIER_WORDS or sum(ch in _VOWELS for ch in part) > 1:
                    continue
                found.setdefault(part, []).append(column)
    index.cache["initialisms"] = found
    return found


def acronym_mentions(question: Question, index: SchemaIndex) -> list[Mention]:
    """Mentions of columns by the words their initialism stands for."""
    initialisms = _initialisms(index)
    if not initialisms or question.chinese:
        return []
    tokens = question.tokens
    out: list[Mention] = []
    for size in sorted({len(k) for k in initialisms}):
        for i in range(len(tokens) - size + 1):
            words = [t.text for t in tokens[i : i + size]]
            if not all(w.isalpha() and len(w) > 1 for w in words):
                continue
            start, end = tokens[i].start, tokens[i + size - 1].end
            for column in initialisms.get("".join(w[0] for w in words), ()):
                out.append(Mention(start, end, _STRENGTH, column.table, column))
    return out
