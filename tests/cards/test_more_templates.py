"""The templates of issue 23's second pass (lifelink as a keyword line, self-pumps, prowess, exalted, ...): each is
read into the primitive the engine gives meaning to, and a tempting misreading of it is refused."""

from __future__ import annotations

from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.oracle.compiler import compile_card

CREATURE = ["Creature"]


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
    card = {"types": CREATURE, "text": "Lifelink, protection from mana value 3 or greater"}
    (ability,) = compile_card("Test Card", card).abilities
    assert isinstance(ability, Unmodelled)
