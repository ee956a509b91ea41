"""What static abilities of permanents add to a creature's power and toughness (CR 604.1, 613.4c): "other
creatures you control get +N/+M" (Benalish Marshal), "gets -1/-1 for each card in your hand" (Grim Strider)
and an Aura's "enchanted creature gets +1/+1 for each card in its controller's hand" (Righteous Authority).
Continuous effects from static abilities apply all the time (CR 611.3a): the values follow the battlefield
and the hand at the moment they are read, never a snapshot."""

from __future__ import annotations

from rulings.engine.abilities.statics import (
    CreaturesYouControlGet,
    GetsPerCardInHand,
    OtherCreaturesYouControlGet,
)
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject


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
    return power, toughness
