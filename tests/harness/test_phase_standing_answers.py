"""A player's standing answers through phase.rs: `scry` (CR 701.22a) answered at its ScryChoice prompt, and every
standing answer kept for the game it was given in. The adapter declined `scry`, and kept `may` and `prefer`
from one set-up to the next, where the same phase.rs ids name other objects (the engine serves a whole run)."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.adapters.phase import PhaseEngine

pytest.importorskip("phase", reason="the phase extra is not installed: pip install -e '.[phase]'")


def ask(engine: PhaseEngine, cmd: str, **payload: Any) -> dict[str, Any]:
    return engine.request({"seq": 1, "cmd": cmd, **payload})


def set_up(engine: PhaseEngine, objects: list[dict[str, Any]], pool: str) -> None:
    game = {"players": ["Alice", "Bob"], "objects": objects, "pools": {"Alice": pool}}
    assert ask(engine, "setup", game=game)["outcome"] == "ok"


def act(engine: PhaseEngine, **action: Any) -> dict[str, Any]:
    return ask(engine, "act", action=action)


def zone(engine: PhaseEngine, object_id: str) -> str:
    return str(ask(engine, "query", query={"type": "object", "object": object_id})["value"]["zone"])


LIBRARY = [
    {"id": "island", "card": "Island", "owner": "Alice", "zone": "library"},
    {"id": "forest", "card": "Forest", "owner": "Alice", "zone": "library"},
    {"id": "plains", "card": "Plains", "owner": "Alice", "zone": "library"},
]


def test_opt_scries_the_island_to_the_bottom_then_draws_the_forest() -> None:
    """CR 701.22a, 608.2c: Opt's scry 1, then its draw."""
    engine = PhaseEngine()
    set_up(engine, [{"id": "opt", "card": "Opt", "owner": "Alice", "zone": "hand"}, *LIBRARY[:2]], "{U}")
    assert act(engine, type="scry", player="Alice", object="opt", bottom=["island"])["outcome"] == "ok"
    assert act(engine, type="cast", player="Alice", object="opt")["outcome"] == "ok"
    assert act(engine, type="resolve")["outcome"] == "ok"
    assert zone(engine, "forest") == "hand"
    assert zone(engine, "island") == "library"


def test_a_bottom_order_its_prompt_cant_take_is_unsupported() -> None:
    """phase.rs's ScryChoice names the cards kept on top; it puts the rest on the bottom in the order it looked at
    them (Island, then Forest), so Forest above Island at the bottom can't be given to it."""
    engine = PhaseEngine()
    set_up(
        engine, [{"id": "omen", "card": "Omenspeaker", "owner": "Alice", "zone": "hand"}, *LIBRARY], "{U}{C}"
    )
    act(engine, type="scry", player="Alice", object="omen", bottom=["forest", "island"])
    act(engine, type="cast", player="Alice", object="omen")
    act(engine, type="resolve")
    assert act(engine, type="resolve")["outcome"] == "unsupported"


def test_a_standing_answer_is_forgotten_with_its_game() -> None:
    """CR 707.2: what Clone copies is its controller's choice in this game (`prefer`); told nothing, with two
    creatures to copy, that is no answer (`unsupported`). The game before's `prefer` named the same phase.rs id,
    and Clone copied Giant Spider."""
    engine = PhaseEngine()
    board = [
        {"id": "clone", "card": "Clone", "owner": "Alice", "zone": "hand"},
        {"id": "bears", "card": "Grizzly Bears", "owner": "Bob"},
        {"id": "spider", "card": "Giant Spider", "owner": "Bob"},
    ]
    set_up(engine, board, "{U}{C}{C}{C}")
    act(engine, type="may", player="Alice", object="clone", answer=True)
    act(engine, type="prefer", player="Alice", objects=["spider"])
    set_up(engine, board, "{U}{C}{C}{C}")
    act(engine, type="may", player="Alice", object="clone", answer=True)
    assert act(engine, type="cast", player="Alice", object="clone")["outcome"] == "ok"
    assert act(engine, type="resolve")["outcome"] == "unsupported"


