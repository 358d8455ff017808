"""The page's weight budget: at most 200 kB of JavaScript and CSS (vendored libraries included; the
test-only axe-core is not served), everything from this server — no CDN."""

from __future__ import annotations

import re
from pathlib import Path

from agentsearch.server import create_app
from agentsearch.server.app import STATIC_DIR

BUDGET_BYTES = 200_000


def _assets() -> list[str]:
    html = (STATIC_DIR / "index.html").read_text(encoding="utf-8")
    return re.findall(r'(?:src|href)="(/static/[^"]+\.(?:js|css))"', html)


def test_the_page_loads_at_most_200_kb_of_js_and_css_all_from_this_server() -> None:
    html = (STATIC_DIR / "index.html").read_text(encoding="utf-8")
    assert not re.search(r'(?:src|href)="(?:https?:)?//', html), (
        "the page must not load anything from elsewhere"
    )
    assets = _assets()
    assert {"/static/vendor/marked.min.js", "/static/vendor/purify.min.js", "/static/style.css"} <= set(
        assets
    )
    total = sum((STATIC_DIR / path.removeprefix("/static/")).stat().st_size for path in assets)
    assert total <= BUDGET_BYTES, f"{total} bytes of JS+CSS > budget {BUDGET_BYTES}"


def test_every_asset_and_the_favicon_are_served(app_dir: Path) -> None:
    from fastapi.testclient import TestClient

    with TestClient(create_app(app_dir)) as http:
        for path in [*_assets(), "/static/favicon.svg"]:
            assert http.get(path).status_code == 200, path
        icon = http.get("/favicon.ico")
        assert icon.status_code == 200 and icon.headers["content-type"].startswith("image/svg+xml")
