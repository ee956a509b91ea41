"""Fuzz throughput: state-machine steps per second against the reference engine, as a ratio to a trivial
state machine of the same size (the same rules, the same drawn boards and arguments, no engine) in the
same run. Target: at least half the floor.

    python benchmarks/fuzz_bench.py [--examples 300] [--steps 20]
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from hypothesis import Phase, seed, settings
from hypothesis.stateful import RuleBasedStateMachine, rule, run_state_machine_as_test

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


def timed(machine: type[RuleBasedStateMachine], examples: int, steps: int) -> float:
    """Seconds to run the machine for that many examples of that many steps, with a fixed seed."""
    chosen = campaign_settings(examples, steps, base=settings(phases=[Phase.generate]))
    began = time.perf_counter()
    run_state_machine_as_test(seed(1)(machine), settings=chosen)
    return time.perf_counter() - began


def main() -> None:
    """Run both machines and print steps per second and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=300)
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=3, help="alternate the machines; keep each one's best")
    args = parser.parse_args()
    session, listed = start("reference")
    cards, _ = playable_cards([(session, listed)])
    real = FuzzConfig(Engines(session), tuple(cards), select())
    floor = FuzzConfig(Engines(session), tuple(cards), select())  # the same rules; its bodies check nothing
    trivial, fuzz = type("Trivial", (TrivialMachine,), {"config": floor}), machine_for(real)
    times: dict[str, list[float]] = {"trivial": [], "fuzz": [], "bare": []}
    for _ in range(args.rounds):  # alternated, so that other load on the machine hits both alike
        floor.steps = real.steps = BareMachine.steps = 0
        times["trivial"].append(timed(trivial, args.examples, args.steps))
        times["fuzz"].append(timed(fuzz, args.examples, args.steps))
        times["bare"].append(timed(BareMachine, args.examples, args.steps))
    trivial_seconds, real_seconds, bare_seconds = (min(times[k]) for k in ("trivial", "fuzz", "bare"))
    rows = [
        ("trivial machine, same rules and boards (floor)", floor.steps, trivial_seconds),
        ("fuzz machine on the reference engine", real.steps, real_seconds),
        ("bare one-rule machine (scale only)", BareMachine.steps, bare_seconds),
    ]
    print(
        f"{args.examples} examples of up to {args.steps} steps, seed 1, generation phase only, best of {args.rounds}"
    )
    for name, steps, seconds in rows:
        print(f"  {name:50} {steps:6} steps in {seconds:6.2f}s = {steps / seconds:8.0f} steps/s")
    ratio = (real.steps / real_seconds) / (floor.steps / trivial_seconds)
    verdict = "meets" if ratio >= 0.5 else "misses"
    print(f"fuzz / floor throughput ratio: {ratio:.2f} ({verdict} the target of at least 0.5)")
    # The "about 6,000 steps per second" floor is the bare machine's rate on these machines; the
    # ratio to it says how much of a step is Hypothesis drawing our boards and arguments, not the engine.
    bare = (real.steps / real_seconds) / (BareMachine.steps / bare_seconds)
    print(f"fuzz / bare one-rule machine ratio: {bare:.2f}")
    print(f"boards declined by the engine: {real.rejected}")


if __name__ == "__main__":
    main()
