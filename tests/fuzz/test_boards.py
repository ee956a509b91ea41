"""Generated boards are what a scenario's Given lines build: printed, read back by our own step phrases
into a table, they are the same board with the same ids; and the board notation round-trips."""

from __future__ import annotations

from typing import Any

from hypothesis import given

from rulings.fuzz.boards import boards
from rulings.fuzz.cards import FACTS
from rulings.fuzz.gherkin import _given
from rulings.fuzz.invariants.harness import canonical
from rulings.fuzz.naming import Names
from rulings.protocol.session import Game, Session
from rulings.steps.table import Table
from rulings.steps.vocabulary import VOCABULARY


class NoEngine:
    """Given steps never reach the engine: this one fails the test if they do."""

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        """Fail."""
        raise AssertionError(f"a Given step talked to the engine: {message}")

    def close(self) -> None:
        """Nothing to close."""


def read_back(board: Game) -> Game:
    """Run the board's printed Given lines through the step vocabulary onto a fresh table."""
    table = Table(Session(NoEngine()))
    for line in _given(board, Names(board.get("objects", []))):
        keyword, text = line.strip().split(" ", 1)
        assert keyword in ("Given", "And"), line
        matching = [p for p in VOCABULARY.phrases["given"] if p.is_matching(text)]
        assert len(matching) == 1, f"{text!r} is matched by {len(matching)} Given phrases"
        VOCABULARY.run("given", text, table)
    return table.game


@given(boards(sorted(FACTS)))
def test_printed_boards_read_back_as_the_same_board(board: Game) -> None:
    """Same players, turn, priority, objects (ids, cards, owners, zones, status) and unspent mana."""
    assert canonical(read_back(board)) == canonical(board)
