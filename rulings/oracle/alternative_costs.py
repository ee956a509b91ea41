"""Keyword abilities that are alternative costs (CR 118.9), read as the primitives the engine casts by: morph and
megamorph (CR 702.37a-b, engine/rules/keyword_abilities/morph.py), dash (CR 702.109a, .../dash.py) and flashback
(CR 702.34a, .../flashback.py)."""

from __future__ import annotations

from lark import Token, Tree

from rulings.engine.abilities.cast_permissions import Dash, Flashback, Morph
from rulings.oracle.terminals import mana_symbols

ALTERNATIVE_COSTS = frozenset({"morph", "megamorph", "dash", "flashback"})


def alternative_cost(tree: Tree[Token], text: str, types: frozenset[str]) -> Morph | Dash | Flashback | None:
    """ "Morph {3}{G}{G}", "Megamorph {5}{G}", "Dash {1}{R}": the cost as the engine pays it. Only a creature card's:
    the engine models a face-down permanent cast with morph (CR 708) and dash's haste (CR 702.109a) on creatures.
    "Flashback {1}{R}": an instant's or sorcery's only, as CR 702.34a casts it ("if the resulting spell is an instant
    or sorcery spell")."""
    (cost,) = tree.children
    assert isinstance(cost, Tree)
    mana = mana_symbols(cost)
    if tree.data == "flashback":
        return Flashback(text, mana) if types & {"Instant", "Sorcery"} else None
    if "Creature" not in types:
        return None
    if tree.data == "dash":
        return Dash(text, mana)
    return Morph(text, mana, megamorph=tree.data == "megamorph")
