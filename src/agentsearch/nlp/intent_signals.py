"""The signal rules of intent classification: English and Chinese phrasings with a strength.

3 for explicit markers ("vs", "教程", "paper"), 2 for typical phrasings ("what is", "最新"), 1 for weak
hints ("or", "why"). `match_signals` reports every rule a query hits; the learned classifier
(`intent_model`) takes them as features, and `rule_decision` is the old table classifier — strongest
signal wins, ties to more evidence, then to the more specific intent — kept as the baseline and as the
fallback when the model cannot load. Time words refine the freshness window ("today" → pd, "本月" → pm).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from agentsearch.nlp.intent_table import SIGNALS

__all__ = [
    "INTENTS",
    "PRIORITY",
    "SIGNAL_LABELS",
    "RuleMatch",
    "match_signals",
    "rule_decision",
    "time_window",
]

INTENTS: tuple[str, ...] = (
    "factual",
    "status",
    "comparison",
    "tutorial",
    "exploratory",
    "news",
    "resource",
    "academic",
)

#: Tie-break order: the more specific intent first.
PRIORITY: tuple[str, ...] = (
    "resource",
    "academic",
    "news",
    "status",
    "comparison",
    "tutorial",
    "factual",
    "exploratory",
)


def _ci(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_TIME_WINDOWS: list[tuple[str, re.Pattern[str]]] = [
    (
        "pd",
        _ci(r"\b(today|last 24 hours|past 24 hours|breaking|this morning|yesterday)\b|今天|今日|昨天|24小时"),
    ),
    ("pw", _ci(r"\b(this week|past week|last week|last 7 days)\b|本周|这周|上周|最近一周")),
    ("pm", _ci(r"\b(this month|past month|last month|last 30 days)\b|本月|这个月|上个月|最近一个月")),
    ("py", _ci(r"\b(this year|past year|last year)\b|今年|去年|最近一年")),
]


#: One name per rule, in table order: the learned model's rule features.
SIGNAL_LABELS: tuple[str, ...] = tuple(f"{intent}:{label}" for intent, _s, label, _p in SIGNALS)


@dataclass
class RuleMatch:
    """What the rules found in one query: strongest and summed strength per intent, the matched text."""

    best: dict[str, int] = field(default_factory=dict)
    evidence: dict[str, int] = field(default_factory=dict)
    signals: list[str] = field(default_factory=list)
    hits: list[int] = field(default_factory=list)


def _is_chinese_rule(pattern: re.Pattern[str]) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in pattern.pattern)


#: Rule indexes by the script they need: a query without CJK skips the Chinese rules and one without
#: Latin letters the English ones (about half the regex work).
_ZH_RULES = tuple(i for i, (_i, _s, _l, pattern) in enumerate(SIGNALS) if _is_chinese_rule(pattern))
_EN_RULES = tuple(i for i in range(len(SIGNALS)) if i not in _ZH_RULES)
_HAS_CJK = re.compile(r"[\u4e00-\u9fff]")
_HAS_LATIN = re.compile(r"[A-Za-z]")


def match_signals(text: str) -> RuleMatch:
    """Every rule that fires on `text` (whitespace already collapsed)."""
    match = RuleMatch()
    indexes = sorted(
        (_EN_RULES if _HAS_LATIN.search(text) else ()) + (_ZH_RULES if _HAS_CJK.search(text) else ())
    )
    for index in indexes:
        intent, strength, _label, pattern = SIGNALS[index]
        found = pattern.search(text)
        if found:
            match.signals.append(f"{intent}:{found.group(0).strip().lower()}")
            match.hits.append(index)
            match.best[intent] = max(match.best.get(intent, 0), strength)
            match.evidence[intent] = match.evidence.get(intent, 0) + strength
    return match


def rule_decision(match: RuleMatch) -> tuple[str, float]:
    """The table classifier: strongest signal wins, ties to more evidence, then to the more specific
    intent; nothing matched means `exploratory` ("most specific wins, exploratory when unsure")."""
    if not match.best:
        return "exploratory", 0.3
    top = max(match.best.values())
    tied = [intent for intent in PRIORITY if match.best.get(intent) == top]
    intent = max(tied, key=lambda name: match.evidence[name])  # more evidence, then priority (stable)
    runner_up = max((s for i, s in match.best.items() if i != intent), default=0)
    return intent, round(0.4 + 0.1 * top + 0.1 * min(2, top - runner_up), 2)


def time_window(text: str) -> str:
    """An explicit time window in the query ('' when none): today → pd, this week → pw, 本月 → pm."""
    for window, pattern in _TIME_WINDOWS:
        if pattern.search(text):
            return window
    return ""
