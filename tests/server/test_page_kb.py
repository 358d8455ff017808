"""Knowledge bases from the page, in headless Chromium against a live server: create a collection,
upload files with a progress bar, see the documents, delete a document and the collection; a bad file
gets the server's one-line error and the others still upload."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .browser import chromium, script_errors
from .page import js, live_site, open_as, shot, wait


def test_create_upload_list_and_delete_from_the_page(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    files = tmp_path / "files"
    files.mkdir()
    (files / "returns.md").write_text("# Returns\n\nHeadphones: thirty days.", encoding="utf-8")
    (files / "hours.txt").write_text("Open from nine to five.", encoding="utf-8")
    (files / "tool.exe").write_bytes(b"MZ")
    with live_site(tmp_path) as site, chromium() as driver:
        d: Any = driver
        open_as(d, site.url, "alice")
        d.find_element(By.ID, "kb-button").click()
        panel = d.find_element(By.ID, "kb-panel")
        assert panel.is_displayed()
        wait(d, lambda d: "No collections yet" in panel.text)
        d.find_element(By.ID, "kb-name").send_keys("handbook")
        d.find_element(By.CSS_SELECTOR, "#kb-create button[type=submit]").click()
        wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, '#kb-list li[data-collection="handbook"].active'))
        assert "No documents yet" in d.find_element(By.ID, "kb-doc-list").text

        # the file input takes several files; each gets its own progress bar and outcome
        paths = "\n".join(str(files / n) for n in ("returns.md", "hours.txt", "tool.exe"))
        d.find_element(By.ID, "kb-file").send_keys(paths)
        wait(d, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#kb-uploads li[data-state]")) == 3, 60)
        # read the list in one script: the page re-renders an item as its upload ends, so element
        # handles taken one by one can go stale between calls
        read_states = (
            "return Array.from(document.querySelectorAll('#kb-uploads li'))"
            ".map(li => [li.dataset.file, li.dataset.state, li.innerText])"
        )
        settled = ("done", "error")
        rows = wait(d, lambda d: (r := js(d, read_states)) and all(x[1] in settled for x in r) and r, 60)
        states = {name: (state, text) for name, state, text in rows}
        assert states["returns.md"][0] == "done" and "Added (1 chunk)" in states["returns.md"][1]
        assert states["hours.txt"][0] == "done"
        assert states["tool.exe"][0] == "error"
        assert "unsupported file type .exe" in states["tool.exe"][1]
        bars = d.find_elements(By.CSS_SELECTOR, "#kb-uploads progress")
        assert [js(d, "return arguments[0].value", bar) for bar in bars] == [1, 1, 1]
        docs = wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, "#kb-doc-list li[data-document-id]"))
        assert sorted(li.get_attribute("data-document-id") for li in docs) == ["hours.txt", "returns.md"]
        assert (
            "2 documents" in d.find_element(By.CSS_SELECTOR, '#kb-list li[data-collection="handbook"]').text
        )
        shot(d, "page-kb-1280.png")

        d.find_element(By.CSS_SELECTOR, '#kb-doc-list li[data-document-id="hours.txt"] button').click()
        wait(d, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#kb-doc-list li[data-document-id]")) == 1)
        d.find_element(By.CSS_SELECTOR, '#kb-list li[data-collection="handbook"] button.icon').click()
        d.switch_to.alert.accept()
        wait(d, lambda d: not d.find_elements(By.CSS_SELECTOR, '#kb-list li[data-collection="handbook"]'))
        assert script_errors(d) == []
    from agentsearch.handlers.kb import KBManager

    assert not KBManager(site.app_dir / "data" / "kb").exists("handbook")


def test_another_users_collection_is_not_listed_and_errors_are_shown(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    with live_site(tmp_path) as site, chromium() as driver:
        d: Any = driver
        open_as(d, site.url, "alice")
        d.find_element(By.ID, "kb-button").click()
        d.find_element(By.ID, "kb-name").send_keys("alice-notes")
        d.find_element(By.CSS_SELECTOR, "#kb-create button[type=submit]").click()
        wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, '#kb-list li[data-collection="alice-notes"]'))
        d.find_element(By.ID, "kb-name").send_keys("alice-notes")  # the same name again
        d.find_element(By.CSS_SELECTOR, "#kb-create button[type=submit]").click()
        error = d.find_element(By.ID, "kb-error")
        wait(d, lambda d: error.is_displayed())
        assert error.text == "collection already exists: alice-notes"

        open_as(d, site.url, "bob")
        d.find_element(By.ID, "kb-button").click()
        wait(d, lambda d: "No collections yet" in d.find_element(By.ID, "kb-list").text)
