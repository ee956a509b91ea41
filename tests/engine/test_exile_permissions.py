"""Playing exiled cards "until your next end step" (engine/rules/spells/exile_permissions.py, CR 500.4) where the
features don't reach: a land played from exile under the normal rules, and Rocco's unmodelled trigger."""

from __future__ import annotations

import pytest

from rulings.engine import Game, new_game
from rulings.engine.state.effects import PlayFromExile
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled


def _game(*, rocco: bool) -> Game:
    objects: list[dict[str, object]] = [
        {"id": "forest", "card": "Forest", "owner": "Alice", "zone": "exile"},
        {"id": "quicken", "card": "Quicken", "owner": "Alice", "zone": "exile"},
    ]
    if rocco:
        objects.append({"id": "rocco", "card": "Rocco, Street Chef", "owner": "Alice"})
    game = new_game({"players": ["Alice", "Bob"], "objects": objects, "pools": {"Alice": "{U}"}})
    for card in ("forest", "quicken"):
        zone_changes = game.object(card).zone_changes
        game.state.play_from_exile.append(PlayFromExile("Alice", card, zone_changes, "Alice"))
    return game


def test_a_land_may_be_played_from_exile_once_a_turn_and_not_by_another_player() -> None:
    game = _game(rocco=False)
    game.state.priority = "Bob"
    with pytest.raises(IllegalAction, match="no effect lets Bob play it"):
        game.play_land("Bob", "forest")
    game.state.priority = "Alice"
    game.play_land("Alice", "forest")
    assert game.object("forest").zone == "battlefield"


def test_with_rocco_playing_from_exile_is_unsupported_not_silently_untriggered() -> None:
    game = _game(rocco=True)
    assert game.can_cast("Alice", "quicken")
    with pytest.raises(NotModelled, match="Rocco"):
        game.cast("Alice", "quicken")
