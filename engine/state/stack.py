"""Objects on the stack (CR 405): spells, and triggered abilities that are not mana abilities."""

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
    # A spell (CR 601.2a): `source` is the card on the stack; it resolves as in engine/resolving.py.
    kind: str = "ability"
    x: int = 0  # a spell's announced X, or the X an enters trigger uses (CR 107.3m)
    target: str = ""  # the object a spell targets (CR 601.2c): an Aura spell's creature

    def to_dict(self) -> dict[str, str]:
        """The protocol's form."""
        item = {"id": self.id, "kind": self.kind, "source": self.source, "controller": self.controller}
        item["text"] = self.text
        if self.kind == "spell":
            item["object"] = self.source
        return item
