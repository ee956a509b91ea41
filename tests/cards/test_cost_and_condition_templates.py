"""The templates of issue 23's additional costs and conditional statics: each is read into the primitive the engine
gives meaning to, and a tempting misreading of it is refused."""

from __future__ import annotations

import dataclasses

import pytest

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import ActivatedAbility, AttachThisToTargetCreatureYouControl
from rulings.engine.abilities.conditional_statics import ThisGetsWhile, YouControl
from rulings.engine.abilities.costs import AdditionalCost, Cost
from rulings.engine.abilities.keywords import GrantKeyword
from rulings.engine.abilities.statics import CantBeCountered, EnchantedGets, EquippedGets
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


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("As an additional cost to cast this spell, sacrifice an artifact.", "Artifact"),
        (
            "As an additional cost to cast this spell, sacrifice an artifact or creature.",
            "Artifact or Creature",
        ),
        (
            "As an additional cost to cast this spell, sacrifice a creature or enchantment.",
            "Creature or Enchantment",
        ),
    ],
)
def test_sacrifice_a_permanent_of_a_type_or_either_of_two(text: str, kinds: str) -> None:
    assert read(text) == AdditionalCost(text, sacrifice=kinds)


def test_discard_a_card_as_an_additional_cost() -> None:
    text = "As an additional cost to cast this spell, discard a card."
    assert read(text) == AdditionalCost(text, discard=1)


@pytest.mark.parametrize(
    "text",
    [
        "As an additional cost to cast this spell, discard two cards.",  # more than one card: not paid yet
        "As an additional cost to cast this spell, sacrifice a creature or discard a card.",  # a choice of costs
        "As an additional cost to cast this spell, you may sacrifice a creature.",  # optional (CR 118.8b)
        "As an additional cost to cast this spell, sacrifice two creatures.",  # more than one permanent
        "As an additional cost to cast this spell, sacrifice a Goblin.",  # a subtype: not read yet
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


# CR 611.3a: a permanent's bonus to itself while a condition holds, in each word order the pool prints.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "This creature gets +1/+0 as long as you control an artifact.",
            ThisGetsWhile("", 1, 0, you_control=YouControl("Artifact")),
        ),
        (
            "As long as you control an artifact, this creature gets +2/+0 and has flying.",
            ThisGetsWhile("", 2, 0, frozenset({"Flying"}), YouControl("Artifact")),
        ),
        (
            "As long as you control a Dragon, this creature has flying.",
            ThisGetsWhile("", keywords=frozenset({"Flying"}), you_control=YouControl(subtype="Dragon")),
        ),
        (
            "This creature has deathtouch as long as you control a Liliana planeswalker.",
            ThisGetsWhile(
                "", keywords=frozenset({"Deathtouch"}), you_control=YouControl("Planeswalker", "Liliana")
            ),
        ),
        (
            "This creature gets +2/+0 as long as you control a blue creature.",
            ThisGetsWhile("", 2, 0, you_control=YouControl("Creature", colors=("U",))),
        ),
        (
            "This creature gets +1/+1 as long as you control another artifact.",
            ThisGetsWhile("", 1, 1, you_control=YouControl("Artifact", another=True)),
        ),
        (
            "During your turn, this creature has flying.",
            ThisGetsWhile("", keywords=frozenset({"Flying"}), your_turn=True),
        ),
    ],
)
def test_conditional_statics(text: str, expected: ThisGetsWhile) -> None:
    assert read(text, CREATURE) == dataclasses.replace(expected, text=text)


@pytest.mark.parametrize(
    "text",
    [
        "Target creature gets +1/+0 as long as you control an artifact.",  # no bonus of the permanent to itself
        "During each opponent's turn, this creature has flying.",  # not its controller's turn
        "This creature gets +1/+1 as long as an opponent controls an artifact.",  # someone else's permanent
        "As long as you control an artifact, this creature has shroud.",  # a keyword no template grants
    ],
)
def test_conditional_misreadings_are_not_read(text: str) -> None:
    assert isinstance(read(text, CREATURE), Unmodelled)


def test_a_conditional_static_is_no_spells_rule() -> None:
    # CR 113.3a: an instant's text in a permanent's words is no ability it has
    assert isinstance(read("During your turn, this creature has flying."), Unmodelled)


