"""Issue 5's benchmark, in one run: the full feature suite on the reference engine in-process against the
same engine served over stdin/stdout (`rulings serve`, through the subprocess adapter), and the number of
protocol round trips per scenario.

    .venv/bin/python benchmarks/verify_bench.py [--repeats 5]

Two figures per transport, each the best of the repeats: the wall time of the whole pytest run (start-up,
collection and engine start included, as a user waits for it), and the steady cost per scenario (from the
second scenario's setup to the last one's teardown). Target: served / in-process at most 1.5x.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from rulings.run.verify import VerifyOptions, pytest_arguments  # the benchmark runs as a script

ROOT = Path(__file__).resolve().parent.parent
TARGET = 1.5


def run_suite(engine: str, clock: Path) -> float:
    """One full run of the feature suite on `engine`; return its wall time in seconds."""
    command = [
        sys.executable,
        "-m",
        "pytest",
        *pytest_arguments(VerifyOptions(engine), None),
        "-p",
        "benchmarks._scenario_clock",
    ]  # fmt: skip  (the pytest run of `rulings verify`)
    env = {**os.environ, "SCENARIO_CLOCK_FILE": str(clock), "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    if done.returncode not in (0, 1):  # 1: some scenario failed, which costs the same time
        sys.exit(f"the suite did not run on {engine} (exit {done.returncode}):\n{done.stdout[-3000:]}")
    return wall


def measure(engines: list[str], repeats: int) -> tuple[dict[str, float], dict[str, float], int]:
    """Best wall time and best steady seconds per scenario of each engine, runs alternating (so a busy
    machine slows both alike), and the scenario count."""
    walls: dict[str, float] = dict.fromkeys(engines, float("inf"))
    steadies: dict[str, float] = dict.fromkeys(engines, float("inf"))
    count = 0
    with tempfile.TemporaryDirectory() as scratch:
        clock = Path(scratch) / "clock.json"
        for _ in range(repeats):
            for engine in engines:
                walls[engine] = min(walls[engine], run_suite(engine, clock))
                figures = json.loads(clock.read_text())
                steadies[engine] = min(steadies[engine], figures["seconds"] / figures["tests"])
                count = figures["tests"] + 1
    return walls, steadies, count


def round_trips(scenarios: int) -> collections.Counter[str]:
    """Requests of each kind in one served run of the suite (from `rulings serve --transcript`)."""
    with tempfile.TemporaryDirectory() as scratch:
        transcript = Path(scratch) / "transcript.jsonl"
        run_suite(served_spec("--transcript", str(transcript)), Path(scratch) / "clock.json")
        kinds: collections.Counter[str] = collections.Counter()
        for line in transcript.read_text(encoding="utf-8").splitlines():
            request = json.loads(line)["request"]
            detail = request.get("action", request.get("query", {})).get("type", "")
            kinds[f"{request['cmd']} {detail}".strip()] += 1
    return kinds


def served_spec(*arguments: str) -> str:
    """The reference engine behind `rulings serve`, as a cmd: engine."""
    return "cmd:" + shlex.join([sys.executable, "-m", "rulings.adapters.serve", *arguments])


def main() -> int:
    """Measure both transports and print the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    repeats = parser.parse_args().repeats

    walls, steadies, scenarios = measure(["reference", served_spec()], repeats)
    wall_in, wall_out = walls["reference"], walls[served_spec()]
    steady_in, steady_out = steadies["reference"], steadies[served_spec()]
    kinds = round_trips(scenarios)
    per_scenario = (sum(kinds.values()) - kinds["start"]) / scenarios

    print(f"full feature suite, {scenarios} scenarios, best of {repeats}")
    print(f"{'':28}{'in-process':>12}{'rulings serve':>15}{'ratio':>8}")
    print(f"{'wall time of the run, s':28}{wall_in:>12.2f}{wall_out:>15.2f}{wall_out / wall_in:>7.2f}x")
    print(
        f"{'steady ms per scenario':28}{steady_in * 1000:>12.3f}{steady_out * 1000:>15.3f}"
        f"{steady_out / steady_in:>7.2f}x"
    )
    extra = (steady_out - steady_in) / per_scenario * 1e6
    print(f"\nround trips per scenario: {per_scenario:.2f} (about {extra:.0f} us each over stdin/stdout)")
    for kind, n in kinds.most_common():
        print(f"  {kind:<24}{n / scenarios:>6.2f}")
    ratio = wall_out / wall_in
    verdict = "within" if ratio <= TARGET else "OVER"
    print(
        f"\ntarget: served at most {TARGET}x in-process (wall time); measured {ratio:.2f}x, {verdict} target"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
