"""The mutation runner: its in-process suite is pytest's, its verdicts are pytest's, its ids outlive moves."""

from __future__ import annotations

import ast
import dataclasses
import random
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from mutation.operators import Mutant, all_mutants, mutated_tree
from mutation.runner import Baseline, Outcome, Target, run_baseline, run_mutants
from mutation.suite import RunnableScenario, load_suite
from mutation.verdicts import Entry, Verdicts, read_verdicts, summarise
from rulings.protocol.session import Session
from rulings.run.verify import VerifyOptions, pytest_arguments

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "rulings" / "engine"


@dataclasses.dataclass
class Prepared:
    target: Target
    scenarios: list[RunnableScenario]
    session: Session
    baseline: Baseline
    mutants: list[Mutant]

    def run(
        self, mutants: list[Mutant], floor: float = 1.0, factor: float = 10.0, scenario_floor: float = 0.25
    ) -> list[Outcome]:
        return run_mutants(
            self.target,
            mutants,
            self.scenarios,
            self.baseline,
            self.session,
            jobs=2,
            timeout_floor=floor,
            timeout_factor=factor,
            scenario_floor=scenario_floor,
        )


@pytest.fixture(scope="module")
def prepared() -> Iterator[Prepared]:
    target = Target.at(ENGINE, "rulings.engine")
    scenarios = load_suite(ROOT / "features")
    session = target.session()
    yield Prepared(target, scenarios, session, run_baseline(target, scenarios, session), all_mutants(ENGINE))
    session.stop()


def _feature_run(root: Path) -> list[str]:
    """The pytest command `rulings verify` runs on the reference engine, for the checkout at `root`."""
    arguments = pytest_arguments(VerifyOptions(), None, preflight_done=True)
    return [sys.executable, "-m", "pytest", *(a.replace(str(ROOT), str(root)) for a in arguments)]


