"""What the search tools return: structured models for programs and plain text a model can cite.

The text form puts each reference on its own `[n]` line with title, URL and an excerpt, so a model can
quote it and cite `[n]`; the structured form carries the same references with ids, URLs and titles.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from agentsearch.types import Reference, Result

__all__ = [
    "CollectionInfo",
    "ColumnInfo",
    "ModelInfo",
    "ResultSummary",
    "SearchOutput",
    "StoredReference",
    "ToolReference",
    "render_collections",
    "render_models",
    "render_reference",
    "render_search",
]

#: Characters of each reference's content shown in the text form (get_reference returns all of it).
EXCERPT_CHARS = 600


class ToolReference(BaseModel):
    id: str = Field(description="The citation number: cite as [id].")
    type: str = Field(description="web, kb or db")
    source: str = ""
    title: str = ""
    url: str = ""
    content: str = ""
    score: float = 0.0
    collection: str = ""
    model: str = ""

    @classmethod
    def of(cls, ref: Reference) -> ToolReference:
        return cls(
            id=ref.id,
            type=ref.type.value,
            source=ref.source.value,
            title=ref.title,
            url=ref.url,
            content=ref.content,
            score=round(ref.score, 6),
            collection=str(ref.meta.get("collection") or ""),
            model=str(ref.meta.get("model") or ""),
        )


class ResultSummary(BaseModel):
    type: str
    query: str = ""
    count: int = 0
    duration_ms: int = 0
    error: str = ""

    @classmethod
    def of(cls, result: Result) -> ResultSummary:
        return cls(
            type=result.type.value if result.type else "",
            query=result.query,
            count=len(result.items),
            duration_ms=result.duration_ms,
            error=result.error,
        )


class SearchOutput(BaseModel):
    request_id: str = Field(description="Pass it with a citation number to get_reference.")
    mode: str = "all"
    references: list[ToolReference] = Field(default_factory=list)
    results: list[ResultSummary] = Field(default_factory=list, description="One per search that finished.")
    warnings: list[str] = Field(default_factory=list)


class StoredReference(BaseModel):
    request_id: str
    index: int
    type: str = ""
    title: str = ""
    url: str = ""
    content: str = ""
    metadata: dict[str, Any] = Field(default_factory=dict)


class CollectionInfo(BaseModel):
    id: str
    language: str = ""
    embedder: str = ""
    graph: bool = False
    public: bool = False


class ColumnInfo(BaseModel):
    name: str
    label: str = ""
    type: str = ""
    description: str = ""


class ModelInfo(BaseModel):
    id: str
    table: str = ""
    label: str = ""
    description: str = ""
    columns: list[ColumnInfo] = Field(default_factory=list)


class CollectionList(BaseModel):
    collections: list[CollectionInfo] = Field(default_factory=list)


class ModelList(BaseModel):
    models: list[ModelInfo] = Field(default_factory=list)


def _excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def render_search(output: SearchOutput) -> str:
    """The references as numbered lines, then what failed; ends with how to fetch one in full."""
    lines = [f"request_id: {output.request_id}"]
    if output.references:
        lines.append(f"{len(output.references)} references (cite as [n]):")
    else:
        lines.append("no references found")
    for ref in output.references:
        head = f"[{ref.id}] ({ref.type}) {ref.title or '(untitled)'}"
        lines.append(head + (f" — {ref.url}" if ref.url else ""))
        if ref.content:
            lines.append("    " + _excerpt(ref.content))
    for summary in output.results:
        if summary.error:
            lines.append(f"note ({summary.type}): {summary.error}")
    lines.extend(f"note: {warning}" for warning in output.warnings)
    if output.references:
        lines.append(f'full text: get_reference(request_id="{output.request_id}", index=n)')
    return "\n".join(lines)


def render_reference(ref: StoredReference) -> str:
    head = f"[{ref.index}] ({ref.type}) {ref.title or '(untitled)'}"
    return "\n".join([head + (f" — {ref.url}" if ref.url else ""), ref.content])


def render_collections(collections: list[CollectionInfo]) -> str:
    if not collections:
        return "no knowledge-base collections"
    return "\n".join(
        f"{c.id} (language {c.language or '?'}, embedder {c.embedder or '?'})" for c in collections
    )


def render_models(models: list[ModelInfo]) -> str:
    if not models:
        return "no database models"
    lines = []
    for model in models:
        about = f": {model.description}" if model.description else ""
        lines.append(f"{model.id} (table {model.table}){about}")
        if model.columns:
            lines.append("    columns: " + ", ".join(column.name for column in model.columns))
    return "\n".join(lines)
