"""phase.rs, a real Rust engine, verified through its adapter: the whole suite runs against the committed
expectations (a new departure, or a departure that no longer happens, fails), and the adapter answers the
protocol honestly (illegal with phase.rs's reason, unsupported where the engine lacks something)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from rulings.adapters.phase import PhaseEngine
from rulings.run.verify import VerifyOptions, verify

pytest.importorskip("phase", reason="the phase extra is not installed: pip install -e '.[phase]'")

EXPECTATIONS = Path(__file__).resolve().parents[2] / "expectations" / "phase.json"


def ask(engine: PhaseEngine, cmd: str, **payload: Any) -> dict[str, Any]:
    """One request, numbered."""
    return engine.request({"seq": 1, "cmd": cmd, **payload})


def test_the_whole_suite_matches_the_committed_expectations(tmp_path: Path) -> None:
    """Like WPT's expectation files: CI fails on a new departure and on a newly passing scenario."""
    console = Console(record=True, width=200, file=(tmp_path / "report.txt").open("w"))
    # Two workers: `make test` runs one check at a time on two cores (scripts/check.py), and this one runs the
    # whole suite against phase.rs.
    options = VerifyOptions("phase", results=tmp_path / "phase.jsonl", processes="2")
    code = verify(options, console, expectations=EXPECTATIONS, show_progress=False)
    report = console.export_text()
    assert code == 0, report[-4000:]
    assert "0 newly passing" in report, report[-4000:]


def test_the_handshake_names_phase_and_its_cards() -> None:
    reply = ask(PhaseEngine(), "start", protocol=1)
    assert reply["engine"]["name"] == "phase.rs"
    assert "Reflecting Pool" in reply["cards"]


def test_an_illegal_activation_is_illegal_and_leaves_the_game_as_it_was() -> None:
    engine = PhaseEngine()
    board = {"players": ["Alice", "Bob"], "objects": [{"id": "forest", "card": "Forest", "owner": "Alice"}]}
    assert ask(engine, "setup", game=board)["outcome"] == "ok"
    action = {"type": "activate", "player": "Alice", "object": "forest", "choices": {"mana": "U"}}
    assert ask(engine, "act", action=action)["outcome"] == "illegal"
    forest = ask(engine, "query", query={"type": "object", "object": "forest"})["value"]
    assert forest["tapped"] is False


def test_an_unknown_card_is_unsupported() -> None:
    board = {"players": ["Alice", "Bob"], "objects": [{"id": "x", "card": "No Such Card", "owner": "Alice"}]}
    assert ask(PhaseEngine(), "setup", game=board)["outcome"] == "unsupported"


def _could_produce(objects: list[dict[str, str]], asked: str) -> object:
    engine = PhaseEngine()
    assert ask(engine, "setup", game={"players": ["Alice", "Bob"], "objects": objects})["outcome"] == "ok"
    return ask(engine, "query", query={"type": "could_produce", "object": asked})["value"]


def test_could_produce_reads_what_the_ability_adds_not_what_it_offers() -> None:
    # Astral Cornucopia offers a colour, but with no charge counters it would add nothing (CR 106.7).
    assert _could_produce([{"id": "ac", "card": "Astral Cornucopia", "owner": "Alice"}], "ac") == []
    # Reflecting Pool beside a Forest: the colour chosen is the colour added.
    pool = [
        {"id": "rp", "card": "Reflecting Pool", "owner": "Alice"},
        {"id": "f", "card": "Forest", "owner": "Alice"},
    ]
    assert _could_produce(pool, "rp") == ["G"]


def test_could_produce_counts_only_the_abilitys_own_mana() -> None:
    # Wild Growth's triggered {G} is Wild Growth's mana, not something the Wastes could produce.
    board = [
        {"id": "w", "card": "Wastes", "owner": "Alice"},
        {"id": "wg", "card": "Wild Growth", "owner": "Alice", "attached_to": "w"},
    ]
    assert _could_produce(board, "w") == ["C"]


