"""The actions on an answer, in headless Chromium against a live server: resume after Stop (the
resumed text replaces the partial one in the view and in storage), regenerate, copy with citations
as footnotes, and 👍/👎 on the answer and on a source (stored, and shown again after a reload)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from agentsearch.store.records import MessageFilter

from .browser import chromium, script_errors
from .page import ask, card_state, js, live_site, open_as, wait


def _chat_id(driver: Any) -> str:
    return str(js(driver, "return new URLSearchParams(location.search).get('chat')"))


def test_resume_after_stop_replaces_the_partial_answer_in_view_and_storage(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    with live_site(tmp_path) as site, chromium() as driver:
        d: Any = driver
        site.fake.delay = 0.4  # slow enough to press Stop mid-answer
        open_as(d, site.url, "alice")
        Select(d.find_element(By.ID, "assistant")).select_by_value("shop")
        d.find_element(By.ID, "input").send_keys("What is the return policy?")
        d.find_element(By.ID, "send").click()
        wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".msg.assistant .answer"))
        d.find_element(By.ID, "stop").click()
        wait(d, lambda d: js(d, "return document.body.dataset.lastStatus") == "stopped")
        chat_id = _chat_id(d)
        deadline = time.monotonic() + 20  # the run saves its resume point after the disconnect
        while asyncio.run(site.store.get_last_resume(chat_id)) is None:
            assert time.monotonic() < deadline, "no resume point saved"
            time.sleep(0.1)
        partial = d.find_element(By.CSS_SELECTOR, ".msg.assistant .answer").text
        assert partial and "here is the answer" not in partial

        site.fake.delay = 0.0
        js(d, "delete document.body.dataset.lastStatus")
        d.find_element(By.CSS_SELECTOR, ".msg.assistant .actions .resume").click()
        wait(d, lambda d: js(d, "return document.body.dataset.lastStatus") == "done")
        answers = d.find_elements(By.CSS_SELECTOR, ".msg.assistant .answer")
        assert len(answers) == 1 and answers[0].text.endswith("here is the answer.")
        assert not d.find_elements(By.CSS_SELECTOR, ".actions .resume")

        stored = asyncio.run(site.store.get_messages(chat_id, MessageFilter(type="text")))
        assert [m.props["content"].endswith("here is the answer.") for m in stored] == [True]
        d.refresh()  # the history shows the opening text once
        wait(d, lambda d: js(d, "return document.body.dataset.ready") == "1")
        answers = wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".msg.assistant .answer"))
        assert len(answers) == 1 and answers[0].text.count("According to the documents") == 1
        assert script_errors(d) == []


def test_a_reloaded_interrupted_chat_offers_resume(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    with live_site(tmp_path) as site, chromium() as driver:
        d: Any = driver
        site.fake.delay = 0.4
        open_as(d, site.url, "alice")
        Select(d.find_element(By.ID, "assistant")).select_by_value("shop")
        d.find_element(By.ID, "input").send_keys("returns?")
        d.find_element(By.ID, "send").click()
        wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".msg.assistant .answer"))
        d.find_element(By.ID, "stop").click()
        chat_id = _chat_id(d)
        deadline = time.monotonic() + 20
        while asyncio.run(site.store.get_last_resume(chat_id)) is None:
            assert time.monotonic() < deadline
            time.sleep(0.1)
        open_as(d, site.url, "alice", f"?chat={chat_id}")
        wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".msg.assistant .actions .resume"))


def test_regenerate_replaces_the_last_answer(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    with live_site(tmp_path) as site, chromium() as driver:
        d: Any = driver
        open_as(d, site.url, "alice")
        ask(d, "What is the return policy?")
        first_request = js(d, "return document.querySelector('.msg.assistant').dataset.requestId")
        js(d, "delete document.body.dataset.lastStatus")
        d.find_element(By.CSS_SELECTOR, ".msg.assistant .actions .regenerate").click()
        wait(d, lambda d: js(d, "return document.body.dataset.lastStatus") == "done")
        assert len(site.fake.requests) == 2
        assert len(d.find_elements(By.CSS_SELECTOR, ".msg.user")) == 1
        blocks = d.find_elements(By.CSS_SELECTOR, ".msg.assistant")
        assert len(blocks) == 1 and blocks[0].get_attribute("data-request-id") != first_request
        stored = asyncio.run(site.store.get_messages(_chat_id(d)))
        assert [m.type for m in stored if m.role == "user"] == ["user_input"]  # asked once in the history
        assert {m.request_id for m in stored} == {blocks[0].get_attribute("data-request-id")}


def test_copy_puts_the_answer_with_footnotes_on_the_clipboard(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    with live_site(tmp_path) as site, chromium() as driver:
        d: Any = driver
        open_as(d, site.url, "alice")
        ask(d, "What is the return policy?")
        # record what the page writes (headless Chromium has no clipboard to read back)
        js(
            d,
            "window.__copied = null; navigator.clipboard.writeText = async (t) => { window.__copied = t; };",
        )
        d.find_element(By.CSS_SELECTOR, ".msg.assistant .actions .copy").click()
        wait(d, lambda d: js(d, "return window.__copied") is not None)
        copied = js(d, "return window.__copied")
        assert copied == (
            "According to the documents[^1], here is the answer.\n\n"
            "[^1]: Return policy — https://shop.example/returns\n"
        )
        assert d.find_element(By.ID, "status").text == "Copied"


def test_feedback_on_the_answer_and_a_source_is_stored_and_shown_after_reload(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    with live_site(tmp_path) as site, chromium() as driver:
        d: Any = driver
        open_as(d, site.url, "alice")
        ask(d, "What is the return policy?")
        up = d.find_element(By.CSS_SELECTOR, ".msg.assistant .actions .rate-up")
        up.click()
        wait(d, lambda d: up.get_attribute("aria-pressed") == "true")
        d.find_elements(By.CSS_SELECTOR, ".src-card")[1].click()
        wait(d, lambda d: card_state(d) == "ready")
        down = d.find_element(By.CSS_SELECTOR, "#ref-card .rate-down")
        down.click()
        wait(d, lambda d: down.get_attribute("aria-pressed") == "true")

        chat_id = _chat_id(d)
        stored = asyncio.run(site.store.list_feedback(chat_id))
        assert sorted((f.target, f.source_id, f.rating, f.created_by) for f in stored) == [
            ("answer", "", "up", "alice"),
            ("source", "2", "down", "alice"),
        ]
        assert next(f for f in stored if f.target == "source").source["title"] == "Sony WH-1000XM5"

        d.refresh()
        wait(d, lambda d: js(d, "return document.body.dataset.ready") == "1")
        up = wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".msg.assistant .actions .rate-up"))[0]
        assert up.get_attribute("aria-pressed") == "true"
        d.find_elements(By.CSS_SELECTOR, ".src-card")[1].click()
        wait(d, lambda d: card_state(d) == "ready")
        assert d.find_element(By.CSS_SELECTOR, "#ref-card .rate-down").get_attribute("aria-pressed") == "true"
        up.click()  # the same rating again clears it
        wait(d, lambda d: up.get_attribute("aria-pressed") == "false")
        remaining = asyncio.run(site.store.list_feedback(chat_id))
        assert [(f.target, f.rating) for f in remaining] == [("source", "down")]
