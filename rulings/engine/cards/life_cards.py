"""Cards of life (CR 119): a replacement effect on each life-gaining event (Knight of Dawn's Light, CR 119.10),
one that turns an opponent's gain into loss (Tainted Remedy, CR 119.7), a life total that can't change (Platinum
Emperion, CR 119.8), and a life total set to a number (Magister Sphinx, CR 119.5)."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import ActivatedAbility, FollowInstructions
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.effects import GetsUntilEndOfTurn, LifeTotalBecomes, Target
from rulings.engine.abilities.life_statics import (
    LifeTotalCantChange,
    OpponentsGainBecomesLoss,
    YouGainOneMore,
)
from rulings.engine.abilities.triggers import Triggered

CARDS: dict[str, tuple[Ability, ...]] = {
    "Knight of Dawn's Light": (
        YouGainOneMore("If you would gain life, you gain that much life plus 1 instead."),
        ActivatedAbility(
            "{1}{W}: This creature gets +1/+1 until end of turn.",
            Cost(mana="{1}{W}"),
            FollowInstructions((GetsUntilEndOfTurn("this", 1, 1),)),
        ),
    ),
    "Tainted Remedy": (
        OpponentsGainBecomesLoss("If an opponent would gain life, that player loses that much life instead."),
    ),
    "Platinum Emperion": (
        LifeTotalCantChange(
            "Your life total can't change. (You can't gain or lose life. You can't pay any amount of life except 0.)"
        ),
    ),
    # The ability targets a player as it is put on the stack (CR 603.3d) and isn't optional (its rulings).
    "Magister Sphinx": (
        Triggered(
            "When this creature enters, target player's life total becomes 10.",
            "this enters",
            "follow its instructions",
            instructions=(LifeTotalBecomes(10, player=0),),
            targets=(Target("player"),),
        ),
    ),
}
