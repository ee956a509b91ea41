"""`python -m mutation`: mutate the reference engine and run the feature suite against each mutant.

python -m mutation --all -j 2                 # every mutant of the engine
python -m mutation --sample 300 --seed 1      # a random sample
python -m mutation --all --file untap.py      # the mutants of files whose path contains 'untap.py'
python -m mutation --root rulings/engine      # the engine elsewhere (import name derived, or --package)
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from dataclasses import asdict
from pathlib import Path

from mutation.operators import all_mutants
from mutation.runner import Outcome, Target, run_baseline, run_mutants
from mutation.suite import load_suite
from mutation.verdicts import Summary, Verdicts, read_verdicts, stub, summarise

DEFAULT_VERDICTS = Path("docs/mutation/survivors.toml")


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m mutation", description=__doc__.split("\n")[0])
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--all", action="store_true", help="every mutant (the default)")
    which.add_argument("--sample", type=int, metavar="N", help="a random sample of N mutants")
    parser.add_argument("--seed", type=int, default=None, help="the sample's seed (random if not given)")
    parser.add_argument("--file", action="append", default=[], help="only files whose path contains this")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="children at a time")
    parser.add_argument(
        "--root",
        type=Path,
        default=Path("rulings/engine"),
        help="the engine's directory (its import name is derived from it)",
    )
    parser.add_argument("--package", default=None, help="its import name (derived from --root if not given)")
    parser.add_argument("--engine", default="reference", help="the --engine spec whose adapter imports it")
    parser.add_argument("--features", type=Path, default=Path("features"), help="the feature files")
    parser.add_argument("--verdicts", type=Path, default=DEFAULT_VERDICTS, help="the verdicts on survivors")
    parser.add_argument(
        "--results", type=Path, default=Path("results/mutation.jsonl"), help="one line per mutant"
    )
    parser.add_argument("--timeout-floor", type=float, default=1.0, help="seconds every child gets at least")
    parser.add_argument(
        "--scenario-floor",
        type=float,
        default=0.25,
        help="CPU seconds every scenario of a child gets at least",
    )
    parser.add_argument(
        "--stubs", type=Path, default=None, help="write TOML stubs for unclassified survivors"
    )
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the mutants; print the figures; non-zero if the unmutated engine fails a scenario."""
    args = _arguments(argv)
    target = Target.at(args.root, args.package, args.engine)
    mutants = [m for m in all_mutants(target.root) if not args.file or any(f in m.file for f in args.file)]
    if args.sample is not None and args.sample < len(mutants):
        seed = args.seed if args.seed is not None else random.randrange(1 << 30)
        print(f"sample of {args.sample} of {len(mutants)} mutants, --seed {seed}")
        mutants = sorted(random.Random(seed).sample(mutants, args.sample), key=lambda m: (m.file, m.position))
    if args.list:
        for mutant in mutants:
            print(f"{mutant.file}:{mutant.line}  {mutant.id}")
        return 0
    started = time.perf_counter()
    scenarios = load_suite(args.features)
    session = target.session()
    baseline = run_baseline(target, scenarios, session)
    print(
        f"{len(scenarios)} scenarios, {len(scenarios) - len(baseline.failures)} pass on the unmutated engine"
    )
    if baseline.failures:
        for name, why in baseline.failures.items():
            print(f"  FAILS UNMUTATED: {name}: {why}")
        return 2
    progress = _Progress(len(mutants))
    outcomes = run_mutants(
        target,
        mutants,
        scenarios,
        baseline,
        session,
        jobs=args.jobs,
        timeout_floor=args.timeout_floor,
        scenario_floor=args.scenario_floor,
        on_outcome=progress,
    )
    wall = time.perf_counter() - started
    entries = read_verdicts(args.verdicts)
    summary = summarise(outcomes, Verdicts(entries, all_mutants(target.root)))
    _write_results(args.results, outcomes, summary)
    _print(summary, outcomes, wall, args)
    if args.stubs is not None and summary.unclassified:
        args.stubs.write_text("\n".join(stub(o) for o in summary.unclassified), encoding="utf-8")
        print(f"stubs for {len(summary.unclassified)} unclassified survivors: {args.stubs}")
    return 0


class _Progress:
    """A line on stderr every few percent."""

    def __init__(self, total: int) -> None:
        self.total, self.done, self.killed = total, 0, 0
        self.every = max(1, total // 20)

    def __call__(self, outcome: Outcome) -> None:
        self.done += 1
        self.killed += outcome.killed
        if self.done % self.every == 0 or self.done == self.total:
            print(f"  {self.done}/{self.total} mutants, {self.killed} killed", file=sys.stderr, flush=True)


def _write_results(path: Path, outcomes: list[Outcome], summary: Summary) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as out:
        for outcome in outcomes:
            record = {**asdict(outcome.mutant), "id": outcome.mutant.id, **asdict(outcome)}
            record.pop("mutant")
            out.write(json.dumps(record) + "\n")


def _print(summary: Summary, outcomes: list[Outcome], wall: float, args: argparse.Namespace) -> None:
    run = [o for o in outcomes if o.status != "uncovered"]
    child_seconds = sum(o.seconds for o in run)
    counts = summary.by_verdict
    print()
    print(f"mutants   {summary.total}")
    print(f"killed    {summary.killed}  (of which {summary.timeouts} by timeout)")
    print(f"survived  {summary.survived}  (of which {summary.uncovered} reached by no scenario)")
    for verdict, count in counts.items():
        print(f"  {verdict:<13} {count}")
    judged = summary.total - counts.get("equivalent", 0) - counts.get("harness-only", 0)
    print(
        f"score     {summary.score:.1%}  = killed / (total - equivalent - harness-only) = {summary.killed}/{judged}"
    )
    if run:
        print(f"time      {wall:.1f}s wall, {child_seconds / len(run):.3f}s per mutant run, -j {args.jobs}")
    if summary.unclassified:
        print(
            f"\nunclassified survivors ({len(summary.unclassified)}): give each a verdict in {args.verdicts}"
        )
        for outcome in summary.unclassified:
            print(f"  {outcome.mutant.file}:{outcome.mutant.line}  {outcome.mutant.id}")
    if summary.stale:
        print(f"\nverdicts on mutants now killed ({len(summary.stale)}): remove them from {args.verdicts}")
        for entry in summary.stale:
            print(f"  {entry.id}")


if __name__ == "__main__":
    sys.exit(main())
