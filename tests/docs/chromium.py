"""A small headless-Chromium driver over the DevTools protocol, for the site's browser tests and screenshots.

Debian's /usr/bin/chromium (scripts/ensure-browser.sh installs it), a fresh empty profile per browser,
no network beyond the loopback DevTools socket, and a websocket-client connection to the browser target;
each page is a target attached in "flatten" mode, so every command and event carries its session id.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Final

import websocket

__all__ = ["CHROMIUM", "Browser", "BrowserError", "Page", "browser_available", "open_browser"]

CHROMIUM: Final = Path(os.environ.get("RULINGS_CHROMIUM", "/usr/bin/chromium"))
FLAGS: Final = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
    "--remote-debugging-port=0",
    "--remote-allow-origins=*",
)
TIMEOUT: Final = 20.0


class BrowserError(RuntimeError):
    """Chromium did not start, a DevTools command failed, or a page did not load."""


def browser_available() -> bool:
    """Whether the Chromium binary is installed."""
    return CHROMIUM.is_file() and os.access(CHROMIUM, os.X_OK)


class Browser:
    """One running Chromium and its DevTools connection."""

    def __init__(self, process: subprocess.Popen[bytes], profile: Path, socket: websocket.WebSocket) -> None:
        self.process = process
        self.profile = profile
        self.socket = socket
        self._next_id = 0
        self.events: list[dict[str, Any]] = []

    def send(
        self, method: str, params: dict[str, Any] | None = None, session: str | None = None
    ) -> dict[str, Any]:
        """Send one command and wait for its reply, keeping the events that arrive meanwhile."""
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params or {}}
        if session is not None:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            reply = json.loads(self.socket.recv())
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise BrowserError(f"{method} failed: {reply['error']}")
                return dict(reply.get("result", {}))
            self.events.append(reply)
        raise BrowserError(f"{method}: no reply within {TIMEOUT} s")

    def wait_for_event(self, method: str, session: str, since: int) -> dict[str, Any]:
        """The first event `method` of `session` at or after position `since` of the event log."""
        deadline = time.monotonic() + TIMEOUT
        position = since
        while time.monotonic() < deadline:
            while position < len(self.events):
                event = self.events[position]
                position += 1
                if event.get("method") == method and event.get("sessionId") == session:
                    return event
            self.events.append(json.loads(self.socket.recv()))
        raise BrowserError(f"no {method} within {TIMEOUT} s")

    def new_page(self, width: int = 1280, height: int = 900, mobile: bool = False) -> Page:
        """A new tab with its own viewport, its console and exceptions recorded."""
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, target, session)
        for domain in ("Page.enable", "Runtime.enable"):
            self.send(domain, session=session)
        page.resize(width, height, mobile)
        return page

    def close(self) -> None:
        """Stop Chromium and delete its profile."""
        try:
            self.socket.close()
        finally:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            shutil.rmtree(self.profile, ignore_errors=True)


class Page:
    """One tab: navigate, evaluate JavaScript, take screenshots."""

    def __init__(self, browser: Browser, target: str, session: str) -> None:
        self.browser = browser
        self.target = target
        self.session = session

    def send(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        """A DevTools command to this tab."""
        return self.browser.send(method, params, self.session)

    def resize(self, width: int, height: int, mobile: bool = False) -> None:
        """Set the viewport (a phone: mobile=True, with a device scale of 2)."""
        self.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 2 if mobile else 1, "mobile": mobile},
        )

    def goto(self, url: str) -> None:
        """Load `url` and wait for its load event; a BrowserError if the navigation failed (missing file)."""
        since = len(self.browser.events)
        reply = self.send("Page.navigate", {"url": url})
        if reply.get("errorText"):
            raise BrowserError(f"{url}: {reply['errorText']}")
        if reply.get("loaderId") is None:
            return  # a same-document navigation (only the #fragment changed): no load event follows
        self.browser.wait_for_event("Page.loadEventFired", self.session, since)

    def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page (JSON-serialisable values only)."""
        reply = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in reply:
            raise BrowserError(f"{expression!r} threw: {reply['exceptionDetails'].get('text')}")
        return reply["result"].get("value")

    def exceptions(self) -> list[str]:
        """Uncaught JavaScript exceptions this tab reported so far."""
        return [
            str(event["params"]["exceptionDetails"].get("text"))
            for event in self.browser.events
            if event.get("method") == "Runtime.exceptionThrown" and event.get("sessionId") == self.session
        ]

    def type_into(self, selector: str, text: str) -> None:
        """Focus the element and type `text` as key presses (insertText fires the input events)."""
        self.evaluate(f"document.querySelector({json.dumps(selector)}).focus()")
        self.send("Input.insertText", {"text": text})

    def screenshot(self, path: Path, max_height: int | None = None) -> Path:
        """A PNG of the whole page (down to `max_height` CSS pixels when given)."""
        size = self.send("Page.getLayoutMetrics")["cssContentSize"]
        height = size["height"] if max_height is None else min(size["height"], max_height)
        clip = {"x": 0, "y": 0, "width": size["width"], "height": height, "scale": 1}
        reply = self.send(
            "Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True, "clip": clip}
        )
        path.write_bytes(base64.b64decode(reply["data"]))
        return path


def _devtools_url(profile: Path, process: subprocess.Popen[bytes]) -> str:
    """The browser's DevTools websocket URL, from the DevToolsActivePort file Chromium writes."""
    port_file = profile / "DevToolsActivePort"
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise BrowserError(f"{CHROMIUM} exited with {process.returncode} before it was ready")
        if port_file.is_file():
            lines = port_file.read_text(encoding="utf-8").split()
            if len(lines) >= 2:
                return f"ws://127.0.0.1:{lines[0]}{lines[1]}"
        time.sleep(0.05)
    raise BrowserError(f"{CHROMIUM} did not open its DevTools port within {TIMEOUT} s")


@contextmanager
def open_browser() -> Iterator[Browser]:
    """A headless Chromium with a new empty profile, closed (and the profile deleted) afterwards."""
    if not browser_available():
        raise BrowserError(f"{CHROMIUM} is not installed; run scripts/ensure-browser.sh")
    profile = Path(tempfile.mkdtemp(prefix="rulings-chromium-"))
    process = subprocess.Popen(
        [str(CHROMIUM), *FLAGS, f"--user-data-dir={profile}", "about:blank"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        socket = websocket.create_connection(
            _devtools_url(profile, process), timeout=TIMEOUT, suppress_origin=True
        )
    except BaseException:
        process.kill()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)
        raise
    browser = Browser(process, profile, socket)
    try:
        yield browser
    finally:
        browser.close()
