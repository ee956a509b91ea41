"""Flashback (CR 702.34a): "Flashback [cost]" means "You may cast this card from your graveyard if the resulting
spell is an instant or sorcery spell by paying [cost] rather than paying its mana cost" and "If the flashback cost
was paid, exile this card instead of putting it anywhere else any time it would leave the stack."

The first is a permission to cast from a zone (CR 601.3) together with an alternative cost (CR 118.9): the card
is cast for its flashback cost from its owner's graveyard only, and from nowhere else for that cost. The second
is a replacement effect on the spell (CR 614.1a): resolved, countered or removed from the stack by the rules
(CR 608.2b), the card goes to exile.
"""

from __future__ import annotations

from rulings.engine.abilities.cast_permissions import Flashback
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction

FLASHBACK = "flashback"


def may_cast_with_flashback(player: str, obj: GameObject, alternative: str | None) -> bool:
    """CR 702.34a: "You may cast this card from your graveyard ... by paying [cost]": its owner, from their
    graveyard, an instant or sorcery card, for its flashback cost."""
    return (
        alternative == FLASHBACK
        and obj.zone == "graveyard"
        and obj.owner == player
        and (obj.card.is_type("Instant") or obj.card.is_type("Sorcery"))
        and any(isinstance(a, Flashback) for a in obj.card.abilities)
    )


def verify_flashback_zone(obj: GameObject, alternative: str | None) -> None:
    """CR 702.34a: the flashback cost is an alternative cost of casting the card from the graveyard only."""
    if alternative == FLASHBACK and obj.zone != "graveyard":
        raise IllegalAction(
            f"{obj.describe()} is in the {obj.zone}: its flashback cost is paid only to cast it from its owner's "
            "graveyard (CR 702.34a)"
        )
