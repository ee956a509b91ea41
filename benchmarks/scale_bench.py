"""Issue 12's scale benchmark: the feature suite copied 1x, 10x and 30x into a temporary folder, each size
collected and run on the reference engine serially and with `-n 2`, exactly as `rulings verify` runs it
(the packaged binding, isolated, with --rulings-features pointing at the copies).

    .venv/bin/python benchmarks/scale_bench.py [--sizes 1,10,30] [--processes 0,2] [--rounds 1] [--quick]

Each copy's scenario ids get the copy's suffix (`@id:x` becomes `@id:x-c03`), as distinct scenarios have
distinct ids. Prints, per size and mode, the CPU time per scenario of the whole run (every process of it:
xdist's workers are the run's children), its wall time, the collection and run time per scenario in the
process that collects, the peak memory of the process that ran the scenarios (the largest worker under
-n), and the ratio of CPU per scenario to the 1x figure of the same mode; sizes and modes alternate round
after round. Targets: per-scenario CPU time at the largest size within 1.3x of 1x. --quick runs the
section 106 files at 1x and 2x, serial and -n 2.
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks._timing import Timing, alternate, child, parser  # the benchmark runs as a script
from rulings.run.features import packaged_features
from rulings.run.verify import VerifyOptions, pytest_arguments

TARGET = 1.3
_ID = re.compile(r"@id:(\S+)")


def copies(scratch: Path, times: int, pattern: str) -> Path:
    """The suite's feature files (those matching `pattern`) `times` over, each copy in its own folder
    and with its own scenario ids."""
    target = scratch / f"x{times}"
    for copy in range(times):
        for path in packaged_features().rglob(pattern):
            destination = target / f"copy{copy:02d}" / path.relative_to(packaged_features())
            destination.parent.mkdir(parents=True, exist_ok=True)
            text = path.read_text(encoding="utf-8")
            destination.write_text(_ID.sub(rf"@id:\1-c{copy:02d}", text), encoding="utf-8")
    return target


def measure(features: Path, processes: int, clock: Path) -> tuple[Timing, dict[str, float]]:
    """One run: its CPU and wall time, and the phases and peak memory its clock wrote."""
    options = VerifyOptions(processes=str(processes) if processes else None, features=features)
    args = [sys.executable, "-m", "pytest", *pytest_arguments(options, None), "-p", "benchmarks._phase_clock"]
    timing = child(args, env={"PHASE_CLOCK_FILE": str(clock)})
    return timing, json.loads(clock.read_text(encoding="utf-8"))


def main() -> None:
    """Measure every size and mode; print the table."""
    arguments = parser(__doc__.split("\n\n")[0])
    arguments.add_argument("--sizes", default="1,10,30")
    arguments.add_argument("--processes", default="0,2")
    arguments.add_argument("--rounds", type=int, default=1)
    options = arguments.parse_args()
    sizes = [1, 2] if options.quick else [int(s) for s in options.sizes.split(",")]
    modes = [0, 2] if options.quick else [int(p) for p in options.processes.split(",")]
    pattern = "106-*.feature" if options.quick else "*.feature"
    phases: dict[tuple[int, int], dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        folders = {size: copies(Path(scratch), size, pattern) for size in sizes}

        def run(size: int, processes: int) -> Timing:
            timing, figures = measure(folders[size], processes, Path(scratch) / "clock.json")
            phases[size, processes] = figures
            return timing

        runs = {
            (size, processes): (lambda s=size, p=processes: run(s, p))
            for size in sizes
            for processes in modes
        }
        best = alternate(runs, options.rounds)
    print(f"{'size':>5} {'mode':>7} {'scenarios':>9} {'cpu ms/sc':>9} {'wall s':>7} {'collect ms/sc':>13} "
          f"{'run ms/sc':>9} {'peak MiB':>8} {'cpu vs 1x':>9}")  # fmt: skip
    for (size, processes), timing in best.items():
        figures = phases[size, processes]
        count = figures["tests"]
        base = best[sizes[0], processes].cpu / phases[sizes[0], processes]["tests"]
        per = timing.cpu / count
        mode = f"-n {processes}" if processes else "serial"
        print(
            f"{size:>4}x {mode:>7} {count:>9.0f} {1000 * per:>9.2f} {timing.wall:>7.1f} "
            f"{1000 * (figures['collected'] - figures['configured']) / count:>13.2f} "
            f"{1000 * (figures['finished'] - figures['collected']) / count:>9.2f} "
            f"{figures['peak_rss_kib'] / 1024:>8.0f} {per / base:>8.2f}x"
        )
    print(f"target: per-scenario CPU time at the largest size within {TARGET}x of {sizes[0]}x, in each mode")


if __name__ == "__main__":
    main()
