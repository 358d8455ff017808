"""Any OpenAI-compatible chat-completions endpoint, through the official `openai` SDK.

Streams text deltas as they arrive, assembles tool-call fragments by their `index` into whole calls
(passed through to the runtime), and turns SDK errors into one-line `ProviderError`s.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import time
import weakref
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from agentsearch.errors import ProviderError
from agentsearch.llm.base import LLMChunk, ToolCall
from agentsearch.types import Reference

__all__ = ["OpenAIConnector"]


@dataclass
class _PartialCall:
    id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)


class OpenAIConnector:
    """`type: openai` connector. `api_key` may be empty for local servers that need none."""

    extractive = False

    def __init__(
        self,
        name: str,
        *,
        model: str,
        base_url: str = "",
        api_key: str = "",
        timeout: float = 60.0,
        max_retries: int = 1,
        options: dict[str, Any] | None = None,
    ) -> None:
        self.name = name
        self.model = model
        self.base_url = base_url
        self.api_key = api_key
        self.timeout = timeout
        self.max_retries = max_retries
        self.options = dict(options or {})
        self._clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Any] = weakref.WeakKeyDictionary()

    def _client(self) -> Any:
        """One client per event loop, reused: building one loads the CA bundle (~80 ms of blocking
        work in the event loop), which stalled every other stream of a server under load."""
        from agentsearch.extras import require

        AsyncOpenAI = require("openai", "the OpenAI-compatible connector").AsyncOpenAI

        loop = asyncio.get_running_loop()
        client = self._clients.get(loop)
        if client is None:
            # no key in the connector file: the SDK's own OPENAI_API_KEY (and OPENAI_BASE_URL when no
            # base_url is set), else a placeholder for local servers that need none
            client = AsyncOpenAI(
                api_key=self.api_key or os.environ.get("OPENAI_API_KEY") or "not-needed",
                base_url=self.base_url or None,
                timeout=self.timeout,
                max_retries=self.max_retries,
            )
            self._clients[loop] = client
        return client

    def endpoint(self) -> str:
        """The URL requests go to, for messages (the SDK's default when none is configured)."""
        return self.base_url or os.environ.get("OPENAI_BASE_URL") or "https://api.openai.com/v1"

    async def stream(
        self,
        messages: Sequence[dict[str, Any]],
        *,
        tools: Sequence[dict[str, Any]] | None = None,
        references: Sequence[Reference] = (),
        locale: str = "en",
        options: dict[str, Any] | None = None,
    ) -> AsyncIterator[LLMChunk]:
        import openai

        params: dict[str, Any] = {**self.options, **(options or {})}
        params.update(model=self.model, messages=list(messages), stream=True)
        params.setdefault("stream_options", {"include_usage": True})
        if tools:
            params["tools"] = list(tools)
        client = self._client()
        calls: dict[int, _PartialCall] = {}
        finish = ""
        usage: dict[str, int] = {}
        stream: Any = None
        started = time.monotonic()
        try:
            stream = await client.chat.completions.create(**params)
            async for chunk in stream:
                if getattr(chunk, "usage", None) is not None:
                    usage = _usage(chunk.usage)
                for choice in chunk.choices or []:
                    delta = choice.delta
                    if delta is not None:
                        reasoning = getattr(delta, "reasoning_content", None)
                        if isinstance(reasoning, str) and reasoning:
                            yield LLMChunk(kind="thinking", text=reasoning)
                        if delta.content:
                            yield LLMChunk(kind="text", text=delta.content)
                        for fragment in delta.tool_calls or []:
                            partial = calls.setdefault(fragment.index, _PartialCall())
                            if fragment.id:
                                partial.id = fragment.id
                            if fragment.function is not None:
                                if fragment.function.name:
                                    partial.name += fragment.function.name
                                if fragment.function.arguments:
                                    partial.arguments.append(fragment.function.arguments)
                    if choice.finish_reason:
                        finish = choice.finish_reason
        except openai.APIStatusError as exc:
            raise ProviderError(self.name, _status_message(exc), status=exc.status_code) from None
        except openai.APITimeoutError:
            waited = time.monotonic() - started
            raise ProviderError(
                self.name,
                f"no answer from {self.endpoint()} within {self.timeout:g}s"
                f" ({self.max_retries + 1} attempts, {waited:.0f}s in all)",
                retryable=True,
            ) from None
        except openai.APIConnectionError as exc:
            raise ProviderError(self.name, connection_problem(self.endpoint(), exc), retryable=True) from None
        except openai.APIError as exc:
            raise ProviderError(self.name, str(exc)) from None
        finally:
            if stream is not None:  # release the connection; the client is kept for the next call
                with contextlib.suppress(Exception):
                    await stream.close()
        if not finish:
            # the stream ended without a finish_reason: the connection was cut mid-answer, and a
            # truncated answer must not be reported as a completed one
            raise ProviderError(self.name, "the stream ended before the answer was finished", retryable=True)
        for index in sorted(calls):
            partial = calls[index]
            yield LLMChunk(
                kind="tool_call",
                tool_call=ToolCall(
                    id=partial.id or f"call_{index}", name=partial.name, arguments="".join(partial.arguments)
                ),
            )
        yield LLMChunk(kind="end", finish_reason=finish, usage=usage)


def connection_problem(url: str, exc: BaseException) -> str:
    """`cannot connect to URL: cause (likely reason)` from the exception chain the SDK raises."""
    causes: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and len(causes) < 6:
        causes.append(current)
        current = current.__cause__ or current.__context__
    text = " ".join(str(c) for c in causes).lower()
    if "name or service not known" in text or "nodename nor servname" in text or "name resolution" in text:
        reason = "unknown host: check the host name in base_url"
    elif "connection refused" in text or "errno 111" in text or "connect call failed" in text:
        reason = "connection refused: is the server running and listening on that port?"
    elif "ssl" in text or "certificate" in text:
        reason = "TLS error: check http:// vs https:// and the certificate"
    elif "unsupported protocol" in text or "missing an 'http" in text:
        reason = "base_url needs http:// or https://"
    else:
        reason = (str(causes[-1]) or type(causes[-1]).__name__).splitlines()[0]
    return f"cannot connect to {url}: {reason}"


def _usage(value: Any) -> dict[str, int]:
    out: dict[str, int] = {}
    for key in ("prompt_tokens", "completion_tokens", "total_tokens"):
        number = getattr(value, key, None)
        if isinstance(number, int):
            out[key] = number
    return out


def _status_message(exc: Any) -> str:
    """The provider's own error message when the body has one (`{"error": {"message": ...}}`)."""
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        error = body.get("error", body)
        if isinstance(error, dict) and error.get("message"):
            return f"HTTP {exc.status_code}: {error['message']}"
    if isinstance(body, str) and body:
        try:
            return _status_message(type("E", (), {"body": json.loads(body), "status_code": exc.status_code}))
        except ValueError:
            pass
    return f"HTTP {exc.status_code}: {getattr(exc, 'message', str(exc))}"
