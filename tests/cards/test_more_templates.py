"""The templates of issue 23's second pass (lifelink as a keyword line, self-pumps, prowess, exalted, ...): each is
read into the primitive the engine gives meaning to, and a tempting misreading of it is refused."""

from __future__ import annotations

import pytest

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import ActivatedAbility, FollowInstructions
from rulings.engine.abilities.combat import CantBeBlocked, EnchantedCantAttackOrBlock
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.effects import (
    DealDamageToTarget,
    DrawCards,
    GainLife,
    GetsUntilEndOfTurn,
    SpellAbility,
)
from rulings.engine.abilities.keywords import GrantKeyword
from rulings.engine.abilities.mana_sources import ManaAbility, OneOfTypes
from rulings.engine.abilities.triggers import Triggered
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.oracle.compiler import compile_card, compile_paragraph
from rulings.oracle.normalise import normalised
from rulings.oracle.printer import printed

CREATURE = frozenset({"Creature"})
INSTANT = frozenset({"Instant"})


def read(text: str, types: frozenset[str] = CREATURE) -> Ability:
    return compile_paragraph("Test Card", text, types)[0]


def test_lifelink_as_a_keyword_line_needs_no_primitive() -> None:
    # CR 702.15b: the engine reads the keyword by name (engine/rules/damage.py), for every damage the card deals.
    card = {
        "types": CREATURE,
        "text": "Flying\nLifelink (Damage dealt by this creature also causes you to gain that much life.)",
    }
    compiled = compile_card("Test Card", card)
    assert compiled.abilities == ()
    assert compiled.templates == ("keywords", "keywords")


def test_lifelink_beside_a_keyword_the_engine_doesnt_know_is_not_read() -> None:
    card = {"types": ["Creature"], "text": "Lifelink, protection from mana value 3 or greater"}
    (ability,) = compile_card("Test Card", card).abilities
    assert isinstance(ability, Unmodelled)


# "[Cost]: ~ gets +N/+M until end of turn": the ability's source, as "this" (CR 602.1a, 400.7).


@pytest.mark.parametrize(
    ("text", "mana", "pump"),
    [
        ("{R}: This creature gets +1/+0 until end of turn.", "{R}", GetsUntilEndOfTurn("this", 1, 0)),
        ("{1}{B}: Test Card gets +1/+1 until end of turn.", "{1}{B}", GetsUntilEndOfTurn("this", 1, 1)),
        ("{U}: This creature gets +1/-1 until end of turn.", "{U}", GetsUntilEndOfTurn("this", 1, -1)),
        (
            "{2}{R}: This creature gets +1/+0 and gains trample until end of turn.",
            "{2}{R}",
            GetsUntilEndOfTurn("this", 1, 0, frozenset({"Trample"})),
        ),
        (
            "{W}: This creature gains vigilance until end of turn.",
            "{W}",
            GetsUntilEndOfTurn("this", keywords=frozenset({"Vigilance"})),
        ),
    ],
)
def test_a_self_pump_is_an_activated_ability_on_this(text: str, mana: str, pump: GetsUntilEndOfTurn) -> None:
    assert read(text) == ActivatedAbility(text, Cost(mana=mana), FollowInstructions((pump,)))


@pytest.mark.parametrize(
    ("text", "types"),
    [
        # a spell's own name is no creature it affects: not "this spell gets +1/+1"
        ("Test Card gets +1/+1 until end of turn.", INSTANT),
        # "Sacrifice a creature": a choice of what to sacrifice, not "Sacrifice ~"
        ("{1}, Sacrifice a creature: This creature gets +1/+1 until end of turn.", CREATURE),
        # a cost part twice, or out of the order Oracle text prints them in: not read
        ("{T}, {1}: Draw a card.", frozenset({"Artifact"})),
        # a word left over: "for each" changes the amount
        ("{B}: This creature gets +1/+1 until end of turn for each Swamp you control.", CREATURE),
        # "it" with nothing before it names nothing: not this creature
        ("{R}: It gets +1/+0 until end of turn.", CREATURE),
        # an activation restriction (CR 602.5b) is a sentence the template doesn't have
        ("{R}: This creature gets +1/+0 until end of turn. Activate only once each turn.", CREATURE),
    ],
)
def test_a_self_pump_misread_is_refused(text: str, types: frozenset[str]) -> None:
    assert isinstance(read(text, types), Unmodelled)


def test_whenever_this_attacks_it_gets_names_this_creature() -> None:
    text = "Whenever this creature attacks, it gets +3/+0 until end of turn."
    assert read(text) == Triggered(
        text, "this attacks", "follow its instructions", instructions=(GetsUntilEndOfTurn("this", 3, 0),)
    )
    # "another creature enters, it gets": "it" is the entering creature, not this one; not read
    assert isinstance(read("Whenever another creature enters, it gets +1/+1 until end of turn."), Unmodelled)


