"""What static abilities of permanents add to a creature's power and toughness (CR 604.1, 613.4c): "other
creatures you control get +N/+M" (Benalish Marshal), "gets -1/-1 for each card in your hand" (Grim Strider)
and an Aura's "enchanted creature gets +1/+1 for each card in its controller's hand" (Righteous Authority).
Continuous effects from static abilities apply all the time (CR 611.3a): the values follow the battlefield
and the hand at the moment they are read, never a snapshot."""

from __future__ import annotations

from rulings.engine.abilities.statics import (
    CreaturesYouControlGet,
    GetsExiledCardsPowerToughness,
    GetsPerCardInHand,
    OtherCreaturesYouControlGet,
    PowerToughnessEqualToCounters,
)
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject


def base_power_toughness(state: GameState, obj: GameObject) -> tuple[int, int] | None:
    """Its power and toughness before counters and other effects: printed, or set by a characteristic-defining
    ability for a printed "*" (CR 208.2a, 604.3, 613.4a), in any zone; None for a "*" this engine doesn't compute."""
    power, toughness = obj.card.power or "0", obj.card.toughness or "0"
    if power.lstrip("-").isdigit() and toughness.lstrip("-").isdigit():
        return int(power), int(toughness)
    for ability in obj.card.abilities:
        if isinstance(ability, PowerToughnessEqualToCounters):
            # "Creatures you control": the permanents of its controller's (CR 109.5), itself among them.
            count = sum(p.counters[ability.counter] for p in state.creatures(obj.controller))
            return count, count
    return None


def static_bonus(state: GameState, creature: GameObject) -> tuple[int, int]:
    """The +power/+toughness the static abilities on the battlefield give this creature on the battlefield."""
    power = toughness = 0
    if creature.zone != "battlefield" or not creature.is_type("Creature"):
        return power, toughness
    # "your hand" (Grim Strider) and "its controller's hand" (an Aura's) are the creature's controller's hand
    # (CR 109.5); a hand holds cards its owner owns (CR 402.1).
    cards = len(state.cards("hand", creature.controller))
    for permanent in state.battlefield():
        for ability in permanent.card.abilities:
            # "Other": never itself; "you control": the two share a controller (CR 109.5).
            if (
                isinstance(ability, CreaturesYouControlGet)
                or (isinstance(ability, OtherCreaturesYouControlGet) and permanent.id != creature.id)
            ) and permanent.controller == creature.controller:
                power += ability.power
                toughness += ability.toughness
            elif isinstance(ability, GetsPerCardInHand) and (
                permanent.attached_to == creature.id if ability.enchanted else permanent.id == creature.id
            ):
                power += ability.power * cards
                toughness += ability.toughness * cards
            elif isinstance(ability, GetsExiledCardsPowerToughness) and permanent.id == creature.id:
                exiled = _exiled_creature_card(state, creature)
                if exiled is not None:
                    power += int(exiled.card.power or "0")  # X (CR 107.3c: defined by the text)
                    toughness += int(exiled.card.toughness or "0")  # Y, the same way (CR 107.3p)
    return power, toughness


def _exiled_creature_card(state: GameState, creature: GameObject) -> GameObject | None:
    """The creature card in exile that this permanent's linked imprint ability exiled (CR 607.2a); none if it
    isn't a creature card (its rulings) or was exiled by the object this permanent was before (CR 400.7)."""
    for card in state.objects.values():
        linked = card.exiled_with == (creature.id, creature.zone_changes)
        if linked and card.zone == "exile" and card.is_type("Creature"):
            return card
    return None