def _collected_by_pytest() -> int:
    listing = subprocess.run(
        [*_feature_run(ROOT), "--collect-only"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return int(re.search(r"(\d+) tests? collected", listing).group(1))  # type: ignore[union-attr]


def test_the_unmutated_engine_passes_every_scenario_pytest_collects(prepared: Prepared) -> None:
    assert prepared.baseline.failures == {}
    assert len(prepared.scenarios) == _collected_by_pytest()


def test_a_mutant_every_scenario_reaches_is_killed(prepared: Prepared) -> None:
    # new_game sets up every scenario's board: returning None from it breaks them all.
    mutant = next(m for m in prepared.mutants if m.qualname.endswith("new_game") and m.operator == "return")
    [outcome] = prepared.run([mutant])
    assert outcome.status == "killed"
    assert outcome.scenarios == len(prepared.scenarios)
    assert outcome.by


def test_a_child_past_its_deadline_is_killed_as_a_timeout(prepared: Prepared) -> None:
    mutant = next(m for m in prepared.mutants if m.qualname.endswith("new_game") and m.operator == "return")
    [outcome] = prepared.run([mutant], floor=0.0, factor=0.0, scenario_floor=0.0)
    assert outcome.status == "timeout"


def test_a_hanging_scenario_costs_its_own_budget_not_the_whole_mutants(
    prepared: Prepared, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The engine hangs at its first request (the forked child inherits the patch): the first scenario
    runs out of its 0.3 s of CPU, where the whole mutant's deadline is a minute of the suite's time."""

    def hang(self: Session, message: dict[str, object]) -> dict[str, object]:
        while True:
            pass

    monkeypatch.setattr(type(prepared.session.engine), "request", hang)
    mutant = next(m for m in prepared.mutants if m.qualname.endswith("new_game") and m.operator == "return")
    [outcome] = prepared.run([mutant], floor=60.0, factor=10.0, scenario_floor=0.3)
    assert outcome.status == "timeout"
    assert outcome.by == prepared.scenarios[0].name
    assert "past its deadline" in outcome.why
    assert outcome.seconds < 20  # wall time on a loaded machine; the child's CPU budget was 0.3 s + 10x


def test_import_time_mutants_leave_the_parent_engine_alone(prepared: Prepared) -> None:
    definition_time = [m for m in prepared.mutants if not m.in_function][:3]
    outcomes = prepared.run(definition_time)
    assert {o.status for o in outcomes} <= {"killed", "survived"}, [(o.status, o.by, o.why) for o in outcomes]
    assert all(o.scenarios == len(prepared.scenarios) for o in outcomes)
    again = run_baseline(prepared.target, prepared.scenarios, prepared.session)
    assert again.failures == {}


def _pytest_verdict(mutant: Mutant, tmp_path: Path) -> str:
    """Run the whole feature suite with pytest on a copy of the repository with the mutant written in."""
    # Two mutants may share a position in different files: each copy gets a directory of its own.
    copy = Path(tempfile.mkdtemp(prefix=f"repo-{mutant.position}-", dir=tmp_path))
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    shutil.copytree(
        ROOT / "rulings", copy / "rulings", symlinks=True, ignore=shutil.ignore_patterns("__pycache__")
    )
    for link in (
        "engine",
        "steps",
        "features",
        "data",
    ):  # the design's top-level names, links into the package
        (copy / link).symlink_to(Path("rulings") / link, target_is_directory=True)
    path = copy / "rulings" / "engine" / mutant.file
    path.write_text(ast.unparse(mutated_tree(path.read_text(encoding="utf-8"), mutant)), encoding="utf-8")
    run = subprocess.run(
        [*_feature_run(copy), "-x"],
        cwd=copy,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert run.returncode in (0, 1), f"pytest exited {run.returncode} on {mutant.id}"
    # The reference engine plays every scenario: one it now declines (`unsupported`, a skip to pytest) is a
    # scenario the mutant broke, as the fast runner counts it.
    declined = re.search(r"\d+ skipped", run.stdout.splitlines()[-1] if run.stdout else "")
    return "survived" if run.returncode == 0 and not declined else "killed"


def test_the_fast_runner_agrees_with_pytest_on_the_mutated_file(prepared: Prepared, tmp_path: Path) -> None:
    # Seeded samples of 40, until they hold both verdicts in functions, reached by some scenario (the engine's
    # mutants change as it grows, so no one sample is sure to); one of them import-time code.
    order = random.Random(13).sample(prepared.mutants, len(prepared.mutants))
    reached: list[Outcome] = []
    for start in range(0, len(order), 40):
        reached += [o for o in prepared.run(order[start : start + 40]) if o.status in ("killed", "survived")]
        if {o.status for o in reached if o.mutant.in_function} == {"killed", "survived"}:
            break
    chosen = (
        [o for o in reached if o.status == "killed" and o.mutant.in_function][:1]
        + [o for o in reached if o.status == "survived" and o.mutant.in_function][:1]
        + [o for o in reached if not o.mutant.in_function][:1]
    )
    assert {o.status for o in chosen} == {"killed", "survived"}
    for outcome in chosen:
        assert _pytest_verdict(outcome.mutant, tmp_path) == outcome.status, outcome.mutant.id


def test_ids_are_unique_and_survive_a_line_move() -> None:
    mutants = all_mutants(ENGINE)
    assert len({m.id for m in mutants}) == len(mutants)
    mutant = next(m for m in mutants if m.in_function)
    moved = dataclasses.replace(mutant, line=mutant.line + 40, end_line=mutant.end_line + 40)
    assert moved.id == mutant.id


def test_a_verdict_follows_its_mutant_to_another_file(prepared: Prepared) -> None:
    mutant = next(m for m in prepared.mutants if m.qualname.endswith("new_game") and m.operator == "return")
    entry = Entry(mutant.id, "gap", "for the test")
    moved = dataclasses.replace(mutant, file="layers/setup.py")
    assert Verdicts([entry], [moved]).of(moved) == entry


def test_the_score_leaves_out_equivalent_and_harness_only_survivors(prepared: Prepared) -> None:
    killed, equivalent, gap = prepared.mutants[:3]
    outcomes = [Outcome(killed, "killed", 1, 0.0), Outcome(equivalent, "survived", 1, 0.0)]
    outcomes.append(Outcome(gap, "uncovered", 0, 0.0))
    verdicts = Verdicts([Entry(equivalent.id, "equivalent", "same"), Entry(gap.id, "gap", "no scenario")], [])
    summary = summarise(outcomes, verdicts)
    assert (summary.total, summary.killed, summary.survived) == (3, 1, 2)
    assert summary.by_verdict == {"equivalent": 1, "harness-only": 0, "gap": 1, "unclassified": 0}
    assert summary.score == 1 / 2


def test_the_verdicts_file_names_only_known_verdicts() -> None:
    entries = read_verdicts(ROOT / "docs" / "mutation" / "survivors.toml")
    assert len({e.id for e in entries}) == len(entries)
