"""The harness side of the reference engine: a board description's validation (SetupError) and its round
trip through describe_game. These pin mutants the rulings can't see: no scenario sends a malformed board."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.engine import describe_game, new_game
from rulings.engine.cards import merge_card_lists
from rulings.engine.vocabulary.errors import IllegalAction, SetupError


def board(*objects: dict[str, Any], **game: Any) -> dict[str, Any]:
    return {"players": ["Alice", "Bob"], "objects": list(objects), **game}


@pytest.mark.parametrize(
    "players",
    [["Alice"], "Alice,Bob", ["Alice", ""], ["Alice", 3], ["Alice", "Alice"]],
)
def test_players_must_be_two_or_more_distinct_names(players: Any) -> None:
    with pytest.raises(SetupError, match="players"):
        new_game({"players": players})


@pytest.mark.parametrize("number", [0, -1, "1", 1.5])
def test_turn_number_must_be_a_whole_number_from_one(number: Any) -> None:
    with pytest.raises(SetupError, match=r"turn\.number"):
        new_game(board(turn={"number": number}))


def test_the_defaults_are_the_first_players_first_turn() -> None:
    game = describe_game(new_game(board()))
    assert game["turn"] == {"active": "Alice", "step": "precombat_main", "number": 1}
    assert game["priority"] == "Alice"


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ({"card": "Forest", "owner": "Alice"}, "needs a non-empty 'id'"),
        ({"id": "", "card": "Forest", "owner": "Alice"}, "needs a non-empty 'id'"),
        ({"id": "f", "card": 3, "owner": "Alice"}, "needs a non-empty 'card'"),
        ({"id": "f", "card": "Forest", "owner": "Alice", "counters": {"charge": -1}}, "counters"),
        ({"id": "f", "card": "Forest", "owner": "Alice", "counters": {"charge": "2"}}, "counters"),
        ({"id": "f", "card": "Forest", "owner": "Alice", "counters": [1]}, "counters"),
        ({"id": "f", "card": "Forest", "owner": "Alice", "zone": "hand", "tapped": True}, "only a permanent"),
        (
            {"id": "f", "card": "Forest", "owner": "Alice", "zone": "graveyard", "sick": True},
            "only a permanent",
        ),
        (
            {"id": "f", "card": "Forest", "owner": "Alice", "zone": "exile", "attached_to": "g"},
            "only a permanent",
        ),
        (
            {"id": "b", "card": "Grizzly Bears", "owner": "Alice", "zone": "hand", "damage": 1},
            "only a permanent",
        ),
        ({"id": "b", "card": "Grizzly Bears", "owner": "Alice", "damage": -1}, "damage"),
        ({"id": "b", "card": "Grizzly Bears", "owner": "Alice", "damage": "1"}, "damage"),
        ({"id": "b", "card": "Grizzly Bears", "owner": "Alice", "damage": True}, "damage"),
    ],
)
def test_an_object_is_checked_field_by_field(spec: dict[str, Any], message: str) -> None:
    with pytest.raises(SetupError, match=message):
        new_game(board(spec))


def test_describe_game_gives_back_the_board_it_was_given() -> None:
    given = board(
        {"id": "f", "card": "Forest", "owner": "Alice", "controller": "Bob", "tapped": True},
        {"id": "e", "card": "Llanowar Elves", "owner": "Alice", "sick": True},
        {"id": "h", "card": "Dwarven Hold", "owner": "Bob", "counters": {"storage": 2}},
        {"id": "w", "card": "Wild Growth", "owner": "Alice", "attached_to": "f"},
        {"id": "g", "card": "Grizzly Bears", "owner": "Alice", "zone": "hand"},
        pools={"Alice": "{G}"},
    )
    described = describe_game(new_game(given))
    assert described["pools"] == {"Alice": "{G}"}
    assert described["objects"] == [
        {
            "id": "f",
            "card": "Forest",
            "owner": "Alice",
            "controller": "Bob",
            "zone": "battlefield",
            "tapped": True,
        },
        {"id": "e", "card": "Llanowar Elves", "owner": "Alice", "zone": "battlefield", "sick": True},
        {
            "id": "h",
            "card": "Dwarven Hold",
            "owner": "Bob",
            "zone": "battlefield",
            "counters": {"storage": 2},
        },
        {"id": "w", "card": "Wild Growth", "owner": "Alice", "zone": "battlefield", "attached_to": "f"},
        {"id": "g", "card": "Grizzly Bears", "owner": "Alice", "zone": "hand"},
    ]
    assert "pools" not in describe_game(new_game(board()))


def test_a_card_defined_twice_is_an_error_and_lists_merge() -> None:
    assert merge_card_lists({"A": ()}, {"B": ()}) == {"A": (), "B": ()}
    with pytest.raises(ValueError, match="defined twice"):
        merge_card_lists({"A": ()}, {"A": ()})


def test_life_totals_are_whole_numbers_and_described_back_when_not_20() -> None:
    for life in ("7", True, 7.5):
        with pytest.raises(SetupError, match="life of Bob"):
            new_game(board(life={"Bob": life}))
    described = describe_game(new_game(board(life={"Alice": 20, "Bob": 7})))
    assert described["life"] == {"Bob": 7}
    assert "life" not in describe_game(new_game(board()))
    with pytest.raises(IllegalAction, match="isn't playing"):
        new_game(board()).life("Carol")


def test_damage_marked_on_a_permanent_is_set_up_and_described() -> None:
    """CR 120.6: damage marked on a permanent is part of the board, both ways; none is not described."""
    spider = {"id": "s", "card": "Giant Spider", "owner": "Bob", "damage": 3}
    game = new_game(board(spider, {"id": "b", "card": "Grizzly Bears", "owner": "Alice"}))
    assert game.object("s").damage == 3
    described = {o["id"]: o for o in describe_game(game)["objects"]}
    assert described["s"]["damage"] == 3
    assert "damage" not in described["b"]
