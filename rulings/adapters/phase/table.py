"""One game of phase.rs as the adapter sees it: the live `phase.Game`, the players' seats, the protocol's ids
for phase.rs's objects, the events so far, and the choices of the action being made; with the few helpers
every module uses (a debug action, who has priority, a seat, an id, a target)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from rulings.adapters.in_process import Inexpressible, Refused
from rulings.protocol import Message


@dataclass
class Table:
    """The game and what the adapter remembers about it."""

    engine: Any  # the loaded card database (`phase.Engine`)
    names: frozenset[str] = frozenset()  # the cards it knows
    # A card of two faces phase.rs names by its first (an Adventure's creature, a transforming card's front):
    # its full Oracle name, as a board gives it (CR 201.2, 715.2) -> phase.rs's name.
    faces: dict[str, str] = field(default_factory=dict)
    game: Any = None
    base: Any = None  # the state the game was loaded from
    journal: list[tuple[int, Any]] = field(default_factory=list)  # every action applied since (actor, action)
    players: list[str] = field(default_factory=list)
    ids: dict[str, int] = field(default_factory=dict)  # protocol id -> phase object id
    pids: dict[int, str] = field(default_factory=dict)  # phase object id -> protocol id
    events: list[Message] = field(default_factory=list)
    # The last `state()` export, with the game and journal length it was read at: the board and an object query in
    # combat read it, and an export is the costliest call of the bindings.
    exported: tuple[Any, int, dict[str, Any]] | None = None
    stacked: set[int] = field(default_factory=set)  # ids of what has been on the stack (spells and abilities)
    active: int = 0  # the active player's seat, as TurnStarted events report it
    trying: bool = False  # in a hypothetical, which undoes what it tried at its end
    commanded: bool = (
        False  # something may be in the command zone, which the bindings read only in a state export
    )
    block_order: list[int] = field(
        default_factory=list
    )  # the blockers, in the order the declaration names them
    past_untap: bool = False  # advanced to an untap step: phase.rs went on to the upkeep
    may: dict[int, bool] = field(
        default_factory=dict
    )  # a source -> its controller's standing "you may" answer
    merge: dict[int, str] = field(default_factory=dict)  # a mutating spell -> "over" or "under" (its cast's)
    modes: dict[tuple[int, int], str] = field(default_factory=dict)  # (a seat, a source) -> its standing mode
    scry: dict[tuple[int, int], tuple[list[int], list[int]]] = field(
        default_factory=dict
    )  # (a seat, a source) -> its standing scry answer: the cards put on top, then those put on the bottom
    resolving: list[dict[str, Any]] = field(
        default_factory=list
    )  # phase.rs's events before the prompt answered
    prefer: dict[int, list[int]] = field(
        default_factory=dict
    )  # a seat -> the objects it prefers, first first
    # The action being made:
    offered_untap: set[int] = field(
        default_factory=set
    )  # permanents phase.rs let their controller keep tapped
    bestowed: bool = False  # the cast took its bestow cost
    alternated: bool = False  # the cast took the alternative cost its `alternative` names
    declared: bool = False  # the declaration was answered to phase.rs's prompt
    divided: set[str] = field(default_factory=set)  # attackers whose damage division phase.rs asked for
    targeted: bool = False  # its targets were the request's answer to a prompt
    x_asked: bool = False  # phase.rs asked for its X
    retargeted: int = 0  # the copy's new targets given so far
    has_x: bool = False  # its cost has an X (CR 107.3)
    stacked_before: set[int] = field(default_factory=set)  # the stack's entries before it
    convoked: list[str] = field(
        default_factory=list
    )  # the creatures tapped for its convoke so far (CR 702.51a)
    paying: bool = False  # its ManaPayment prompt was answered (a second one means the pool can't pay)
    asked: set[str] = field(default_factory=set)  # the kinds of prompt phase.rs asked during it
    exert: set[int] = field(default_factory=set)  # the attackers the declaration exerts
    exerted: set[int] = field(default_factory=set)  # the attackers phase.rs asked about exerting
    divided_cast: bool = False  # its division was phase.rs's DistributeAmong prompt's answer
    adventured: bool = False  # phase.rs asked whether it is cast as its Adventure

    def target(self, name: str) -> dict[str, int]:
        """A protocol target (an object's id or a player's name) as phase.rs's TargetRef."""
        if name in self.players:
            return {"Player": self.players.index(name)}
        return {"Object": self.pid(name)}

    def target_name(self, target: dict[str, int]) -> str:
        if "Player" in target:
            return self.players[int(target["Player"])]
        return self.name(int(target["Object"]))

    def load(self, state: Any) -> None:
        """Start from a saved state (a JSON string is the quickest for the bindings to read)."""
        self.base, self.journal = state, []
        self.game = self.engine.load_game(state)

    def apply(self, actor: int, action: Any) -> Any:
        """`game.apply`, remembered: phase.rs refuses an illegal action (ValueError) without changing anything."""
        result = self.game.apply(actor, action)
        self.journal.append((actor, action))
        return result

    def rewind(self, mark: int) -> None:
        """The game as it was after the first `mark` actions of the journal: rebuilt from its saved start and
        those actions (phase.rs is deterministic, so the replay is the game as it was, and no whole state is
        exported on the way)."""
        replay, self.journal = self.journal[:mark], []
        self.game = self.engine.load_game(self.base)
        for actor, action in replay:
            self.apply(actor, action)

    @contextmanager
    def atomic(self) -> Iterator[None]:
        """An action the request's choices can't complete leaves the game as it was (the protocol's illegal)."""
        mark = len(self.journal)
        try:
            yield
        except (Refused, Inexpressible):
            # Nothing applied (phase.rs refused the first step): no undo; in a hypothetical, its end undoes.
            if len(self.journal) != mark and not self.trying:
                self.rewind(mark)
            raise

    @contextmanager
    def hypothetical(self) -> Iterator[Callable[[], None]]:
        """The game to try something on, and a function that undoes what was tried; undone at the end, with
        what was learned about it. It is the game itself, not a copy: a try that phase.rs refuses at once
        (most illegal casts) changed nothing and costs no undo; one that changed it is undone by a rewind."""
        mark, game, trying = len(self.journal), self.game, self.trying
        saved = (self.events, set(self.stacked), dict(self.merge))
        self.trying = True

        def undo() -> None:
            nonlocal game
            if self.game is not game or len(self.journal) != mark:
                self.rewind(mark)
                game = self.game

        try:
            yield undo
        finally:
            self.trying = trying
            undo()
            self.events, self.stacked, self.merge = saved  # a cast tried leaves no merge choice behind

    def state(self) -> dict[str, Any]:
        """The game's `state()["state"]`, exported again only once something was applied since (every action
        goes through `apply`, which journals it, and every other game comes from `load` or `rewind`)."""
        read = self.exported
        if read is not None and read[0] is self.game and read[1] == len(self.journal):
            return read[2]
        state: dict[str, Any] = self.game.state()["state"]
        self.exported = (self.game, len(self.journal), state)
        return state

    def debug(self, action: str, **data: Any) -> None:
        """One of phase.rs's debug actions (they need the state's debug_mode, set at setup)."""
        try:
            self.apply(0, {"type": "Debug", "data": {"type": action, "data": data}})
        except ValueError as refused:
            raise Inexpressible(f"its debug action {action} refused {data}: {refused}") from None

    def priority(self) -> int | None:
        prompt = self.game.waiting_for()
        return int(prompt["data"]["player"]) if prompt["type"] == "Priority" else None

    def seat(self, player: str) -> int:
        try:
            return self.players.index(player)
        except ValueError:
            raise Refused(f"{player} isn't playing") from None

    def pid(self, object_id: str) -> int:
        if object_id in self.ids:
            return self.ids[object_id]
        if object_id.startswith("phase-") and object_id[6:].isdigit():
            return int(object_id[6:])
        raise Refused(f"no object {object_id!r} in this game")

    def card(self, name: str) -> str:
        """phase.rs's name of the board's card."""
        return self.faces.get(name, name)

    def name(self, pid: int) -> str:
        return self.pids.get(pid, f"phase-{pid}")
