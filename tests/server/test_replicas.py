"""Replicas share state only through the database: two server processes on one PostgreSQL, and
`agentsearch serve --workers 2` on SQLite."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from agentsearch.store.chat_store import ChatStore

from .fake_openai import FakeOpenAI
from .support import (
    KEYS,
    SEARCH_KB,
    LiveServer,
    bearer,
    free_port,
    parse_sse,
    start_live,
    write_app,
    write_chat_app,
)

HERE = Path(__file__).resolve().parent
CLI = "import sys; from agentsearch.cli import main; sys.argv[0] = 'agentsearch'; main()"


def wait_up(url: str, process: subprocess.Popen[bytes], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited: {process.stderr.read().decode() if process.stderr else ''}")
        try:
            if httpx.get(url + "/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"{url} did not come up")


def stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@pytest.fixture
def llm() -> Iterator[LiveServer]:
    fake = FakeOpenAI()
    server = start_live(fake.app)  # type: ignore[arg-type]
    yield server
    server.stop()


def test_two_server_processes_on_one_postgresql_resolve_each_others_references(
    postgres_url: str, tmp_path: Path, llm: LiveServer
) -> None:
    schema = f"replicas_{uuid.uuid4().hex[:12]}"
    ChatStore.open_sync(postgres_url, schema=schema).close_sync()  # migrate once, before both start
    app_dir = write_chat_app(tmp_path / "app", llm.url + "/v1")
    env = {**os.environ, "AGENTSEARCH_STORE_URL": postgres_url, "AGENTSEARCH_STORE_SCHEMA": schema}
    ports = [free_port(), free_port()]
    processes = [
        subprocess.Popen(
            [sys.executable, str(HERE / "serve_for_test.py"), str(app_dir), str(port)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        for port in ports
    ]
    try:
        one, two = (f"http://127.0.0.1:{port}" for port in ports)
        wait_up(one, processes[0])
        wait_up(two, processes[1])
        body = {
            "assistant_id": "shop",
            "messages": [{"role": "user", "content": "returns?"}],
            "options": SEARCH_KB,
        }
        response = httpx.post(f"{one}/v1/chat/events", json=body, headers=bearer("alice"), timeout=30)
        end = parse_sse(response.text)[-1][1]
        assert end["status"] == "completed"
        # the reference stored by replica one resolves on replica two, for alice and not for bob
        ref = httpx.get(f"{two}/v1/chat/references/{end['request_id']}/1", headers=bearer("alice"))
        assert ref.status_code == 200 and ref.json()["title"] == "Return policy"
        assert (
            httpx.get(f"{two}/v1/chat/references/{end['request_id']}/1", headers=bearer("bob")).status_code
            == 404
        )
        chats = httpx.get(f"{two}/v1/chats", headers=bearer("alice")).json()
        assert [chat["chat_id"] for chat in chats["data"]] == [end["chat_id"]]
        # and a second turn on replica two continues the same chat
        body["chat_id"] = end["chat_id"]
        second = httpx.post(f"{two}/v1/chat/events", json=body, headers=bearer("alice"), timeout=30)
        assert parse_sse(second.text)[-1][1]["chat_id"] == end["chat_id"]
        messages = httpx.get(f"{one}/v1/chats/{end['chat_id']}/messages", headers=bearer("alice")).json()[
            "data"
        ]
        assert len([m for m in messages if m["role"] == "user"]) == 2
    finally:
        for process in processes:
            stop(process)


def test_agentsearch_serve_with_two_workers_and_a_one_off_key(tmp_path: Path) -> None:
    app_dir = write_app(tmp_path / "app")
    (app_dir / "agent" / "keys.yml").unlink()  # no keys configured: serve prints a one-off key
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("AGENTSEARCH_")}
    env["AGENTSEARCH_DATA_DIR"] = str(tmp_path / "data")
    env["PYTHONUNBUFFERED"] = "1"  # the key line must reach the pipe before the process ends
    process = subprocess.Popen(
        [sys.executable, "-c", CLI, "serve", "--app", str(app_dir), "--port", str(port), "--workers", "2"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        url = f"http://127.0.0.1:{port}"
        wait_up(url, process)
        assert process.stdout is not None
        key = ""
        deadline = time.monotonic() + 10
        while not key and time.monotonic() < deadline:
            line = process.stdout.readline().decode()
            if "#key=" in line:
                key = line.strip().split("#key=", 1)[1]
        assert key.startswith("as_")
        for _ in range(6):  # several connections, so both workers answer
            me = httpx.get(url + "/v1/me", headers={"Authorization": f"Bearer {key}"})
            assert me.status_code == 200 and me.json()["user_id"] == "local"
        assert httpx.get(url + "/v1/me", headers=bearer("alice")).status_code == 401
        assert KEYS  # the test keys were removed with keys.yml
    finally:
        stop(process)
