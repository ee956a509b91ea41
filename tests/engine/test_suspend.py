"""Suspend (CR 702.62): the special action is modelled, the abilities that function in exile are not, so a game
reaching the owner's upkeep with a suspended card is `unsupported`, never played without them."""

from __future__ import annotations

import pytest

from rulings.engine import NotModelled, new_game


def _exiled(counters: dict[str, int]) -> dict[str, object]:
    card = {
        "id": "behemoth",
        "card": "Fungal Behemoth",
        "owner": "Alice",
        "zone": "exile",
        "counters": counters,
    }
    return {"players": ["Alice", "Bob"], "turn": {"active": "Bob", "step": "end"}, "objects": [card]}


def test_a_suspended_card_makes_its_owners_upkeep_unsupported() -> None:
    game = new_game(_exiled({"time": 1}))
    with pytest.raises(NotModelled, match="upkeep"):
        game.advance("Alice", "upkeep")


def test_an_exiled_card_with_no_time_counter_is_not_suspended() -> None:
    game = new_game(_exiled({}))  # CR 702.62b: suspended only with a time counter on it
    game.advance("Alice", "upkeep")
    assert game.object("behemoth").zone == "exile"


def test_suspending_is_not_casting_and_the_player_keeps_priority() -> None:
    hand = {"id": "behemoth", "card": "Fungal Behemoth", "owner": "Alice", "zone": "hand"}
    game = new_game({"players": ["Alice", "Bob"], "objects": [hand], "pools": {"Alice": "{G}{G}{G}"}})
    game.suspend("Alice", "behemoth", 1)
    behemoth = game.object("behemoth")
    assert (behemoth.zone, behemoth.counters["time"]) == ("exile", 1)  # CR 702.62a: exiled with time counters
    assert game.stack == [] and game.priority == "Alice"  # CR 116.2f, 116.3: a special action, not a spell
