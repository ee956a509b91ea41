"""Hypothesis invariants of tapping and untapping, through the protocol (so they hold for any engine that speaks it).

A generated game of two to four players with the untap cards, some permanents tapped or summoning-sick.
Each step activates an ability of some object with generated choices (legal or not), passes priority, lets
the top of the stack resolve, or advances the game into the next player's untap step (now and then choosing
permanents to keep tapped) or on through the turn. The machine keeps its own account of what the rules say
(who is summoning-sick, which "next untap step" effects wait) and checks, after every step:

- no permanent untaps twice in one untap step (Prophet of Kruphix's ruling, CR 502.3);
- an untap step untaps exactly what the rules untap: every tapped permanent of the active player without a
  "doesn't untap" effect, a pending "next untap step" effect or its controller's choice, and the other
  players' permanents their Prophets of Kruphix and Seedborn Muses reach; nothing when it is skipped;
- a tapped permanent never pays {T} (CR 107.5), an untapped one never pays {Q} (CR 107.6);
- a summoning-sick creature never pays {T} or {Q} (CR 302.6), haste aside (CR 702.10c);
- no ability is activated while no player has priority, as in the untap step (CR 502.4).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from hypothesis import event, settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize, invariant, precondition, rule

from rulings.engine.cards.oracle import card_data
from rulings.protocol.session import Message, Unsupported
from rulings.protocol.turn import STEPS
from tests.engine.protocol_machine import ReferenceMachine

NAMES = ("Alice", "Bob", "Carol", "Dana")
# Prophets, Muses and the cards that don't untap more often than the rest: they are what the invariants are
# about. Cards whose upkeep triggers aren't modelled (Mana Vault, Dwarven Hold, Stasis) and Hollowsage,
# whose trigger stops the game at the next upkeep, are rarer so that games go on.
COMMON = (
    "Forest",
    "Island",
    "Llanowar Elves",
    "Pili-Pala",
    "Dryad Arbor",
    "Prophet of Kruphix",
    "Prophet of Kruphix",
    "Seedborn Muse",
    "Colossus of Sardia",
    "Grimgrin, Corpse-Born",
    "Order of Whiteclay",
    "Thousand-Year Elixir",
    "Lavaleaper",
    "Raging Goblin",
    "Grizzly Bears",
    "Vorinclex, Voice of Hunger",
)
RARE = ("Mana Vault", "Dwarven Hold", "Stasis", "Hollowsage")
GRAVEYARD = ("Llanowar Elves", "Grizzly Bears", "Grimgrin, Corpse-Born")
START_STEPS = ("upkeep", "precombat_main", "beginning_of_combat", "postcombat_main", "end")
LATER_STEPS = ("upkeep", "draw", "precombat_main", "end")
POOL = "{W}{W}{W}{U}{G}{C}{C}{C}{C}{C}{C}{C}{C}{C}"
MANA_TYPES = ("W", "U", "B", "R", "G", "C")

UNTAPPERS = (
    (),
    ("Prophet of Kruphix",),
    ("Seedborn Muse",),
    ("Prophet of Kruphix", "Prophet of Kruphix"),
    ("Prophet of Kruphix", "Seedborn Muse"),
)
# The cards whose one activated ability has {T} or {Q} in its cost.
TAP_COST = frozenset(
    {
        "Forest",
        "Island",
        "Llanowar Elves",
        "Dryad Arbor",
        "Thousand-Year Elixir",
        "Mana Vault",
        "Dwarven Hold",
    }
)
UNTAP_COST = frozenset({"Pili-Pala", "Order of Whiteclay"})
ABILITY_MANA = {"Island": "U", "Mana Vault": "C", "Dwarven Hold": "R"}  # the type each one adds; others {G}
RETURNABLE = frozenset({"Llanowar Elves", "Grizzly Bears"})  # Order of Whiteclay's targets: mana value <= 3
DOES_NOT_UNTAP = frozenset({"Colossus of Sardia", "Mana Vault", "Grimgrin, Corpse-Born"})
MAY_KEEP_TAPPED = frozenset({"Dwarven Hold"})
ACTIVATABLE = frozenset(
    {
        "Forest",
        "Island",
        "Llanowar Elves",
        "Pili-Pala",
        "Dryad Arbor",
        "Colossus of Sardia",
        "Grimgrin, Corpse-Born",
        "Order of Whiteclay",
        "Thousand-Year Elixir",
        "Mana Vault",
    }
)
VORINCLEX_SKIP = "Whenever an opponent taps a land for mana, that land doesn't untap during its controller's next untap step."


def types_of(card: str) -> set[str]:
    """The card's types, from the Oracle data."""
    return set(card_data(card).get("types", ()))


