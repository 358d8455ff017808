"""Shared parts of the page tests: a live site (fake OpenAI-compatible LLM + the fixed KB handler),
waiting helpers, opening the page as a user, screenshots kept as CI artefacts, axe-core."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agentsearch.server import create_app
from agentsearch.store.chat_store import ChatStore

from .browser import ARTIFACTS, require_chromium
from .fake_openai import FakeOpenAI
from .support import KEYS, LiveServer, docs_registry, start_live, write_chat_app

SCREENSHOTS = ARTIFACTS / "screenshots"
AXE = Path(__file__).resolve().parent / "vendor" / "axe.min.js"


@dataclass
class Site:
    url: str
    fake: FakeOpenAI
    store: ChatStore
    app_dir: Path


class FailingWeb:
    """A web provider that is down: the search of this type fails, the other types go on."""

    def __init__(self) -> None:
        from agentsearch.types import SearchType

        self.type = SearchType.WEB

    async def search(self, request: Any, ctx: Any) -> Any:
        raise RuntimeError("provider unreachable (HTTP 503)")


@contextmanager
def live_site(
    tmp_path: Path, search_types: tuple[str, ...] = ("kb",), *, web_down: bool = False
) -> Iterator[Site]:
    """The `shop` assistant, whose Create hook searches `search_types`, answering through a fake LLM."""
    require_chromium()
    fake = FakeOpenAI(delay=0.05, words_per_chunk=2)
    llm = start_live(fake.app)  # type: ignore[arg-type]
    app_dir = write_chat_app(tmp_path / "app", llm.url + "/v1")
    hooks = (
        "def create(ctx, messages, options):\n"
        f"    return {{'search': {{'need_search': True, 'search_types': {list(search_types)!r}}}}}\n"
    )
    (app_dir / "assistants" / "shop" / "hooks.py").write_text(hooks, encoding="utf-8")
    registry = docs_registry()
    if web_down:
        from agentsearch.types import SearchType

        registry.register(SearchType.WEB, FailingWeb())  # type: ignore[arg-type]
    store = ChatStore.open_sync(f"sqlite:///{tmp_path / 'page.db'}")
    server: LiveServer = start_live(create_app(app_dir, store=store, registry=registry))
    try:
        yield Site(server.url, fake, store, app_dir)
    finally:
        server.stop()
        llm.stop()
        store.close_sync()


def wait(driver: Any, condition: Any, timeout: float = 20) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(condition)


def js(driver: Any, script: str, *args: Any) -> Any:
    return driver.execute_script(script, *args)


def open_as(driver: Any, base: str, user: str, query: str = "") -> None:
    driver.get("about:blank")  # a new document, not a same-page hash change
    driver.get(f"{base}/{query}#key={KEYS[user][0]}")
    wait(driver, lambda d: js(d, "return document.body.dataset.ready") == "1")


def ask(driver: Any, text: str, assistant: str = "shop") -> None:
    """Send a question and wait until its answer has finished streaming."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    Select(driver.find_element(By.ID, "assistant")).select_by_value(assistant)
    js(driver, "delete document.body.dataset.lastStatus")
    driver.find_element(By.ID, "input").send_keys(text)
    driver.find_element(By.ID, "send").click()
    wait(driver, lambda d: js(d, "return document.body.dataset.lastStatus") is not None)


def card_state(driver: Any) -> str:
    return str(js(driver, "return document.querySelector('#ref-card').dataset.state || ''"))


def shot(driver: Any, name: str) -> Path:
    """A screenshot in test-artifacts/screenshots/ (git-ignored; CI keeps the directory)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / name
    driver.save_screenshot(str(path))
    return path


def viewport(driver: Any, width: int, height: int) -> None:
    """Make the page's viewport exactly width x height (the window adds nothing in headless mode,
    but correct for it anyway)."""
    driver.set_window_size(width, height)
    inner = js(driver, "return [window.innerWidth, window.innerHeight]")
    driver.set_window_size(width + (width - inner[0]), height + (height - inner[1]))


def axe_violations(driver: Any) -> list[dict[str, Any]]:
    """Serious and critical axe-core violations of the page as it is now."""
    if not js(driver, "return !!window.axe"):
        js(driver, AXE.read_text(encoding="utf-8"))
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations.map(v => ({"
        "id: v.id, impact: v.impact, help: v.help,"
        " nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))))"
        ".catch(e => done([{id: 'axe-error', impact: 'critical', help: String(e), nodes: []}]));"
    )
    return [v for v in result if v.get("impact") in ("serious", "critical")]
