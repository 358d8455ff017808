"""Query decomposition and expansion (Phase 2).

Three steps, each deterministic and offline by default:
1. technical synonyms from the maintained table (k8s → Kubernetes, Postgres → PostgreSQL, ...): the
   query is also searched with the canonical names;
2. an English variant of a Chinese technical query from the bundled term dictionary
   ("Rust 异步编程" → "Rust async programming"), or from a pluggable translator (an LLM);
3. the per-intent expansions of the seed: factual + "explained overview", status + year/"latest",
   comparison → 3 sub-queries, tutorial + "tutorial"/"guide step by step", exploratory → 3 angles,
   news + "news"/"announcement", resource + "official documentation", academic + "paper"/"study".
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from agentsearch.layer.tables import synonym_table, zh_en_terms
from agentsearch.nlp.language import has_han

__all__ = [
    "Translator",
    "english_variant",
    "expand_queries",
    "expand_synonyms",
    "intent_expansions",
    "split_comparison",
    "strip_markers",
]

Translator = Callable[[str], Awaitable[str]]

#: Words that carry the intent rather than the topic; removed before adding the intent's own words.
_MARKERS_EN = re.compile(
    r"\b(what (is|are|was|does)|what'?s new (in|with)?|how (to|do i|can i|do you)|define|definition of|"
    r"meaning of|"
    r"tutorials?|guides?|step by step|getting started( with)?|latest|newest|recent|current(ly)?|status of|"
    r"state of|progress( of)?|updates?( to| on)?|news( about| on)?|this week|today|yesterday|headlines?|"
    r"official (site|website|docs|documentation)|documentation|docs|download|github repo|repo|"
    r"papers?( on| about)?|research( on)?|studies( on)?|arxiv|everything about|deep dive( into)?|"
    r"overview( of)?|ecosystem|introduction to|about)\b",
    re.IGNORECASE,
)
_MARKERS_ZH = re.compile(
    r"什么是|是什么意思|是什么|的定义|怎么用|怎么|如何|怎样|教程|入门|指南|最新进展|最新|进展|现状|近况|目前|最近|"
    r"新闻|本周|今天|官网|官方文档|文档|下载|仓库|源码|论文|研究|综述|深入了解|关于|的一切|生态|吗|呢|？|\?"
)
_COMPARE_SPLIT = re.compile(
    r"\s+(?:vs\.?|versus|or|compared (?:to|with)|and)\s+|\s*(?:和|与|跟|还是|对比|比较|VS)\s*", re.IGNORECASE
)
_COMPARE_NOISE = re.compile(
    r"\b(difference(s)? between|compare|comparison( of)?|which is better|pros and cons of|should i use)\b|"
    r"的区别|区别|的差异|差异|哪个好|哪个更好|优劣|利弊|对比|比较|选哪个|有什么不同|相比",
    re.IGNORECASE,
)


def _word_pattern(key: str) -> re.Pattern[str]:
    flags = 0 if any(ch.isupper() for ch in key) else re.IGNORECASE
    return re.compile(r"(?<![\w.#+-])" + re.escape(key) + r"(?![\w#+-])", flags)


def expand_synonyms(query: str) -> str:
    """The query with every known short form replaced by its canonical name ('' when nothing changed)."""
    out = query
    for key, value in synonym_table().items():
        if value.lower() in out.lower():
            continue
        out = _word_pattern(key).sub(value, out)
    return out if out != query else ""


def english_variant(query: str, *, min_coverage: float = 0.6) -> str:
    """A word-for-word English rendering of a Chinese technical query ('' when too little is known).

    Longest dictionary terms match first; Latin words are kept; particles (的, 了, ...) are dropped. When
    less than `min_coverage` of the Han characters are covered the variant would be noise, so none.
    """
    if not has_han(query):
        return ""
    terms = zh_en_terms()
    longest = max((len(k) for k in terms), default=1)
    particles = set("的了和与及在是吗呢吧啊把被给对")
    words: list[str] = []
    han_total = covered = 0
    i = 0
    while i < len(query):
        ch = query[i]
        if "\u3400" <= ch <= "\u9fff":
            for size in range(min(longest, len(query) - i), 0, -1):
                piece = query[i : i + size]
                if piece in terms:
                    words.append(terms[piece])
                    han_total += size
                    covered += size
                    i += size
                    break
            else:
                if ch not in particles:
                    han_total += 1
                i += 1
            continue
        j = i
        while j < len(query) and not ("\u3400" <= query[j] <= "\u9fff"):
            j += 1
        latin = " ".join(query[i:j].split())
        if latin.strip(" ,，。?？"):
            words.append(latin.strip(" ,，。?？"))
        i = j
    if han_total == 0 or covered / han_total < min_coverage:
        return ""
    out: list[str] = []
    for word in words:
        if not out or out[-1].lower() != word.lower():
            out.append(word)
    return " ".join(out)


def strip_markers(query: str) -> str:
    """The topic of a query: intent marker words removed (the query itself when nothing is left)."""
    core = _MARKERS_ZH.sub(" ", _MARKERS_EN.sub(" ", query))
    core = " ".join(core.split()).strip(" ,.;:!?，。的")
    return core or query.strip()


def split_comparison(query: str) -> tuple[str, str] | None:
    """The two sides of "A vs B", "difference between A and B", "A 和 B 的区别", "A 还是 B"."""
    text = " ".join(_COMPARE_NOISE.sub(" ", query).split())
    parts = [p.strip(" ,.;:!?，。的") for p in _COMPARE_SPLIT.split(text, maxsplit=1)]
    if len(parts) == 2 and all(parts):
        return parts[0], parts[1]
    return None


def intent_expansions(query: str, intent: str, *, year: int) -> list[str]:
    """The seed's per-intent sub-queries for `query` (English or an English variant)."""
    core = strip_markers(query)
    if intent == "factual":
        return [query, f"{core} explained overview"]
    if intent == "status":
        return [query, f"{core} latest {year}", f"{core} update release"]
    if intent == "comparison":
        sides = split_comparison(query)
        if sides:
            a, b = sides
            return [f"{a} vs {b}", f"{a} advantages", f"{b} advantages"]
        return [query, f"{core} comparison", f"{core} alternatives"]
    if intent == "tutorial":
        return [f"{core} tutorial", f"{core} guide step by step"]
    if intent == "exploratory":
        return [f"{core} overview", f"{core} ecosystem", f"{core} use cases"]
    if intent == "news":
        return [f"{core} news this week {year}", f"{core} announcement latest"]
    if intent == "resource":
        if re.search(r"github|docs|documentation|官网|文档|download|下载", query, re.IGNORECASE):
            return [query]
        return [query, f"{core} official documentation"]
    if intent == "academic":
        return [query, f"{core} paper", f"{core} study {year - 1}-{year}"]
    return [query]