def _without_legend_rule(cards: list[str]) -> list[str]:
    """One copy of each legendary card a player has: two would meet the legend rule (CR 704.5j) at the first
    check of state-based actions, which this machine's account of untapping doesn't model."""
    legendary = {c for c in cards if "Legendary" in card_data(c).get("supertypes", ())}
    return [c for i, c in enumerate(cards) if c not in legendary or c not in cards[:i]]


class UntapMachine(ReferenceMachine):
    """Games of the untap cards on the reference engine, spoken through the protocol."""

    def __init__(self) -> None:
        super().__init__()
        self.players: list[str] = []
        self.ids: list[str] = []
        self.sick: dict[str, bool] = {}  # the machine's own account (CR 302.6)
        self.skips: Counter[str] = Counter()  # "doesn't untap during its controller's next untap step"
        self.stack: list[tuple[str, str]] = []  # (ability text, object it refers to), as the events tell
        self.seen = 0  # events already read

    @initialize(
        data=st.data(),
        count=st.integers(2, 4),
        step=st.sampled_from(START_STEPS),
    )
    def set_up(self, data: st.DataObject, count: int, step: str) -> None:
        self.players = list(NAMES[:count])
        objects: list[dict[str, Any]] = []
        cards = st.sampled_from(COMMON * 6 + RARE)
        for player in self.players:
            drawn = data.draw(st.lists(cards, min_size=1, max_size=5), label=f"{player}'s permanents")
            for card in _without_legend_rule(drawn):
                spec: dict[str, Any] = {"card": card, "owner": player}
                if data.draw(st.booleans(), label="tapped"):
                    spec["tapped"] = True
                if data.draw(st.booleans(), label="summoning-sick"):
                    spec["sick"] = True
                objects.append(spec)
            for card in data.draw(
                st.lists(st.sampled_from(GRAVEYARD), max_size=2), label=f"{player}'s graveyard"
            ):
                objects.append({"card": card, "owner": player, "zone": "graveyard"})
        # Most games give someone a Prophet or a Muse, now and then two, so that untap steps reach their cards.
        untappers = data.draw(st.sampled_from(UNTAPPERS), label="untappers")
        owner = data.draw(st.sampled_from(self.players), label="whose")
        objects += [{"card": card, "owner": owner} for card in untappers]
        for index, spec in enumerate(objects):
            spec["id"] = f"o{index}"
        self.ids = [o["id"] for o in objects]
        self.sick = {o["id"]: bool(o.get("sick")) for o in objects}
        active = data.draw(st.sampled_from(self.players), label="active player")
        self.session.setup(
            {
                "players": self.players,
                "turn": {"active": active, "step": step, "number": 1},
                "objects": objects,  # type: ignore[typeddict-item]
                "pools": dict.fromkeys(self.players, POOL),
            }
        )

    # Reading the game.

    def new_events(self) -> list[Message]:
        events: list[Message] = self.session.query({"type": "events"})
        new, self.seen = events[self.seen :], len(events)
        return new

    def has_haste(self, board: Message, spec: Message, *, activating: bool) -> bool:
        """Haste (Raging Goblin, Lavaleaper's "All creatures have haste"), or for its abilities only, its
        controller's Thousand-Year Elixir (CR 702.10b-c)."""
        battlefield = [o for o in board["objects"] if o["zone"] == "battlefield"]
        if "Haste" in card_data(spec["card"]).get("keywords", ()) or any(
            o["card"] == "Lavaleaper" for o in battlefield
        ):
            return True
        controller = spec.get("controller", spec["owner"])
        return activating and any(
            o["card"] == "Thousand-Year Elixir" and o.get("controller", o["owner"]) == controller
            for o in battlefield
        )

    def summoning_sick(self, board: Message, spec: Message) -> bool:
        """CR 302.6 by the machine's account: a creature not controlled since its controller's turn began."""
        return (
            "Creature" in types_of(spec["card"])
            and self.sick[spec["id"]]
            and not self.has_haste(board, spec, activating=True)
        )

    def expected_untaps(self, board: Message, active: str, keep: list[str]) -> set[str]:
        """What the rules untap in `active`'s untap step, on this board (CR 502.3)."""
        battlefield = [o for o in board["objects"] if o["zone"] == "battlefield"]
        if any(o["card"] == "Stasis" for o in battlefield):
            return set()  # the untap step is skipped (CR 614.10)
        reach: dict[str, set[str]] = {p: set() for p in self.players}
        for source in battlefield:
            controller = source.get("controller", source["owner"])
            if source["card"] == "Seedborn Muse":
                reach[controller].add("all")
            elif source["card"] == "Prophet of Kruphix":
                reach[controller] |= {"Creature", "Land"}
        expected = set()
        for spec in battlefield:
            if not spec.get("tapped"):
                continue
            controller = spec.get("controller", spec["owner"])
            if controller == active:
                held = spec["card"] in DOES_NOT_UNTAP or spec["id"] in keep or self.skips[spec["id"]]
                if not held:
                    expected.add(spec["id"])
            elif "all" in reach[controller] or reach[controller] & types_of(spec["card"]):
                expected.add(spec["id"])
        return expected

    def follow(self, events: list[Message], board: Message) -> None:
        """Bring the machine's account up to date with what happened."""
        for index, happened in enumerate(events):
            kind = happened.get("kind")
            if kind in ("step_began", "step_skipped") and happened.get("step") == "untap":
                player = happened["player"]
                # CR 302.6: the player's turn began; what they control has been theirs since then.
                for spec in board["objects"]:
                    if spec.get("controller", spec["owner"]) == player:
                        self.sick[spec["id"]] = False
                if kind == "step_began":  # a skipped step uses up no "next untap step" effect (CR 614.10a)
                    # Every "next untap step" effect on a permanent ends in that one step, however many there
                    # were (two Vorinclex triggers don't keep a land tapped through two untap steps).
                    for spec in board["objects"]:
                        if spec.get("controller", spec["owner"]) == player:
                            self.skips.pop(spec["id"], None)  # Stitcher's Graft's ruling
            elif kind == "entered":
                self.sick[happened["object"]] = True
            elif kind == "put_on_stack":
                before = events[index - 1] if index else {}
                refers_to = before.get("object", "") if before.get("kind") == "triggered" else ""
                self.stack.append((str(happened.get("ability", "")), str(refers_to)))
            elif kind == "resolved" and self.stack:
                text, refers_to = self.stack.pop()
                if text == VORINCLEX_SKIP:
                    self.skips[refers_to] += 1

    # The steps.

    @precondition(lambda self: bool(self.ids))
    @rule(data=st.data())
    def activate(self, data: st.DataObject) -> None:
        before = self.board()
        holder = before.get("priority")
        actor = holder or before["turn"]["active"]
        battlefield = [o for o in before["objects"] if o["zone"] == "battlefield"]
        mine = [
            o["id"]
            for o in battlefield
            if o.get("controller", o["owner"]) == actor and o["card"] in ACTIVATABLE
        ]
        # What is still in the game: a player who left a game that goes on took their objects (CR 800.4a).
        present = [o["id"] for o in before["objects"]]
        if not present:
            return
        anything = st.sampled_from(present)
        object_id = data.draw(
            st.one_of(*[st.sampled_from(mine)] * 4, anything) if mine else anything, label="object"
        )
        card = self._card(before, object_id)
        # Choices shaped like the card's, mostly; now and then anything, which the engine must judge.
        choices: dict[str, Any] = {}
        mana = data.draw(st.sampled_from((None, None, None, *MANA_TYPES)), label="mana")
        if mana:
            choices["mana"] = mana
        creatures = [o["id"] for o in battlefield if "Creature" in types_of(o["card"])]
        dead = [o["id"] for o in before["objects"] if o["zone"] == "graveyard" and o["owner"] == actor]
        pools = {
            "Thousand-Year Elixir": creatures,
            "Order of Whiteclay": dead,
            "Grimgrin, Corpse-Born": creatures,
        }
        relevant = pools.get(card) or present
        pick = st.one_of(st.sampled_from(relevant), st.sampled_from(relevant), anything)
        if card in ("Thousand-Year Elixir", "Order of Whiteclay") or data.draw(
            st.booleans(), label="a target"
        ):
            choices["targets"] = [data.draw(pick, label="target")]
        if card == "Grimgrin, Corpse-Born" or data.draw(st.booleans(), label="a sacrifice"):
            choices["sacrifice"] = data.draw(pick, label="sacrifice")
        ability = data.draw(st.sampled_from([None, None, None, 0, 1]), label="ability")
        action: Message = {"type": "activate", "player": actor, "object": object_id, "choices": choices}
        if ability is not None:
            action["ability"] = ability
        try:
            result = self.session.act(action)
        except Unsupported:
            return
        if not result.legal:
            event("activation refused")
            return
        event("activation allowed")
        assert before["turn"]["step"] != "untap", (
            f"{actor} activated {object_id} in the untap step (CR 502.4)"
        )
        assert holder == actor, f"{actor} activated {object_id} without priority (CR 117.1b)"
        spec = next(o for o in before["objects"] if o["id"] == object_id)
        paid = [
            e["kind"]
            for e in result.events
            if e.get("object") == object_id and e["kind"] in ("tapped", "untapped")
        ]
        where = f"{action} on {before}"
        if "tapped" in paid:
            assert not spec.get("tapped"), f"a tapped {spec['card']} paid {{T}} (CR 107.5): {where}"
        if "untapped" in paid:
            assert spec.get("tapped"), f"an untapped {spec['card']} paid {{Q}} (CR 107.6): {where}"
        if paid:
            event(f"paid {'{T}' if 'tapped' in paid else '{Q}'}")
            assert not self.summoning_sick(before, spec), (
                f"a summoning-sick {spec['card']} paid {{T}} or {{Q}} (CR 302.6): {where}"
            )
        self.follow(self.new_events(), self.board())

    @rule(data=st.data())
    def advance_to_the_next_untap_step(self, data: st.DataObject) -> None:
        before = self.board()
        if not self.players:
            return
        active = before["turn"]["active"]
        following = self._next_still_in(active)
        theirs = [
            o["id"]
            for o in before["objects"]
            if o["zone"] == "battlefield" and o.get("controller", o["owner"]) == following
        ]
        # Now and then a choice not to untap: of the player's own permanents, or of any Dwarven Hold, which only
        # its controller may keep tapped, and only in their own untap step (CR 502.3).
        holds = [
            o["id"] for o in before["objects"] if o["card"] in MAY_KEEP_TAPPED and o["zone"] == "battlefield"
        ]
        chosen = st.lists(st.sampled_from(theirs or self.ids), min_size=1, max_size=2, unique=True)
        held = st.lists(st.sampled_from(holds or self.ids), min_size=1, max_size=1)
        keep = data.draw(st.one_of(st.just([]), st.just([]), st.just([]), chosen, held), label="keep tapped")
        self._empty_the_stack()
        before = self.board()
        action: Message = {"type": "advance", "player": following, "step": "untap"}
        if keep:
            action["keep_tapped"] = keep
        self.new_events()
        try:
            result = self.session.act(action)
        except Unsupported as unsupported:
            event("advance unsupported")
            assert "doesn't model" in str(unsupported), str(unsupported)
            return
        may_keep = all(k in theirs and self._card(before, k) in MAY_KEEP_TAPPED for k in keep)
        stacked = self._stack_size_of(before)
        stasis = any(o["card"] == "Stasis" and o["zone"] == "battlefield" for o in before["objects"])
        if not result.legal:
            # CR 500.2: not with objects on the stack; CR 614.10: not into a skipped step; CR 502.3: keep only
            # what says its controller may choose not to untap it.
            assert stacked or stasis or not may_keep, f"advancing {action} was refused: {result.reason}"
            event("advance refused")
            return
        assert may_keep, f"{following} kept {keep} tapped, which no rule lets them choose (CR 502.3)"
        assert not stacked and not stasis, (
            f"the game advanced {action} with the stack or the step it had: {before}"
        )
        events = self.new_events()
        in_step = self._untap_step_events(events)
        counts = Counter(e["object"] for e in in_step if e["kind"] == "untapped")
        twice = [o for o, n in counts.items() if n > 1]
        assert not twice, f"{twice} untapped more than once in one untap step: {events}"
        expected = self.expected_untaps(before, following, keep)
        # CR 800.4a: a player who drew from an empty library on the way lost, and in a game that goes on left it
        # with everything they own: what left is untapped by no one.
        present = {o["id"] for o in self.board()["objects"]}
        for gone in expected - present:
            owner = self._card_spec(before, gone)["owner"]
            assert self.session.query({"type": "player", "player": owner})["lost"], (
                f"{gone} vanished: {events}"
            )
        expected &= present
        assert set(counts) == expected, (
            f"{following}'s untap step untapped {sorted(counts)}, the rules untap {sorted(expected)}: board {before}"
        )
        event(f"untap step of a game of {len(self.players)}")
        self.follow(events, self.board())

    def _next_still_in(self, active: str) -> str:
        """The next player in turn order whose turn can begin: one who has left a game that goes on takes none
        (CR 800.4k); once the game is over, an engine playing on seats everyone."""
        seats = len(self.players)
        after = [self.players[(self.players.index(active) + n) % seats] for n in range(1, seats + 1)]
        lost = {p for p in self.players if self.session.query({"type": "player", "player": p})["lost"]}
        over = len(lost) >= seats - 1
        return next(p for p in after if over or p not in lost)

    @staticmethod
    def _card_spec(board: Message, object_id: str) -> Message:
        return next(o for o in board["objects"] if o["id"] == object_id)

    @rule(step=st.sampled_from(LATER_STEPS))
    def advance_within_the_turn(self, step: str) -> None:
        before = self.board()
        active = before["turn"]["active"]
        if STEPS.index(step) <= STEPS.index(before["turn"]["step"]):
            return  # that step of this turn is over; the next player's untap step comes first
        self.new_events()
        try:
            result = self.session.act({"type": "advance", "player": active, "step": step})
        except Unsupported:
            return
        if result.legal:
            events = self.new_events()
            assert not any(e["kind"] == "untapped" for e in events), f"an untap with no untap step: {events}"
            self.follow(events, self.board())

    @rule()
    def refill_the_mana_pools(self) -> None:
        """Set the same board up again with full mana pools, so that costs with mana stay payable after the
        pools empty. Only where the board says all there is: no stack, no waiting effects or triggers."""
        board = self.board()
        if not self.players or board["turn"]["step"] == "untap" or self._stack_size() or +self.skips:
            return
        board["pools"] = dict.fromkeys(self.players, POOL)
        self.session.setup(board)  # type: ignore[arg-type]
        self.seen = 0

    @rule()
    def resolve(self) -> None:
        board = self.board()
        if not board.get("priority") or not self._stack_size():
            return  # with an empty stack the step would end: the advance rules move the game on
        try:
            self.session.act({"type": "resolve"})
        except Unsupported:
            return
        self.follow(self.new_events(), self.board())

    @rule()
    def pass_priority(self) -> None:
        holder = self.board().get("priority")
        if holder:
            try:
                self.session.act({"type": "pass_priority", "player": holder})
            except Unsupported:
                return
            self.follow(self.new_events(), self.board())

    # Invariants of the state between steps.

    @invariant()
    def no_priority_in_the_untap_step(self) -> None:
        if not self.players:
            return
        board = self.board()
        if board["turn"]["step"] == "untap":
            assert not board.get("priority"), f"{board['priority']} has priority in the untap step (CR 502.4)"

    @invariant()
    def tap_symbols_follow_the_rules(self) -> None:
        """Whether each {T}/{Q} ability of the player with priority can be activated is what CR 107.5, 107.6,
        302.6 and 702.10c say, judged by the machine's own account of summoning sickness."""
        if not self.players:
            return
        board = self.board()
        holder = board.get("priority")
        for spec in board["objects"]:
            card = spec["card"]
            if not holder or spec["zone"] != "battlefield" or spec.get("controller", spec["owner"]) != holder:
                continue
            if card not in TAP_COST | UNTAP_COST:
                continue
            # Choices the ability needs, so that only {T}, {Q}, summoning sickness and mana decide.
            choices: dict[str, Any] = {"mana": ABILITY_MANA.get(card, "G")}
            graveyard = [
                o["id"]
                for o in board["objects"]
                if o["zone"] == "graveyard" and o["owner"] == holder and o["card"] in RETURNABLE
            ]
            if card == "Order of Whiteclay" and graveyard:
                choices = {"targets": graveyard[:1]}
            query = {"type": "can_activate", "player": holder, "object": spec["id"], "choices": choices}
            answer = self.session.query(query)
            wrong_state = bool(spec.get("tapped")) == (card in TAP_COST)
            if wrong_state or self.summoning_sick(board, spec):
                assert not answer["legal"], (
                    f"{card} ({'tapped' if spec.get('tapped') else 'untapped'}, summoning-sick: "
                    f"{self.summoning_sick(board, spec)}) may pay {'{T}' if card in TAP_COST else '{Q}'} "
                    f"(CR 107.5, 107.6, 302.6): {board}"
                )
            elif card in TAP_COST and card not in ("Thousand-Year Elixir", "Dwarven Hold"):
                # Nothing else stands in the way of a plain {T} mana ability.
                assert answer["legal"], f"{card} can't pay {{T}}: {answer['reason']}; board {board}"

    # Helpers.

    def _empty_the_stack(self) -> None:
        """All players pass until the stack is empty, so that the game can move on (CR 117.4, 500.2)."""
        for _ in range(self._stack_size()):  # bounded: each resolve takes one object off (CR 608.2)
            if not self.board().get("priority"):
                return
            try:
                self.session.act({"type": "resolve"})
            except Unsupported:
                return
            self.follow(self.new_events(), self.board())

    def _stack_size(self) -> int:
        return len(self.session.query({"type": "stack"}))

    def _stack_size_of(self, board: Message) -> int:
        return sum(1 for o in board["objects"] if o["zone"] == "stack") or self._stack_size()

    @staticmethod
    def _card(board: Message, object_id: str) -> str:
        return str(next(o["card"] for o in board["objects"] if o["id"] == object_id))

    @staticmethod
    def _untap_step_events(events: list[Message]) -> list[Message]:
        """The events of the (one) untap step among these, from its beginning to the next step's."""
        inside, found = False, []
        for happened in events:
            if happened["kind"] in ("step_began", "step_skipped"):
                inside = happened["kind"] == "step_began" and happened.get("step") == "untap"
            elif inside:
                found.append(happened)
        return found


TestUntapMachine = UntapMachine.TestCase
# Twice the profile's examples: the invariants need several turns of a game, and each example is cheap.
TestUntapMachine.settings = settings(max_examples=2 * settings().max_examples)
