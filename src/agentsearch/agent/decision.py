"""Should this request auto-search, and for which types? Reference §3 step 2, in order, with fixes:

a. `skip.search` → no.  b. `metadata.__disable_search` truthy → no.
c. the request's `options.search` (bool or intent dict) decides when present (Yao never read it,
   §7.7); c'. then the Create hook's `search` the same way (true = every type, Yao enabled only web,
   §7.15) — the request is the highest layer (design: Configuration Priority).
d. merged `uses.search == "disabled"` → no.
f. the intent check (builtin offline classifier, or `uses.needsearch` assistant/MCP); an intent below
   `options.intent_confidence` does not search (Yao ignored confidence, §7.32).
Intent `search_types` are lower-cased and validated; unknown names are reported, not silently kept.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from agentsearch.agent.needsearch import parse_intent
from agentsearch.config import Uses
from agentsearch.types import SearchIntent

__all__ = ["Decision", "decide_search", "is_truthy", "parse_search_field"]

_TRUTHY = {"true", "1", "enabled", "yes", "on"}


def is_truthy(value: Any) -> bool:
    """Reference §3 2b: bool true, a non-zero number, or one of true/1/enabled/yes/on."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return value != 0
    if isinstance(value, str):
        return value.strip().lower() in _TRUTHY
    return False


def parse_search_field(value: Any, origin: str) -> tuple[SearchIntent | None, list[str]]:
    """A hook's or request's `search` value: True / False / an intent dict / a SearchIntent."""
    if isinstance(value, SearchIntent):
        return value, []
    if value is True:
        return SearchIntent(need_search=True, confidence=1.0, reason=f"enabled by {origin}"), []
    if value is False:
        return SearchIntent(need_search=False, confidence=1.0, reason=f"disabled by {origin}"), []
    if isinstance(value, Mapping):
        data = dict(value)
        data.setdefault("need_search", False)
        intent, rejected = parse_intent(data)
        if intent is not None and not intent.reason:
            intent = intent.model_copy(update={"reason": f"intent from {origin}"})
        return intent, rejected
    return None, []


@dataclass
class Decision:
    """The outcome and the rule that produced it (`by`), for the trace and the tests."""

    intent: SearchIntent | None
    by: str
    rejected_types: list[str] = field(default_factory=list)
    detected: bool = False

    @property
    def search(self) -> bool:
        return self.intent is not None and self.intent.need_search


Classifier = Callable[[], Awaitable[SearchIntent]]


async def decide_search(
    *,
    skip_search: bool,
    metadata: Mapping[str, Any],
    hook_search: Any,
    request_search: Any,
    uses: Uses,
    classify: Classifier,
    threshold: float,
) -> Decision:
    if skip_search:
        return Decision(None, "skip.search")
    if is_truthy(metadata.get("__disable_search")):
        return Decision(None, "metadata.__disable_search")
    for origin, value in (("request", request_search), ("hook", hook_search)):
        if value is None:
            continue
        intent, rejected = parse_search_field(value, origin)
        if intent is None:
            continue
        if not intent.need_search:
            return Decision(None, origin, rejected)
        if rejected and not intent.search_types:
            return Decision(None, f"{origin}: no valid search types", rejected)
        if intent.confidence < threshold:
            return Decision(None, f"{origin}: confidence below threshold", rejected)
        return Decision(intent, origin, rejected)
    if uses.target("search").kind == "disabled":
        return Decision(None, "uses.search=disabled")
    intent = await classify()
    if not intent.need_search:
        return Decision(None, "intent", detected=True)
    if intent.confidence < threshold:
        return Decision(None, "intent: confidence below threshold", detected=True)
    return Decision(intent, "intent", detected=True)
