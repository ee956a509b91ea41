"""Fight (CR 701.14): each of two creatures deals damage equal to its power to the other, at once; the damage
isn't combat damage (CR 701.14d). A creature that left the battlefield, or an illegal target, means no one
fights (CR 701.14b, 608.2b)."""

from __future__ import annotations

from rulings.engine.rules.damage import deal_noncombat_damage
from rulings.engine.rules.power_toughness import power
from rulings.engine.rules.zones import is_fight_target
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, is_creature_on_battlefield
from rulings.engine.vocabulary.events import Event


def fight_target(state: GameState, fighter_id: str, target_id: str) -> list[Event]:
    """ "It fights target creature you don't control" resolves: the ability's source fights its target."""
    fighter, target = state.objects[fighter_id], state.objects[target_id]
    # CR 608.2b: its only target illegal, the ability doesn't resolve; CR 701.14b: nor does anyone fight if
    # the creature told to fight is no longer a creature on the battlefield (no last known information).
    if not (is_creature_on_battlefield(fighter) and is_fight_target(fighter, target)):
        return []
    return fight(state, fighter, target)


def this_fights(state: GameState, source: GameObject, target: GameObject) -> list[Event]:
    """ "This creature fights target creature" (Nightfall Predator) resolves. CR 701.14b: neither fights unless
    both are still creatures on the battlefield (the target still legal, CR 608.2b); the target may be the
    source itself (CR 701.14c). A phased-out one is treated as though it doesn't exist (CR 702.26b)."""
    if not (is_creature_on_battlefield(source) and is_creature_on_battlefield(target)):
        return []
    return fight(state, source, target)


def fight(state: GameState, one: GameObject, other: GameObject) -> list[Event]:
    """CR 701.14a: each deals damage equal to its power to the other, both amounts read before either is dealt
    (the damage is dealt simultaneously). CR 701.14c: a creature that fights itself is both, so it deals itself
    damage equal to twice its power."""
    first, second = power(state, one), power(state, other)
    # Both sources' deathtouch is read before either is dealt damage: state-based actions come after both.
    return deal_noncombat_damage(state, one.id, other, first) + deal_noncombat_damage(
        state, other.id, one, second
    )
