"""The feature suite's cost per scenario against bare pytest-bdd running the very same scenarios (the floor),
and could-produce (CR 106.7) time as lands and replacement effects grow.

    .venv/bin/python benchmarks/suite_bench.py [--rounds 3] [--quick]

The floor is pytest-bdd binding our own feature files (the same scenarios, steps, outlines and tags) with
one step definition per keyword that does nothing, as our vocabulary has one per keyword; it runs with the
same pytest options and plugins as `rulings verify` (the isolated ini, no conftest, the lean plugin set),
minus the harness itself (our plugin, our steps, the engine). The two alternate round after
round; each figure is the steady CPU time per scenario (second setup to last teardown, so start-up,
collection and the engine's first start are left out) of its best round, wall time beside. --quick runs
the scenarios of section 106 only, once.

Targets: the suite at most 1.5x the floor per scenario; could-produce for 1,000 lands and 8 replacement
effects well under 100 ms.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the benchmark runs as a script
from benchmarks._timing import Timing, alternate, child, ratio_line, rounds_and_options
from rulings.engine import new_game
from rulings.run.features import packaged_features
from rulings.run.pytest_plugin import LEAN_FEATURE_RUN
from rulings.run.verify import BDD_PLUGIN, INI, VerifyOptions, pytest_arguments

TARGET = 1.5
FLOOR_MODULE = '''"""Bare pytest-bdd on the rulings feature files: a step definition per keyword, doing nothing."""
from pytest_bdd import given, parsers, scenarios, then, when

scenarios({features!r})
ANY = parsers.re(r"(?P<text>.+)")


@given(ANY)
def any_given(text: str) -> None:
    pass


@when(ANY)
def any_when(text: str) -> None:
    pass


@then(ANY)
def any_then(text: str) -> None:
    pass
'''


def floor_arguments(module: Path) -> list[str]:
    """The pytest command line of the floor: `rulings verify`'s options and plugins, without the harness."""
    args = [str(module), f"--rootdir={module.parent}", "-c", str(INI), "--noconftest"]
    args += ["--disable-plugin-autoload", "-p", BDD_PLUGIN]
    return [*args, "-q", "--no-header", "-p", "no:cacheprovider", *LEAN_FEATURE_RUN]


def steady(args: list[str], clock: Path, counts: dict[str, int], name: str) -> Timing:
    """One pytest run; its steady CPU and wall seconds per scenario."""
    command = [sys.executable, "-m", "pytest", *args, "-p", "benchmarks._scenario_clock"]
    child(command, env={"SCENARIO_CLOCK_FILE": str(clock)})
    figures = json.loads(clock.read_text(encoding="utf-8"))
    counts[name] = figures["tests"] + 1
    return Timing(figures["cpu"] / figures["tests"], figures["seconds"] / figures["tests"])


def suite_against_floor(rounds: int, quick: bool, scratch: Path) -> None:
    """Print the per-scenario figures of the suite and its floor, and their ratio."""
    features = packaged_features()
    if quick:  # the files of section 106
        features = scratch / "features"
        features.mkdir()
        for path in packaged_features().rglob("106-*.feature"):
            shutil.copy(path, features / path.name)
    module = scratch / "test_floor.py"
    module.write_text(FLOOR_MODULE.format(features=str(features)), encoding="utf-8")
    ours = pytest_arguments(VerifyOptions(features=None if not quick else features), None)
    counts: dict[str, int] = {}
    best = alternate(
        {
            "the suite on the reference engine": lambda: steady(ours, scratch / "a.json", counts, "suite"),
            "floor: bare pytest-bdd, same scenarios": lambda: steady(
                floor_arguments(module), scratch / "b.json", counts, "floor"
            ),
        },
        rounds,
    )
    if counts["suite"] != counts["floor"]:
        sys.exit(f"the floor ran {counts['floor']} scenarios, the suite {counts['suite']}")
    print(f"{counts['suite']} scenarios, steady cost per scenario, best of {rounds} alternating rounds")
    for name, timing in best.items():
        print(f"  {name:<40} cpu {timing.cpu * 1000:6.3f} ms  wall {timing.wall * 1000:6.3f} ms")
    suite, floor = best.values()
    print(ratio_line("suite / floor per scenario", suite, floor, TARGET))


def could_produce_table(quick: bool) -> None:
    """could-produce of one Reflecting Pool among n lands with k replacement effects, in milliseconds."""
    effects = [
        "Mana Reflection",
        "Contamination",
        "Ritual of Subdual",
        "Nyxbloom Ancient",
        "Infernal Darkness",
        "Damping Sphere",
        "Mana Reflection",
        "Nyxbloom Ancient",
    ]
    lands = ("Forest", "Reflecting Pool", "Exotic Orchard", "Island", "Fellwar Stone")
    repeats = 1 if quick else 5
    print("\ncould-produce, CPU ms (one query = the whole fixpoint over the battlefield)")
    print("lands \\ effects " + "".join(f"{k:>8}" for k in range(9)))
    for n in (10, 100) if quick else (10, 100, 1000):
        row = []
        for k in range(9):
            objects = [
                {"id": f"p{i}", "card": lands[i % len(lands)], "owner": ("Alice", "Bob")[i % 2]}
                for i in range(n)
            ]
            objects += [{"id": f"e{i}", "card": effects[i], "owner": "Alice"} for i in range(k)]
            state = new_game({"players": ["Alice", "Bob"], "objects": objects})
            best = float("inf")
            for _ in range(repeats):
                started = time.process_time()
                state.could_produce("p1")
                best = min(best, time.process_time() - started)
            row.append(best * 1000)
        print(f"{n:>15} " + "".join(f"{ms:>8.2f}" for ms in row))
    print(f"target: 1,000 lands and 8 effects well under 100 ms; measured {row[-1]:.1f} ms at {n} lands")


def main() -> None:
    """Print every figure of the benchmark."""
    rounds, options = rounds_and_options(__doc__.split("\n\n")[0])
    with tempfile.TemporaryDirectory() as scratch:
        suite_against_floor(rounds, options.quick, Path(scratch))
    could_produce_table(options.quick)


if __name__ == "__main__":
    main()
