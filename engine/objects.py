"""Game objects: cards in zones and, on the battlefield, permanents with their status."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from engine.card import Card

ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile")


@dataclass
class GameObject:
    """A card in a zone. On the battlefield it is a permanent (CR 110) with status and counters."""

    id: str
    card: Card
    owner: str
    controller: str
    zone: str
    tapped: bool = False
    # CR 302.6: not under its controller's control continuously since their most recent turn began.
    sick: bool = False
    counters: Counter[str] = field(default_factory=Counter)
    attached_to: str = ""
    # "doesn't untap during its controller's next untap step" effects waiting for that step
    skip_untaps: int = 0

    @property
    def name(self) -> str:
        """The card's name."""
        return self.card.name

    def is_type(self, card_type: str) -> bool:
        """Whether the object has a card type."""
        return self.card.is_type(card_type)

    def describe(self) -> str:
        """A name for messages: "Forest (forest-2)"."""
        return f"{self.card.name} ({self.id})"
