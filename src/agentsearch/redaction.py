"""Secrets never leave the process: the one function every error, event, log line and record goes through.

Upstreams echo what they were sent (an OpenAI-compatible server answering `401 invalid key Bearer sk-…`,
a search API quoting `api_key=…` in its error body), and that text used to be copied verbatim into
`Result.error`, SSE traces, stored messages, searches, resume records and CLI output. Two defences, both
applied by `redact`:

- **Known secrets.** Whatever the project resolves as a secret — provider and connector keys, embedder
  keys, passwords in database / Redis URLs — is registered here (`register_secret`, `register_url`) the
  moment it is read, and so are the values of environment variables whose names say they hold one
  (`*_API_KEY`, `*_TOKEN`, `*_SECRET`, `*_PASSWORD`). Every occurrence is replaced, URL-encoded forms
  included.
- **Generic shapes.** `Bearer <token>`, `api_key=…` / `"x-api-key": "…"` style pairs, `sk-…` and our own
  `as_…` keys, and `scheme://user:password@host`, whether or not the value is known.

`redact_data` walks JSON-like data (events, stored records); `install_log_redaction` makes every log
record of the process pass through `redact`. Everything here is linear in the text.
"""

from __future__ import annotations

import logging
import os
import re
import threading
from collections.abc import Mapping
from typing import Any
from urllib.parse import quote, quote_plus, unquote, urlsplit

__all__ = [
    "MARK",
    "MIN_SECRET_LENGTH",
    "RedactingStream",
    "forget_secret",
    "install_log_redaction",
    "known_secret_count",
    "redact",
    "redact_data",
    "register_secret",
    "register_url",
    "unredacted",
]

MARK = "[REDACTED]"
#: Shorter values are not treated as secrets: redacting "admin" or "1234" everywhere would mangle text,
#: and the generic shapes below still catch them where they appear as `password=…` or in a URL.
MIN_SECRET_LENGTH = 8

_SECRET_ENV_NAME = re.compile(
    r"(?:^|_)(?:API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|PWD|CREDENTIALS?)$|(?:^|_)API_?KEY(?:_|$)",
    re.IGNORECASE,
)

_VALUE = r"[^\s\"'&,;}<>\[\]]{4,}"
_GENERIC: tuple[tuple[re.Pattern[str], str], ...] = (
    # scheme://user:password@host → scheme://user:[REDACTED]@host
    (
        re.compile(r"(\b[a-zA-Z][a-zA-Z0-9+.-]{0,30}://[^\s:/@'\"<>]{0,200}:)([^\s@/'\"<>]{1,500})(@)"),
        r"\1" + MARK + r"\3",
    ),
    # Authorization: Bearer <token> (a token has a digit, `_` or `-`: "bearer of bad news" is prose)
    (
        re.compile(r"(\bBearer\s+)(?=[A-Za-z.~+/=]*[0-9_-])([A-Za-z0-9._~+/=-]{8,})", re.IGNORECASE),
        r"\1" + MARK,
    ),
    # api_key=…, "x-api-key": "…", X-Subscription-Token: … (names that only ever label a secret)
    (
        re.compile(
            r"(\b(?:api[_-]?key|apikey|x-api-key|x-subscription-token|access[_-]?token|auth[_-]?token|"
            r"refresh[_-]?token|id[_-]?token|client[_-]?secret|secret[_-]?key|private[_-]?key)"
            r"[\"']?\s*[:=]\s*[\"']?)(" + _VALUE + ")",
            re.IGNORECASE,
        ),
        r"\1" + MARK,
    ),
    # token=…, "password": "…", password: '…' (words prose also uses: only in key=value or quoted form)
    (
        re.compile(
            r"(\b(?:token|secret|password|passwd|pwd)(?:=|[\"']\s*[:=]\s*[\"']?|:\s*[\"']))(" + _VALUE + ")",
            re.IGNORECASE,
        ),
        r"\1" + MARK,
    ),
    # OpenAI-style keys and agentsearch's own API keys, wherever they appear
    (re.compile(r"\b(?:sk|pk|rk)-[A-Za-z0-9_-]{16,}"), MARK),
    (re.compile(r"\bas_[A-Za-z0-9_-]{32,}"), MARK),
)
#: Every shape above needs one of these (in the casefolded text): checking them with `in` is C-speed,
#: while running the six patterns over a clean 1.5 kB string costs ~0.7 ms (Python's `re` has no
#: literal to skip to in a pattern that starts with `\b` and an alternation). Casefolding also folds
#: what IGNORECASE treats as equal (`ſ` → s, the Kelvin sign → k), so the check never misses a match.
_NEEDLES = ("bearer", "key", "token", "secret", "passw", "pwd", "k-", "as_")


def _may_hold_a_shape(text: str) -> bool:
    if "://" in text and "@" in text:
        return True
    folded = text.casefold()
    return any(needle in folded for needle in _NEEDLES)


