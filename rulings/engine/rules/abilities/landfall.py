"""Landfall: "Whenever a land you control enters, ..." (an ability word, with no rules meaning of its own, CR
207.2c). An enters-the-battlefield trigger (CR 603.6a): it looks at the permanents on the battlefield after the
event, so each land entering under its controller's control triggers it once, and a land entering under another
player's control doesn't (CR 603.6a, 110.2)."""

from __future__ import annotations

from collections.abc import Iterator

from rulings.engine.abilities.triggers import Triggered
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject


def land_enters_matches(state: GameState, entered: GameObject) -> Iterator[tuple[GameObject, Triggered, str]]:
    """Each "whenever a land you control enters" of a permanent whose controller controls the entering land."""
    if not entered.is_type("Land"):
        return
    for source in state.battlefield():
        if source.controller != entered.controller:
            continue
        for ability in source.card.abilities:
            if isinstance(ability, Triggered) and ability.event == "a land you control enters":
                yield source, ability, entered.id
