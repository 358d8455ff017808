"""The offline answerer used when no LLM is configured: quotes the best sentence of the top
references, each with a valid citation, under a label that says it is extractive.

It never invents text: every sentence after the label is copied from a reference and cites it.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import AsyncIterator, Sequence
from typing import Any

from agentsearch.llm.base import LLMChunk
from agentsearch.nlp.language import has_han
from agentsearch.types import Reference

__all__ = ["ExtractiveConnector", "extractive_answer"]

# A sentence ends at . ! ? followed by a space and a capital/digit/quote ("e.g. such" does not end
# one), at Chinese end punctuation, or at a line break.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(\u4e00-\u9fff])|(?<=[。！？])|\n+")
_WORD = re.compile(r"[A-Za-z0-9]+|[\u4e00-\u9fff]")
_MAX_REFERENCES = 3
_MAX_SENTENCE = 280


def _terms(text: str) -> set[str]:
    tokens = [token.lower() for token in _WORD.findall(text)]
    words = {token for token in tokens if len(token) > 2 or has_han(token)}
    han = [token for token in tokens if has_han(token)]
    words.update(a + b for a, b in itertools.pairwise(han))
    return words


def _best_sentence(query_terms: set[str], reference: Reference) -> str:
    content = reference.content.strip()
    if reference.type.value == "db" and content.startswith("{"):
        try:
            row = json.loads(content)
            content = "; ".join(f"{key}: {value}" for key, value in row.items() if value not in (None, ""))
        except ValueError:
            pass
    sentences = [part.strip() for part in _SENTENCE_END.split(content)]
    sentences = [sentence for sentence in sentences if len(sentence) > 3 and not sentence.startswith("#")]
    if not sentences:
        return reference.title.strip()
    best = max(
        sentences,
        key=lambda sentence: (
            len(query_terms & _terms(sentence)),
            len(sentence.split()) >= 4 or has_han(sentence),  # a heading is not an answer
            -sentences.index(sentence),
        ),
    )
    if len(best) > _MAX_SENTENCE:
        best = best[: _MAX_SENTENCE - 1].rstrip() + "…"
    if reference.title and reference.type.value == "db" and reference.title not in best:
        best = f"{reference.title}: {best}"
    return best


def _marker(reference: Reference, citation_format: str) -> str:
    if citation_format == "#ref:{id}" or citation_format.startswith("#"):
        href = citation_format.replace("{id}", reference.id)
        return (
            f'<a class="ref" data-ref-id="{reference.id}" data-ref-type="{reference.type.value}" '
            f'href="{href}">[{reference.id}]</a>'
        )
    return citation_format.replace("{id}", reference.id)


NOTICE = "Extractive answer (no language model configured): quoted from the top references."
EMPTY = "No language model is configured and no references were found, so there is nothing to answer from."


def extractive_answer(
    question: str,
    references: Sequence[Reference],
    *,
    citation_format: str = "#ref:{id}",
    notice: str = NOTICE,
    empty: str = EMPTY,
) -> str:
    """The whole extractive answer: the label line, then one cited quote per top reference.

    The runtime passes `notice` / `empty` in the request's language."""
    if not references:
        return empty
    query_terms = _terms(question)
    lines = [f"*{notice}*", ""]
    used: set[str] = set()
    for reference in references:
        if len(used) >= _MAX_REFERENCES:
            break
        sentence = _best_sentence(query_terms, reference)
        if sentence and sentence not in used:
            used.add(sentence)
            lines.append(f"- {sentence} {_marker(reference, citation_format)}")
    return "\n".join(lines)


class ExtractiveConnector:
    """Connector name `extractive`: no network, no model, deterministic."""

    name = "extractive"
    extractive = True

    async def stream(
        self,
        messages: Sequence[dict[str, Any]],
        *,
        tools: Sequence[dict[str, Any]] | None = None,
        references: Sequence[Reference] = (),
        locale: str = "en",
        options: dict[str, Any] | None = None,
    ) -> AsyncIterator[LLMChunk]:
        question = ""
        for message in reversed(messages):
            if message.get("role") == "user":
                content = message.get("content")
                question = content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)
                break
        opts = options or {}
        text = extractive_answer(
            question,
            references,
            citation_format=str(opts.get("citation_format") or "#ref:{id}"),
            notice=str(opts.get("notice") or NOTICE),
            empty=str(opts.get("empty") or EMPTY),
        )
        for line in text.splitlines(keepends=True):
            yield LLMChunk(kind="text", text=line)
        yield LLMChunk(kind="end", finish_reason="stop")
