"""State-based actions on Auras (CR 704.5m): an Aura stays on what its enchant ability allows."""

from __future__ import annotations

from rulings.engine import new_game


def _aura_on(card: str) -> list[dict[str, object]]:
    return [
        {"id": "host", "card": card, "owner": "Alice"},
        {"id": "aura", "card": "Wild Growth", "owner": "Alice", "attached_to": "host"},
    ]


def test_an_enchant_land_aura_stays_on_its_land() -> None:
    state = new_game({"players": ["Alice", "Bob"], "objects": _aura_on("Forest")})
    events = state.resolve()  # the step ends; state-based actions are checked as priority is given
    assert state.object("aura").zone == "battlefield"
    assert all(e.kind != "put_into_graveyard" for e in events)


def test_an_enchant_land_aura_on_a_creature_goes_to_the_graveyard_with_an_event() -> None:
    state = new_game({"players": ["Alice", "Bob"], "objects": _aura_on("Llanowar Elves")})
    events = state.resolve()
    assert state.object("aura").zone == "graveyard"
    assert [e.object for e in events if e.kind == "put_into_graveyard"] == ["aura"]
