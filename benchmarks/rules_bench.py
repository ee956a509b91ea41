"""How fast the rules tracker is on the real editions, against the targets of issue 6 and against floors.

Targets: a whole edition (about 950 KB) parses in well under a second; a diff of two editions takes a
couple of seconds at most. Each figure is the best of several rounds, CPU time with wall time beside, and
alternates with its floor: for a parse, decoding the file and matching the paragraph-number pattern on
every line (the least any parser does); for a diff, comparing the two editions' texts paragraph by
paragraph under the same numbers (the least any diff does; ours also finds what was renumbered and diffs
the words). Ratios to the target (below 1.00 is within it) and to the floor are printed.

    python benchmarks/rules_bench.py [--repeat N] [--quick]
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._timing import Timing, alternate, in_process, parser  # noqa: E402 (the root on the path first)
from rulings.editions.diff import diff_editions  # noqa: E402
from rulings.editions.edition import Edition  # noqa: E402
from rulings.editions.parser import parse_edition  # noqa: E402

PARSE_TARGET_SECONDS: Final = 1.0
DIFF_TARGET_SECONDS: Final = 2.0
EDITIONS: Final = ROOT / "data" / "editions"
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
_NUMBER: Final = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ")


def parse_floor(raw: bytes) -> int:
    """Decode the edition and find the numbered lines: what parsing it cannot do without."""
    return sum(1 for line in raw.decode("utf-8-sig").splitlines() if _NUMBER.match(line))


def diff_floor(old: Edition, new: Edition) -> int:
    """The paragraphs whose text differs under the same number: what diffing cannot do without."""
    before = {p.number: p.text for p in old.paragraphs}
    return sum(1 for p in new.paragraphs if before.get(p.number) != p.text)


def figures(name: str, measured: Timing, floor: Timing, target: float) -> str:
    """One line: the figure, its ratio to the target, its ratio to the floor."""
    return (
        f"  {name}  {measured.cpu * 1000:7.1f} ms CPU ({measured.wall * 1000:7.1f} wall)  "
        f"target ratio {measured.cpu / target:.2f}  floor {floor.cpu * 1000:6.1f} ms, "
        f"x{measured.cpu / floor.cpu:.1f}"
    )


def main() -> int:
    """Time parsing every vendored edition and diffing the acceptance pairs; print figures and ratios."""
    arguments = parser(__doc__.splitlines()[0])
    arguments.add_argument("--repeat", type=int, default=5, help="rounds per figure (the best is kept)")
    options = arguments.parse_args()
    repeat = 1 if options.quick else options.repeat
    paths = sorted(EDITIONS.glob("cr-*.txt"))
    data = {path.stem.removeprefix("cr-"): path.read_bytes() for path in paths}
    if options.quick:
        data = {date: data[date] for date in PAIRS[2]}
    editions = {date: parse_edition(raw, date) for date, raw in data.items()}

    print(f"parse (target {PARSE_TARGET_SECONDS:.1f} s per edition), best of {repeat}")
    for date, raw in data.items():
        best = alternate(
            {
                "parse": lambda raw=raw: in_process(lambda: parse_edition(raw, "bench")),
                "floor": lambda raw=raw: in_process(lambda: parse_floor(raw)),
            },
            repeat,
        )
        label = f"{date}  {len(raw) / 1000:6.0f} KB  {len(editions[date].paragraphs):5d} paragraphs"
        print(figures(label, best["parse"], best["floor"], PARSE_TARGET_SECONDS))
    print(f"diff (target {DIFF_TARGET_SECONDS:.1f} s per pair, parsing excluded), best of {repeat}")
    for old, new in PAIRS[2:3] if options.quick else PAIRS:
        a, b = editions[old], editions[new]
        best = alternate(
            {
                "diff": lambda a=a, b=b: in_process(lambda: diff_editions(a, b)),
                "floor": lambda a=a, b=b: in_process(lambda: diff_floor(a, b)),
            },
            repeat,
        )
        result = diff_editions(a, b)
        counts = f"({len(result.changed)} changed, {len(result.renumbered)} renumbered)"
        print(figures(f"{old} -> {new}", best["diff"], best["floor"], DIFF_TARGET_SECONDS) + f"  {counts}")
    old, new = PAIRS[2]
    end_to_end = alternate(
        {
            "both": lambda: in_process(
                lambda: diff_editions(parse_edition(data[old], old), parse_edition(data[new], new))
            ),
            "floor": lambda: in_process(
                lambda: (
                    parse_floor(data[old]),
                    parse_floor(data[new]),
                    diff_floor(editions[old], editions[new]),
                )
            ),
        },
        repeat,
    )
    print("end to end: read and diff")
    print(figures(f"{old} -> {new}", end_to_end["both"], end_to_end["floor"], DIFF_TARGET_SECONDS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
