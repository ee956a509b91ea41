"""A failure as a phase.rs developer can reproduce it with nothing but `pip install phase-python==VERSION`:
`rulings verify --engine phase --repro DIR` writes, per failing scenario, DIR/<scenario id>/ with

- `repro.py`: loads `cards.json` and `start.json`, applies `actions.json` in order and prints the prompt and
  the objects the scenario names, as phase.rs has them then;
- `start.json`: the state the game was loaded from (a new game with `debug_mode` on, as set up);
- `actions.json`: every action the adapter applied since, each `[seat, action]` (debug actions included);
- `state.json`: the whole state at the failing step;
- `cards.json`: the card database entries of the cards in the game (phase-gen's format);
- `README.md`: the scenario, its CR paragraphs' text, expected and observed, the binding's version and the
  phase.rs commit it was built from.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from importlib.metadata import version
from pathlib import Path
from typing import Any, Protocol

from rulings.adapters.phase.table import Table


class Record(Protocol):
    """What a result record says of the failure (rulings.results.records.Record)."""

    scenario: str
    name: str
    feature: str
    rules: list[str]
    outcome: str
    message: str
    board: str


SCRIPT = '''"""Reproduces {scenario} on phase.rs alone: pip install phase-python=={binding}"""

import json
from pathlib import Path

import phase

here = Path(__file__).parent
engine = phase.Engine.from_json((here / "cards.json").read_text(encoding="utf-8"))
game = engine.load_game((here / "start.json").read_text(encoding="utf-8"))
for seat, action in json.loads((here / "actions.json").read_text(encoding="utf-8")):
    game.apply(seat, action)
print("phase:", game.phase, "turn:", game.turn, "waiting for:", game.waiting_for()["type"])
for object_id, name in {objects!r}.items():
    print(name, "->", {{k: v for k, v in (game.object(object_id) or {{}}).items() if k != "abilities"}})
'''


@cache
def phase_commit() -> str:
    """The phase.rs commit the installed binding was built from, as its library's cargo paths name it."""
    import phase._phase as native  # noqa: PLC0415 - an optional dependency

    found = re.search(rb"git/checkouts/phase-[0-9a-f]+/([0-9a-f]{7,40})", Path(native.__file__).read_bytes())
    return found.group(1).decode() if found else "unknown"


@cache
def _paragraphs() -> dict[str, Any]:
    lock = json.loads(resources.files("rulings").joinpath("data/lock.json").read_text(encoding="utf-8"))
    paragraphs: dict[str, Any] = lock["paragraphs"]
    return paragraphs


def write(t: Table, directory: Path, record: Record, card_data: Path) -> Path:
    """The reproduction of one failure, from what the adapter sent phase.rs; returns its folder."""
    folder = directory / re.sub(r"[^A-Za-z0-9._-]+", "-", record.scenario)
    folder.mkdir(parents=True, exist_ok=True)
    state = t.game.state()
    names = {str(obj.get("name")) for obj in state["state"]["objects"].values()}
    cards = json.loads(card_data.read_text(encoding="utf-8"))
    subset = {key: face for key, face in cards.items() if face.get("name") in names}
    base = t.base if isinstance(t.base, str) else json.dumps(t.base)
    journal = [[seat, action if isinstance(action, dict) else action.to_dict()] for seat, action in t.journal]
    binding = version("phase-python")
    (folder / "start.json").write_text(base, encoding="utf-8")
    (folder / "actions.json").write_text(json.dumps(journal, indent=1), encoding="utf-8")
    (folder / "state.json").write_text(json.dumps(state), encoding="utf-8")
    (folder / "cards.json").write_text(json.dumps(subset), encoding="utf-8")
    objects = dict(sorted(t.pids.items()))
    script = SCRIPT.format(scenario=record.scenario, binding=binding, objects=objects)
    (folder / "repro.py").write_text(script, encoding="utf-8")
    (folder / "README.md").write_text(_readme(record, binding), encoding="utf-8")
    return folder


def _readme(record: Record, binding: str) -> str:
    rules = _paragraphs()
    cited = "\n".join(
        f"- CR {number}: {rules[number]['text']}" if number in rules else f"- CR {number}"
        for number in record.rules
    )
    return (
        f"# {record.name}\n\n"
        f"Scenario `{record.scenario}` of `{record.feature}` ({record.outcome}).\n\n"
        f"{cited}\n\n"
        f"Expected and observed: {record.message}\n\n"
        f"Board (mtg-rulings notation): `{record.board}`\n\n"
        f"phase-python {binding}, built from phase.rs commit {phase_commit()}. Run: `python repro.py`.\n"
    )
