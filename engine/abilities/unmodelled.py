"""The marker for an ability the engine knows of but does not model."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rulings.engine.abilities.text import TextAbility


@dataclass(frozen=True)
class Unmodelled(TextAbility):
    """An ability this engine does not model; using it makes the engine answer `unsupported`."""

    # "a Warrior attacks": a trigger on any Warrior declared as an attacker, whoever controls it (Najeela).
    when: Literal["upkeep", "draw", "dies", "cast", "enters", "activate", "attack", "a Warrior attacks"]
