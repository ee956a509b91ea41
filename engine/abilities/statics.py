"""Static abilities of permanents that the rules of entering and state-based actions read: enchant creature
(CR 303.4a, 702.5), an Aura's bonus (CR 613.4c), and entering with X counters (CR 614.1c, 107.3m).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class EnchantCreature:
    """ "Enchant creature": the Aura spell targets a creature and the Aura enchants it (CR 303.4a, 702.5)."""

    text: str = "Enchant creature"


@dataclass(frozen=True)
class EnchantedGets:
    """ "Enchanted creature gets +N/+M": a static ability of an Aura (CR 613.4c)."""

    text: str
    power: int
    toughness: int


@dataclass(frozen=True)
class EntersWithCounters:
    """ "This enters with X <kind> counters on it": a replacement effect (CR 614.1c), X per CR 107.3m."""

    text: str
    counter: str


@dataclass(frozen=True)
class EntersTapped:
    """ "This enters tapped": a replacement effect (CR 614.1d, 614.12); it enters tapped, never becoming tapped."""

    text: str


@dataclass(frozen=True)
class MaximumHandSize:
    """ "You have no maximum hand size" (`size` None: Spellbook) or "Your maximum hand size is N" (Twenty-Toed
    Toad): an effect on its controller's maximum hand size (CR 402.2), applied in timestamp order."""

    text: str
    size: int | None


@dataclass(frozen=True)
class OtherCreaturesYouControlGet:
    """ "Other creatures you control get +N/+M" (Benalish Marshal): a static ability (CR 604.1, 613.4c)."""

    text: str
    power: int
    toughness: int


@dataclass(frozen=True)
class GetsPerCardInHand:
    """ "This creature gets +N/+M for each card in your hand" (Grim Strider: -1/-1), or, with `enchanted`,
    "Enchanted creature gets +N/+M for each card in its controller's hand" (Righteous Authority): counted
    continuously (CR 611.3a), so the creature's toughness changes the moment that hand does."""

    text: str
    power: int
    toughness: int
    enchanted: bool = False
