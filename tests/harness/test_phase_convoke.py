"""Convoke through phase.rs (CR 702.51): the creatures a cast's `convoke` names are tapped for what it says they
pay, at phase.rs's ManaPayment prompt. The adapter declined the field (`unsupported`) before."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.adapters.phase import PhaseEngine

pytest.importorskip("phase", reason="the phase extra is not installed: pip install -e '.[phase]'")


def ask(engine: PhaseEngine, cmd: str, **payload: Any) -> dict[str, Any]:
    return engine.request({"seq": 1, "cmd": cmd, **payload})


def set_up(objects: list[dict[str, Any]], pool: str) -> PhaseEngine:
    engine = PhaseEngine()
    game = {"players": ["Alice", "Bob"], "objects": objects, "pools": {"Alice": pool}}
    assert ask(engine, "setup", game=game)["outcome"] == "ok"
    return engine


def value(engine: PhaseEngine, **query: Any) -> Any:
    reply = ask(engine, "query", query=query)
    assert reply["outcome"] == "value", reply
    return reply["value"]


WURM = {"id": "wurm", "card": "Siege Wurm", "owner": "Alice", "zone": "hand"}  # {5}{G}{G}, convoke
BEARS = {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"}  # green
GOBLIN = {"id": "goblin", "card": "Raging Goblin", "owner": "Alice"}  # red


def test_convoking_creatures_are_tapped_for_what_they_pay_and_add_no_mana() -> None:
    """CR 702.51a, 702.51c: Grizzly Bears pays a {G}, Raging Goblin a {1}; the pool pays the other {4}{G}."""
    engine = set_up([BEARS, GOBLIN, WURM], "{C}{C}{C}{C}{G}")
    cast = {"type": "cast", "player": "Alice", "object": "wurm", "convoke": {"bears": "G", "goblin": "1"}}
    reply = ask(engine, "act", action=cast)
    assert reply["outcome"] == "ok", reply
    assert {"kind": "tapped", "object": "bears"} in reply["events"]
    assert {"kind": "tapped", "object": "goblin"} in reply["events"]
    assert not [e for e in reply["events"] if e["kind"] == "mana_added"]  # not tapped for mana (CR 702.51c)
    assert value(engine, type="object", object="wurm")["zone"] == "stack"
    assert value(engine, type="mana_pool", player="Alice") == dict.fromkeys("WUBRGC", 0)


def test_a_creature_cant_convoke_for_a_color_it_doesnt_have_and_nothing_changes() -> None:
    """CR 702.51a: "an untapped creature of that color"; the cast is illegal and leaves the game as it was."""
    engine = set_up([GOBLIN, WURM], "{C}{C}{C}{C}{C}{G}")
    cast = {"type": "cast", "player": "Alice", "object": "wurm", "convoke": {"goblin": "G"}}
    assert ask(engine, "act", action=cast)["outcome"] == "illegal"
    assert value(engine, type="object", object="goblin")["tapped"] is False
    assert value(engine, type="object", object="wurm")["zone"] == "hand"
    assert value(engine, type="mana_pool", player="Alice")["C"] == 5
    query = {"type": "can_cast", "player": "Alice", "object": "wurm", "convoke": {"goblin": "1"}}
    assert value(engine, **query)["legal"] is False  # the pool and Raging Goblin pay {6} of {7}


def test_a_spell_without_convoke_cant_be_convoked() -> None:
    """CR 702.51a: only a spell with convoke; phase.rs asks for no payment of Grizzly Bears' cost at all."""
    engine = set_up([GOBLIN, {**BEARS, "zone": "hand"}], "{G}{C}")
    cast = {"type": "cast", "player": "Alice", "object": "bears", "convoke": {"goblin": "1"}}
    reply = ask(engine, "act", action=cast)
    assert reply["outcome"] == "illegal", reply
    assert "convoke" in str(reply), reply
    assert value(engine, type="object", object="goblin")["tapped"] is False
