"""Combat abilities (CR 506-511): requirements and restrictions on attacking and blocking (CR 508.1c-d,
509.1b-c), and statics that grant combat keywords. engine/rules/combat_phase/combat.py gives them their meaning; the
combat keywords themselves (vigilance, first strike, double strike, flying, reach, defender, haste) are read
from a card's Oracle keywords."""

from __future__ import annotations

from dataclasses import dataclass

from rulings.engine.abilities.text import TextAbility


@dataclass(frozen=True)
class AttacksEachCombat(TextAbility):
    """ "This creature attacks each combat if able": a requirement (CR 508.1d)."""


@dataclass(frozen=True)
class CantAttackOrBlockAlone(TextAbility):
    """ "This creature can't attack alone" / "can't attack or block alone": restrictions (CR 508.1c, 509.1b,
    506.5)."""

    attack: bool = True
    block: bool = True


@dataclass(frozen=True)
class CantBlock(TextAbility):
    """ "This creature can't block" (Gravecrawler): a restriction on blocks (CR 509.1b)."""


@dataclass(frozen=True)
class CanBlockOnlyFlying(TextAbility):
    """ "This creature can block only creatures with flying" (Cloud Elemental): a restriction on its blocks (CR
    509.1b), read against the attacker's flying as blockers are declared."""


@dataclass(frozen=True)
class EnchantedCantAttackOrBlock(TextAbility):
    """ "Enchanted creature can't attack or block." (Pacifism): restrictions (CR 508.1c, 509.1b) on the creature
    the Aura is attached to now (CR 303.4, 611.3a), whoever controls it."""


@dataclass(frozen=True)
class CantBeBlocked(TextAbility):
    """ "This creature can't be blocked": an evasion restriction on every creature's blocks (CR 509.1b)."""


@dataclass(frozen=True)
class CantBeBlockedBy(TextAbility):
    """ "This creature can't be blocked by Walls": an evasion restriction on blocks (CR 509.1b)."""

    subtype: str


@dataclass(frozen=True)
class MustBeBlocked(TextAbility):
    """ "This creature must be blocked if able": one requirement, obeyed if one or more creatures block it
    (CR 509.1c)."""


@dataclass(frozen=True)
class AllAbleToBlock(TextAbility):
    """ "All creatures able to block this creature do so" (Prized Unicorn), or with `enchanted`, "...able to
    block enchanted creature..." (Lure): a requirement on each creature of the defending player (CR 509.1c)."""

    enchanted: bool = False


@dataclass(frozen=True)
class GrantKeywordToYourCreaturesWith(TextAbility):
    """ "Creatures you control with <having> have <keyword>" (Kwende, Pride of Femeref): a static ability."""

    having: str
    keyword: str


@dataclass(frozen=True)
class CantBeBlockedByMoreThanOne(TextAbility):
    """ "This creature can't be blocked by more than one creature" (Bristling Boar): a restriction (CR 509.1b)."""


@dataclass(frozen=True)
class CostToAttackOrBlock(TextAbility):
    """ "Enchanted creature can't attack or block unless its controller pays {3}" (Oppressive Rays), or without
    `enchanted`, "Creatures can't attack you unless their controller pays {2} for each creature they control
    that's attacking you" (Propaganda): a cost to attack or block, `mana` for each such creature, paid as the
    declaration is made (CR 508.1h-j, 509.1d-f)."""

    mana: str
    enchanted: bool = True
    block: bool = True


CombatAbility = (
    AttacksEachCombat
    | CantAttackOrBlockAlone
    | CantBlock
    | CanBlockOnlyFlying
    | EnchantedCantAttackOrBlock
    | CantBeBlocked
    | CantBeBlockedBy
    | MustBeBlocked
    | AllAbleToBlock
    | GrantKeywordToYourCreaturesWith
    | CantBeBlockedByMoreThanOne
    | CostToAttackOrBlock
)
"""A requirement, restriction or keyword grant that engine/rules/combat_phase/combat.py reads."""
