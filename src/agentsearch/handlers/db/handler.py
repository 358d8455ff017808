"""The `db` handler: question → models → schema → QueryDSL → safe SQL → rows → items (reference §2.13).

Differences from Yao, on purpose: the LIMIT is always in the SQL (§7.19); row scoping uses only the
permission columns a table has and groups `public OR (...)` correctly (§7.20); preset wheres cannot be
OR-ed away by a generated `or`; the JSON fallback content is cut on characters (§7.23).
"""

from __future__ import annotations

import asyncio
import functools
import time
from collections.abc import Callable, Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any, cast

import sqlalchemy as sa
from pydantic import ValidationError
from sqlalchemy.sql.elements import ColumnElement

from agentsearch import telemetry
from agentsearch.cancel import check_cancelled, on_cancel
from agentsearch.context import SearchContext
from agentsearch.errors import AgentSearchError, QueryDSLError, one_line
from agentsearch.handlers.db.engines import Database, database_url, get_database
from agentsearch.handlers.db.mapping import json_value, row_to_item
from agentsearch.handlers.db.models import LoadedModel
from agentsearch.handlers.db.relax import relax
from agentsearch.nlp.querydsl import GenerateInput, GenerateOutput, NotUnderstoodError, generate_querydsl
from agentsearch.querydsl import CompiledQuery, QueryDSL, clean_select, compile_query, merge_presets
from agentsearch.querydsl.compiler import RowFilter
from agentsearch.querydsl.scope import scope_condition
from agentsearch.types import Auth, Request, Result, ResultItem, SearchType

__all__ = ["DEFAULT_MAX_RESULTS", "MAX_QUERY_CHARS", "DBHandler"]

#: A database or QueryDSL problem as one line (no type prefix, SQL text cut) for Result.error.
_reason = functools.partial(one_line, with_type=False, limit=300)

DEFAULT_MAX_RESULTS = 20
#: A question to a database is a sentence, not a document; the cap bounds the NL → QueryDSL work per
#: request (a 4,000-character question of digits cost 11 s of CPU before it).
MAX_QUERY_CHARS = 1000


class DBHandler:
    """Searches the application's SQL tables; see the module docstring."""

    type = SearchType.DB

    async def search(self, request: Request, ctx: SearchContext) -> Result:
        started = time.perf_counter()
        result = Result(type=SearchType.DB, query=request.query, source=request.source)

        def finish(**update: Any) -> Result:
            update["duration_ms"] = int((time.perf_counter() - started) * 1000)
            return result.model_copy(update=update)

        if not request.query.strip():
            return finish(error="query is required")
        model_ids = list(request.models) or list(ctx.config.db.models if ctx is not None else [])
        if not model_ids:
            return finish(error="no models specified")
        configured = (ctx.config.db.max_results if ctx is not None else 0) or DEFAULT_MAX_RESULTS
        # the configuration caps what a request may ask for (a client's limit=1000000 gets max_results)
        max_results = min(request.limit, configured) if request.limit else configured
        if len(request.query) > MAX_QUERY_CHARS:
            return finish(error=f"query is longer than {MAX_QUERY_CHARS} characters")
        if ctx is None:
            return finish(error="context is required for DB search")
        try:
            url = await asyncio.to_thread(database_url, ctx)
            database = await asyncio.to_thread(get_database, url)
        except AgentSearchError as exc:
            return finish(error=str(exc))
        root = _models_root(ctx)
        try:
            models, notes = await asyncio.to_thread(_load_models, database, model_ids, root)
        except AgentSearchError as exc:
            return finish(error=str(exc))
        except sa.exc.SQLAlchemyError as exc:
            return finish(error=f"database error: {_reason(exc)}")
        if not models:
            return finish(error="no valid models found", metadata={"warnings": notes})
        try:
            schema = await asyncio.to_thread(database.schemas.build, models)
        except sa.exc.SQLAlchemyError as exc:
            return finish(error=f"database error: {_reason(exc)}")

        generate = GenerateInput(
            query=request.query,
            model_ids=[m.id for m in models],
            schema=schema,
            scenario=request.scenario.value if request.scenario else None,
            limit=max_results,
            now=ctx.extras.get("now"),
            embed=_link_embed(ctx.config.db.link_embedder),
        )
        generate.extra_params = {"schema": generate.wire_schema()}
        try:
            output = await generate_querydsl(generate, ctx)
        except NotUnderstoodError as exc:  # "could not understand ...": the generator's words are clearest
            return finish(error=_reason(exc), metadata={"warnings": notes})
        except Exception as exc:  # any generator failure is reported, never raised (reference §2.13)
            return finish(
                error=f"QueryDSL generation failed: {_reason(exc)}",
                metadata={"warnings": notes},
            )
        if output.dsl is None:
            return finish(error="no QueryDSL generated", metadata={"warnings": notes})

        auth = request.auth or ctx.auth
        answer = await asyncio.to_thread(_answer, request, output, notes, models, database, max_results, auth)
        return finish(**answer)


