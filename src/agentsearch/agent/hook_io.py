"""Reading what a Create hook returned, and resume plans from stored resume records."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from agentsearch.agent.app import AssistantSpec
from agentsearch.agent.messages import insert_after_system, normalise_messages
from agentsearch.errors import AgentSearchError, ConfigError

__all__ = ["apply_hook_messages", "parse_create_response", "resume_plan"]


def parse_create_response(raw: Any, spec: AssistantSpec) -> dict[str, Any]:
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise ConfigError(
            f"create hook must return a dict or None, not {type(raw).__name__}",
            file=str(spec.path or spec.id),
            key="create",
        )
    known = {"messages", "uses", "search", "citation", "delegate", "data", "search_config"}
    response = {key: value for key, value in raw.items() if key in known}
    citation = response.get("citation")
    if isinstance(citation, Mapping):
        aliases = {"autoInjectPrompt": "auto_inject_prompt", "customPrompt": "custom_prompt"}
        response["citation"] = {aliases.get(k, k): v for k, v in citation.items()}
    return response


def apply_hook_messages(messages: list[dict[str, Any]], returned: Any) -> list[dict[str, Any]]:
    """Hook messages with a non-system message replace the conversation; system-only ones are added
    after the leading system messages (the design's "return {messages: [system context]}")."""
    if not returned:
        return messages
    new = normalise_messages(returned)
    if any(message.get("role") != "system" for message in new):
        return new
    return insert_after_system(messages, new)


def resume_plan(records: Sequence[Any]) -> dict[int, dict[str, Any]]:
    """Per stack depth, the first failed/interrupted step of that depth (the root is depth 0)."""
    plan: dict[int, dict[str, Any]] = {}
    for record in sorted(records, key=lambda r: r.sequence):
        data = record.model_dump(mode="json") if hasattr(record, "model_dump") else dict(record)
        depth = int(data.get("stack_depth") or 0)
        if depth not in plan:
            plan[depth] = data
    if 0 not in plan:
        raise AgentSearchError("resume records have no root step")
    return plan
