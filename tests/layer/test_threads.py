"""Thread pulling against a fake GitHub REST API: references, recursion, cycles, depth, rate limits,
and the SSRF guard for web pages."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Request as WRequest
from werkzeug import Response as WResponse

from agentsearch.layer.pipeline import LayerEnv, LayerRequest, run_layer
from agentsearch.layer.refs import extract_refs, github_thread
from agentsearch.layer.ssrf import UnsafeURL, check_url
from agentsearch.layer.threads import ThreadOptions, pull_threads

from .fakes import Page, Providers

GH = "https://github.com"

#: (owner/repo, number) -> (title, body, comments, timeline, is_pr)
THREADS: dict[tuple[str, int], dict[str, Any]] = {
    ("acme/app", 1): {
        "title": "Crash on start",
        "body": "Related to #2 and acme/lib#5. Logs at https://logs.example.net/run/9 ; "
        "fixed in commit 1a2b3c4d",
        "comments": ["Duplicate of #3", "see also https://github.com/acme/app/pull/4"],
        "timeline": [
            {
                "event": "cross-referenced",
                "source": {
                    "type": "issue",
                    "issue": {
                        "html_url": f"{GH}/acme/app/issues/8",
                        "number": 8,
                        "title": "Tracking",
                        "pull_request": None,
                    },
                },
            },
            {
                "event": "referenced",
                "commit_id": "0123456789abcdef0123456789abcdef01234567",
                "commit_url": "https://api.github.com/repos/acme/app/commits/0123456789abcdef0123456789abcdef01234567",
            },
            {"event": "labeled", "label": {"name": "bug"}},
        ],
    },
    ("acme/app", 2): {"title": "Two", "body": "Back to #1 (a cycle)", "comments": [], "timeline": []},
    ("acme/app", 3): {"title": "Three", "body": "Same as #6", "comments": [], "timeline": []},
    ("acme/app", 4): {"title": "Fix crash", "body": "Fixes #1", "comments": [], "timeline": [], "pr": True},
    ("acme/lib", 5): {"title": "Lib", "body": "nothing", "comments": [], "timeline": []},
    ("acme/app", 6): {"title": "Six", "body": "Depends on #7", "comments": [], "timeline": []},
    ("acme/app", 7): {"title": "Seven", "body": "leaf", "comments": [], "timeline": []},
    ("acme/app", 8): {"title": "Tracking", "body": "tracks #1", "comments": [], "timeline": []},
}


class FakeGitHub:
    """The three REST endpoints thread pulling reads; `limited` issues answer 403 rate limited."""

    def __init__(self, server: HTTPServer) -> None:
        self.server = server
        self.hits: dict[str, int] = {}
        self.headers: list[dict[str, str]] = []
        self.limited: set[tuple[str, int]] = set()
        server.expect_request(re.compile(r"^/api/repos/.*"), method="GET").respond_with_handler(self.handle)

    @property
    def base(self) -> str:
        return self.server.url_for("/api")

    def handle(self, request: WRequest) -> WResponse:
        match = re.fullmatch(r"/api/repos/([\w.-]+/[\w.-]+)/issues/(\d+)(/comments|/timeline)?", request.path)
        if not match:
            return WResponse("{}", status=404)
        key = (match.group(1), int(match.group(2)))
        self.hits[request.path] = self.hits.get(request.path, 0) + 1
        self.headers.append(dict(request.headers))
        if key in self.limited:
            body = {"message": "API rate limit exceeded", "documentation_url": "https://docs.github.com/rest"}
            return WResponse(
                json.dumps(body),
                status=403,
                content_type="application/json",
                headers={"x-ratelimit-remaining": "0", "x-ratelimit-reset": "1893456000"},
            )
        thread = THREADS.get(key)
        if thread is None:
            return WResponse(
                json.dumps({"message": "Not Found"}), status=404, content_type="application/json"
            )
        owner_repo, number = key
        if match.group(3) == "/comments":
            data: Any = [
                {"id": i, "body": text, "user": {"login": "u"}} for i, text in enumerate(thread["comments"])
            ]
        elif match.group(3) == "/timeline":
            data = thread["timeline"]
        else:
            data = {
                "number": number,
                "title": thread["title"],
                "state": "open",
                "body": thread["body"],
                "html_url": f"{GH}/{owner_repo}/issues/{number}",
            }
            if thread.get("pr"):
                data["pull_request"] = {"url": f"https://api.github.com/repos/{owner_repo}/pulls/{number}"}
        return WResponse(json.dumps(data), content_type="application/json")


@pytest.fixture
def github(server: HTTPServer) -> FakeGitHub:
    return FakeGitHub(server)


def test_reference_extraction() -> None:
    text = (
        "Duplicate of #12. Related: other/repo#7, #3 and https://github.com/a/b/pull/9#issuecomment-1. "
        "Commit https://github.com/a/b/commit/abcdef1 and 0123456789abcdef0123456789abcdef01234567; "
        "docs at https://example.com/page. Not refs: &#38; x#5 color #fff"
    )
    refs = {(r.type, r.url) for r in extract_refs(text, repo="acme/app")}
    assert ("duplicate", f"{GH}/acme/app/issues/12") in refs
    assert ("issue", f"{GH}/other/repo/issues/7") in refs
    assert ("issue", f"{GH}/acme/app/issues/3") in refs
    assert ("pr", f"{GH}/a/b/pull/9") in refs
    assert ("commit", f"{GH}/a/b/commit/abcdef1") in refs
    assert ("commit", f"{GH}/acme/app/commit/0123456789abcdef0123456789abcdef01234567") in refs
    assert ("url", "https://example.com/page") in refs
    assert all("issues/38" not in url and "issues/5" not in url for _, url in refs)
    assert github_thread(f"{GH}/acme/app/pull/4") == ("acme", "app", "pr", 4)
    assert github_thread(f"{GH}/acme/app") is None


async def test_recursive_pull_follows_refs_to_max_depth_and_ends_cycles(github: FakeGitHub) -> None:
    options = ThreadOptions(max_depth=3, api_base=github.base, allow_private=True, token="tok")
    report = await pull_threads([f"{GH}/acme/app/issues/1"], options)
    by_number = {
        (t.get("repo"), t.get("number")): t for t in report.threads if t.get("kind", "").startswith("github")
    }
    assert by_number[("acme/app", 1)]["depth"] == 1
    assert {key for key, t in by_number.items() if t["depth"] == 2} == {
        ("acme/app", 2),
        ("acme/app", 3),
        ("acme/app", 4),
        ("acme/lib", 5),
        ("acme/app", 8),
    }
    assert by_number[("acme/app", 6)]["depth"] == 3
    assert ("acme/app", 7) not in by_number  # depth 4: referenced, not fetched
    assert "https://github.com/acme/app/issues/7" in {r["url"] for r in by_number[("acme/app", 6)]["refs"]}
    # the cycle #2 -> #1 (and #4, #8 -> #1) did not fetch #1 again
    assert github.hits["/api/repos/acme/app/issues/1"] == 1
    assert all(count == 1 for count in github.hits.values())
    first = by_number[("acme/app", 1)]
    kinds = {(r["type"], r["url"]) for r in first["refs"]}
    assert ("duplicate", f"{GH}/acme/app/issues/3") in kinds
    assert ("cross_reference", f"{GH}/acme/app/issues/8") in kinds
    assert ("commit", f"{GH}/acme/app/commit/0123456789abcdef0123456789abcdef01234567") in kinds
    assert ("commit", f"{GH}/acme/app/commit/1a2b3c4d") in kinds
    assert ("url", "https://logs.example.net/run/9") in kinds
    assert by_number[("acme/app", 4)]["kind"] == "github_pr"
    assert github.headers[0]["Authorization"] == "Bearer tok"
    assert github.headers[0]["X-Github-Api-Version"] == "2022-11-28"
    assert report.stopped == ""


async def test_depth_one_reads_only_the_seeds(github: FakeGitHub) -> None:
    report = await pull_threads([f"{GH}/acme/app/issues/1"], ThreadOptions(max_depth=1, api_base=github.base))
    assert [t["number"] for t in report.threads] == [1]
    assert "Authorization" not in github.headers[0]  # no token, no header


async def test_rate_limit_stops_the_walk_and_keeps_what_was_found(github: FakeGitHub) -> None:
    github.limited = {("acme/app", 2), ("acme/app", 3), ("acme/app", 4), ("acme/lib", 5), ("acme/app", 8)}
    report = await pull_threads([f"{GH}/acme/app/issues/1"], ThreadOptions(max_depth=3, api_base=github.base))
    assert "rate limit exceeded" in report.stopped and "2030-01-01" in report.stopped
    assert report.threads[0]["number"] == 1 and report.threads[0]["ref_count"] > 0
    assert all("6" not in path for path in github.hits)  # nothing after the limit
    assert any("rate limit" in t.get("error", "") for t in report.threads[1:])


async def test_node_limit_bounds_the_walk(github: FakeGitHub) -> None:
    report = await pull_threads(
        [f"{GH}/acme/app/issues/1"], ThreadOptions(max_depth=5, max_nodes=3, api_base=github.base)
    )
    assert len(report.threads) == 3 and report.stopped.startswith("node limit")


@pytest.mark.parametrize(
    "url",
    [
        "file:///etc/passwd",
        "ftp://example.com/x",
        "http://127.0.0.1:8080/",
        "http://localhost/admin",
        "http://10.1.2.3/",
        "http://192.168.0.1/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[::1]/",
        "http://[::ffff:127.0.0.1]/",
        "http://0.0.0.0/",
    ],
)
async def test_ssrf_guard_refuses_non_http_and_private_targets(url: str) -> None:
    with pytest.raises(UnsafeURL, match="refusing to fetch"):
        await check_url(url)


async def test_ssrf_guard_allows_public_addresses_and_explicit_private() -> None:
    await check_url("https://93.184.216.34/page")
    await check_url("http://127.0.0.1:9/", allow_private=True)
    with pytest.raises(UnsafeURL):
        await check_url("gopher://127.0.0.1/", allow_private=True)


async def test_web_pages_are_fetched_only_when_private_addresses_are_allowed(server: HTTPServer) -> None:
    html = '<a href="/docs/a">A</a> <a href="https://github.com/acme/app/issues/2">issue</a> see https://x.example/y'
    server.expect_request("/page").respond_with_data(html, content_type="text/html")
    server.expect_request("/moved").respond_with_data(
        "", status=302, headers={"Location": "file:///etc/passwd"}
    )
    url = server.url_for("/page")
    refused = await pull_threads([url], ThreadOptions())
    assert "private or loopback" in refused.threads[0]["error"] and refused.threads[0]["refs"] == []
    allowed = await pull_threads(
        [url, server.url_for("/moved")], ThreadOptions(allow_private=True, max_depth=1)
    )
    page, moved = allowed.threads
    assert {(r["type"], r["url"]) for r in page["refs"]} == {
        ("url", url.replace("/page", "/docs/a")),
        ("issue", f"{GH}/acme/app/issues/2"),
        ("url", "https://x.example/y"),
    }
    assert "only http and https" in moved["error"]  # each redirect hop is checked


async def test_status_search_pulls_github_threads_automatically(
    providers: Providers, github: FakeGitHub
) -> None:
    providers.pages = {
        "brave": [
            Page("Crash on start", f"{GH}/acme/app/issues/1", "crash"),
            Page("Blog", "https://blog.example/crash", "crash"),
        ]
    }
    config = providers.config(github_api_base=github.base, max_depth=2)
    out = await run_layer(
        LayerRequest(query="acme crash latest status", intent="status", sources=("brave",), expand=False),
        LayerEnv(config=config),
    )
    assert out.refs is not None
    pulled = [t for t in out.refs["threads"] if t.get("kind", "").startswith("github")]
    assert pulled[0]["number"] == 1 and {t["depth"] for t in pulled} == {1, 2}
    assert all("blog.example" not in t["source_url"] for t in out.refs["threads"])


async def test_no_auto_pull_for_other_intents_or_when_depth_is_zero(
    providers: Providers, github: FakeGitHub
) -> None:
    providers.pages = {"brave": [Page("Crash on start", f"{GH}/acme/app/issues/1", "crash")]}
    tutorial = await run_layer(
        LayerRequest(query="acme crash", intent="tutorial", sources=("brave",), expand=False),
        LayerEnv(config=providers.config(github_api_base=github.base)),
    )
    off = await run_layer(
        LayerRequest(query="acme crash", intent="status", sources=("brave",), expand=False),
        LayerEnv(config=providers.config(github_api_base=github.base, max_depth=0)),
    )
    assert tutorial.refs is None and off.refs is None and github.hits == {}


async def test_extract_refs_urls_without_a_search(github: FakeGitHub) -> None:
    from agentsearch.config import Config

    config = Config.from_layers({"web": {"layer": {"github_api_base": github.base, "max_depth": 1}}})
    out = await run_layer(
        LayerRequest(extract_refs_urls=(f"{GH}/acme/app/issues/2",)), LayerEnv(config=config)
    )
    assert out.mode == "extract-refs-only" and out.results == []
    assert out.refs is not None and out.refs["threads"][0]["refs"][0]["url"] == f"{GH}/acme/app/issues/1"


def test_cli_extract_refs_urls_only(github: FakeGitHub, tmp_path: Any) -> None:
    from typer.testing import CliRunner

    from agentsearch.cli import _register, app

    _register()
    (tmp_path / "agent").mkdir()
    (tmp_path / "agent" / "search.yml").write_text(
        json.dumps({"web": {"layer": {"github_api_base": github.base, "max_depth": 2}}}), encoding="utf-8"
    )
    result = CliRunner().invoke(
        app, ["layer", "search", "--extract-refs-urls", f"{GH}/acme/app/issues/3", "--app", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["mode"] == "extract-refs-only" and data["results"] == []
    assert [t["number"] for t in data["refs"]["threads"]] == [3, 6]


async def test_asked_for_refs_are_pulled_even_when_auto_pulling_is_off(
    providers: Providers, github: FakeGitHub
) -> None:
    providers.pages = {"brave": [Page("Crash on start", f"{GH}/acme/app/issues/1", "crash")]}
    out = await run_layer(
        LayerRequest(
            query="acme crash", intent="tutorial", sources=("brave",), expand=False, extract_refs=True
        ),
        LayerEnv(config=providers.config(github_api_base=github.base, max_depth=0)),
    )
    assert out.refs is not None and [t["number"] for t in out.refs["threads"]] == [1]  # seeds only
