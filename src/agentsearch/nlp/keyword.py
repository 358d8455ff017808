"""Keyword extraction for web queries, offline and deterministic by default.

`builtin` needs no LLM (Yao's builtin became an LLM agent, reference §7.4): English text is scored by
frequency, early position and capitalisation after stopword removal; Chinese text uses jieba's
TF-IDF keyword extractor (its IDF table ships inside the package). Agent and MCP modes send
`{content, max_keywords, language}` and parse the answer as reference §2.9 describes.
"""

from __future__ import annotations

import json
import re
from typing import Any

from agentsearch.config import KeywordConfig, Target
from agentsearch.context import SearchContext
from agentsearch.delegate import ask_delegate
from agentsearch.nlp.jieba_setup import jieba
from agentsearch.nlp.language import detect_language
from agentsearch.nlp.stopwords import EN_STOPWORDS, ZH_STOPWORDS
from agentsearch.types import Keyword

__all__ = [
    "extract_keywords",
    "extract_keywords_builtin",
    "keywords_to_query",
    "parse_keyword_answer",
]

_EN_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9+#._\-]*[A-Za-z0-9+#]|[A-Za-z0-9]")


def extract_keywords_builtin(text: str, max_keywords: int = 10, language: str = "auto") -> list[Keyword]:
    """Weighted keywords of `text`, best first; weights are relative to the best (1.0)."""
    lang = detect_language(text) if language in ("", "auto") else language.lower()
    scored = _chinese_scores(text) if lang.startswith("zh") else _english_scores(text)
    if not scored:
        return []
    top = max(score for _, score, _ in scored)
    ranked = sorted(scored, key=lambda entry: (-entry[1], entry[2]))[:max_keywords]
    return [Keyword(k=word, w=round(max(0.1, score / top), 2)) for word, score, _ in ranked]


def _english_scores(text: str) -> list[tuple[str, float, int]]:
    tokens = [(m.group(0), m.start()) for m in _EN_TOKEN.finditer(text)]
    if not tokens:
        return []
    length = max(1, len(text))
    stats: dict[str, tuple[float, int, str]] = {}
    for index, (raw, position) in enumerate(tokens):
        word = raw.lower().strip("._-")
        if len(word) < 2 and not word.isdigit():
            continue
        if word in EN_STOPWORDS:
            continue
        bonus = 0.0
        if index > 0 and (raw[0].isupper() or raw.isupper()):
            bonus += 0.5  # proper nouns and acronyms carry the query
        if any(ch.isdigit() for ch in word):
            bonus += 0.3  # versions and years ("python 3.12", "2024")
        bonus += 0.3 * (1 - position / length)
        score, first, display = stats.get(word, (0.0, position, raw if raw.isupper() else word))
        stats[word] = (score + 1.0 + bonus, first, display)
    return [(display, score, first) for _, (score, first, display) in stats.items()]


def _chinese_scores(text: str) -> list[tuple[str, float, int]]:
    jieba()  # initialise the dictionary quietly first
    import jieba.analyse as analyse

    pairs = analyse.extract_tags(text, topK=50, withWeight=True)
    scores: list[tuple[str, float, int]] = []
    for word, weight in pairs:
        if word in ZH_STOPWORDS or word.lower() in EN_STOPWORDS or len(word.strip()) < 2:
            continue
        position = text.find(word)
        scores.append((word, float(weight), position if position >= 0 else len(text)))
    return scores


def keywords_to_query(keywords: list[Keyword]) -> str:
    """Join keywords by weight (descending; ties keep their order) into a search query."""
    return " ".join(k.k for k in sorted(keywords, key=lambda keyword: -keyword.w))


def parse_keyword_answer(answer: Any) -> list[Keyword]:
    """Read an agent's or tool's keyword answer: `{keywords}`, `{data:{keywords}}`, a list or a string."""
    if answer is None:
        return []
    if isinstance(answer, str):
        stripped = answer.strip()
        try:
            return parse_keyword_answer(json.loads(stripped))
        except ValueError:
            return [Keyword(k=stripped, w=0.5)] if stripped else []
    if isinstance(answer, dict):
        if "keywords" in answer:
            return parse_keyword_answer(answer["keywords"])
        data = answer.get("data")
        if isinstance(data, dict) and "keywords" in data:
            return parse_keyword_answer(data["keywords"])
        return parse_keyword_answer(data) if data is not None else []
    if isinstance(answer, list):
        out: list[Keyword] = []
        for entry in answer:
            if isinstance(entry, dict) and str(entry.get("k", "")).strip():
                weight = entry.get("w")
                w = float(weight) if isinstance(weight, int | float) and not isinstance(weight, bool) else 0.5
                out.append(Keyword(k=str(entry["k"]).strip(), w=w))
            elif isinstance(entry, str) and entry.strip():
                out.append(Keyword(k=entry.strip(), w=0.5))
        return out
    return []


async def extract_keywords(
    text: str,
    ctx: SearchContext,
    *,
    config: KeywordConfig | None = None,
    max_keywords: int | None = None,
    language: str | None = None,
) -> list[Keyword]:
    """Dispatch on `uses.keyword`: builtin (offline), an assistant, or an MCP tool."""
    cfg = config or ctx.config.keyword
    limit = max_keywords or cfg.max_keywords
    lang = language or cfg.language
    options: dict[str, Any] = {"content": text, "max_keywords": limit, "language": lang}
    target: Target = ctx.uses.target("keyword")
    if target.kind in ("agent", "mcp"):
        answer = await ask_delegate(target, options, ctx, purpose="keyword extraction")
        return parse_keyword_answer(answer)[:limit]
    return extract_keywords_builtin(text, limit, lang)
