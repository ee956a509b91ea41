"""Objects on the stack (CR 405): here, triggered abilities that are not mana abilities."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class StackItem:
    """A triggered ability waiting on the stack: its source, controller, text, and what it refers to."""

    id: str
    source: str
    controller: str
    text: str
    refers_to: str = ""  # the object the ability's effect acts on (Vorinclex: "that land")
    effect: str = ""  # "skip_next_untap"

    def to_dict(self) -> dict[str, str]:
        """The protocol's form."""
        return {"id": self.id, "kind": "ability", "source": self.source, "controller": self.controller, "text": self.text}
