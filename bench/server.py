"""Server load: reference lookups (req/s, CPU per request, p99) on SQLite and PostgreSQL beside a minimal
Starlette app doing the same work (bench._server_apps.minimal_references), and concurrent chat streams
against the fake OpenAI-compatible server (p99 time to first event, errors, every message stored). Each
server runs in its own process (one uvicorn worker, no `nice`); the load client is a raw asyncio HTTP
client on loopback. Ours and the baseline run at the same time and are measured in alternating rounds.

    python -m bench server
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import yaml

from agentsearch.server.auth import hash_key
from agentsearch.store.chat_store import ChatStore
from agentsearch.store.records import Chat, Owner, Search, SearchReference

ROOT = Path(__file__).resolve().parents[1]
KEY = "as_bench_key_000000000000000000000000000000"
POSTGRES_URL = os.environ.get(
    "AGENTSEARCH_TEST_POSTGRES", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)

LOOKUPS = 3000
LOOKUP_CONCURRENCY = 32
STREAM_COUNTS = (50, 200)
_PIDS: dict[str, int] = {}


def _cpu_seconds(pid: int) -> float:
    """User + system CPU of a process and its children (Linux /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        ticks = sum(int(value) for value in fields[11:15])
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return 0.0
    return ticks / os.sysconf("SC_CLK_TCK") + sum(_cpu_seconds(int(child)) for child in children)


def _port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


@contextmanager
def _process(factory: str, env: dict[str, str], workers: int = 1) -> Iterator[str]:
    """A uvicorn process for `factory`; yields its URL (its pid is in `_PIDS[url]`)."""
    port = _port()
    process = subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "--factory", factory, "--port", str(port), "--log-level", "warning",
         "--app-dir", str(ROOT), "--workers", str(workers)],
        env={**os.environ, **env},
        cwd=ROOT,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(url + "/healthz", timeout=1)
                break
            except httpx.HTTPError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"{factory} did not start") from None
                time.sleep(0.1)
        _PIDS[url] = process.pid
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()


def _app(root: Path, llm_url: str = "http://127.0.0.1:9/v1") -> Path:
    (root / "agent").mkdir(parents=True, exist_ok=True)
    keys = {"keys": [{"name": "bench", "hash": hash_key(KEY), "user_id": "bench", "team_id": "t"}]}
    (root / "agent" / "keys.yml").write_text(yaml.safe_dump(keys))
    (root / "connectors").mkdir(exist_ok=True)
    connector = {"type": "openai", "options": {"model": "fake-model", "base_url": llm_url, "key": "sk-bench"}}
    (root / "connectors" / "fake.conn.yml").write_text(yaml.safe_dump(connector))
    shop = root / "assistants" / "shop"
    shop.mkdir(parents=True, exist_ok=True)
    package = {"name": "Shop", "connector": "fake", "prompts": [{"role": "system", "content": "Shop."}],
               "kb": {"collections": ["docs"]}}  # fmt: skip
    (shop / "package.yaml").write_text(yaml.safe_dump(package))
    return root


# ------------------------------------------------------------------------------------ lookups


async def _seed(store: ChatStore, requests: int, refs: int) -> list[str]:
    owner = Owner(user_id="bench", team_id="t")
    ids = []
    for n in range(requests):
        chat_id, request_id = f"c{n}", f"r{n}"
        await store.create_chat(Chat(chat_id=chat_id, assistant_id="shop"), owner=owner)
        references = [
            SearchReference(index=i, type="kb", title=f"doc {i}", url=f"https://e.x/{i}", snippet="s" * 200,
                            content="c" * 2000, metadata={"weight": 0.6, "score": 0.5, "source": "auto"})
            for i in range(1, refs + 1)
        ]  # fmt: skip
        await store.save_search(
            Search(request_id=request_id, chat_id=chat_id, query="q", source="auto", references=references)
        )
        ids.append(request_id)
    return ids


