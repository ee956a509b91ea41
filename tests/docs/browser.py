"""Headless Chromium for the site's browser tests and screenshots, driven by Selenium WebDriver.

Debian's /usr/bin/chromium and /usr/bin/chromedriver (scripts/ensure-browser.sh installs both), a fresh
empty profile per browser, no network. One browser holds several pages, each a tab with its own viewport
(set through the DevTools command Selenium passes on, so a phone is a real mobile viewport).
"""

from __future__ import annotations

import base64
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Final

from selenium import webdriver
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

__all__ = ["CHROMEDRIVER", "CHROMIUM", "Browser", "BrowserError", "Page", "browser_available", "open_browser"]

CHROMIUM: Final = Path(os.environ.get("RULINGS_CHROMIUM", "/usr/bin/chromium"))
CHROMEDRIVER: Final = Path(os.environ.get("RULINGS_CHROMEDRIVER", "/usr/bin/chromedriver"))
FLAGS: Final = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
)
TIMEOUT: Final = 20.0


class BrowserError(RuntimeError):
    """Chromium did not start, a command failed, or a page did not load."""


def browser_available() -> bool:
    """Whether Chromium and its WebDriver are installed."""
    return all(path.is_file() and os.access(path, os.X_OK) for path in (CHROMIUM, CHROMEDRIVER))


class Browser:
    """One running Chromium and its WebDriver session."""

    def __init__(self, driver: webdriver.Chrome) -> None:
        self.driver = driver
        self.console: list[dict[str, Any]] = []  # every console entry read so far, oldest first
        self._first = True

    def new_page(self, width: int = 1280, height: int = 900, mobile: bool = False) -> Page:
        """A new tab with its own viewport."""
        if self._first:
            self._first = False  # the session's own first tab
        else:
            self.driver.switch_to.new_window("tab")
        page = Page(self, self.driver.current_window_handle, len(self.read_console()))
        page.resize(width, height, mobile)
        return page

    def read_console(self) -> list[dict[str, Any]]:
        """The console so far (Selenium hands each entry over once; they are kept here)."""
        self.console += self.driver.get_log("browser")  # type: ignore[no-untyped-call]
        return self.console


class Page:
    """One tab: navigate, evaluate JavaScript, type, take screenshots."""

    def __init__(self, browser: Browser, handle: str, console_from: int) -> None:
        self.browser = browser
        self.handle = handle
        self.console_from = console_from

    @property
    def driver(self) -> webdriver.Chrome:
        """The WebDriver, switched to this tab."""
        if self.browser.driver.current_window_handle != self.handle:
            self.browser.driver.switch_to.window(self.handle)
        return self.browser.driver

    def resize(self, width: int, height: int, mobile: bool = False) -> None:
        """Set the viewport (a phone: mobile=True, with a device scale of 2)."""
        self.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 2 if mobile else 1, "mobile": mobile},
        )

    def goto(self, url: str) -> None:
        """Load `url` and wait for it; a BrowserError if the navigation failed (a missing file)."""
        try:
            self.driver.get(url)
        except WebDriverException as error:
            raise BrowserError(f"{url}: {error.msg}") from None
        if self.evaluate("location.href").startswith("chrome-error:"):
            raise BrowserError(f"{url}: the page did not load")

    def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page (JSON-serialisable values only)."""
        try:
            return self.driver.execute_script(f"return ({expression});")
        except WebDriverException as error:
            raise BrowserError(f"{expression!r} threw: {error.msg}") from None

    def wait_for(self, expression: str, timeout: float = TIMEOUT) -> Any:
        """Wait until a JavaScript expression is truthy in the page; its value."""
        condition: Callable[[Any], Any] = lambda _: self.evaluate(expression)  # noqa: E731
        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(condition)
        except TimeoutException:
            raise BrowserError(f"{expression!r} did not become true within {timeout} s") from None

    def exceptions(self) -> list[str]:
        """Errors the console reported since this tab opened: uncaught exceptions, files that failed to load."""
        entries = self.browser.read_console()[self.console_from :]
        return [str(entry["message"]) for entry in entries if entry.get("level") == "SEVERE"]

    def type_into(self, selector: str, text: str) -> None:
        """Type `text` into the element, key by key (each fires its input event)."""
        element = self.driver.find_element(By.CSS_SELECTOR, selector)
        element.send_keys(text)

    def draw_everything(self) -> None:
        """Draw every block of the page now: the site draws a block off the screen (content-visibility:
        auto) only when it comes near it, and until then it has no innerText and no width of its own."""
        self.evaluate(
            """(() => { const style = document.createElement('style');
                 style.textContent = '* { content-visibility: visible !important; }';
                 document.head.appendChild(style); return true; })()"""
        )

    def screenshot(self, path: Path, max_height: int | None = None) -> Path:
        """A PNG of the whole page, every block drawn (down to `max_height` CSS pixels when given)."""
        self.draw_everything()
        size = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
        height = size["height"] if max_height is None else min(size["height"], max_height)
        clip = {"x": 0, "y": 0, "width": size["width"], "height": height, "scale": 1}
        reply = self.driver.execute_cdp_cmd(
            "Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True, "clip": clip}
        )
        path.write_bytes(base64.b64decode(reply["data"]))
        return path


@contextmanager
def open_browser() -> Iterator[Browser]:
    """A headless Chromium with a new empty profile, closed (and the profile deleted) afterwards."""
    if not browser_available():
        raise BrowserError(f"{CHROMIUM} or {CHROMEDRIVER} is not installed; run scripts/ensure-browser.sh")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    try:
        driver = webdriver.Chrome(options=options, service=Service(executable_path=str(CHROMEDRIVER)))
    except WebDriverException as error:
        raise BrowserError(f"Chromium did not start: {error.msg}") from None
    driver.set_page_load_timeout(TIMEOUT)
    try:
        yield Browser(driver)
    finally:
        driver.quit()
