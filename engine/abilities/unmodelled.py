"""The marker for an ability the engine knows of but does not model."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rulings.engine.abilities.text import TextAbility

# "a Warrior attacks": a trigger on any Warrior declared as an attacker, whoever controls it (Najeela);
# "play from exile": a player playing a card from exile (casting it or playing it as a land); "upkeep": its
# controller's upkeep (or its enchanted creature's controller's), "each upkeep": every player's
When = Literal[
    "upkeep",
    "each upkeep",
    "draw",
    "end",  # "at the beginning of your end step"
    "dies",
    "cast",
    "enters",
    "activate",
    "attack",
    "a Warrior attacks",
    "play from exile",
]


@dataclass(frozen=True)
class Unmodelled(TextAbility):
    """An ability this engine does not model; using it makes the engine answer `unsupported`."""

    when: When
