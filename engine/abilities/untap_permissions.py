"""The ability primitives of tapping and untapping: the untap step (CR 502), {T}/{Q} abilities that use the
stack (CR 602), haste (CR 702.10) and "becomes untapped" triggers.

They join the other primitives of engine/abilities.py in its `Ability` union; engine/untap.py,
engine/tapping.py and engine/activated.py give them their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from rulings.engine.abilities.mana_sources import Cost


# What an activated ability that isn't a mana ability does when it resolves: a small vocabulary.


@dataclass(frozen=True)
class UntapThis:
    """ "Untap this permanent" (Colossus of Sardia), and put a counter on it if told (Grimgrin)."""

    counter: str = ""


@dataclass(frozen=True)
class UntapTargetCreature:
    """ "Untap target creature" (Thousand-Year Elixir)."""


@dataclass(frozen=True)
class ReturnCreatureCard:
    """ "Return target creature card with mana value N or less from your graveyard to the battlefield"."""

    max_mana_value: int


Effect = UntapThis | UntapTargetCreature | ReturnCreatureCard


@dataclass(frozen=True)
class ActivatedAbility:
    """An activated ability that isn't a mana ability: costs paid, it waits on the stack (CR 602.2, 608).

    `timing` is its own restriction ("Activate only during your upkeep", CR 602.5); `sacrifice_another`
    reads the cost's sacrifice as "Sacrifice another creature".
    """

    text: str
    cost: Cost
    effect: Effect
    timing: Literal["", "your upkeep", "your turn"] = ""
    sacrifice_another: bool = False


@dataclass(frozen=True)
class DoesNotUntap:
    """ "This permanent doesn't untap during your untap step": its controller's own untap step only.

    With `enchanted`, an Aura's "Enchanted creature doesn't untap during its controller's untap step", and
    with `while_counter`, only while the permanent has such a counter (Venarian Gold's sleep counters).
    """

    text: str
    enchanted: bool = False
    while_counter: str = ""


@dataclass(frozen=True)
class MayChooseNotToUntap:
    """ "You may choose not to untap this permanent during your untap step" (CR 502.3)."""

    text: str


@dataclass(frozen=True)
class UntapDuringOtherUntapSteps:
    """ "Untap all <types> you control during each other player's untap step" (Prophet of Kruphix,
    Seedborn Muse): at the same time as the active player's permanents (CR 502.3). No types: all permanents."""

    text: str
    types: frozenset[str] = frozenset()


@dataclass(frozen=True)
class SkipUntapSteps:
    """ "Players skip their untap steps" (Stasis): a replacement effect (CR 614.10, 500.11)."""

    text: str


@dataclass(frozen=True)
class BecomesUntappedTrigger:
    """ "Whenever this permanent becomes untapped, ..." (Hollowsage). It triggers (an event); putting it on the
    stack, with its target, is not modelled."""

    text: str


@dataclass(frozen=True)
class Haste:
    """ "All creatures have haste" (Lavaleaper), or, with `abilities_only`, "You may activate abilities of
    creatures you control as though those creatures had haste" (Thousand-Year Elixir), which isn't haste."""

    text: str
    abilities_only: bool = False


UntapAbility = (
    ActivatedAbility
    | DoesNotUntap
    | MayChooseNotToUntap
    | UntapDuringOtherUntapSteps
    | SkipUntapSteps
    | BecomesUntappedTrigger
    | Haste
)
