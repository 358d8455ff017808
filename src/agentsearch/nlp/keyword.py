"""Keyword extraction for web queries, offline and deterministic by default.

`builtin` needs no LLM (Yao's builtin became an LLM agent, reference §7.4): English text is scored
by frequency, early position and capitalisation after stopword removal; Chinese text is scored by TF
× self-information over jieba's dictionary frequencies (`nlp.segment.keywords`) without function
words and fillers (请问, 有没有, 以下, and numeral/demonstrative + measure word such as 一款, 哪款). Bare
numbers ("under $100", "2024") stay keywords but rank below every content word: they qualify a
query, they are not its subject. Text in both scripts is scored per script and the two rankings
interleave, so a run of Latin model names cannot push the Chinese content words (三星, 拍照) out of the
top N. Agent and MCP modes send `{content, max_keywords, language}` and parse the answer as
reference §2.9 describes.
"""

from __future__ import annotations

import json
import re
from typing import Any

from agentsearch.config import KeywordConfig, Target
from agentsearch.context import SearchContext
from agentsearch.delegate import ask_delegate
from agentsearch.nlp import segment
from agentsearch.nlp.language import detect_language, has_han
from agentsearch.nlp.stopwords import EN_STOPWORDS, ZH_MEASURE_PHRASE, ZH_QUERY_FILLERS, ZH_STOPWORDS
from agentsearch.types import Keyword

__all__ = [
    "extract_keywords",
    "extract_keywords_builtin",
    "keywords_to_query",
    "parse_keyword_answer",
]

#: a number with thousands separators ("1,299.99") is one token; then words, names, versions
_EN_TOKEN = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|[A-Za-z0-9][A-Za-z0-9+#._\-]*[A-Za-z0-9+#]|[A-Za-z0-9]")
_LATIN_WORD = re.compile(r"[A-Za-z]")
#: a bare number: a price, a quantity, a year ("100", "1,299.99", "2024"); "S24", "5G", "3.12b" are names
_NUMBER = re.compile(r"^\d[\d.,]*$")
_MEASURE = re.compile(ZH_MEASURE_PHRASE)

Scored = list[tuple[str, float, int]]  # (word, score, first position)


def extract_keywords_builtin(text: str, max_keywords: int = 10, language: str = "auto") -> list[Keyword]:
    """Weighted keywords of `text`, best first; weights are relative to the best (1.0)."""
    if has_han(text) and _LATIN_WORD.search(text):
        return _interleaved(_chinese_scores(text, han_only=True), _english_scores(text), max_keywords)
    lang = detect_language(text) if language in ("", "auto") else language.lower()
    scored = _chinese_scores(text) if lang.startswith("zh") else _english_scores(text)
    return [Keyword(k=word, w=weight) for word, weight in _ranked(scored)[:max_keywords]]


def _ranked(scored: Scored) -> list[tuple[str, float]]:
    """Best first (ties: earlier in the text), each weighted relative to the best; bare numbers come
    after every word and never weigh more than the last word."""
    words = [entry for entry in scored if not _NUMBER.match(entry[0])]
    numbers = [entry for entry in scored if _NUMBER.match(entry[0])]
    ranked: list[tuple[str, float]] = []
    floor = 1.0  # the last word's weight
    for group in (words, numbers):
        if not group:
            continue
        top = max(score for _, score, _ in group)
        scale = 0.9 * floor if ranked else 1.0
        for word, score, _ in sorted(group, key=lambda entry: (-entry[1], entry[2])):
            ranked.append((word, round(max(0.1, scale * score / top), 2)))
        floor = ranked[-1][1]
    return ranked


def _interleaved(han: Scored, latin: Scored, max_keywords: int) -> list[Keyword]:
    """Both scripts' rankings, alternating by rank (the i-th best of each weigh the same): their
    scores are on different scales (TF-IDF vs. counts), and the script written first leads."""
    first_han = min((position for _, _, position in han), default=len(han) + 1)
    first_latin = min((position for _, _, position in latin), default=first_han + 1)
    groups = [_ranked(han), _ranked(latin)]
    if first_latin < first_han:
        groups.reverse()
    merged: list[Keyword] = []
    for rank in range(max(len(group) for group in groups)):
        merged.extend(Keyword(k=group[rank][0], w=group[rank][1]) for group in groups if rank < len(group))
    return merged[:max_keywords]


def _english_scores(text: str) -> Scored:
    tokens = [(m.group(0), m.start()) for m in _EN_TOKEN.finditer(text)]
    if not tokens:
        return []
    length = max(1, len(text))
    stats: dict[str, tuple[float, int, str]] = {}
    for raw, position in tokens:
        word = raw.lower().strip("._-")
        if len(word) < 2 and not word.isdigit():
            continue
        if word in EN_STOPWORDS:
            continue
        gain = 1.0 + 0.3 * (1 - position / length)
        cased = raw.isupper() or any(ch.isupper() for ch in raw[1:])  # USB, S24, iPhone, WH-1000XM5
        if not _NUMBER.match(word):  # a number's digits and position do not make it the subject
            if cased or (raw[0].isupper() and text[:position].strip()):
                gain += 0.5  # proper nouns and acronyms carry the query (not the text's first word)
            if any(ch.isdigit() for ch in word):
                gain += 0.3  # names with a version or model number ("S24", "gpt-4o", "python3")
        score, first, display = stats.get(word, (0.0, position, raw if cased else word))
        stats[word] = (score + gain, first, display)
    return [(display, score, first) for _, (score, first, display) in stats.items()]


def _chinese_scores(text: str, *, han_only: bool = False) -> Scored:
    """Dictionary-weighted keywords without function words, fillers and measure phrases. `han_only`
    leaves the Latin words to the English scorer."""
    pairs = segment.keywords(text, top=50)
    scores: Scored = []
    for word, weight in pairs:
        if word in ZH_STOPWORDS or word.lower() in EN_STOPWORDS or len(word.strip()) < 2:
            continue
        if word in ZH_QUERY_FILLERS or _MEASURE.fullmatch(word) or (han_only and not has_han(word)):
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
