"""Knowledge bases over HTTP (a live uvicorn server): create, upload each file type, list, search what
was uploaded, delete; the same keys and data scope as the rest of the API."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import docx
import httpx
import pytest

from agentsearch.server import create_app
from agentsearch.store.chat_store import ChatStore
from handlers.kb.test_documents import _minimal_pdf

from .support import bearer, start_live


@pytest.fixture
def api(app_dir: Path, tmp_path: Path) -> Iterator[httpx.Client]:
    store = ChatStore.open_sync(f"sqlite:///{tmp_path / 'store.db'}")
    server = start_live(create_app(app_dir, store=store, max_upload_bytes=200_000))
    with httpx.Client(base_url=server.url, timeout=60) as client:
        yield client
    server.stop()
    store.close_sync()


def create(api: httpx.Client, user: str, name: str, **fields: Any) -> httpx.Response:
    return api.post("/v1/kb/collections", json={"name": name, **fields}, headers=bearer(user))


def upload(api: httpx.Client, user: str, name: str, filename: str, data: bytes) -> httpx.Response:
    return api.post(
        f"/v1/kb/collections/{name}/documents",
        params={"filename": filename},
        content=data,
        headers={**bearer(user), "Content-Type": "application/octet-stream"},
    )


def _docx_bytes() -> bytes:
    document = docx.Document()
    document.add_heading("Store hours", level=1)
    document.add_paragraph("Open from nine to five on weekdays.")
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def test_every_supported_type_uploads_lists_and_is_searchable(api: httpx.Client, tmp_path: Path) -> None:
    assert create(api, "alice", "notes").status_code == 201
    _minimal_pdf(tmp_path / "w.pdf", "Warranty lasts two years")
    files = {
        "a.txt": b"Batteries last ten hours.",
        "b.md": b"# Returns\n\nThirty days with the receipt.",
        "c.html": b"<html><head><title>Shipping</title></head><body><p>DHL in 3 days.</p></body></html>",
        "w.pdf": (tmp_path / "w.pdf").read_bytes(),
        "hours.docx": _docx_bytes(),
    }
    for filename, data in files.items():
        response = upload(api, "alice", "notes", filename, data)
        assert response.status_code == 200, response.text
        assert response.json()["document_id"] == filename and response.json()["chunks"] >= 1
    listed = api.get("/v1/kb/collections/notes/documents", headers=bearer("alice")).json()
    assert sorted(d["id"] for d in listed["data"]) == sorted(files)
    titles = {d["id"]: d["title"] for d in listed["data"]}
    assert titles["b.md"] == "Returns" and titles["c.html"] == "Shipping"
    (info,) = api.get("/v1/kb/collections", headers=bearer("alice")).json()
    assert info["id"] == "notes" and info["documents"] == 5 and info["writable"] is True

    # the uploaded text is what the KB search of the same app finds
    search = {"requests": [{"type": "kb", "query": "warranty two years", "collections": ["notes"]}]}
    found = api.post("/v1/search", json=search, headers=bearer("alice")).json()
    top = found["results"][0]["items"][0]
    assert top["document_id"] == "w.pdf" and top["metadata"]["page"] == 1  # a PDF chunk names its page


def test_uploading_the_same_file_again_replaces_it(api: httpx.Client) -> None:
    create(api, "alice", "notes")
    assert upload(api, "alice", "notes", "a.txt", b"first version").json()["unchanged"] is False
    assert upload(api, "alice", "notes", "a.txt", b"first version").json()["unchanged"] is True
    upload(api, "alice", "notes", "a.txt", b"second version")
    listed = api.get("/v1/kb/collections/notes/documents", headers=bearer("alice")).json()["data"]
    assert [d["id"] for d in listed] == ["a.txt"]


def test_bad_uploads_are_one_line_errors_and_change_nothing(api: httpx.Client) -> None:
    create(api, "alice", "notes")
    bad = upload(api, "alice", "notes", "tool.exe", b"MZ")
    assert bad.status_code == 400
    assert bad.json()["error"] == "filename: unsupported file type .exe (use txt, md, html, pdf or docx)"
    broken = upload(api, "alice", "notes", "broken.pdf", b"%PDF-1.4 not really")
    assert broken.status_code == 400 and broken.json()["error"].startswith("broken.pdf: ")
    assert "agentsearch-upload" not in broken.json()["error"]  # no temporary path leaks
    assert upload(api, "alice", "notes", "empty.txt", b"").json()["error"] == "empty.txt: the file is empty"
    too_big = upload(api, "alice", "notes", "big.txt", b"x" * 300_000)
    assert too_big.status_code == 413 and "200000" in too_big.json()["error"]
    assert api.get("/v1/kb/collections/notes/documents", headers=bearer("alice")).json()["data"] == []


def test_bad_names_and_duplicates_are_rejected(api: httpx.Client) -> None:
    bad = create(api, "alice", "../etc")
    assert bad.status_code == 422 and bad.json()["field"] == "name"
    assert create(api, "alice", "notes").status_code == 201
    again = create(api, "alice", "notes")
    assert again.status_code == 409 and again.json()["error"] == "collection already exists: notes"
    assert api.get("/v1/kb/collections/..%2Fetc/documents", headers=bearer("alice")).status_code == 404


def test_a_private_collection_is_invisible_to_others_and_a_team_one_is_read_only(api: httpx.Client) -> None:
    create(api, "alice", "private-notes")
    create(api, "alice", "team-notes", share="team")
    upload(api, "alice", "team-notes", "a.txt", b"Team text.")

    def names(user: str) -> list[str]:
        return [c["id"] for c in api.get("/v1/kb/collections", headers=bearer(user)).json()]

    assert names("alice") == ["private-notes", "team-notes"]
    assert names("carol") == ["team-notes"]  # same team
    assert names("bob") == []  # another team
    hidden = api.get("/v1/kb/collections/private-notes/documents", headers=bearer("bob"))
    assert hidden.status_code == 404 and hidden.json()["error"] == "collection not found: private-notes"
    assert api.get("/v1/kb/collections/team-notes/documents", headers=bearer("carol")).status_code == 200
    refused = upload(api, "carol", "team-notes", "b.txt", b"carol's text")
    assert refused.status_code == 403
    assert api.delete("/v1/kb/collections/team-notes", headers=bearer("carol")).status_code == 403
    assert api.delete("/v1/kb/collections/private-notes", headers=bearer("bob")).status_code == 404
    assert api.get("/v1/kb/collections", headers={}).status_code == 401


def test_documents_and_collections_are_deleted(api: httpx.Client) -> None:
    create(api, "alice", "notes")
    upload(api, "alice", "notes", "a.txt", b"one")
    upload(api, "alice", "notes", "b.txt", b"two")
    assert api.delete("/v1/kb/collections/notes/documents/a.txt", headers=bearer("alice")).status_code == 204
    missing = api.delete("/v1/kb/collections/notes/documents/a.txt", headers=bearer("alice"))
    assert missing.status_code == 404
    listed = api.get("/v1/kb/collections/notes/documents", headers=bearer("alice")).json()["data"]
    assert [d["id"] for d in listed] == ["b.txt"]
    assert api.delete("/v1/kb/collections/notes", headers=bearer("alice")).status_code == 204
    assert api.get("/v1/kb/collections", headers=bearer("alice")).json() == []


def test_collections_built_by_the_cli_are_listed_read_only(api: httpx.Client, app_dir: Path) -> None:
    from agentsearch.handlers.kb import KBManager

    KBManager(app_dir / "data" / "kb").create("handbook")
    (info,) = api.get("/v1/kb/collections", headers=bearer("bob")).json()
    assert info["id"] == "handbook" and info["writable"] is False
    assert upload(api, "bob", "handbook", "a.txt", b"text").status_code == 403
