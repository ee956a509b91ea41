"""Phasing (engine/rules/keyword_abilities/phasing.py) where the features can't judge: what is attached to a permanent phasing
out would phase out indirectly with it (CR 702.26g), which the reference engine doesn't model, so it answers
`unsupported` rather than leave the Aura behind."""

from __future__ import annotations

import pytest

from rulings.engine import new_game
from rulings.engine.vocabulary.errors import NotModelled

AURA = {"id": "aura", "card": "Mantle of Webs", "owner": "Alice", "attached_to": "bears"}


def test_an_effect_phasing_out_an_enchanted_creature_is_unsupported() -> None:
    objects = [
        {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
        AURA,
        {"id": "concealment", "card": "Clever Concealment", "owner": "Alice", "zone": "hand"},
    ]
    game = new_game({"players": ["Alice", "Bob"], "objects": objects, "pools": {"Alice": "{W}{W}{C}{C}"}})
    game.cast("Alice", "concealment", targets=["bears"])
    with pytest.raises(NotModelled, match="indirectly"):
        game.resolve()


def test_the_phasing_keyword_on_an_enchanted_creature_is_unsupported() -> None:
    objects = [
        {"id": "bears", "card": "Teferi's Imp", "owner": "Alice"},
        {**AURA, "attached_to": "bears"},
        {"id": "island", "card": "Island", "owner": "Alice", "zone": "library"},
        {"id": "plains", "card": "Plains", "owner": "Bob", "zone": "library"},
    ]
    game = new_game({"players": ["Alice", "Bob"], "objects": objects})
    with pytest.raises(NotModelled, match="indirectly"):
        game.advance("Alice", "upkeep")
