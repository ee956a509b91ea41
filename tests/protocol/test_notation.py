"""Our board notation round-trips, and text that is not a board is refused with the part that is wrong."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulings.engine import describe_game, new_game
from rulings.protocol.notation import NotationError, format_board, parse_board
from rulings.protocol.session import Game, ObjectSpec, Turn

PLAYERS = ["Alice", "Bob", "Carol", "Dan"]
CARDS = ["Forest", "Reflecting Pool", "Gaea's Cradle", "Vorinclex, Voice of Hunger", "Astral Cornucopia"]
STEPS = ["untap", "upkeep", "precombat_main", "end"]


@st.composite
def boards(draw: st.DrawFn) -> Game:
    """Boards of two to four players with objects in any state the notation can say."""
    players = PLAYERS[: draw(st.integers(2, 4))]
    objects: list[ObjectSpec] = []
    for index in range(draw(st.integers(0, 6))):
        owner = draw(st.sampled_from(players))
        obj = ObjectSpec(id=f"o{index}", card=draw(st.sampled_from(CARDS)), owner=owner)
        controller = draw(st.sampled_from(players))
        if controller != owner:
            obj["controller"] = controller
        # Only a permanent is tapped, summoning-sick or attached (CR 110.5d): setup refuses them elsewhere.
        permanent = not draw(st.booleans())
        if not permanent:
            obj["zone"] = draw(st.sampled_from(["hand", "graveyard", "exile"]))
        if permanent and draw(st.booleans()):
            obj["tapped"] = True
        if permanent and draw(st.booleans()):
            obj["sick"] = True
        if draw(st.booleans()):
            obj["counters"] = {"charge": draw(st.integers(1, 5))}
        if permanent and draw(st.booleans()):
            obj["damage"] = draw(st.integers(1, 5))  # marked damage (CR 120.6), no counter
        attach = draw(st.booleans())
        if objects and attach and permanent:
            obj["attached_to"] = objects[0]["id"]
        objects.append(obj)
    active = draw(st.sampled_from(players))
    game = Game(
        players=players,
        turn=Turn(active=active, step=draw(st.sampled_from(STEPS)), number=draw(st.integers(1, 20))),
        priority=draw(st.sampled_from(["", *players])),
        objects=objects,
    )
    if draw(st.booleans()):
        game["pools"] = {players[0]: "{G}{G}"}
    return game


@given(boards())
def test_format_then_parse_gives_the_board_back(game: Game) -> None:
    text = format_board(game)
    assert parse_board(text) == game
    assert format_board(parse_board(text)) == text


@given(boards())
def test_the_engine_reads_back_the_board_it_describes(game: Game) -> None:
    described = describe_game(new_game(game))
    assert format_board(described) == format_board(game)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("Alice,Bob", "3 or 4 parts"),
        ("Alice,Bob | one Alice upkeep | -", "NUMBER ACTIVE STEP"),
        ("Alice,Bob | 1 Alice upkeep, priority Alice | forest:Forest", "id=Card@controller"),
        ("Alice,Bob | 1 Alice upkeep, priority Alice | f=Forest@Alice[shiny]", "shiny"),
        ("Alice,Bob | 1 Alice upkeep, priority Alice | f=Forest@Alice | mana G", "pools"),
    ],
)
def test_text_that_is_not_a_board_names_the_wrong_part(text: str, part: str) -> None:
    with pytest.raises(NotationError, match=part):
        parse_board(text)
