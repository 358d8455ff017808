"""Model ids → tables: Yao `.mod.yao` files for labels and descriptions, the live database for columns.

Ids (design "Model ID Formats"):
- `name` → `<app>/models/<name>.mod.yao` (dots are folders, as in Yao);
- `agents.<assistant>.<name>` → `<app>/assistants/<assistant>/models/<name>.mod.yao`;
- `__yao.<name>` → `<app>/models/__yao/<name>.mod.yao`, for our own system tables.
Without a model file the table of that name (dots → underscores) is reflected from the database, so
`--models tracks,albums` works on any existing database. Columns always come from the database: a
model file cannot make the compiler trust a column that does not exist.
"""

from __future__ import annotations

import datetime
import re
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from agentsearch.config import load_structured_file

__all__ = ["LoadedModel", "ModelCatalog", "ModelFile", "model_file_path", "read_model_file"]


@dataclass(frozen=True)
class ModelFile:
    """What a `.mod.yao` file says that the database cannot: table name, labels, descriptions."""

    path: Path
    table: str
    label: str = ""
    description: str = ""
    columns: dict[str, dict[str, str]] = field(default_factory=dict)
    soft_deletes: bool = False


@dataclass(frozen=True)
class LoadedModel:
    id: str
    table: sa.Table
    label: str = ""
    description: str = ""
    columns: dict[str, dict[str, str]] = field(default_factory=dict)
    soft_delete_column: str = ""
    file: Path | None = None

    @property
    def primary_key(self) -> str:
        keys = [column.name for column in self.table.primary_key.columns]
        if keys:
            return keys[0]
        return "id" if "id" in self.table.c else ""


_MODEL_ID = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_\-]*(?:\.[A-Za-z0-9_][A-Za-z0-9_\-]*)*$")


def is_model_name(model_id: str) -> bool:
    """Model ids are dotted names (`orders`, `agents.shop.items`), never paths: `agents./etc/x.bad` would
    read a file outside the app and name it in the error, a file-existence oracle."""
    return len(model_id) <= 200 and bool(_MODEL_ID.match(model_id))


def model_file_path(model_id: str, models_root: Path | None) -> Path | None:
    """Where the model file of `model_id` lives under an app (whether or not it exists)."""
    if models_root is None or not is_model_name(model_id):
        return None
    parts = model_id.split(".")
    if parts[0] == "agents" and len(parts) >= 3:
        base = models_root / "assistants" / parts[1] / "models"
        rest = parts[2:]
    elif parts[0] == "__yao" and len(parts) >= 2:
        base = models_root / "models" / "__yao"
        rest = parts[1:]
    else:
        base = models_root / "models"
        rest = parts
    if any(not part or part in (".", "..") or "/" in part or "\\" in part for part in rest):
        return None
    return base.joinpath(*rest[:-1], f"{rest[-1]}.mod.yao")


def default_table_name(model_id: str) -> str:
    parts = model_id.split(".")
    if parts[0] == "agents" and len(parts) >= 3:
        parts = parts[2:]
    elif parts[0] == "__yao" and len(parts) >= 2:
        parts = parts[1:]
    return "_".join(parts)


_file_cache: dict[tuple[str, str], tuple[float, int, ModelFile]] = {}
_file_lock = threading.Lock()


def read_model_file(path: Path, model_id: str) -> ModelFile:
    """Parse a Yao model file, cached until it changes (the JSON5 parser takes ~0.1 s per file)."""
    stat = path.stat()
    key = (str(path), model_id)
    with _file_lock:
        cached = _file_cache.get(key)
    if cached and cached[0] == stat.st_mtime and cached[1] == stat.st_size:
        return cached[2]
    parsed = _parse_model_file(path, model_id)
    with _file_lock:
        _file_cache[key] = (stat.st_mtime, stat.st_size, parsed)
    return parsed


