"""Reference extraction from issue/PR text and web pages (Phase 3.5): issue and PR numbers (#123,
owner/repo#123, full URLs), commits (URLs, 40-hex SHAs, "commit abc1234"), duplicate markers and
external URLs. Each reference keeps a little context so an agent can judge whether to follow it.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

__all__ = ["Ref", "extract_refs", "github_thread", "thread_key"]

_GH_THREAD = re.compile(
    r"https?://(?:www\.)?github\.com/([\w.-]+)/([\w.-]+)/(issues|pull)/(\d+)(?![\w/])", re.IGNORECASE
)
_GH_COMMIT = re.compile(r"https?://(?:www\.)?github\.com/([\w.-]+)/([\w.-]+)/commit/([0-9a-f]{7,40})", re.I)
_URL = re.compile(r"https?://[^\s<>\"'`)\]]+", re.IGNORECASE)
_DUPLICATE = re.compile(
    r"\bduplicate(?:s|d)?\s+(?:of\s+)?(?:(?P<repo>[\w.-]+/[\w.-]+))?#(?P<num>\d+)", re.IGNORECASE
)
_CROSS = re.compile(r"(?<![\w/.-])(?P<repo>[\w.-]+/[\w.-]+)#(?P<num>\d+)\b")
_LOCAL = re.compile(r"(?<![\w/&#.-])#(?P<num>\d+)\b")
_SHA_FULL = re.compile(r"(?<![0-9a-f/])[0-9a-f]{40}(?![0-9a-f])")
_SHA_SHORT = re.compile(r"\bcommit\s+([0-9a-f]{7,12})\b", re.IGNORECASE)


@dataclass(frozen=True)
class Ref:
    """One reference. `type`: issue, pr, commit, duplicate, cross_reference or url."""

    type: str
    url: str
    repo: str = ""
    number: int | None = None
    sha: str = ""
    context: str = ""

    def to_dict(self) -> dict[str, object]:
        return {k: v for k, v in asdict(self).items() if v not in ("", None)}


def github_thread(url: str) -> tuple[str, str, str, int] | None:
    """(owner, repo, "issue"|"pr", number) of a GitHub issue or PR URL, else None."""
    match = _GH_THREAD.match(url.strip())
    if not match:
        return None
    owner, repo, kind, number = match.groups()
    return owner, repo, "pr" if kind.lower() == "pull" else "issue", int(number)


def thread_key(owner: str, repo: str, number: int) -> str:
    return f"{owner.lower()}/{repo.lower()}#{number}"


def _context(text: str, start: int, end: int, width: int = 60) -> str:
    return " ".join(text[max(0, start - width) : end + width].split())


def _issue_url(repo: str, number: int) -> str:
    return f"https://github.com/{repo}/issues/{number}"


def extract_refs(text: str, *, repo: str = "", self_url: str = "") -> list[Ref]:
    """References in `text`; `repo` ("owner/name") resolves bare #123. Each target appears once."""
    refs: list[Ref] = []
    seen: set[tuple[str, str]] = set()
    taken: list[tuple[int, int]] = []

    def add(ref: Ref, span: tuple[int, int]) -> None:
        taken.append(span)
        key = (ref.type if ref.type in {"duplicate", "commit", "url"} else "thread", ref.url.lower())
        if ref.url.rstrip("/").lower() == self_url.rstrip("/").lower() or key in seen:
            return
        seen.add(key)
        refs.append(ref)

    def free(start: int, end: int) -> bool:
        return all(end <= a or start >= b for a, b in taken)

    for match in _DUPLICATE.finditer(text):
        target = match.group("repo") or repo
        if target:
            number = int(match.group("num"))
            add(
                Ref(
                    "duplicate",
                    _issue_url(target, number),
                    target,
                    number,
                    context=_context(text, *match.span()),
                ),
                match.span(),
            )
    for match in _GH_THREAD.finditer(text):
        owner, name, kind, digits = match.groups()
        ref_type = "pr" if kind.lower() == "pull" else "issue"
        add(
            Ref(
                ref_type,
                match.group(0),
                f"{owner}/{name}",
                int(digits),
                context=_context(text, *match.span()),
            ),
            match.span(),
        )
    for match in _GH_COMMIT.finditer(text):
        owner, name, sha = match.groups()
        add(
            Ref(
                "commit",
                match.group(0),
                f"{owner}/{name}",
                sha=sha.lower(),
                context=_context(text, *match.span()),
            ),
            match.span(),
        )
    for match in _URL.finditer(text):
        if free(*match.span()):
            url = match.group(0).rstrip(".,;:!?")
            add(Ref("url", url, context=_context(text, *match.span())), match.span())
    for match in _CROSS.finditer(text):
        if free(*match.span()):
            target, number = match.group("repo"), int(match.group("num"))
            add(
                Ref(
                    "issue", _issue_url(target, number), target, number, context=_context(text, *match.span())
                ),
                match.span(),
            )
    if repo:
        for match in _LOCAL.finditer(text):
            if free(*match.span()):
                number = int(match.group("num"))
                add(
                    Ref(
                        "issue", _issue_url(repo, number), repo, number, context=_context(text, *match.span())
                    ),
                    match.span(),
                )
        for pattern in (_SHA_FULL, _SHA_SHORT):
            for match in pattern.finditer(text):
                if free(*match.span()):
                    sha = (match.group(1) if match.groups() else match.group(0)).lower()
                    url = f"https://github.com/{repo}/commit/{sha}"
                    add(
                        Ref("commit", url, repo, sha=sha, context=_context(text, *match.span())), match.span()
                    )
    return refs
