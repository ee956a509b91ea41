"""CR 605.1a, as of the 2026-09-25 edition: which activated abilities that add mana are mana abilities.

"An activated ability is a mana ability if it meets all of the following criteria: it doesn't require a
target (see rule 115.6), it could add mana to a player's mana pool when it resolves, it's not a loyalty
ability (see rule 606, "Loyalty Abilities"), and its cost and effect don't move any card to or from a
library." Until that edition, Millikin's "{T}, Mill a card: Add {C}." and Chromatic Sphere's "{1}, {T},
Sacrifice this artifact: Add one mana of any color. Draw a card." were mana abilities; now each is an
activated ability like any other: it uses the stack (CR 602.2), can't be activated while paying a cost
(CR 605.3a) and adds its mana as it resolves (CR 608.2).

Replacement effects are not taken into account (other than self-replacement effects, CR 605.1a): an
ability whose draw another effect would replace is still not a mana ability, and a mana ability is still
one if an effect would make it draw. The engine's mana abilities have no target and are no loyalty
abilities (those are modelled apart), so what is left to check is the library.
"""

from __future__ import annotations

from rulings.engine.abilities.mana_sources import ManaAbility

__all__ = ["is_mana_ability", "moves_a_library_card"]


def moves_a_library_card(ability: ManaAbility) -> bool:
    """Whether the ability's cost or effect, as printed, moves a card to or from a library: milling to pay
    its cost (Millikin), drawing as its effect (Chromatic Sphere)."""
    return ability.cost.mill > 0 or ability.draws > 0


def is_mana_ability(ability: ManaAbility) -> bool:
    """Whether an ability that adds mana is a mana ability (CR 605.1a, 2026-09-25)."""
    return not moves_a_library_card(ability)
