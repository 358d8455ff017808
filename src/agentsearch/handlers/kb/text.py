"""What the keyword index sees: Chinese segmented with jieba (search mode) before FTS5's tokenizer,
and the query reduced to distinct non-stopword terms."""

from __future__ import annotations

import re

from agentsearch.nlp.jieba_setup import jieba
from agentsearch.nlp.language import has_han
from agentsearch.nlp.stopwords import EN_STOPWORDS, ZH_STOPWORDS

__all__ = ["index_text", "query_terms"]

_WORD = re.compile(r"[\w\u3400-\u4dbf\u4e00-\u9fff]+", re.UNICODE)


def _segment(text: str) -> list[str]:
    if not has_han(text):
        return _WORD.findall(text)
    words: list[str] = []
    for piece in jieba().cut_for_search(text):
        words.extend(_WORD.findall(piece))
    return words


def index_text(text: str) -> str:
    """Space-separated words; FTS5's unicode61 + porter tokenizer then lowercases and stems them."""
    return " ".join(_segment(text)) if has_han(text) else text


def query_terms(query: str, limit: int = 32) -> list[str]:
    """Distinct lowercase terms of a query, stopwords dropped (all terms kept if all are stopwords)."""
    words = [w.lower() for w in _segment(query)]
    kept = [w for w in words if w not in EN_STOPWORDS and w not in ZH_STOPWORDS and w.strip("_")]
    seen: dict[str, None] = {}
    for word in kept or words:
        seen.setdefault(word, None)
    return list(seen)[:limit]
