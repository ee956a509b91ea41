"""How our steps name objects, mirrored, so that every action the fuzzer takes can be printed as a step.

A scenario's Given lines put objects on the table in order and give each the id `steps/table.py` derives
from its card name ("forest", "forest-2"); When and Then lines name an object by card and controller
("Bob's Forest", or "Forest" for the acting player's own) and the table takes the first such object —
for "taps", the first untapped one. The fuzzer builds its boards with those same ids and chooses its
targets by those same rules, so a shrunk failing run reads back as a scenario that does exactly what it did.
tests/fuzz/test_counterexample.py runs printed scenarios through pytest-bdd to hold the two together.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from rulings.protocol.session import ObjectSpec

PRONOUNS = {"Alice": "her", "Bob": "his", "Carol": "her", "Dave": "his"}


def pronoun(player: str) -> str:
    """The possessive pronoun the printed steps use for a player."""
    return PRONOUNS.get(player, "their")


@dataclass(frozen=True)
class Named:
    """An object as the steps see it: its id, card, controller, and whether it was put on the table tapped."""

    id: str
    card: str
    controller: str
    tapped: bool


def named_objects(objects: Iterable[ObjectSpec]) -> list[Named]:
    """The board's objects in table order."""
    return [
        Named(o["id"], o["card"], o.get("controller", o["owner"]), bool(o.get("tapped", False)))
        for o in objects
    ]


class Names:
    """The table's way of finding an object from what a step calls it, over one board."""

    def __init__(self, objects: Iterable[ObjectSpec]) -> None:
        self.objects = named_objects(objects)
        self._by_id = {o.id: o for o in self.objects}

    def first(self, card: str, controller: str) -> str:
        """The object "Alice's Forest" names: the first of that card under that player, in any zone."""
        for obj in self.objects:
            if obj.card == card and obj.controller == controller:
                return obj.id
        raise KeyError(f"{controller} has no {card}")

    def first_untapped(self, card: str, controller: str, tapped: Mapping[str, bool]) -> str:
        """The object "Alice taps Forest" names: the first untapped one, as the table last saw it tapped."""
        candidates = [o for o in self.objects if o.card == card and o.controller == controller]
        if not candidates:
            raise KeyError(f"{controller} has no {card}")
        return min(candidates, key=lambda o: tapped.get(o.id, o.tapped)).id  # min is stable: first of equals

    def is_nameable(self, object_id: str) -> bool:
        """Whether some phrase names exactly this object (it is the first of its card under its controller)."""
        obj = self._by_id[object_id]
        return self.first(obj.card, obj.controller) == object_id

    def card(self, object_id: str) -> str:
        """The card name of an object."""
        return self._by_id[object_id].card

    def controller(self, object_id: str) -> str:
        """Who controls the object as the table laid it out."""
        return self._by_id[object_id].controller

    def reference(self, object_id: str, actor: str = "") -> str:
        """What a step calls the object: "Forest" when `actor` controls it, else "Bob's Forest"."""
        obj = self._by_id[object_id]
        return obj.card if obj.controller == actor else f"{obj.controller}'s {obj.card}"
