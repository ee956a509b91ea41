"""The layers' characteristics are remembered between reads (engine/rules/layer_effects.py), and never served
stale: whatever changes what the layers read between two reads, by an action or by a hand on the state, the
second read sees it (CR 613.5: the characteristics are determined continually)."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from rulings.engine import Game, new_game
from rulings.engine.rules import layer_effects
from rulings.engine.rules.layer_effects import board
from rulings.engine.rules.layer_inputs import layer_inputs
from rulings.engine.state.objects import GameObject

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


def _board_of(*objects: dict[str, object]) -> Game:
    return new_game({"players": ["Alice", "Bob"], "objects": list(objects)})


BEARS: dict[str, object] = {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"}


def _set(object_id: str, field: str, value: object) -> Callable[[Game], None]:
    return lambda game: setattr(game.object(object_id), field, value)


def _pumped(game: Game) -> None:
    game.state.pools["Alice"]["G"] += 1
    game.cast("Alice", "growth", targets=["bears"])
    game.resolve()  # CR 611.2c: locked to the bears as the object they are now


def _draw(game: Game) -> None:
    card = GameObject("drawn", game.object("strider").card, "Alice", "Alice", "hand")
    game.state.objects[card.id] = card


def _exile_for_the_ingester(game: Game) -> None:
    elves = game.object("elves")
    elves.zone, elves.exiled_with = "exile", ("ingester", 0)  # CR 607.2a: the card its imprint exiled


def _shows_the_elves(game: Game) -> None:
    game.object("bears").card = game.object("elves").card  # what a copy effect makes it show (CR 707.2)


def _nothing(game: Game) -> None:
    pass


# Each input of layer_inputs changed alone, behind the engine's back, on a board where it changes a
# characteristic: the read after it must be a fresh one.
CHANGES: dict[str, tuple[tuple[dict[str, object], ...], Callable[[Game], None], Callable[[Game], None]]] = {
    "the card it shows (CR 613.2)": (
        (BEARS, {"id": "elves", "card": "Llanowar Elves", "owner": "Bob", "zone": "hand"}),
        _nothing,
        _shows_the_elves,
    ),
    "its being turned face down (CR 708.2a)": (
        (BEARS,),
        _nothing,
        lambda game: game.object("bears").turn_face_down(),
    ),
    "its controller (layer 2)": (
        (BEARS, {"id": "marshal", "card": "Benalish Marshal", "owner": "Alice"}),
        _nothing,
        _set("bears", "controller", "Bob"),
    ),
    "what an Aura is attached to": (
        (BEARS, {"id": "aura", "card": "Oakenform", "owner": "Alice", "attached_to": "bears"}),
        _nothing,
        _set("aura", "attached_to", ""),
    ),
    "its being a token": (
        (BEARS, {"id": "illness", "card": "Illness in the Ranks", "owner": "Bob"}),
        _nothing,
        _set("bears", "token", True),
    ),
    "its zone changes (CR 400.7, 611.2c)": (
        (BEARS, {"id": "growth", "card": "Giant Growth", "owner": "Alice", "zone": "hand"}),
        _pumped,
        _set("bears", "zone_changes", 1),
    ),
    "its subtypes from a resolving spell (CR 611.2e)": (
        (BEARS,),
        _nothing,
        _set("bears", "also_subtypes", frozenset({"Zombie"})),
    ),
    "its colors from a resolving spell (CR 611.2e)": (
        (BEARS,),
        _nothing,
        _set("bears", "also_colors", frozenset({"B"})),
    ),
    "its being bestowed (CR 702.103b)": ((BEARS,), _nothing, _set("bears", "bestowed", True)),
    "its counters (CR 613.4c)": (
        (BEARS,),
        _nothing,
        lambda game: game.object("bears").counters.update({"-1/-1": 1}),
    ),
    "a hand's size": (({"id": "strider", "card": "Grim Strider", "owner": "Alice"},), _nothing, _draw),
    "the card an imprint exiled (CR 607.2a)": (
        (
            {"id": "ingester", "card": "Phyrexian Ingester", "owner": "Alice"},
            {"id": "elves", "card": "Llanowar Elves", "owner": "Bob", "zone": "graveyard"},
        ),
        _nothing,
        _exile_for_the_ingester,
    ),
}


@pytest.mark.parametrize("change", list(CHANGES))
def test_each_input_changed_alone_is_seen(change: str) -> None:
    objects, prepare, act = CHANGES[change]
    game = _board_of(*objects)
    prepare(game)
    before = dict(board(game.state))
    act(game)
    fresh = layer_effects._computed(game.state)
    assert layer_effects._same(board(game.state), fresh), f"a stale board after {change}"
    assert not layer_effects._same(before, fresh), f"{change} changed no characteristic on this board"
