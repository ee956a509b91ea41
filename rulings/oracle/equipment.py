"""Reading an Equipment's text (CR 301.5): the equip keyword (CR 702.6a) and its statics on the equipped creature;
the grammar's rules equip, equipped_gets and equipped_has."""

from __future__ import annotations

from lark import Token, Tree

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import ActivatedAbility
from rulings.engine.abilities.activated import equip as equip_ability
from rulings.engine.abilities.keywords import GrantKeyword
from rulings.engine.abilities.statics import EquippedGets
from rulings.oracle.terminals import keywords_of, mana_symbols, pt


def equip(tree: Tree[Token], text: str) -> ActivatedAbility:
    """CR 702.6a: "Equip [cost]", an activated ability of the Equipment: its cost is mana only here."""
    (cost,) = tree.children
    assert isinstance(cost, Tree)
    return equip_ability(text, mana_symbols(cost))


def equipped_gets(tree: Tree[Token], text: str) -> EquippedGets:
    """ "Equipped creature gets +N/+M [and has K | and loses K]." (CR 301.5a)"""
    power, toughness = pt(tree.children[0])
    if len(tree.children) == 1:
        return EquippedGets(text, power, toughness)
    change = tree.children[1]
    assert isinstance(change, Tree)
    keywords = keywords_of(change.children[0])
    if change.data == "loses":
        return EquippedGets(text, power, toughness, loses=keywords)
    return EquippedGets(text, power, toughness, keywords)


def equipped_has(tree: Tree[Token], text: str) -> Ability | None:
    """ "Equipped creature has K." (one keyword: GrantKeyword grants one); "has K and L" is an EquippedGets of +0/+0."""
    keywords = keywords_of(tree.children[0])
    if len(keywords) == 1:
        return GrantKeyword(text, next(iter(keywords)), "equipped creature")
    return EquippedGets(text, 0, 0, keywords)
