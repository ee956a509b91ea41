"""The reference engine holds every invariant on every generated game, through the protocol, and never
raises anything but the documented errors nor hangs (those two are checked on every request).

A campaign is bounded by the Hypothesis profile (`--hypothesis-profile=ci` in CI, `long` for a campaign)
and can be spread over processes: RULINGS_FUZZ_SHARDS=8 pytest tests/fuzz -n 8 runs eight seeds at once.
`--engine` fuzzes another engine with the same test.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rulings.fuzz.cli import summary
from rulings.fuzz.runner import run_fuzz
from tests.fuzz.conftest import FIXED_SEED

SHARDS = int(os.environ.get("RULINGS_FUZZ_SHARDS", "1"))


@pytest.mark.parametrize("shard", range(SHARDS))
def test_every_invariant_holds(
    request: pytest.FixtureRequest, shard: int, campaign_examples: int, fuzz_database: Path
) -> None:
    """A fixed-seed campaign per shard: no invariant fails; a failure prints its scenario."""
    engine = request.config.getoption("engine")
    report = run_fuzz(
        engine, examples=campaign_examples, steps=20, seed_value=FIXED_SEED + shard, database=fuzz_database
    )
    assert report.passed, f"{summary(report)}\n\n{report.scenario}"
    assert report.steps >= campaign_examples * 5, "the campaign hardly played"
    exercised = [name for name, tally in report.invariants.items() if tally.held]
    assert len(exercised) >= 15, f"only {exercised} were exercised"