@functools.lru_cache(maxsize=8)
def _link_embed(name: str) -> Callable[[list[str]], Any] | None:
    """`db.link_embedder` as texts → vectors: one function per name (the generator caches the
    tables' vectors by it), over the process-wide embedder, loaded on first use."""
    if not name:
        return None
    from agentsearch.handlers.kb.embedders import create_embedder

    embedder = create_embedder({"name": name})
    return lambda texts: embedder.embed(texts, "query")


def _answer(
    request: Request,
    output: GenerateOutput,
    notes: list[str],
    models: list[LoadedModel],
    database: Database,
    max_results: int,
    auth: Auth | None,
) -> dict[str, Any]:
    """QueryDSL → SQL → rows → items, in one worker thread: compiling the statement (three times, with
    the explanation's SQL and parameters) is CPU the event loop of a busy server should not spend.
    Returns the Result's fields."""

    def prepare(raw: dict[str, Any]) -> tuple[QueryDSL, CompiledQuery]:
        dsl = QueryDSL.model_validate(raw)
        dsl = clean_select(dsl)
        dsl = merge_presets(
            dsl,
            wheres=request.wheres,
            orders=request.orders,
            select=request.select,
            limit=max_results if request.limit else 0,
        )
        compiled = compile_query(
            dsl,
            _tables(models),
            max_limit=max_results,
            default_from=models[0].table.name,
            row_filter=_row_filter(models, auth),
        )
        if not dsl.pagesize and dsl.first in (None, False, 0, ""):
            dsl = dsl.model_copy(update={"limit": compiled.limit})  # report the LIMIT that really ran
        return dsl, compiled

    assert output.dsl is not None
    try:
        dsl, compiled = prepare(output.dsl)
    except (QueryDSLError, ValidationError, ValueError) as exc:
        return {
            "error": f"invalid QueryDSL: {_reason(exc)}",
            "dsl": output.dsl,
            "metadata": _facts(output, notes),
        }
    try:
        rows = _query(database, compiled)
        if output.ties and rows and output.ties in rows[0]:  # ordered: the first rows hold the extreme
            tied = [row for row in rows if row.get(output.ties) == rows[0][output.ties]]
            if len(tied) > 1:  # "cheapest tracks": all at the lowest price (a unique top keeps the list)
                rows = tied
                notes = [
                    *notes,
                    f"only the rows tied with the first on {output.ties} (a superlative, no count)",
                ]
        relaxed = relax(output.dsl, output.relaxable) if not rows else None
        if relaxed is not None:
            # nothing matched and a condition came from a weak link: retry without it, and say so
            retry_dsl, retry_compiled = prepare(relaxed.dsl)
            retry_rows = _query(database, retry_compiled)
            if retry_rows:
                dsl, compiled, rows = retry_dsl, retry_compiled, retry_rows
                notes = [*notes, relaxed.note]
                output.relaxed = relaxed.dropped
    except (QueryDSLError, ValidationError, ValueError) as exc:
        return {
            "error": f"invalid QueryDSL: {_reason(exc)}",
            "dsl": output.dsl,
            "metadata": _facts(output, notes),
        }
    except (sa.exc.SQLAlchemyError, OverflowError) as exc:  # a literal too large for the driver
        return {
            "error": f"query execution failed: {_reason(exc)}",
            "dsl": dsl.to_dict(),
            "metadata": _facts(output, notes, compiled, database),
        }
    if output.scales and rows:  # "in dollars" on a cents column: the sums are scaled, and it says so
        rows = [_scaled(row, output.scales) for row in rows]
        notes = [
            *notes,
            *(f"{name} converted to the unit asked (x {f:g})" for name, f in output.scales.items()),
        ]
    primary = next((m for m in models if m.table.name == compiled.table), models[0])
    items: list[ResultItem] = [
        row_to_item(row, model=primary.id, primary_key=primary.primary_key, source=request.source)
        for row in rows[:max_results]
    ]
    return {
        "items": items,
        "total": len(items),
        "dsl": dsl.to_dict(),
        "metadata": _facts(output, notes, compiled, database),
    }


