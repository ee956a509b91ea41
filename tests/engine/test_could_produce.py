"""CR 106.7: could-produce as a least fixpoint, replacement effects in every order, costs ignored."""

from __future__ import annotations

import time

from rulings.engine import new_game
from tests.engine.board import game


def test_two_reflecting_pools_alone_terminate_with_nothing() -> None:
    state = game("Alice: Reflecting Pool; Reflecting Pool")
    assert state.could_produce("reflecting-pool") == frozenset()
    assert state.could_produce("reflecting-pool-2") == frozenset()


def test_pools_chain_through_each_other_to_a_forest() -> None:
    state = game("Alice: Reflecting Pool; Reflecting Pool; Forest")
    assert state.could_produce("reflecting-pool-2") == {"G"}


def test_exotic_orchard_ruling_chain() -> None:
    # Exotic Orchard's 2009-02-01 ruling: my Forest lets the opponent's Orchard, then their Pool and my Orchard.
    state = game("Alice: Forest; Exotic Orchard", "Bob: Exotic Orchard; Reflecting Pool")
    assert state.could_produce("exotic-orchard") == {"G"}
    assert state.could_produce("exotic-orchard-2") == {"G"}
    assert state.could_produce("reflecting-pool") == {"G"}


def test_orchards_and_pool_alone_produce_nothing() -> None:
    state = game("Alice: Exotic Orchard", "Bob: Exotic Orchard; Reflecting Pool")
    assert all(
        state.could_produce(i) == frozenset()
        for i in ("exotic-orchard", "exotic-orchard-2", "reflecting-pool")
    )


def test_every_order_of_type_changing_effects() -> None:
    state = game("Alice: Forest; Contamination; Ritual of Subdual; Infernal Darkness")
    assert state.could_produce("forest") == {"B", "C"}


def test_amount_threshold_reached_only_after_doubling() -> None:
    # Damping Sphere applies to two or more mana: only after Mana Reflection doubled it (CR 616.1e).
    state = game("Alice: Forest; Mana Reflection; Damping Sphere")
    assert state.could_produce("forest") == {"C"}


def test_colors_only_excludes_colorless() -> None:
    state = game("Alice: Fellwar Stone", "Bob: Wastes; Swamp")
    assert state.could_produce("fellwar-stone") == {"B"}


def test_thousand_lands_and_eight_effects_is_fast() -> None:
    objects = [
        {
            "id": f"land-{i}",
            "card": ("Forest", "Reflecting Pool", "Exotic Orchard", "Island")[i % 4],
            "owner": ("Alice", "Bob")[i % 2],
        }
        for i in range(1000)
    ]
    effects = ["Mana Reflection", "Contamination", "Ritual of Subdual", "Nyxbloom Ancient"] * 2
    objects += [{"id": f"effect-{i}", "card": card, "owner": "Alice"} for i, card in enumerate(effects)]
    state = new_game({"players": ["Alice", "Bob"], "objects": objects})
    started = time.perf_counter()
    result = state.could_produce("land-1")
    assert time.perf_counter() - started < 0.5  # the benchmark measures it precisely; this guards regressions
    assert result == {"B", "C"}
