"""Knowledge bases over HTTP: list and create collections, upload, list and delete documents, delete.

A thin shell over `handlers.kb` (`KBManager`, `documents.read_file`, `Collection.ingest`): the same
collections, in the same data directory, that the app's KB searches read. An upload is the file's
bytes as the request body (`?filename=` names it), so a browser can report upload progress and no
multipart parser is needed. Access rules: `server/kb_access.py`. Parsing and embedding run in a
worker thread.
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import APIRouter, HTTPException, Query, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from agentsearch.context import SearchContext
from agentsearch.errors import AgentSearchError, ConfigError
from agentsearch.handlers.kb import KBManager, kb_data_dir
from agentsearch.handlers.kb.documents import SUPPORTED_SUFFIXES, ParseError, read_file
from agentsearch.handlers.kb.spec import CollectionSpec
from agentsearch.server.auth import Caller
from agentsearch.server.deps import CallerDep, StateDep
from agentsearch.server.kb_access import may_change, may_see, owner_metadata
from agentsearch.server.state import ServerState

__all__ = ["router"]

router = APIRouter(tags=["knowledge bases"])

NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$"
_KINDS = "txt, md, html, pdf or docx"


class CollectionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(pattern=NAME_PATTERN, description="1-64 letters, digits, '_', '.', '-'.")
    language: Literal["en", "zh", "auto"] = "en"
    share: Literal["private", "team"] = "private"
    description: str = Field(default="", max_length=500)


class CollectionInfo(BaseModel):
    id: str
    language: str
    description: str = ""
    share: str = "private"
    created_by: str = ""
    created_at: str = ""
    documents: int = 0
    chunks: int = 0
    writable: bool = False


class DocumentInfo(BaseModel):
    id: str
    title: str
    chunks: int
    updated_at: str = ""


class DocumentList(BaseModel):
    collection: str
    data: list[DocumentInfo]


class UploadReport(BaseModel):
    collection: str
    document_id: str
    title: str
    chunks: int
    unchanged: bool
    seconds: float


def manager_of(state: ServerState) -> KBManager:
    """The KB directory the app's searches read (`kb.data_dir` of search.yml, else `<data>/kb`)."""
    return KBManager(kb_data_dir(SearchContext(config=state.config, app_dir=state.app_dir)))


def _visible(manager: KBManager, name: str, caller: Caller) -> CollectionSpec:
    """The collection's spec; 404 when it does not exist or the caller may not see it (one answer
    for both, so names of other users' collections do not leak)."""
    try:
        spec = manager.spec(name) if manager.exists(name) else None
    except ConfigError:
        spec = None
    if spec is None or not may_see(spec.metadata, caller):
        raise HTTPException(404, f"collection not found: {name}")
    return spec


def _changeable(manager: KBManager, name: str, caller: Caller) -> CollectionSpec:
    spec = _visible(manager, name, caller)
    if not may_change(spec.metadata, caller):
        raise HTTPException(403, f"Forbidden: collection {name} is read-only for you")
    return spec


def _info(manager: KBManager, spec: CollectionSpec, caller: Caller) -> CollectionInfo:
    documents = chunks = 0
    try:
        store = manager.open(spec.id).store
        documents, chunks = len(store.list_documents()), store.count_chunks()
    except AgentSearchError:
        pass  # an unreachable store (a PostgreSQL collection) still lists, with zero counts
    meta = spec.metadata
    return CollectionInfo(
        id=spec.id,
        language=spec.language,
        description=str(meta.get("description") or ""),
        share=str(meta.get("share") or "private"),
        created_by=str(meta.get("created_by") or ""),
        created_at=spec.created_at,
        documents=documents,
        chunks=chunks,
        writable=may_change(meta, caller),
    )


@router.get("/v1/kb/collections", response_model=list[CollectionInfo])
async def list_collections(caller: CallerDep, state: StateDep) -> list[CollectionInfo]:
    """The collections the caller may see, with their document and chunk counts."""
    manager = manager_of(state)

    def run() -> list[CollectionInfo]:
        return [_info(manager, spec, caller) for spec in manager.list() if may_see(spec.metadata, caller)]

    return await asyncio.to_thread(run)


