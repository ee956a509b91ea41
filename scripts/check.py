"""The whole test suite, as the README's `make test` and CI run it: one place, the same checks for everyone.

1. ruff (lint and format) and mypy --strict;
2. the rules lock: every cited paragraph exists and is quoted verbatim (rulings rules check);
3. the feature suite on the reference engine under coverage, reporting branch coverage of engine/;
4. the unit, property and harness tests.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
NO_TESTS_COLLECTED = 5  # pytest's exit code; a suite that collects nothing has failed


def run(title: str, *command: str) -> bool:
    """Run one check, print its title and time, and say whether it passed."""
    print(f"\n=== {title}", flush=True)
    started = time.perf_counter()
    code = subprocess.call(command, cwd=ROOT)
    verdict = "ok" if code == 0 else ("no tests collected" if code == NO_TESTS_COLLECTED else f"failed ({code})")
    print(f"--- {title}: {verdict} in {time.perf_counter() - started:.1f}s", flush=True)
    return code == 0


def main() -> int:
    """Run every check, even after a failure, and exit non-zero if any failed."""
    python = str(BIN / "python")
    checks = [
        run("ruff check", str(BIN / "ruff"), "check", "."),
        run("ruff format", str(BIN / "ruff"), "format", "--check", "."),
        run("mypy --strict", str(BIN / "mypy")),
        run("rules check", str(BIN / "rulings"), "rules", "check"),
        run(
            "features on the reference engine, with coverage of engine/",
            python, "-m", "coverage", "run", "--data-file=.coverage.features",
            "-m", "pytest", "tests/features", "-q", "-p", "no:randomly",
        ),
        run("coverage of engine/ by the features alone", python, "-m", "coverage", "report",
            "--data-file=.coverage.features"),
        run("unit, property and harness tests", python, "-m", "pytest", "tests", "-q",
            "--ignore=tests/features", "--hypothesis-profile=ci"),
    ]
    failed = checks.count(False)
    print(f"\n{'all checks passed' if not failed else f'{failed} of {len(checks)} checks failed'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
