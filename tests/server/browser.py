"""Headless Chromium for the page tests: the system browser and driver, never a downloaded one."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-dev-shm-usage",
    "--window-size=1280,900",
]


def require_chromium() -> None:
    import os

    if CHROMIUM.exists() and CHROMEDRIVER.exists():
        return
    message = "chromium / chromium-driver are not installed (Debian packages, see .ci/apt-packages.txt)"
    if os.environ.get("AGENTSEARCH_REQUIRE_SERVICES"):
        pytest.fail(message)
    pytest.skip(message)


@contextmanager
def chromium() -> Iterator[object]:
    """A Selenium driver on a fresh profile directory, removed afterwards."""
    require_chromium()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="agentsearch-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in [*FLAGS, f"--user-data-dir={profile}"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def screenshot(driver: object, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / name
    driver.save_screenshot(str(path))  # type: ignore[attr-defined]
    return path


def script_errors(driver: object) -> list[str]:
    """Uncaught exceptions and Content-Security-Policy violations logged by the page so far."""
    entries = driver.get_log("browser")  # type: ignore[attr-defined]
    return [
        str(entry.get("message", ""))
        for entry in entries
        if "Uncaught" in str(entry.get("message", ""))
        or "Content Security Policy" in str(entry.get("message", ""))
    ]
