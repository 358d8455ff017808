"""A collection's recorded settings (`collection.json`): embedder and dimension, language, chunking,
permission metadata and which store backend holds its data."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from agentsearch.errors import ConfigError
from agentsearch.nlp.language import LANGUAGES

__all__ = ["CollectionSpec", "validate_name"]

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


def validate_name(name: str) -> str:
    if not _NAME.match(name):
        raise ConfigError(
            f"invalid collection name {name!r}: use 1-64 letters, digits, '_', '.', '-'", key="collection"
        )
    return name


class CollectionSpec(BaseModel):
    model_config = ConfigDict(extra="ignore")

    id: str
    embedder: dict[str, Any] = Field(default_factory=lambda: {"name": "minilm"})
    model_id: str = ""
    dimension: int = 0
    language: Literal["en", "zh", "auto"] = "en"
    chunk_tokens: int = Field(default=200, ge=16, le=4000)
    chunk_overlap: int = Field(default=30, ge=0, le=1000)
    graph: bool = Field(default=True, description="Extract entities and relations at ingestion.")
    #: collections made before `adaptive` existed recorded "score" and keep it (docs/kb.md)
    fusion: Literal["adaptive", "rrf", "score"] = "adaptive"
    hnsw_threshold: int = Field(default=20000, ge=0)
    #: second stage (handlers/kb/rerank.py): {"enabled": bool, "embedder": name, "top": n, "languages":
    #: ["zh"]} (only queries detected as one of those languages; empty: every query); off by default.
    #: An English-only stage may add "translated": w (0–1, default 0 = off): a Chinese query's
    #: dictionary English re-scores the English chunks of its head, its evidence weighted w
    rerank: dict[str, Any] = Field(default_factory=dict)
    #: permission fields of reference §2.13: public, team_id (__yao_team_id), created_by, share
    metadata: dict[str, Any] = Field(default_factory=dict)
    store: dict[str, Any] = Field(default_factory=lambda: {"backend": "sqlite"})
    created_at: str = Field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))

    @field_validator("rerank")
    @classmethod
    def _rerank_languages(cls, rerank: dict[str, Any]) -> dict[str, Any]:
        """`rerank.languages` is matched against `detect_language`'s codes: a list of them, a bare
        string one code (iterated as is, "zh" would be the letters z and h)."""
        weight = rerank.get("translated", 0)
        if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not 0 <= weight <= 1:
            raise ValueError(f"translated must be a weight from 0 (off) to 1, not {weight!r}")
        value = rerank.get("languages")
        if value is None:
            return rerank
        codes = [value] if isinstance(value, str) else value
        if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
            raise ValueError(f"languages must be a list of language codes ({', '.join(LANGUAGES)})")
        unknown = [c for c in codes if c not in LANGUAGES]
        if unknown:
            raise ValueError(
                f"unknown language code {unknown[0]!r} in languages (known: {', '.join(LANGUAGES)})"
            )
        return {**rerank, "languages": list(dict.fromkeys(codes))}

    @model_validator(mode="after")
    def _overlap_inside_the_chunk(self) -> CollectionSpec:
        if self.chunk_overlap >= self.chunk_tokens:
            overlap, size = self.chunk_overlap, self.chunk_tokens
            raise ValueError(f"chunk_overlap ({overlap}) must be smaller than chunk_tokens ({size})")
        return self
