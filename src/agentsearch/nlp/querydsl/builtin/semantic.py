"""Semantic table links: a noun that names no table by spelling may still mean one.

The dictionary gloss gives one English word for a Chinese one (竞赛 → "competition" where the schema
says `contest`) and users say "shop" where the schema says `outlet`. When a run of words
links to nothing — no table, column or sampled value — its text (the Chinese as asked, or the
English) is embedded with a multilingual sentence encoder and compared with the tables' names. A
table is linked only when it is clearly the nearest (an absolute floor and a margin over the second
table), and weaker than any spelled link, so it decides only where nothing else does.

The embedder is passed in (`GenerateInput.embed`, from `db.link_embedder`): this module never loads
a model. Measured on the studied suites (docs/db.md): +6 net of 1,200 questions; off by default
(it doubles the handler's latency).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

import numpy as np

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.question import Question, Token, is_cjk
from agentsearch.nlp.querydsl.builtin.schema_index import SchemaIndex, Table, name_tokens
from agentsearch.nlp.querydsl.builtin.values import ValueLink
from agentsearch.nlp.querydsl.lexicon import QUESTION_WORDS
from agentsearch.nlp.querydsl.lexicon_measures import UNIT_WORDS
from agentsearch.nlp.stopwords import EN_STOPWORDS

__all__ = ["Embed", "semantic_mentions"]

#: texts → L2-normalised rows (one per text)
Embed = Callable[[list[str]], "np.ndarray"]

FLOOR = 0.5  # cosine below which nothing is linked (USE multilingual: unrelated nouns sit at 0.2-0.45)
MARGIN = 0.1  # over the second-nearest table
STRENGTH = 0.7  # below every spelled link (exact 1.0, family 0.9, typo 0.8)
_MAX_RUN = 3
#: words that ask how much or how many (or only say "include"), never which rows
_NOT_TABLE_WORDS = frozenset("total count sum average avg number amount price cost money include".split())


def semantic_mentions(
    question: Question,
    index: SchemaIndex,
    mentions: Sequence[Mention],
    links: Sequence[ValueLink],
    embed: Embed | None,
) -> list[Mention]:
    if embed is None:
        return []
    runs = _unlinked_runs(question, mentions, links)
    if not runs:
        return []
    tables, table_vectors = _table_vectors(index, embed)
    if len(tables) < 2:
        return []  # one entity table (and its link tables): nothing to tell apart, no margin to take
    texts = [text for text, _start, _end in runs]
    scores = np.asarray(embed(texts)) @ table_vectors.T
    found: list[tuple[float, Mention]] = []
    for (_text, start, end), row in zip(runs, scores, strict=True):
        order = np.argsort(-row)
        best = float(row[order[0]])
        second = float(row[order[1]])
        if best >= FLOOR and best - second >= MARGIN:
            found.append((best, Mention(start, end, STRENGTH, tables[int(order[0])])))
    kept: list[Mention] = []
    for _score, mention in sorted(found, key=lambda pair: -pair[0]):
        if all(mention.end <= k.start or mention.start >= k.end for k in kept):
            kept.append(mention)
    return kept


def _table_vectors(index: SchemaIndex, embed: Embed) -> tuple[list[Table], np.ndarray]:
    """The tables' name vectors, once per schema and embedder (keyed by the embed function itself:
    the handler keeps one per configured name)."""
    by_embedder = index.cache.setdefault("semantic_tables", {})
    assert isinstance(by_embedder, dict)
    cached = by_embedder.get(embed)
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    tables = [t for t in index.tables if not t.is_link]
    texts = [t.schema.label or " ".join(name_tokens(t.name)) for t in tables]
    result = (tables, np.asarray(embed(texts)))
    if len(by_embedder) > 8:
        by_embedder.clear()
    by_embedder[embed] = result
    return result


def _unlinked_runs(
    question: Question, mentions: Sequence[Mention], links: Sequence[ValueLink]
) -> list[tuple[str, int, int]]:
    """(text to embed, start, end) for runs of content words no link covers; a glossed run is
    embedded as the Chinese it came from."""
    covered = [(m.start, m.end) for m in mentions] + [(v.start, v.end) for v in links]

    def free(token: Token) -> bool:
        return all(token.end <= s or token.start >= e for s, e in covered)

    words = [t for t in question.tokens if free(t) and _content(question, t.text)]
    runs: list[tuple[str, int, int]] = []
    for i in range(len(words)):
        for n in range(1, _MAX_RUN + 1):
            piece = words[i : i + n]
            if len(piece) < n or any(not _adjacent(question, a, b) for a, b in itertools.pairwise(piece)):
                break
            runs.append((_spoken(question, piece), piece[0].start, piece[-1].end))
    return list({text: (text, s, e) for text, s, e in runs}.values())


def _content(question: Question, word: str) -> bool:
    """A word that may name a table ("rented" may: the rentals); measure words and units do not."""
    origin = question.origin.get(word, "")
    if origin:
        return len(origin) >= 2
    if is_cjk(word):
        return len(word) >= 2
    return (
        word.isalpha()
        and len(word) >= 3
        and word not in EN_STOPWORDS
        and word not in QUESTION_WORDS
        and word not in UNIT_WORDS
        and word not in _NOT_TABLE_WORDS
    )


def _adjacent(question: Question, a: Token, b: Token) -> bool:
    between = question.text[a.end : b.start].split()
    return all(w in ("of", "the") for w in between)


def _spoken(question: Question, piece: list[Token]) -> str:
    origins = [question.origin.get(t.text, "") for t in piece]
    if all(origins):
        return "".join(dict.fromkeys(origins))
    return " ".join(t.text for t in piece)
