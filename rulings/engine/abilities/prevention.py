"""Prevention effects (CR 615), as the primitives a card is built from: the instructions of a resolving spell that
create a prevention effect for the turn, "damage can't be prevented this turn", and the static "prevent 1 of that
damage" of a permanent (CR 615.10). The rules that give them their meaning are engine/rules/prevention.py."""

from __future__ import annotations

from dataclasses import dataclass

from rulings.engine.abilities.text import TextAbility


@dataclass(frozen=True)
class PreventDamageThisTurn:
    """ "Prevent all [combat] damage that would be dealt [to target ...] this turn [by creatures with power N or
    less]" (Fog, Shielded Passage, Vine Snare), or "prevent the next N damage ..." (Shieldmate's Blessing, a
    shield used up as it prevents, CR 615.7). `to`: the index of the use of the word "target" it shields, or
    None for every permanent and player; `amount`: None for all damage; `counters_per_prevented`: "for each 1
    damage prevented this way, put a +1/+1 counter on that creature" (Test of Faith, CR 615.5)."""

    to: int | None = None
    amount: int | None = None
    combat_only: bool = False
    by_power_at_most: int | None = (
        None  # the source's power as it would deal the damage (Vine Snare's ruling)
    )
    counters_per_prevented: bool = False
    by_source_of_choice: bool = (
        False  # "... by a source of your choice", chosen as it resolves (Healing Grace)
    )


@dataclass(frozen=True)
class PreventNextDamageBy:
    """ "The next time that creature would deal damage this turn, prevent that damage" (Dazzling Reflection): the
    next instance of damage from that source, however much (CR 615.8)."""

    by: int  # the index of the use of the word "target" naming the source


@dataclass(frozen=True)
class GainLifeEqualToTargetsPower:
    """ "You gain life equal to target creature's power" (Dazzling Reflection): its power as the spell resolves
    (the card's ruling: not as the damage is prevented)."""

    who: int


@dataclass(frozen=True)
class DamageCantBePreventedThisTurn:
    """ "Damage can't be prevented this turn" (Skullcrack, CR 615.12)."""


@dataclass(frozen=True)
class PlayersCantGainLifeThisTurn:
    """ "Players can't gain life this turn" (Skullcrack)."""


PreventionInstruction = (
    PreventDamageThisTurn
    | PreventNextDamageBy
    | GainLifeEqualToTargetsPower
    | DamageCantBePreventedThisTurn
    | PlayersCantGainLifeThisTurn
)
# The same kinds, for isinstance: a spell ability's prevention instructions are followed by
# engine/rules/prevention.py.
PREVENTION_INSTRUCTIONS = (
    PreventDamageThisTurn,
    PreventNextDamageBy,
    GainLifeEqualToTargetsPower,
    DamageCantBePreventedThisTurn,
    PlayersCantGainLifeThisTurn,
)


@dataclass(frozen=True)
class PreventSomeDamageToYou(TextAbility):
    """ "If a source an opponent controls would deal damage to you, prevent 1 of that damage" (Guardian Seraph): a
    static ability's prevention effect, `amount` of each damage event, not a shield used up (CR 615.10)."""

    amount: int
