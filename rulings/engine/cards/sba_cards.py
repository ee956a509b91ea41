"""Cards of the state-based actions (CR 704) and of losing the game (CR 104.3): "can't lose the game", damage
as though from a source with infect, a static that shrinks tokens, and a world enchantment. Darksteel Myr
(indestructible) and the legendary creatures of the legend rule need no entry: they come from data alone."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import (
    ActivatedAbility,
    TargetPlayerLosesTheGame,
    YourCreaturesGainUntilEndOfTurn,
)
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.statics import (
    CantLose,
    DamageAsInfectAtZeroLife,
    EntersTapped,
    OpponentsDyingCreaturesExiled,
    TokensGet,
)
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.abilities.untap_permissions import Haste

CARDS: dict[str, tuple[Ability, ...]] = {
    # Flying is read from its keywords.
    # "Target player loses the game": an effect, not a state-based action (CR 104.3e).
    "Door to Nothingness": (
        EntersTapped("This artifact enters tapped."),
        ActivatedAbility(
            "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, Sacrifice this artifact: Target player loses the game.",
            Cost(tap=True, mana="{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}", sacrifice="this"),
            TargetPlayerLosesTheGame(),
        ),
    ),
    "Platinum Angel": (CantLose("You can't lose the game and your opponents can't win the game."),),
    "Phyrexian Unlife": (
        CantLose("You don't lose the game for having 0 or less life.", only_life=True),
        DamageAsInfectAtZeroLife(
            "As long as you have 0 or less life, all damage is dealt to you as though its source had infect."
        ),
    ),
    "Misery's Shadow": (
        OpponentsDyingCreaturesExiled("If a creature an opponent controls would die, exile it instead."),
        Unmodelled("{1}: This creature gets +1/+1 until end of turn.", "activate"),
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
}
