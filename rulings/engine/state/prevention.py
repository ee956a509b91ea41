"""The prevention effects resolved spells and abilities created this turn (CR 615.1): shields that watch for
damage that would be dealt, kept in the game state until used up or until the turn's cleanup step (CR 615.3,
514.2). engine/rules/prevention.py creates and applies them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class PreventionShield:
    """One prevention effect for the turn: what damage it watches for and how much of it is left to prevent.

    `to`: the player or the object (id, zone changes, CR 400.7) it shields, or None for all; `by`: the source
    (id, zone changes) whose damage it watches for, or None for any; `remaining`: the damage it may still prevent
    (CR 615.7), None for all of it; `next_instance`: it prevents the next instance of damage from `by`, however
    much, and is then used up (CR 615.8)."""

    source: str  # the card whose spell created it: a player's `prefer` names it to order effects (CR 616.1)
    controller: str
    to: str | tuple[str, int] | None = None
    by: tuple[str, int] | None = None
    remaining: int | None = None
    combat_only: bool = False
    by_power_at_most: int | None = None
    counters_per_prevented: bool = False
    next_instance: bool = False
    used_up: bool = False
