"""Issue 5's benchmark, in one run: the feature suite on the reference engine in-process against the
same engine served over stdin/stdout (`rulings serve`, through the subprocess adapter), and the number of
protocol round trips per scenario.

    .venv/bin/python benchmarks/verify_bench.py [--rounds 3] [--quick]

Two figures per transport, each the best of the alternating rounds: the whole pytest run (start-up,
collection and engine start included, as a user waits for it), and the steady cost per scenario (from the
second scenario's setup to the last one's teardown), each in CPU time (the served engine's process
included in the whole run's) with wall time beside. Target: served / in-process at most 1.5x (CPU time of
the whole run).
--quick runs the scenarios of 106.5 once.
"""

from __future__ import annotations

import collections
import json
import shlex
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the benchmark runs as a script
from benchmarks._timing import Timing, alternate, child, ratio_line, rounds_and_options
from rulings.run.verify import VerifyOptions, pytest_arguments

TARGET = 1.5


def run_suite(engine: str, rules: list[str], clock: Path) -> tuple[Timing, Timing, int]:
    """One run of the suite on `engine`: the whole run, the steady cost per scenario, the scenario count."""
    command = [sys.executable, "-m", "pytest", *pytest_arguments(VerifyOptions(engine, rules), None)]
    command += ["-p", "benchmarks._scenario_clock"]  # the pytest run of `rulings verify`, clocked
    whole = child(command, env={"SCENARIO_CLOCK_FILE": str(clock)}, ok=(0, 1))
    figures = json.loads(clock.read_text(encoding="utf-8"))
    steady = Timing(figures["cpu"] / figures["tests"], figures["seconds"] / figures["tests"])
    return whole, steady, figures["tests"] + 1


def round_trips(rules: list[str], scratch: Path) -> collections.Counter[str]:
    """Requests of each kind in one served run of the suite (from `rulings serve --transcript`)."""
    transcript = scratch / "transcript.jsonl"
    run_suite(served_spec("--transcript", str(transcript)), rules, scratch / "clock.json")
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
    rounds, options = rounds_and_options(__doc__.splitlines()[0])
    rules = ["106.5"] if options.quick else []
    steadies: dict[str, Timing] = {}
    scenarios = 0

    def measured(engine: str, scratch: Path) -> Timing:
        nonlocal scenarios
        whole, steady, scenarios = run_suite(engine, rules, scratch / "clock.json")
        steadies[engine] = steadies[engine].best(steady) if engine in steadies else steady
        return whole

    with tempfile.TemporaryDirectory() as scratch:
        engines = {"in-process": "reference", "rulings serve": served_spec()}
        wholes = alternate({n: lambda e=e: measured(e, Path(scratch)) for n, e in engines.items()}, rounds)
        kinds = round_trips(rules, Path(scratch))
    per_scenario = (sum(kinds.values()) - kinds["start"]) / scenarios

    print(
        f"{'the whole suite' if not rules else 'rule ' + rules[0]}: {scenarios} scenarios, best of {rounds}"
    )
    for name, engine in engines.items():
        steady = steadies[engine]
        print(
            f"  {name:<14} whole run {wholes[name]}   steady per scenario cpu {steady.cpu * 1000:.3f} ms, "
            f"wall {steady.wall * 1000:.3f} ms"
        )
    extra = (steadies[served_spec()].wall - steadies["reference"].wall) / per_scenario * 1e6
    print(f"\nround trips per scenario: {per_scenario:.2f} (about {extra:.0f} us of wall time each)")
    for kind, n in kinds.most_common():
        print(f"  {kind:<24}{n / scenarios:>6.2f}")
    print("(the steady CPU figure is pytest's process alone: a served engine's CPU is its own process's)")
    print(ratio_line("whole run, served / in-process", wholes["rulings serve"], wholes["in-process"], TARGET))
    return 0


if __name__ == "__main__":
    sys.exit(main())
