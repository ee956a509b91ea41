"""The layers (CR 613) never depend on the order a board was listed in: the set-up permanents share one
timestamp (0), and where their order in a layer would change a characteristic the engine refuses (CR 613.7m: the
controller's choice), so every permutation of the same board gives every permanent the same characteristics."""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.engine import new_game
from rulings.engine.rules.layer_effects import board
from rulings.engine.vocabulary.errors import NotModelled

# Permanents whose statics meet in layers 4, 5, 6 and 7 (Blood Moon and Urborg depend on each other's layer).
CARDS = (
    "Urborg, Tomb of Yawgmoth",
    "Blood Moon",
    "Forest",
    "Swamp",
    "Shivan Reef",
    "Nightmare",
    "Levitation",
    "Kwende, Pride of Femeref",
    "Benalish Marshal",
    "Grizzly Bears",
    "Vestige of Emrakul",
    "Fungal Behemoth",
)

boards = st.lists(
    st.tuples(st.sampled_from(CARDS), st.sampled_from(("Alice", "Bob")), st.integers(0, 2)),
    min_size=1,
    max_size=7,
)


def _characteristics(objects: list[dict[str, object]]) -> dict[str, object] | None:
    game = new_game({"players": ["Alice", "Bob"], "objects": objects})
    try:
        values = board(game.state)
    except NotModelled:
        return None  # refused: the same refusal whatever the order (checked below)
    return {
        i: (v.subtypes, v.colors, v.keywords, v.abilities, v.power, v.toughness)
        for i, v in sorted(values.items())
    }


@settings(max_examples=60, deadline=None)
@given(boards, st.randoms(use_true_random=False))
def test_a_boards_listing_order_changes_no_characteristic(
    cards: list[tuple[str, str, int]], random: Random
) -> None:
    objects: list[dict[str, object]] = [
        {"id": f"o{i}", "card": card, "owner": owner, "counters": {"+1/+1": n} if n else {}}
        for i, (card, owner, n) in enumerate(cards)
    ]
    shuffled = list(objects)
    random.shuffle(shuffled)
    assert _characteristics(objects) == _characteristics(shuffled)
