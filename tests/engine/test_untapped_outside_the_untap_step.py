"""A "becomes untapped" trigger (Hollowsage's) fires from the untap step only in this engine: untapping the
permanent any other way (Aim High) must make that action `unsupported`, not untap it without the trigger
(CR 603.2: an ability triggers whenever its event occurs, wherever the untap comes from)."""

from __future__ import annotations

import pytest

from rulings.engine import new_game
from rulings.engine.vocabulary.errors import NotModelled


def test_a_spell_untapping_hollowsage_is_unsupported() -> None:
    game = new_game(
        {
            "players": ["Alice", "Bob"],
            "objects": [
                {"id": "hollowsage", "card": "Hollowsage", "owner": "Alice", "tapped": True},
                {"id": "aim-high", "card": "Aim High", "owner": "Alice", "zone": "hand"},
            ],
            "pools": {"Alice": "{G}{C}"},
        }
    )
    game.cast("Alice", "aim-high", targets=["hollowsage"])
    with pytest.raises(NotModelled, match=r"untapping Hollowsage .* 'becomes untapped' ability"):
        game.resolve()
