"""Issue 2's benchmark, in one run: the feature suite's cost per scenario against a trivial pytest-bdd
scenario (the floor), and could-produce (CR 106.7) time as lands and replacement effects grow.

    .venv/bin/python benchmarks/suite_bench.py

Targets: the suite at most 1.5x the floor per scenario; could-produce for 1,000 lands and 8 replacement
effects well under 100 ms.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from rulings.engine import new_game  # the benchmark runs as a script, from anywhere
from rulings.run.verify import VerifyOptions, pytest_arguments
from rulings.spec.featurefile import iter_scenarios, read_features

ROOT = Path(__file__).resolve().parent.parent
REPEATS = 5

# The trivial scenarios' steps: (keyword, text), each matched by a step definition that does nothing.
TRIVIAL_STEPS = (
    ("given", "a board"),
    ("when", "a player acts"),
    ("then", "something holds"),
    ("then", "something else holds"),
)


def trivial_steps_module(feature: str) -> str:
    """The test module of the trivial feature: its scenarios, and a step definition doing nothing per step."""
    definitions = "".join(
        f'\n\n@{keyword}("{text}")\ndef step_{i}() -> None:\n    pass\n'
        for i, (keyword, text) in enumerate(TRIVIAL_STEPS)
    )
    return f'from pytest_bdd import given, scenarios, then, when\n\nscenarios("{feature}")\n{definitions}'


def per_scenario(args: list[str], cwd: Path) -> tuple[float, int]:
    """Best of REPEATS: seconds per test between the first setup and the last teardown, and the count."""
    best = float("inf")
    count = 0
    for _ in range(REPEATS):
        with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as clock:
            env = {**os.environ, "SCENARIO_CLOCK_FILE": clock.name, "PYTHONPATH": str(ROOT)}
            command = [
                sys.executable,
                "-m",
                "pytest",
                "-q",
                "-p",
                "benchmarks._scenario_clock",
                "-p",
                "no:cacheprovider",
                *args,
            ]
            subprocess.run(command, cwd=cwd, env=env, check=True, capture_output=True)
            figures = json.loads(Path(clock.name).read_text())
        best = min(best, figures["seconds"] / figures["tests"])
        count = figures["tests"]
    return best, count


def trivial_suite(directory: Path, scenarios: int, steps: int) -> str:
    """A feature of `scenarios` scenarios of `steps` steps that do nothing: pytest-bdd's own floor."""
    thens = "    Then something holds\n" + "    And something else holds\n" * (steps - 3)
    body = "".join(
        f"\n  Scenario: trivial {i}\n    Given a board\n    When a player acts\n{thens}"
        for i in range(scenarios)
    )
    name = f"test_trivial_{steps}.py"
    (directory / f"trivial_{steps}.feature").write_text("Feature: trivial\n" + body)
    (directory / name).write_text(trivial_steps_module(f"trivial_{steps}.feature"))
    (directory / "test_plain.py").write_text(
        f"import pytest\n\n@pytest.mark.parametrize('i', range({scenarios}))\n"
        "def test_plain(i: int) -> None:\n    pass\n"
    )
    return name


def mean_steps() -> float:
    """The mean number of steps in our scenarios (backgrounds included)."""
    features = read_features(ROOT / "features")
    counts = [len(scenario.steps) for feature in features for _, scenario in iter_scenarios(feature)]
    return sum(counts) / len(counts)


def could_produce_table() -> None:
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
    print("\ncould-produce, ms (one query = the whole fixpoint over the battlefield)")
    print("lands \\ effects " + "".join(f"{k:>8}" for k in range(9)))
    for n in (10, 100, 1000):
        row = []
        for k in range(9):
            objects = [
                {"id": f"p{i}", "card": lands[i % len(lands)], "owner": ("Alice", "Bob")[i % 2]}
                for i in range(n)
            ]
            objects += [{"id": f"e{i}", "card": effects[i], "owner": "Alice"} for i in range(k)]
            state = new_game({"players": ["Alice", "Bob"], "objects": objects})
            best = float("inf")
            for _ in range(REPEATS):
                started = time.perf_counter()
                state.could_produce("p1")
                best = min(best, time.perf_counter() - started)
            row.append(best * 1000)
        print(f"{n:>15} " + "".join(f"{ms:>8.2f}" for ms in row))
    print(f"target: 1,000 lands and 8 effects well under 100 ms; measured {row[-1]:.1f} ms")


def main() -> None:
    """Print every figure of the benchmark."""
    ours, count = per_scenario(pytest_arguments(VerifyOptions(), None), ROOT)  # as `rulings verify` runs it
    steps = mean_steps()
    with tempfile.TemporaryDirectory() as tmp:
        floor, _ = per_scenario([trivial_suite(Path(tmp), count, 3)], Path(tmp))
        same_steps, _ = per_scenario([trivial_suite(Path(tmp), count, round(steps))], Path(tmp))
        plain, _ = per_scenario(["test_plain.py"], Path(tmp))
    print(
        f"feature suite: {count} scenarios of {steps:.1f} steps on average, {ours * 1000:.2f} ms per scenario"
    )
    print(
        f"floor, a trivial 3-step pytest-bdd scenario: {floor * 1000:.2f} ms; a plain pytest test: {plain * 1000:.2f} ms"
    )
    print(f"a trivial scenario of {round(steps)} steps: {same_steps * 1000:.2f} ms")
    print(f"ratio suite / 3-step floor: {ours / floor:.2f}x (target at most 1.5x)")
    print(
        f"ratio suite / trivial scenario of as many steps: {ours / same_steps:.2f}x (what the harness and engine add)"
    )
    could_produce_table()


if __name__ == "__main__":
    main()
