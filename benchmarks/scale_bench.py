"""Issue 12's scale benchmark: the feature suite copied 1x, 10x and 30x into a temporary folder, each size
collected and run on the reference engine serially and with `-n 2`, exactly as `rulings verify` runs it
(the packaged binding, isolated, with --rulings-features pointing at the copies).

    .venv/bin/python benchmarks/scale_bench.py [--sizes 1,10,30] [--processes 0,2]

Prints, per size and mode, the collection time and the run time per scenario (milliseconds) and the ratio
of each to the 1x serial figure. Targets: per-scenario time at 30x within 1.3x of 1x; the table shows
from which size `-n 2` beats serial.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from rulings.run.features import packaged_features  # the benchmark runs as a script, from anywhere
from rulings.run.verify import VerifyOptions, pytest_arguments

ROOT = Path(__file__).resolve().parent.parent

TARGET = 1.3


def copies(scratch: Path, times: int) -> Path:
    """The suite's feature files `times` over, each copy in its own folder."""
    target = scratch / f"x{times}"
    for copy in range(times):
        shutil.copytree(packaged_features(), target / f"copy{copy:02d}")
    return target


def measure(features: Path, processes: int, clock: Path) -> dict[str, float]:
    """One run: wall time, collection and run seconds, and the scenario count."""
    options = VerifyOptions(processes=str(processes) if processes else None, features=features)
    args = [sys.executable, "-m", "pytest", *pytest_arguments(options, None), "-p", "benchmarks._phase_clock"]
    env = {**os.environ, "PHASE_CLOCK_FILE": str(clock), "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    done = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(f"the run failed (exit {done.returncode}):\n{done.stdout[-3000:]}")
    phases = json.loads(clock.read_text())
    return {
        "wall": wall,
        "collection": phases["collected"] - phases["configured"],
        "run": phases["finished"] - phases["collected"],
        "tests": phases["tests"],
    }


def main() -> None:
    """Measure every size and mode; print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1,10,30")
    parser.add_argument("--processes", default="0,2")
    arguments = parser.parse_args()
    sizes = [int(s) for s in arguments.sizes.split(",")]
    modes = [int(p) for p in arguments.processes.split(",")]
    print(f"{'size':>5} {'mode':>7} {'scenarios':>9} {'wall s':>7} {'collect ms/sc':>13} {'run ms/sc':>9} "
          f"{'total ms/sc':>11} {'vs 1x':>6}")  # fmt: skip
    base: dict[int, float] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for size in sizes:
            features = copies(Path(scratch), size)
            for processes in modes:
                figures = measure(features, processes, Path(scratch) / "clock.json")
                count = figures["tests"]
                per = 1000 * figures["wall"] / count
                base.setdefault(processes, per)
                mode = f"-n {processes}" if processes else "serial"
                print(
                    f"{size:>4}x {mode:>7} {count:>9.0f} {figures['wall']:>7.1f} "
                    f"{1000 * figures['collection'] / count:>13.2f} {1000 * figures['run'] / count:>9.2f} "
                    f"{per:>11.2f} {per / base[processes]:>5.2f}x",
                    flush=True,
                )
    print(f"target: per-scenario time at the largest size within {TARGET}x of 1x, in each mode")


if __name__ == "__main__":
    main()
