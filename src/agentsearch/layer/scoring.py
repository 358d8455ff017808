"""Intent-weighted scoring (Phase 4):
`score = w_keyword·keyword_match + w_freshness·freshness + w_authority·authority`.

`keyword_match` is the share of the query's terms found in the title + snippet. A term also counts
when one of its synonyms (k8s ↔ Kubernetes) or, for Chinese terms, its English translation appears,
so a Chinese query is not penalised for finding English pages.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from datetime import datetime
from functools import cache

from agentsearch.layer.authority import authority
from agentsearch.layer.freshness import freshness_score
from agentsearch.layer.tables import synonym_table, zh_en_terms
from agentsearch.nlp import segment
from agentsearch.nlp.language import has_han
from agentsearch.nlp.stopwords import EN_STOPWORDS, ZH_STOPWORDS

__all__ = ["ScoreBreakdown", "keyword_match", "query_terms", "score_result"]

_EN_TOKEN = re.compile(r"[a-z0-9][a-z0-9+#._\-]*[a-z0-9+#]|[a-z0-9]")
_HAN_RUN = re.compile(r"[\u3400-\u9fff]+")


@dataclass(frozen=True)
class ScoreBreakdown:
    keyword: float
    freshness: float
    authority: float
    tier: str
    boosted: bool
    weights: dict[str, float]
    score: float

    def to_dict(self) -> dict[str, object]:
        return asdict(self)


def query_terms(query: str) -> list[str]:
    """The distinct lower-cased terms of a query, stopwords dropped (jieba words for Chinese)."""
    text = query.lower()
    terms: list[str] = []
    for token in _EN_TOKEN.findall(text):
        token = token.strip("._-")
        if len(token) >= 2 and token not in EN_STOPWORDS and token not in terms:
            terms.append(token)
    if has_han(text):
        for run in _HAN_RUN.findall(text):
            for word in segment.cut(run):
                if len(word) >= 2 and word not in ZH_STOPWORDS and word not in terms:
                    terms.append(word)
    return terms


@cache
def _alternatives() -> dict[str, tuple[str, ...]]:
    """term -> other spellings that count as a match (synonyms both ways, ZH→EN terms)."""
    alts: dict[str, set[str]] = {}
    for key, value in synonym_table().items():
        a, b = key.lower(), value.lower()
        alts.setdefault(a, set()).add(b)
        alts.setdefault(b, set()).add(a)
    for zh, en in zh_en_terms().items():
        alts.setdefault(zh, set()).add(en.lower())
    return {k: tuple(sorted(v)) for k, v in alts.items()}


def _present(term: str, text: str) -> bool:
    if has_han(term):
        return term in text
    return re.search(r"(?<![a-z0-9])" + re.escape(term) + r"(?![a-z0-9])", text) is not None


def keyword_match(query: str, title: str, snippet: str) -> float:
    """Coverage (0–1) of the query's terms in title + snippet; a query without terms gives 0.5."""
    terms = query_terms(query)
    if not terms:
        return 0.5
    text = f"{title} {snippet}".lower()
    alternatives = _alternatives()
    found = sum(
        1
        for term in terms
        if _present(term, text) or any(_present(alt, text) for alt in alternatives.get(term, ()))
    )
    return round(found / len(terms), 4)


def score_result(
    *,
    query: str,
    title: str,
    snippet: str,
    url: str,
    published: object,
    weights: dict[str, float],
    boost: Iterable[str] = (),
    now: datetime | None = None,
) -> ScoreBreakdown:
    """Score one merged result for an intent's weights; the breakdown keeps every part."""
    kw = keyword_match(query, title, snippet)
    fresh = freshness_score(published, now=now)
    auth = authority(url, boost)
    total = weights["keyword"] * kw + weights["freshness"] * fresh + weights["authority"] * auth.score
    return ScoreBreakdown(
        keyword=kw,
        freshness=fresh,
        authority=auth.score,
        tier=auth.tier,
        boosted=auth.boosted,
        weights=dict(weights),
        score=round(total, 4),
    )
