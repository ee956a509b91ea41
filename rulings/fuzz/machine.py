"""The fuzzing state machine: its rules are protocol actions, its invariants protocol queries.

Each example sets up a generated board on the engine under fuzz (and, in differential mode, on the engine
it is compared with), then takes actions a player could take — activating mana abilities with choices,
passing priority, letting everything resolve, advancing to any player's step — and checks the catalogue
after each one. It speaks only the protocol, so it runs against any engine. Targets are chosen the way
the steps name objects (naming.py), so the shrunk failing game prints as a scenario.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from hypothesis import assume
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, precondition, rule

from rulings.fuzz import aims, model
from rulings.fuzz.boards import boards
from rulings.fuzz.invariants import Invariant, Step
from rulings.fuzz.invariants.reading import mana_added_by
from rulings.fuzz.observe import (
    Engines,
    NotAnswered,
    Played,
    Snapshot,
    Violation,
    normalise,
    normalise_events,
)
from rulings.fuzz.trace import Counterexample, Falsified, Trace
from rulings.fuzz.world import Thing, World
from rulings.protocol.session import Game, Message
from rulings.protocol.turn import STEPS

# The steps advanced to: untap steps (where CR 502 happens) and main phases (where sorceries are cast,
# CR 117.1a) most often, then each of the others.
ADVANCE_STEPS = ("untap", "untap", "precombat_main", "precombat_main", "upkeep", *STEPS[2:])
REPLAY_EVERY = 8  # steps between determinism replays: a replay costs as much as the game so far
OBSERVE_EVERY = 3  # steps between could-produce observations, the costliest queries


@dataclass
class InvariantTally:
    """How often an invariant held where it applied, had nothing to check, stood aside (the engine declined
    a query it needs), or failed."""

    held: int = 0
    idle: int = 0
    stood_aside: int = 0
    failed: int = 0


@dataclass
class FuzzConfig:
    """What a machine class fuzzes: the engines, the cards they play, the invariants, and the tallies."""

    engines: Engines
    cards: tuple[str, ...]
    invariants: Sequence[Invariant]
    max_players: int = 4
    max_objects: int = 8
    examples: int = 0
    steps: int = 0
    rejected: int = 0
    tallies: dict[str, InvariantTally] = field(default_factory=dict)
    by_kind: dict[str, list[Invariant]] = field(default_factory=dict)

    @property
    def replays(self) -> bool:
        """Whether determinism is among the invariants checked (its check is the replay rule)."""
        return any(inv.name == "determinism" for inv in self.invariants)

    def __post_init__(self) -> None:
        for inv in self.invariants:
            self.tallies.setdefault(inv.name, InvariantTally())
            for kind in inv.after:
                self.by_kind.setdefault(kind, []).append(inv)


class FuzzMachine(RuleBasedStateMachine):
    """One fuzzed game per example. Build a runnable class with machine_for()."""

    config: ClassVar[FuzzConfig]

    def __init__(self) -> None:
        super().__init__()
        self.engines = self.config.engines
        self.world: World | None = None
        self.trace: Trace | None = None
        self.now = Snapshot(self.engines)
        self._could: dict[str, frozenset[str]] = {}
        self._could_version = -1
        self.since_replay = 0
        self.since_observe = OBSERVE_EVERY
        self.config.examples += 1

    # The rules. Each hands its drawn arguments to a method a trivial machine can override (the benchmark).

    @initialize(data=st.data())
    def set_up(self, data: st.DataObject) -> None:
        """Set up a generated board on every engine."""
        game = data.draw(
            boards(self.config.cards, self.config.max_players, self.config.max_objects), label="board"
        )
        with self._falsifying():
            self._set_up(game)

    # A rule's choices are packed into one number, one draw (draws are what a step costs Hypothesis), the
    # most ordinary choice in the low bits: shrinking it makes the action plainer.

    @rule(code=st.integers(0, (10 << 17) - 1))
    def activate(self, code: int) -> None:
        """A player activates a mana ability of a permanent, choosing the type, order and sacrifice."""
        with self._falsifying():
            self._activate(code & 63, code >> 6 & 15, code >> 10 & 127, code >> 17)

    @precondition(lambda self: self.world is None or self.world.priority or not self.world.turn_known)
    @rule(code=st.integers(0, (10 << 11) - 1))
    def cast(self, code: int) -> None:
        """A player casts a spell from their hand or graveyard: bestowed or not, with X, at a target."""
        with self._falsifying():
            self._cast(code & 63, code >> 6 & 3, (code >> 8 & 7) % 6, code >> 11)

    @precondition(lambda self: self._castable_now())
    @rule(pick=st.integers(0, 63), x=st.integers(0, 1))
    def cast_what_can_be(self, pick: int, x: int) -> None:
        """The player with priority casts a spell they can pay for and cast now (more casts reach the stack)."""
        with self._falsifying():
            self._cast(pick, x, 0, 0)

    @precondition(lambda self: self.world is None or self.world.priority or not self.world.turn_known)
    @rule(player=st.integers(0, 7))
    def pass_priority(self, player: int) -> None:
        """A player passes priority (CR 117.3d): mostly the one who has it."""
        with self._falsifying():
            self._simple("pass_priority", player=player)

    @precondition(lambda self: self.world is None or self.world.priority or not self.world.turn_known)
    @rule()
    def resolve(self) -> None:
        """All players pass in succession: the top of the stack resolves or the step ends (CR 117.4)."""
        with self._falsifying():
            self._simple("resolve")

    @rule(code=st.integers(0, 4 * len(ADVANCE_STEPS) - 1))
    def advance(self, code: int) -> None:
        """The game advances to a player's step, doing the turn-based actions on the way."""
        with self._falsifying():
            self._simple(
                "advance", player=code // len(ADVANCE_STEPS), step=ADVANCE_STEPS[code % len(ADVANCE_STEPS)]
            )

    @precondition(lambda self: self.since_observe >= OBSERVE_EVERY)
    @rule(pick=st.integers(0, 63))
    def observe(self, pick: int) -> None:
        """Ask what the sources could produce and check the could-produce invariants (CR 106.7)."""
        with self._falsifying():
            self._observe(pick)

    @precondition(lambda self: self.since_replay >= REPLAY_EVERY and self.config.replays)
    @rule()
    def replay(self) -> None:
        """Set the same board up again, replay every action, and compare every observation."""
        with self._falsifying():
            self._replay()

    # The same, on chosen boards and arguments: for tests that play a particular game.

    def set_up_board(self, game: Game) -> None:
        """Set up a chosen board, as the set_up rule does with a drawn one; Falsified if an invariant fails."""
        with self._falsifying():
            self._set_up(game, drawn=False)

    def activate_by(self, pick: int, mana: int, order: int, twist: int) -> None:
        """The activate rule with chosen arguments."""
        with self._falsifying():
            self._activate(pick, mana, order, twist)

    def cast_by(self, pick: int, x: int, how: int, twist: int) -> None:
        """The cast rule with chosen arguments."""
        with self._falsifying():
            self._cast(pick, x, how, twist)

    # What the rules do.

    def _set_up(self, game: Any, drawn: bool = True) -> None:
        self.config.steps += 1
        self.trace = Trace(game)
        self.world = World.of(game)
        try:
            accepted = self.engines.setup(game)
        except Violation as violation:
            raise self._falsified(violation) from None
        if not accepted:
            self.config.rejected += 1
            if not drawn:
                raise ValueError(f"the engine declined the board {game}")
        if drawn:
            assume(accepted)  # an engine that declines a board can't be fuzzed on it
        self.now = Snapshot(self.engines)
        self._run(
            Step("setup", self.world, before=self.now, after=self.now), self.config.by_kind.get("setup", [])
        )

    def _activate(self, pick: int, mana: int, order: int, twist: int) -> None:
        world = self._world()
        chosen = aims.activation(world, self._could_of, pick=pick, mana=mana, order=order, twist=twist)
        if chosen is None:
            self.config.steps += 1  # nothing on the table has a mana ability: a step that does nothing
            return
        action, subject = chosen
        played = self._take("activate", action, subject)
        if played.legal:
            self._note_skips(world, subject, str(action["player"]), played)

    def _cast(self, pick: int, x: int, how: int, twist: int) -> None:
        chosen = aims.casting(self._world(), self._pool, pick=pick, x=x, how=how, twist=twist)
        if chosen is None:
            self.config.steps += 1  # no card to cast: a step that does nothing
            return
        self._take("cast", *chosen)

    def _castable_now(self) -> bool:
        return self.world is not None and aims.castable_now(self.world, self._pool)

    def _pool(self, player: str) -> dict[str, int] | None:
        try:
            return self.now.pool(player)
        except NotAnswered:
            return None

    def _simple(self, kind: str, player: int | None = None, step: str | None = None) -> None:
        world = self._world()
        action: Message = {"type": kind}
        if kind == "pass_priority" and player is not None and player < 6 and world.priority:
            action["player"] = world.priority
        elif player is not None:
            action["player"] = world.players[player % len(world.players)]
        if step is not None:
            action["step"] = step
        self._take(kind, action)

    def _observe(self, pick: int) -> None:
        world = self._world()
        self.config.steps += 1
        self.since_observe = 0
        self.since_replay += 1
        step = Step("observe", world, before=self.now, after=self.now, could=self._could_cache())
        sources = [t.id for t in world.battlefield() if t.facts.mana or t.is_type("Land")]
        if sources:
            step.notes["recheck"] = sources[pick % len(sources)]  # asked afresh, against this board's answer
        self._run(step, self.config.by_kind.get("observe", []))

    def _replay(self) -> None:
        assert self.trace is not None
        self.config.steps += 1
        self.since_replay = 0
        self.since_observe += 1
        try:
            first_pools = {player: self.now.pool(player) for player in self._world().players}
            if not self.engines.setup(self.trace.board):
                raise Violation("determinism", "the engine declined a board it had accepted")
            for index, first in enumerate(self.trace.played):
                again = self.engines.act(first.action)
                if (again.outcome, normalise_events(again.events)) != (
                    first.outcome,
                    normalise_events(first.events),
                ):
                    raise Violation(
                        "determinism",
                        f"replaying action {index + 1} ({first.action}) on the same board: first {first.outcome} "
                        f"{normalise_events(first.events)}, then {again.outcome} {normalise_events(again.events)}",
                    )
            fresh = Snapshot(self.engines)
            for player in self._world().players:
                query = {"type": "mana_pool", "player": player}
                first_pool, again_pool = first_pools[player], fresh.pool(player)
                if normalise(query, first_pool) != normalise(query, again_pool):
                    raise Violation(
                        "determinism", f"{player}'s pool was {first_pool}, after a replay {again_pool}"
                    )
        except NotAnswered:
            fresh = Snapshot(self.engines)
        except Violation as violation:
            raise self._falsified(violation) from None
        self.now = fresh

    # Taking one action and checking it.

    def _take(self, kind: str, action: Message, subject: Thing | None = None) -> Played:
        world = self._world()
        assert self.trace is not None
        self.config.steps += 1
        self.since_replay += 1
        self.since_observe += 1
        invariants = self.config.by_kind.get(kind, [])
        step = Step(kind, world, before=self.now, action=action, subject=subject, could=self._could_cache())
        aside = self._prefetch(step, invariants)
        self.now.sealed = True
        try:
            played = self.engines.act(action)
        except Violation as violation:
            raise self._falsified(violation, failing_action=action) from None
        self.trace.played.append(played)
        if played.legal:
            world.learn(action, played.events)
        step.played = played
        step.after = self.now = Snapshot(self.engines)
        step.could = self._could_cache()
        self._run(step, [i for i in invariants if i.name not in aside])
        return played

    def _prefetch(self, step: Step, invariants: list[Invariant]) -> set[str]:
        aside = set()
        for inv in invariants:
            if inv.prefetch is None:
                continue
            try:
                inv.prefetch(step)
            except NotAnswered:
                aside.add(inv.name)
                self.config.tallies[inv.name].stood_aside += 1
            except Violation as violation:
                raise self._falsified(violation) from None
        return aside

    def _run(self, step: Step, invariants: list[Invariant]) -> None:
        for inv in invariants:
            assert inv.check is not None
            tally = self.config.tallies[inv.name]
            try:
                if inv.check(step):
                    tally.held += 1
                else:
                    tally.idle += 1
            except NotAnswered:
                tally.stood_aside += 1
            except Violation as violation:
                tally.failed += 1
                raise self._falsified(violation) from None

    @contextlib.contextmanager
    def _falsifying(self) -> Iterator[None]:
        """Any violation a rule runs into, wherever it asked the engine, ends the example as a counterexample."""
        try:
            yield
        except Violation as violation:
            raise self._falsified(violation) from None

    def _falsified(self, violation: Violation, failing_action: Message | None = None) -> Falsified:
        assert self.trace is not None
        return Falsified(
            Counterexample(self.trace.board, tuple(self.trace.played), violation, failing_action)
        )

    # What the machine keeps of the game.

    def _world(self) -> World:
        assert self.world is not None, "set_up runs first"
        return self.world

    def _could_cache(self) -> dict[str, frozenset[str]]:
        """Could-produce answers, valid while the board is unchanged (tapping doesn't change them, CR 106.7)."""
        version = self._world().version
        if version != self._could_version:
            self._could, self._could_version = {}, version
        return self._could

    def _could_of(self, thing: Thing) -> frozenset[str]:
        cache = self._could_cache()
        if thing.id not in cache and thing.on_battlefield:
            try:
                cache[thing.id] = self.now.could_produce(thing.id)
            except NotAnswered:
                return frozenset()
        return cache.get(thing.id, frozenset())

    def _note_skips(self, world: World, subject: Thing, actor: str, played: Played) -> None:
        """A land an opponent of Vorinclex's controller tapped for mana may not untap in its next untap step."""
        produced = bool(mana_added_by(played.events, subject.id))
        skippers = [s for s, t in model.matching_triggers(world, subject, actor) if not t.adds]
        if skippers and (produced or not played.events):
            world.possibly_skipping.add(subject.id)


