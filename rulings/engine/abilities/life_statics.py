"""Static abilities that change what gaining, losing and paying life do (CR 119.7, 119.8, 119.10, 614.1a):
read by engine/rules/life.py, the one place life totals change."""

from __future__ import annotations

from dataclasses import dataclass

from rulings.engine.abilities.text import TextAbility


@dataclass(frozen=True)
class YouGainOneMore(TextAbility):
    """ "If you would gain life, you gain that much life plus 1 instead" (Knight of Dawn's Light): a replacement
    effect on each life-gaining event of its controller, so once for each source (CR 119.10, 119.9)."""


@dataclass(frozen=True)
class OpponentsGainBecomesLoss(TextAbility):
    """ "If an opponent would gain life, that player loses that much life instead" (Tainted Remedy): a
    replacement effect on an opponent's life gain (CR 614.1a); it has nothing to replace while that player
    can't gain life (CR 119.7)."""


@dataclass(frozen=True)
class LifeTotalCantChange(TextAbility):
    """ "Your life total can't change" (Platinum Emperion): its controller can't gain or lose life, nor pay
    any life but 0 (CR 119.7, 119.8, 119.4b); damage is still dealt to them (its rulings)."""


LifeStatic = YouGainOneMore | OpponentsGainBecomesLoss | LifeTotalCantChange
"""A static ability engine/rules/life.py reads."""