async def _get(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, host: str, path: str) -> int:
    """One keep-alive GET on a raw connection; returns the status (the body is read and dropped)."""
    writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {KEY}\r\n\r\n".encode())
    head = await reader.readuntil(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    await reader.readexactly(length)
    return int(head.split(b" ", 2)[1])


async def _lookups(url: str, request_ids: list[str], refs: int) -> tuple[float, float, float, int]:
    """LOOKUP_CONCURRENCY keep-alive connections, each a loop of GETs (a wrk-like raw client)."""
    latencies: list[float] = []
    errors = 0
    rng = random.Random(7)
    paths = [f"/v1/chat/references/{rng.choice(request_ids)}/{rng.randint(1, refs)}" for _ in range(LOOKUPS)]
    host, port = url.removeprefix("http://").split(":")

    async def worker(share: list[str]) -> None:
        nonlocal errors
        reader, writer = await asyncio.open_connection(host, int(port))
        try:
            for path in share:
                started = time.perf_counter()
                try:
                    status = await _get(reader, writer, host, path)
                except (OSError, asyncio.IncompleteReadError):
                    errors += 1
                    reader, writer = await asyncio.open_connection(host, int(port))
                    continue
                latencies.append(time.perf_counter() - started)
                if status != 200:
                    errors += 1
        finally:
            writer.close()

    started = time.perf_counter()
    await asyncio.gather(*(worker(paths[i::LOOKUP_CONCURRENCY]) for i in range(LOOKUP_CONCURRENCY)))
    wall = time.perf_counter() - started
    return LOOKUPS / wall, _percentile(latencies, 0.5) * 1000, _percentile(latencies, 0.99) * 1000, errors


ROUNDS = 4


def bench_lookups(backend: str, workers: int = 1) -> None:
    """agentsearch beside the minimal Starlette app (bench._server_apps.minimal_references) over the same
    store, both running at once, measured in alternating rounds so both see the same machine load."""
    with tempfile.TemporaryDirectory() as tmp:
        app_dir = _app(Path(tmp) / "app")
        env = {"BENCH_APP_DIR": str(app_dir), "AGENTSEARCH_DATA_DIR": str(Path(tmp) / "data")}
        if backend == "sqlite":
            url = f"sqlite:///{Path(tmp) / 'data' / 'agentsearch.db'}"
            store = ChatStore.open_sync(url)
            env["AGENTSEARCH_STORE_URL"] = url
        else:
            schema = f"bench_{uuid.uuid4().hex[:10]}"
            store = ChatStore.open_sync(POSTGRES_URL, schema=schema)
            env.update({"AGENTSEARCH_STORE_URL": POSTGRES_URL, "AGENTSEARCH_STORE_SCHEMA": schema})
        ids = asyncio.run(_seed(store, 200, 10))
        store.close_sync()
        apps = {
            "agentsearch": "bench._server_apps:chat_app",
            "minimal": "bench._server_apps:minimal_references",
        }
        figures: dict[str, dict[str, list[float]]] = {name: {} for name in apps}
        with (
            _process(apps["agentsearch"], env, workers) as ours,
            _process(apps["minimal"], env, workers) as base,
        ):
            urls = {"agentsearch": ours, "minimal": base}
            for url in urls.values():
                asyncio.run(_lookups(url, ids[:20], 10))  # warm up (prepared statements, caches)
            for _ in range(ROUNDS):
                for name, url in urls.items():
                    cpu = _cpu_seconds(_PIDS[url])
                    rps, p50, p99, errors = asyncio.run(_lookups(url, ids, 10))
                    cpu_ms = (_cpu_seconds(_PIDS[url]) - cpu) * 1000 / LOOKUPS
                    for key, value in (
                        ("rps", rps),
                        ("p50", p50),
                        ("p99", p99),
                        ("cpu", cpu_ms),
                        ("err", errors),
                    ):
                        figures[name].setdefault(key, []).append(value)
        med = {name: {k: _percentile(v, 0.5) for k, v in f.items()} for name, f in figures.items()}
        for name in apps:
            m = med[name]
            print(
                f"reference lookup [{backend}, {workers} worker(s)] {name:>11}: {m['rps']:,.0f} req/s, "
                f"CPU {m['cpu']:.3f} ms/request, p50 {m['p50']:.1f} ms, p99 {m['p99']:.1f} ms, "
                f"errors {sum(figures[name]['err']):.0f}",
                flush=True,
            )
        ratio = med["agentsearch"]["cpu"] / med["minimal"]["cpu"]
        print(
            f"reference lookup [{backend}]: agentsearch CPU/request = {ratio:.2f}x the minimal app "
            f"(median of {ROUNDS} alternating rounds of {LOOKUPS} GETs, {LOOKUP_CONCURRENCY} concurrent)",
            flush=True,
        )


# ------------------------------------------------------------------------------------ streams


#: Questions a shop customer asks the bundled demo assistant (KB handbook + shop database, extractive).
DEMO_QUESTIONS = [
    "What is the return policy for headphones, and which Sony products cost under $400?",
    "How long does shipping take to Canada?",
    "Which laptops have at least 16 GB of memory?",
    "耳机可以退货吗？",
    "When is the store open on Sundays?",
    "What does the warranty cover for phones?",
    "List the orders of customer Alice",
    "Cheapest noise cancelling headphones",
]


def _request_bytes(host: str, port: int, n: int, assistant: str = "shop") -> bytes:
    if assistant == "demo":
        question = DEMO_QUESTIONS[n % len(DEMO_QUESTIONS)]
        payload: dict[str, Any] = {
            "assistant_id": "demo",
            "messages": [{"role": "user", "content": question}],
        }
    else:
        payload = {
            "assistant_id": assistant,
            "messages": [{"role": "user", "content": f"question {n}: what is the return policy?"}],
            "options": {"search": {"need_search": True, "search_types": ["kb"], "confidence": 1.0}},
        }
    body = json.dumps(payload).encode()
    head = (
        f"POST /v1/chat/events HTTP/1.0\r\nHost: {host}:{port}\r\nAuthorization: Bearer {KEY}\r\n"
        f"Content-Type: application/json\r\nAccept: text/event-stream\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    return head.encode() + body


def _dechunk(data: bytes) -> bytes:
    out, position = [], 0
    while True:
        line_end = data.index(b"\r\n", position)
        size = int(data[position:line_end].split(b";")[0], 16)
        if size == 0:
            return b"".join(out)
        out.append(data[line_end + 2 : line_end + 2 + size])
        position = line_end + 2 + size + 2


async def _stream(
    url: str, n: int, assistant: str = "shop"
) -> tuple[float, float, dict[str, Any] | None, str]:
    """One chat over a raw HTTP/1.0 connection (closed by the server at the end): the client does almost
    no work while streams run, so the times are the server's, not those of a busy Python client."""
    host, port = url.removeprefix("http://").split(":")
    request = _request_bytes(host, int(port), n, assistant)
    started = time.perf_counter()
    first = first_message = 0.0
    chunks: list[bytes] = []
    try:
        reader, writer = await asyncio.open_connection(host, int(port))
        writer.write(request)
        await writer.drain()
        seen = b""
        while True:
            chunk = await reader.read(65536)
            if not chunk:
                break
            chunks.append(chunk)
            if not first_message:
                seen += chunk
                body = seen.split(b"\r\n\r\n", 1)[1] if b"\r\n\r\n" in seen else b""
                if not first and b"event:" in body:
                    first = time.perf_counter() - started
                if b"event: message" in body:
                    first_message = time.perf_counter() - started
        writer.close()
    except OSError as exc:
        return 0.0, 0.0, None, type(exc).__name__
    head, _, body = b"".join(chunks).partition(b"\r\n\r\n")
    status = head.split(b" ", 2)[1].decode() if b" " in head else "?"
    if status != "200":
        return 0.0, 0.0, None, f"HTTP {status}"
    if b"transfer-encoding: chunked" in head.lower():
        body = _dechunk(body)
    end: dict[str, Any] | None = None
    for block in body.decode().split("\n\n"):
        if block.startswith("event: end"):
            end = json.loads(block.split("data:", 1)[1])
    if end is None or end.get("status") != "completed":
        return first, first_message, end, f"status {end.get('status') if end else 'none'}"
    return first, first_message, end, ""


async def _stored(outcomes: list[Any], store_url: str, schema: str | None) -> int:
    """Streams whose user message, answer and references are all in the store."""
    store = await ChatStore.open(store_url, schema=schema, migrate=False)
    stored = 0
    for _, _, end, error, _ in outcomes:
        if error or end is None:
            continue
        messages = await store.get_messages(end["chat_id"])
        has_user = any(m.role == "user" for m in messages)
        has_answer = any(
            m.role == "assistant" and m.type == "text" and m.props.get("content") for m in messages
        )
        refs = await store.get_searches(end["request_id"])
        if has_user and has_answer and refs:
            stored += 1
    await store.close()
    return stored


async def _timed_stream(
    url: str, n: int, assistant: str
) -> tuple[float, float, dict[str, Any] | None, str, float]:
    started = time.perf_counter()
    first, first_message, end, error = await _stream(url, n, assistant)
    return first, first_message, end, error, time.perf_counter() - started


async def _round(url: str, streams: int, assistant: str = "shop") -> tuple[list[Any], float]:
    """`streams` chats started at once; returns their outcomes and the server's CPU ms per stream."""
    cpu_before = _cpu_seconds(_PIDS[url])
    outcomes = await asyncio.gather(*(_timed_stream(url, n, assistant) for n in range(streams)))
    return outcomes, (_cpu_seconds(_PIDS[url]) - cpu_before) * 1000 / streams


def _summary(name: str, streams: int, outcomes: list[Any], cpu_ms: float, stored: str) -> str:
    ok = [o for o in outcomes if not o[3]]
    errors = sorted({o[3] for o in outcomes if o[3]})
    if not ok:
        return f"{name:>11}: every stream failed: {errors}"
    firsts = [o[0] * 1000 for o in ok]
    totals = [o[4] for o in ok]
    f50, f99 = _percentile(firsts, 0.5), _percentile(firsts, 0.99)
    d10, d90 = _percentile(totals, 0.1), _percentile(totals, 0.9)
    failed = len(outcomes) - len(ok)
    return (
        f"{name:>11}: first event p50 {f50:5.0f} ms, p99 {f99:5.0f} ms; stream done p10 {d10:4.1f} s,"
        f" p90 {d90:4.1f} s; CPU {cpu_ms:5.1f} ms/stream; errors {failed} {errors or ''}{stored}"
    )


def bench_streams(backend: str, counts: tuple[int, ...] = STREAM_COUNTS, demo: bool = False) -> None:
    """agentsearch beside `bench._server_apps:minimal_chat` (start event, the LLM stream relayed, one
    insert), both running at once and measured in alternating rounds against the same fake LLM.

    `demo`: ours is `agentsearch serve` over the bundled demo app (handbook KB with the USE embedder,
    the shop database, the extractive answerer), asked DEMO_QUESTIONS; else the `shop` assistant of
    `_app` (a fixed two-document KB handler, answers from the fake LLM)."""
    with tempfile.TemporaryDirectory() as tmp, _process("bench._server_apps:fake_llm", {}) as llm:
        app_dir = _app(Path(tmp) / "app", llm + "/v1")
        env = {"BENCH_APP_DIR": str(app_dir), "AGENTSEARCH_DATA_DIR": str(Path(tmp) / "data"),
               "BENCH_LLM_URL": llm + "/v1", "BENCH_MINIMAL_DB": str(Path(tmp) / "minimal.db")}  # fmt: skip
        schema: str | None = None
        if backend == "sqlite":
            store_url = f"sqlite:///{Path(tmp) / 'data' / 'agentsearch.db'}"
        else:
            store_url, schema = POSTGRES_URL, f"bench_{uuid.uuid4().hex[:10]}"
            env["AGENTSEARCH_STORE_SCHEMA"] = schema
        env["AGENTSEARCH_STORE_URL"] = store_url
        ChatStore.open_sync(store_url, schema=schema).close_sync()
        factory, assistant = "bench._server_apps:chat_app", "shop"
        if demo:
            factory, assistant = "agentsearch.server.app:app_from_env", "demo"
            env["AGENTSEARCH_APP_DIR"] = str(ROOT / "src" / "agentsearch" / "demo_app")
            env["AGENTSEARCH_API_KEYS"] = json.dumps([{"hash": hash_key(KEY), "user_id": "bench"}])
        label = f"{'demo ' if demo else ''}chat streams [{backend}"
        with _process(factory, env) as ours, _process("bench._server_apps:minimal_chat", env) as base:
            for url, name in ((ours, assistant), (base, "shop")):  # warm up: assistant, connector, KB
                for warm in range(4):
                    asyncio.run(_stream(url, warm, name))
            for streams in counts:
                for name, url in (("agentsearch", ours), ("minimal", base)):
                    outcomes, cpu_ms = asyncio.run(_round(url, streams, assistant if url == ours else "shop"))
                    stored = ""
                    if name == "agentsearch":
                        count = asyncio.run(_stored(outcomes, store_url, schema))
                        stored = f"; stored completely {count}/{streams}"
                    line = _summary(name, streams, outcomes, cpu_ms, stored)
                    print(f"{label}, {streams} concurrent] {line}", flush=True)


def _postgres_up() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 5432), timeout=1):
            return True
    except OSError:
        return False


def main() -> None:
    backends = ["sqlite", "postgresql"] if _postgres_up() else ["sqlite"]
    for backend in backends:
        bench_lookups(backend)
    for backend in backends:
        bench_streams(backend)
    bench_streams("sqlite", demo=True)


if __name__ == "__main__":
    main()
