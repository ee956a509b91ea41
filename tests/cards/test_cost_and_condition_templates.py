"""The templates of issue 23's additional costs and conditional statics: each is read into the primitive the engine
gives meaning to, and a tempting misreading of it is refused."""

from __future__ import annotations

import pytest

from rulings.engine.abilities import Ability
from rulings.engine.abilities.costs import AdditionalCost
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.oracle.compiler import compile_card, compile_paragraph

SORCERY = frozenset({"Sorcery"})
CREATURE = frozenset({"Creature"})


def read(text: str, types: frozenset[str] = SORCERY) -> Ability:
    return compile_paragraph("Test Card", text, types)[0]


# CR 118.8: a spell's mandatory additional cost, on an instant or sorcery and on a permanent spell alike.


@pytest.mark.parametrize("types", [SORCERY, CREATURE])
def test_sacrifice_a_creature_as_an_additional_cost(types: frozenset[str]) -> None:
    text = "As an additional cost to cast this spell, sacrifice a creature."
    assert read(text, types) == AdditionalCost(text, sacrifice="Creature")


def test_discard_a_card_as_an_additional_cost() -> None:
    text = "As an additional cost to cast this spell, discard a card."
    assert read(text) == AdditionalCost(text, discard=1)


@pytest.mark.parametrize(
    "text",
    [
        "As an additional cost to cast this spell, discard two cards.",  # more than one card: not paid yet
        "As an additional cost to cast this spell, sacrifice a creature or discard a card.",  # a choice of costs
        "As an additional cost to cast this spell, you may sacrifice a creature.",  # optional (CR 118.8b)
    ],
)
def test_other_additional_costs_are_not_read(text: str) -> None:
    assert isinstance(read(text), Unmodelled)


def test_the_spell_ability_after_the_cost_is_read_apart() -> None:
    card = {
        "types": ["Sorcery"],
        "text": "As an additional cost to cast this spell, sacrifice a creature.\nDestroy target creature.",
    }
    compiled = compile_card("Test Card", card)
    assert compiled.templates == ("additional_cost", "spell")
    assert compiled.plays_fully
