"""The whole test suite, as the README's `make test` and CI run it: one place, the same checks for everyone.

1. ruff (lint and format) and mypy --strict;
2. the rules lock: every cited paragraph exists and is quoted verbatim (`rulings rules check`);
3. the feature suite on the reference engine under coverage (the pytest run of `rulings verify`),
   reporting branch coverage of engine/;
4. the unit, property, fuzz, harness and browser tests (Hypothesis's bounded, derandomised `ci` profile).

Every check runs even after one fails; the exit code is non-zero if any failed. pytest's exit code 5
(nothing collected) counts as a failure like any other.
"""

from __future__ import annotations

import shlex
import subprocess
import sys
import time
from pathlib import Path

from rulings.run.verify import VerifyOptions, pytest_arguments

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
NO_TESTS_COLLECTED = 5

CHECKS = {
    "ruff check": "ruff check .",
    "ruff format": "ruff format --check .",
    "mypy --strict": "mypy",
    "rules check": "rulings rules check",
    # The very pytest run `rulings verify` makes (the packaged binding, isolated), under coverage.
    "features on the reference engine, with coverage of engine/": (
        "python -m coverage run --data-file=.coverage.features -m pytest "
        + shlex.join(pytest_arguments(VerifyOptions(), None, preflight_done=True, tracebacks=True))
    ),
    "coverage of engine/ by the features alone": "python -m coverage report --data-file=.coverage.features",
    "unit, property, fuzz, harness and browser tests": ("python -m pytest tests -q --hypothesis-profile=ci"),
}


def run(title: str, command: str) -> bool:
    """Run one check with the virtual environment's tools, print its title and time, say if it passed."""
    print(f"\n=== {title}", flush=True)
    program, *arguments = shlex.split(command)
    started = time.perf_counter()
    code = subprocess.call([str(BIN / program), *arguments], cwd=ROOT)
    verdict = (
        "ok" if code == 0 else f"failed ({'no tests collected' if code == NO_TESTS_COLLECTED else code})"
    )
    print(f"--- {title}: {verdict} in {time.perf_counter() - started:.1f}s", flush=True)
    return code == 0


def main() -> int:
    """Run every check and exit non-zero if any failed."""
    failed = [title for title, command in CHECKS.items() if not run(title, command)]
    if failed:
        print(f"\n{len(failed)} of {len(CHECKS)} checks failed: {'; '.join(failed)}")
    else:
        print(f"\nall {len(CHECKS)} checks passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
