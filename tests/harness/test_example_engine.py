"""The example engine of docs/verify-your-engine.md (examples/basic-lands-engine, Node.js) is complete and
honest: what it claims to model passes, everything else is `unsupported`, never failed or errored."""

from __future__ import annotations

import shutil

import pytest

from rulings.run.conformance import run_conformance
from tests.harness.conftest import ROOT

ENGINE = ROOT / "examples" / "basic-lands-engine" / "engine.js"


@pytest.mark.skipif(shutil.which("node") is None, reason="the example engine needs Node.js")
def test_the_example_engine_passes_what_it_models_and_declines_the_rest() -> None:
    result = run_conformance(f"cmd:node {ENGINE}", rules=["106", "605"])
    outcomes = {r.outcome for r in result.records}
    assert outcomes == {"passed", "unsupported"}, result.describe_failures()
    assert result.records[0].engine == "basic-lands (example)"
    assert sum(r.outcome == "passed" for r in result.records) >= 5