class _Secrets:
    """The registered secrets and one compiled alternation of them (rebuilt when the set changes)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._values: frozenset[str] = frozenset()  # replaced, never mutated: readers take no lock
        self._env_seen: dict[str, str] = {}
        self._env_raw: dict[Any, Any] | None = None
        self._pattern: re.Pattern[str] | None = None

    def add(self, value: str) -> None:
        variants = {value, quote(value, safe=""), quote_plus(value), unquote(value)}
        fresh = {v for v in variants if len(v) >= MIN_SECRET_LENGTH and v not in self._values}
        if not fresh:
            return
        with self._lock:
            self._values = self._values | fresh
            self._pattern = None

    def discard(self, value: str) -> None:
        with self._lock:
            self._values = self._values - {value, quote(value, safe=""), quote_plus(value), unquote(value)}
            self._pattern = None

    def refresh_env(self) -> None:
        """Pick up secrets from the environment. Called for every redacted string (an SSE event has
        dozens), so the unchanged case is one C-level comparison of the raw environment with the copy
        taken at the last pass: decoding every variable each time cost 40 % of a streaming server's
        event loop."""
        raw = getattr(os.environ, "_data", None)  # CPython's encoded variables; absent elsewhere
        if raw is not None:
            if raw == self._env_raw:
                return
            self._env_raw = dict(raw)
        for name, value in os.environ.items():
            if self._env_seen.get(name) == value:
                continue
            self._env_seen[name] = value
            if value and _SECRET_ENV_NAME.search(name):
                self.add(value)

    def found_in(self, text: str) -> bool:
        """Whether any secret occurs in `text` (substring checks: far cheaper than the alternation's
        search, which is still what replaces them)."""
        return any(value in text for value in self._values)

    def pattern(self) -> re.Pattern[str] | None:
        pattern = self._pattern
        if pattern is None and self._values:
            with self._lock:
                ordered = sorted(self._values, key=len, reverse=True)  # longest first: no partial leftovers
                pattern = self._pattern = re.compile("|".join(re.escape(v) for v in ordered))
        return pattern

    def __len__(self) -> int:
        return len(self._values)


_SECRETS = _Secrets()


def register_secret(value: str | None) -> str:
    """Remember a secret so that `redact` removes it everywhere; returns the value (for inline use)."""
    if value:
        _SECRETS.add(str(value).strip())
    return value or ""


def forget_secret(value: str) -> None:
    """Stop redacting a value (a key that was rotated out; tests that register random values)."""
    _SECRETS.discard(str(value).strip())


def register_url(url: str | None) -> str:
    """Remember the password of a URL (`postgresql://user:pw@host/db`, `redis://:pw@host`)."""
    if url:
        try:
            password = urlsplit(str(url)).password
        except ValueError:
            password = None
        if password:
            register_secret(password)
    return url or ""


def known_secret_count() -> int:
    """How many secret values (with their encoded variants) are registered (diagnostics, tests)."""
    _SECRETS.refresh_env()
    return len(_SECRETS)


def redact(text: str) -> str:
    """`text` with every known secret and every secret-shaped token replaced by `[REDACTED]`."""
    if not text:
        return text
    _SECRETS.refresh_env()
    if _SECRETS.found_in(text):
        pattern = _SECRETS.pattern()
        if pattern is not None:
            text = pattern.sub(MARK, text)
    return _replace_shapes(text) if _may_hold_a_shape(text) else text


def _replace_shapes(text: str) -> str:
    for generic, replacement in _GENERIC:
        text = generic.sub(replacement, text)
    return text


def redact_data(value: Any) -> Any:
    """JSON-like data (dicts, lists, strings) with every string redacted; other values unchanged.

    Returns the same object when nothing changed, so callers can skip copying in the common case."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, Mapping):
        items = [(key, redact_data(item)) for key, item in value.items()]
        if all(new is old for (_, new), old in zip(items, value.values(), strict=True)):
            return value
        return dict(items)
    if isinstance(value, list | tuple):
        redacted = [redact_data(item) for item in value]
        if all(new is old for new, old in zip(redacted, value, strict=True)):
            return value
        return redacted if isinstance(value, list) else tuple(redacted)
    return value


_INSTALLED = False
_INSTALL_LOCK = threading.Lock()


def _redact_arg(value: Any) -> Any:
    """A log argument with secrets removed: strings redacted, numbers kept (for `%d`), anything else
    (an exception, an object whose str() quotes an upstream body) redacted as its text."""
    if isinstance(value, str):
        return redact(value)
    if value is None or isinstance(value, int | float):
        return value
    text = str(value)
    cleaned = redact(text)
    return value if cleaned == text else cleaned


def install_log_redaction() -> None:
    """Make every log record created in this process carry redacted text (message, args, traceback).

    It wraps the record factory rather than adding a filter to some handler, so records of every logger
    (ours, uvicorn's, httpx's) and handlers added later are covered. Idempotent."""
    global _INSTALLED
    with _INSTALL_LOCK:
        if _INSTALLED:
            return
        previous = logging.getLogRecordFactory()

        def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
            record = previous(*args, **kwargs)
            # the format string and each argument are redacted in place, keeping their shape: some
            # formatters unpack `record.args` themselves (uvicorn's access log does)
            if isinstance(record.msg, str):
                record.msg = redact(record.msg)
            if isinstance(record.args, Mapping):
                record.args = {key: _redact_arg(value) for key, value in record.args.items()}
            elif isinstance(record.args, tuple):
                record.args = tuple(_redact_arg(value) for value in record.args)
            if record.exc_info and not record.exc_text:
                record.exc_text = redact(logging.Formatter().formatException(record.exc_info))
            if record.stack_info:
                record.stack_info = redact(record.stack_info)
            return record

        logging.setLogRecordFactory(factory)
        _INSTALLED = True


class RedactingStream:
    """A text stream that redacts what is written to it (the CLI wraps stdout and stderr with it, so
    no command can print a key, whichever path the text took)."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(redact(text))
        return len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def unredacted(stream: Any) -> Any:
    """The stream under a `RedactingStream`: for the one deliberate output of a secret (a key that
    `agentsearch api-key` or `serve` creates and shows once)."""
    return stream._stream if isinstance(stream, RedactingStream) else stream
