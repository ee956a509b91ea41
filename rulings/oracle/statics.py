"""The static abilities of permanents the compiler reads (CR 604), by grammar rule: each rule's builder."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from rulings.engine.abilities import Ability
from rulings.engine.abilities.combat import CantBeBlocked, CantBlock, EnchantedCantAttackOrBlock
from rulings.engine.abilities.keywords import GrantKeyword
from rulings.engine.abilities.statics import (
    CreaturesYouControlGet,
    EnchantCreature,
    EnchantedGets,
    EntersTapped,
    OtherCreaturesYouControlGet,
)
from rulings.oracle.conditional_statics import conditional_static
from rulings.oracle.equipment import equipped_gets, equipped_has
from rulings.oracle.terminals import pt


def _static_gets(
    cls: type[CreaturesYouControlGet | OtherCreaturesYouControlGet | EnchantedGets],
) -> Callable[[Tree[Token], str], Ability]:
    def build(tree: Tree[Token], text: str) -> Ability:
        return cls(text, *pt(tree.children[0]))

    return build


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
}
