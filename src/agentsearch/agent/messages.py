"""Reading and shaping chat messages (OpenAI-style dicts whose content is a string or a part list).

Fixes to Yao (§7.23): typed part lists are read like dict lists; text is cut on characters.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from agentsearch.types import ReferenceContext

__all__ = [
    "build_context_message",
    "data_parts",
    "inject_reference_context",
    "insert_after_system",
    "last_user_text",
    "llm_messages",
    "message_text",
    "normalise_messages",
]

_CONTEXT_WINDOW = 5


def _part(part: Any) -> Mapping[str, Any]:
    if isinstance(part, Mapping):
        return part
    dump = getattr(part, "model_dump", None)
    return dump() if callable(dump) else {}


def normalise_messages(messages: Sequence[Any]) -> list[dict[str, Any]]:
    """Plain dicts (pydantic messages are dumped); a bare string becomes one user message."""
    out: list[dict[str, Any]] = []
    for message in messages:
        if isinstance(message, str):
            out.append({"role": "user", "content": message})
            continue
        data = dict(_part(message))
        if "role" not in data:
            data["role"] = "user"
        out.append(data)
    return out


def message_text(message: Mapping[str, Any]) -> str:
    """The text of a message: its string content, or its `text` parts joined with newlines."""
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = []
        for part in content:
            data = _part(part)
            if data.get("type") == "text" and isinstance(data.get("text"), str):
                texts.append(data["text"])
        return "\n".join(texts)
    return ""


def last_user_text(messages: Sequence[Mapping[str, Any]]) -> str:
    for message in reversed(messages):
        if message.get("role") == "user":
            return message_text(message).strip()
    return ""


def build_context_message(messages: Sequence[Mapping[str, Any]]) -> str:
    """Reference §3.3: the last five non-system messages, labelled, ending with the current request."""
    recent = [message for message in messages if message.get("role") != "system"][-_CONTEXT_WINDOW:]
    labels = {"user": "[User]: ", "assistant": "[Assistant]: "}
    parts = []
    for message in recent:
        text = message_text(message).strip()
        if text:
            role = str(message.get("role", "user"))
            parts.append(labels.get(role, f"[{role}]: ") + text)
    current = last_user_text(messages)
    if len(parts) > 1:
        return (
            "=== Conversation Context ===\n"
            + "\n\n".join(parts)
            + "\n=== End Context ===\n\nCurrent user request: "
            + current
        )
    if len(parts) == 1 and current:
        return current
    return ""


def data_parts(message: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The data sources a user message references (`{type: "data", data: {sources: [...]}}` parts)."""
    content = message.get("content")
    sources: list[dict[str, Any]] = []
    if not isinstance(content, list):
        return sources
    for part in content:
        data = _part(part)
        if data.get("type") != "data":
            continue
        body = data.get("data")
        if isinstance(body, str):
            try:
                body = json.loads(body)
            except ValueError:
                body = None
        if isinstance(body, Mapping):
            for source in body.get("sources") or []:
                if isinstance(source, Mapping):
                    sources.append(dict(source))
    return sources


def llm_messages(messages: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Messages an OpenAI-compatible API accepts: data parts removed (they became references), text-only
    part lists collapsed to a string, only the keys of the chat-completions protocol kept."""
    allowed = {"role", "content", "name", "tool_calls", "tool_call_id"}
    out: list[dict[str, Any]] = []
    for message in messages:
        data = {key: value for key, value in message.items() if key in allowed}
        content = data.get("content")
        if isinstance(content, list):
            parts = [dict(_part(part)) for part in content if _part(part).get("type") != "data"]
            if all(part.get("type") == "text" for part in parts):
                data["content"] = "\n".join(str(part.get("text", "")) for part in parts)
            else:
                data["content"] = parts
        out.append(data)
    return out


def insert_after_system(
    messages: Sequence[dict[str, Any]], new: Sequence[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Insert `new` after the leading run of system messages (index 0 when there is none)."""
    index = 0
    while index < len(messages) and messages[index].get("role") == "system":
        index += 1
    return [*messages[:index], *new, *messages[index:]]


def inject_reference_context(
    messages: Sequence[dict[str, Any]], ref_ctx: ReferenceContext
) -> list[dict[str, Any]]:
    """Reference §3.4: one system message `prompt + "\\n\\n" + xml` after the leading system messages."""
    content = "\n\n".join(part for part in (ref_ctx.prompt, ref_ctx.xml) if part)
    if not ref_ctx.references or not content:
        return list(messages)
    return insert_after_system(messages, [{"role": "system", "content": content}])
