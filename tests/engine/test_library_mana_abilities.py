"""CR 605.1a as of 2026-09-25: an ability that adds mana but whose cost or effect moves a card to or from a
library is no mana ability. It uses the stack, and it can't be activated while paying a cost.

Millikin ("{T}, Mill a card: Add {C}.") is the engine's own card (features/rules/605-mana-abilities.feature
shows it too); Chromatic Sphere ("{1}, {T}, Sacrifice this artifact: Add one mana of any color. Draw a card.",
Oracle text from Gatherer) is in no card data the project has, so these tests build it. Under the CR of 2026-04-17 both were mana abilities: each would have added its
mana at once, without the stack, and could pay for a spell while it was being cast.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulings.engine import Game, IllegalAction, new_game
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.mana_sources import ManaAbility
from rulings.engine.cards import card as cards
from rulings.engine.cards import load_card
from rulings.engine.rules.mana.what_is_a_mana_ability import is_mana_ability


def _only_mana_ability(name: str) -> ManaAbility:
    """The card's one ability, as the engine defines it."""
    (ability,) = load_card(name).abilities
    assert isinstance(ability, ManaAbility)
    return ability


MILLIKIN_ABILITY = _only_mana_ability("Millikin")
SPHERE_TEXT = "{1}, {T}, Sacrifice this artifact: Add one mana of any color. Draw a card."
SPHERE_ABILITY = ManaAbility(SPHERE_TEXT, Cost(tap=True, mana="{1}", sacrifice="this"), "any color", draws=1)
CHROMATIC_SPHERE = cards.Card(
    name="Chromatic Sphere",
    mana_cost="{1}",
    types=frozenset({"Artifact"}),
    subtypes=frozenset(),
    supertypes=frozenset(),
    oracle_text=SPHERE_TEXT,
    keywords=frozenset(),
    power=None,
    toughness=None,
    abilities=(ManaAbility(SPHERE_TEXT, Cost(tap=True, mana="{1}", sacrifice="this"), "any color", draws=1),),
)
BUILT = {CHROMATIC_SPHERE.name: CHROMATIC_SPHERE}


@pytest.fixture(autouse=True)
def _built_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chromatic Sphere, as if it were in the pool; every other card as the engine has it."""
    monkeypatch.setattr("rulings.engine.setup.load_card", lambda name: BUILT.get(name) or load_card(name))


def table(*objects: dict[str, Any], **extra: Any) -> Game:
    return new_game(
        {
            "players": ["Alice", "Bob"],
            "turn": {"active": "Alice", "step": "precombat_main", "number": 1},
            "objects": [{"owner": "Alice", **o} for o in objects],
            **extra,
        }
    )


def test_the_2026_09_25_criteria() -> None:
    assert not is_mana_ability(MILLIKIN_ABILITY)  # its cost mills
    assert not is_mana_ability(SPHERE_ABILITY)  # its effect draws
    assert is_mana_ability(ManaAbility("{T}: Add {C}.", Cost(tap=True), "C"))


def test_millikins_ability_uses_the_stack_and_adds_its_mana_as_it_resolves() -> None:
    game = table(
        {"id": "millikin", "card": "Millikin"},
        {"id": "top", "card": "Forest", "zone": "library"},
        {"id": "second", "card": "Island", "zone": "library"},
    )
    game.activate("Alice", "millikin")
    # The cost is paid at once: Millikin is tapped and the top card milled (CR 602.2b, 701.17a) ...
    assert game.object("millikin").tapped
    assert (game.object("top").zone, game.object("second").zone) == ("graveyard", "library")
    # ... but the mana waits on the stack (CR 605.1a, 602.2a): not a mana ability any more.
    assert [item.text for item in game.stack] == ["{T}, Mill a card: Add {C}."]
    assert not +game.pools["Alice"]
    game.resolve()
    assert +game.pools["Alice"] == {"C": 1}
    assert not game.stack


def test_millikin_cant_pay_a_cost_being_paid() -> None:
    # CR 605.3a lets a player activate mana abilities while paying a cost; Millikin's is none now.
    game = table(
        {"id": "millikin", "card": "Millikin"},
        {"id": "top", "card": "Forest", "zone": "library"},
        {"id": "prismite", "card": "Prismite"},
        {"id": "forest", "card": "Forest"},
    )
    with pytest.raises(IllegalAction, match=r"605\.1a"):
        game.activate("Alice", "prismite", mana=["forest", "millikin"], choices={"mana": "U"})
    assert game.object("top").zone == "library"  # the game is as it was (CR 733)
    assert not game.object("forest").tapped
    # Two Forests pay for Prismite's {2}, as mana abilities may.
    two = table(
        {"id": "prismite", "card": "Prismite"},
        {"id": "forest", "card": "Forest"},
        {"id": "forest-2", "card": "Forest"},
    )
    two.activate("Alice", "prismite", mana=["forest", "forest-2"], choices={"mana": "U"})
    assert +two.pools["Alice"] == {"U": 1}


def test_millikin_cant_mill_an_empty_library_to_pay() -> None:
    game = table({"id": "millikin", "card": "Millikin"})
    with pytest.raises(IllegalAction, match=r"701\.17b"):
        game.activate("Alice", "millikin")
    assert not game.object("millikin").tapped


def test_chromatic_spheres_ability_adds_the_chosen_color_then_draws_as_it_resolves() -> None:
    game = table(
        {"id": "sphere", "card": "Chromatic Sphere"},
        {"id": "top", "card": "Island", "zone": "library"},
        pools={"Alice": "{C}"},
    )
    game.activate("Alice", "sphere", choices={"mana": "U"})
    assert game.object("sphere").zone == "graveyard"  # sacrificed to pay the cost
    assert not +game.pools["Alice"]  # {1} paid; no mana yet
    assert game.object("top").zone == "library"
    game.resolve()
    assert +game.pools["Alice"] == {"U": 1}
    assert game.object("top").zone == "hand"


def test_chromatic_sphere_needs_a_color_chosen() -> None:
    game = table({"id": "sphere", "card": "Chromatic Sphere"}, pools={"Alice": "{C}"})
    with pytest.raises(IllegalAction, match=r"choose one"):
        game.activate("Alice", "sphere")
