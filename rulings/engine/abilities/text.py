"""The base of every ability primitive: an ability is its Oracle text plus the parameters the rules read.

The text is what a player reads on the card (and what the protocol reports); the subclasses add the
parameters that give it its meaning in engine/rules/.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TextAbility:
    """An ability as printed: its Oracle text; a subclass adds what the rules read from that text."""

    text: str

    def __deepcopy__(self, memo: dict[int, object]) -> TextAbility:
        """An ability is immutable: a copy of the game (taken to undo an illegal action, CR 733) shares it."""
        return self
