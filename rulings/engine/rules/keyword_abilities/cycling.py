"""Cycling (CR 702.29): "Cycling [cost]" means "[Cost], Discard this card: Draw a card."

An activated ability that functions only while the card is in a player's hand (CR 702.29a), compiled as one
(rulings/oracle/compiler.py: its `zone` is the hand, its cost's `discard_this`); engine/rules/abilities/
activated_abilities.py activates it like ninjutsu from the hand, and this pays its discard.
"""

from __future__ import annotations

from rulings.engine.abilities.costs import Cost
from rulings.engine.rules.actions import discard
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.events import Event


def discard_this_card(obj: GameObject, cost: Cost) -> list[Event]:
    """ "Discard this card" as a cost (CR 702.29a, 602.2b): the card goes from its owner's hand to their graveyard
    (CR 701.9a); the ability on the stack is independent of its source from then on (CR 113.7a)."""
    return discard([obj]) if cost.discard_this and obj.zone == "hand" else []
