"""The page in headless Chromium, live: choose an assistant, send a message, watch the loading
indicator change, the answer stream in, click citation 1, check the card; reload; another user."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from agentsearch.server import create_app
from agentsearch.store.chat_store import ChatStore

from .browser import chromium, require_chromium, screenshot, script_errors
from .fake_openai import FakeOpenAI
from .support import KEYS, LiveServer, docs_registry, start_live, write_chat_app

# Records every text the loading indicator shows, synchronously (a MutationObserver would miss texts
# replaced within one task when several SSE events arrive in one chunk).
WATCH_LOADING = """
window.__loading = [];
const plain = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
Object.defineProperty(Node.prototype, 'textContent', {
  configurable: true,
  get() { return plain.get.call(this); },
  set(value) {
    if (value && this.classList && this.classList.contains('loading')) window.__loading.push(value);
    plain.set.call(this, value);
  },
});
window.__removedWhileStreaming = 0;
const remove = Element.prototype.remove;
Element.prototype.remove = function () {
  const streaming = document.body.dataset.busy === '1';
  if (this.classList.contains('loading') && streaming) window.__removedWhileStreaming++;
  return remove.call(this);
};
"""


@pytest.fixture
def site(site_parts: tuple[str, FakeOpenAI, ChatStore]) -> str:
    return site_parts[0]


@pytest.fixture
def site_parts(tmp_path: Path) -> Iterator[tuple[str, FakeOpenAI, ChatStore]]:
    require_chromium()
    fake = FakeOpenAI(delay=0.05, words_per_chunk=2)
    llm = start_live(fake.app)  # type: ignore[arg-type]
    app_dir = write_chat_app(tmp_path / "app", llm.url + "/v1")
    hooks = (
        "def create(ctx, messages, options):\n"
        "    return {'search': {'need_search': True, 'search_types': ['kb']}}\n"
    )
    (app_dir / "assistants" / "shop" / "hooks.py").write_text(hooks, encoding="utf-8")
    store = ChatStore.open_sync(f"sqlite:///{tmp_path / 'page.db'}")
    server: LiveServer = start_live(create_app(app_dir, store=store, registry=docs_registry()))
    yield server.url, fake, store
    server.stop()
    llm.stop()
    store.close_sync()


def wait(driver: Any, condition: Any, timeout: float = 20) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(condition)


def ready(driver: Any) -> bool:
    return bool(driver.execute_script("return document.body.dataset.ready") == "1")


def test_send_stream_cite_reload_and_isolation(site: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    with chromium() as driver:
        d: Any = driver
        d.get(f"{site}/#key={KEYS['alice'][0]}")
        wait(d, ready)
        Select(d.find_element(By.ID, "assistant")).select_by_value("shop")
        d.execute_script(WATCH_LOADING)
        d.find_element(By.ID, "input").send_keys("What is the return policy for headphones?")
        d.find_element(By.ID, "send").click()
        wait(d, lambda d: d.execute_script("return document.body.dataset.lastStatus") is not None)
        assert d.execute_script("return document.body.dataset.lastStatus") == "done"

        # the loading indicator went "Searching…" → "Found 2 references" and was then removed
        loading = d.execute_script("return window.__loading")
        assert any("Search" in text for text in loading), loading
        assert any("2" in text and "reference" in text.lower() for text in loading), loading
        assert not d.find_elements(By.CSS_SELECTOR, ".loading")
        # removed by the runtime's `done`, while the answer was still streaming (not by the final cleanup)
        assert d.execute_script("return window.__removedWhileStreaming") >= 1

        answer = d.find_element(By.CSS_SELECTOR, ".msg.assistant .answer")
        assert "According to the documents" in answer.text and "<a" not in answer.text
        trace_count = int(d.find_element(By.ID, "trace-count").text)
        assert trace_count > 0
        cite = d.find_element(By.CSS_SELECTOR, ".msg.assistant button.cite")
        assert cite.text == "1"
        cite.click()
        wait(
            d,
            lambda d: d.execute_script("return document.querySelector('#ref-card').dataset.state") == "ready",
        )
        assert d.find_element(By.CSS_SELECTOR, "#ref-card .ref-title").text == "Return policy"
        assert d.find_element(By.CSS_SELECTOR, "#ref-card .ref-url").text == "https://shop.example/returns"
        assert d.find_element(By.CSS_SELECTOR, "#ref-card .ref-type").text == "Knowledge base"
        # where it came from (collection · document), not internal fields such as the weight
        assert d.find_element(By.CSS_SELECTOR, "#ref-card .ref-where").text == "docs · doc-0"
        assert "Weight" not in d.find_element(By.ID, "ref-card").text
        # the trace panel opens
        d.find_element(By.CSS_SELECTOR, "#trace summary").click()
        assert d.find_element(By.ID, "trace-list").is_displayed()
        screenshot(d, "page-chat-citation.png")

        # the sidebar lists the chat; reload keeps it and the citation still resolves
        wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, "#history li.active"))
        url = d.current_url
        assert "?chat=" in url
        d.refresh()
        wait(d, ready)
        wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".msg.assistant button.cite"))[0].click()
        wait(
            d,
            lambda d: d.execute_script("return document.querySelector('#ref-card').dataset.state") == "ready",
        )
        assert d.find_element(By.CSS_SELECTOR, "#ref-card .ref-title").text == "Return policy"
        request_id = d.execute_script("return document.querySelector('.msg.assistant').dataset.requestId")
        assert request_id

        # Chinese UI for a screenshot
        d.find_element(By.ID, "lang").click()
        screenshot(d, "page-chat-zh.png")

        assert script_errors(d) == []

        # bob, same browser: alice's chat does not open and her reference is refused
        d.get("about:blank")
        d.get(url.split("#")[0] + f"#key={KEYS['bob'][0]}")
        wait(d, ready)
        assert not d.find_elements(By.CSS_SELECTOR, ".msg.assistant")
        status = d.execute_script(
            "return fetch('/v1/chat/references/' + arguments[0] + '/1', {headers: {Authorization: "
            "'Bearer ' + localStorage.getItem('agentsearch.key')}}).then(r => r.status)",
            request_id,
        )
        assert status == 404  # as for an unknown request: no existence oracle


def test_stop_interrupts_the_run_and_the_partial_answer_is_kept(
    site_parts: tuple[str, FakeOpenAI, ChatStore],
) -> None:
    import asyncio

    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    url, fake, store = site_parts
    fake.delay = 0.4  # slow enough to press Stop mid-answer
    with chromium() as driver:
        d: Any = driver
        d.get(f"{url}/#key={KEYS['alice'][0]}")
        wait(d, ready)
        Select(d.find_element(By.ID, "assistant")).select_by_value("shop")
        d.find_element(By.ID, "input").send_keys("returns?")
        d.find_element(By.ID, "send").click()
        wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".msg.assistant .answer"))
        d.find_element(By.ID, "stop").click()
        wait(d, lambda d: d.execute_script("return document.body.dataset.lastStatus") == "stopped")
        assert d.find_element(By.ID, "status").text == "Stopped"
        chat_id = d.execute_script("return new URLSearchParams(location.search).get('chat')")
    assert chat_id

    deadline = time.monotonic() + 20  # the run saves after the disconnect; poll the store
    while not any(r.status == "interrupted" for r in asyncio.run(store.get_resume(chat_id))):
        assert time.monotonic() < deadline, "no interrupted resume record"
        time.sleep(0.1)
    messages = asyncio.run(store.get_messages(chat_id))
    assert messages[0].role == "user"
    assert any(m.type == "text" and m.props.get("content") for m in messages)
