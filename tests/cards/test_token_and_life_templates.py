"""The templates of tokens and life loss (issue 23): "create N P/T <colors> <types> creature token(s) [with
<keywords>]" (CR 111.1-111.4), "<player(s)> lose(s) N life [and you gain N life]" (CR 119.3, 608.2c), in spells,
triggered and activated abilities; each read into the primitive the engine gives meaning to, a misreading refused."""

from __future__ import annotations

import pytest

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import ActivatedAbility, FollowInstructions
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.effects import Destroy, DrawCards, GainLife, LoseLife, SpellAbility, Target
from rulings.engine.abilities.tokens import CreateTokens, Token
from rulings.engine.abilities.triggers import Triggered
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.oracle.compiler import compile_paragraph

CREATURE = frozenset({"Creature"})
SORCERY = frozenset({"Sorcery"})
WOLF = Token(("Wolf",), CREATURE, "2", "2", colors=frozenset("G"))
THOPTER = Token(("Thopter",), frozenset({"Artifact", "Creature"}), "1", "1", frozenset({"Flying"}))


def read(text: str, types: frozenset[str] = CREATURE) -> Ability:
    return compile_paragraph("Test Card", text, types)[0]


@pytest.mark.parametrize(
    ("text", "event", "create"),
    [
        (
            "When this creature enters, create a 2/2 green Wolf creature token.",
            "this enters",
            CreateTokens(WOLF),
        ),
        (
            "When this creature dies, create two 1/1 colorless Thopter artifact creature tokens with flying.",
            "this dies",
            CreateTokens(THOPTER, 2),
        ),
        (
            # CR 111.4: the subtypes in the order named, its name "Phyrexian Golem Token"
            "When this creature enters, create a 3/3 colorless Phyrexian Golem artifact creature token.",
            "this enters",
            CreateTokens(Token(("Phyrexian", "Golem"), frozenset({"Artifact", "Creature"}), "3", "3")),
        ),
        (
            "When this creature enters, create a 1/1 white and black Inkling creature token with flying.",
            "this enters",
            CreateTokens(Token(("Inkling",), CREATURE, "1", "1", frozenset({"Flying"}), frozenset("WB"))),
        ),
    ],
)
def test_a_triggered_ability_creates_the_tokens_its_text_defines(
    text: str, event: str, create: CreateTokens
) -> None:
    assert read(text) == Triggered(text, event, "follow its instructions", instructions=(create,))  # type: ignore[arg-type]


def test_a_token_is_named_for_its_subtypes_in_order() -> None:
    assert Token(("Phyrexian", "Golem"), CREATURE, "3", "3").name == "Phyrexian Golem Token"  # CR 111.4


def test_a_spell_creates_tokens() -> None:
    text = "Create two 1/1 white Soldier creature tokens."
    soldier = Token(("Soldier",), CREATURE, "1", "1", colors=frozenset("W"))
    assert read(text, frozenset({"Instant"})) == SpellAbility(text, (), (CreateTokens(soldier, 2),))


def test_an_activated_ability_sacrificing_its_source_creates_a_token() -> None:
    text = "{7}, {T}, Sacrifice this creature: Create a 5/5 red Dragon creature token with flying."
    dragon = Token(("Dragon",), CREATURE, "5", "5", frozenset({"Flying"}), frozenset("R"))
    cost = Cost(tap=True, mana="{7}", sacrifice="this")
    assert read(text) == ActivatedAbility(text, cost, FollowInstructions((CreateTokens(dragon),)))


@pytest.mark.parametrize(
    "text",
    [
        "Create a 1/1 white Soldier creature tokens.",  # "a" with a plural
        "Create two 1/1 white Soldier creature token.",  # a number with a singular
        "Create a 2/2 red and blue Elemental creature token.",  # not Oracle's order: "blue and red"
        "Create a 1/1 white Soldier creature token with flying, vigilance, and lifelink.",  # three keywords unread
        "Create a 2/2 green Notatype creature token.",  # no creature type of CR 205.3m
    ],
)
def test_a_token_text_that_isnt_oracle_templating_is_not_read(text: str) -> None:
    assert isinstance(read(text, SORCERY), Unmodelled)


