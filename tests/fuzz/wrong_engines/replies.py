"""Wrong engines whose replies (or whose state, behind them) are wrong in one way, or that break the transport
(an exception, a hang)."""

from __future__ import annotations

import random
import time
from typing import Any

from rulings.protocol.session import Message
from tests.fuzz.wrong_engines.corrupted import Corrupted


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
    """Now and then finds a legal tap illegal (CR 605.3a: a player may activate a mana ability whenever they
    have priority): not deterministic. Seeded, so that a run against it is repeatable; it still changes its
    mind from one game to the next."""

    name = "moody"

    def __init__(self) -> None:
        super().__init__()
        self.random = random.Random(20260417)

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


class RefusalStillTaps(Corrupted):
    """Taps a permanent for an activation before finding it illegal, and doesn't reverse it (CR 733.1: an
    illegal action is reversed, and no payment happens)."""

    name = "refusal still taps"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Tap the permanent an illegal activation was about."""
        action = message.get("action") or {}
        if action.get("type") == "activate" and reply.get("outcome") == "illegal":
            state = self.inner.game.state
            obj = state.object(str(action.get("object")))
            if obj.zone == "battlefield":
                obj.tapped = True
        return reply


class GenericMana(Corrupted):
    """Files colorless mana in the pool as "generic" (CR 106.1b: the six types of mana are white, blue, black,
    red, green and colorless; generic is a kind of cost, CR 107.4b, not of mana)."""

    name = "generic mana"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Rename {C} in pool answers."""
        query = message.get("query") or {}
        if query.get("type") == "mana_pool" and isinstance(reply.get("value"), dict):
            value = dict(reply["value"])
            value["generic"] = value.pop("C", 0)
            reply["value"] = value
        return reply


class ManaAbilitiesOnTheStack(Corrupted):
    """Puts each mana ability activated on the stack, where it stays until the next other action (CR 605.3b:
    a mana ability doesn't go on the stack; it resolves immediately)."""

    name = "mana abilities on the stack"

    def __init__(self) -> None:
        super().__init__()
        self.pending: list[Message] = []

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Remember legal mana activations; add them to the stack's answer."""
        action = message.get("action") or {}
        if message.get("cmd") == "setup":
            self.pending = []
        elif message.get("cmd") == "act" and reply.get("outcome") == "ok":
            events = reply.get("events") or []
            mana = any(
                e.get("kind") == "mana_added" and e.get("source") == action.get("object") for e in events
            )
            if action.get("type") == "activate" and mana:
                item = {
                    "id": f"mana-{len(self.pending)}",
                    "kind": "ability",
                    "source": action.get("object"),
                    "controller": action.get("player"),
                    "text": "mana ability",
                }
                self.pending.append(item)
            else:
                self.pending = []
        query = message.get("query") or {}
        if query.get("type") == "stack" and reply.get("outcome") == "value":
            reply["value"] = [*reply["value"], *self.pending]
        return reply


class CanCastIgnoresTiming(Corrupted):
    """Answers can_cast without the timing rules, so it says a creature may be cast in the opponent's turn
    (CR 117.1a), while casting it is refused."""

    name = "can_cast ignores timing"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Say legal where only timing forbids it."""
        query = message.get("query") or {}
        raw = reply.get("value")
        value: dict[str, Any] = raw if isinstance(raw, dict) else {}
        timing_only = "117.1a" in str(value.get("reason", ""))
        if query.get("type") == "can_cast" and timing_only and not value.get("legal"):
            reply["value"] = {"legal": True, "reason": ""}
        return reply


class CountersAreNotToughness(Corrupted):
    """Reads a creature's toughness from its card alone, ignoring its +1/+1 counters (CR 122.1a, 613.4c), so a
    Hangarback Walker with counters is a 0/0 and state-based actions put it into the graveyard (CR 704.5f) as
    the game is set up — where no event can say so."""

    name = "counters aren't toughness"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """After setup, the 0/0s by printed toughness go to the graveyard."""
        if message.get("cmd") == "setup" and reply.get("outcome") == "ok":
            for obj in self.inner.game.state.battlefield():
                if obj.card.name in ("Hangarback Walker", "Endless One"):
                    obj.zone = "graveyard"
        return reply
