"""Renown (CR 702.112a), a keyword that is a triggered ability: "Renown N" means "When this creature deals combat
damage to a player, if it isn't renowned, put N +1/+1 counters on it and it becomes renowned"."""

from __future__ import annotations

from lark import Token, Tree

from rulings.engine.abilities.effects import BecomesRenowned
from rulings.engine.abilities.triggers import Triggered
from rulings.oracle.terminals import number


def renown(tree: Tree[Token], text: str, types: frozenset[str]) -> Triggered | None:
    """A creature's only: only permanents can become renowned (CR 702.112b)."""
    if "Creature" not in types:
        return None
    (amount,) = tree.children
    assert isinstance(amount, Tree)
    return Triggered(
        text,
        "this deals combat damage to a player",
        "follow its instructions",
        condition="this isn't renowned",
        instructions=(BecomesRenowned("this", number(amount)),),
    )
