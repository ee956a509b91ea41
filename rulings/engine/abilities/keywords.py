"""Statics that grant a keyword (CR 702): "Creatures you control have menace" (Goblin War Drums), "Other
creatures you control have vigilance" (Serra's Guardian), "Enchanted creature ... has reach" (Mantle of Webs);
and exert as a creature attacks (CR 701.43d). engine/rules/keywords.py gives them their meaning."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rulings.engine.abilities.text import TextAbility


@dataclass(frozen=True)
class GrantKeyword(TextAbility):
    """ "<who> have <keyword>": a static ability granting a keyword to the creatures it names (CR 604.1)."""

    keyword: str
    who: Literal[
        "creatures you control",
        "other creatures you control",
        "other enchantment creatures you control",
        "enchanted creature",
        "equipped creature",  # an Equipment's (CR 301.5): its timestamp is renewed as it is attached (CR 613.7e)
    ]


@dataclass(frozen=True)
class ExertAsItAttacks(TextAbility):
    """ "You may exert this creature as it attacks. When you do, <effect>" (Glorybringer): an optional cost to
    attack (CR 701.43d, 508.1g), and a reflexive trigger when it is paid (CR 603.12)."""

    when_you_do: Literal["it deals 4 damage to target non-Dragon creature an opponent controls"]
