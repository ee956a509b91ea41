"""Reading the abilities of permanents that aren't triggered or activated for an effect: statics (CR 604) and mana
abilities (CR 605), by the grammar's rule name; and the activation cost they share with activated abilities."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from rulings.engine.abilities import Ability
from rulings.engine.abilities.combat import (
    AttacksEachCombat,
    CanBlockOnlyFlying,
    CantBeBlocked,
    CantBlock,
    EnchantedCantAttackOrBlock,
)
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.keywords import GrantKeyword
from rulings.engine.abilities.mana_sources import EachOfTypes, ManaAbility, OneOfTypes
from rulings.engine.abilities.statics import (
    CreaturesYouControlGet,
    EnchantCreature,
    EnchantedGets,
    EntersTapped,
    OtherCreaturesYouControlGet,
)
from rulings.oracle.conditional_statics import conditional_static
from rulings.oracle.equipment import equipped_gets, equipped_has
from rulings.oracle.terminals import mana_symbols, number, pt


def activation_cost(tree: Tree[Token]) -> Cost | None:
    """An activation cost's parts (CR 602.1a, 118.1): mana, {T} (CR 107.5), "Sacrifice ~" (CR 701.21a); each once."""
    kinds = [str(part.data) for part in tree.children if isinstance(part, Tree)]
    if len(set(kinds)) != len(kinds):
        return None
    mana = "".join(
        mana_symbols(part) for part in tree.children if isinstance(part, Tree) and part.data == "mana_cost"
    )
    return Cost(tap="tap_cost" in kinds, mana=mana, sacrifice="this" if "sacrifice_this" in kinds else "")


def _static_gets(
    cls: type[CreaturesYouControlGet | OtherCreaturesYouControlGet | EnchantedGets],
) -> Callable[[Tree[Token], str], Ability]:
    def build(tree: Tree[Token], text: str) -> Ability:
        return cls(text, *pt(tree.children[0]))

    return build


def mana_ability(tree: Tree[Token], text: str) -> Ability | None:
    cost, mana, *pain = tree.children
    assert isinstance(cost, Tree) and isinstance(mana, Tree)
    paid = activation_cost(cost)
    if paid is None or paid != Cost(tap=True, mana=paid.mana):
        return None  # a cost of mana abilities other than "{T}" or "[mana], {T}" (CR 605.1a) isn't read yet
    cost_of = paid  # "{2}, {T}: Add one mana of any color.": the mana is paid as the ability is activated (CR 602.2b)
    symbols = [str(c)[1].upper() for c in mana.children]
    # "~ deals N damage to you." after the mana (painlands): part of the same mana ability (CR 605.1a, 605.3b)
    damage = number(pain[0].children[0]) if pain and isinstance(pain[0], Tree) else 0
    if mana.data == "any_color":
        return ManaAbility(text, cost_of, "any color", damages_you=damage)
    if mana.data == "one_of":
        return ManaAbility(text, cost_of, OneOfTypes(tuple(symbols)), damages_you=damage)  # type: ignore[arg-type]
    if len(set(symbols)) != 1:  # "Add {W}{U}": one of each, at once (CR 106.1)
        return ManaAbility(text, cost_of, EachOfTypes(tuple(symbols)), damages_you=damage)  # type: ignore[arg-type]
    return ManaAbility(text, cost_of, symbols[0], len(symbols), damages_you=damage)  # type: ignore[arg-type]


STATICS: dict[str, Callable[[Tree[Token], str], Ability | None]] = {
    "this_gets_while": conditional_static,
    "this_has_while": conditional_static,
    "while_this": conditional_static,
    "during_your_turn": conditional_static,
    "enters_tapped": lambda _tree, text: EntersTapped(text),
    "anthem": _static_gets(CreaturesYouControlGet),
    "other_anthem": _static_gets(OtherCreaturesYouControlGet),
    "enchant_creature": lambda _tree, text: EnchantCreature(text),
    "enchanted_gets": _static_gets(EnchantedGets),
    "enchanted_has": lambda tree, text: GrantKeyword(
        text, str(tree.children[0]).capitalize(), "enchanted creature"
    ),
    # CR 604.1, 613.1f: a keyword granted to the group, the source itself too unless "other" excepts it
    "creatures_have": lambda tree, text: GrantKeyword(
        text, str(tree.children[0]).capitalize(), "creatures you control"
    ),
    "other_creatures_have": lambda tree, text: GrantKeyword(
        text, str(tree.children[0]).capitalize(), "other creatures you control"
    ),
    "equipped_gets": equipped_gets,
    # CR 301.5a: "Equipped creature has K": granted to the creature it equips, in layer 6 (613.1f)
    "equipped_has": equipped_has,
    "cant_block": lambda _tree, text: CantBlock(text),
    "enchanted_cant_attack_or_block": lambda _tree, text: EnchantedCantAttackOrBlock(text),
    "cant_be_blocked": lambda _tree, text: CantBeBlocked(text),
    "attacks_each_combat": lambda _tree, text: AttacksEachCombat(text),  # CR 508.1d
    "can_block_only_flying": lambda _tree, text: CanBlockOnlyFlying(text),  # CR 509.1b
    "mana_ability": mana_ability,
}
