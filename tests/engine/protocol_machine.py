"""The base of the engine's Hypothesis state machines: the reference engine, spoken to only through the protocol,
so the machines' invariants hold for any engine that speaks it."""

from __future__ import annotations

from hypothesis.stateful import RuleBasedStateMachine

from rulings.adapters.reference import ReferenceEngine
from rulings.protocol.session import Message, Session


class ReferenceMachine(RuleBasedStateMachine):
    """A started session on a fresh reference engine for each game, stopped when the game ends."""

    def __init__(self) -> None:
        super().__init__()
        self.session = Session(ReferenceEngine())
        self.session.start()

    def board(self) -> Message:
        """The engine's answer to the board query."""
        board: Message = self.session.query({"type": "board"})
        return board

    def teardown(self) -> None:
        self.session.stop()
