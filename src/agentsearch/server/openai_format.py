"""The OpenAI Chat Completions wire format of a run: citations as markdown footnotes, chunks, errors.

A plain OpenAI client renders markdown, not our `<a class="ref" data-ref-id=…>` anchors, so every
citation of a known reference becomes a footnote `[^n]` and the answer ends with one definition per
cited reference, linking the references API (`[^1]: [Title](…/v1/chat/references/<request>/1)`).
Clients that want more read the structured `references` field of the final chunk / the completion.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterable, Sequence
from typing import Any

from agentsearch.types import Reference

__all__ = [
    "CitationRewriter",
    "chunk",
    "completion",
    "error_body",
    "estimate_tokens",
    "footnotes",
    "reference_payload",
]

_ANCHOR = re.compile(
    r"""<a\b[^>]*?\bdata-ref-id\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>.*?</a\s*>""", re.IGNORECASE | re.DOTALL
)
_BRACKETS = re.compile(r"\[\s*((?:ref_)?\d+(?:\s*[,，]\s*(?:ref_)?\d+)*)\s*\]", re.IGNORECASE)
_ID = re.compile(r"(?:ref_)?0*(\d+)", re.IGNORECASE)
_OPEN_ANCHOR = re.compile(r"<a(?=[\s>])", re.IGNORECASE)
_CLOSE_ANCHOR = re.compile(r"</a\s*>", re.IGNORECASE)
_OPEN_BRACKET = re.compile(r"\[\s*(?:(?:ref_)?\d*\s*[,，]?\s*)*", re.IGNORECASE)
#: Longest text held back while waiting for the end of a possible citation (then it passes as is).
_MAX_PENDING = 400


def _normalise(raw: str) -> str:
    match = _ID.fullmatch(raw.strip())
    return match.group(1) if match else raw.strip()


class CitationRewriter:
    """Turns citations into `[^n]` footnote marks as text streams in; `cited` keeps first-use order.

    Text that might be the start of a citation (`<a …` or `[1`) is held until it is complete, so a
    mark split across two deltas is still rewritten; anything else passes through at once."""

    def __init__(self, known_ids: Iterable[str] = ()) -> None:
        self.known: set[str] = {_normalise(i) for i in known_ids}
        self.cited: list[str] = []
        self._pending = ""

    def learn(self, ids: Iterable[str]) -> None:
        self.known.update(_normalise(i) for i in ids)

    def _mark(self, ids: list[str]) -> str:
        for ref_id in ids:
            if ref_id not in self.cited:
                self.cited.append(ref_id)
        return "".join(f"[^{ref_id}]" for ref_id in ids)

    def _rewrite(self, text: str) -> str:
        def anchor(match: re.Match[str]) -> str:
            ref_id = _normalise(match.group(1) or match.group(2) or "")
            return self._mark([ref_id]) if ref_id in self.known else match.group(0)

        def brackets(match: re.Match[str]) -> str:
            ids = [_normalise(part) for part in re.split(r"[,，]", match.group(1))]
            return self._mark(ids) if ids and all(i in self.known for i in ids) else match.group(0)

        return _BRACKETS.sub(brackets, _ANCHOR.sub(anchor, text))

    def _split_point(self, text: str) -> int:
        """Where a possibly unfinished citation at the end of `text` starts (len(text): none)."""
        cut = len(text)
        opened = [m.start() for m in _OPEN_ANCHOR.finditer(text)]
        if opened and not _CLOSE_ANCHOR.search(text, opened[-1]):
            cut = opened[-1]  # `<a …` seen, `</a>` not yet
        lt = text.rfind("<")
        if lt != -1 and "<a ".startswith(text[lt:].lower()):
            cut = min(cut, lt)  # "<" or "<a" at the very end
        bracket = text.rfind("[")
        if bracket != -1 and _OPEN_BRACKET.fullmatch(text[bracket:]):
            cut = min(cut, bracket)  # "[", "[1", "[1, 2"
        return len(text) if len(text) - cut > _MAX_PENDING else cut

    def feed(self, delta: str) -> str:
        """The text that can be sent now."""
        text = self._pending + delta
        cut = self._split_point(text)
        self._pending = text[cut:]
        return self._rewrite(text[:cut])

    def flush(self) -> str:
        text, self._pending = self._pending, ""
        return self._rewrite(text)


def reference_url(base_url: str, request_id: str, ref_id: str) -> str:
    return f"{base_url.rstrip('/')}/v1/chat/references/{request_id}/{ref_id}"


def _label(text: str) -> str:
    return " ".join(text.split()).replace("[", "(").replace("]", ")") or "reference"


def footnotes(cited: Sequence[str], references: Sequence[Reference], base_url: str, request_id: str) -> str:
    """One markdown footnote definition per cited reference ("" when nothing was cited)."""
    by_id = {_normalise(ref.id): ref for ref in references}
    lines = []
    for ref_id in cited:
        ref = by_id.get(ref_id)
        if ref is None:
            continue
        line = f"[^{ref_id}]: [{_label(ref.title)}]({reference_url(base_url, request_id, ref.id)})"
        if ref.url:
            line += f" — <{ref.url}>"
        lines.append(line)
    return "\n\n" + "\n".join(lines) if lines else ""


def reference_payload(
    references: Sequence[Reference], cited: Sequence[str], base_url: str, request_id: str
) -> list[dict[str, Any]]:
    """The structured references: every field of the Reference plus `cited` and `reference_url`."""
    chosen = set(cited)
    return [
        {
            **ref.model_dump(mode="json"),
            "cited": _normalise(ref.id) in chosen,
            "reference_url": reference_url(base_url, request_id, ref.id),
        }
        for ref in references
    ]


def estimate_tokens(text: str) -> int:
    """A rough token count (4 characters a token) for answers whose connector reports no usage."""
    return max(1, (len(text) + 3) // 4) if text else 0


def chunk(
    completion_id: str,
    model: str,
    created: int,
    *,
    delta: dict[str, Any] | None = None,
    finish_reason: str | None = None,
    usage: dict[str, int] | None = None,
    no_choices: bool = False,
    **extra: Any,
) -> dict[str, Any]:
    """One `chat.completion.chunk` event; `no_choices` is the usage-only chunk of include_usage."""
    body: dict[str, Any] = {
        "id": completion_id,
        "object": "chat.completion.chunk",
        "created": created,
        "model": model,
        "system_fingerprint": None,
        "choices": []
        if no_choices
        else [{"index": 0, "delta": delta or {}, "logprobs": None, "finish_reason": finish_reason}],
    }
    if usage is not None:
        body["usage"] = usage
    body.update(extra)
    return body


def completion(
    completion_id: str, model: str, content: str, usage: dict[str, int], finish_reason: str, **extra: Any
) -> dict[str, Any]:
    """A whole `chat.completion` object."""
    return {
        "id": completion_id,
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "system_fingerprint": None,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content, "refusal": None},
                "logprobs": None,
                "finish_reason": finish_reason,
            }
        ],
        "usage": usage,
        **extra,
    }


def error_body(
    message: str, type_: str, *, param: str | None = None, code: str | None = None
) -> dict[str, Any]:
    """OpenAI's error shape."""
    return {"error": {"message": message, "type": type_, "param": param, "code": code}}
