"""Issue 30: the rulings scenarios look their steps up without pytest-bdd's walk over every fixture, and
find what pytest-bdd would: the closest matching definition (a user's module before our plugin's)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from rulings.results.records import read_records
from tests.harness.conftest import run_pytest_in

FEATURE = """
Feature: Two scenarios
  @id:forest-taps-for-green
  Scenario: A Forest taps for {G}
    Given Alice controls a Forest
    When Alice taps Forest for mana
    Then Alice's mana pool is {G}

  @id:island-taps-for-blue
  Scenario: An Island taps for {U}
    Given Alice controls an Island
    When Alice taps Island for mana
    Then Alice's mana pool is {U}
"""
USERS_MODULE = """
from pytest_bdd import given

from rulings.run.binding import *  # noqa: F403 - every rulings scenario, as tests of this module


@given("Alice controls a Forest")
def users_own_forest() -> None:
    raise RuntimeError("the user's closer definition ran")
"""


def test_the_closest_matching_step_definition_runs_as_pytest_bdd_would_choose_it(tmp_path: Path) -> None:
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "two.feature").write_text(textwrap.dedent(FEATURE), encoding="utf-8")
    (tmp_path / "test_conformance.py").write_text(USERS_MODULE, encoding="utf-8")
    results = tmp_path / "results.jsonl"
    options = ["--rulings-engine", "reference", "--rulings-features", str(tmp_path / "features")]
    done = run_pytest_in(tmp_path, *options, "--rulings-results", str(results))
    assert done.returncode == 1, done.stdout[-3000:]
    outcomes = {r.scenario: (r.outcome, r.message) for r in read_records(results)}
    assert outcomes == {
        "forest-taps-for-green": ("errored", "RuntimeError: the user's closer definition ran"),
        "island-taps-for-blue": ("passed", ""),
    }
