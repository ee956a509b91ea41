"""Hypothesis invariants of casting and X, through the protocol (so they hold for any engine that speaks it).

A generated board of the casting cards; each step casts a card with generated choices (legal or not),
passes priority, or lets the top of the stack resolve. After every step:

- a spell cast at instant speed had a flash permission that applied to it as it was cast (CR 117.1a,
  601.3b, 601.3c, 702.8a), judged here from the board as it was just before the cast;
- a card cast from a graveyard was allowed to be (CR 601.3): Gravecrawler, its owner controlling a Zombie;
- no spell was cast that a prohibition on the board forbade (CR 601.3, 601.3a: Teferi, Tidal Barracuda, Nikya);
- X on anything but a spell on the stack is 0: its mana value is its mana cost's with X = 0 (CR 107.3g,
  107.3m, 202.3e);
- a permanent that entered from a spell cast with X has the X counters that spell's X gives, and one that
  entered without being cast has none from an X it never had (CR 107.3m).
"""

from __future__ import annotations

import re
from typing import Any

from hypothesis import event
from hypothesis import strategies as st
from hypothesis.stateful import initialize, invariant, precondition, rule

from rulings.engine.cards.oracle import card_data
from rulings.protocol.session import Message, Unsupported
from tests.engine.protocol_machine import ReferenceMachine

PLAYERS = ("Alice", "Bob")
STEPS = ("upkeep", "precombat_main", "beginning_of_combat", "postcombat_main", "end")
# The permissions and the Zombie more often than the rest: they are what the invariants are about.
PERMANENTS = (
    "Prophet of Kruphix",
    "Prophet of Kruphix",
    "Sigarda's Aid",
    "Sigarda's Aid",
    "Walking Corpse",
    "Grizzly Bears",
    "Chalice of the Void",
    "Tidal Barracuda",
    "Teferi, Time Raveler",
    "Nikya of the Old Ways",
)
HAND = (
    "Gravecrawler",
    "Grizzly Bears",
    "Hopeful Eidolon",
    "Nyxborn Rollicker",
    "Boon Satyr",
    "Endless One",
    "Hangarback Walker",
    "Chalice of the Void",
    "Astral Cornucopia",
    "Venarian Gold",
    "Twilight's Call",
    "Take into Custody",
)
GRAVEYARD = ("Gravecrawler", "Gravecrawler", "Endless One", "Walking Corpse", "Hopeful Eidolon")
POOL = "{W}{W}{W}{W}{U}{U}{U}{B}{B}{B}{R}{R}{G}{G}{G}{C}{C}{C}{C}{C}{C}"
# What each card enters with for the X of the spell it was (CR 107.3m).
X_COUNTERS = {
    "Endless One": "+1/+1",
    "Hangarback Walker": "+1/+1",
    "Chalice of the Void": "charge",
    "Astral Cornucopia": "charge",
}


def printed_mana_value(card: str) -> int:
    """The mana value of the card with X = 0 (CR 202.3e), from the Oracle data alone."""
    total = 0
    for symbol in re.findall(r"\{([^}]+)\}", card_data(card).get("manaCost", "")):
        total += int(symbol) if symbol.isdigit() else 0 if symbol == "X" else 1
    return total


def flash_applied(board: Message, player: str, card: str, cast_as: str | None) -> bool:
    """Whether, on this board, a flash permission applies to the spell as the player casts it (CR 601.3b)."""
    data = card_data(card)
    types, subtypes = set(data.get("types", ())), set(data.get("subtypes", ()))
    if cast_as == "aura":
        types, subtypes = {"Enchantment"}, {"Aura"}
    if "Flash" in data.get("keywords", ()) or card == "Twilight's Call":  # its own flash; or pays {2} more
        return True
    controlled = {
        o["card"]
        for o in board["objects"]
        if o["zone"] == "battlefield" and o.get("controller", o["owner"]) == player
    }
    if "Prophet of Kruphix" in controlled and "Creature" in types:
        return True
    if any(o["card"] == "Tidal Barracuda" and o["zone"] == "battlefield" for o in board["objects"]):
        return True  # "Any player may cast spells as though they had flash."
    return "Sigarda's Aid" in controlled and "Aura" in subtypes


def prohibited(board: Message, player: str, card: str, cast_as: str | None) -> str:
    """The prohibition on the board that forbids this cast, or "" (CR 601.3, 601.3a)."""
    creature = "Creature" in card_data(card).get("types", ()) and cast_as != "aura"
    for o in board["objects"]:
        if o["zone"] != "battlefield":
            continue
        mine = o.get("controller", o["owner"]) == player
        if o["card"] == "Teferi, Time Raveler" and not mine and not sorcery_timing(board, player):
            return str(o["card"])
        if o["card"] == "Tidal Barracuda" and not mine and board["turn"]["active"] != player:
            return str(o["card"])
        if o["card"] == "Nikya of the Old Ways" and mine and not creature:
            return str(o["card"])
    return ""


