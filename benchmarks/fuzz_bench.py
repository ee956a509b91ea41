"""Fuzz throughput: state-machine steps per second against the reference engine, as a ratio to a trivial
state machine of the same size (the same rules, the same drawn boards and arguments, no engine) in the
same run, the machines alternating round after round. Rates are on CPU time (wall time beside).
Target: at least half the floor.

    python benchmarks/fuzz_bench.py [--examples 300] [--steps 20] [--pool] [--quick]

--pool draws the boards from the whole pool too (`rulings fuzz --pool`: hundreds of cards), floor and all.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path
from typing import Any

from hypothesis import Phase, seed, settings
from hypothesis.stateful import RuleBasedStateMachine, rule, run_state_machine_as_test

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks._timing import Timing, in_process, parser  # the benchmark runs as a script
from rulings.fuzz.invariants import select
from rulings.fuzz.machine import FuzzConfig, FuzzMachine, machine_for
from rulings.fuzz.observe import Engines
from rulings.fuzz.runner import campaign_settings, playable_cards, start


class TrivialMachine(FuzzMachine):
    """The fuzzing machine's rules and draws, with bodies that do nothing: the floor."""

    def _set_up(self, game: Any, drawn: bool = True) -> None:
        self.config.steps += 1

    def _activate(self, pick: int, mana: int, order: int, twist: int) -> None:
        self._nothing()

    def _cast(self, pick: int, x: int, how: int, twist: int) -> None:
        self._nothing()

    def _simple(self, kind: str, player: int | None = None, step: str | None = None) -> None:
        self._nothing()

    def _observe(self, pick: int) -> None:
        self.since_observe = 0
        self._nothing()

    def _replay(self) -> None:
        self.since_replay = 0
        self._nothing()

    def _nothing(self) -> None:
        self.config.steps += 1
        self.since_observe += 1
        self.since_replay += 1


class BareMachine(RuleBasedStateMachine):
    """The smallest machine: one rule without arguments (for scale only)."""

    steps = 0

    @rule()
    def step(self) -> None:
        """Count."""
        BareMachine.steps += 1


def timed(machine: type[RuleBasedStateMachine], examples: int, steps: int) -> Timing:
    """CPU and wall seconds to run the machine for that many examples of that many steps, fixed seed."""
    chosen = campaign_settings(examples, steps, base=settings(phases=[Phase.generate]))
    return in_process(lambda: run_state_machine_as_test(seed(1)(machine), settings=chosen))


def main() -> None:
    """Run both machines and print steps per second and their ratio."""
    arguments = parser(__doc__.splitlines()[0])
    arguments.add_argument("--examples", type=int, default=300)
    arguments.add_argument("--steps", type=int, default=20)
    arguments.add_argument(
        "--rounds", type=int, default=3, help="alternate the machines; keep each one's best"
    )
    arguments.add_argument("--pool", action="store_true", help="boards from the whole pool too")
    args = arguments.parse_args()
    if args.quick:
        args.examples, args.steps, args.rounds = 20, 10, 1
    session, listed = start("reference")
    cards, _ = playable_cards([(session, listed)], pool=args.pool)
    real = FuzzConfig(Engines(session), tuple(cards), select())
    floor = FuzzConfig(Engines(session), tuple(cards), select())  # the same rules; its bodies check nothing
    trivial, fuzz = type("Trivial", (TrivialMachine,), {"config": floor}), machine_for(real)
    times: dict[str, list[Timing]] = {"trivial": [], "fuzz": [], "bare": []}
    for _ in range(args.rounds):  # alternated, so that other load on the machine hits both alike
        floor.steps = real.steps = BareMachine.steps = 0
        times["trivial"].append(timed(trivial, args.examples, args.steps))
        times["fuzz"].append(timed(fuzz, args.examples, args.steps))
        times["bare"].append(timed(BareMachine, args.examples, args.steps))
    best = {kind: functools.reduce(Timing.best, runs) for kind, runs in times.items()}
    rows = [
        ("trivial machine, same rules and boards (floor)", floor.steps, best["trivial"]),
        ("fuzz machine on the reference engine", real.steps, best["fuzz"]),
        ("bare one-rule machine (scale only)", BareMachine.steps, best["bare"]),
    ]
    print(
        f"{args.examples} examples of up to {args.steps} steps, seed 1, generation phase only, best of {args.rounds}, "
        f"{len(cards)} cards"
    )
    for name, steps, timing in rows:
        print(
            f"  {name:50} {steps:6} steps in {timing.cpu:6.2f}s CPU = {steps / timing.cpu:8.0f} steps/s "
            f"(wall {steps / timing.wall:8.0f} steps/s)"
        )
    ratio = (real.steps / best["fuzz"].cpu) / (floor.steps / best["trivial"].cpu)
    verdict = "meets" if ratio >= 0.5 else "misses"
    print(f"fuzz / floor throughput ratio (CPU): {ratio:.2f} ({verdict} the target of at least 0.5)")
    # The "about 6,000 steps per second" floor is the bare machine's rate on these machines; the
    # ratio to it says how much of a step is Hypothesis drawing our boards and arguments, not the engine.
    bare = (real.steps / best["fuzz"].cpu) / (BareMachine.steps / best["bare"].cpu)
    print(f"fuzz / bare one-rule machine ratio: {bare:.2f}")
    print(f"boards declined by the engine: {real.rejected}")


if __name__ == "__main__":
    main()
