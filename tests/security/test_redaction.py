"""`agentsearch.redaction`: known secrets and secret-shaped tokens never survive `redact`."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from agentsearch.config import resolve_env
from agentsearch.redaction import (
    MARK,
    MIN_SECRET_LENGTH,
    RedactingStream,
    forget_secret,
    redact,
    redact_data,
    register_secret,
    register_url,
)
from agentsearch.types import Result

SECRET = "tvly-dev-Q7wK2mZ9xR4pL8nB"


@pytest.fixture(autouse=True)
def _registered() -> None:
    register_secret(SECRET)


def test_a_registered_secret_is_replaced_wherever_it_appears() -> None:
    text = f"401 Unauthorized: invalid key {SECRET} (key={SECRET})"
    assert SECRET not in redact(text)
    assert redact(text).startswith("401 Unauthorized: invalid key [REDACTED]")


def test_url_encoded_form_of_a_secret_is_replaced_too() -> None:
    register_secret("k3y/with+special=chars&more")
    echoed = "GET /search?api=k3y%2Fwith%2Bspecial%3Dchars%26more"
    assert "k3y" not in redact(echoed)


def test_environment_reference_registers_the_value(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PLAIN_NAMED_SETTING", "zq8-value-from-env-77")
    assert resolve_env("$ENV.PLAIN_NAMED_SETTING") == "zq8-value-from-env-77"
    assert redact("echo: zq8-value-from-env-77") == f"echo: {MARK}"


def test_secret_named_environment_variables_are_known_without_registration(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SOME_VENDOR_API_KEY", "vendor-abcdefgh-1234")
    assert "vendor-abcdefgh-1234" not in redact("upstream said vendor-abcdefgh-1234")


def test_a_secret_variable_set_or_changed_after_earlier_redactions_is_still_found(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    redact("warm: the environment has been read once")  # later calls skip an unchanged environment
    monkeypatch.setenv("LATE_VENDOR_TOKEN", "late-token-abcdefgh-1")
    assert MARK in redact("echo late-token-abcdefgh-1")
    monkeypatch.setenv("LATE_VENDOR_TOKEN", "rotated-token-abcdefgh-2")
    assert redact("echo rotated-token-abcdefgh-2") == f"echo {MARK}"


def test_password_of_a_database_url_is_registered() -> None:
    register_url("postgresql://app:S3cr3t-pw-for-db@db.internal/prod")
    assert redact("auth failed for S3cr3t-pw-for-db") == f"auth failed for {MARK}"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Authorization: Bearer abc123def456ghi", f"Authorization: Bearer {MARK}"),
        ("GET /search.json?q=x&api_key=abcd1234efgh&num=5", f"GET /search.json?q=x&api_key={MARK}&num=5"),
        ('{"api_key": "zzzzzzzzzz", "q": "x"}', f'{{"api_key": "{MARK}", "q": "x"}}'),
        ("X-Subscription-Token: BSAabcdefghijk", f"X-Subscription-Token: {MARK}"),
        ("postgresql://user:hunter22@db:5432/x", f"postgresql://user:{MARK}@db:5432/x"),
        ("redis://:pw-redis-1@cache:6379/0", f"redis://:{MARK}@cache:6379/0"),
        ('{"password": "p4ssw0rd!"}', f'{{"password": "{MARK}"}}'),
        ("token=ghp_abcdefghij", f"token={MARK}"),
        ("key sk-proj-ABCDEFGHIJKLMNOPQRSTUV rejected", f"key {MARK} rejected"),
        ("as_" + "x" * 43, MARK),
    ],
)
def test_secret_shaped_tokens_are_replaced_even_when_unknown(text: str, expected: str) -> None:
    assert redact(text) == expected


@pytest.mark.parametrize(
    "prose",
    [
        "The bearer of bad news arrived.",
        "The secret: nobody knows it.",
        "max_tokens=100 and tokens: 5",
        "Basic information about tokens",
        "https://example.com:8080/path?q=1",
        "Your password must be at least 8 characters.",
    ],
)
def test_prose_is_left_alone(prose: str) -> None:
    assert redact(prose) == prose


def test_data_is_walked_and_unchanged_data_is_the_same_object() -> None:
    clean = {"a": [1, "x", {"b": None}]}
    assert redact_data(clean) is clean
    dirty = {"trace": [{"error": f"failed: {SECRET}"}], "n": 3}
    assert redact_data(dirty) == {"trace": [{"error": f"failed: {MARK}"}], "n": 3}
    assert SECRET in dirty["trace"][0]["error"]  # the input is not modified


def test_result_error_never_holds_a_secret() -> None:
    assert Result(error=f"web search failed: 401 {SECRET}").error == f"web search failed: 401 {MARK}"


def test_redacting_stream_redacts_writes() -> None:
    import io

    buffer = io.StringIO()
    stream = RedactingStream(buffer)
    stream.write(f"error: {SECRET}\n")
    assert buffer.getvalue() == f"error: {MARK}\n"


def test_log_records_of_every_logger_are_redacted(tmp_path: Path) -> None:
    """In a fresh process: install, then log through a third-party-looking logger with args and a
    traceback; the file the handler writes holds no secret."""
    log_file = tmp_path / "log.txt"
    script = f"""
