"""`agentsearch kb`: create, fill, list, delete and search knowledge-base collections."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from agentsearch.cli import app
from agentsearch.cli.search import load_app_context
from agentsearch.config import KBConfig
from agentsearch.context import SearchContext
from agentsearch.errors import AgentSearchError, ConfigError
from agentsearch.paths import app_data_dir
from agentsearch.types import Request, SearchType, SourceType

kb_app = typer.Typer(
    help="Knowledge-base collections: create, add documents, list, delete, search.", no_args_is_help=True
)
app.add_typer(kb_app, name="kb")

_out = Console()
_err = Console(stderr=True)

DataOption = Annotated[
    Path | None,
    typer.Option("--data", help="Directory holding the collections (default: ./data/kb, or <app>/data/kb)."),
]
AppOption = Annotated[Path | None, typer.Option("--app", help="App directory whose data/kb to use.")]


def _manager(data: Path | None, app_dir: Path | None, context: SearchContext | None = None) -> Any:
    """`--data`, else the app's kb directory (its `context`, read here unless the command has it),
    else ./data/kb."""
    from agentsearch.handlers.kb import KBManager

    if data is not None:
        return KBManager(data)
    if app_dir is not None:  # the handler's rule, so the CLI fills what the app's searches read
        from agentsearch.handlers.kb import kb_data_dir

        return KBManager(kb_data_dir(context or load_app_context(app_dir)))
    return KBManager(app_data_dir(app_dir) / "kb")


def _parse_json(value: str, option: str) -> dict[str, Any]:
    try:
        parsed = json.loads(value)
    except json.JSONDecodeError as exc:
        raise ConfigError(f"invalid JSON ({exc.msg})", key=option) from exc
    if not isinstance(parsed, dict):
        raise ConfigError("expected a JSON object", key=option)
    return parsed


@kb_app.command("create")
def create(
    name: Annotated[str, typer.Argument(help="Collection id.")],
    embedder: Annotated[
        str,
        typer.Option(
            help="minilm | use | e5 | model2vec | openai, or a JSON object with options. "
            "Default: minilm for en, use for zh/auto."
        ),
    ] = "",
    lang: Annotated[str, typer.Option("--lang", help="en | zh | auto")] = "en",
    chunk_tokens: Annotated[int, typer.Option(help="Approximate tokens per chunk.")] = 200,
    overlap: Annotated[int, typer.Option(help="Tokens shared by consecutive chunks.")] = 30,
    fusion: Annotated[
        str, typer.Option(help="Hybrid fusion: adaptive (the default) | score (the old one) | rrf.")
    ] = "",
    rerank: Annotated[
        str,
        typer.Option(
            help="Second stage on by default for this collection: an embedder name (e.g. e5), or"
            ' JSON {"embedder": "e5", "top": 20}, or "off". Default: off, except that zh/auto collections on'
            " the default embedder re-score English queries with minilm (docs/kb.md: its cost)."
        ),
    ] = "",
    graph: Annotated[bool, typer.Option(help="Extract entities and relations at ingestion.")] = True,
    metadata: Annotated[str, typer.Option(help='Permission metadata as JSON, e.g. {"public": true}.')] = "",
    store: Annotated[str, typer.Option(help='Store as JSON, e.g. {"backend":"postgres","url":"..."}.')] = "",
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
    data: DataOption = None,
    app_dir: AppOption = None,
) -> None:
    """Create an empty collection with its own embedder and language."""
    if lang not in ("en", "zh", "auto"):
        raise ConfigError(f"--lang must be en, zh or auto (got {lang!r})", key="lang")
    second: dict[str, Any] = {}
    if rerank.strip().startswith("{"):
        second = {"enabled": True, **_parse_json(rerank, "--rerank")}
    elif rerank.strip().lower() in ("off", "none"):
        second = {"enabled": False}
    elif rerank:
        second = {"enabled": True, "embedder": rerank}
    config: dict[str, Any] | str | None = None
    if embedder.strip().startswith("{"):
        config = _parse_json(embedder, "--embedder")
    elif embedder:
        config = embedder
    collection = _manager(data, app_dir).create(
        name,
        embedder=config,
        language=lang,
        chunk_tokens=chunk_tokens,
        chunk_overlap=overlap,
        graph=graph,
        metadata=_parse_json(metadata, "--metadata") if metadata else None,
        store=_parse_json(store, "--store") if store else None,
        **({"fusion": fusion} if fusion else {}),  # unset: the spec's default, one source for it
        **({"rerank": second} if second else {}),  # unset: the language's default stage
    )
    spec = collection.spec
    if as_json:
        typer.echo(spec.model_dump_json())
        return
    _out.print(
        f"created collection [bold]{spec.id}[/bold]: embedder {spec.embedder.get('name')} "
        f"({spec.dimension}-d), language {spec.language}"
    )


@kb_app.command("add")
def add(
    name: Annotated[str, typer.Argument(help="Collection id.")],
    paths: Annotated[
        list[Path] | None, typer.Argument(help="Files or directories (txt, md, html, pdf, docx).")
    ] = None,
    jsonl: Annotated[
        Path | None, typer.Option("--jsonl", help="JSONL file of {id, title, text, metadata}.")
    ] = None,
    force: Annotated[bool, typer.Option(help="Re-embed documents even when unchanged.")] = False,
    root: Annotated[
        Path | None,
        typer.Option(
            "--root",
            help="Document ids are file paths relative to this directory (default: the current one),"
            " so adding a file again updates it.",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
    data: DataOption = None,
    app_dir: AppOption = None,
) -> None:
    """Add or replace documents; files that cannot be parsed are reported and skipped."""
    from agentsearch.handlers.kb.documents import (
        ParseError,
        iter_sources,
        missing_paths,
        read_file,
        read_jsonl,
    )

    if not paths and jsonl is None:
        raise ConfigError("give files/directories to add, or --jsonl FILE", key="paths")
    if jsonl is not None and not jsonl.is_file():
        raise ConfigError(f"no such file: {jsonl}", key="--jsonl")
    missing = missing_paths(list(paths or []))
    if missing:
        raise ConfigError(f"no such file or directory: {', '.join(map(str, missing))}", key="paths")
    if root is not None and not root.is_dir():
        raise ConfigError(f"--root is not a directory: {root}", key="--root")
    context = load_app_context(app_dir) if app_dir is not None else None
    collection = _manager(data, app_dir, context).open(name)
    sources = list(iter_sources(list(paths or []), root))
    # the app's `kb.rerank: true` reranks every search, so its second-stage vectors are embedded now
    rerank = context.config.kb.rerank if context is not None else None

    def documents() -> Any:
        if jsonl is not None:
            yield from read_jsonl(jsonl)
        for path, doc_id in sources:
            try:
                yield read_file(path, doc_id=doc_id)
            except ParseError as exc:
                yield exc

    total = None
    if jsonl is not None and not paths:
        with jsonl.open(encoding="utf-8") as handle:
            total = sum(1 for line in handle if line.strip())
    elif paths and jsonl is None:
        total = len(sources)
    columns = [
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("docs · {task.fields[chunks]} chunks · {task.fields[rate]:.1f} chunks/s"),
        TimeElapsedColumn(),
    ]
    with Progress(*columns, console=_err, transient=False) as progress:
        task = progress.add_task(f"adding to {name}", total=total, chunks=0, rate=0.0)

        def update(docs: int, chunks: int) -> None:
            elapsed = progress.tasks[0].elapsed or 1e-9
            progress.update(task, completed=docs, chunks=chunks, rate=chunks / elapsed)

        report = collection.ingest(documents(), progress=update, force=force, rerank=rerank)
    for problem in report.skipped:
        _err.print(f"[yellow]skipped[/yellow] {problem}", highlight=False, soft_wrap=True)
    rate = report.chunks / report.seconds if report.seconds else 0.0
    if as_json:
        fields = ("documents", "chunks", "unchanged", "skipped", "seconds")
        typer.echo(json.dumps({"collection": name, **{f: getattr(report, f) for f in fields}}))
        return
    _out.print(
        f"{report.documents} documents, {report.chunks} chunks added in {report.seconds:.1f}s "
        f"({rate:.1f} chunks/s); {report.unchanged} unchanged, {len(report.skipped)} skipped"
    )


@kb_app.command("list")
def list_(
    name: Annotated[str | None, typer.Argument(help="A collection: list its documents.")] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
    data: DataOption = None,
    app_dir: AppOption = None,
) -> None:
    """List collections, or the documents of one collection."""
    manager = _manager(data, app_dir)
    if name:
        docs = manager.open(name).store.list_documents()
        if as_json:
            print(json.dumps(docs, ensure_ascii=False))
            return
        table = Table("document", "title", "chunks", "updated")
        for doc in docs:
            table.add_row(doc["id"], doc["title"], str(doc["chunks"]), str(doc["updated_at"]))
        _out.print(table)
        return
    specs = manager.list()
    if as_json:
        print(json.dumps([s.model_dump() for s in specs], ensure_ascii=False))
        return
    table = Table("collection", "embedder", "dim", "lang", "documents", "chunks", "store")
    problems: list[str] = []
    for spec in specs:
        try:  # one unreachable store (a PostgreSQL collection) must not hide the others
            store = manager.open(spec.id).store
            documents, chunks = str(len(store.list_documents())), str(store.count_chunks())
        except AgentSearchError as exc:
            documents = chunks = "?"
            problems.append(f"{spec.id}: {exc}")
        table.add_row(
            spec.id,
            str(spec.embedder.get("name")),
            str(spec.dimension),
            spec.language,
            documents,
            chunks,
            str(spec.store.get("backend")),
        )
    _out.print(table)
    for problem in problems:
        _err.print(f"[yellow]unavailable[/yellow] {problem}", highlight=False, soft_wrap=True)


@kb_app.command("delete")
def delete(
    name: Annotated[str, typer.Argument(help="Collection id.")],
    doc_id: Annotated[str | None, typer.Argument(help="Delete only this document.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
    data: DataOption = None,
    app_dir: AppOption = None,
) -> None:
    """Delete a collection, or one document from every index of it."""
    manager = _manager(data, app_dir)
    if doc_id is None:
        manager.delete(name)
        message = f"deleted collection {name}"
    else:
        if not manager.open(name).delete_document(doc_id):
            raise ConfigError(f"document {doc_id!r} not found in collection {name}", key="doc_id")
        message = f"deleted document {doc_id} from {name}"
    if as_json:
        typer.echo(
            json.dumps(
                {"deleted": "document" if doc_id else "collection", "collection": name, "document": doc_id}
            )
        )
        return
    _out.print(message)


@kb_app.command("search")
def search(
    name: Annotated[str, typer.Argument(help="Collection id (comma-separate several).")],
    query: Annotated[str | None, typer.Argument(help="The query (or use --queries).")] = None,
    limit: Annotated[int, typer.Option(min=1, max=1000)] = 10,
    threshold: Annotated[
        float | None,
        typer.Option(min=0.0, max=1.0, help="Minimum 0-1 score; 0 = none (default: kb.threshold)."),
    ] = None,
    mode: Annotated[str, typer.Option(help="hybrid | vector | keyword")] = "hybrid",
    fusion: Annotated[
        str, typer.Option(help="Hybrid fusion: adaptive | score | rrf (default: the collection's).")
    ] = "",
    rerank: Annotated[
        bool | None,
        typer.Option(
            "--rerank/--no-rerank",
            help="Re-score the top chunks with the second-stage embedder (default: the collection's).",
        ),
    ] = None,
    graph: Annotated[bool, typer.Option("--graph", help="Graph association.")] = False,
    metadata: Annotated[str, typer.Option(help="Metadata equality filters as JSON.")] = "",
    queries: Annotated[
        Path | None, typer.Option("--queries", help="JSONL of {id, query}; one Result per line.")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the Result as JSON.")] = False,
    data: DataOption = None,
    app_dir: AppOption = None,
) -> None:
    """Search one or more collections; batch mode reads {id, query} lines and writes one Result per line."""
    from agentsearch.handlers.kb import search_collections

    if fusion not in ("", "adaptive", "score", "rrf"):
        raise ConfigError(f"--fusion must be adaptive, score or rrf (got {fusion!r})", key="fusion")
    if mode not in ("hybrid", "vector", "keyword"):
        raise ConfigError(f"--mode must be hybrid, vector or keyword (got {mode!r})", key="mode")
    manager = _manager(data, app_dir)
    config = KBConfig(mode=mode)
    filters = _parse_json(metadata, "--metadata") if metadata else {}
    collections = [n.strip() for n in name.split(",") if n.strip()]
    for collection in collections:
        manager.open(collection)  # an unknown collection is one clear error line

    def run(text: str) -> Any:
        request = Request(
            type=SearchType.KB,
            query=text,
            limit=limit,
            collections=collections,
            graph=graph,
            metadata=filters,
            source=SourceType.USER,
        )
        return asyncio.run(
            search_collections(
                request, config, manager, threshold_override=threshold, fusion=fusion or None, rerank=rerank
            )
        )

    if queries is not None:
        lines = _read_queries(queries)
        for qid, text in lines:
            result = run(text)
            payload = result.model_dump(mode="json")
            payload["id"] = qid
            sys.stdout.write(json.dumps(payload, ensure_ascii=False) + "\n")
        sys.stdout.flush()
        return
    if query is None:
        raise ConfigError("give a QUERY or --queries FILE", key="query")
    result = run(query)
    if as_json:
        print(result.model_dump_json(indent=2))
        return
    if result.error:
        raise AgentSearchError(result.error)
    table = Table("#", "score", "document", "title", "content")
    for i, item in enumerate(result.items, start=1):
        table.add_row(
            str(i), f"{item.score:.3f}", item.document_id, item.title, item.content[:160].replace("\n", " ")
        )
    _out.print(table)
    _out.print(f"{result.total} items in {result.duration_ms} ms")


def _read_queries(path: Path) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    try:
        handle = path.open(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"cannot read {path}: {exc.strerror}", file=str(path)) from exc
    with handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
                qid = str(record.get("id", record.get("_id", number)))
                text = str(record.get("query", record.get("text", "")))
            except (json.JSONDecodeError, AttributeError) as exc:
                raise ConfigError(
                    f"line {number}: expected a JSON object with id and query", file=str(path)
                ) from exc
            out.append((qid, text))
    return out
