"""Any OpenAI-compatible `/v1/embeddings` endpoint, configured per collection.

Request `{"model", "input": [..]}` (plus `dimensions` when set); response `{"data": [{"index",
"embedding"}]}`. The API key is read from the environment variable named in the collection
config (`api_key_env`), never stored in the collection file.
"""

from __future__ import annotations

import os
from typing import Any

import httpx
import numpy as np

from agentsearch.errors import ProviderError
from agentsearch.handlers.kb.embedders.base import EmbedKind, Matrix, l2_normalise
from agentsearch.redaction import register_secret

__all__ = ["OpenAIEmbedder"]


class OpenAIEmbedder:
    name = "openai"
    shared = False  # a remote API: nothing to load once, and each collection has its own settings

    def __init__(
        self,
        model: str = "text-embedding-3-small",
        base_url: str = "https://api.openai.com/v1",
        api_key_env: str = "OPENAI_API_KEY",
        dimension: int = 1536,
        dimensions_param: bool = False,
        batch_size: int = 64,
        timeout: float = 60.0,
    ) -> None:
        self.model = model
        self.model_id = model
        self.base_url = base_url.rstrip("/")
        self.api_key_env = api_key_env
        self.dimension = dimension
        self.dimensions_param = dimensions_param
        self.batch_size = batch_size
        self.timeout = timeout

    def _post(self, client: httpx.Client, batch: list[str]) -> list[list[float]]:
        body: dict[str, Any] = {"model": self.model, "input": batch}
        if self.dimensions_param:
            body["dimensions"] = self.dimension
        headers = {}
        key = register_secret(os.environ.get(self.api_key_env, "") if self.api_key_env else "")
        if key:
            headers["Authorization"] = f"Bearer {key}"
        try:
            response = client.post(f"{self.base_url}/embeddings", json=body, headers=headers)
        except httpx.HTTPError as exc:
            raise ProviderError("openai-embeddings", f"request failed: {exc}", retryable=True) from exc
        if response.status_code != 200:
            raise ProviderError(
                "openai-embeddings",
                f"HTTP {response.status_code}: {response.text[:200]}",
                status=response.status_code,
                retryable=response.status_code in (429, 500, 502, 503, 504),
            )
        try:
            data = sorted(response.json()["data"], key=lambda d: d["index"])
            vectors = [d["embedding"] for d in data]
        except (ValueError, KeyError, TypeError) as exc:
            raise ProviderError("openai-embeddings", f"malformed response: {exc}") from exc
        if len(vectors) != len(batch):
            raise ProviderError("openai-embeddings", f"asked {len(batch)} embeddings, got {len(vectors)}")
        return vectors

    def embed(self, texts: list[str], kind: EmbedKind = "passage") -> Matrix:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        rows: list[list[float]] = []
        with httpx.Client(timeout=self.timeout) as client:
            for start in range(0, len(texts), self.batch_size):
                rows.extend(self._post(client, texts[start : start + self.batch_size]))
        matrix = np.asarray(rows, dtype=np.float32)
        if matrix.shape[1] != self.dimension:
            raise ProviderError(
                "openai-embeddings",
                f"model {self.model} returned {matrix.shape[1]}-d vectors,"
                f" the collection expects {self.dimension}",
            )
        return l2_normalise(matrix)
