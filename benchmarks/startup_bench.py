"""Start-up in proportion to the work, in one process: `rulings --help` against `rulings --version`, and
`rulings verify --rule 106.5` (12 scenarios) against `rulings verify` of the whole suite.

    .venv/bin/python benchmarks/startup_bench.py [--rounds 3] [--quick]

Each command runs as a user runs it, a new process; the commands alternate round after round and each
keeps its best round. Ratios are on CPU time (the process and any it waited for), wall time beside.
Targets: --help at most 2x --version; the 12-scenario selection at most 0.1x the whole suite.
(Before: --help 8.3x --version, click importing every subcommand; --rule 106.5 parsed all 1,597 scenarios.
Then 0.13x, 1.03 s against 7.92 s: pytest-bdd's code generator, jsonschema and the rules checker imported,
and the ~100 other scenarios of the six files citing 106.5 bound and collected; now 0.09-0.10x, about half
of what is left being the engine's import.)
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the benchmark runs as a script
from benchmarks._timing import alternate, child, ratio_line, rounds_and_options

RULINGS = [sys.executable, "-m", "rulings"]
SELECTION = ["--rule", "106.5"]


def main() -> None:
    """Measure the four commands and print the two ratios."""
    rounds, options = rounds_and_options(__doc__.split("\n\n")[0])
    # --quick: one round, and the section 106 (170 scenarios) stands in for the whole suite
    whole = ["--rule", "106"] if options.quick else []
    with tempfile.TemporaryDirectory() as scratch:
        results = ["--results", str(Path(scratch) / "results.jsonl")]
        commands = {
            "rulings --version": [*RULINGS, "--version"],
            "rulings --help": [*RULINGS, "--help"],
            f"rulings verify {' '.join(SELECTION)}": [*RULINGS, "verify", *SELECTION, *results],
            f"rulings verify {' '.join(whole)}".strip(): [*RULINGS, "verify", *whole, *results],
        }
        best = alternate({name: lambda c=command: child(c) for name, command in commands.items()}, rounds)
    print(f"best of {rounds} alternating rounds, each command a new process")
    for name, timing in best.items():
        print(f"  {name:<34} {timing}")
    version, help_, selected, suite = best.values()
    print(ratio_line("--help / --version", help_, version, 2.0))
    print(ratio_line(f"{' '.join(SELECTION)} / {' '.join(whole) or 'the whole suite'}", selected, suite, 0.1))


if __name__ == "__main__":
    main()
