"""phase.rs against the reference engine, in one run: the whole suite's time as a ratio (wall and CPU), then
the median cost of each request type on each engine (set-up, each action, each query).

    .venv/bin/python benchmarks/phase_bench.py              # needs the phase extra: pip install -e '.[phase]'
    .venv/bin/python benchmarks/phase_bench.py --rounds 3   # more alternating rounds (default 2)
    .venv/bin/python benchmarks/phase_bench.py 106 508      # only the scenarios citing these paragraphs
    .venv/bin/python benchmarks/phase_bench.py --quick      # one round of CR 106's scenarios: it runs, no more

The suite runs serially in this process through `rulings verify`, each engine wrapped so that every request
is timed; the card database is built (and cached) before the clock starts. The engines alternate, the order
reversed each round (reference, phase.rs, phase.rs, reference, ...), so a machine whose load drifts weighs on
both alike; the ratio is of the engines' median times over the rounds. CPU is this process's (the run is
serial and in-process), so other processes on a shared machine count only in the wall time. Target: 5x.
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


TARGET = 5.0  # issue 26: the whole suite on phase.rs within 5x the reference engine's time


def run(spec: str, where: Path, rules: list[str]) -> tuple[float, float]:
    """The suite (or the scenarios citing `rules`) on one engine: its wall and CPU time in seconds."""
    console = Console(file=io.StringIO(), width=200)
    from rulings.adapters.phase import board  # noqa: PLC0415 - needs the phase extra, checked by make_engine

    board.SAVED.clear()  # each run starts as a fresh `rulings verify` process does: no saved new games
    wall, cpu = time.perf_counter(), time.process_time()
    verify(VerifyOptions(spec, rules=rules, results=where), console, show_progress=False)
    return time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    """Print the ratio and the medians."""
    args = sys.argv[1:]
    quick = "--quick" in args
    rounds = 1 if quick else 2
    if "--rounds" in args:
        rounds = int(args[args.index("--rounds") + 1])
        del args[args.index("--rounds") : args.index("--rounds") + 2]
    rules = ["106"] if quick else [a for a in args if a != "--quick"]
    make_engine("phase")  # builds and caches the card database before anything is timed
    here = Path("results")
    engines = {"reference": f"{__name__}:timed_reference", "phase": f"{__name__}:timed_phase"}
    times: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for number in range(rounds):
        for label in list(engines) if number % 2 == 0 else list(engines)[::-1]:
            times[label].append(run(engines[label], here / f"bench-{label}.jsonl", rules))
    what = f"scenarios citing {', '.join(rules)}" if rules else "whole suite"
    wall = {label: statistics.median(w for w, _ in runs) for label, runs in times.items()}
    cpu = {label: statistics.median(c for _, c in runs) for label, runs in times.items()}
    print(f"{what}, serial, {rounds} alternating round(s), median of each engine's runs:")
    for label, runs in times.items():
        print(
            f"  {label:9} wall {' '.join(f'{w:.1f}' for w, _ in runs)} s, cpu {' '.join(f'{c:.1f}' for _, c in runs)} s"
        )
    print(
        f"ratio phase.rs/reference: wall {wall['phase'] / wall['reference']:.2f}x, "
        f"cpu {cpu['phase'] / cpu['reference']:.2f}x (target {TARGET:.0f}x)"
    )
    print(f"{'request':24} {'count':>6} {'phase.rs median':>16} {'reference median':>17}")
    for kind, costs in sorted(TIMINGS["phase"].items()):
        ref: list[Any] = TIMINGS["reference"].get(kind, [])
        ref_median = f"{statistics.median(ref) * 1000:.2f} ms" if ref else "-"
        print(f"{kind:24} {len(costs):6} {statistics.median(costs) * 1000:13.2f} ms {ref_median:>17}")


if __name__ == "__main__":
    sys.modules.setdefault("phase_bench", sys.modules[__name__])
    main()