COMBAT_STEPS = frozenset({"attack", "block"})


class CombatMachine(FuzzMachine):
    """The fuzzing state machine with combat (CR 506-511): the active player declares attackers, the defending
    player blockers; the advance rule then takes the game through combat damage. Only the machines that check a
    combat invariant declare them (an engine without combat answers `unsupported`, and the invariant stands aside)."""

    def __init__(self) -> None:
        super().__init__()
        self.attacking: list[Thing] = []

    @precondition(lambda self: self.world is None or self.world.turn_known)
    @rule(code=st.integers(0, 255))
    def attack(self, code: int) -> None:
        """The active player declares some of their creatures as attackers, each attacking the next player."""
        with self._falsifying():
            self._attack(code)

    @precondition(lambda self: bool(self.attacking))
    @rule(code=st.integers(0, 255))
    def block(self, code: int) -> None:
        """The defending player declares some of their creatures as blockers of the attacking creatures."""
        with self._falsifying():
            self._block(code)

    def _set_up(self, game: Any, drawn: bool = True) -> None:
        self.attacking = []
        super()._set_up(game, drawn)

    def _take(self, kind: str, action: Message, subject: Thing | None = None) -> Played:
        played = super()._take(kind, action, subject)
        if kind not in COMBAT_STEPS and played.legal and self._world().step != "declare_attackers":
            self.attacking = []  # blockers are declared in the declare attackers step only (CR 509.1)
        return played

    def _creatures(self, player: str) -> list[Thing]:
        """The player's creatures, the first of each card (as a step names them), untapped."""
        world = self._world()
        found = []
        for thing in world.battlefield():
            if thing.controller != player or not thing.is_type("Creature") or thing.tapped:
                continue
            if world.names.first(thing.card, player) == thing.id:
                found.append(thing)
        return found

    def _attack(self, code: int) -> None:
        world = self._world()
        creatures = self._creatures(world.active)
        if not creatures:
            self.config.steps += 1
            return
        chosen = [t for i, t in enumerate(creatures) if code >> i & 1] or [creatures[code % len(creatures)]]
        defender = world.players[(world.players.index(world.active) + 1) % len(world.players)]
        attackers = [{"object": t.id, "defender": defender} for t in chosen]
        played = self._take(
            "attack", {"type": "declare_attackers", "player": world.active, "attackers": attackers}
        )
        if played.legal:
            self.attacking = chosen

    def _block(self, code: int) -> None:
        world = self._world()
        defender = world.players[(world.players.index(world.active) + 1) % len(world.players)]
        blockers = self._creatures(defender)
        if not blockers:
            self.config.steps += 1
            return
        blocks = []
        for i, blocker in enumerate(blockers[:4]):
            choice = code >> 2 * i & 3
            if choice:
                blocks.append(
                    {"blocker": blocker.id, "attacker": self.attacking[(choice - 1) % len(self.attacking)].id}
                )
        if not blocks:
            blocks = [{"blocker": blockers[0].id, "attacker": self.attacking[0].id}]
        self._take("block", {"type": "declare_blockers", "player": defender, "blocks": blocks})


def machine_for(config: FuzzConfig, name: str = "FuzzMachine") -> type[FuzzMachine]:
    """A runnable state machine class over these engines, cards and invariants (with combat if one needs it)."""
    fights = any(inv.after & COMBAT_STEPS for inv in config.invariants)
    return type(name, (CombatMachine if fights else FuzzMachine,), {"config": config, "__module__": __name__})
