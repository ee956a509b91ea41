"""What the deliberately broken engines share: the JSON-lines loop and an honest engine to misbehave from.

Each engine of this directory runs as `python -m tests.broken_engines.NAME [CARD]` from the project root. It
answers like the reference engine, except where its name says it misbehaves; most misbehave only in games
whose board holds CARD (by default Reflecting Pool), so a run against them shows the harness carrying on.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

from rulings.adapters.reference import ReferenceEngine

Message = dict[str, Any]
DEFAULT_TRIGGER = "Reflecting Pool"


def trigger_card() -> str:
    """The card whose games this engine misbehaves in."""
    return sys.argv[1] if len(sys.argv) > 1 else DEFAULT_TRIGGER


class Game:
    """Tracks whether the current game holds the trigger card and whether it misbehaved already."""

    def __init__(self) -> None:
        self.card = trigger_card()
        self.armed = False

    def saw(self, message: Message) -> bool:
        """Whether this request is the first after the setup of a game with the trigger card."""
        if message.get("cmd") == "setup":
            objects = (message.get("game") or {}).get("objects") or []
            self.armed = any(o.get("card") == self.card for o in objects)
            return False
        if self.armed and message.get("cmd") in ("act", "query"):
            self.armed = False
            return True
        return False


def write(line: str) -> None:
    """One line on stdout, flushed."""
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def reply(message: Message) -> str:
    """The reference engine's honest reply, as a line."""
    return json.dumps(REFERENCE.request(message))


def serve(respond: Callable[[Message], None]) -> None:
    """Read requests until stop or end of input; `respond` writes the reply (or misbehaves)."""
    for raw in sys.stdin:
        message = json.loads(raw)
        if message.get("cmd") == "stop":
            return
        respond(message)


REFERENCE = ReferenceEngine()
