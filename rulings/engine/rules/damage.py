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
    dealer = state.objects[source]
    deathtouch = source_has_keyword(state, dealer, "Deathtouch")
    counters = apply_damage(
        permanent, amount, deathtouch=deathtouch, as_counters=deals_counters(state, dealer)
    )
    dealt = Event("damage_dealt", source=source, object=permanent.id, amount=amount, noncombat=True)
    return [*prevention, dealt, *counters, *lifelink(state, source, amount)]


def has_infect(state: GameState, source: GameObject) -> bool:
    """CR 702.90b, 702.90d-e: whether the source has infect as it deals damage, from any zone; read as it last
    existed if it left (one instance or several alike, CR 702.90f)."""
    return source_has_keyword(state, source, "Infect")


def deals_counters(state: GameState, source: GameObject) -> bool:
    """CR 120.3d: whether the source's damage to a creature is -1/-1 counters rather than marked damage: it has
    infect (CR 702.90c) or wither (CR 702.80a), from any zone, as it last existed if it left (CR 702.90d-e,
    702.80b-c)."""
    return has_infect(state, source) or source_has_keyword(state, source, "Wither")


def apply_damage(
    permanent: GameObject, amount: int, *, deathtouch: bool, as_counters: bool = False
) -> list[Event]:
    """The results of damage dealt to a permanent (CR 120.3), combat or not: a planeswalker loses that many
    loyalty counters (CR 120.3c) and a creature has that much damage marked (CR 120.3e), or, from a source with
    infect or wither, gets that many -1/-1 counters instead (CR 120.3d, 702.90c, 702.80a); a planeswalker
    creature, both. Returns the counters put, an event (the damage's own event is the caller's)."""
    if permanent.is_type("Planeswalker"):
        permanent.counters["loyalty"] = max(0, permanent.counters["loyalty"] - amount)
    if not permanent.is_type("Creature"):
        return []
    # CR 702.2b: remembered until state-based actions are next checked, -1/-1 counters or marked damage alike.
    permanent.deathtouch_damage = permanent.deathtouch_damage or deathtouch
    if not as_counters:
        permanent.damage += amount
        return []
    permanent.counters["-1/-1"] += amount  # not marked: it doesn't wear off in the cleanup step (CR 514.2)
    return [Event("counters_put", object=permanent.id, ability=f"{amount} -1/-1")]


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
    # CR 702.90b: poison counters from a source with infect; CR 120.3b: or dealt as though it had infect.
    infect = dealt_as_infect(state, target) or has_infect(state, state.objects[source])
    return [
        *prevention,
        *damage_player(state, source, target, amount, infect=infect, noncombat=True),
        *lifelink(state, source, amount),
    ]
