"""The page's layout, settings and accessibility in headless Chromium: responsive at 390 px (phone)
and 1440 px with screenshots kept as CI artefacts, keyboard use, the assistant choice, the settings
panel (language, light/dark theme), and axe-core with no serious or critical violation."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .browser import chromium, script_errors
from .page import ask as ask_question
from .page import axe_violations, card_state, js, live_site, open_as, shot, viewport, wait

WIDTHS = [(390, 844), (1440, 900)]


@pytest.mark.parametrize(("width", "height"), WIDTHS)
def test_responsive_layout_with_screenshots(tmp_path: Path, width: int, height: int) -> None:
    from selenium.webdriver.common.by import By

    with live_site(tmp_path) as site, chromium() as driver:
        d: Any = driver
        viewport(d, width, height)
        open_as(d, site.url, "alice")
        ask_question(d, "What is the return policy for headphones?")
        assert js(d, "return window.innerWidth") == width
        # nothing sticks out sideways; the conversation gets the width
        assert js(d, "return document.documentElement.scrollWidth") <= width
        column = js(d, "return document.querySelector('.msg.assistant').getBoundingClientRect().width")
        sidebar = d.find_element(By.ID, "sidebar")
        if width < 700:
            assert column >= width - 40, column
            assert (
                not d.find_element(By.ID, "sidebar").is_displayed()
                or sidebar.rect["x"] + sidebar.rect["width"] <= 0
            )
            shot(d, f"page-{width}.png")
            d.find_element(By.ID, "menu").click()  # the chats open as a drawer
            wait(d, lambda d: d.find_element(By.ID, "sidebar").rect["x"] >= 0)
            shot(d, f"page-{width}-drawer.png")
            from selenium.webdriver.common.action_chains import ActionChains

            backdrop = d.find_element(By.ID, "backdrop")  # tap beside the drawer
            ActionChains(d).move_to_element_with_offset(backdrop, width // 2 - 10, 0).click().perform()
            wait(d, lambda d: d.find_element(By.ID, "sidebar").rect["x"] < 0)
            d.find_elements(By.CSS_SELECTOR, ".src-card")[0].click()  # the card is a bottom sheet
            wait(d, lambda d: card_state(d) == "ready")
            card = d.find_element(By.ID, "ref-card").rect
            assert card["width"] == width and abs(card["y"] + card["height"] - height) <= 1
            shot(d, f"page-{width}-card.png")
        else:
            assert sidebar.is_displayed() and sidebar.rect["x"] == 0
            assert not d.find_element(By.ID, "menu").is_displayed()
            d.find_elements(By.CSS_SELECTOR, "button.cite")[0].click()
            wait(d, lambda d: card_state(d) == "ready")
            shot(d, f"page-{width}.png")
        assert script_errors(d) == []


def test_keyboard_opens_and_closes_a_reference_and_focus_returns(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    with live_site(tmp_path) as site, chromium() as driver:
        d: Any = driver
        open_as(d, site.url, "alice")
        ask_question(d, "returns?")
        chip = d.find_element(By.CSS_SELECTOR, ".msg.assistant .answer button.cite")
        js(d, "arguments[0].focus()", chip)
        chip.send_keys(Keys.ENTER)
        wait(d, lambda d: card_state(d) == "ready")
        assert js(d, "return document.activeElement.id") == "ref-close"
        d.switch_to.active_element.send_keys(Keys.ESCAPE)
        wait(d, lambda d: not d.find_element(By.ID, "ref-card").is_displayed())
        assert js(d, "return document.activeElement === arguments[0]", chip)

        # a fresh page: the first Tab reaches the skip link; Enter in the question box sends
        open_as(d, site.url, "alice")
        d.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
        assert js(d, "return document.activeElement.className") == "skip"
        question = d.find_element(By.ID, "input")
        question.send_keys("returns?")
        question.send_keys(Keys.ENTER)
        wait(d, lambda d: js(d, "return document.body.dataset.lastStatus") == "done")
        assert len(d.find_elements(By.CSS_SELECTOR, ".msg.user")) == 1


def test_assistant_choice_and_settings_persist(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    with live_site(tmp_path) as site, chromium() as driver:
        d: Any = driver
        open_as(d, site.url, "alice")
        choice = Select(d.find_element(By.ID, "assistant"))
        assert sorted(o.get_attribute("value") for o in choice.options) == ["helper", "shop"]
        choice.select_by_value("shop")
        d.find_element(By.ID, "settings-button").click()
        assert d.find_element(By.ID, "settings").is_displayed()
        Select(d.find_element(By.ID, "set-theme")).select_by_value("dark")
        Select(d.find_element(By.ID, "set-lang")).select_by_value("zh")
        assert js(d, "return document.documentElement.dataset.theme") == "dark"
        background = js(d, "return getComputedStyle(document.body).backgroundColor")
        assert background == "rgb(23, 24, 27)"
        assert d.find_element(By.ID, "settings-title").text == "设置"
        d.find_element(By.CSS_SELECTOR, "#settings button[value=close]").click()
        assert not d.find_element(By.ID, "settings").is_displayed()

        open_as(d, site.url, "alice")  # kept across a reload
        assert js(d, "return document.documentElement.dataset.theme") == "dark"
        assert d.find_element(By.ID, "send").text == "发送"
        assert (
            Select(d.find_element(By.ID, "assistant")).first_selected_option.get_attribute("value") == "shop"
        )
        ask_question(d, "退货政策是什么？")
        shot(d, "page-1280-dark-zh.png")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_no_serious_accessibility_violations(tmp_path: Path, theme: str) -> None:
    from selenium.webdriver.common.by import By

    with live_site(tmp_path) as site, chromium() as driver:
        d: Any = driver
        open_as(d, site.url, "alice")
        js(d, "localStorage.setItem('agentsearch.theme', arguments[0])", theme)
        open_as(d, site.url, "alice")
        ask_question(d, "What is the return policy?")
        d.find_element(By.CSS_SELECTOR, "#trace > summary").click()
        assert axe_violations(d) == []
        d.find_elements(By.CSS_SELECTOR, ".src-card")[0].click()
        wait(d, lambda d: card_state(d) == "ready")
        assert axe_violations(d) == []
        d.find_element(By.ID, "kb-button").click()
        wait(d, lambda d: d.find_element(By.ID, "kb-panel").is_displayed())
        assert axe_violations(d) == []
        viewport(d, 390, 844)
        d.find_element(By.ID, "kb-close").click()
        assert axe_violations(d) == []


# Every layout shift the page makes, kept by the browser (PerformanceObserver, `buffered`), with the
# shifts that follow a user's input within 500 ms marked by Chromium as `hadRecentInput`.
WATCH_SHIFTS = """
window.__shifts = [];
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) {
    window.__shifts.push({value: entry.value, input: entry.hadRecentInput, at: entry.startTime});
  }
}).observe({type: 'layout-shift', buffered: true});
"""


@pytest.mark.parametrize(("width", "height"), WIDTHS)
def test_streaming_an_answer_does_not_shift_the_layout(tmp_path: Path, width: int, height: int) -> None:
    """Cumulative layout shift while an answer streams stays under 0.1, Web Vitals' "good"."""
    with live_site(tmp_path) as site, chromium() as driver:
        d: Any = driver
        viewport(d, width, height)
        open_as(d, site.url, "alice")
        js(d, WATCH_SHIFTS)
        ask_question(d, "What is the return policy for headphones?")
        shifts = js(d, "return window.__shifts")
        unexpected = sum(s["value"] for s in shifts if not s["input"])
        assert unexpected < 0.1, shifts
