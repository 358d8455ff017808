"""Retention (`purge`, `agentsearch store purge`) and the packaged Alembic migration."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from typer.testing import CliRunner, Result

from agentsearch.cli import app
from agentsearch.cli.store import parse_before
from agentsearch.errors import StoreError
from agentsearch.store import Chat, ChatStore, Feedback, Message, Resume, Search, SearchReference
from agentsearch.store.migrate import VERSION_TABLE, current_revision, head_revision
from agentsearch.store.tables import Base


async def _populate(store: ChatStore, chat_id: str) -> None:
    await store.create_chat(Chat(chat_id=chat_id, assistant_id="demo"))
    await store.save_messages(
        chat_id,
        [Message(type="text", request_id=f"r{chat_id}"), Message(type="text", request_id=f"r{chat_id}")],
    )
    await store.save_resume(
        [Resume(chat_id=chat_id, request_id=f"r{chat_id}", assistant_id="a", stack_id="s")]
    )
    await store.save_search(
        Search(
            request_id=f"r{chat_id}",
            chat_id=chat_id,
            source="auto",
            references=[SearchReference(index=1, type="kb", title="t")],
        )
    )
    await store.set_feedback(
        Feedback(chat_id=chat_id, request_id=f"r{chat_id}", target="source", source_id="1", rating="up")
    )


def _count(store: ChatStore, table: str, deleted: bool) -> int:
    with store.engine.connect() as connection:
        clause = "IS NOT NULL" if deleted else "IS NULL"
        return int(
            connection.exec_driver_sql(f"SELECT count(*) FROM {table} WHERE deleted_at {clause}").scalar_one()
        )


async def test_purge_removes_only_soft_deleted_rows_older_than_the_cutoff(store: ChatStore) -> None:
    await _populate(store, "gone")
    await _populate(store, "kept")
    await store.delete_chat("gone")
    await store.delete_messages("kept", [(await store.get_messages("kept"))[0].message_id])

    nothing = await store.purge(datetime.now(UTC) - timedelta(days=1))
    assert sum(nothing.values()) == 0
    assert _count(store, "agent_message", deleted=True) == 3

    counts = await store.purge(datetime.now(UTC) + timedelta(seconds=5))
    assert counts == {
        "agent_message": 3,
        "agent_resume": 1,
        "agent_search": 1,
        "agent_feedback": 1,
        "agent_chat": 1,
    }
    for table in ("agent_chat", "agent_message", "agent_resume", "agent_search", "agent_feedback"):
        assert _count(store, table, deleted=True) == 0
    assert len(await store.get_messages("kept")) == 1
    assert (await store.get_reference("rkept", 1)).title == "t"
    # the purged chat id can be used again
    await store.create_chat(Chat(chat_id="gone", assistant_id="demo"))


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    """The command as a user runs it (a subprocess through `main`, which turns errors into one line)."""
    return subprocess.run(
        [sys.executable, "-c", "from agentsearch.cli import main; main()", "store", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def _invoke(*args: str) -> Result:
    """The command in-process (fast)."""
    return CliRunner().invoke(app, ["store", *args])


async def test_purge_command(store_url: tuple[str, str | None]) -> None:
    url, schema = store_url
    store = await ChatStore.open(url, schema=schema)
    await _populate(store, "gone")
    await store.delete_chat("gone")
    await store.close()
    extra = ["--schema", schema] if schema else []

    kept = _invoke("purge", "--before", "2000-01-01", "--db", url, "--json", *extra)
    assert kept.exit_code == 0, kept.output
    assert sum(json.loads(kept.stdout)["deleted"].values()) == 0

    tomorrow = (datetime.now(UTC) + timedelta(days=1)).date().isoformat()
    done = _invoke("purge", "--before", tomorrow, "--db", url, "--json", *extra)
    assert done.exit_code == 0, done.output
    assert json.loads(done.stdout)["deleted"]["agent_message"] == 2

    migrated = _invoke("migrate", "--db", url, *extra)
    assert migrated.exit_code == 0 and f"revision {head_revision()}" in migrated.stdout


def test_purge_command_as_a_user_runs_it(tmp_path: Path) -> None:
    proc = _cli("purge", "--before", "30d", "--app", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    assert "purged 0 rows" in proc.stdout
    assert (tmp_path / "data" / "agentsearch.db").exists()
    bad = _cli("purge", "--before", "last tuesday", "--app", str(tmp_path))
    assert bad.returncode == 2 and "invalid date 'last tuesday'" in bad.stderr
    assert "Traceback" not in bad.stderr


def test_parse_before() -> None:
    assert parse_before("2026-01-02") == datetime(2026, 1, 2, tzinfo=UTC)
    assert parse_before("2026-01-02T03:04:05+02:00").utcoffset() == timedelta(hours=2)
    earlier = parse_before("2d")
    assert timedelta(days=2) <= datetime.now(UTC) - earlier < timedelta(days=3)
    with pytest.raises(StoreError, match="--before"):
        parse_before("soon")


def test_bad_urls_are_one_line_errors(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="unsupported store database 'mysql'"):
        ChatStore.open_sync("mysql+pymysql://root@127.0.0.1/test")
    with pytest.raises(StoreError, match="schema is only supported on PostgreSQL"):
        ChatStore.open_sync(f"sqlite:///{tmp_path}/x.db", schema="s")


async def test_migration_matches_the_models(store: ChatStore) -> None:
    assert current_revision(store.engine) == head_revision() != ""
    with store.engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"version_table": VERSION_TABLE})
        diff = compare_metadata(context, Base.metadata)
    assert diff == []
    inspector = sa.inspect(store.engine)
    chat_columns = {c["name"] for c in inspector.get_columns("agent_chat")}
    assert {
        "__yao_created_by",
        "__yao_updated_by",
        "__yao_team_id",
        "__yao_tenant_id",
        "deleted_at",
    } <= chat_columns
    indexes = {
        i["name"] for t in ("agent_chat", "agent_message", "agent_resume") for i in inspector.get_indexes(t)
    }
    assert {"idx_chat_assistant", "idx_chat_status", "idx_chat_share", "idx_chat_last_msg"} <= indexes
    assert {"idx_msg_request", "idx_msg_block", "idx_msg_assistant"} <= indexes
    assert {"idx_resume_chat", "idx_resume_request", "idx_resume_status", "idx_resume_stack"} <= indexes
    assert {"idx_resume_parent", "idx_resume_assistant"} <= indexes


async def test_reopening_is_cheap_and_keeps_data(store_url: tuple[str, str | None]) -> None:
    url, schema = store_url
    first = await ChatStore.open(url, schema=schema)
    await first.save_messages("c", [Message(type="text")])
    await first.close()
    again = await ChatStore.open(url, schema=schema)
    assert len(await again.get_messages("c")) == 1
    await again.close()


async def test_in_memory_sqlite_works(tmp_path: Path) -> None:
    store = await ChatStore.open("sqlite://")
    try:
        await store.write_entry(
            Chat(chat_id="c", assistant_id="a"),
            [Message(chat_id="c", type="user_input", role="user", props={"content": "hi"})],
        )
        await asyncio.gather(*(store.save_messages("c", [Message(type="text")]) for _ in range(10)))
        await store.write_exit("c", [Message(type="text", props={"content": "yo"})], [], [])
        assert [m.sequence for m in await store.get_messages("c")] == list(range(1, 13))
    finally:
        await store.close()


def test_an_unreachable_database_is_a_one_line_error() -> None:
    with pytest.raises(StoreError, match="cannot open store") as caught:
        ChatStore.open_sync("postgresql://postgres@127.0.0.1:1/test")
    assert "\n" not in str(caught.value)
