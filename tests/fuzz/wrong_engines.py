"""Deliberately wrong engines for the fuzzer's tests: the reference engine, with one answer corrupted.

Each is a protocol Engine wrapping rulings/adapters/reference.py, so it is right about everything else;
the fuzzer must find the one wrong answer, shrink it, and print a scenario that shows it. Usable as
`--engine tests.fuzz.wrong_engines:ColorlessReflectingPool` by pytest and `rulings fuzz` alike.
"""

from __future__ import annotations

import random
import time
from typing import Any

from rulings.adapters.reference import ReferenceEngine
from rulings.protocol.session import Message


class Corrupted:
    """The reference engine, with a hook to change one reply."""

    name = "corrupted reference"

    def __init__(self) -> None:
        self.inner = ReferenceEngine()
        self.objects: dict[str, str] = {}  # id -> card, of the board set up last

    def request(self, message: Message) -> Message:
        """Answer as the reference engine does, then let the subclass corrupt the reply."""
        if message.get("cmd") == "setup":
            game = message.get("game") or {}
            self.objects = {o["id"]: o["card"] for o in game.get("objects", [])}
        reply = self.inner.request(message)
        if message.get("cmd") == "start" and reply.get("outcome") == "ok":
            reply["engine"] = {**reply["engine"], "name": self.name}
        return self.corrupt(message, reply)

    def corrupt(self, message: Message, reply: Message) -> Message:
        """The one wrong answer (none here)."""
        return reply

    def close(self) -> None:
        """Stop the inner engine."""
        self.inner.close()

    def card_of(self, message: Message) -> str:
        """The card of the object a query or action is about."""
        about = message.get("query") or message.get("action") or {}
        return self.objects.get(str(about.get("object", "")), "")


class ColorlessReflectingPool(Corrupted):
    """Says a Reflecting Pool could always produce {C}, as a careless 'any type' reading would."""

    name = "Reflecting Pool makes {C}"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Add {C} to every Reflecting Pool's could-produce answer."""
        query = message.get("query") or {}
        if query.get("type") == "could_produce" and self.card_of(message) == "Reflecting Pool":
            reply["value"] = sorted(set(reply["value"]) | {"C"}, key="WUBRGC".index)
        return reply


class IgnoresReplacementOrder(Corrupted):
    """Applies replacement effects in timestamp order whatever the player chose (CR 616.1 ignored)."""

    name = "replacement order ignored"

    def request(self, message: Message) -> Message:
        """Drop the chosen order before the reference engine sees the action."""
        action = message.get("action") or {}
        if action.get("type") == "activate" and (action.get("choices") or {}).get("order"):
            choices = {k: v for k, v in action["choices"].items() if k != "order"}
            message = {**message, "action": {**action, "choices": choices}}
        return super().request(message)


class UntapsTwice(Corrupted):
    """Reports every permanent untapped in an untap step twice, as two Prophets untapping would."""

    name = "untaps twice"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Double the 'untapped' events of actions and of the log."""
        if reply.get("outcome") == "ok" and "events" in reply:
            reply["events"] = _doubled(reply["events"])
        query = message.get("query") or {}
        if query.get("type") == "events" and reply.get("outcome") == "value":
            reply["value"] = _doubled(reply["value"])
        return reply


def _doubled(events: list[Message]) -> list[Message]:
    out: list[Message] = []
    for event in events:
        out.append(event)
        if event.get("kind") == "untapped":
            out.append(dict(event))
    return out


class CrashesOnForest(Corrupted):
    """Raises an undocumented exception when asked what a Forest could produce."""

    name = "crashes on Forest"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """KeyError, as a half-finished engine would."""
        if _asks_could_produce(message) and self.card_of(message) == "Forest":
            raise KeyError("forest")
        return reply


class HangsOnIsland(Corrupted):
    """Takes far too long to say what an Island could produce (a loop that doesn't end)."""

    name = "hangs on Island"
    seconds = 3.0

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Sleep past any reasonable deadline."""
        if _asks_could_produce(message) and self.card_of(message) == "Island":
            time.sleep(self.seconds)
        return reply


def _asks_could_produce(message: Message) -> bool:
    return (message.get("query") or {}).get("type") == "could_produce"


class Moody(Corrupted):
    """Now and then finds a legal tap illegal: not deterministic."""

    name = "moody"

    def __init__(self) -> None:
        super().__init__()
        self.random = random.Random()

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Refuse one activation in five, at random."""
        action: dict[str, Any] = message.get("action") or {}
        if action.get("type") == "activate" and reply.get("outcome") == "ok" and self.random.random() < 0.2:
            return {"seq": reply.get("seq"), "outcome": "illegal", "reason": "not today"}
        return reply


class RemembersX(Corrupted):
    """Counts a permanent's X in its mana value on the battlefield, as only a spell's may (CR 202.3e)."""

    name = "remembers X"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Mana value plus the counters X put on it."""
        query = message.get("query") or {}
        value = reply.get("value")
        if query.get("type") == "object" and isinstance(value, dict) and value.get("zone") == "battlefield":
            reply["value"] = {
                **value,
                "mana_value": value.get("mana_value", 0) + sum(value.get("counters", {}).values()),
            }
        return reply
