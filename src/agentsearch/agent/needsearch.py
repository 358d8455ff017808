"""Does a message need references? The builtin answer is offline and deterministic; an assistant or
an MCP tool (`uses.needsearch`) can replace it. Answers are parsed as reference §3 step 2f describes,
with the fixes: types are lower-cased and validated, and confidence is kept for the threshold.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from agentsearch.context import SearchContext
from agentsearch.delegate import ask_delegate, strip_fence
from agentsearch.types import SearchIntent, SearchType

__all__ = ["classify_need_search", "need_search_builtin", "parse_intent"]

_SMALL_TALK = re.compile(
    r"^\s*(hi|hello|hey|thanks|thank you|thx|ok|okay|bye|good (morning|night|evening)|how are you|"
    r"你好|您好|谢谢|多谢|好的|再见|嗨|早上好|晚安)[\s!.,?！。，？~]*$",
    re.IGNORECASE,
)
_TRANSFORM = re.compile(
    r"^\s*(please\s+)?(translate|rewrite|rephrase|paraphrase|summari[sz]e this|proofread|fix the grammar|"
    r"翻译|润色|改写|重写)\b",
    re.IGNORECASE,
)
_ARITHMETIC = re.compile(
    r"^(what\s+is|what's|how\s+much\s+is|calculate|compute|计算)?[\s\d+\-*/().=^%x×÷?]*\d[\s\d+\-*/().=^%x×÷?]*"
    r"(等于多少|是多少)?[?？]?$",
    re.IGNORECASE,
)
_QUESTION = re.compile(
    r"\?|？|\b(what|which|who|whom|whose|when|where|why|how|is|are|does|do|can|could|should|list|show|find|"
    r"search|look up|tell me|compare|explain|price|cost|policy|latest|current|recent|news)\b|"
    r"什么|怎么|怎样|如何|哪|谁|多少|几|吗|呢|是否|查|找|列出|显示|比较|价格|政策|最新|介绍",
    re.IGNORECASE,
)
_FRESH = re.compile(
    r"\b(latest|today|yesterday|news|current|currently|now|this (week|month|year)|20\d\d)\b|"
    r"最新|今天|昨天|新闻|目前|现在",
    re.IGNORECASE,
)


def need_search_builtin(text: str) -> SearchIntent:
    """Small talk, pure arithmetic and rewrite requests need nothing; questions and requests for facts do."""
    stripped = text.strip()
    if not stripped:
        return SearchIntent(need_search=False, confidence=1.0, reason="empty message")
    if _SMALL_TALK.match(stripped):
        return SearchIntent(need_search=False, confidence=0.9, reason="small talk")
    if _ARITHMETIC.match(stripped):
        return SearchIntent(need_search=False, confidence=0.9, reason="arithmetic")
    if _TRANSFORM.match(stripped):
        return SearchIntent(need_search=False, confidence=0.8, reason="rewrite of given text")
    if _QUESTION.search(stripped):
        reason = "time-sensitive question" if _FRESH.search(stripped) else "question or lookup"
        return SearchIntent(need_search=True, confidence=0.8, reason=reason)
    words = len(re.findall(r"\w+", stripped))
    if words >= 3:
        return SearchIntent(need_search=True, confidence=0.6, reason="statement that may need facts")
    return SearchIntent(need_search=False, confidence=0.6, reason="too short to need references")


def parse_intent(value: Any) -> tuple[SearchIntent | None, list[str]]:
    """An intent from a dict (or its `data`), or None when `need_search` is not a bool.

    Returns the intent and the rejected `search_types` entries (unknown types are dropped, not ignored
    silently: the caller logs them)."""
    if isinstance(value, str):
        try:
            value = json.loads(strip_fence(value))
        except ValueError:
            return None, []
    if not isinstance(value, Mapping):
        return None, []
    if isinstance(value.get("data"), Mapping) and "need_search" not in value:
        value = value["data"]
    need = value.get("need_search")
    if not isinstance(need, bool):
        return None, []
    types: list[SearchType] = []
    rejected: list[str] = []
    raw_types = value.get("search_types") or []
    if isinstance(raw_types, str):
        raw_types = [raw_types]
    for entry in raw_types if isinstance(raw_types, list) else []:
        name = str(entry).strip().lower()
        try:
            kind = SearchType(name)
        except ValueError:
            rejected.append(str(entry))
            continue
        if kind not in types:
            types.append(kind)
    confidence = value.get("confidence", 0.5)
    if not isinstance(confidence, int | float) or isinstance(confidence, bool):
        confidence = 0.5
    return (
        SearchIntent(
            need_search=need,
            search_types=types,
            confidence=max(0.0, min(1.0, float(confidence))),
            reason=str(value.get("reason") or ""),
        ),
        rejected,
    )


async def classify_need_search(text: str, ctx: SearchContext) -> SearchIntent:
    """Dispatch on `uses.needsearch`; a delegated classifier answering nonsense means no search."""
    target = ctx.uses.target("needsearch")
    if target.kind in ("agent", "mcp"):
        payload = {"query": text, "action": "need_search"} if target.kind == "agent" else {"query": text}
        answer = await ask_delegate(target, payload, ctx, purpose="the search-intent check")
        intent, _ = parse_intent(answer)
        return intent or SearchIntent(need_search=False, reason="unreadable intent answer")
    return need_search_builtin(text)
