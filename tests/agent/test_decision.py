"""Every branch of the search decision (reference §3 step 2, with the issue's fixes)."""

from __future__ import annotations

from typing import Any

import pytest

from agentsearch.agent.decision import decide_search, is_truthy
from agentsearch.agent.needsearch import need_search_builtin, parse_intent
from agentsearch.config import Uses
from agentsearch.types import SearchIntent, SearchType


class Classifier:
    def __init__(self, intent: SearchIntent) -> None:
        self.intent = intent
        self.calls = 0

    async def __call__(self) -> SearchIntent:
        self.calls += 1
        return self.intent


YES = SearchIntent(need_search=True, confidence=0.9, reason="question")


async def _decide(
    *,
    skip: bool = False,
    metadata: dict[str, Any] | None = None,
    hook: Any = None,
    request: Any = None,
    uses: Uses | None = None,
    classifier: Classifier | None = None,
    threshold: float = 0.5,
) -> tuple[Any, Classifier]:
    classify = classifier or Classifier(YES)
    decision = await decide_search(
        skip_search=skip,
        metadata=metadata or {},
        hook_search=hook,
        request_search=request,
        uses=uses or Uses(),
        classify=classify,
        threshold=threshold,
    )
    return decision, classify


async def test_a_skip_search_wins_over_everything() -> None:
    decision, classify = await _decide(skip=True, hook=True, request=True)
    assert not decision.search and decision.by == "skip.search"
    assert classify.calls == 0


@pytest.mark.parametrize("value", [True, 1, 2.5, "true", "1", "enabled", "YES", " on "])
async def test_b_disable_search_metadata_truthy(value: Any) -> None:
    decision, _ = await _decide(metadata={"__disable_search": value}, hook=True)
    assert not decision.search and decision.by == "metadata.__disable_search"


@pytest.mark.parametrize("value", [False, 0, "no", "off", "", None, [1]])
def test_b_not_truthy(value: Any) -> None:
    assert not is_truthy(value)


async def test_c_hook_true_enables_every_type_and_overrides_uses_disabled() -> None:
    decision, classify = await _decide(hook=True, uses=Uses(search="disabled"))
    assert decision.search and decision.by == "hook"
    assert decision.intent.search_types == []  # empty = every configured type (Yao enabled web only)
    assert decision.intent.confidence == 1.0
    assert classify.calls == 0


async def test_c_hook_false_disables() -> None:
    decision, classify = await _decide(hook=False)
    assert not decision.search and decision.by == "hook"
    assert classify.calls == 0


async def test_c_the_request_beats_the_hook_either_way() -> None:
    """Design, Configuration Priority: the request level is the highest."""
    enabled, classify = await _decide(hook=False, request=True)
    assert enabled.search and enabled.by == "request" and classify.calls == 0
    disabled, _ = await _decide(hook=True, request=False)
    assert not disabled.search and disabled.by == "request"


async def test_c_hook_intent_types_are_lowercased_and_validated() -> None:
    decision, _ = await _decide(
        hook={"need_search": True, "search_types": ["WEB", " Kb ", "images"], "confidence": 0.8}
    )
    assert decision.intent.search_types == [SearchType.WEB, SearchType.KB]
    assert decision.rejected_types == ["images"]


async def test_c_hook_intent_with_only_unknown_types_does_not_search_silently() -> None:
    decision, _ = await _decide(hook={"need_search": True, "search_types": ["images"]})
    assert not decision.search
    assert decision.rejected_types == ["images"] and "no valid search types" in decision.by


async def test_c_hook_intent_below_threshold_does_not_search() -> None:
    decision, _ = await _decide(hook={"need_search": True, "confidence": 0.2}, threshold=0.5)
    assert not decision.search and "confidence" in decision.by


async def test_c_unreadable_hook_value_falls_through_to_the_next_rule() -> None:
    decision, classify = await _decide(hook="maybe")
    assert decision.search and decision.by == "intent" and classify.calls == 1


async def test_c2_request_level_search_is_honoured() -> None:
    decision, classify = await _decide(request=False)
    assert not decision.search and decision.by == "request" and classify.calls == 0
    decision, _ = await _decide(
        request={"need_search": True, "search_types": ["db"]}, uses=Uses(search="disabled")
    )
    assert decision.search and decision.intent.search_types == [SearchType.DB]


async def test_d_uses_search_disabled() -> None:
    decision, classify = await _decide(uses=Uses(search="disabled"))
    assert not decision.search and decision.by == "uses.search=disabled"
    assert classify.calls == 0


async def test_f_intent_no_search() -> None:
    decision, _ = await _decide(classifier=Classifier(SearchIntent(need_search=False, confidence=0.9)))
    assert not decision.search and decision.by == "intent" and decision.detected


async def test_f_intent_confidence_threshold_is_configurable() -> None:
    weak = Classifier(SearchIntent(need_search=True, confidence=0.6))
    decision, _ = await _decide(classifier=weak, threshold=0.7)
    assert not decision.search and "confidence" in decision.by
    decision, _ = await _decide(
        classifier=Classifier(SearchIntent(need_search=True, confidence=0.6)), threshold=0.5
    )
    assert decision.search


def test_builtin_classifier() -> None:
    assert not need_search_builtin("hello!").need_search
    assert not need_search_builtin("谢谢").need_search
    assert not need_search_builtin("12 * (3 + 4)").need_search
    assert not need_search_builtin("what is 2+2?").need_search
    assert not need_search_builtin("计算 12*7").need_search
    assert need_search_builtin("What is the price of order 12?").need_search  # numbers inside a question
    assert not need_search_builtin("Translate this into French: good morning").need_search
    assert need_search_builtin("What is the return policy for headphones?").need_search
    assert need_search_builtin("耳机的退货政策是什么").need_search
    assert need_search_builtin("latest news about Sony").reason == "time-sensitive question"


def test_parse_intent_shapes() -> None:
    intent, _ = parse_intent('```json\n{"need_search": true, "search_types": ["KB"]}\n```')
    assert intent is not None and intent.search_types == [SearchType.KB] and intent.confidence == 0.5
    intent, _ = parse_intent({"data": {"need_search": False}})
    assert intent is not None and not intent.need_search
    assert parse_intent({"need_search": "yes"})[0] is None
    assert parse_intent("not json")[0] is None
