"""Phasing (engine/rules/keyword_abilities/phasing.py) where the features can't judge: what is attached to a
permanent phasing out phases out indirectly with it (CR 702.26g), by the phasing keyword as by an effect, and one
that would phase out directly and indirectly at once phases out indirectly (CR 702.26h)."""

from __future__ import annotations

from rulings.engine import new_game

AURA = {"id": "aura", "card": "Mantle of Webs", "owner": "Alice", "attached_to": "bears"}


def test_an_aura_targeted_with_its_creature_phases_out_indirectly() -> None:
    objects = [
        {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
        AURA,
        {"id": "concealment", "card": "Clever Concealment", "owner": "Alice", "zone": "hand"},
    ]
    game = new_game({"players": ["Alice", "Bob"], "objects": objects, "pools": {"Alice": "{W}{W}{C}{C}"}})
    game.cast("Alice", "concealment", targets=["bears", "aura"])
    game.resolve()
    bears, aura = game.object("bears"), game.object("aura")
    assert bears.phased_out and not bears.phased_out_indirectly
    assert aura.phased_out and aura.phased_out_indirectly  # CR 702.26h: not directly as well


def test_the_phasing_keyword_takes_the_aura_along_and_brings_it_back() -> None:
    objects = [
        {"id": "bears", "card": "Teferi's Imp", "owner": "Alice"},
        {**AURA, "attached_to": "bears"},
        {"id": "island", "card": "Island", "owner": "Alice", "zone": "library"},
        {"id": "forest", "card": "Forest", "owner": "Alice", "zone": "library"},
        {"id": "plains", "card": "Plains", "owner": "Bob", "zone": "library"},
    ]
    game = new_game({"players": ["Alice", "Bob"], "objects": objects})
    game.advance("Alice", "upkeep")
    assert game.object("bears").phased_out and game.object("aura").phased_out_indirectly
    game.resolve()  # the Imp's "whenever this phases out, discard a card", with no card in hand
    game.advance("Alice", "upkeep")  # her next untap step: the Imp phases in, and the Aura with it, attached
    imp, aura = game.object("bears"), game.object("aura")
    assert not imp.phased_out and not aura.phased_out and aura.attached_to == "bears"
