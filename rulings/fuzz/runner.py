"""Running a fuzz campaign: engines started and probed for the cards they play, the state machine run
under Hypothesis with a seed and an example database, and the first failure shrunk and printed."""

from __future__ import annotations

import re
import shlex
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from hypothesis import HealthCheck, Verbosity, seed, settings
from hypothesis.database import DirectoryBasedExampleDatabase, ExampleDatabase
from hypothesis.errors import Flaky
from hypothesis.stateful import run_state_machine_as_test

from rulings.adapters import build_engine
from rulings.fuzz.cards import BASIC_LANDS, FACTS, POOL, facts_of
from rulings.fuzz.gherkin import print_scenario
from rulings.fuzz.invariants import select
from rulings.fuzz.machine import FuzzConfig, InvariantTally, machine_for
from rulings.fuzz.observe import Engines, Tally
from rulings.fuzz.pool_cards import pool_facts
from rulings.fuzz.trace import Counterexample, Falsified
from rulings.fuzz.watchdog import DEFAULT_DEADLINE, Watchdog
from rulings.protocol.session import Engine, EngineInfo, Game, ProtocolError, Session, Unsupported

EngineSpec = str | Callable[[], Engine]
DEFAULT_DATABASE = Path(".hypothesis") / "fuzz"


@dataclass
class FuzzReport:
    """What a campaign did and found."""

    engine: EngineInfo
    against: EngineInfo | None
    cards: tuple[str, ...]
    declined_cards: tuple[str, ...]
    examples: int = 0
    steps: int = 0
    rejected: int = 0
    seconds: float = 0.0
    tally: Tally = field(default_factory=Tally)
    invariants: dict[str, InvariantTally] = field(default_factory=dict)
    counterexample: Counterexample | None = None
    scenario: str = ""
    error: str = ""  # the campaign itself failed (e.g. Hypothesis found the engine flaky)

    @property
    def passed(self) -> bool:
        """Whether no invariant failed."""
        return self.counterexample is None and not self.error


def start(spec: EngineSpec, deadline: float = DEFAULT_DEADLINE) -> tuple[Session, list[str] | None]:
    """A started session on an engine, and the cards it says it models (None if it doesn't say)."""
    engine = build_engine(spec) if isinstance(spec, str) else spec()
    session = Session(Watchdog(engine, deadline))
    info = session.start()
    return session, list(info.cards) if info.cards is not None else None


def playable_cards(
    sessions: Sequence[tuple[Session, list[str] | None]], *, pool: bool = False
) -> tuple[list[str], list[str]]:
    """The cards every engine plays: those the fuzzer knows, each engine says it models, and accepts on a board;
    with `pool`, also the cards of the whole pool that every engine lists and the fuzzer reads (pool_cards.py)."""
    candidates = [c for c in FACTS if not FACTS[c].witness_only]
    if pool and all(listed is not None for _, listed in sessions):
        listed_by_all = set.intersection(*(set(listed or ()) for _, listed in sessions))
        POOL.update(pool_facts(listed_by_all))
        candidates += sorted(c for c in POOL if c in listed_by_all)
    for _, listed in sessions:
        if (
            listed is not None
        ):  # basic lands and vanilla cards come from card data: an engine needn't list them
            candidates = [
                c for c in candidates if c in listed or c in BASIC_LANDS or facts_of(c).from_data_alone
            ]
    playable, declined = [], []
    for card in candidates:
        board = Game(players=["Alice", "Bob"], objects=[{"id": "probe", "card": card, "owner": "Alice"}])
        if all(_accepts(session, board) for session, _ in sessions):
            playable.append(card)
        else:
            declined.append(card)
    declined += [c for c in FACTS if c not in candidates and not FACTS[c].witness_only]
    return playable, declined


def _accepts(session: Session, board: Game) -> bool:
    try:
        session.setup(board)
    except (Unsupported, ProtocolError):
        return False
    return True


