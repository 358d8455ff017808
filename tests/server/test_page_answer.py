"""The answer view in headless Chromium: Markdown rendered safely with citation chips, the sources
strip (one card per reference: web, KB with page, DB row), one reference card at a time, failed
sources shown on the answer, singular/plural and Chinese strings, the trace tree."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from agentsearch.server import create_app
from agentsearch.store.chat_store import ChatStore
from agentsearch.store.records import Chat, Message, Owner, Search, SearchReference

from .browser import chromium, require_chromium, script_errors
from .page import ask, card_state, js, live_site, open_as, shot, wait
from .support import LiveServer, start_live

MARKDOWN = """## Returns

- within **30 days**<a class="ref" data-ref-id="1" href="#ref:1">[1]</a>
- a [receipt](https://shop.example/receipt) is needed [2]

| model | price |
|---|---|
| XM5 | $399 [3] |

```
code <b>stays</b> text
```

<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> and [2024] stays text."""

SOURCES = [
    {
        "id": "1",
        "type": "kb",
        "title": "Return policy",
        "content": "Headphones can be returned within 30 days with the receipt.",
        "collection_id": "handbook",
        "document_id": "returns.pdf",
        "metadata": {"page": 3},
    },
    {
        "id": "2",
        "type": "web",
        "title": "Receipts FAQ",
        "url": "https://www.shop.example/faq/receipts",
        "content": "Keep your receipt.",
    },
    {
        "id": "3",
        "type": "db",
        "title": "Sony WH-1000XM5",
        "content": "Noise cancelling headphones",
        "model": "products",
        "record_id": 7,
        "metadata": {"row": {"id": 7, "name": "Sony WH-1000XM5", "price": 399}},
    },
]


def _reference(source: dict[str, Any]) -> SearchReference:
    meta = dict(source.get("metadata") or {})
    for key, name in (("collection_id", "collection"), ("document_id", "document_id"), ("model", "model")):
        if key in source:
            meta[name] = source[key]
    if "record_id" in source:
        meta["record_id"] = source["record_id"]
    return SearchReference(
        index=int(source["id"]),
        type=source["type"],
        title=source["title"],
        url=source.get("url"),
        snippet=source["content"][:200],
        content=source["content"],
        metadata=meta,
    )


async def _seed(store: ChatStore, chat_id: str, sources: list[dict[str, Any]], errors: list[str]) -> None:
    owner = Owner(user_id="alice", team_id="team-a")
    await store.create_chat(Chat(chat_id=chat_id, title="returns", assistant_id="helper"), owner=owner)
    retrieval = {"query": "returns?", "sources": sources, "total_results": len(sources), "errors": errors}
    await store.save_messages(
        chat_id,
        [
            Message(request_id="r1", role="user", type="user_input", props={"content": "returns?"}),
            Message(request_id="r1", role="assistant", type="retrieval", props=retrieval),
            Message(request_id="r1", role="assistant", type="text", props={"content": MARKDOWN}),
        ],
    )
    if sources:
        refs = [_reference(s) for s in sources]
        await store.save_search(Search(request_id="r1", chat_id=chat_id, source="auto", references=refs))


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


def test_markdown_is_rendered_safely_with_citation_chips(served: tuple[LiveServer, ChatStore]) -> None:
    from selenium.webdriver.common.by import By

    server, store = served
    asyncio.run(_seed(store, "c-md", SOURCES, []))
    with chromium() as driver:
        d: Any = driver
        open_as(d, server.url, "alice", "?chat=c-md")
        answer = wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".msg.assistant .answer"))[0]
        assert answer.find_element(By.TAG_NAME, "h2").text == "Returns"
        assert answer.find_element(By.CSS_SELECTOR, "ul > li").text.startswith("within 30 days")
        assert answer.find_element(By.CSS_SELECTOR, "li strong").text == "30 days"
        link = answer.find_element(By.CSS_SELECTOR, "a[href='https://shop.example/receipt']")
        assert link.get_attribute("rel") == "noopener noreferrer" and link.get_attribute("target") == "_blank"
        assert [c.text for c in answer.find_elements(By.CSS_SELECTOR, "button.cite")] == ["1", "2", "3"]
        assert answer.find_element(By.CSS_SELECTOR, "table td button.cite").text == "3"  # a chip in a table
        assert "code <b>stays</b> text" in answer.find_element(By.TAG_NAME, "pre").text
        # raw HTML in an answer is text, never markup; scripts never run
        assert not answer.find_elements(By.TAG_NAME, "img") and not answer.find_elements(
            By.TAG_NAME, "script"
        )
        assert "<img src=x" in answer.text and "[2024] stays text" in answer.text
        assert js(d, "return window.__pwned") is None
        assert script_errors(d) == []


def test_the_sources_strip_has_one_card_per_reference_and_one_card_opens_at_a_time(
    served: tuple[LiveServer, ChatStore],
) -> None:
    from selenium.webdriver.common.by import By

    server, store = served
    asyncio.run(_seed(store, "c-src", SOURCES, []))
    with chromium() as driver:
        d: Any = driver
        open_as(d, server.url, "alice", "?chat=c-src")
        cards = wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".sources .src-card"))
        assert d.find_element(By.CSS_SELECTOR, ".sources-title").text.lower() == "3 sources"
        where = [c.find_element(By.CLASS_NAME, "src-where").text for c in cards]
        assert where == ["handbook · returns.pdf · page 3", "shop.example", "products · record 7"]
        assert [c.find_element(By.CLASS_NAME, "src-title").text for c in cards] == [
            "Return policy",
            "Receipts FAQ",
            "Sony WH-1000XM5",
        ]
        assert cards[0].find_element(By.CLASS_NAME, "src-snippet").text.startswith("Headphones can be")

        cards[1].click()  # the web source: its page is linked
        wait(d, lambda d: card_state(d) == "ready")
        link = d.find_element(By.CSS_SELECTOR, "#ref-card .ref-url")
        assert link.get_attribute("href") == "https://www.shop.example/faq/receipts"
        assert d.find_element(By.CSS_SELECTOR, "#ref-card .ref-content").text == "Keep your receipt."

        cards[2].click()  # the DB source: its row as a small table; still exactly one card
        wait(
            d,
            lambda d: (
                card_state(d) == "ready"
                and js(d, "return document.querySelector('#ref-card').dataset.refId") == "3"
            ),
        )
        rows = d.find_elements(By.CSS_SELECTOR, "#ref-card .row-table tr")
        assert [r.text for r in rows] == ["id 7", "name Sony WH-1000XM5", "price 399"]
        assert len(d.find_elements(By.CSS_SELECTOR, "#ref-card")) == 1
        assert not d.find_element(By.CSS_SELECTOR, "#ref-card .ref-url").is_displayed()
        shot(d, "page-sources-db-card.png")

        from selenium.webdriver.common.action_chains import ActionChains

        ActionChains(d).move_to_element(cards[0]).perform()  # hovering a card opens its reference
        wait(d, lambda d: js(d, "return document.querySelector('#ref-card').dataset.refId") == "1")
        wait(d, lambda d: card_state(d) == "ready")
        assert (
            d.find_element(By.CSS_SELECTOR, "#ref-card .ref-where").text == "handbook · returns.pdf · page 3"
        )

        d.find_element(By.ID, "new-chat").click()  # a new chat closes the card
        assert not d.find_element(By.ID, "ref-card").is_displayed()
        assert script_errors(d) == []


def test_singular_plural_and_chinese_strings(served: tuple[LiveServer, ChatStore]) -> None:
    from selenium.webdriver.common.by import By

    server, store = served
    asyncio.run(_seed(store, "c-one", SOURCES[:1], []))
    with chromium() as driver:
        d: Any = driver
        open_as(d, server.url, "alice", "?chat=c-one")
        title = wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".sources-title"))[0]
        assert title.text.lower() == "1 source"
        assert d.find_element(By.CSS_SELECTOR, ".src-where").text == "handbook · returns.pdf · page 3"
        d.find_element(By.ID, "lang").click()  # the strip is drawn again in Chinese
        assert d.find_element(By.CSS_SELECTOR, ".sources-title").text == "1 个来源"
        assert d.find_element(By.CSS_SELECTOR, ".src-where").text.endswith("第 3 页")
        assert d.find_element(By.ID, "send").text == "发送"
        assert js(d, "return document.documentElement.lang") == "zh-CN"
        shot(d, "page-zh-1440.png")


def test_a_failed_source_is_shown_on_the_answer(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    with live_site(tmp_path, ("web", "kb"), web_down=True) as site, chromium() as driver:
        d: Any = driver
        open_as(d, site.url, "alice")
        ask(d, "What is the return policy?")
        note = d.find_element(By.CSS_SELECTOR, ".msg.assistant .source-errors").text
        assert note.startswith("web search failed: ") and "HTTP 503" in note
        assert note.endswith("answered from the knowledge base")
        assert len(d.find_elements(By.CSS_SELECTOR, ".src-card")) == 2  # the KB still answered


def test_when_every_source_fails_the_answer_says_so(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    with live_site(tmp_path, ("web",), web_down=True) as site, chromium() as driver:
        d: Any = driver
        open_as(d, site.url, "alice")
        ask(d, "What is the return policy?")
        note = d.find_element(By.CSS_SELECTOR, ".msg.assistant .source-errors").text
        assert note.startswith("web search failed: ") and note.endswith("no source answered")
        assert not d.find_elements(By.CSS_SELECTOR, ".src-card")


def test_the_trace_is_a_tree_with_durations(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    with live_site(tmp_path) as site, chromium() as driver:
        d: Any = driver
        open_as(d, site.url, "alice")
        ask(d, "What is the return policy?")
        d.find_element(By.CSS_SELECTOR, "#trace > summary").click()
        top = d.find_elements(By.CSS_SELECTOR, "#trace-list > li.trace-node")
        nested = d.find_elements(By.CSS_SELECTOR, "#trace-list .trace-children > li.trace-node")
        assert top and nested, "the trace has top-level nodes with children"
        assert int(d.find_element(By.ID, "trace-count").text) == len(top) + len(nested)
        search = next(n for n in top if "Search" in n.find_element(By.TAG_NAME, "summary").text)
        assert search.get_attribute("data-status") == "completed"
        assert search.find_element(By.CLASS_NAME, "trace-duration").text.endswith(("ms", "s"))
        search.find_element(By.TAG_NAME, "summary").click()  # opens: its children and log lines show
        child = search.find_element(By.CSS_SELECTOR, ".trace-children > li")
        assert "Knowledge Base Search" in child.text
        assert any(
            "Search completed" in line.text
            for line in search.find_elements(By.CSS_SELECTOR, ".trace-logs li")
        )