import logging
from agentsearch.redaction import install_log_redaction, register_secret
install_log_redaction()
register_secret({SECRET!r})
logging.basicConfig(filename={str(log_file)!r}, level=logging.INFO)
logging.getLogger("httpx.some.child").info("request failed: %s", {SECRET!r})
try:
    raise RuntimeError("upstream echoed " + {SECRET!r})
except RuntimeError:
    logging.getLogger("uvicorn.error").exception("boom")
"""
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)
    text = log_file.read_text()
    assert "request failed: [REDACTED]" in text
    assert "upstream echoed [REDACTED]" in text
    assert SECRET not in text


def test_log_arguments_keep_their_shape_for_formatters_that_unpack_them(tmp_path: Path) -> None:
    """uvicorn's access formatter unpacks `record.args`: redaction must keep the tuple and its ints."""
    log_file = tmp_path / "access.txt"
    script = f"""
import logging
from agentsearch.redaction import install_log_redaction, register_secret
from uvicorn.logging import AccessFormatter
install_log_redaction()
register_secret({SECRET!r})
handler = logging.FileHandler({str(log_file)!r})
handler.setFormatter(AccessFormatter('%(client_addr)s "%(request_line)s" %(status_code)s'))
log = logging.getLogger("uvicorn.access")
log.addHandler(handler)
log.setLevel(logging.INFO)
log.info('%s - "%s %s HTTP/%s" %d', "127.0.0.1:5", "GET", "/x?api_key=" + {SECRET!r}, "1.1", 200)
"""
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert "Logging error" not in run.stderr, run.stderr
    assert log_file.read_text() == '127.0.0.1:5 "GET /x?api_key=[REDACTED] HTTP/1.1" 200 OK\n'


def test_logging_without_installation_is_untouched_in_library_use() -> None:
    """The library does not change logging behind a user's back: installation is explicit."""
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "plain %s", ("text",), None)
    assert record.getMessage() == "plain text"


_secret_text = st.text(
    alphabet=st.characters(min_codepoint=33, max_codepoint=0x2FFF), min_size=8, max_size=40
)


@settings(max_examples=150, deadline=None)
@given(secret=_secret_text, before=st.text(max_size=200), after=st.text(max_size=200))
def test_no_registered_secret_survives_in_any_surrounding_text(secret: str, before: str, after: str) -> None:
    assume(len(secret.strip()) >= MIN_SECRET_LENGTH)  # shorter values are not treated as secrets
    register_secret(secret)
    try:
        assert secret.strip() not in redact(before + secret.strip() + after)
    finally:
        forget_secret(secret)  # random values must not redact other tests' text


@settings(max_examples=150, deadline=None)
@given(text=st.text(max_size=400))
def test_redaction_is_idempotent(text: str) -> None:
    once = redact(text)
    assert redact(once) == once


_SHAPE_PARTS = [
    "Bearer ", "BEARER\t", "api_key=", "X-API-KEY: ", "\"client_secret\": \"", "token=", "pwd: '",
    "Password\": \"", "ſecret=", "\u212aEY=", "sk-", "rk-", "as_", "postgres://", "u:", "@", "a1_b2-c3",
    "x" * 16, "9" * 33, " ", "\"", "/", "prose with tokens and keys ", "api_", "x-api-", "\u212a",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(parts=st.lists(st.sampled_from(_SHAPE_PARTS) | st.text(max_size=6), max_size=12))
def test_the_quick_check_never_skips_a_shape_the_patterns_would_replace(parts: list[str]) -> None:
    from agentsearch.redaction import _replace_shapes

    text = "".join(parts)
    assert redact(text) == _replace_shapes(text)


def test_redaction_is_linear_on_hostile_text() -> None:
    """Complexity guard: 2 MB of near-matches of every pattern finishes in well under the bound."""
    script = """
import time
from agentsearch.redaction import redact, register_secret
register_secret("a" * 20)
parts = ["a" * 19 + "b", "x://" + ":" * 300, "Bearer " + "a" * 50, "api_key=" * 50, "sk-" + "-" * 15]
text = " ".join(parts) * 2000
started = time.perf_counter()
redact(text)
print(time.perf_counter() - started)
"""
    out = subprocess.run(
        [sys.executable, "-c", script], check=True, timeout=60, capture_output=True, text=True
    )
    assert float(out.stdout) < 5.0
