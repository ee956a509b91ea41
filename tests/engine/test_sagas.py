"""Sagas (engine/rules/sagas.py, CR 714) where the features in scope don't reach: the lore counter a Saga enters
with (CR 714.3a), and its sacrifice once its final chapter ability has left the stack (CR 714.4)."""

from __future__ import annotations

from rulings.engine import Game, new_game


def _game(saga: dict[str, object], step: str = "precombat_main") -> Game:
    objects = [{"id": "history", "card": "History of Benalia", "owner": "Alice", **saga}]
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