OGRE = {"id": "ogre", "card": "Defiant Ogre", "owner": "Alice", "zone": "hand"}
STONE = {"id": "stone", "card": "Fellwar Stone", "owner": "Bob"}


def test_a_modal_triggered_abilitys_mode_is_the_players_standing_choice() -> None:
    """CR 603.3c: Defiant Ogre's mode chosen as its ability goes on the stack, "Destroy target artifact."; the
    adapter declined `mode`, so the ability's mode was never the player's."""
    engine = PhaseEngine()
    set_up(engine, [OGRE, STONE], "{R}{C}{C}{C}{C}{C}")
    chosen = act(engine, type="mode", player="Alice", object="ogre", mode="Destroy target artifact.")
    assert chosen["outcome"] == "ok", chosen
    act(engine, type="prefer", player="Alice", objects=["stone"])
    act(engine, type="cast", player="Alice", object="ogre")
    act(engine, type="resolve")
    act(engine, type="resolve")
    assert zone(engine, "stone") == "graveyard"
    counters = ask(engine, "query", query={"type": "object", "object": "ogre"})["value"]["counters"]
    assert counters == {}  # not the other mode's +1/+1 counter


def test_a_mode_named_by_the_cards_own_words_and_one_it_lacks_is_illegal() -> None:
    """The printed text says "this creature" where phase.rs writes "~"; a mode it doesn't have is illegal."""
    engine = PhaseEngine()
    set_up(engine, [OGRE, STONE], "{R}{C}{C}{C}{C}{C}")
    counter = "Put a +1/+1 counter on this creature."
    assert act(engine, type="mode", player="Alice", object="ogre", mode=counter)["outcome"] == "ok"
    missing = act(engine, type="mode", player="Alice", object="ogre", mode="Destroy target creature.")
    assert missing["outcome"] == "illegal", missing


MUTATE = [
    {"id": "drake", "card": "Wind Drake", "owner": "Alice"},
    {"id": "octopus", "card": "Sea-Dasher Octopus", "owner": "Alice", "zone": "hand"},
]


def cast_octopus(engine: PhaseEngine, **merge: str) -> dict[str, Any]:
    cast = {
        "type": "cast",
        "player": "Alice",
        "object": "octopus",
        "alternative": "mutate",
        "targets": ["drake"],
    }
    return act(engine, **cast, **merge)


def test_a_mutating_spell_merges_over_or_under_as_its_cast_said() -> None:
    """CR 702.140c: phase.rs asks as the spell resolves (MutateMergeChoice), answered by the cast's `merge`; the
    merged permanent has the topmost card's characteristics (CR 730.2a). The adapter declined `merge`."""
    for merge, card in (("over", "Sea-Dasher Octopus"), ("under", "Wind Drake")):
        engine = PhaseEngine()
        set_up(engine, MUTATE, "{U}{C}")
        assert cast_octopus(engine, merge=merge)["outcome"] == "ok"
        assert act(engine, type="resolve")["outcome"] == "ok"
        assert ask(engine, "query", query={"type": "object", "object": "drake"})["value"]["card"] == card


def test_a_merge_tried_by_can_cast_or_never_said_is_no_answer() -> None:
    """A query never changes the game (docs/protocol.md): its merge isn't the later cast's, which said none."""
    engine = PhaseEngine()
    set_up(engine, MUTATE, "{U}{C}")
    query = {"type": "can_cast", "player": "Alice", "object": "octopus", "alternative": "mutate"}
    assert ask(engine, "query", query={**query, "targets": ["drake"], "merge": "under"})["value"]["legal"]
    assert cast_octopus(engine)["outcome"] == "ok"
    assert act(engine, type="resolve")["outcome"] == "unsupported"
