"""Continuous effects from resolving spells and abilities (CR 611.2), kept in the game state until they end.

An effect that changes characteristics is locked to the objects it affected as it resolved (CR 611.2c): it
names each by its id and by how many zone changes it had made then, so a permanent that leaves and returns is a
new object (CR 400.7) the effect no longer applies to. engine/rules/continuous.py creates, applies and ends them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Duration = Literal["until end of turn"]


@dataclass(frozen=True)
class ContinuousEffect:
    """ "Target creature gets +N/+M and gains <keywords> until end of turn": the P/T change is applied in layer
    7c (CR 613.4c), the keywords in layer 6 (CR 613.1f); a restriction ("can't block") modifies the rules for
    the objects it names. It lasts until the cleanup step (CR 514.2)."""

    source: str  # the card or permanent whose spell or ability created it
    affected: frozenset[tuple[str, int]]  # (object id, its zone changes as the effect began)
    power: int = 0
    toughness: int = 0
    keywords: frozenset[str] = frozenset()
    cant_block: bool = False
    duration: Duration = "until end of turn"
