"""Hostile documents, URLs and config files: bounded work, one clear line, nothing lost.

Complexity guards run in a fresh interpreter with a generous bound; they are not benchmarks.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytest_httpserver import HTTPServer

from agentsearch.errors import ConfigError
from agentsearch.handlers.kb.documents import ParseError, read_file, read_jsonl
from agentsearch.layer.ssrf import UnsafeURL, check_url, is_public_address

CLI = str(Path(sys.executable).parent / "agentsearch")


def _guard(code: str, bound: float) -> None:
    """Complexity guard: imports first, then only `code` is timed, in a fresh interpreter."""
    setup = "import time, pathlib\nfrom agentsearch.handlers.kb.documents import read_file, ParseError\n"
    script = f"{setup}started = time.perf_counter()\n{code}\nprint(time.perf_counter() - started)\n"
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert float(out.stdout.strip().splitlines()[-1]) < bound


# ------------------------------------------------------------------------------ KB documents


def test_8000_nested_divs_are_read_in_under_two_seconds(tmp_path: Path) -> None:
    page = tmp_path / "deep.html"
    page.write_text("<html><body>" + "<div>" * 8000 + "deep text" + "</div>" * 8000 + "</body></html>")
    _guard(
        f"assert 'deep text' in read_file(pathlib.Path({str(page)!r})).text",
        bound=2.0,
    )


@pytest.mark.parametrize("unit", ["<div>", "<a ", "<!--x>", "<![CDATA[x>", "<", "<a b='x>", "</p x"])
def test_500kb_of_broken_markup_is_read_in_bounded_time(tmp_path: Path, unit: str) -> None:
    page = tmp_path / "broken.html"
    page.write_text("<p>lead text</p>" + unit * (500_000 // len(unit)))
    _guard(
        f"try:\n    read_file(pathlib.Path({str(page)!r}))\nexcept ParseError:\n    pass",
        bound=5.0,
    )


def test_html_keeps_title_headings_and_blocks_and_drops_scripts(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text(
        "<html><head><title>The  Title</title><style>p{}</style></head><body>"
        "<h2>Returns <b>policy</b></h2><p>Within 30 days &amp; free.</p><script>alert(1)</script>"
        "<div>line one<br>line two</div></body></html>"
    )
    document = read_file(page)
    assert document.title == "The Title"
    assert document.text == "## Returns policy\n\nWithin 30 days & free.\n\nline one\nline two"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_not_read_forever(tmp_path: Path) -> None:
    fifo = tmp_path / "notes.txt"
    os.mkfifo(fifo)
    with pytest.raises(ParseError, match="not a regular file"):
        read_file(fifo)
    jsonl = tmp_path / "docs.jsonl"
    os.mkfifo(jsonl)
    with pytest.raises(ParseError, match="not a regular file"):
        list(read_jsonl(jsonl))


def test_a_jsonl_line_with_a_lone_surrogate_is_skipped_with_its_line_number(tmp_path: Path) -> None:
    path = tmp_path / "docs.jsonl"
    path.write_text('{"id": "a", "text": "bad \\ud800 text"}\n{"id": "b", "text": "good text"}\n')
    parsed = list(read_jsonl(path))
    assert isinstance(parsed[0], ParseError) and f"{path}:1: invalid Unicode" in str(parsed[0])
    assert not isinstance(parsed[1], ParseError) and parsed[1].id == "b"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(markup=st.text(alphabet=st.sampled_from(list("<>/!-[]'\"=a b&#;xdivp\n")), max_size=300))
def test_any_markup_reads_or_is_a_parse_error(tmp_path: Path, markup: str) -> None:
    page = tmp_path / "fuzz.html"
    page.write_text(markup)
    with contextlib.suppress(ParseError):
        read_file(page)


# ------------------------------------------------------------------------------ KB CLI


def _kb(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "AGENTSEARCH_DATA_DIR": str(tmp_path / "data")}
    return subprocess.run([CLI, "kb", *args], capture_output=True, text=True, env=env, timeout=120)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--chunk-tokens", "0"], "error: chunk_tokens: Input should be greater than or equal to 16"),
        (["--chunk-tokens", "100", "--overlap", "200"], "must be smaller than chunk_tokens (100)"),
    ],
)
def test_bad_chunking_is_one_line(tmp_path: Path, args: list[str], message: str) -> None:
    run = _kb(tmp_path, "create", "x", *args)
    assert run.returncode == 2 and message in run.stderr
    assert "Traceback" not in run.stderr and len(run.stderr.strip().splitlines()) == 1


def test_an_unreachable_postgresql_store_fails_create_and_leaves_nothing(tmp_path: Path) -> None:
    store = json.dumps({"backend": "postgres", "url": "postgresql://postgres:pw-t19-secret@127.0.0.1:1/x"})
    run = _kb(tmp_path, "create", "remote", "--store", store)
    assert run.returncode == 2 and "cannot reach the collection's store" in run.stderr, run.stderr
    assert "pw-t19-secret" not in run.stderr and "Traceback" not in run.stderr
    assert not (tmp_path / "data" / "kb" / "remote").exists()


# ------------------------------------------------------------------------------ SSRF and page size


@pytest.mark.parametrize(
    "address",
    [
        "2002:7f00:1::1",  # 6to4 of 127.0.0.1
        "2002:a9fe:a9fe::",  # 6to4 of 169.254.169.254 (cloud metadata)
        "2002:0a00:0001::1",  # 6to4 of 10.0.0.1
        "64:ff9b::7f00:1",  # NAT64 of 127.0.0.1
        "::127.0.0.1",  # IPv4-compatible loopback
        "::ffff:169.254.169.254",
    ],
)
def test_ipv6_forms_of_private_ipv4_are_refused(address: str) -> None:
    assert not is_public_address(address)


async def test_a_6to4_loopback_url_is_refused() -> None:
    with pytest.raises(UnsafeURL):
        await check_url("http://[2002:7f00:1::1]/")


def test_public_6to4_and_nat64_stay_allowed() -> None:
    assert is_public_address("2002:0808:0808::1") and is_public_address("64:ff9b::808:808")


async def test_a_huge_page_is_read_only_up_to_the_cap(httpserver: HTTPServer) -> None:
    """The thread puller streams a page and stops at its byte cap (the fake sends 30 MB)."""
    import httpx

    from agentsearch.layer import threads
    from agentsearch.layer.threads import ThreadOptions, _web_node

    def body() -> object:
        chunk = b"x" * 1_000_000
        for _ in range(30):
            yield chunk

    from werkzeug import Response

    httpserver.expect_request("/big").respond_with_handler(
        lambda _r: Response(body(), content_type="text/html")
    )
    read: list[int] = []
    original = threads._read_capped

    async def spy(response: httpx.Response, limit: int) -> bytes:
        data = await original(response, limit)
        read.append(len(data))
        return data

    threads._read_capped = spy  # type: ignore[assignment]
    try:
        async with httpx.AsyncClient() as http:
            node = await _web_node(httpserver.url_for("/big"), 1, http, ThreadOptions(allow_private=True))
    finally:
        threads._read_capped = original  # type: ignore[assignment]
    assert node["kind"] == "web"
    assert read == [threads._MAX_PAGE_BYTES]


# ------------------------------------------------------------------------------ config files


def _app(tmp_path: Path) -> Path:
    root = tmp_path / "app"
    (root / "agent").mkdir(parents=True)
    (root / "assistants" / "helper").mkdir(parents=True)
    (root / "assistants" / "helper" / "package.yao").write_text('{"name": "Helper"}')
    return root


def _load(root: Path) -> None:
    from agentsearch.agent.app import load_app

    load_app(root)


@pytest.mark.parametrize(
    ("file", "content", "message"),
    [
        (
            "agent/search.yml",
            b"kb:\n  limit: 5\n\xff\xfe\x00binary",
            "not UTF-8 text (byte 0xff at offset 15)",
        ),
        ("assistants/helper/package.yao", b'{"name": "\xc3("}', "not UTF-8 text (byte 0xc3 at offset 10)"),
        ("agent/agent.yml", b"uses: [builtin]\n", "uses: expected a mapping of tool: value"),
        (
            "agent/agent.yml",
            b"usees:\n  web: builtin\n",
            "usees: unknown key (known: connector, hooks, trace, uses)",
        ),
        (
            "agent/agent.yml",
            b"uses:\n  web: no-such-assistant\n",
            "uses.web: unknown assistant 'no-such-assistant'",
        ),
    ],
)
def test_a_bad_config_file_is_one_line_naming_file_and_key(
    tmp_path: Path, file: str, content: bytes, message: str
) -> None:
    root = _app(tmp_path)
    (root / file).write_bytes(content)
    with pytest.raises(ConfigError) as caught:
        _load(root)
    text = str(caught.value)
    assert message in text and str(root / file) in text and "\n" not in text


def test_bad_config_through_the_cli_is_one_line_without_a_traceback(tmp_path: Path) -> None:
    root = _app(tmp_path)
    (root / "agent" / "agent.yml").write_bytes(b"uses: [builtin]\n")
    env = {**os.environ, "AGENTSEARCH_DATA_DIR": str(tmp_path / "data")}
    run = subprocess.run(
        [CLI, "chat", "helper", "hello", "--app", str(root)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert "uses: expected a mapping" in run.stderr
