"""In-process engines (`--engine tests.faults.in_process:NAME`) that fail in the ways a third party's may."""

from __future__ import annotations

import threading
from typing import Any

from rulings.adapters.reference import ReferenceEngine
from rulings.protocol.session import Message


class RaisingConstructor:
    """Its constructor raises (a missing native library, say)."""

    def __init__(self) -> None:
        raise RuntimeError("libengine.so: cannot open shared object file")


class RaisingStart(ReferenceEngine):
    """It raises on the handshake."""

    def request(self, message: Message) -> Message:
        if message.get("cmd") == "start":
            raise KeyError("rules_version")
        return super().request(message)


class RaisingClose(ReferenceEngine):
    """It raises as it is closed."""

    def close(self) -> None:
        raise OSError("cannot flush the engine's log")


def returns_a_string() -> Any:
    """A factory that returns no engine."""
    return "engine"


class Hanging(ReferenceEngine):
    """It never answers an action or query in a game holding Reflecting Pool (an infinite loop)."""

    armed = False

    def request(self, message: Message) -> Message:
        if message.get("cmd") == "setup":
            objects = (message.get("game") or {}).get("objects") or []
            self.armed = any(o.get("card") == "Reflecting Pool" for o in objects)
        elif self.armed and message.get("cmd") in ("act", "query"):
            threading.Event().wait()
        return super().request(message)
