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
