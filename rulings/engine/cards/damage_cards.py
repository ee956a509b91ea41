"""Cards of damage (CR 120): a spell whose damage beyond lethal goes to the creature's controller (Flame Spill,
CR 120.4a)."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.effects import DealDamageToTarget, SpellAbility, Target

CARDS: dict[str, tuple[Ability, ...]] = {
    "Flame Spill": (
        SpellAbility(
            "Flame Spill deals 4 damage to target creature. Excess damage is dealt to that creature's controller "
            "instead.",
            (Target("creature"),),
            (DealDamageToTarget(0, 4, excess_to_controller=True),),
        ),
    ),
}
