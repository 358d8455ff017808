"""Offline entity and relation extraction for graph association (design: GraphRAG parts of Result).

English: capitalised multi-word or mixed-case phrases ("Acme Electronics", "AirPods Pro", "USB-C") and
quoted phrases; Chinese: jieba POS tags for names, places, organisations and other proper nouns
(nr, ns, nt, nz) plus nouns of 2+ characters. Relations are co-occurrence within a chunk
(`mentioned_with` between each two of its first PAIRED entities), the usual cheap stand-in for an LLM
extractor, which can replace this one through the `Extractor` Protocol.

Those pairs are up to 45 rows per chunk, most of what an ingestion wrote; a chunk whose relations are
exactly them is marked `paired` (`split_pairs`) and the stores derive the pairs from its mentions
at query time instead of storing them.
"""

from __future__ import annotations

import re
from itertools import combinations
from typing import Protocol

from agentsearch.nlp import segment
from agentsearch.nlp.language import has_han
from agentsearch.nlp.stopwords import EN_STOPWORDS, ZH_STOPWORDS

__all__ = [
    "CO_OCCURS",
    "PAIRED",
    "BuiltinExtractor",
    "Extraction",
    "Extractor",
    "cooccurrence",
    "query_entity_candidates",
    "split_pairs",
]

Extraction = tuple[list[tuple[str, str]], list[tuple[str, str, str]]]

_CAPITALISED = re.compile(
    r"\b(?:[A-Z][\w'-]*[A-Za-z0-9]|[A-Z]{2,}[\w-]*)"
    r"(?:[ \t]+(?:of[ \t]+|the[ \t]+|&[ \t]+)?(?:[A-Z0-9][\w'-]*))*"
)
_QUOTED = re.compile(r"[\"“「『]([^\"”」』\n]{2,60})[\"”」』]")
_ZH_TAGS = {
    "nr": "person",
    "ns": "place",
    "nt": "organization",
    "nz": "proper_noun",
    "n": "noun",
    "eng": "term",
}
_MAX_PER_CHUNK = 24
#: a chunk's first PAIRED entities are related pairwise (10: at most 45 relations per chunk)
PAIRED = 10
CO_OCCURS = "mentioned_with"


class Extractor(Protocol):
    def extract(self, text: str) -> Extraction: ...


def _english(text: str) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for match in _CAPITALISED.finditer(text):
        phrase = match.group(0).strip()
        words = phrase.split()
        # a lone capitalised word at a sentence start is usually not a name
        start = match.start()
        sentence_start = start == 0 or text[max(0, start - 2) : start].strip() in {".", "!", "?", "#", ""}
        if len(words) == 1 and (phrase.lower() in EN_STOPWORDS or (sentence_start and phrase.istitle())):
            continue
        while words and words[0].lower() in EN_STOPWORDS:
            words = words[1:]
        if words and len(" ".join(words)) >= 2:
            found.append((" ".join(words), "phrase"))
    found.extend((q.strip(), "quoted") for q in _QUOTED.findall(text) if q.strip())
    return found


def _chinese(text: str) -> list[tuple[str, str]]:
    """Dictionary POS tags of jieba's words (no HMM): the tags `posseg` gives, without its HMM pass."""
    found: list[tuple[str, str]] = []
    for word, pos in segment.tag(text):
        word = word.strip()
        kind = _ZH_TAGS.get(pos)
        if kind is None or word in ZH_STOPWORDS or (kind == "noun" and len(word) < 2):
            continue
        found.append((word, kind))
    return found


class BuiltinExtractor:
    """Entities per chunk, deduplicated case-insensitively; co-occurring pairs as relations."""

    def extract(self, text: str) -> Extraction:
        raw = (
            _chinese(text) + _english(re.sub(r"[\u4e00-\u9fff]", " ", text))
            if has_han(text)
            else _english(text)
        )
        entities: dict[str, tuple[str, str]] = {}
        for name, kind in raw:
            entities.setdefault(name.lower(), (name, kind))
        chosen = list(entities.values())[:_MAX_PER_CHUNK]
        return chosen, cooccurrence(chosen)


def cooccurrence(entities: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    """Each two of the first PAIRED entities, in their order, as `mentioned_with` relations."""
    return [(a, CO_OCCURS, b) for (a, _), (b, _) in combinations(entities[:PAIRED], 2)]


def split_pairs(
    entities: list[tuple[str, str]], relations: list[tuple[str, str, str]]
) -> tuple[bool, list[tuple[str, str, str]]]:
    """(paired, the relations to store): paired when the chunk's `mentioned_with` relations are exactly
    `cooccurrence(entities)` among distinct (case-insensitive) names, so a store can derive them from
    the entities' positions; otherwise every relation is kept, as a custom extractor gave them."""
    expected = cooccurrence(entities)
    if relations == expected:
        rest: list[tuple[str, str, str]] = []
    else:
        rest = [r for r in relations if r[1] != CO_OCCURS]
        if [r for r in relations if r[1] == CO_OCCURS] != expected:
            return False, relations
    first = entities[:PAIRED]
    if len({n.lower() for n, _ in first}) != len(first):
        return False, relations
    return True, rest


def query_entity_candidates(query: str) -> list[str]:
    """Strings to look up as entity names: extracted entities plus word n-grams (1–4) of the query."""
    names = [n for n, _ in BuiltinExtractor().extract(query)[0]]
    if has_han(query):
        words = [w for w in segment.cut(query) if w.strip()]
    else:
        words = re.findall(r"[\w'-]+", query)
    for size in range(1, 5):
        for i in range(len(words) - size + 1):
            gram = words[i : i + size]
            if size == 1 and (gram[0].lower() in EN_STOPWORDS or gram[0] in ZH_STOPWORDS):
                continue
            names.append(("" if has_han(query) else " ").join(gram))
    return names