# Prowess and exalted: keywords that are triggered abilities, read as the ability their rule defines.


def test_prowess_is_the_triggered_ability_of_its_rule() -> None:
    # CR 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
    text = "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)"
    assert read(text) == Triggered(
        "Prowess",
        "you cast a noncreature spell",
        "follow its instructions",
        instructions=(GetsUntilEndOfTurn("this", 1, 1),),
    )
    assert printed(read(text)) == "Prowess"


def test_exalted_pumps_that_creature_not_this_one() -> None:
    # CR 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."
    ability = read("Exalted")
    assert ability == Triggered(
        "Exalted",
        "a creature you control attacks alone",
        "follow its instructions",
        instructions=(GetsUntilEndOfTurn("that creature", 1, 1),),
    )
    assert printed(ability) == "Exalted"


def test_a_keyword_trigger_among_other_keywords_or_on_a_spell_is_not_read() -> None:
    assert isinstance(read("Flying, prowess"), Unmodelled)  # a keyword list with one this template can't hold
    assert isinstance(read("Exalted", INSTANT), Unmodelled)  # no permanent: CR 702.83a is a creature's
    assert isinstance(read("Exalted 2"), Unmodelled)


# Cycling (CR 702.29a): "[Cost], Discard this card: Draw a card.", an activated ability of the card in the hand.


@pytest.mark.parametrize("types", [CREATURE, INSTANT, frozenset({"Land"})])
def test_cycling_is_an_ability_of_the_card_in_hand_on_any_card(types: frozenset[str]) -> None:
    text = "Cycling {1}{R} ({1}{R}, Discard this card: Draw a card.)"
    assert read(text, types) == ActivatedAbility(
        "Cycling {1}{R}",
        Cost(mana="{1}{R}", discard_this=True),
        FollowInstructions((DrawCards(1),)),
        zone="hand",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Cycling—Pay 2 life.",  # a cost that isn't mana: no primitive of this template pays it
        "Swampcycling {2}",  # typecycling searches the library (CR 702.29e): another ability
        "Cycling {2}, cycling {3}",
        "Cycling",  # no cost: not the keyword's form
    ],
)
def test_cycling_misread_is_refused(text: str) -> None:
    assert isinstance(read(text), Unmodelled)


# Landfall: an ability word (no rules meaning, CR 207.2c) before "Whenever a land you control enters, ...".


def test_landfall_is_read_without_its_ability_word() -> None:
    text = "Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn."
    assert (
        normalised("Test Card", text) == "Whenever a land you control enters, ~ gets +2/+2 until end of turn."
    )
    assert read(text) == Triggered(
        text,
        "a land you control enters",
        "follow its instructions",
        instructions=(GetsUntilEndOfTurn("this", 2, 2),),
    )


@pytest.mark.parametrize(
    "text",
    [
        # not an ability word of CR 207.2c: kept, and no template has it
        "Fury — Whenever a land you control enters, this creature gets +2/+2 until end of turn.",
        # "a land an opponent controls": another trigger event
        "Whenever a land an opponent controls enters, this creature gets +2/+2 until end of turn.",
        # "it" names the land that entered, not this creature
        "Landfall — Whenever a land you control enters, it gets +2/+2 until end of turn.",
    ],
)
def test_landfall_misread_is_refused(text: str) -> None:
    assert isinstance(read(text), Unmodelled)


# A painland's mana ability: "{T}: Add {U} or {R}. This land deals 1 damage to you." (CR 605.1a, 605.3b).


def test_a_painlands_damage_is_part_of_its_mana_ability() -> None:
    text = "{T}: Add {U} or {R}. This land deals 1 damage to you."
    assert read(text, frozenset({"Land"})) == ManaAbility(
        text, Cost(tap=True), OneOfTypes(("U", "R")), damages_you=1
    )


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Add {U} or {R}. This land deals 1 damage to target player.",  # a target: not a mana ability (605.1a)
        "{T}: Add {U} or {R}. You lose 1 life.",  # life loss, not damage (CR 120.3a): no primitive of this template
        "{T}: Add {U}. This land deals 1 damage to you. Draw a card.",
    ],
)
def test_a_painland_misread_is_refused(text: str) -> None:
    assert isinstance(read(text, frozenset({"Land"})), Unmodelled)


# Costs of mana, {T} and "Sacrifice ~" (CR 602.1a, 701.21a): "{1}, {T}, Sacrifice this artifact: Draw a card."


