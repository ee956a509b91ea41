"""Every request and field protocol v1 defines is mapped onto phase.rs or declined with the reason phase.rs
can't answer it: a test that fails when the protocol gains one (another area's optional request or field)
that the phase adapter neither maps nor names, so the unsupported share doesn't creep up unseen (issue 26)."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.adapters.phase.fields import (
    DECLINED,
    MAPPED_ACTIONS,
    MAPPED_CHOICES,
    MAPPED_GAME,
    MAPPED_OBJECT,
    MAPPED_QUERIES,
)
from rulings.protocol.schema import protocol_schema

SCHEMA: dict[str, Any] = protocol_schema()["$defs"]


def _kinds(union: str) -> dict[str, set[str]]:
    """Each request type of an action or query union and its fields."""
    kinds = {}
    for ref in SCHEMA[union]["oneOf"]:
        definition = SCHEMA[ref["$ref"].rsplit("/", 1)[1]]
        kinds[definition["properties"]["type"]["const"]] = set(definition["properties"]) - {"type"}
    return kinds


def _unaccounted(kind: str, fields: set[str], mapped: frozenset[str]) -> list[str]:
    return sorted(f"{kind}.{f}" for f in fields - mapped if f"{kind}.{f}" not in DECLINED)


@pytest.mark.parametrize(("union", "mapped"), [("action", MAPPED_ACTIONS), ("query", MAPPED_QUERIES)])
def test_every_request_type_is_mapped_or_declined_with_a_reason(union: str, mapped: dict[str, Any]) -> None:
    missing = sorted(kind for kind in _kinds(union) if kind not in mapped and kind not in DECLINED)
    assert not missing, f"map these {union}s in rulings/adapters/phase/, or say in fields.DECLINED why not"


@pytest.mark.parametrize(("union", "mapped"), [("action", MAPPED_ACTIONS), ("query", MAPPED_QUERIES)])
def test_every_field_of_a_mapped_request_is_mapped_or_declined(union: str, mapped: dict[str, Any]) -> None:
    missing = [
        field
        for kind, fields in _kinds(union).items()
        if kind in mapped
        for field in _unaccounted(kind, fields, mapped[kind])
    ]
    assert not missing, (
        f"map these fields in rulings/adapters/phase/, or say in fields.DECLINED why not: {missing}"
    )


def test_every_activation_choice_and_board_field_is_mapped_or_declined() -> None:
    choices = set(SCHEMA["choices"]["properties"])
    missing = [
        *(
            f
            for kind in ("activate", "can_activate")
            for f in _unaccounted(f"{kind}.choices", choices, MAPPED_CHOICES)
        ),
        *_unaccounted("game", set(SCHEMA["game"]["properties"]), MAPPED_GAME),
        *_unaccounted("object_spec", set(SCHEMA["object_spec"]["properties"]), MAPPED_OBJECT),
    ]
    assert not missing, f"map these in rulings/adapters/phase/, or say in fields.DECLINED why not: {missing}"


def test_every_declined_entry_names_something_the_protocol_defines() -> None:
    """A reason left behind for a field the protocol no longer has (or mistyped) would hide nothing: flag it."""
    known = {*_kinds("action"), *_kinds("query")}
    for kind, fields in {**_kinds("action"), **_kinds("query")}.items():
        known |= {f"{kind}.{f}" for f in fields}
        known |= {f"{kind}.choices.{f}" for f in SCHEMA["choices"]["properties"]}
    known |= {f"game.{f}" for f in SCHEMA["game"]["properties"]}
    known |= {f"object_spec.{f}" for f in SCHEMA["object_spec"]["properties"]}
    assert not sorted(set(DECLINED) - known)


def test_every_optional_answer_field_is_answered() -> None:
    """The object and player answers carry every field the schema gives them (an optional one left out makes
    the scenario reading it `unsupported`)."""
    pytest.importorskip("phase", reason="the phase extra is not installed")
    from rulings.adapters.phase import PhaseEngine  # noqa: PLC0415 - needs phase

    engine = PhaseEngine()
    board = {
        "players": ["Alice", "Bob"],
        "objects": [{"id": "bears", "card": "Grizzly Bears", "owner": "Alice"}],
    }
    assert engine.request({"seq": 1, "cmd": "setup", "game": board})["outcome"] == "ok"
    values = SCHEMA["values"]["properties"]
    obj = engine.request({"seq": 2, "cmd": "query", "query": {"type": "object", "object": "bears"}})["value"]
    player = engine.request({"seq": 3, "cmd": "query", "query": {"type": "player", "player": "Bob"}})["value"]
    # power/toughness and attached_to are answered only where they apply (a creature, an attached permanent).
    assert set(values["object"]["properties"]) - set(obj) <= {"attached_to"}
    assert set(values["player"]["properties"]) == set(player)
