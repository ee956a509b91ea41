"""Restrictions and permissions on untapping (CR 502) and on tapping creatures soon after they come under a
player's control (haste, CR 302.6, 702.10). engine/rules/turn_structure/untap_step.py and engine/rules/tapping.py apply them.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.engine.abilities.text import TextAbility


@dataclass(frozen=True)
class DoesNotUntap(TextAbility):
    """ "This permanent doesn't untap during your untap step": its controller's own untap step only.

    With `enchanted`, an Aura's "Enchanted creature doesn't untap during its controller's untap step", and
    with `while_counter`, only while the permanent has such a counter (Venarian Gold's sleep counters).
    """

    enchanted: bool = False
    while_counter: str = ""


@dataclass(frozen=True)
class Phasing(TextAbility):
    """ "Phasing": it phases in or out before its controller untaps during each of their untap steps (CR 702.26a,
    502.1); phased out, it is treated as though it doesn't exist (CR 702.26b)."""


@dataclass(frozen=True)
class MayChooseNotToUntap(TextAbility):
    """ "You may choose not to untap this permanent during your untap step" (CR 502.3)."""


@dataclass(frozen=True)
class UntapDuringOtherUntapSteps(TextAbility):
    """ "Untap all <types> you control during each other player's untap step" (Prophet of Kruphix,
    Seedborn Muse): at the same time as the active player's permanents (CR 502.3). No types: all permanents."""

    types: frozenset[str] = frozenset()


@dataclass(frozen=True)
class SkipUntapSteps(TextAbility):
    """ "Players skip their untap steps" (Stasis): a replacement effect (CR 614.10, 500.11)."""


@dataclass(frozen=True)
class Haste(TextAbility):
    """ "All creatures have haste" (Lavaleaper), or, with `abilities_only`, "You may activate abilities of
    creatures you control as though those creatures had haste" (Thousand-Year Elixir), which isn't haste."""

    abilities_only: bool = False


UntapPermission = (
    DoesNotUntap | MayChooseNotToUntap | UntapDuringOtherUntapSteps | SkipUntapSteps | Haste | Phasing
)
"""A permission or restriction of the untap step (CR 502.3)."""