# CR 702.6a: "Equip [cost]", and an Equipment's statics on the creature it equips (CR 301.5a).

ARTIFACT = frozenset({"Artifact"})


def test_equip_is_an_activated_ability_only_as_a_sorcery() -> None:
    ability = read(
        "Equip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)", ARTIFACT
    )
    assert ability == ActivatedAbility(
        "Equip {2}", Cost(mana="{2}"), AttachThisToTargetCreatureYouControl(), timing="sorcery"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Equip legendary creature {3}",  # a restricted equip (CR 702.6c)
        "Equip—Pay 3 life.",  # a cost other than mana
        "Equip planeswalker {1}",  # CR 702.6e
    ],
)
def test_other_equip_abilities_are_not_read(text: str) -> None:
    assert isinstance(read(text, ARTIFACT), Unmodelled)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Equipped creature gets +2/+0.", EquippedGets("", 2, 0)),
        ("Equipped creature gets +1/+1 and has vigilance.", EquippedGets("", 1, 1, frozenset({"Vigilance"}))),
        (
            "Equipped creature gets +10/+10 and loses flying.",
            EquippedGets("", 10, 10, loses=frozenset({"Flying"})),
        ),
        ("Equipped creature has flying.", GrantKeyword("", "Flying", "equipped creature")),
        (
            "Equipped creature has first strike and trample.",
            EquippedGets("", 0, 0, frozenset({"First strike", "Trample"})),
        ),
    ],
)
def test_equipped_creature_statics(text: str, expected: Ability) -> None:
    assert read(text, ARTIFACT) == dataclasses.replace(expected, text=text)  # type: ignore[arg-type]


def test_equipped_gets_is_not_an_auras_bonus() -> None:
    # The Equipment's words printed back: not "Enchanted creature gets" (the two differ in what may be attached)
    assert not isinstance(read("Equipped creature gets +2/+0.", ARTIFACT), EnchantedGets)


# CR 113.6g: "This spell can't be countered", any spell's.


@pytest.mark.parametrize("types", [SORCERY, CREATURE])
def test_this_spell_cant_be_countered(types: frozenset[str]) -> None:
    text = "This spell can't be countered."
    assert read(text, types) == CantBeCountered(text)


@pytest.mark.parametrize(
    "text",
    [
        "This spell can't be countered by blue spells.",  # only some counters
        "Spells you control can't be countered.",  # other spells: a static of a permanent
    ],
)
def test_other_cant_be_countered_texts_are_not_read(text: str) -> None:
    assert isinstance(read(text, CREATURE), Unmodelled)


def test_hexproof_and_indestructible_are_granted_keywords() -> None:
    # CR 702.11b, 702.12b: the engine reads both through the layers (has_keyword), so a template may grant them
    text = "As long as you control a Human, this creature has hexproof and indestructible."
    expected = ThisGetsWhile(
        text, keywords=frozenset({"Hexproof", "Indestructible"}), you_control=YouControl(subtype="Human")
    )
    assert read(text, CREATURE) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Metalcraft — This creature gets +2/+2 as long as you control three or more artifacts.",
            ThisGetsWhile("", 2, 2, you_control=YouControl("Artifact", at_least=3)),
        ),
        (
            "Metalcraft — As long as you control three or more artifacts, this creature gets +2/+2 and has flying.",
            ThisGetsWhile("", 2, 2, frozenset({"Flying"}), YouControl("Artifact", at_least=3)),
        ),
        ("During your turn, this creature gets +0/+2.", ThisGetsWhile("", 0, 2, your_turn=True)),
    ],
)
def test_counted_conditions_ability_words_and_a_bonus_during_your_turn(
    text: str, expected: ThisGetsWhile
) -> None:
    # CR 207.2c: the ability word has no rules meaning; the count is of permanents its controller controls
    assert read(text, CREATURE) == dataclasses.replace(expected, text=text)


@pytest.mark.parametrize(
    "text",
    [
        "This creature gets +1/+1 as long as you control three or more artifact creatures.",  # not read yet
        "During your turn, this creature gets +1/+0 and gains first strike.",  # "gains": not a static's word
    ],
)
def test_counted_and_turn_misreadings_are_not_read(text: str) -> None:
    assert isinstance(read(text, CREATURE), Unmodelled)
