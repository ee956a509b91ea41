"""Abilities that do something as they resolve from the stack (CR 608.2): activated abilities that aren't mana
abilities (CR 602) and the spell abilities of instants and sorceries.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rulings.engine.abilities.costs import Cost

# What an activated ability that isn't a mana ability does when it resolves: a small vocabulary.


@dataclass(frozen=True)
class UntapThis:
    """ "Untap this permanent" (Colossus of Sardia), and put a counter on it if told (Grimgrin)."""

    counter: str = ""


@dataclass(frozen=True)
class UntapTargetCreature:
    """ "Untap target creature" (Thousand-Year Elixir)."""


@dataclass(frozen=True)
class ReturnCreatureCard:
    """ "Return target creature card with mana value N or less from your graveyard to the battlefield"."""

    max_mana_value: int


@dataclass(frozen=True)
class SkipNextUntapOfTarget:
    """ "Target creature doesn't untap during its controller's next untap step" (Barl's Cage): the effect
    follows the creature, to a new controller's next untap step if it changes controllers (its rulings)."""


ActivatedEffect = UntapThis | UntapTargetCreature | SkipNextUntapOfTarget | ReturnCreatureCard


@dataclass(frozen=True)
class ActivatedAbility:
    """An activated ability that isn't a mana ability: costs paid, it waits on the stack (CR 602.2, 608).

    `timing` is its own restriction ("Activate only during your upkeep", CR 602.5); `sacrifice_another`
    reads the cost's sacrifice as "Sacrifice another creature".
    """

    text: str
    cost: Cost
    effect: ActivatedEffect
    timing: Literal["", "your upkeep", "your turn"] = ""
    sacrifice_another: bool = False


@dataclass(frozen=True)
class SpellEffect:
    """What an instant or sorcery does as it resolves (CR 608.2), and what it targets (CR 601.2c)."""

    text: str
    effect: Literal[
        "return creature cards from graveyards",
        "tap target creature; it skips its next untap",
        "draw X cards",
        "destroy all creatures; your lands skip your next untap",
        "destroy target creature",
    ]
    target: Literal["", "creature", "attacking or blocking creature", "blocked creature"] = ""
