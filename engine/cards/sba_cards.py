"""Cards of the state-based actions (CR 704) and of losing the game (CR 104.3): "can't lose the game", damage
as though from a source with infect, a static that shrinks tokens, and a world enchantment. Darksteel Myr
(indestructible) and the legendary creatures of the legend rule need no entry: they come from data alone."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.effects import (
    ActivatedAbility,
    YourCreaturesGainUntilEndOfTurn,
)
from rulings.engine.abilities.statics import CantLose, DamageAsInfectAtZeroLife, TokensGet
from rulings.engine.abilities.untap_permissions import Haste
from rulings.engine.cards.templates import destroy_target

CARDS: dict[str, tuple[Ability, ...]] = {
    # Flying is read from its keywords.
    "Platinum Angel": (CantLose("You can't lose the game and your opponents can't win the game."),),
    "Phyrexian Unlife": (
        CantLose("You don't lose the game for having 0 or less life.", only_life=True),
        DamageAsInfectAtZeroLife(
            "As long as you have 0 or less life, all damage is dealt to you as though its source had infect."
        ),
    ),
    "Illness in the Ranks": (TokensGet("Creature tokens get -1/-1.", -1, -1),),
    # A world enchantment (CR 704.5k) whose ability the engine already models (Lavaleaper's).
    "Concordant Crossroads": (Haste("All creatures have haste."),),
    "Dauntless Escort": (
        ActivatedAbility(
            "Sacrifice this creature: Creatures you control gain indestructible until end of turn.",
            Cost(sacrifice="this"),
            YourCreaturesGainUntilEndOfTurn(frozenset({"Indestructible"})),
        ),
    ),
    # It removes Phyrexian Unlife (its rulings: at 0 or less life, its controller then loses).
    "Disenchant": (destroy_target("artifact or enchantment"),),
}
