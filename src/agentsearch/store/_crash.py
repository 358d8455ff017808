"""Crash-safe answers: a request that never reached Write 2 becomes a resume point.

Write 1 stores, in its own transaction and beside the user message, a *marker*: a resume record of the
request's root `input` step with status `running`, its input messages and options (exactly what a
failed request's Write 2 would store) and the process that runs it (host, pid, process start time).
Write 2 deletes the marker in its transaction. So after a `kill -9` the marker is still there, and it is
turned into an `interrupted` resume point:

- at start-up (`recover_crashed`, for markers of processes of this host that are gone), and
- on the next access to the chat's resume records (`recover_crashed(chat_id=…)`), so a replica on
  another host, or a CLI run, finds it too. A marker of another host counts as crashed once it is older
  than `STALE_AFTER` (no run lasts that long: `options.timeout` bounds every search and the LLM call).

A live marker (its request is still running) is never a resume point.
"""

from __future__ import annotations

import os
import socket
from datetime import UTC, datetime, timedelta
from functools import cache
from typing import Any

from sqlalchemy import Connection, delete, select, update

from agentsearch.store._rows import RESUME, utc
from agentsearch.store.records import ResumeStatus

__all__ = ["MARKER_PREFIX", "STALE_AFTER", "is_marker", "marker_id", "process_stamp", "recover_crashed"]

MARKER_PREFIX = "crash_"
STALE_AFTER = timedelta(hours=2)
CRASH_ERROR = "the server stopped before this answer was saved (crash or kill); resume to run it again"
_RUNNING = str(ResumeStatus.RUNNING)


def marker_id(request_id: str) -> str:
    return MARKER_PREFIX + request_id


def is_marker(resume_id: str) -> bool:
    return resume_id.startswith(MARKER_PREFIX)


def _start_time(pid: int) -> str:
    """The process's start time in clock ticks since boot (Linux), so a reused pid is not taken for
    the process that wrote the marker; '' where /proc is not available."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        return fields[19]
    except (OSError, IndexError):
        return ""


@cache
def _this_process() -> dict[str, Any]:
    pid = os.getpid()
    return {"host": socket.gethostname(), "pid": pid, "start": _start_time(pid)}


def process_stamp() -> dict[str, Any]:
    """Who runs the request (stored in the marker's metadata)."""
    stamp = dict(_this_process())
    if stamp["pid"] != os.getpid():  # forked worker: the cached stamp is the parent's
        _this_process.cache_clear()
        stamp = dict(_this_process())
    return stamp


def _alive(stamp: dict[str, Any], created_at: datetime | None, now: datetime) -> bool:
    if stamp.get("host") != socket.gethostname():
        return created_at is not None and now - created_at < STALE_AFTER
    pid = int(stamp.get("pid") or 0)
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # exists, owned by someone else
    return not stamp.get("start") or _start_time(pid) == stamp.get("start")


def _markers(connection: Connection, chat_id: str | None) -> list[Any]:
    where = [
        RESUME.c.status == _RUNNING,
        RESUME.c.resume_id.like(MARKER_PREFIX + "%"),
        RESUME.c.deleted_at.is_(None),
    ]
    if chat_id is not None:
        where.append(RESUME.c.chat_id == chat_id)
    query = select(RESUME.c.id, RESUME.c.metadata, RESUME.c.created_at).where(*where)
    return list(connection.execute(query).mappings())


def crashed_markers(connection: Connection, chat_id: str | None = None) -> list[int]:
    """Row ids of markers whose process is gone (a read: callers skip the write when it is empty)."""
    now = datetime.now(UTC)
    dead: list[int] = []
    for row in _markers(connection, chat_id):
        stamp = ((row["metadata"] or {}).get("process")) or {}
        if not _alive(stamp, utc(row["created_at"]), now):
            dead.append(int(row["id"]))
    return dead


def mark_interrupted(connection: Connection, row_ids: list[int]) -> int:
    """Turn crashed markers into `interrupted` resume points (only those still `running`)."""
    if not row_ids:
        return 0
    result = connection.execute(
        update(RESUME)
        .where(RESUME.c.id.in_(row_ids), RESUME.c.status == _RUNNING)
        .values(status=str(ResumeStatus.INTERRUPTED), error=CRASH_ERROR, updated_at=datetime.now(UTC))
    )
    return int(result.rowcount or 0)


def recover_crashed(connection: Connection, chat_id: str | None = None) -> int:
    return mark_interrupted(connection, crashed_markers(connection, chat_id))


def drop_marker(connection: Connection, request_id: str) -> None:
    """Write 2 reached: the request's marker goes (in Write 2's transaction)."""
    connection.execute(delete(RESUME).where(RESUME.c.resume_id == marker_id(request_id)))
