"""Damage dealt other than in a combat damage step (CR 120): by a resolving ability (Glorybringer's) or by
creatures fighting (CR 701.14). It is marked on a creature (CR 120.3e); state-based actions destroy a creature
with lethal damage before anyone next gets priority (CR 704.5g)."""

from __future__ import annotations

from rulings.engine.abilities.statics import YourCreaturesDealDoubleDamage
from rulings.engine.rules.keywords import source_has_keyword
from rulings.engine.rules.players import damage_player, dealt_as_infect
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.events import Event


def damage_after_replacement(state: GameState, source: str, amount: int) -> int:
    """The damage a source would deal, after the replacement effects that apply to damage from a source
    (CR 614.2, 609.7): doubled once for each Gratuitous Violence whose controller controls the creature dealing
    it. It doesn't apply to 0 damage, which isn't dealt at all (CR 120.8)."""
    dealer = state.objects.get(source)
    if dealer is None or amount <= 0 or not dealer.is_type("Creature"):
        return amount
    for permanent in state.battlefield():
        if permanent.controller != dealer.controller:
            continue
        for ability in permanent.card.abilities:
            if isinstance(ability, YourCreaturesDealDoubleDamage):
                amount *= 2
    return amount


def lifelink(state: GameState, source: str, amount: int) -> list[Event]:
    """CR 702.15b: damage dealt by a source with lifelink also makes its controller gain that much life, one
    life-gaining event for all the damage it dealt at once (CR 119.9); read as it last existed if it left."""
    dealer = state.objects.get(source)
    if dealer is None or amount <= 0 or not source_has_keyword(state, dealer, "Lifelink"):
        return []
    state.life[dealer.controller] = state.life_total(dealer.controller) + amount  # CR 119.3
    return [Event("life_gained", player=dealer.controller, amount=amount)]


def deal_noncombat_damage(state: GameState, source: str, creature: GameObject, amount: int) -> list[Event]:
    """The source deals that much damage to the creature; 0 or less is no damage at all (CR 120.8)."""
    amount = damage_after_replacement(state, source, amount)
    if amount <= 0:
        return []
    creature.damage += amount  # CR 120.3e
    # CR 702.2b, 702.2d-e: from a source with deathtouch, from any zone, read as it last existed if it left.
    if source_has_keyword(state, state.objects[source], "Deathtouch"):
        creature.deathtouch_damage = True
    dealt = Event("damage_dealt", source=source, object=creature.id, amount=amount, noncombat=True)
    return [dealt, *lifelink(state, source, amount)]


def damage_any_target(state: GameState, source: str, target: str, amount: int) -> list[Event]:
    """The source deals noncombat damage to a creature or a player (CR 120.3); 0 is no damage (CR 120.8)."""
    if target not in state.players:
        return deal_noncombat_damage(state, source, state.objects[target], amount)
    amount = damage_after_replacement(state, source, amount)
    if amount <= 0:
        return []
    infect = dealt_as_infect(state, target)
    return damage_player(state, source, target, amount, infect=infect, noncombat=True) + lifelink(
        state, source, amount
    )
