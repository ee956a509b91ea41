"""CR 106.7: could-produce as a least fixpoint, replacement effects in every order, costs ignored."""

from __future__ import annotations

import time

import pytest

from rulings.engine import new_game
from tests.engine.board import game

# Each case: the boards, then what each permanent could produce (one letter a type; "": nothing).
CASES: dict[str, tuple[list[str], dict[str, str]]] = {
    "two reflecting pools alone terminate with nothing": (
        ["Alice: Reflecting Pool; Reflecting Pool"],
        {"reflecting-pool": "", "reflecting-pool-2": ""},
    ),
    "pools chain through each other to a forest": (
        ["Alice: Reflecting Pool; Reflecting Pool; Forest"],
        {"reflecting-pool-2": "G"},
    ),
    # Exotic Orchard's 2009-02-01 ruling: my Forest lets the opponent's Orchard, then their Pool and my Orchard.
    "exotic orchard ruling chain": (
        ["Alice: Forest; Exotic Orchard", "Bob: Exotic Orchard; Reflecting Pool"],
        {"exotic-orchard": "G", "exotic-orchard-2": "G", "reflecting-pool": "G"},
    ),
    "orchards and pool alone produce nothing": (
        ["Alice: Exotic Orchard", "Bob: Exotic Orchard; Reflecting Pool"],
        {"exotic-orchard": "", "exotic-orchard-2": "", "reflecting-pool": ""},
    ),
    "every order of type-changing effects": (
        ["Alice: Forest; Contamination; Ritual of Subdual; Infernal Darkness"],
        {"forest": "BC"},
    ),
    # Damping Sphere applies to two or more mana: only after Mana Reflection doubled it (CR 616.1e).
    "amount threshold reached only after doubling": (
        ["Alice: Forest; Mana Reflection; Damping Sphere"],
        {"forest": "C"},
    ),
    "colors only excludes colorless": (
        ["Alice: Fellwar Stone", "Bob: Wastes; Swamp"],
        {"fellwar-stone": "B"},
    ),
}


@pytest.mark.parametrize(("boards", "expected"), CASES.values(), ids=CASES)
def test_could_produce(boards: list[str], expected: dict[str, str]) -> None:
    state = game(*boards)
    assert {i: state.could_produce(i) for i in expected} == {i: set(t) for i, t in expected.items()}


@pytest.mark.usefixtures("unchecked_layers")  # timed: the engine as it runs, without the tests' check
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
