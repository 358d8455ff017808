"""Columns and tables named in pinyin: `cheXing` (车型), `zhongliang_kg` (重量), `weixiu` (维修).

Chinese developers often spell names in toneless pinyin. A Chinese word of the question (two to four
characters, as asked, before any gloss) links to the column or table whose name words spell it,
through every reading CC-CEDICT gives its characters (重 is chong and zhong). Exact spellings only,
of two syllables or more, so an English schema is left alone: nothing here knows any database.
"""

from __future__ import annotations

import itertools
import re

from agentsearch.nlp.cedict import cedict_readings
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.names import name_tokens
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex, Table

__all__ = ["pinyin_mentions"]

_CJK_RUN = re.compile(r"[\u4e00-\u9fff]{2,}")
_MAX_COMBINATIONS = 16  # readings of a 4-character word: 2 × 2 × 2 × 2 at most
_WHOLE, _PART = 0.85, 0.6  # the whole name spelt; one of its words (the rest says its kind: `_kg`)

Named = tuple[Table, Column | None, float]


def _index(index: SchemaIndex) -> dict[str, list[Named]]:
    cached = index.cache.get("pinyin")
    if isinstance(cached, dict):
        return cached
    out: dict[str, list[Named]] = {}
    for table in index.tables:
        items: list[tuple[str, Column | None]] = [(table.name, None)]
        items += [(c.name, c) for c in table.columns if not c.is_key]
        for name, column in items:
            words = [w for w in name_tokens(name, expand=False) if w.isalpha()]
            if not words:
                continue
            out.setdefault("".join(words), []).append((table, column, _WHOLE))
            for word in words if len(words) > 1 else ():
                if len(word) >= 4:  # two syllables at least: "wuye" of `wuye_fee`
                    out.setdefault(word, []).append((table, column, _PART))
    index.cache["pinyin"] = out
    return out


def _spellings(word: str) -> list[str]:
    readings = [sorted(cedict_readings(ch)) for ch in word]
    if not all(readings):
        return []
    combos = itertools.islice(itertools.product(*readings), _MAX_COMBINATIONS)
    return ["".join(c) for c in combos]


def _span(question: Question, word: str) -> tuple[int, int] | None:
    """Where the word stands in the glossed text: as written, else its English gloss."""
    at = question.text.find(word)
    if at >= 0:
        return at, at + len(word)
    for english, chinese in question.origin.items():
        if chinese == word and (found := question.text.find(english)) >= 0:
            return found, found + len(english)
    return None


def pinyin_mentions(question: Question, index: SchemaIndex) -> list[Mention]:
    """Mentions of the tables and columns whose pinyin names a Chinese word of the question spells."""
    if not question.chinese:
        return []
    names = _index(index)
    if not names:
        return []
    out: list[Mention] = []
    for run in _CJK_RUN.findall(question.raw):
        for size in range(min(4, len(run)), 1, -1):
            for start in range(len(run) - size + 1):
                word = run[start : start + size]
                hits = [n for spelt in _spellings(word) for n in names.get(spelt, ())]
                span = _span(question, word) if hits else None
                if span is None:
                    continue
                for table, column, strength in hits:
                    out.append(Mention(span[0], span[1], strength, table, column))
    return out
