"""The reference engine's handshake and setup say what it models (issue 12, item 8): every card it can set up
is listed, an unknown card is `unsupported` (not `error`), and the documented `face_down` and `command`
zone are accepted or honestly declined, never rejected as unknown."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.adapters.reference import ReferenceEngine
from rulings.engine import modelled_cards
from rulings.protocol.schema import check_message


def _start(engine: ReferenceEngine) -> dict[str, Any]:
    reply = engine.request({"seq": 1, "cmd": "start", "protocol": 1})
    assert not check_message(reply, "reply")
    return reply


def _setup(engine: ReferenceEngine, *objects: dict[str, Any]) -> dict[str, Any]:
    request = {"seq": 2, "cmd": "setup", "game": {"players": ["Alice", "Bob"], "objects": list(objects)}}
    assert not check_message(request, "request")
    reply = engine.request(request)
    assert not check_message(reply, "reply")
    return reply


def test_the_handshake_lists_basic_lands_and_vanilla_creatures() -> None:
    cards = _start(ReferenceEngine())["cards"]
    assert {"Forest", "Island", "Plains", "Swamp", "Mountain", "Grizzly Bears"} <= set(cards)
    assert set(modelled_cards()) <= set(cards)
    assert cards == sorted(cards)


def test_every_card_the_handshake_lists_can_be_set_up() -> None:
    engine = ReferenceEngine()
    for card in _start(engine)["cards"]:
        reply = _setup(engine, {"id": "x", "card": card, "owner": "Alice"})
        assert reply["outcome"] == "ok", (card, reply)


def test_a_card_not_listed_is_declined_on_setup() -> None:
    engine = ReferenceEngine()
    listed = set(_start(engine)["cards"])
    assert "Lightning Bolt" in listed  # compiled from its Oracle text: it plays fully
    # Tarmogoyf's characteristic-defining ability works in every zone (CR 604.3): not modelled, refused at set-up.
    assert "Tarmogoyf" not in listed
    assert _setup(engine, {"id": "x", "card": "Tarmogoyf", "owner": "Alice"})["outcome"] == "unsupported"


def test_an_unknown_card_is_unsupported_not_an_error() -> None:
    reply = _setup(ReferenceEngine(), {"id": "x", "card": "Forrest", "owner": "Alice"})
    assert reply["outcome"] == "unsupported"
    assert "Forrest" in reply["message"] and "Forest" in reply["message"]


def test_face_down_false_is_every_object_s_default() -> None:
    engine = ReferenceEngine()
    assert (
        _setup(engine, {"id": "f", "card": "Forest", "owner": "Alice", "face_down": False})["outcome"] == "ok"
    )
    board = engine.request({"seq": 3, "cmd": "query", "query": {"type": "board"}})["value"]
    assert [o["id"] for o in board["objects"]] == ["f"]


@pytest.mark.parametrize(
    ("extra", "said"),
    [({"face_down": True}, "face-down"), ({"zone": "command"}, "command zone")],
)
def test_what_the_protocol_allows_but_the_engine_does_not_model_is_unsupported(
    extra: dict[str, Any], said: str
) -> None:
    reply = _setup(ReferenceEngine(), {"id": "f", "card": "Forest", "owner": "Alice", **extra})
    assert reply["outcome"] == "unsupported", reply
    assert said in reply["message"]


def test_a_field_the_protocol_does_not_define_is_still_an_error() -> None:
    reply = ReferenceEngine().request(
        {
            "seq": 2,
            "cmd": "setup",
            "game": {
                "players": ["Alice", "Bob"],
                "objects": [{"id": "f", "card": "Forest", "owner": "Alice", "shiny": True}],
            },
        }
    )
    assert reply["outcome"] == "error"