def campaign_settings(
    examples: int, steps: int, database: ExampleDatabase | None = None, base: settings | None = None
) -> settings:
    """Hypothesis's settings for a campaign of `examples` games of up to `steps` steps (and for its benchmark):
    no deadline, quiet, every health check off, the first failure reported; `base` for the rest."""
    return settings(
        base,
        max_examples=examples,
        stateful_step_count=steps,
        deadline=None,
        derandomize=False,
        database=database,
        report_multiple_bugs=False,
        verbosity=Verbosity.quiet,
        suppress_health_check=list(HealthCheck),
    )


def run_fuzz(
    engine: EngineSpec,
    *,
    examples: int = 100,
    steps: int = 20,
    seed_value: int | None = 0,
    against: EngineSpec | None = None,
    database: Path | str | None = DEFAULT_DATABASE,
    invariants: list[str] | None = None,
    without: list[str] | None = None,
    deadline: float = DEFAULT_DEADLINE,
    base: settings | None = None,
    reference: EngineSpec | None = "reference",
    pool: bool = False,
) -> FuzzReport:
    """Fuzz an engine (against another, in differential mode) and report; print the first failure as a scenario.

    `seed_value` None draws a fresh seed; `database` None keeps no failures (a directory replays them next
    time: one subdirectory per engine, so fixing one engine doesn't forget another's failures).
    `reference` names the engine whose replay gives a printed scenario's expected values. `invariants`
    names the invariants to check (all by default), `without` those to leave out. `pool` also puts on the
    boards the cards of the whole pool that the engines list and the fuzzer reads (pool_cards.py): hundreds
    of creatures and mana sources beside the fuzzer's own table of about 50.
    """
    primary = start(engine, deadline)
    compared = start(against, deadline) if against is not None else None
    sessions = [primary] if compared is None else [primary, compared]
    cards, declined = playable_cards(sessions, pool=pool)
    report = FuzzReport(
        primary[0].info, compared[0].info if compared else None, tuple(cards), tuple(declined)
    )
    if not cards:
        report.error = "the engine plays none of the cards the fuzzer knows"
        return report
    chosen = select(invariants, without)
    names = {inv.name for inv in chosen}
    engines = Engines(primary[0], compared[0] if compared and "engines-agree" in names else None)
    config = FuzzConfig(engines, tuple(cards), chosen)
    machine = machine_for(config, f"Fuzz_{_slug(report.engine.name)}")
    if seed_value is not None:
        machine = seed(seed_value)(machine)
    where = None
    if database is not None:
        scope = _slug(report.engine.name) + (f"-vs-{_slug(report.against.name)}" if report.against else "")
        where = DirectoryBasedExampleDatabase(Path(database) / scope)
    hypothesis_settings = campaign_settings(examples, steps, where, base)
    began = time.perf_counter()
    try:
        run_state_machine_as_test(machine, settings=hypothesis_settings)
    except Falsified as falsified:
        report.counterexample = falsified.counterexample
    except Flaky as flaky:
        report.error = (
            f"the engine is not deterministic: Hypothesis saw a failure it couldn't repeat ({flaky})"
        )
    finally:
        report.seconds = time.perf_counter() - began
        report.examples, report.steps, report.rejected = config.examples, config.steps, config.rejected
        report.tally, report.invariants = engines.tally, config.tallies
    if report.counterexample is not None:
        rerun = rerun_command(engine, against, seed_value)
        truth = against if against is not None else reference
        report.scenario = print_scenario(
            report.counterexample,
            reference=(lambda: start(truth, deadline)[0]) if truth is not None else None,
            faulty=lambda: start(engine, deadline)[0],
            engine_name=report.engine.name,
            rerun=rerun,
        )
    for session, _ in sessions:
        session.stop()
    return report


def rerun_command(engine: object, against: object, seed_value: int | None) -> str:
    """The command that replays this campaign, quoted to paste into a shell (a cmd: engine has spaces)."""
    words = ["rulings", "fuzz", "--engine", engine if isinstance(engine, str) else "..."]
    if against is not None:
        words += ["--against", against if isinstance(against, str) else "..."]
    # A drawn seed (None) is not known here: the example database replays the failure first anyway.
    return shlex.join([*words, "--seed", str(-1 if seed_value is None else seed_value)])


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "engine"