def _normalise_side(side: str) -> str:
    """One side of a comparison with synonyms expanded and, when Chinese, rendered in English."""
    side = strip_markers(side)
    side = expand_synonyms(side) or side
    return english_variant(side, min_coverage=0.5) or side


@dataclass(frozen=True)
class Expansion:
    queries: list[str]
    synonyms: str
    english: str


async def expand_queries(
    query: str,
    intent: str | None,
    *,
    max_queries: int = 4,
    now: datetime | None = None,
    translator: Translator | None = None,
) -> Expansion:
    """Sub-queries for `query`: the intent's expansions of the (synonym-expanded, English) query.

    The original query always comes first so a provider that does well with it keeps doing so.
    """
    year = (now or datetime.now(UTC)).year
    synonyms = expand_synonyms(query)
    english = ""
    if has_han(query):
        english = (await translator(query)).strip() if translator else english_variant(query)
    base = english or synonyms or query
    candidates = [query]
    sides = split_comparison(query) if intent == "comparison" else None
    if sides:  # the seed's three sub-queries carry the topic already, in English
        a, b = (_normalise_side(side) for side in sides)
        candidates.extend([f"{a} vs {b}", f"{a} advantages", f"{b} advantages"])
    else:
        if synonyms and not english:
            candidates.append(synonyms)
        if english:
            candidates.append(english)
        if intent:
            candidates.extend(intent_expansions(base, intent, year=year))
    seen: set[str] = set()
    queries: list[str] = []
    for candidate in candidates:
        text = " ".join(candidate.split())
        if text and text.lower() not in seen:
            seen.add(text.lower())
            queries.append(text)
    return Expansion(queries=queries[:max_queries], synonyms=synonyms, english=english)
