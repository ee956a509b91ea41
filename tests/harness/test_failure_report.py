"""Issue 28: a failure an engine author can act on: its @id, its real file:line, the command rerunning it,
and a --features run that keeps its own records and names its own files."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulings.cli import main
from rulings.results.records import read_records
from rulings.run.features import packaged_features
from tests.harness.conftest import engine_command

WRONG = f"cmd:{engine_command('always_wrong')}"
REFLECTING_POOL = packaged_features() / "cards" / "reflecting-pool.feature"


def scenario_line(feature: Path, scenario_id: str) -> int:
    """The line of the `Scenario:` under this @id tag, read from the file itself."""
    lines = feature.read_text(encoding="utf-8").splitlines()
    tag = next(i for i, line in enumerate(lines) if line.strip() == f"@id:{scenario_id}")
    return next(i for i in range(tag, len(lines)) if lines[i].strip().startswith("Scenario")) + 1


def verify(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["verify", *args])
    return result.exit_code, result.output


def test_a_failure_names_its_id_its_file_and_line_and_the_command_rerunning_it(tmp_path: Path) -> None:
    code, out = verify("--engine", WRONG, "--card", "reflecting-pool", "--results", str(tmp_path / "r.jsonl"))
    assert code == 1, out
    failed = next(r for r in read_records(tmp_path / "r.jsonl") if r.outcome == "failed")
    where = f"features/cards/reflecting-pool.feature:{scenario_line(REFLECTING_POOL, failed.scenario)}"
    assert f"@id:{failed.scenario}  {where}" in out
    rerun = next(
        line for line in out.splitlines() if line.strip().startswith("rerun:") and failed.scenario in line
    )
    words = shlex.split(rerun.split("rerun:", 1)[1])
    assert words == ["rulings", "verify", "--engine", WRONG, "--scenario", failed.scenario]
    again_code, again = verify(*words[2:], "--results", str(tmp_path / "again.jsonl"))
    assert again_code == 1, again
    assert [r.scenario for r in read_records(tmp_path / "again.jsonl")] == [failed.scenario]


def test_several_scenarios_are_selected_by_their_ids_and_nothing_else(tmp_path: Path) -> None:
    ids = ["a-forest-lets-both-reflecting-pools-produce-green", "reflecting-pool-alone-produces-no-mana"]
    code, out = verify(*[w for i in ids for w in ("--scenario", i)], "--results", str(tmp_path / "r.jsonl"))
    assert code == 0, out
    assert sorted(r.scenario for r in read_records(tmp_path / "r.jsonl")) == sorted(ids)


def test_an_unknown_id_selects_nothing_and_says_what_scenario_takes(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["verify", "--scenario", "no-such-id", "--results", str(tmp_path / "r")]
    )
    assert result.exit_code == 5
    assert "--scenario no-such-id" in result.output and "@id" in result.output


MINE = """Feature: 106. Mana
  @rule:106.4
  Rule: 106.4
    When an effect instructs a player to add mana, that mana goes into a mana pool.

    @id:a-forest-makes-blue-mana-which-it-does-not
    Scenario: A Forest makes blue mana (which it does not)
      Given Alice controls a Forest
      When Alice taps Forest for mana
      Then Alice's mana pool is {U}
"""


def test_features_dir_keeps_its_own_results_file_and_names_its_files_as_they_are(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "myfeatures").mkdir()
    (tmp_path / "myfeatures" / "mine.feature").write_text(MINE, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    whole = tmp_path / "results" / "reference.jsonl"
    whole.parent.mkdir()
    whole.write_text("kept\n")
    code, out = verify("--features", "myfeatures")
    assert code == 1, out
    assert whole.read_text() == "kept\n"
    (record,) = read_records(tmp_path / "results" / "reference-features-myfeatures.jsonl")
    assert (record.feature, record.line, record.outcome) == ("myfeatures/mine.feature", 7, "failed")
    assert "@id:a-forest-makes-blue-mana-which-it-does-not  myfeatures/mine.feature:7" in out
    assert (
        "rerun: rulings verify --features myfeatures --scenario a-forest-makes-blue-mana-which-it-does-not"
        in out
    )
