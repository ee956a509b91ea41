"""An illegal action leaves the game exactly as it was (CR 733.1: the game returns to the moment before it),
however far the action got first: engine/game.py snapshots the state before an action that may be found
illegal on the way and puts the snapshot back. Compared field by field, the whole state, the event log too
(the snapshot shares the log's events, which are immutable, but not the list they are in)."""

from __future__ import annotations

import copy

import pytest

from rulings.engine import new_game
from rulings.engine.vocabulary.errors import IllegalAction


def test_an_attack_found_illegal_after_steps_have_passed_changes_nothing() -> None:
    # CR 508.1j: {3} can't pay Propaganda's {4} for two attackers. On the way, the game left the main phase,
    # began combat (events logged, pools emptied) and activated the lands' mana abilities (CR 508.1i).
    game = new_game(
        {
            "players": ["Alice", "Bob"],
            "objects": [
                {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
                {"id": "goblin", "card": "Raging Goblin", "owner": "Alice"},
                {"id": "plains", "card": "Plains", "owner": "Alice"},
                {"id": "forest", "card": "Forest", "owner": "Alice"},
                {"id": "mountain", "card": "Mountain", "owner": "Alice"},
                {"id": "propaganda", "card": "Propaganda", "owner": "Bob"},
            ],
        }
    )
    before = copy.deepcopy(game.state)
    logged = len(game.log)
    with pytest.raises(IllegalAction):
        game.declare_attackers(
            "Alice", [("bears", "Bob"), ("goblin", "Bob")], mana=["plains", "forest", "mountain"]
        )
    assert game.state == before
    assert len(game.log) == logged  # said on its own: a log the action appended to is the likeliest leftover
    assert not game.objects["plains"].tapped
    # And the game goes on from there: the same declaration with one attacker is legal ({2} for one).
    game.declare_attackers("Alice", [("bears", "Bob")], mana=["plains", "forest"])
    assert game.combat_status("bears")["attacking"]
