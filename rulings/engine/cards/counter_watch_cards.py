"""A card that watches spells being countered (CR 603.10e): Lullmage Mentor, whose "whenever a spell or ability
you control counters a spell" looks back in time at who controlled the countering spell or ability."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.triggers import Triggered
from rulings.engine.abilities.unmodelled import Unmodelled

CARDS: dict[str, tuple[Ability, ...]] = {
    "Lullmage Mentor": (
        Triggered(
            "Whenever a spell or ability you control counters a spell, you may create a 1/1 blue Merfolk creature "
            "token.",
            "a spell or ability you control counters a spell",
            "you may create a 1/1 blue Merfolk creature token",
        ),
        Unmodelled("Tap seven untapped Merfolk you control: Counter target spell.", "activate"),
    ),
}
