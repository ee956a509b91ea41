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
    options = VerifyOptions("phase", results=tmp_path / "phase.jsonl")
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


def test_combat_requests_it_does_not_map_are_unsupported_and_unknown_ones_errors() -> None:
    """The optional combat requests are honestly `unsupported` (phase.rs models combat; the adapter doesn't
    map them yet); a request the protocol doesn't define stays an `error`."""
    engine = PhaseEngine()
    board = {
        "players": ["Alice", "Bob"],
        "objects": [{"id": "bears", "card": "Grizzly Bears", "owner": "Alice"}],
    }
    assert ask(engine, "setup", game=board)["outcome"] == "ok"
    attack = {
        "type": "declare_attackers",
        "player": "Alice",
        "attackers": [{"object": "bears", "defender": "Bob"}],
    }
    assert ask(engine, "act", action=attack)["outcome"] == "unsupported"
    assert ask(engine, "query", query={"type": "player", "player": "Bob"})["outcome"] == "unsupported"
    assert ask(engine, "act", action={"type": "fly", "player": "Alice"})["outcome"] == "error"