def _still_playing(life: int) -> dict[str, object]:
    """A player's reply while the game goes on for them: not lost, not won, no draw (CR 104.4a), no counters."""
    return {"life": life, "lost": False, "won": False, "draw": False, "counters": {}}


def _combat_board(engine: PhaseEngine, life: int = 20) -> None:
    board = {
        "players": ["Alice", "Bob"],
        "objects": [
            {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
            {"id": "spider", "card": "Giant Spider", "owner": "Bob"},
        ],
        "life": {"Bob": life},
    }
    assert ask(engine, "setup", game=board)["outcome"] == "ok"


def test_combat_is_phase_rs_own_declarations_damage_and_life() -> None:
    """declare_attackers / declare_blockers answer phase.rs's own prompts; what it deals and marks is read back."""
    engine = PhaseEngine()
    _combat_board(engine)
    attack = {
        "type": "declare_attackers",
        "player": "Alice",
        "attackers": [{"object": "bears", "defender": "Bob"}],
    }
    events = ask(engine, "act", action=attack)["events"]
    assert {"kind": "attacked", "object": "bears", "player": "Bob"} in events
    block = {
        "type": "declare_blockers",
        "player": "Bob",
        "blocks": [{"blocker": "spider", "attacker": "bears"}],
    }
    assert {"kind": "blocked", "object": "spider", "source": "bears"} in ask(engine, "act", action=block)[
        "events"
    ]
    bears = ask(engine, "query", query={"type": "object", "object": "bears"})["value"]
    assert (bears["attacking"], bears["blocked"], bears["tapped"]) == (True, True, True)
    ask(engine, "act", action={"type": "advance", "player": "Alice", "step": "end_of_combat"})
    assert ask(engine, "query", query={"type": "object", "object": "spider"})["value"]["damage"] == 2
    assert ask(engine, "query", query={"type": "player", "player": "Bob"})["value"] == _still_playing(20)


def test_a_life_total_of_0_on_the_board_loses_when_a_player_next_gets_priority() -> None:
    """Set-up doesn't perform state-based actions (CR 704.3): the game isn't over until a pass."""
    engine = PhaseEngine()
    _combat_board(engine, life=0)
    assert ask(engine, "query", query={"type": "player", "player": "Bob"})["value"] == _still_playing(0)
    assert ask(engine, "act", action={"type": "pass_priority", "player": "Alice"})["outcome"] == "ok"
    assert ask(engine, "query", query={"type": "player", "player": "Bob"})["value"]["lost"] is True


def test_what_it_does_not_map_is_unsupported_and_what_the_protocol_lacks_an_error() -> None:
    """A request or field the protocol defines but the adapter doesn't map is `unsupported` (never ignored); a
    request type the protocol doesn't define stays an `error`."""
    engine = PhaseEngine()
    _combat_board(engine)
    unknown_field = {"type": "advance", "player": "Alice", "step": "end", "hurry": True}
    assert ask(engine, "act", action=unknown_field)["outcome"] == "unsupported"
    choice = {"type": "activate", "player": "Alice", "object": "bears", "choices": {"accept": True}}
    assert ask(engine, "act", action=choice)["outcome"] == "unsupported"
    board = {"players": ["Alice", "Bob"], "objects": [], "hands_revealed": True}
    assert ask(engine, "setup", game=board)["outcome"] == "unsupported"
    assert ask(engine, "act", action={"type": "fly", "player": "Alice"})["outcome"] == "error"
    assert ask(engine, "query", query={"type": "weather"})["outcome"] == "error"


def test_an_optional_request_the_protocol_gains_is_unsupported_until_mapped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A request type added to the protocol after this adapter (another helper's optional query) is answered
    `unsupported`, read from the schema, not `error`."""
    from rulings.adapters.phase import fields  # noqa: PLC0415 - the module, to patch its schema

    engine = PhaseEngine()
    _combat_board(engine)
    monkeypatch.setattr(fields, "defined", lambda kind: frozenset({"weather", "fly"}))
    assert ask(engine, "query", query={"type": "weather"})["outcome"] == "unsupported"
    assert ask(engine, "act", action={"type": "fly", "player": "Alice"})["outcome"] == "unsupported"
