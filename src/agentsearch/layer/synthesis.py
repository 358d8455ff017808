"""Knowledge synthesis (Phase 5), offline: the shape of the answer depends on how much was found.

- ≤ 5 results: each listed with its source tags and score;
- 6–15 results: clustered by topic (a shared salient term), one line per cluster, then its items;
- more than 15: an overview paragraph, the top 5, and "N results from sources …".
The seed's ranges overlap at 5 and 15; the smaller strategy wins at the boundary. Results are grouped
by topic, never by source. Conflicting claims are flagged when they are detectable: different
"latest version" or release-year statements from different results.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from agentsearch.layer.hits import Hit
from agentsearch.layer.scoring import query_terms
from agentsearch.nlp.language import has_han

__all__ = ["CLUSTER_MAX", "LIST_MAX", "detect_conflicts", "synthesize"]

LIST_MAX = 5
CLUSTER_MAX = 15
_MAX_CLUSTERS = 4
_SNIPPET = 160

_VERSION_CLAIMS = (
    re.compile(
        r"\b(?:latest|current|newest|most recent)\s+(?:stable\s+)?(?:version|release)\s*(?:is|was|:)?\s*"
        r"(?:version\s+)?v?(\d+(?:\.\d+){1,3})",
        re.IGNORECASE,
    ),
    re.compile(r"最新(?:的)?(?:稳定)?版(?:本)?(?:是|为|：|:)?\s*v?(\d+(?:\.\d+){1,3})"),
)
_RELEASE_CLAIMS = (
    re.compile(r"\b(?:was\s+)?released\s+(?:in|on)\s+(?:[A-Z][a-z]+\s+)?(?:\d{1,2},?\s+)?((?:19|20)\d\d)\b"),
    re.compile(r"(?:于|在)\s*((?:19|20)\d\d)\s*年\s*(?:\d{1,2}\s*月\s*)?(?:正式)?发布"),
)

_LABELS = {
    "en": {
        "topic": "Topic",
        "other": "Other results",
        "top": "Top 5 results",
        "found": "Found {n} results from sources {sources}. Which aspect should we go deeper into?",
        "overview": "{n} results from {k} sources; the most covered topics are {topics}.",
        "newest": " The newest is from {date}.",
        "cluster": "{n} results ({sources})",
        "conflict": "Sources disagree on the {claim}: {values}.",
        "answer": "Answer",
    },
    "zh": {
        "topic": "主题",
        "other": "其他结果",
        "top": "Top 5 最相关结果",
        "found": "共找到 {n} 条结果，覆盖 {sources}。需要深入哪个方面？",
        "overview": "共 {n} 条结果，来自 {k} 个源；覆盖最多的主题：{topics}。",
        "newest": "最新的一条发布于 {date}。",
        "cluster": "{n} 条结果（{sources}）",
        "conflict": "存在不同说法（{claim}）：{values}。",
        "answer": "答案",
    },
}


def _snippet(hit: Hit) -> str:
    text = " ".join(hit.snippet.split())
    return text if len(text) <= _SNIPPET else text[: _SNIPPET - 1].rstrip() + "…"


def _line(hit: Hit, *, with_score: bool) -> str:
    line = f"[{hit.title or hit.url}]({hit.url})"
    snippet = _snippet(hit)
    if snippet:
        line += f" — {snippet}"
    line += f" `[{', '.join(hit.sources)}]`"
    if with_score and hit.score is not None:
        line += f" ⭐{hit.score:.2f}"
    return line


def _clusters(hits: list[Hit], query: str) -> list[tuple[str, list[Hit]]]:
    """Greedy topic clusters: the most shared salient term first, each hit in one cluster."""
    excluded = set(query_terms(query))
    terms_of = [
        {t for t in query_terms(f"{hit.title} {hit.snippet}") if t not in excluded and not t.isdigit()}
        for hit in hits
    ]
    remaining = set(range(len(hits)))
    clusters: list[tuple[str, list[Hit]]] = []
    while remaining and len(clusters) < _MAX_CLUSTERS:
        counts = Counter(t for i in remaining for t in terms_of[i])
        best = [(n, t) for t, n in counts.items() if n >= 2]
        if not best:
            break
        _, term = max(best, key=lambda pair: (pair[0], len(pair[1]), pair[1]))
        members = sorted(i for i in remaining if term in terms_of[i])
        clusters.append((term, [hits[i] for i in members]))
        remaining -= set(members)
    if remaining:
        clusters.append(("", [hits[i] for i in sorted(remaining)]))
    return clusters


def detect_conflicts(hits: list[Hit]) -> list[dict[str, Any]]:
    """Claims that different results state differently: the latest version, the release year."""
    conflicts: list[dict[str, Any]] = []
    for claim, patterns in (("latest version", _VERSION_CLAIMS), ("release year", _RELEASE_CLAIMS)):
        values: dict[str, list[Hit]] = {}
        for hit in hits:
            text = f"{hit.title}. {hit.snippet}"
            found = {m.group(1) for pattern in patterns for m in pattern.finditer(text)}
            for value in found:
                values.setdefault(value, []).append(hit)
        if len(values) >= 2:
            conflicts.append(
                {
                    "claim": claim,
                    "values": [
                        {
                            "value": value,
                            "urls": [h.url for h in group],
                            "sources": sorted({s for h in group for s in h.sources}),
                        }
                        for value, group in sorted(values.items(), key=lambda kv: (-len(kv[1]), kv[0]))
                    ],
                }
            )
    return conflicts


def synthesize(hits: list[Hit], *, query: str, answer: str = "", lang: str = "") -> dict[str, Any]:
    """The synthesis block: strategy, markdown text, clusters and conflicts."""
    lang = lang or ("zh" if has_han(query) else "en")
    labels = _LABELS["zh" if lang.startswith("zh") else "en"]
    scored = any(hit.score is not None for hit in hits)
    sources = sorted({s for hit in hits for s in hit.sources})
    conflicts = detect_conflicts(hits)
    lines: list[str] = []
    if answer:
        lines += [f"**{labels['answer']}:** {answer}", ""]
    clusters_out: list[dict[str, Any]] = []
    if len(hits) <= LIST_MAX:
        strategy = "list"
        lines += [f"{i}. {_line(hit, with_score=scored)}" for i, hit in enumerate(hits, 1)]
    elif len(hits) <= CLUSTER_MAX:
        strategy = "clusters"
        for index, (term, members) in enumerate(_clusters(hits, query)):
            member_sources = sorted({s for h in members for s in h.sources})
            title = f"{labels['topic']} {chr(65 + index)}: {term}" if term else labels["other"]
            summary = labels["cluster"].format(n=len(members), sources=", ".join(member_sources))
            lines.append(f"**{title}** — {summary}")
            lines += [f"- {_line(hit, with_score=scored)}" for hit in members]
            lines.append("")
            clusters_out.append({"topic": term, "urls": [h.url for h in members], "sources": member_sources})
    else:
        strategy = "overview"
        topics = [term for term, _ in _clusters(hits, query) if term][:3]
        overview = labels["overview"].format(n=len(hits), k=len(sources), topics=", ".join(topics) or "-")
        dates = sorted(h.published[:10] for h in hits if h.published[:4].isdigit())
        if dates:
            overview += labels["newest"].format(date=dates[-1])
        lines += [overview, "", f"**{labels['top']}:**"]
        lines += [f"{i}. {_line(hit, with_score=scored)}" for i, hit in enumerate(hits[:5], 1)]
        lines += ["", labels["found"].format(n=len(hits), sources=", ".join(sources))]
    for conflict in conflicts:
        values = "; ".join(f"{v['value']} ({', '.join(v['sources'])})" for v in conflict["values"])
        lines += ["", "⚠️ " + labels["conflict"].format(claim=conflict["claim"], values=values)]
    return {
        "strategy": strategy,
        "count": len(hits),
        "text": "\n".join(lines).strip(),
        "clusters": clusters_out,
        "conflicts": conflicts,
    }