@pytest.mark.parametrize(
    ("text", "cost", "instruction"),
    [
        (
            "{1}, {T}, Sacrifice this artifact: Draw a card.",
            Cost(tap=True, mana="{1}", sacrifice="this"),
            DrawCards(1),
        ),
        ("Sacrifice this creature: Draw a card.", Cost(sacrifice="this"), DrawCards(1)),
        ("{T}, Sacrifice this artifact: You gain 3 life.", Cost(tap=True, sacrifice="this"), GainLife(3)),
    ],
)
def test_an_activation_cost_is_read_part_by_part(
    text: str, cost: Cost, instruction: DrawCards | GainLife
) -> None:
    assert read(text, frozenset({"Artifact"})) == ActivatedAbility(
        text, cost, FollowInstructions((instruction,))
    )


def test_a_mana_ability_with_more_than_tap_in_its_cost_is_not_read_as_tap_only() -> None:
    # CR 602.2b: the mana in its cost is paid as it is activated, so it is part of the cost read
    assert read("{1}, {T}: Add {C}{C}.", frozenset({"Artifact"})) == ManaAbility(
        "{1}, {T}: Add {C}{C}.", Cost(tap=True, mana="{1}"), "C", 2
    )
    # a sacrifice in a mana ability's cost is no template yet
    assert isinstance(read("{T}, Sacrifice this artifact: Add {C}{C}.", frozenset({"Artifact"})), Unmodelled)


def test_cant_be_blocked_is_an_evasion_restriction_not_cant_block() -> None:
    assert read("This creature can't be blocked.") == CantBeBlocked("This creature can't be blocked.")
    assert isinstance(read("This creature can't be blocked except by two or more creatures."), Unmodelled)
    assert isinstance(read("This creature can't be blocked this turn."), Unmodelled)  # a duration: an effect


@pytest.mark.parametrize(
    ("text", "keyword", "who"),
    [
        ("Creatures you control have haste.", "Haste", "creatures you control"),
        ("Creatures you control have double strike.", "Double strike", "creatures you control"),
        ("Other creatures you control have trample.", "Trample", "other creatures you control"),
    ],
)
def test_creatures_you_control_have_a_keyword_is_a_static_grant_to_that_group(
    text: str, keyword: str, who: str
) -> None:
    # CR 604.1, 613.1f: a keyword granted in layer 6 to whatever the text names at each moment (CR 611.3a).
    ability = read(text)
    assert ability == GrantKeyword(text, keyword, who)  # type: ignore[arg-type]
    assert printed(ability) == text


@pytest.mark.parametrize(
    "text",
    [
        "Creatures you control have haste.",  # an instant's text is no static ability (CR 113.3a)
    ],
)
def test_creatures_you_control_have_on_an_instant_is_refused(text: str) -> None:
    assert isinstance(read(text, INSTANT), Unmodelled)


def test_creatures_your_opponents_control_have_is_not_read_as_yours() -> None:
    # the tempting misreading: another player's creatures as the controller's group
    assert isinstance(read("Creatures your opponents control have haste."), Unmodelled)


def test_damage_and_you_gain_life_is_one_instruction_the_life_after_the_damage() -> None:
    # CR 608.2c: one sentence, two instructions in the order written; the spell's controller gains the life.
    text = "Test Card deals 3 damage to any target and you gain 3 life."
    ability = read(text, INSTANT)
    assert isinstance(ability, SpellAbility)
    assert ability.instructions == (DealDamageToTarget(0, 3, and_you_gain=3),)
    assert printed(ability) == normalised("Test Card", text)


def test_damage_then_a_second_sentence_of_life_keeps_its_own_printing() -> None:
    # the two-sentence form stays two instructions; neither form is printed as the other
    text = "Test Card deals 4 damage to any target. You gain 4 life."
    ability = read(text, INSTANT)
    assert isinstance(ability, SpellAbility)
    assert ability.instructions == (DealDamageToTarget(0, 4), GainLife(4))


def test_damage_and_the_target_gains_life_is_not_read() -> None:
    # the tempting misreading: the life for the damaged player
    assert isinstance(
        read("Test Card deals 3 damage to target player and that player gains 3 life.", INSTANT), Unmodelled
    )


def test_enchanted_creature_cant_attack_or_block_is_read_as_both_restrictions() -> None:
    # CR 508.1c, 509.1b: restrictions on the creature the Aura is attached to (CR 303.4)
    text = "Enchanted creature can't attack or block."
    ability = read(text, frozenset({"Enchantment"}))
    assert ability == EnchantedCantAttackOrBlock(text)
    assert printed(ability) == text


def test_enchanted_creature_cant_block_alone_is_not_read_as_cant_attack_or_block() -> None:
    # the tempting misreading: one restriction read as the other's pair
    assert isinstance(read("Enchanted creature can't block.", frozenset({"Enchantment"})), Unmodelled)
    assert isinstance(read("Enchanted creature can't attack.", frozenset({"Enchantment"})), Unmodelled)