def _parse_model_file(path: Path, model_id: str) -> ModelFile:
    """Parse a Yao model file (JSON with comments); syntax errors are ConfigErrors naming the file."""
    data = load_structured_file(path)
    table = data.get("table")
    table_name = table.get("name") if isinstance(table, dict) else None
    columns: dict[str, dict[str, str]] = {}
    for column in data.get("columns") or []:
        if isinstance(column, dict) and isinstance(column.get("name"), str):
            columns[column["name"]] = {
                "label": _text(column.get("label")),
                "description": _text(column.get("description") or column.get("comment")),
                "type": _text(column.get("type")),
            }
    option = data.get("option") if isinstance(data.get("option"), dict) else {}
    return ModelFile(
        path=path,
        table=str(table_name or default_table_name(model_id)),
        label=_text(data.get("label") or data.get("name")),
        description=_text(data.get("description"))
        or (_text(table.get("comment")) if isinstance(table, dict) else ""),
        columns=columns,
        soft_deletes=bool(option.get("soft_deletes")) if isinstance(option, dict) else False,
    )


def _text(value: Any) -> str:
    if not isinstance(value, str):
        return ""
    return value.removeprefix("::").strip()


class ModelCatalog:
    """Reflected tables of one database, loaded once and shared by every request."""

    def __init__(self, engine: sa.Engine) -> None:
        self.engine = engine
        self._metadata = sa.MetaData()
        self._tables: dict[str, sa.Table | None] = {}
        self._lock = threading.Lock()

    def table(self, name: str) -> sa.Table | None:
        """The reflected table, or None when the database has no such table."""
        with self._lock:
            if name in self._tables:
                return self._tables[name]
            try:
                table: sa.Table | None = sa.Table(name, self._metadata, autoload_with=self.engine)
            except sa.exc.NoSuchTableError:
                table = None
            if table is not None and self.engine.dialect.name == "sqlite":
                for column in table.columns:
                    if isinstance(column.type, sa.DateTime):
                        column.type = SQLiteDateTime()
            self._tables[name] = table
            return table

    def load(self, model_id: str, models_root: Path | None) -> tuple[LoadedModel | None, str]:
        """(model, warning): None with a reason when the id names nothing in this database."""
        if not is_model_name(model_id):
            return None, f"invalid model id {model_id[:80]!r}: expected a dotted name"
        path = model_file_path(model_id, models_root)
        spec = read_model_file(path, model_id) if path is not None and path.is_file() else None
        table_name = spec.table if spec else default_table_name(model_id)
        table = self.table(table_name)
        if table is None and spec is None and table_name != model_id:
            table = self.table(model_id)
        if table is None:
            if spec is not None:
                return None, f"model {model_id}: table {table_name!r} does not exist"
            return None, f"unknown model {model_id!r}"
        soft = "deleted_at" if spec and spec.soft_deletes and "deleted_at" in table.c else ""
        return (
            LoadedModel(
                id=model_id,
                table=table,
                label=spec.label if spec else "",
                description=spec.description if spec else "",
                columns=dict(spec.columns) if spec else {},
                soft_delete_column=soft,
                file=spec.path if spec else None,
            ),
            "",
        )


class SQLiteDateTime(sa.types.TypeDecorator[Any]):
    """SQLite keeps datetimes as text; bind them the way they are usually stored.

    SQLAlchemy's default binds `2010-01-01 00:00:00.000000`, which sorts after a stored
    `2010-01-01 00:00:00`, so `>= 2010-01-01` would miss midnight rows. A midnight bound is bound as
    the bare date `2010-01-01`, which sorts before every time of that day in either format.
    """

    impl = sa.String
    cache_ok = True

    @property
    def python_type(self) -> type:
        return datetime.datetime

    def process_bind_param(self, value: Any, dialect: sa.Dialect) -> Any:
        if isinstance(value, datetime.datetime):
            if value.time() == datetime.time(0):
                return value.date().isoformat()
            return value.isoformat(sep=" ", timespec="microseconds" if value.microsecond else "seconds")
        if isinstance(value, datetime.date):
            return value.isoformat()
        return value

    def process_result_value(self, value: Any, dialect: sa.Dialect) -> Any:
        return value
