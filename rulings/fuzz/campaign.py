"""Fuzz campaigns as Hypothesis state machines that pytest collects, so HypoFuzz (or plain pytest) can run
them against any engine, across many processes, sharing Hypothesis's example database.

The engine comes from the environment, read when the first game starts (a state machine's TestCase
can't be parametrized): RULINGS_FUZZ_ENGINE (reference, cmd:<command> or module:attr; default
reference), RULINGS_FUZZ_AGAINST (differential mode, optional), RULINGS_FUZZ_WITHOUT (invariants to
leave out, comma-separated), RULINGS_FUZZ_POOL=1 (boards from the whole pool too, as `rulings fuzz --pool`). tests/fuzz/test_campaign.py exposes the TestCase; see
docs/fuzzing-campaigns.md. `rulings fuzz` is the short form of the same machine.

A failure is raised as CampaignFailure, whose message is the shrunk game printed as a scenario.
"""

from __future__ import annotations

import os
from functools import cache
from typing import ClassVar

from hypothesis import HealthCheck, settings

from rulings.fuzz.gherkin import print_scenario
from rulings.fuzz.invariants import select
from rulings.fuzz.machine import CombatMachine, FuzzConfig
from rulings.fuzz.observe import Engines, Violation
from rulings.fuzz.runner import playable_cards, start
from rulings.fuzz.trace import Counterexample, Falsified
from rulings.protocol.session import Message

ENGINE = "RULINGS_FUZZ_ENGINE"
AGAINST = "RULINGS_FUZZ_AGAINST"
WITHOUT = "RULINGS_FUZZ_WITHOUT"
POOL = "RULINGS_FUZZ_POOL"


@cache
def campaign_config(
    engine: str, against: str | None, without: tuple[str, ...], pool: bool = False
) -> FuzzConfig:
    """The engines started once per process, the cards they all play, the invariants checked."""
    primary = start(engine)
    compared = start(against) if against else None
    sessions = [primary] if compared is None else [primary, compared]
    cards, _ = playable_cards(sessions, pool=pool)
    invariants = select(without=list(without))
    compare = compared is not None and "engines-agree" in {inv.name for inv in invariants}
    return FuzzConfig(
        Engines(primary[0], compared[0] if compare and compared else None), tuple(cards), invariants
    )


def from_environment() -> tuple[str, str | None, tuple[str, ...], bool]:
    """(engine, against, without, pool) as the environment names them."""
    without = tuple(n for n in os.environ.get(WITHOUT, "").split(",") if n)
    pool = os.environ.get(POOL, "") not in ("", "0")
    return os.environ.get(ENGINE, "reference"), os.environ.get(AGAINST) or None, without, pool


class CampaignFailure(Falsified):
    """A broken invariant whose message, when shown, is the game printed as a scenario."""

    def __str__(self) -> str:
        engine, against, *_ = from_environment()
        scenario = print_scenario(
            self.counterexample,
            reference=lambda: start(against or "reference")[0],
            faulty=lambda: start(engine)[0],
            engine_name=engine,
            rerun=f"{ENGINE}={engine!r} pytest tests/fuzz/test_campaign.py",
        )
        return f"{self.counterexample.violation}\n\n{scenario}"


class Campaign(CombatMachine):
    """The fuzzing state machine over the engines the environment names, combat included."""

    config: ClassVar[FuzzConfig]

    def __init__(self) -> None:
        type(self).config = campaign_config(*from_environment())
        super().__init__()

    def _falsified(self, violation: Violation, failing_action: Message | None = None) -> Falsified:
        assert self.trace is not None
        return CampaignFailure(
            Counterexample(self.trace.board, tuple(self.trace.played), violation, failing_action)
        )


# Only what a game is: the example budget, seed and database stay the profile's (HypoFuzz needs every
# test on the default database, and ignores the budget: it runs until stopped).
Campaign.TestCase.settings = settings(
    Campaign.TestCase.settings,
    stateful_step_count=20,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
