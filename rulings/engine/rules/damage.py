"""Damage dealt other than in a combat damage step (CR 120): by a resolving ability (Glorybringer's) or by
creatures fighting (CR 701.14). It is marked on a creature (CR 120.3e) and removes loyalty from a planeswalker
(CR 120.3c); state-based actions destroy a creature with lethal damage and put a planeswalker with no loyalty
into its owner's graveyard before anyone next gets priority (CR 704.5g, 704.5i)."""

from __future__ import annotations

from rulings.engine.abilities.statics import YourCreaturesDealDoubleDamage
from rulings.engine.rules.keywords import source_has_keyword
from rulings.engine.rules.life import gain_life
from rulings.engine.rules.players import damage_player, dealt_as_infect
from rulings.engine.rules.prevention import prevent_damage
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
    return gain_life(state, dealer.controller, amount)


def deal_noncombat_damage(state: GameState, source: str, permanent: GameObject, amount: int) -> list[Event]:
    """The source deals that much damage to the creature or planeswalker; 0 or less is no damage at all
    (CR 120.8)."""
    amount = damage_after_replacement(state, source, amount)
    # CR 615, 702.16e: prevention effects (protection's among them) apply as the damage would be dealt.
    amount, prevention = prevent_damage(state, state.objects[source], permanent, amount, combat=False)
    if amount <= 0:
        return prevention  # CR 615.6: prevented damage never happens, so no lifelink, no deathtouch
    # CR 702.2b, 702.2d-e: from a source with deathtouch, from any zone, read as it last existed if it left.
    apply_damage(permanent, amount, deathtouch=source_has_keyword(state, state.objects[source], "Deathtouch"))
    dealt = Event("damage_dealt", source=source, object=permanent.id, amount=amount, noncombat=True)
    return [*prevention, dealt, *lifelink(state, source, amount)]


def apply_damage(permanent: GameObject, amount: int, *, deathtouch: bool) -> None:
    """The results of damage dealt to a permanent (CR 120.3), combat or not: a planeswalker loses that many
    loyalty counters (CR 120.3c) and a creature has that much damage marked (CR 120.3e); a planeswalker
    creature, both."""
    if permanent.is_type("Planeswalker"):
        permanent.counters["loyalty"] = max(0, permanent.counters["loyalty"] - amount)
    if permanent.is_type("Creature"):
        permanent.damage += amount
        # CR 702.2b: remembered until state-based actions are next checked.
        permanent.deathtouch_damage = permanent.deathtouch_damage or deathtouch


def damage_any_target(state: GameState, source: str, target: str, amount: int) -> list[Event]:
    """The source deals noncombat damage to a creature, a planeswalker or a player (CR 120.3); 0 is no damage
    (CR 120.8), and a permanent that has left the battlefield is dealt none."""
    if target not in state.players:
        permanent = state.objects[target]
        if permanent.zone != "battlefield":
            return []
        return deal_noncombat_damage(state, source, permanent, amount)
    amount = damage_after_replacement(state, source, amount)
    amount, prevention = prevent_damage(state, state.objects[source], target, amount, combat=False)  # CR 615
    if amount <= 0:
        return prevention
    infect = dealt_as_infect(state, target)
    return [
        *prevention,
        *damage_player(state, source, target, amount, infect=infect, noncombat=True),
        *lifelink(state, source, amount),
    ]
