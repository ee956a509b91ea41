"""Honest `unsupported`: an event that would trigger an ability the reference engine knows but doesn't model."""

from __future__ import annotations

from rulings.engine.abilities.unmodelled import Unmodelled, When
from rulings.engine.state.game_state import GameState
from rulings.engine.vocabulary.errors import NotModelled


def verify_triggers_nothing_unmodelled(state: GameState, when: When, event: str) -> None:
    """Raise NotModelled if `event` (described for the message) would trigger an unmodelled ability of a
    permanent on the battlefield, whoever controls it."""
    for permanent in state.battlefield():
        for ability in permanent.card.abilities:
            if isinstance(ability, Unmodelled) and ability.when == when:
                raise NotModelled(
                    f"{event} would trigger {permanent.describe()}'s ability {ability.text!r}, which the "
                    "reference engine doesn't model"
                )
