"""phase.rs against the reference engine, in one run: the whole suite's time as a ratio, then the median
cost of each request type on phase.rs (set-up, each action, each query).

    .venv/bin/python benchmarks/phase_bench.py            # needs the phase extra: pip install -e '.[phase]'
    .venv/bin/python benchmarks/phase_bench.py 106 508    # only the scenarios citing these paragraphs

The suite runs serially in this process through `rulings verify`, each engine wrapped so that every
request is timed; the card database is built (and cached) before the clock starts.
"""

from __future__ import annotations

import io
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from rich.console import Console

from rulings.adapters import make_engine
from rulings.protocol import Message
from rulings.run.verify import VerifyOptions, verify

TIMINGS: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))


class Timed:
    """An engine whose every request is timed, by request type."""

    def __init__(self, label: str, spec: str) -> None:
        self.label, self.inner = label, make_engine(spec)

    def request(self, message: Message) -> Message:
        """Forward and time one request."""
        kind = str(message.get("cmd"))
        if kind == "act":
            kind = f"act:{message['action'].get('type')}"
        elif kind == "query":
            kind = f"query:{message['query'].get('type')}"
        start = time.perf_counter()
        reply = self.inner.request(message)
        TIMINGS[self.label][kind].append(time.perf_counter() - start)
        return reply

    def close(self) -> None:
        """Close the engine."""
        self.inner.close()


def timed_reference() -> Timed:
    """The reference engine, timed."""
    return Timed("reference", "reference")


def timed_phase() -> Timed:
    """phase.rs, timed."""
    return Timed("phase", "phase")


def run(spec: str, where: Path, rules: list[str]) -> float:
    """The suite (or the scenarios citing `rules`) on one engine; its wall time in seconds."""
    console = Console(file=io.StringIO(), width=200)
    start = time.perf_counter()
    verify(VerifyOptions(spec, rules=rules, results=where), console, show_progress=False)
    return time.perf_counter() - start


def main() -> None:
    """Print the ratio and the medians."""
    make_engine("phase")  # builds and caches the card database before anything is timed
    here, rules = Path("results"), sys.argv[1:]
    reference = run(f"{__name__}:timed_reference", here / "bench-reference.jsonl", rules)
    phase = run(f"{__name__}:timed_phase", here / "bench-phase.jsonl", rules)
    what = f"scenarios citing {', '.join(rules)}" if rules else "whole suite"
    print(
        f"{what}, serial: reference {reference:.1f} s, phase.rs {phase:.1f} s, ratio {phase / reference:.1f}x"
    )
    print(f"{'request':24} {'count':>6} {'phase.rs median':>16} {'reference median':>17}")
    for kind, costs in sorted(TIMINGS["phase"].items()):
        ref: list[Any] = TIMINGS["reference"].get(kind, [])
        ref_median = f"{statistics.median(ref) * 1000:.2f} ms" if ref else "-"
        print(f"{kind:24} {len(costs):6} {statistics.median(costs) * 1000:13.2f} ms {ref_median:>17}")


if __name__ == "__main__":
    sys.modules.setdefault("phase_bench", sys.modules[__name__])
    main()