def _scaled(row: dict[str, Any], scales: dict[str, float]) -> dict[str, Any]:
    out = dict(row)
    for name, factor in scales.items():
        value = out.get(name)
        if isinstance(value, int | float | Decimal) and not isinstance(value, bool):
            out[name] = float(value) * factor
    return out


def _models_root(ctx: SearchContext) -> Path | None:
    """Where model files are read: the app's `models/` (none without an app: reflection only)."""
    return ctx.app_dir


def _load_models(
    database: Database, ids: Sequence[str], root: Path | None
) -> tuple[list[LoadedModel], list[str]]:
    models: list[LoadedModel] = []
    notes: list[str] = []
    for model_id in ids:
        model, note = database.catalog.load(model_id, root)
        if model is None:
            notes.append(note)
        elif all(m.table.name != model.table.name for m in models):
            models.append(model)
    return models, notes


def _tables(models: Sequence[LoadedModel]) -> dict[str, sa.Table]:
    tables: dict[str, sa.Table] = {}
    for model in models:
        tables.setdefault(model.table.name, model.table)
        tables.setdefault(model.id, model.table)
    return tables


def _row_filter(models: Sequence[LoadedModel], auth: Auth | None) -> RowFilter:
    soft = {m.table.name: m.soft_delete_column for m in models if m.soft_delete_column}

    def condition(source: sa.FromClause, table_name: str) -> ColumnElement[bool] | None:
        parts: list[ColumnElement[bool]] = []
        scoped = scope_condition(source, auth)
        if scoped is not None:
            parts.append(scoped)
        column = soft.get(table_name)
        if column and column in source.c:
            parts.append(source.c[column].is_(None))
        if not parts:
            return None
        return parts[0] if len(parts) == 1 else sa.and_(*parts)

    return condition


def _query(database: Database, compiled: CompiledQuery) -> list[dict[str, Any]]:
    """Run the compiled query (in `_answer`'s worker thread), in an `agentsearch.db.query` span when
    tracing."""
    attributes = {"db.system.name": database.engine.dialect.name, "db.operation.name": "SELECT"}
    with telemetry.span("agentsearch.db.query", attributes, client=True):
        return _execute(database, compiled)


def _execute(database: Database, compiled: CompiledQuery) -> list[dict[str, Any]]:
    """Run the query; a cancelled search (race/any lost, timeout) interrupts it in the database."""
    check_cancelled()
    with database.engine.connect() as connection, on_cancel(interrupter(connection)):
        result = connection.execute(compiled.statement)
        return [dict(row) for row in result.mappings().fetchmany(compiled.limit)]


def interrupter(connection: sa.Connection) -> Callable[[], None]:
    """How to stop a running statement from another thread: SQLite's `interrupt()`, psycopg's
    `cancel()` (a PostgreSQL cancel request). Drivers without one (PyMySQL) are not interrupted;
    their statement ends on its own and its rows are dropped."""
    raw: Any = connection.connection.dbapi_connection
    for name in ("interrupt", "cancel"):
        method = getattr(raw, name, None)
        if callable(method):
            return cast(Callable[[], None], method)
    return lambda: None


def _facts(
    output: GenerateOutput,
    notes: list[str],
    compiled: CompiledQuery | None = None,
    database: Database | None = None,
) -> dict[str, Any]:
    facts: dict[str, Any] = {"explain": output.explain, "warnings": [*notes, *output.warnings]}
    if output.understood or output.ignored or output.linking:
        facts["understood"] = list(output.understood)
        facts["ignored"] = list(output.ignored)
        facts["linking"] = list(output.linking)
    if output.relaxed:
        facts["relaxed"] = list(output.relaxed)
    if compiled is not None and database is not None:
        dialect = database.engine.dialect
        facts["sql"] = compiled.sql(dialect)
        facts["params"] = {k: json_value(v) for k, v in compiled.params(dialect).items()}
        facts["table"] = compiled.table
    return facts
