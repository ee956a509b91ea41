"""The marker for an ability the engine knows of but does not model."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True)
class Unmodelled:
    """An ability this engine does not model; using it makes the engine answer `unsupported`."""

    text: str
    when: Literal["upkeep", "draw", "dies", "cast", "enters", "activate", "attack"]
