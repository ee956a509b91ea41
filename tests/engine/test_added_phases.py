"""Steps added after a phase (engine/rules/turn_structure/added_phases.py, CR 500.10) where no card of the features can reach:
"you get" steps on another player's turn (CR 500.10a), and phases added after the same phase (CR 500.8)."""

from __future__ import annotations

from rulings.engine import Game, new_game
from rulings.engine.rules.turn_structure.added_phases import add_steps_after_this_phase


def _game(active: str = "Alice") -> Game:
    return new_game(
        {"players": ["Alice", "Bob"], "turn": {"active": active, "step": "end_of_combat"}, "objects": []}
    )


def test_you_get_no_steps_on_another_players_turn() -> None:
    """CR 500.10a: Bob "gets" an upkeep step during Alice's turn: none is added."""
    game = _game()
    add_steps_after_this_phase(game.state, "Bob", "upkeep", 1)
    game.advance("Alice", "postcombat_main")
    assert [e.step for e in game.log if e.kind == "step_began"] == ["postcombat_main"]


def test_the_added_phases_come_after_the_combat_phase_then_the_turn_goes_on() -> None:
    game = _game()
    add_steps_after_this_phase(game.state, "Alice", "upkeep", 2)
    game.advance("Alice", "end")
    began = [e.step for e in game.log if e.kind == "step_began"]
    assert began == ["upkeep", "upkeep", "postcombat_main", "end"]
    assert game.state.turn == 1
