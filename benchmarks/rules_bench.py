"""How fast the rules tracker is on the real editions, against the targets of issue 6.

Targets: a whole edition (about 950 KB) parses in well under a second; a diff of two editions takes a
couple of seconds at most. Each figure is the best of several runs (the least disturbed by the machine),
printed with its ratio to the target (below 1.00 is within it).

    python benchmarks/rules_bench.py [--repeat N]
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulings.rules.diff import diff_editions  # noqa: E402 (the project root must be on the path first)
from rulings.rules.parser import parse_edition  # noqa: E402

PARSE_TARGET_SECONDS: Final = 1.0
DIFF_TARGET_SECONDS: Final = 2.0
EDITIONS: Final = ROOT / "rules" / "editions"
PAIRS: Final = (
    ("2024-04-12", "2025-02-07"),
    ("2025-04-04", "2026-01-16"),
    ("2026-02-27", "2026-04-17"),
    ("2024-04-12", "2026-04-17"),  # two years apart: the most to match
    ("2026-04-17", "2026-08-07"),
    ("2026-08-07", "2026-09-25"),
    ("2026-04-17", "2026-09-25"),
    ("2024-04-12", "2026-09-25"),
)


def best_of(repeat: int, action: Callable[[], object]) -> float:
    """The shortest of `repeat` timings of `action`, in seconds."""
    timings = []
    for _ in range(repeat):
        started = time.perf_counter()
        action()
        timings.append(time.perf_counter() - started)
    return min(timings)


def main() -> int:
    """Time parsing every vendored edition and diffing the acceptance pairs; print figures and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure (the best is kept)")
    repeat = parser.parse_args().repeat
    data = {path.stem.removeprefix("cr-"): path.read_bytes() for path in sorted(EDITIONS.glob("cr-*.txt"))}
    editions = {date: parse_edition(raw, date) for date, raw in data.items()}

    print(f"parse (target {PARSE_TARGET_SECONDS:.1f} s per edition), best of {repeat}")
    for date, raw in data.items():
        seconds = best_of(repeat, functools.partial(parse_edition, raw, "bench"))
        paragraphs = len(editions[date].paragraphs)
        print(
            f"  {date}  {len(raw) / 1000:6.0f} KB  {paragraphs:5d} paragraphs  "
            f"{seconds * 1000:7.1f} ms  ratio {seconds / PARSE_TARGET_SECONDS:.2f}"
        )
    print(f"diff (target {DIFF_TARGET_SECONDS:.1f} s per pair, parsing excluded), best of {repeat}")
    for old, new in PAIRS:
        seconds = best_of(repeat, functools.partial(diff_editions, editions[old], editions[new]))
        result = diff_editions(editions[old], editions[new])
        counts = f"{len(result.changed)} changed, {len(result.renumbered)} renumbered"
        print(
            f"  {old} -> {new}  {seconds * 1000:7.1f} ms  ratio {seconds / DIFF_TARGET_SECONDS:.2f}  ({counts})"
        )
    old, new = PAIRS[2]
    seconds = best_of(
        repeat, lambda: diff_editions(parse_edition(data[old], old), parse_edition(data[new], new))
    )
    print(
        f"end to end: read and diff {old} -> {new}  {seconds * 1000:7.1f} ms  "
        f"ratio {seconds / DIFF_TARGET_SECONDS:.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
