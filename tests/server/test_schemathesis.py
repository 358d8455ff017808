"""Property-based requests from /openapi.json (schemathesis): no input makes the server answer 500."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import schemathesis
from hypothesis import HealthCheck, settings

from agentsearch.server import create_app
from agentsearch.store.chat_store import ChatStore

from .support import bearer, docs_registry, write_app

_ROOT = Path(tempfile.mkdtemp(prefix="agentsearch-schemathesis-"))
_STORE = ChatStore.open_sync(f"sqlite:///{_ROOT / 'store.db'}")
APP = create_app(write_app(_ROOT / "app"), store=_STORE, registry=docs_registry())

schema = schemathesis.openapi.from_asgi("/openapi.json", APP)


@schema.parametrize()
@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
def test_no_input_causes_a_server_error(case: Any) -> None:
    response = case.call(headers=bearer("alice"))
    assert response.status_code < 500, f"{case.method} {case.formatted_path}: {response.text[:300]}"
