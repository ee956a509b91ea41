"""The layers' characteristics are remembered between reads (engine/rules/layer_effects.py), and never served
stale: whatever changes what the layers read between two reads, by an action or by a hand on the state, the
second read sees it (CR 613.5: the characteristics are determined continually)."""

from __future__ import annotations

import copy

import pytest

from rulings.engine import Game, new_game
from rulings.engine.rules import layer_effects
from rulings.engine.rules.layer_effects import board
from rulings.engine.rules.layer_inputs import layer_inputs

pytestmark = pytest.mark.usefixtures("unchecked_layers")  # these tests see the remembered boards themselves


def _bears_and_a_pump() -> Game:
    return new_game(
        {
            "players": ["Alice", "Bob"],
            "objects": [
                {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
                {"id": "growth", "card": "Giant Growth", "owner": "Alice", "zone": "hand"},
                {"id": "aura", "card": "Oakenform", "owner": "Alice", "zone": "hand"},
                {"id": "weaponry", "card": "Tawnos's Weaponry", "owner": "Alice"},
            ],
            "pools": {"Alice": "{G}{C}{C}"},
        }
    )


def test_a_pump_resolved_between_two_reads_of_power_is_seen() -> None:
    game = _bears_and_a_pump()
    assert game.power_toughness("bears") == (2, 2)
    assert game.power_toughness("bears") == (2, 2)  # remembered: the same board object serves both
    game.cast("Alice", "growth", targets=["bears"])
    assert game.power_toughness("bears") == (2, 2)  # on the stack, it changes nothing yet
    game.resolve()  # CR 611.2: "Target creature gets +3/+3 until end of turn"
    assert game.power_toughness("bears") == (5, 5)


def test_a_change_made_directly_to_the_state_is_seen() -> None:
    game = _bears_and_a_pump()
    bears = game.object("bears")
    assert game.power_toughness("bears") == (2, 2)
    bears.counters["+1/+1"] += 1  # no action of the facade: nothing but the inputs can say it changed
    assert game.power_toughness("bears") == (3, 3)
    bears.controller = "Bob"  # layer 2, read by "creatures you control"
    assert board(game.state)["bears"].controller == "Bob"
    game.object("aura").zone = "battlefield"  # a new permanent is on the board at once
    assert "aura" in board(game.state)
    bears.phased_out = "Bob"  # CR 702.26b: treated as though it doesn't exist
    assert "bears" not in board(game.state)


def test_reads_with_nothing_changed_between_them_share_one_computation() -> None:
    game = _bears_and_a_pump()
    first = board(game.state)
    game.state.pools["Alice"]["G"] += 1  # mana is no input of the layers
    assert board(game.state) is first
    game.object("bears").tapped = True  # nor is a permanent's being tapped (but for CR 611.2b, below)
    assert board(game.state) is first


def test_an_effect_lasting_while_its_source_remains_tapped_ends_as_it_untaps() -> None:
    game = _bears_and_a_pump()
    game.activate("Alice", "weaponry", choices={"targets": ["bears"]})
    game.resolve()  # "Target creature gets +1/+1 for as long as Tawnos's Weaponry remains tapped."
    assert game.power_toughness("bears") == (3, 3)
    game.object("weaponry").tapped = False  # CR 611.2b: the duration is over
    assert game.power_toughness("bears") == (2, 2)


def test_a_copy_of_the_state_computes_its_own_characteristics() -> None:
    game = _bears_and_a_pump()
    original = board(game.state)
    snapshot = copy.deepcopy(game.state)  # as Game._atomic's snapshot to return to (CR 733)
    copied = board(snapshot)
    assert copied is not original
    assert copied["bears"].obj is snapshot.objects["bears"]


def test_the_check_names_a_remembered_board_gone_stale(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were an input the layers read left out of layer_inputs, the engine's tests would fail on it."""
    game = _bears_and_a_pump()
    board(game.state)
    monkeypatch.setattr(layer_effects, "CHECK_REMEMBERED", True)
    # A remembered board that is not what the state's inputs give: what a missing input would leave behind.
    game.state.derived.layers = (layer_inputs(game.state), {})
    with pytest.raises(AssertionError, match="stale characteristics"):
        board(game.state)