def test_target_opponent_loses_life_and_you_gain_it() -> None:
    text = "When this creature enters, target opponent loses 3 life and you gain 3 life."
    assert read(text) == Triggered(
        text,
        "this enters",
        "follow its instructions",
        instructions=(LoseLife(3, player=0, and_you_gain=3),),
        targets=(Target("opponent"),),
    )


def test_target_player_loses_life_in_a_spell() -> None:
    text = "Target player loses 3 life and you gain 3 life."
    assert read(text, SORCERY) == SpellAbility(
        text, (Target("player"),), (LoseLife(3, player=0, and_you_gain=3),)
    )


def test_only_a_player_loses_life() -> None:
    assert isinstance(read("Target creature loses 3 life.", SORCERY), Unmodelled)  # CR 119.3


def test_each_opponent_loses_life_as_an_activated_ability() -> None:
    text = "{2}, {T}: Each opponent loses 1 life and you gain 1 life."
    assert read(text) == ActivatedAbility(
        text,
        Cost(tap=True, mana="{2}"),
        FollowInstructions((LoseLife(1, each_opponent=True, and_you_gain=1),)),
    )


def test_each_player_is_not_each_opponent() -> None:
    text = "Each player loses 2 life."
    assert read(text, SORCERY) == SpellAbility(text, (), (LoseLife(2, each_player=True),))


def test_you_draw_and_you_lose_life_are_two_instructions_in_order() -> None:
    text = "Whenever this creature attacks, you draw a card and you lose 1 life."
    assert read(text) == Triggered(
        text, "this attacks", "follow its instructions", instructions=(DrawCards(1), LoseLife(1))
    )


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("Whenever a creature you control enters, you gain 1 life.", "a creature you control enters"),
        (
            "Whenever another creature you control enters, you gain 1 life.",
            "another creature you control enters",
        ),
    ],
)
def test_a_creature_you_control_entering(text: str, event: str) -> None:
    assert read(text) == Triggered(text, event, "follow its instructions", instructions=(GainLife(1),))  # type: ignore[arg-type]


# Activated abilities naming one target, chosen as they are activated (CR 602.2b, 601.2c).


def test_an_activated_ability_names_its_target() -> None:
    text = "{1}, Sacrifice this creature: Destroy target artifact or enchantment."
    assert read(text) == ActivatedAbility(
        text,
        Cost(mana="{1}", sacrifice="this"),
        FollowInstructions((Destroy(0),), (Target("artifact or enchantment"),)),
    )


@pytest.mark.parametrize(
    "text",
    [
        # the source sacrificed as the cost: its last known information isn't modelled for damage (CR 113.7a)
        "{1}, Sacrifice this creature: This creature deals 2 damage to any target.",
        "{U}, {T}: Counter target spell.",  # a spell as the target isn't read here
        "{1}: Return up to two target creatures to their owners' hands.",  # not one target
    ],
)
def test_an_activated_ability_the_engine_cant_target_for_is_not_read(text: str) -> None:
    assert isinstance(read(text), Unmodelled)


@pytest.mark.parametrize(
    ("text", "count"),
    [
        (
            "Whenever this creature attacks, create a 1/1 white Soldier creature token that's tapped and attacking.",
            1,
        ),
        (
            "Whenever this creature attacks, create two 1/1 white Soldier creature tokens that are tapped and "
            "attacking.",
            2,
        ),
    ],
)
def test_tokens_put_onto_the_battlefield_tapped_and_attacking(text: str, count: int) -> None:
    soldier = Token(("Soldier",), CREATURE, "1", "1", colors=frozenset("W"))
    create = CreateTokens(soldier, count, tapped_and_attacking=True)  # CR 508.4
    assert read(text) == Triggered(text, "this attacks", "follow its instructions", instructions=(create,))


def test_one_token_isnt_that_are_tapped_and_attacking() -> None:
    text = "Whenever this creature attacks, create a 1/1 white Soldier creature token that are tapped and attacking."
    assert isinstance(read(text), Unmodelled)
