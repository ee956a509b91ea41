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
from rulings.protocol.session import Game, Session, Turn
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


@given(boards(sorted(FACTS)))
def test_no_board_has_a_creature_state_based_actions_would_kill(board: Game) -> None:
    """A 0/0 creature (Hangarback Walker without counters) is put into its owner's graveyard before any player
    gets priority (CR 704.5f, 704.3): a board where a player holds priority never has one on the battlefield."""
    for spec in board.get("objects", []):
        facts = FACTS[spec["card"]]
        if spec.get("zone", "battlefield") == "battlefield" and facts.toughness is not None:
            assert facts.toughness + (spec.get("counters") or {}).get("+1/+1", 0) > 0, spec


def test_the_board_generator_leaves_out_the_0_0_hangarback_walker() -> None:
    """Laid out with any status, a Hangarback Walker is on the battlefield only with +1/+1 counters, else left out
    (or in a hand or graveyard)."""
    from rulings.fuzz.boards import _put  # noqa: PLC0415

    for status in range(64):
        game = Game(
            players=["Alice", "Bob"], turn=Turn(active="Alice", step="precombat_main", number=1), objects=[]
        )
        _put(game, "Alice", "Hangarback Walker", status, 0)
        for spec in game["objects"]:
            assert spec.get("zone") in ("hand", "graveyard") or spec["counters"]["+1/+1"] > 0, spec
