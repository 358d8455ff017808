"""The page in headless Chromium, on a stored chat: history, clickable citations, reference cards,
the language switch, and another user's key."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from agentsearch.server import create_app
from agentsearch.store.chat_store import ChatStore
from agentsearch.store.records import Message

from .browser import chromium, require_chromium, screenshot, script_errors
from .support import KEYS, LiveServer, seed_chat, start_live


@pytest.fixture
def served(app_dir: Path, tmp_path: Path) -> Iterator[tuple[LiveServer, ChatStore]]:
    require_chromium()
    store = ChatStore.open_sync(f"sqlite:///{tmp_path / 'page.db'}")
    server = start_live(create_app(app_dir, store=store))
    try:
        yield server, store
    finally:
        server.stop()
        store.close_sync()


def wait(driver: Any, condition: Any, timeout: float = 15) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(condition)


def open_as(driver: Any, base: str, user: str, query: str = "") -> None:
    driver.get("about:blank")  # a new document, not a same-page hash change
    driver.get(f"{base}/{query}#key={KEYS[user][0]}")
    wait(driver, lambda d: d.execute_script("return document.body.dataset.ready") == "1")


def card_state(driver: Any) -> str:
    return str(driver.execute_script("return document.querySelector('#ref-card').dataset.state || ''"))


def test_history_citation_card_reload_and_isolation(served: tuple[LiveServer, ChatStore]) -> None:
    from selenium.webdriver.common.by import By

    server, store = served
    chat_id = f"c-{uuid.uuid4().hex[:8]}"
    asyncio.run(seed_chat(store, user="alice", chat_id=chat_id, request_id="r-page"))
    hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> see [1], not [2024]'
    retrieval = {"query": "returns?", "sources": [{"id": "1"}, {"id": "2"}], "total_results": 2}
    extra = [
        Message(request_id="r-page", role="assistant", type="retrieval", props=retrieval),
        Message(request_id="r-page", role="assistant", type="text", props={"content": hostile}),
    ]
    asyncio.run(store.save_messages(chat_id, extra))
    with chromium() as driver:
        d: Any = driver
        open_as(d, server.url, "alice")
        items = wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, f'#history li[data-chat-id="{chat_id}"]'))
        items[0].click()
        cites = wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".msg.assistant button.cite"))
        # the anchor and the plain [2] both became markers; no raw HTML is shown
        assert [c.text for c in cites] == ["1", "2", "1"]
        answer = d.find_element(By.CSS_SELECTOR, ".msg.assistant .answer").text
        assert "<a" not in answer and "**" not in answer and "Within 30 days" in answer
        assert d.find_element(By.CSS_SELECTOR, ".msg.assistant .answer strong").text == "30 days"
        # retrieved or generated HTML is shown as text, never run
        assert d.execute_script("return window.__pwned") is None
        last = d.find_elements(By.CSS_SELECTOR, ".msg.assistant .answer")[-1].text
        assert "<img src=x" in last
        assert "[2024]" in last  # not a known reference id: stays text
        cites[1].click()
        wait(d, lambda d: card_state(d) == "ready")
        card = d.find_element(By.ID, "ref-card")
        assert card.find_element(By.CLASS_NAME, "ref-title").text == "Sony WH-1000XM5"
        assert card.find_element(By.CLASS_NAME, "ref-url").text == "https://example.com/2"
        # the full text the model saw, not only the snippet
        assert card.find_element(By.CLASS_NAME, "ref-content").text == "content of Sony WH-1000XM5"
        assert card.find_element(By.CLASS_NAME, "ref-type").text == "Knowledge base"
        screenshot(d, "page-history-card.png")

        # reload: the chat is in the address bar and the citation still resolves
        d.refresh()
        wait(d, lambda d: d.execute_script("return document.body.dataset.ready") == "1")
        cites = wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".msg.assistant button.cite"))
        cites[0].click()
        wait(d, lambda d: card_state(d) == "ready")
        assert d.find_element(By.CSS_SELECTOR, "#ref-card .ref-title").text == "Return policy"

        # Chinese UI text
        d.find_element(By.ID, "lang").click()
        assert d.find_element(By.ID, "send").text == "发送"
        assert d.find_element(By.ID, "new-chat").text == "新对话"
        d.find_element(By.ID, "lang").click()
        assert d.find_element(By.ID, "send").text == "Send"

        assert script_errors(d) == []

        # another user's key: the same page cannot open alice's chat nor her reference
        open_as(d, server.url, "bob", f"?chat={chat_id}")
        assert not d.find_elements(By.CSS_SELECTOR, ".msg.assistant button.cite")
        assert d.find_element(By.ID, "status").text == "Error 404"  # as for an unknown chat
        assert not d.find_elements(By.CSS_SELECTOR, f'#history li[data-chat-id="{chat_id}"]')
        status = d.execute_script(
            "return fetch('/v1/chat/references/r-page/1', {headers: {Authorization: 'Bearer ' + "
            "localStorage.getItem('agentsearch.key')}}).then(r => r.status)"
        )
        assert status == 404


def test_a_chat_is_deleted_from_the_sidebar(served: tuple[LiveServer, ChatStore]) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    server, store = served
    asyncio.run(seed_chat(store, user="alice", chat_id="c-keep", request_id="r-keep"))
    asyncio.run(seed_chat(store, user="alice", chat_id="c-gone", request_id="r-gone"))
    with chromium() as driver:
        d: Any = driver
        open_as(d, server.url, "alice", "?chat=c-gone")
        item = wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, '#history li[data-chat-id="c-gone"]'))[0]
        ActionChains(d).move_to_element(item).perform()
        item.find_element(By.CSS_SELECTOR, "button.del").click()
        d.switch_to.alert.accept()
        wait(d, lambda d: not d.find_elements(By.CSS_SELECTOR, '#history li[data-chat-id="c-gone"]'))
        assert d.find_elements(By.CSS_SELECTOR, '#history li[data-chat-id="c-keep"]')
        assert not d.find_elements(By.CSS_SELECTOR, ".msg")  # the open chat was the deleted one
        assert script_errors(d) == []
    assert asyncio.run(store.get_chat("c-gone")) is None
    assert asyncio.run(store.get_chat("c-keep")) is not None
