"""Every benchmark runs: each once with --quick (a small round, its figures not to be quoted), so none can
rot unnoticed as the code it measures changes (issue 30: phase_bench.py had imported a removed module)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = sorted(p.name for p in (ROOT / "benchmarks").glob("*_bench.py"))


@pytest.mark.parametrize("name", BENCHMARKS)
def test_the_benchmark_runs_in_its_quick_mode(name: str) -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / name), "--quick"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]
    assert "x" in done.stdout and "target" in done.stdout  # it printed a ratio against its target
