"""Sagas (engine/rules/sagas.py, CR 714) where the features in scope don't reach: the lore counter a Saga enters
with (CR 714.3a), and its sacrifice once its final chapter ability has left the stack (CR 714.4)."""

from __future__ import annotations

from rulings.engine import Game, new_game


def _game(saga: dict[str, object], step: str = "precombat_main", *others: dict[str, object]) -> Game:
    objects = [{"id": "history", "card": "History of Benalia", "owner": "Alice", **saga}, *others]
    return new_game(
        {
            "players": ["Alice", "Bob"],
            "turn": {"step": step},
            "objects": objects,
            "pools": {"Alice": "{W}{W}{C}"},
        }
    )


def _knights(game: Game) -> list[str]:
    return [p.id for p in game.battlefield() if "Knight" in game.subtypes(p.id)]


def test_a_saga_cast_enters_with_a_lore_counter_and_its_chapter_i_triggers() -> None:
    game = _game({"zone": "hand"})
    game.cast("Alice", "history")
    game.resolve()
    assert game.object("history").counters["lore"] == 1
    assert [item.source for item in game.stack] == ["history"]
    game.resolve()
    assert len(_knights(game)) == 1


def test_the_final_chapter_keeps_the_saga_until_it_leaves_the_stack_then_it_is_sacrificed() -> None:
    """CR 714.4: three lore counters, but its chapter III ability is on the stack: not yet sacrificed. Chapters I
    and II don't trigger again (its rulings)."""
    game = _game({"counters": {"lore": 2}}, step="draw")
    game.advance("Alice", "precombat_main")
    assert game.object("history").counters["lore"] == 3
    assert game.object("history").zone == "battlefield"
    assert [item.text for item in game.stack] == ["III — Knights you control get +2/+1 until end of turn."]
    game.resolve()
    assert game.object("history").zone == "graveyard"


def test_chapter_iii_gives_the_knights_alice_controls_as_it_resolves_and_only_those() -> None:
    """CR 611.2c, its ruling: "Knights you control" are the Knights its controller controls as it resolves; the
    Saga's own sacrifice afterwards (CR 714.4) doesn't end the effect (CR 608.2h). Not Bob's Knight, not a Bear."""
    game = _game(
        {"counters": {"lore": 2}},
        "draw",
        {"id": "knight", "card": "Youthful Knight", "owner": "Alice"},
        {"id": "bobs-knight", "card": "Youthful Knight", "owner": "Bob"},
        {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
    )
    game.advance("Alice", "precombat_main")
    game.resolve()
    assert game.object("history").zone == "graveyard"
    assert game.power_toughness("knight") == (4, 2)
    assert game.power_toughness("bobs-knight") == (2, 1)
    assert game.power_toughness("bears") == (2, 2)
