"""A young engine's run, in one process: `rulings verify` on an engine that fails every scenario, and on one
that answers `unsupported` to everything, each against the same transport passing them (the floor).

    .venv/bin/python benchmarks/failing_bench.py [--rounds 3] [--quick]

The three engines are the same Python process on the same JSON-lines loop, loading the same reference
engine (tests/broken_engines/honest.py, always_wrong.py, unsupported.py): only the harness's handling of a
scenario that does not pass differs. Runs alternate; each keeps its best round; the ratios are on CPU time
(the verify process and the engine it runs), wall time beside. Target: failing / passing and unsupported /
passing each at most 1.3x. (Before: pytest formatted and threw away a traceback for every failure, 74-92 ms
each; 170 always-wrong scenarios took 16.29 s against 3.36 s.)
"""

from __future__ import annotations

import json
import shlex
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the benchmark runs as a script
from benchmarks._timing import Timing, alternate, child, ratio_line, rounds_and_options

TARGET = 1.3
PASSING = "passes everything (floor)"
ENGINES = {
    PASSING: ("honest", 0),
    "fails everything": ("always_wrong", 1),
    "unsupported to everything": ("unsupported", 1),
}


def verify_once(engine: str, expected_exit: int, selection: list[str], results: Path) -> Timing:
    """One `rulings verify` (the whole suite, or the selection) on one of tests/broken_engines."""
    command = shlex.join([sys.executable, "-m", f"tests.broken_engines.{engine}"])
    args = [sys.executable, "-m", "rulings", "verify", "--engine", f"cmd:{command}", *selection]
    return child([*args, "--results", str(results)], ok=(expected_exit,))


def outcomes(results: Path) -> Counter[str]:
    """How many scenarios of each outcome a run's records hold."""
    lines = results.read_text(encoding="utf-8").splitlines()
    return Counter(json.loads(line)["outcome"] for line in lines)


def main() -> None:
    """Measure the three engines and print the ratios."""
    rounds, options = rounds_and_options(__doc__.split("\n\n")[0])
    selection = ["--rule", "106.5"] if options.quick else []
    with tempfile.TemporaryDirectory() as scratch:
        files = {name: Path(scratch) / f"{engine}.jsonl" for name, (engine, _) in ENGINES.items()}
        best = alternate(
            {
                name: lambda name=name, engine=engine, code=code: verify_once(
                    engine, code, selection, files[name]
                )
                for name, (engine, code) in ENGINES.items()
            },
            rounds,
        )
        counts = {name: outcomes(files[name]) for name in ENGINES}
    scope = " ".join(selection) or "the whole suite"
    print(f"rulings verify of {scope}, best of {rounds} alternating rounds")
    for name, timing in best.items():
        print(f"  {name:<28} {timing}  {dict(counts[name])}")
    print(ratio_line("fails everything / passing", best["fails everything"], best[PASSING], TARGET))
    print(ratio_line("unsupported / passing", best["unsupported to everything"], best[PASSING], TARGET))


if __name__ == "__main__":
    main()
