"""What every benchmark measures with: CPU time beside wall time, runs alternated in one process.

The machine the figures come from is shared, so wall time says more about the neighbours than about us.
CPU time (this process's own, or its children's from `resource.getrusage`, which counts a grandchild such
as an engine behind `cmd:` once its parent has waited for it) is what a ratio is taken on; wall time is
printed beside it. The measured run and its floor alternate, round after round, so a busy spell slows
both alike, and each keeps its best round.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Timing:
    """CPU seconds (user + system) and wall seconds of one measured thing."""

    cpu: float
    wall: float

    def best(self, other: Timing) -> Timing:
        """Each figure at its smallest of the two (the round least disturbed by the machine)."""
        return Timing(min(self.cpu, other.cpu), min(self.wall, other.wall))

    def __str__(self) -> str:
        return f"cpu {self.cpu:8.3f} s  wall {self.wall:8.3f} s"


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def in_process(action: Callable[[], object]) -> Timing:
    """CPU (this process) and wall time of one call."""
    cpu, wall = time.process_time(), time.perf_counter()
    action()
    return Timing(time.process_time() - cpu, time.perf_counter() - wall)


def child(
    command: Sequence[str],
    *,
    cwd: Path = ROOT,
    env: Mapping[str, str] | None = None,
    ok: Sequence[int] = (0,),
) -> Timing:
    """CPU (the child and every process it waited for) and wall time of one command; exit if it fails."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    cpu, wall = _children_cpu(), time.perf_counter()
    done = subprocess.run(
        list(command), cwd=cwd, env=environment, capture_output=True, text=True, check=False
    )
    timing = Timing(_children_cpu() - cpu, time.perf_counter() - wall)
    if done.returncode not in ok:
        sys.exit(f"{command[:6]} exited {done.returncode}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    return timing


def alternate(runs: Mapping[str, Callable[[], Timing]], rounds: int) -> dict[str, Timing]:
    """Every run once per round, in turn; each one's best figures."""
    best: dict[str, Timing] = {}
    for _ in range(rounds):
        for name, run in runs.items():
            timing = run()
            best[name] = best[name].best(timing) if name in best else timing
    return best


def ratio_line(label: str, measured: Timing, floor: Timing, target: float, *, at_most: bool = True) -> str:
    """`label: 1.12x CPU (wall 1.30x); target at most 1.3x: ok` (the verdict is on CPU time)."""
    cpu, wall = measured.cpu / floor.cpu, measured.wall / floor.wall
    within = cpu <= target if at_most else cpu >= target
    bound = "at most" if at_most else "at least"
    return f"{label}: {cpu:.2f}x CPU (wall {wall:.2f}x); target {bound} {target}x: {'ok' if within else 'MISSED'}"


def parser(description: str) -> argparse.ArgumentParser:
    """A benchmark's command line, with the --quick every benchmark has (CI runs each once with it)."""
    arguments = argparse.ArgumentParser(description=description)
    arguments.add_argument(
        "--quick",
        action="store_true",
        help="one small round, to show the benchmark runs (CI); no figure to quote",
    )
    return arguments


def rounds_and_options(description: str, default: int = 3) -> tuple[int, argparse.Namespace]:
    """The command line of a benchmark of alternating rounds: how many (one with --quick), and the options."""
    arguments = parser(description)
    arguments.add_argument("--rounds", type=int, default=default)
    options = arguments.parse_args()
    return (1 if options.quick else options.rounds), options
