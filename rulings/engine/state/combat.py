"""The combat phase's data (CR 506): who attacks whom, who blocks what, which attackers are blocked, and where
the combat damage steps are. engine/rules/combat_phase/combat.py reads and changes it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from rulings.engine.state.copying import copy_fields


@dataclass
class Combat:
    """One combat phase. A fresh one begins each turn; the end of combat step's end clears it (CR 511.3)."""

    # CR 508.1k: each attacking creature, by id, and the player it attacks.
    attackers: dict[str, str] = field(default_factory=dict)
    # CR 509.1g: each blocking creature, by id, and the attacking creature it blocks.
    blockers: dict[str, str] = field(default_factory=dict)
    # CR 509.1h: attackers that became blocked; they stay blocked even if their blockers leave combat.
    blocked: set[str] = field(default_factory=set)
    # CR 510.4: creatures with first strike or double strike as the first combat damage step began; set
    # only when that step was a first-strike one, so that a second combat damage step follows it.
    first_strikers: frozenset[str] = frozenset()
    damage_steps: int = 0
    regular_damage_pending: bool = False
    # CR 510.1e: an illegal assignment returned the game to the moment before the active player began to assign
    # this step's combat damage: the step has begun, its turn-based action waits, no player has priority.
    assignment_pending: bool = False
    # What an action chose for the turn-based actions ahead (CR 508.1, 509.1, 510.1): set by the facade just
    # before the game moves into the step, used as it begins.
    declared_attackers: tuple[tuple[str, str], ...] | None = None
    declared_blockers: tuple[tuple[str, str], ...] | None = None
    # The attackers the active player exerts as they attack (CR 701.43d, 508.1g).
    declared_exert: tuple[str, ...] = ()
    # The permanents whose mana abilities the declaring player activates to pay the costs to attack or block
    # (CR 508.1i, 509.1e), one activation per listing.
    declared_mana: tuple[str, ...] = ()
    damage_division: Mapping[str, Mapping[str, int]] = field(default_factory=dict)

    def __deepcopy__(self, memo: dict[int, object]) -> Combat:
        return copy_fields(self, memo)  # a snapshot's copy (CR 733), without the generic machinery
