"""`agentsearch store`: maintenance of the chat store (purge soft-deleted rows, run migrations)."""

from __future__ import annotations

import json
import re
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console

from agentsearch.cli import app
from agentsearch.errors import StoreError
from agentsearch.paths import resolve_app_dir

if TYPE_CHECKING:
    from agentsearch.store import ChatStore

store_app = typer.Typer(
    help="Chat store maintenance: purge soft-deleted rows, run migrations.", no_args_is_help=True
)
app.add_typer(store_app, name="store")

_out = Console()

DbOption = Annotated[
    str,
    typer.Option("--db", help="Store URL (sqlite:///path or postgresql://...). Default: the app's data/."),
]
AppOption = Annotated[
    Path | None, typer.Option("--app", help="App directory (default: the bundled demo app).")
]
SchemaOption = Annotated[str, typer.Option(help="PostgreSQL schema holding the store's tables.")]


def parse_before(value: str) -> datetime:
    """An ISO date / datetime (UTC unless it says otherwise), or an age such as `30d` / `12h`."""
    text = value.strip()
    match = re.fullmatch(r"(\d+)\s*([dhw])", text, flags=re.IGNORECASE)
    if match:
        amount, unit = int(match.group(1)), match.group(2).lower()
        span = {"d": timedelta(days=amount), "h": timedelta(hours=amount), "w": timedelta(weeks=amount)}[unit]
        return datetime.now(UTC) - span
    try:
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
            day = date.fromisoformat(text)
            return datetime(day.year, day.month, day.day, tzinfo=UTC)
        parsed = datetime.fromisoformat(text)
    except ValueError:
        raise StoreError(
            f"--before: invalid date {value!r}; use YYYY-MM-DD, an ISO datetime or an age like 30d"
        ) from None
    return parsed.replace(tzinfo=UTC) if parsed.tzinfo is None else parsed


def _open(db: str, app_dir: Path | None, schema: str, migrate: bool = True) -> ChatStore:
    from agentsearch.store import ChatStore

    if db:
        return ChatStore.open_sync(db, schema=schema or None, migrate=migrate)
    return ChatStore.open_sync(app_dir=resolve_app_dir(app_dir), schema=schema or None, migrate=migrate)


@store_app.command()
def purge(
    before: Annotated[
        str, typer.Option("--before", help="Remove rows soft-deleted before this date (or age, 30d).")
    ],
    db: DbOption = "",
    app_dir: AppOption = None,
    schema: SchemaOption = "",
    as_json: Annotated[bool, typer.Option("--json", help="Print the counts as JSON.")] = False,
) -> None:
    """Permanently delete chats, messages, resume records and searches soft-deleted before DATE."""
    cutoff = parse_before(before)
    store = _open(db, app_dir, schema)
    try:
        counts = store.purge_sync(cutoff)
    finally:
        store.close_sync()
    if as_json:
        print(json.dumps({"before": cutoff.isoformat(), "deleted": counts}))
        return
    total = sum(counts.values())
    detail = ", ".join(f"{name} {count}" for name, count in counts.items())
    _out.print(f"purged {total} rows soft-deleted before {cutoff.isoformat()} ({detail})", highlight=False)


@store_app.command()
def migrate(
    db: DbOption = "",
    app_dir: AppOption = None,
    schema: SchemaOption = "",
    as_json: Annotated[bool, typer.Option("--json", help="Print the revision as JSON.")] = False,
) -> None:
    """Create or upgrade the store's tables to the current revision (opening the store also does this)."""
    from agentsearch.store.migrate import current_revision

    store = _open(db, app_dir, schema)
    try:
        revision = current_revision(store.engine)
    finally:
        store.close_sync()
    if as_json:
        typer.echo(json.dumps({"revision": revision, "url": str(store.url)}))
        return
    _out.print(f"store at revision {revision}: {store.url}", highlight=False)
