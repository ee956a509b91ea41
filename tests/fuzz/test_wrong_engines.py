"""Deliberately wrong engines, each caught by the invariant its fault breaks — or, against the reference
engine, by the differential comparison. Without shrinking (its own test), so each takes a moment."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest
from hypothesis import Phase, settings

from rulings.fuzz.runner import run_fuzz
from rulings.protocol.session import Engine
from tests.fuzz import wrong_engines
from tests.fuzz.conftest import FIXED_SEED

FIND_ONLY = settings(phases=[Phase.generate])
# Each search here: games of twelve steps from the fixed seed, generation only, nothing kept.
find = partial(run_fuzz, steps=12, seed_value=FIXED_SEED, database=None, base=FIND_ONLY)


@pytest.mark.parametrize(
    ("engine", "caught_by"),
    [
        (wrong_engines.ColorlessReflectingPool, {"reflecting-pool-subset", "could-produce-grounded"}),
        (wrong_engines.UntapsTwice, {"untap-once"}),
        (wrong_engines.CrashesOnForest, {"documented-errors-only"}),
    ],
    ids=lambda value: value.__name__ if isinstance(value, type) else "",
)
def test_the_invariant_its_fault_breaks_catches_it(engine: Callable[[], Engine], caught_by: set[str]) -> None:
    """Each fault is found within a few hundred games."""
    report = find(
        engine,
        examples=400,
        invariants=sorted(caught_by - {"documented-errors-only"}) or ["mana-empties-between-steps"],
    )
    assert report.counterexample is not None, "the fuzzer missed the fault"
    assert report.counterexample.violation.invariant in caught_by, report.counterexample.violation


def test_a_hanging_engine_is_a_finding_not_a_hung_run() -> None:
    """A request that overruns the deadline breaks never-hangs; the run goes on to report it."""
    report = find(
        wrong_engines.HangsOnIsland, examples=300, deadline=1.0
    )  # far from both its 3 s and a GC pause
    assert report.counterexample is not None
    assert report.counterexample.violation.invariant == "never-hangs"


def test_an_engine_that_changes_its_mind_is_not_deterministic() -> None:
    """Refusing a legal tap now and then shows as a determinism failure (or Hypothesis's flakiness)."""
    report = find(wrong_engines.Moody, examples=300)
    assert not report.passed, "an engine that changes its mind went unnoticed"


def test_differential_mode_compares_every_observation() -> None:
    """Against the reference engine, the colorless Reflecting Pool is a disagreement on could-produce."""
    report = find(wrong_engines.ColorlessReflectingPool, against="reference", examples=300)
    assert report.counterexample is not None
    assert report.counterexample.violation.invariant == "engines-agree"
    assert "could_produce" in str(report.counterexample.violation)


def test_the_reference_engine_agrees_with_itself() -> None:
    """Differential mode on two reference engines finds nothing."""
    report = run_fuzz(
        "reference", against="reference", examples=60, steps=12, seed_value=FIXED_SEED, database=None
    )
    assert report.passed, report.scenario


def test_failures_are_kept_and_replayed_first(tmp_path: Path) -> None:
    """The example database: a rerun, whatever its seed, replays the failure before generating anything."""
    replay_then_find = settings(phases=[Phase.reuse, Phase.generate])
    kept = partial(
        run_fuzz,
        wrong_engines.UntapsTwice,
        examples=400,
        steps=12,
        database=tmp_path,
        base=replay_then_find,
        invariants=["untap-once"],
    )
    first = kept(seed_value=FIXED_SEED)
    assert first.counterexample is not None
    assert any(tmp_path.rglob("*")), "nothing was kept"
    again = kept(seed_value=FIXED_SEED + 1)
    assert again.counterexample is not None
    assert again.examples <= 2, f"the kept failure was not replayed first ({again.examples} games)"
