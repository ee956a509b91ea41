"""Cards of prevention effects (CR 615) and damage that can't be prevented (CR 615.12). Hand-written: the Oracle
compiler has no template for "prevent" yet (each card's text is a single sentence of its own shape here; the
compiler's grammar is another helper's area), so each definition below is the card's one reading, in the
instructions of engine/abilities/prevention.py."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.effects import DealDamageToTarget, GainLife, SpellAbility, Target
from rulings.engine.abilities.prevention import (
    DamageCantBePreventedThisTurn,
    GainLifeEqualToTargetsPower,
    PlayersCantGainLifeThisTurn,
    PreventDamageThisTurn,
    PreventNextDamageBy,
    PreventSomeDamageToYou,
)
from rulings.engine.abilities.triggers import Triggered

CARDS: dict[str, tuple[Ability, ...]] = {
    "Fog": (
        SpellAbility(
            "Prevent all combat damage that would be dealt this turn.",
            (),
            (PreventDamageThisTurn(combat_only=True),),
        ),
    ),
    "Shieldmate's Blessing": (
        SpellAbility(
            "Prevent the next 3 damage that would be dealt to any target this turn.",
            (Target("any"),),
            (PreventDamageThisTurn(to=0, amount=3),),
        ),
    ),
    "Shielded Passage": (
        SpellAbility(
            "Prevent all damage that would be dealt to target creature this turn.",
            (Target("creature"),),
            (PreventDamageThisTurn(to=0),),
        ),
    ),
    "Test of Faith": (
        SpellAbility(
            "Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 damage "
            "prevented this way, put a +1/+1 counter on that creature.",
            (Target("creature"),),
            (PreventDamageThisTurn(to=0, amount=3, counters_per_prevented=True),),
        ),
    ),
    "Dazzling Reflection": (
        SpellAbility(
            "You gain life equal to target creature's power. The next time that creature would deal damage this "
            "turn, prevent that damage.",
            (Target("creature"),),
            (GainLifeEqualToTargetsPower(0), PreventNextDamageBy(0)),
        ),
    ),
    "Vine Snare": (
        SpellAbility(
            "Prevent all combat damage that would be dealt this turn by creatures with power 4 or less.",
            (),
            (PreventDamageThisTurn(combat_only=True, by_power_at_most=4),),
        ),
    ),
    "Skullcrack": (
        SpellAbility(
            "Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack deals 3 damage "
            "to target player or planeswalker.",
            (Target("player or planeswalker"),),
            (PlayersCantGainLifeThisTurn(), DamageCantBePreventedThisTurn(), DealDamageToTarget(0, 3)),
        ),
    ),
    "Healing Grace": (
        SpellAbility(
            "Prevent the next 3 damage that would be dealt to any target this turn by a source of your choice. You "
            "gain 3 life.",
            (Target("any"),),
            (PreventDamageThisTurn(to=0, amount=3, by_source_of_choice=True), GainLife(3)),
        ),
    ),
    "Selfless Squire": (
        Triggered(
            "When this creature enters, prevent all damage that would be dealt to you this turn.",
            event="this enters",
            effect="prevent all damage that would be dealt to you this turn",
        ),
        Triggered(
            "Whenever damage that would be dealt to you is prevented, put that many +1/+1 counters on this "
            "creature.",
            event="damage that would be dealt to you is prevented",
            effect="put that many +1/+1 counters on this",
        ),
    ),
    "Guardian Seraph": (
        PreventSomeDamageToYou(
            "If a source an opponent controls would deal damage to you, prevent 1 of that damage.", amount=1
        ),
    ),
}