def sorcery_timing(board: Message, player: str) -> bool:
    """CR 117.1a: one's own main phase with an empty stack."""
    turn = board["turn"]
    on_stack = any(o["zone"] == "stack" for o in board["objects"])
    return turn["active"] == player and turn["step"] in ("precombat_main", "postcombat_main") and not on_stack


class CastingMachine(ReferenceMachine):
    """Casting games on the reference engine, spoken through the protocol."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.cast_x: dict[str, int] = {}  # the X each object was last cast with
        self.seen_events = 0

    @initialize(
        data=st.data(),
        active=st.sampled_from(PLAYERS),
        step=st.sampled_from(STEPS),
        other_has_priority=st.booleans(),
    )
    def set_up(self, data: st.DataObject, active: str, step: str, other_has_priority: bool) -> None:
        objects: list[dict[str, Any]] = []
        for player in PLAYERS:
            permanents = data.draw(
                st.lists(st.sampled_from(PERMANENTS), min_size=1, max_size=3), label=f"{player}'s permanents"
            )
            for card in permanents:
                spec: dict[str, Any] = {"card": card, "owner": player}
                if card == "Chalice of the Void":
                    spec["counters"] = {"charge": data.draw(st.integers(0, 3), label="charge counters")}
                objects.append(spec)
            for zone in ("hand", "graveyard"):
                for card in data.draw(
                    st.lists(st.sampled_from(HAND if zone == "hand" else GRAVEYARD), min_size=2, max_size=5),
                    label=f"{player}'s {zone}",
                ):
                    objects.append({"card": card, "owner": player, "zone": zone})
        for index, spec in enumerate(objects):
            spec["id"] = f"o{index}"
        self.ids = [o["id"] for o in objects]
        other = PLAYERS[1 - PLAYERS.index(active)]
        priority = other if other_has_priority and step != "untap" else active
        self.session.setup(
            {
                "players": list(PLAYERS),
                "turn": {"active": active, "step": step, "number": 1},
                "priority": priority,
                "objects": objects,  # type: ignore[typeddict-item]
                "pools": dict.fromkeys(PLAYERS, POOL),
            }
        )

    def _object(self, object_id: str) -> Message:
        value: Message = self.session.query({"type": "object", "object": object_id})
        return value

    @precondition(lambda self: bool(self.ids))
    @rule(data=st.data())
    def cast(self, data: st.DataObject) -> None:
        before, player = self._acting()
        # Mostly the cards the player could cast; now and then any object at all, which must be refused.
        own = [
            o["id"] for o in before["objects"] if o["owner"] == player and o["zone"] in ("hand", "graveyard")
        ]
        candidates = st.sampled_from(own) if own else st.sampled_from(self.ids)
        object_id = data.draw(st.one_of(candidates, candidates, st.sampled_from(self.ids)), label="object")
        spec = next(o for o in before["objects"] if o["id"] == object_id)
        text = card_data(spec["card"]).get("text", "")
        # Choices shaped like the card's, mostly: bestowed or not, X, a target creature.
        cast_as = data.draw(
            st.sampled_from([None, "creature", "aura"]) if "Bestow" in text else st.none(), label="as"
        )
        has_x = "{X}" in card_data(spec["card"]).get("manaCost", "")
        x = data.draw(st.sampled_from([0, 1, 2]) if has_x else st.none(), label="x")
        creatures = self._creatures(before)
        targeted = cast_as == "aura" or spec["card"] in ("Venarian Gold", "Take into Custody")
        targets = data.draw(
            st.lists(st.sampled_from(creatures), min_size=1, max_size=1)
            if targeted and creatures
            else st.none(),
            label="targets",
        )
        self._attempt(before, player, spec, cast_as=cast_as, x=x, targets=targets)

    @precondition(lambda self: bool(self.ids))
    @rule(data=st.data())
    def cast_bestowed(self, data: st.DataObject) -> None:
        """Bestow cards cast as Auras, whatever the timing: where Prophet's flash must not reach (CR 702.103d)."""
        before, player = self._acting()
        bestow = [
            o
            for o in before["objects"]
            if o["owner"] == player
            and o["zone"] == "hand"
            and "Bestow" in card_data(o["card"]).get("text", "")
        ]
        creatures = self._creatures(before)
        if not bestow or not creatures:
            return
        spec = data.draw(st.sampled_from(bestow), label="bestow card")
        target = data.draw(st.sampled_from(creatures), label="target")
        self._attempt(before, player, spec, cast_as="aura", x=None, targets=[target])

    def _acting(self) -> tuple[Message, str]:
        """The board, and the player who may act on it: the one with priority (else the active player)."""
        before = self.board()
        return before, before.get("priority") or before["turn"]["active"]

    def _creatures(self, board: Message) -> list[str]:
        """The creatures on the battlefield, by the engine's answer to the object query."""
        return [
            o["id"]
            for o in board["objects"]
            if o["zone"] == "battlefield" and "Creature" in self._object(o["id"])["types"]
        ]

    def _attempt(
        self,
        before: Message,
        player: str,
        spec: Message,
        *,
        cast_as: str | None,
        x: int | None,
        targets: list[str] | None,
    ) -> None:
        """Try the cast; if the engine allowed it, check it against the board as it was just before."""
        object_id = str(spec["id"])
        action: Message = {"type": "cast", "player": player, "object": object_id, "from": spec["zone"]}
        for key, value in (("as", cast_as), ("x", x), ("targets", targets)):
            if value is not None:
                action[key] = value
        try:
            result = self.session.act(action)
        except Unsupported:
            return
        card = spec["card"]
        if not result.legal:
            event("cast refused")
            return
        timing = "at sorcery timing" if sorcery_timing(before, player) else "at instant speed"
        event(f"cast from the {spec['zone']} {timing}")
        event(f"cast {card}")
        self.cast_x[object_id] = x or 0
        if "Instant" not in card_data(card).get("types", ()) or cast_as == "aura":
            assert sorcery_timing(before, player) or flash_applied(before, player, card, cast_as), (
                f"{player} cast {card} ({action}) at instant speed with no flash permission; board: {before}"
            )
        forbidding = prohibited(before, player, card, cast_as)
        assert not forbidding, (
            f"{player} cast {card} ({action}) though {forbidding} forbids it; board: {before}"
        )
        if spec["zone"] != "hand":
            zombies = [
                o
                for o in before["objects"]
                if o["zone"] == "battlefield"
                and o.get("controller", o["owner"]) == player
                and "Zombie" in card_data(o["card"]).get("subtypes", ())
            ]
            assert card == "Gravecrawler" and spec["owner"] == player and zombies, (
                f"{player} cast {card} from the {spec['zone']} with no permission (CR 601.3); board: {before}"
            )

    @rule()
    def resolve(self) -> None:
        board = self.board()
        if not board.get("priority") or not any(o["zone"] == "stack" for o in board["objects"]):
            return  # with an empty stack the step would end: the machine stays in its step
        try:
            self.session.act({"type": "resolve"})
        except Unsupported:
            return

    @rule()
    def pass_priority(self) -> None:
        board = self.board()
        holder = board.get("priority")
        if holder and any(o["zone"] == "stack" for o in board["objects"]):
            try:
                self.session.act({"type": "pass_priority", "player": holder})
            except Unsupported:
                return

    @invariant()
    def x_is_zero_off_the_stack(self) -> None:
        if not self.ids:
            return
        for spec in self.board()["objects"]:
            if spec["zone"] == "stack" or spec["card"].endswith(" Token"):
                continue  # a spell's X is its announced value; a token has no mana cost
            answer = self._object(spec["id"])
            assert answer["mana_value"] == printed_mana_value(spec["card"]), (
                f"{spec['card']} in the {spec['zone']} has mana value {answer['mana_value']}: its X should be 0 "
                "(CR 107.3g, 107.3m, 202.3e)"
            )

    @invariant()
    def entering_uses_the_spells_x_or_none(self) -> None:
        if not self.ids:
            return
        events: list[Message] = self.session.query({"type": "events"})
        new, self.seen_events = events[self.seen_events :], len(events)
        for entered in new:
            if entered.get("kind") != "entered":
                continue
            object_id = str(entered["object"])
            answer = self._object(object_id)
            kind = X_COUNTERS.get(answer["card"])
            if kind is None or answer["zone"] != "battlefield":
                continue
            expected = self.cast_x.get(object_id, 0) if entered.get("source") else 0
            observed = int(answer["counters"].get(kind, 0))
            # Only the latest entry counts: the object may have entered, left and come back since.
            latest = [e for e in events if e.get("kind") == "entered" and e.get("object") == object_id][-1]
            if latest is entered:
                assert observed == expected, (
                    f"{answer['card']} entered {'from its spell' if entered.get('source') else 'without being cast'}"
                    f" with {observed} {kind} counters, expected {expected} (CR 107.3m)"
                )


TestCasting = CastingMachine.TestCase
