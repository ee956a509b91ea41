"""Issue 12's first speed benchmark, in one run: `rulings verify` of the whole suite on an engine that
answers `unsupported` to everything, against one that passes everything (both served over stdin/stdout by
Python processes that load the same reference engine, so only the harness's handling differs).

    .venv/bin/python benchmarks/unsupported_bench.py [--repeats 3]

Prints the best wall time of each (runs alternate, so a busy machine slows both alike) and their ratio.
Target: unsupported / passing at most 1.5x. (Before the fix, pytest formatted and threw away a full
traceback for every unsupported scenario: 24.7 s against 2.1 s for a small Node.js engine.)
"""

from __future__ import annotations

import argparse
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 1.5
ENGINES = {
    "passes everything (rulings serve)": [sys.executable, "-m", "rulings.adapters.serve"],
    "unsupported to everything": [sys.executable, "-m", "tests.broken_engines.unsupported"],
}
EXPECTED_EXIT = {"passes everything (rulings serve)": 0, "unsupported to everything": 1}


def verify_once(name: str, command: list[str], scratch: Path) -> float:
    """Wall time of one `rulings verify` of the whole suite on the engine."""
    args = [sys.executable, "-m", "rulings", "verify", "--engine", "cmd:" + shlex.join(command)]
    args += ["--results", str(scratch / "results.jsonl")]
    started = time.perf_counter()
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    if done.returncode != EXPECTED_EXIT[name]:
        sys.exit(f"{name}: exit {done.returncode}\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return wall


def main() -> None:
    """Measure both engines and print the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    repeats = parser.parse_args().repeats
    best = dict.fromkeys(ENGINES, float("inf"))
    with tempfile.TemporaryDirectory() as scratch:
        for _ in range(repeats):
            for name, command in ENGINES.items():
                best[name] = min(best[name], verify_once(name, command, Path(scratch)))
    for name, wall in best.items():
        print(f"{name:<36} {wall:6.2f} s  (best of {repeats})")
    ratio = best["unsupported to everything"] / best["passes everything (rulings serve)"]
    verdict = "ok" if ratio <= TARGET else "OVER TARGET"
    print(f"unsupported / passing: {ratio:.2f}x (target at most {TARGET}x): {verdict}")


if __name__ == "__main__":
    main()
