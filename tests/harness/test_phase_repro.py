"""A failure's reproduction runs with the `phase` package alone and reaches the game the adapter had."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

pytest.importorskip("phase", reason="the phase extra is not installed: pip install -e '.[phase]'")

from rulings.adapters.phase import PhaseEngine


@dataclass
class FakeRecord:
    scenario: str = "forest-tapped-for-mana"
    name: str = "Forest, tapped for mana"
    feature: str = "features/rules/106-mana.feature"
    rules: list[str] = field(default_factory=lambda: ["106.4"])
    outcome: str = "failed"
    message: str = "expected {G}, observed nothing"
    board: str = "Alice,Bob | forest=Forest@Alice"


def test_the_reproduction_replays_the_actions_to_the_same_game(tmp_path: Path) -> None:
    engine = PhaseEngine()
    board = {"players": ["Alice", "Bob"], "objects": [{"id": "forest", "card": "Forest", "owner": "Alice"}]}
    assert engine.request({"seq": 1, "cmd": "setup", "game": board})["outcome"] == "ok"
    tap = {"type": "activate", "player": "Alice", "object": "forest", "choices": {"mana": "G"}}
    assert engine.request({"seq": 2, "cmd": "act", "action": tap})["outcome"] == "ok"
    engine.repro(tmp_path, FakeRecord())
    folder = tmp_path / "forest-tapped-for-mana"
    readme = (folder / "README.md").read_text(encoding="utf-8")
    assert "CR 106.4: " in readme and "expected {G}, observed nothing" in readme
    assert "phase-python 0.103.0, built from phase.rs commit " in readme
    assert "commit unknown" not in readme
    # Only the phase package: run from the folder, in a fresh interpreter that imports nothing of ours.
    ran = subprocess.run(
        [sys.executable, "-I", "repro.py"], cwd=folder, capture_output=True, text=True, check=True
    )
    assert "forest -> " in ran.stdout and "'tapped': True" in ran.stdout
    state = json.loads((folder / "state.json").read_text(encoding="utf-8"))
    assert state["state"]["players"][0]["mana_pool"]["mana"][0]["color"] == "Green"


def test_the_last_scenarios_failure_is_reproduced_after_the_engine_is_stopped(tmp_path: Path) -> None:
    """A run stops its engine (close) before the last scenario's record and reproduction are written: the
    adapter dropped the game on close, so `--repro` wrote nothing for a worker's last failure (a run of one)."""
    engine = PhaseEngine()
    board = {"players": ["Alice", "Bob"], "objects": [{"id": "forest", "card": "Forest", "owner": "Alice"}]}
    assert engine.request({"seq": 1, "cmd": "setup", "game": board})["outcome"] == "ok"
    engine.close()
    engine.repro(tmp_path, FakeRecord())
    assert (tmp_path / "forest-tapped-for-mana" / "repro.py").is_file()
