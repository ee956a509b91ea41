"""Losing the game (CR 104.3), poison counters on the board, the legend and world rules (CR 704.5j-k): what the
feature files can't reach through the protocol's steps."""

from __future__ import annotations

import pytest

from rulings.engine import IllegalAction, NotModelled, SetupError, describe_game, new_game

PLAYERS = ["Alice", "Bob"]


def test_poison_counters_round_trip_through_the_board() -> None:
    game = new_game({"players": PLAYERS, "player_counters": {"Bob": {"poison": 3}}})
    assert game.poison("Bob") == 3
    assert game.poison("Alice") == 0
    assert describe_game(game)["player_counters"] == {"Bob": {"poison": 3}}
    assert "player_counters" not in describe_game(new_game({"players": PLAYERS}))


@pytest.mark.parametrize(
    "counters", [{"Carol": {"poison": 1}}, {"Bob": {"poison": -1}}, {"Bob": {"poison": True}}, {"Bob": 3}]
)
def test_malformed_player_counters_are_a_setup_error(counters: object) -> None:
    with pytest.raises(SetupError):
        new_game({"players": PLAYERS, "player_counters": counters})


def test_a_player_counter_other_than_poison_is_not_modelled() -> None:
    with pytest.raises(NotModelled, match="energy"):
        new_game({"players": PLAYERS, "player_counters": {"Bob": {"energy": 2}}})


def test_conceding_twice_or_as_no_player_is_illegal() -> None:
    game = new_game({"players": PLAYERS})
    events = game.concede("Bob")
    # CR 104.2a: with Bob gone, Alice is the only player left in the game, and wins it at once.
    assert [(e.kind, e.player) for e in events] == [
        ("conceded", "Bob"),
        ("lost_game", "Bob"),
        ("won_game", "Alice"),
    ]
    with pytest.raises(IllegalAction, match="already left"):
        game.concede("Bob")
    with pytest.raises(IllegalAction, match="isn't playing"):
        game.concede("Carol")


def test_the_legend_rule_keeps_the_newest_without_a_choice_and_ignores_unrelated_keep_ids() -> None:
    game = new_game(
        {
            "players": PLAYERS,
            "objects": [
                {"id": "old", "card": "Gaea's Cradle", "owner": "Alice"},
                {"id": "new", "card": "Gaea's Cradle", "owner": "Alice", "zone": "hand"},
                {"id": "forest", "card": "Forest", "owner": "Alice"},
            ],
        }
    )
    game.keeping(["forest"], lambda: game.play_land("Alice", "new"))
    assert game.object("new").zone == "battlefield"
    assert game.object("old").zone == "graveyard"
    assert game.state.legend_keep == frozenset()  # the choice lasts for the one action


def test_a_token_off_the_battlefield_is_gone_from_the_game() -> None:
    game = new_game(
        {
            "players": PLAYERS,
            "objects": [
                {
                    "id": "walker",
                    "card": "Hangarback Walker",
                    "owner": "Alice",
                    "counters": {"+1/+1": 1, "-1/-1": 1},
                },
                {"id": "illness", "card": "Illness in the Ranks", "owner": "Bob"},
            ],
        }
    )
    game.resolve()  # the step ends; Hangarback Walker dies and its trigger waits on the stack
    events = game.resolve()  # the trigger resolves: a 0/0 Thopter dies, then ceases to exist
    token = next(e.object for e in events if e.kind == "entered")
    assert [e.kind for e in events if e.object == token] == ["entered", "died", "ceased_to_exist"]
    assert token not in {o["id"] for o in describe_game(game)["objects"]}
    with pytest.raises(IllegalAction, match="ceased to exist"):
        game.object(token)


def test_damage_dealt_as_infect_is_reported_as_poison_counters() -> None:
    game = new_game(
        {
            "players": PLAYERS,
            "turn": {"active": "Bob", "step": "precombat_main", "number": 1},
            "life": {"Alice": 0},
            "objects": [
                {"id": "unlife", "card": "Phyrexian Unlife", "owner": "Alice"},
                {"id": "bears", "card": "Grizzly Bears", "owner": "Bob"},
            ],
        }
    )
    game.declare_attackers("Bob", [("bears", "Alice")])
    events = game.advance("Bob", "end_of_combat")
    poison = [e for e in events if e.kind == "poison_counters"]
    assert [(e.player, e.amount) for e in poison] == [("Alice", 2)]
    assert game.poison("Alice") == 2


def test_a_player_who_lost_on_the_way_to_declaring_attackers_declares_none() -> None:
    """CR 704.5b, 800.4a, 508.1a: Bob draws from his empty library on the way from his untap step to his
    declare attackers step and leaves a game that goes on, his Grizzly Bears with him: it can't be declared an
    attacker, and the declaration is refused as a whole (CR 733: nothing of it happened)."""
    game = new_game(
        {
            "players": ["Alice", "Bob", "Carol"],
            "turn": {"active": "Bob", "step": "untap", "number": 2},
            "objects": [{"id": "bears", "card": "Grizzly Bears", "owner": "Bob"}],
        }
    )
    with pytest.raises(IllegalAction, match=r"508\.1a"):
        game.declare_attackers("Bob", [("bears", "Carol")])
    assert not game.has_lost("Bob")
    assert game.object("bears").zone == "battlefield"
