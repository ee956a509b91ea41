"""What the fuzzer knows of the game it is playing: the board it set up, updated from the engine's events.

Invariants read the game through protocol queries; this is the little they need to know beside that —
which card each object is, who controls it, what zone it is in, whether it is tapped as the steps would
see it, summoning sickness, whose step it is — kept from the board and the events, never from an engine's
internals. Where an engine's events leave something unknown, the invariants that need it stand aside.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from rulings.fuzz.cards import CardFacts, facts_of
from rulings.fuzz.naming import Names
from rulings.fuzz.turns import path
from rulings.protocol.session import Game, Message
from rulings.protocol.turn import default_priority

# Events that leave every permanent's characteristics, zone and counters as they were.
KEEPS_BOARD = frozenset(
    {
        "step_began",
        "mana_emptied",
        "activated",
        "tapped",
        "untapped",
        "mana_added",
        "triggered",
        "put_on_stack",
        "resolved",
    }
)
# Where an event's object went (engine.events.KINDS): the legend rule's "put_into_graveyard" too, or the fuzzer
# would go on asking a card no longer there what it could produce.
ZONE_AFTER = {
    "sacrificed": "graveyard",
    "died": "graveyard",
    "destroyed": "graveyard",
    "put_into_graveyard": "graveyard",
    "countered": "graveyard",
    "discarded": "graveyard",
    "exiled": "exile",
    "drew": "hand",
    # CR 800.4a: with its owner, out of a game that goes on: in no zone, asked about no more
    "left_the_game": "left the game",
    "permanent_left_the_game": "left the game",
}


@dataclass
class Thing:
    """One object of the game as the fuzzer knows it."""

    id: str
    card: str
    facts: CardFacts
    controller: str
    zone: str
    tapped: bool
    sick: bool
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: str = ""

    def is_type(self, card_type: str) -> bool:
        """Whether the object's card has this card type."""
        return self.facts.is_type(card_type)

    @property
    def on_battlefield(self) -> bool:
        """Whether it is a permanent."""
        return self.zone == "battlefield"


@dataclass
class World:
    """The fuzzer's knowledge of one game."""

    game: Game
    players: list[str]
    active: str
    step: str
    things: dict[str, Thing]
    names: Names
    version: int = 0  # grows whenever what any permanent could produce may have changed (CR 106.7)
    turn_known: bool = True
    # Who has priority, as CR 117.3-117.4 say it moves: a guess to aim actions at legal ones, never checked.
    priority: str = ""
    passed: set[str] = field(default_factory=set)
    triggered: Counter[str] = field(default_factory=Counter)  # "triggered" events so far, by source
    cast_x: dict[str, int] = field(default_factory=dict)  # the X announced for each spell cast (CR 107.3a)
    entered_x: dict[str, int] = field(default_factory=dict)  # the X of the spell each permanent was, or 0
    possibly_skipping: set[str] = field(default_factory=set)  # may not untap in their next untap step
    unreported: bool = False  # a legal action came back without events: zones and counters may be stale

    @classmethod
    def of(cls, game: Game) -> World:
        """The knowledge of a game just set up on this board."""
        things = {
            o["id"]: Thing(
                id=o["id"],
                card=o["card"],
                facts=facts_of(o["card"]),
                controller=o.get("controller", o["owner"]),
                zone=o.get("zone", "battlefield"),
                tapped=bool(o.get("tapped", False)),
                sick=bool(o.get("sick", False)),
                counters=dict(o.get("counters", {})),
                attached_to=o.get("attached_to", ""),
            )
            for o in game.get("objects", [])
        }
        turn = game["turn"]
        world = cls(
            game, list(game["players"]), turn["active"], turn["step"], things, Names(game.get("objects", []))
        )
        world.priority = game.get("priority", default_priority(turn["active"], turn["step"]))
        return world

    def battlefield(self) -> list[Thing]:
        """The permanents, in table order."""
        return [t for t in self.things.values() if t.on_battlefield]

    def controls(self, player: str, predicate: Any = None) -> list[Thing]:
        """The permanents a player controls (that satisfy a predicate, if given)."""
        return [
            t for t in self.battlefield() if t.controller == player and (predicate is None or predicate(t))
        ]

    def tapped_as_seen(self) -> dict[str, bool]:
        """Tapped or not, as a scenario's table tracks it from the events of its actions."""
        return {t.id: t.tapped for t in self.things.values()}

    def opponents(self, player: str) -> list[str]:
        """Every other player (no teams, CR 102.2)."""
        return [p for p in self.players if p != player]

    def learn(self, action: Message, events: Iterable[Message]) -> None:
        """Update the knowledge from a legal action and the events the engine reported for it."""
        events = list(events)
        if not events and action.get("type") != "pass_priority":
            self.unreported = True
        began = [e for e in events if e.get("kind") == "step_began"]
        if action.get("type") == "advance" and not began:
            # The engine reported no steps: the action itself says where the game went (CR 500.1).
            for active, step in path(self.players, self.active, self.step, action["player"], action["step"]):
                began.append({"kind": "step_began", "player": active, "step": step})
            events = began + events
        elif action.get("type") in ("pass_priority", "resolve") and not began and not events:
            self.turn_known = False  # a step may have ended without the engine saying which began
        for event in events:
            self._learn_event(event)
        self._pass_priority(action, events)

    def _pass_priority(self, action: Message, events: list[Message]) -> None:
        """Follow priority (CR 117.3b-d, 117.4): activating keeps it, passing moves it on, resolving returns it."""
        kind = action.get("type")
        if kind == "cast":
            self.cast_x[str(action.get("object"))] = int(action.get("x") or 0)
            self.passed.clear()
            return
        if kind == "pass_priority":
            self.passed.add(str(action.get("player")))
            if len(self.passed) < len(self.players):
                player = str(action.get("player"))
                self.priority = self.players[(self.players.index(player) + 1) % len(self.players)]
                return
        elif kind == "activate":
            self.passed.clear()
            return
        self.passed.clear()
        self.priority = default_priority(self.active, self.step)

    def _learn_event(self, event: Message) -> None:
        kind = event.get("kind")
        thing = self.things.get(str(event.get("object", "")))
        if kind == "triggered":
            self.triggered[str(event.get("source"))] += 1
        if kind == "step_began":
            self.active, self.step = str(event.get("player", self.active)), str(event.get("step", self.step))
            if self.step == "untap":  # CR 302.6: controlled continuously since their most recent turn began
                for t in self.things.values():
                    if t.controller == self.active:
                        t.sick = False
                        self.possibly_skipping.discard(t.id)  # its next untap step is this one
        elif kind in ("tapped", "untapped") and thing:
            thing.tapped = kind == "tapped"
        elif kind in ZONE_AFTER and thing:
            # Still "tapped" to a scenario's table, which only follows tap events.
            thing.zone = ZONE_AFTER[kind]
        elif kind == "entered" and thing:
            thing.zone, thing.sick = "battlefield", True  # CR 302.6: new to its controller this turn
            x = self.cast_x.pop(thing.id, 0)
            self.entered_x[thing.id] = x if event.get("source") else 0  # not cast: no X (CR 107.3m)
        elif kind == "cast" and thing:
            thing.zone = "stack"
        if kind not in KEEPS_BOARD:
            self.version += 1
