"""A fuzzed game as it was played: the board, the actions and what the engine said of each. The shrunk
failing one is the counterexample the printer turns into a scenario."""

from __future__ import annotations

from dataclasses import dataclass, field

from rulings.fuzz.observe import Played, Violation
from rulings.protocol.session import Game, Message


@dataclass
class Trace:
    """The board and every action taken on it, in order."""

    board: Game
    played: list[Played] = field(default_factory=list)


@dataclass(frozen=True)
class Counterexample:
    """A game that breaks an invariant: the board, the actions up to the one that broke it, and why."""

    board: Game
    played: tuple[Played, ...]
    violation: Violation
    failing_action: Message | None = None  # an action that itself broke the invariant, before any answer


class Falsified(AssertionError):
    """An invariant failed; carries the counterexample (raised again by Hypothesis after shrinking)."""

    def __init__(self, counterexample: Counterexample) -> None:
        super().__init__(str(counterexample.violation))
        self.counterexample = counterexample
