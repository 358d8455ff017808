"""`kill -9` of the server mid-answer: the request becomes a resume point, and resuming answers it.

A real server process (uvicorn, SQLite store file) answers through a slow OpenAI-compatible fake; the
test kills it with SIGKILL while the answer streams, starts a new process on the same store and
resumes the chat over HTTP — and, separately, through the CLI (`chat --resume`).
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.server.fake_openai import FakeOpenAI
from tests.server.support import (
    SEARCH_KB,
    LiveServer,
    bearer,
    free_port,
    parse_sse,
    start_live,
    write_chat_app,
)

from agentsearch.store.chat_store import ChatStore

HERE = Path(__file__).resolve().parents[1] / "server"


@pytest.fixture
def slow_llm() -> Iterator[FakeOpenAI]:
    fake = FakeOpenAI(delay=0.3, words_per_chunk=1)
    server: LiveServer = start_live(fake.app)  # type: ignore[arg-type]
    fake.url = server.url  # type: ignore[attr-defined]
    yield fake
    server.stop()


def _serve(app_dir: Path, port: int, store_url: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "AGENTSEARCH_STORE_URL": store_url}
    return subprocess.Popen(
        [sys.executable, str(HERE / "serve_for_test.py"), str(app_dir), str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def _wait_up(url: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        assert process.poll() is None, process.stderr.read().decode() if process.stderr else ""
        try:
            if httpx.get(url + "/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            time.sleep(0.1)
    raise AssertionError("server did not start")


def _start_and_kill(url: str, process: subprocess.Popen[bytes]) -> str:
    """Start a chat, wait until the answer streams, SIGKILL the server; returns the chat id."""
    body = {
        "assistant_id": "shop",
        "messages": [{"role": "user", "content": "What is the return policy for headphones?"}],
        "options": SEARCH_KB,
    }
    seen: dict[str, Any] = {}
    streaming = threading.Event()

    def read() -> None:
        try:
            with httpx.stream(
                "POST", url + "/v1/chat/events", json=body, headers=bearer("alice"), timeout=60
            ) as r:
                for line in r.iter_lines():
                    if line.startswith("data:") and '"chat_id"' in line and "chat_id" not in seen:
                        import json

                        seen["chat_id"] = json.loads(line[5:])["chat_id"]
                    if '"type": "text"' in line or '"type":"text"' in line:
                        streaming.set()
        except httpx.HTTPError:
            streaming.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    assert streaming.wait(30), "the answer never started streaming"
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=10)
    reader.join(timeout=10)
    return str(seen["chat_id"])


def test_a_killed_server_leaves_a_resume_point_that_resumes_over_http(
    tmp_path: Path, slow_llm: FakeOpenAI
) -> None:
    app_dir = write_chat_app(tmp_path / "app", slow_llm.url + "/v1")  # type: ignore[attr-defined]
    store_url = f"sqlite:///{tmp_path / 'store.db'}"
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    first = _serve(app_dir, port, store_url)
    try:
        _wait_up(url, first)
        chat_id = _start_and_kill(url, first)
    finally:
        if first.poll() is None:
            first.kill()
    # no Write 2 happened: only the user message and the running marker are stored
    store = ChatStore.open_sync(store_url)
    try:
        messages = asyncio.run(store.get_messages(chat_id))
        assert [m.type for m in messages] == ["user_input"]
    finally:
        store.close_sync()
    slow_llm.delay = 0.0
    second = _serve(app_dir, port, store_url)
    try:
        _wait_up(url, second)
        response = httpx.post(f"{url}/v1/chats/{chat_id}/resume", headers=bearer("alice"), timeout=60)
        assert response.status_code == 200, response.text
        end = parse_sse(response.text)[-1][1]
        assert end["status"] == "completed" and end["chat_id"] == chat_id
        assert 'data-ref-id="1"' in end["answer"]
        again = httpx.post(f"{url}/v1/chats/{chat_id}/resume", headers=bearer("alice"), timeout=30)
        assert again.status_code == 409  # resumed once, nothing left
        # someone else still cannot resume it
        assert httpx.post(f"{url}/v1/chats/{chat_id}/resume", headers=bearer("bob")).status_code == 404
    finally:
        second.terminate()
        second.wait(timeout=15)


async def test_a_running_request_is_not_a_resume_point_and_a_dead_one_is(tmp_path: Path) -> None:
    """The store's view: a marker of a live process is invisible; the same marker of a dead pid is an
    interrupted resume point on the next read."""
    from agentsearch.store._crash import marker_id, process_stamp
    from agentsearch.store.records import Chat, Message, Resume

    store = await ChatStore.open(f"sqlite:///{tmp_path / 's.db'}")
    try:

        def marker(request_id: str, process: dict[str, Any]) -> Resume:
            return Resume(
                resume_id=marker_id(request_id),
                chat_id="c1",
                request_id=request_id,
                assistant_id="shop",
                stack_id="stk_" + request_id,
                type="input",
                status="running",
                input={"messages": [{"role": "user", "content": "hi"}]},
                sequence=0,
                metadata={"options": {}, "process": process},
            )

        user = Message(chat_id="c1", request_id="r1", role="user", type="user_input", props={"content": "hi"})
        await store.write_entry(
            Chat(chat_id="c1", assistant_id="shop"), [user], marker=marker("r1", process_stamp())
        )
        assert await store.get_last_resume("c1") is None and await store.get_resume("c1") == []
        dead = subprocess.Popen([sys.executable, "-c", "pass"])
        dead.wait()
        stamp = {**process_stamp(), "pid": dead.pid, "start": ""}
        user2 = Message(
            chat_id="c1", request_id="r2", role="user", type="user_input", props={"content": "hi"}
        )
        await store.write_entry(None, [user2], marker=marker("r2", stamp))
        last = await store.get_last_resume("c1")
        assert last is not None and last.request_id == "r2" and last.status == "interrupted"
        assert "server stopped" in (last.error or "")
        # Write 2 of r1 removes its marker in the same transaction
        await store.write_exit("c1", [], [], [], finished_request="r1")
        assert [r.request_id for r in await store.get_resume("c1")] == ["r2"]
    finally:
        await store.close()


def test_cli_chat_resume_continues_a_crashed_request(tmp_path: Path, slow_llm: FakeOpenAI) -> None:
    app_dir = write_chat_app(tmp_path / "app", slow_llm.url + "/v1")  # type: ignore[attr-defined]
    store_url = f"sqlite:///{tmp_path / 'store.db'}"
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    server = _serve(app_dir, port, store_url)
    try:
        _wait_up(url, server)
        chat_id = _start_and_kill(url, server)
    finally:
        if server.poll() is None:
            server.kill()
    slow_llm.delay = 0.0
    cli = str(Path(sys.executable).parent / "agentsearch")
    env = {**os.environ, "AGENTSEARCH_STORE_URL": store_url}
    run = subprocess.run(
        [cli, "chat", "shop", "--app", str(app_dir), "--resume", chat_id],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert "nothing to resume" not in (run.stdout + run.stderr), run.stdout + run.stderr
    assert run.returncode == 0, run.stderr
