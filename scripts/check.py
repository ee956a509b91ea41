"""The whole test suite, as the README's `make test` and CI run it: one place, the same checks for everyone.

1. ruff (lint and format) and mypy --strict;
2. the rules lock: every cited paragraph exists and is quoted verbatim (`rulings rules check`), and the card
   definitions are the compiler's output (`rulings cards compile --check`);
3. the feature suite on the reference engine under coverage (the pytest run of `rulings verify`),
   reporting branch coverage of engine/;
4. the unit, property, fuzz, harness and browser tests (Hypothesis's bounded, derandomised `ci` profile),
   in two halves: the tests that run the whole feature suite (phase.rs against its expectations, the
   mutation runner against pytest, the CLI and harness on broken engines, each benchmark once in its
   quick mode) and all the others.

Every check runs, in full, even after one fails; the exit code is non-zero if any failed. Each runs as its own
process with its output printed when it finishes, one at a time by default: some tests guard a figure in wall
time, which a second check on the same two cores would make fail. CHECK_JOBS=2 runs two at a time, so `make
test` takes about as long as its longest half rather than the sum of all (on an otherwise quiet machine).
pytest's exit code 5 (nothing collected) counts as a failure like any other.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

from rulings.run.verify import VerifyOptions, pytest_arguments

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
NO_TESTS_COLLECTED = 5
UNIT_TESTS = "python -m pytest -q --hypothesis-profile=ci"
# The tests that run the whole feature suite, or much of it: about half of the unit tests' time.
WHOLE_SUITE_TESTS = ("tests/harness", "tests/mutation", "tests/test_benchmarks.py")

# title -> the commands it runs, one after the other (the coverage report reads the features' run).
CHECKS: dict[str, tuple[str, ...]] = {
    "ruff check": ("ruff check .",),
    "ruff format": ("ruff format --check .",),
    "mypy --strict": ("mypy",),
    "rules check": ("rulings rules check",),
    # The committed card definitions are what the compiler writes from the Oracle text (no hand edit, no drift).
    "card definitions": ("rulings cards compile --check",),
    # The very pytest run `rulings verify` makes (the packaged binding, isolated), under coverage.
    "features on the reference engine, with coverage of engine/ by the features alone": (
        "python -m coverage run --data-file=.coverage.features -m pytest "
        + shlex.join(pytest_arguments(VerifyOptions(), None, preflight_done=True, tracebacks=True)),
        "python -m coverage report --data-file=.coverage.features",
    ),
    "unit tests that run the whole feature suite (harness, mutation, benchmarks)": (
        f"{UNIT_TESTS} {' '.join(WHOLE_SUITE_TESTS)}",
    ),
    "unit, property, fuzz, protocol, rules, steps and browser tests": (
        f"{UNIT_TESTS} tests " + " ".join(f"--ignore={path}" for path in WHOLE_SUITE_TESTS),
    ),
}


def run(title: str, commands: tuple[str, ...]) -> tuple[bool, str]:
    """Run one check's commands with the virtual environment's tools; whether it passed, and its report."""
    started = time.perf_counter()
    output: list[str] = []
    code = 0
    for command in commands:
        program, *arguments = shlex.split(command)
        done = subprocess.run(
            [str(BIN / program), *arguments], cwd=ROOT, capture_output=True, text=True, check=False
        )
        output += [done.stdout, done.stderr]
        code = code or done.returncode
    verdict = (
        "ok" if code == 0 else f"failed ({'no tests collected' if code == NO_TESTS_COLLECTED else code})"
    )
    report = f"\n=== {title}\n{''.join(output).rstrip()}\n--- {title}: {verdict} in {time.perf_counter() - started:.1f}s"
    return code == 0, report


def main() -> int:
    """Run every check, CHECK_JOBS at a time (default 1), and exit non-zero if any failed."""
    jobs = max(1, int(os.environ.get("CHECK_JOBS", "1")))
    started = time.perf_counter()
    failed: list[str] = []
    # The longest first, so the short ones fill the other lane while it runs.
    order = sorted(CHECKS, key=lambda title: "whole feature suite" not in title)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(run, title, CHECKS[title]): title for title in order}
        for future in as_completed(futures):
            passed, report = future.result()
            print(report, flush=True)
            if not passed:
                failed.append(futures[future])
    took = f"in {time.perf_counter() - started:.0f}s, {jobs} at a time"
    if failed:
        print(f"\n{len(failed)} of {len(CHECKS)} checks failed {took}: {'; '.join(failed)}")
    else:
        print(f"\nall {len(CHECKS)} checks passed {took}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