@router.post("/v1/kb/collections", response_model=CollectionInfo, status_code=201)
async def create_collection(body: CollectionIn, caller: CallerDep, state: StateDep) -> CollectionInfo:
    """A new, empty collection owned by the caller (`share: team` lets the caller's team search it)."""
    manager = manager_of(state)
    if manager.exists(body.name):
        raise HTTPException(409, f"collection already exists: {body.name}")
    metadata = owner_metadata(caller, body.share) | (
        {"description": body.description} if body.description else {}
    )

    def run() -> CollectionInfo:
        collection = manager.create(body.name, language=body.language, metadata=metadata)
        return _info(manager, collection.spec, caller)

    return await asyncio.to_thread(run)


@router.delete("/v1/kb/collections/{name}", status_code=204, response_class=Response)
async def delete_collection(name: str, caller: CallerDep, state: StateDep) -> Response:
    manager = manager_of(state)
    _changeable(manager, name, caller)
    await asyncio.to_thread(manager.delete, name)
    return Response(status_code=204)


@router.get("/v1/kb/collections/{name}/documents", response_model=DocumentList)
async def list_documents(name: str, caller: CallerDep, state: StateDep) -> DocumentList:
    manager = manager_of(state)
    _visible(manager, name, caller)

    def run() -> list[dict[str, Any]]:
        return manager.open(name).store.list_documents()

    rows = await asyncio.to_thread(run)
    data = [
        DocumentInfo(
            id=r["id"], title=r["title"], chunks=r["chunks"], updated_at=str(r.get("updated_at") or "")
        )
        for r in rows
    ]
    return DocumentList(collection=name, data=data)


def _safe_filename(raw: str) -> str:
    name = Path(raw.replace("\\", "/")).name.strip()
    if not name or name.startswith("."):
        raise HTTPException(400, "filename: give the file's name, e.g. ?filename=guide.pdf")
    suffix = Path(name).suffix.lower()
    if suffix not in SUPPORTED_SUFFIXES:
        raise HTTPException(400, f"filename: unsupported file type {suffix or '(none)'} (use {_KINDS})")
    return name


@router.post(
    "/v1/kb/collections/{name}/documents",
    response_model=UploadReport,
    openapi_extra={
        "requestBody": {"content": {"application/octet-stream": {}}, "description": "The file's bytes."}
    },
)
async def upload_document(
    name: str,
    request: Request,
    caller: CallerDep,
    state: StateDep,
    filename: Annotated[str, Query(min_length=1, max_length=200)],
) -> UploadReport:
    """Add (or replace) one document: the body is the file; it is parsed by its type, chunked and
    embedded. A file that cannot be read is a 400 naming it; the collection is left as it was."""
    manager = manager_of(state)
    _changeable(manager, name, caller)
    safe = _safe_filename(filename)
    data = await request.body()
    if not data:
        raise HTTPException(400, f"{safe}: the file is empty")

    def run() -> UploadReport:
        with tempfile.TemporaryDirectory(prefix="agentsearch-upload-") as folder:
            path = Path(folder) / safe
            path.write_bytes(data)
            try:
                document = read_file(path, doc_id=safe)
            except ParseError as exc:
                raise HTTPException(400, str(exc).replace(str(path), safe)) from None
            document.source = safe
            report = manager.open(name).ingest([document])
        return UploadReport(
            collection=name,
            document_id=document.id,
            title=document.title,
            chunks=report.chunks,
            unchanged=report.unchanged > 0,
            seconds=round(report.seconds, 3),
        )

    return await asyncio.to_thread(run)


@router.delete("/v1/kb/collections/{name}/documents/{document_id}", status_code=204, response_class=Response)
async def delete_document(name: str, document_id: str, caller: CallerDep, state: StateDep) -> Response:
    manager = manager_of(state)
    _changeable(manager, name, caller)
    if not await asyncio.to_thread(manager.open(name).delete_document, document_id):
        raise HTTPException(404, f"document not found in {name}: {document_id}")
    return Response(status_code=204)
