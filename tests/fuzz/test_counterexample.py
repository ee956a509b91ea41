"""A counterexample, shrunk and printed, is a scenario that fails on the wrong engine and passes on the
reference engine when pasted into a feature file: run through pytest-bdd in a fresh directory."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from rulings.fuzz.gherkin import print_scenario
from rulings.fuzz.invariants import select
from rulings.fuzz.machine import ADVANCE_STEPS, CombatMachine, FuzzConfig, FuzzMachine, machine_for
from rulings.fuzz.observe import Engines
from rulings.fuzz.runner import playable_cards, run_fuzz, start
from rulings.fuzz.trace import Counterexample, Falsified
from rulings.protocol.session import Game
from rulings.run.verify import VerifyOptions, pytest_arguments
from tests.fuzz import wrong_engines
from tests.fuzz.conftest import FIXED_SEED

ROOT = Path(__file__).resolve().parents[2]
WRONG = "tests.fuzz.wrong_engines"


def run_scenario(scenario: str, engine: str, where: Path) -> subprocess.CompletedProcess[str]:
    """Paste the scenario into a feature file of its own and run it as `rulings verify --features` does."""
    (where / "features").mkdir(parents=True, exist_ok=True)
    (where / "features" / "fuzzed.feature").write_text(
        "Feature: Fuzzed\n\n" + _indent(scenario), encoding="utf-8"
    )
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }
    options = VerifyOptions(engine, features=where / "features")
    return subprocess.run(
        [sys.executable, "-m", "pytest", *pytest_arguments(options, None, preflight_done=False)],
        cwd=where,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def _indent(scenario: str) -> str:
    return "".join(f"  {line}\n" if line else "\n" for line in scenario.splitlines())


def assert_fails_there_and_passes_here(scenario: str, wrong: str, tmp_path: Path) -> None:
    """The scenario's verdicts on the wrong engine and on the reference engine."""
    on_wrong = run_scenario(scenario, f"{WRONG}:{wrong}", tmp_path / "wrong")
    assert on_wrong.returncode == 1, (
        f"it should fail on {wrong}:\n{scenario}\n{on_wrong.stdout}{on_wrong.stderr}"
    )
    assert "1 failed" in on_wrong.stdout, on_wrong.stdout
    on_reference = run_scenario(scenario, "reference", tmp_path / "reference")
    assert on_reference.returncode == 0, (
        f"it should pass on the reference:\n{scenario}\n{on_reference.stdout}"
    )


def printed(counterexample: Counterexample, engine: type[wrong_engines.Corrupted]) -> str:
    """The counterexample as a scenario, its expected values replayed on the reference engine."""
    return print_scenario(
        counterexample, reference=lambda: start("reference")[0], faulty=lambda: start(engine)[0]
    )


def machine_on(
    engine: type[wrong_engines.Corrupted], cards: tuple[str, ...] = (), invariants: list[str] | None = None
) -> FuzzMachine:
    """A fuzz machine on the wrong engine: these cards (default: all it plays), these invariants (default: all)."""
    session, listed = start(engine)
    playable = cards or tuple(playable_cards([(session, listed)])[0])
    return machine_for(FuzzConfig(Engines(session), playable, select(invariants)))()


def test_a_shrunk_counterexample_reproduces_as_a_scenario(tmp_path: Path) -> None:
    """Fuzz, shrink, print: the Reflecting Pool that makes {C} becomes a two-line scenario."""
    report = run_fuzz(
        wrong_engines.ColorlessReflectingPool,
        examples=1000,
        steps=8,
        seed_value=FIXED_SEED,
        database=None,
        invariants=[
            "reflecting-pool-subset",
            "could-produce-grounded",
        ],  # none that another bug could trip first
    )
    assert report.counterexample is not None
    scenario = report.scenario
    assert "Given Alice controls a Reflecting Pool\n" in scenario, scenario
    assert "Then Alice's Reflecting Pool could produce nothing" in scenario, scenario
    assert_fails_there_and_passes_here(scenario, "ColorlessReflectingPool", tmp_path)


def test_actions_print_as_when_steps(tmp_path: Path) -> None:
    """A counterexample with an action and a chosen order of replacement effects (CR 616.1) replays."""
    counterexample = _falsify(
        wrong_engines.IgnoresReplacementOrder,
        Game(
            players=["Alice", "Bob"],
            turn={"active": "Alice", "step": "precombat_main", "number": 1},
            objects=[
                {"id": "forest", "card": "Forest", "owner": "Alice"},
                {"id": "mana-reflection", "card": "Mana Reflection", "owner": "Alice"},
                {"id": "contamination", "card": "Contamination", "owner": "Alice"},
            ],
        ),
    )
    scenario = printed(counterexample, wrong_engines.IgnoresReplacementOrder)
    assert (
        "When Alice taps Forest for mana, applying Alice's Contamination then Alice's Mana Reflection"
        in scenario
    )
    assert "Then Alice's Forest added {B}{B} to Alice's mana pool" in scenario, scenario
    assert_fails_there_and_passes_here(scenario, "IgnoresReplacementOrder", tmp_path)


def test_x_on_entering_is_checked_on_the_permanent(tmp_path: Path) -> None:
    """Hangarback Walker cast with X = 1 enters with a +1/+1 counter and mana value 0 (CR 107.3m, 202.3e)."""
    board = Game(
        players=["Alice", "Bob"],
        turn={"active": "Alice", "step": "precombat_main", "number": 1},
        objects=[{"id": "hangarback-walker", "card": "Hangarback Walker", "owner": "Alice", "zone": "hand"}],
        pools={"Alice": "{C}{C}"},
    )
    machine = machine_on(wrong_engines.RemembersX)
    machine.set_up_board(board)
    machine.cast_by(pick=0, x=1, how=0, twist=0)
    try:
        machine.resolve()
    except Falsified as falsified:
        counterexample = falsified.counterexample
    else:
        raise AssertionError("a mana value counting X on the battlefield went unnoticed")
    assert counterexample.violation.invariant == "x-on-entering"
    scenario = printed(counterexample, wrong_engines.RemembersX)
    assert "When Alice casts Hangarback Walker with X = 1\n" in scenario, scenario
    assert "Then Alice's Hangarback Walker's mana value is 0" in scenario, scenario
    assert_fails_there_and_passes_here(scenario, "RemembersX", tmp_path)


def _falsify(engine: type[wrong_engines.Corrupted], board: Game) -> Counterexample:
    """Play the machine's own activate rule on a chosen board, in both orders, until an invariant breaks."""
    machine = machine_on(engine)
    for order in range(2):
        try:
            machine.set_up_board(board)
            machine.activate_by(pick=0, mana=0, order=order, twist=0)
        except Falsified as falsified:
            return falsified.counterexample
    raise AssertionError(f"{engine.__name__} broke no invariant on {board}")


BEARS_AND_ELVES = ("Grizzly Bears", "Llanowar Elves")


def bears_and_bobs_elves() -> Game:
    """Alice's Grizzly Bears and Bob's Llanowar Elves, in Alice's precombat main phase."""
    return Game(
        players=["Alice", "Bob"],
        turn={"active": "Alice", "step": "precombat_main", "number": 2},
        objects=[
            {"id": "grizzly-bears", "card": "Grizzly Bears", "owner": "Alice"},
            {"id": "llanowar-elves", "card": "Llanowar Elves", "owner": "Bob"},
        ],
    )


def test_combat_prints_as_when_steps(tmp_path: Path) -> None:
    """Declared attackers and blockers print in our phrases, and the game replays: a 1/1 blocking a 2/2 dies
    (CR 704.5g), which an engine leaving lethal damage on the battlefield gets wrong."""
    board = bears_and_bobs_elves()
    machine = machine_on(wrong_engines.LethalDamageLingers, BEARS_AND_ELVES, ["lethal-damage-destroys"])
    assert isinstance(machine, CombatMachine)
    machine.set_up_board(board)
    machine.attack(code=1)
    machine.block(code=1)
    try:
        machine.advance(code=ADVANCE_STEPS.index("combat_damage"))
    except Falsified as falsified:
        counterexample = falsified.counterexample
    else:
        raise AssertionError("LethalDamageLingers broke nothing")
    scenario = printed(counterexample, wrong_engines.LethalDamageLingers)
    assert "When Alice attacks Bob with Grizzly Bears\n" in scenario, scenario
    assert "And Bob blocks Grizzly Bears with Llanowar Elves\n" in scenario, scenario
    assert_fails_there_and_passes_here(scenario, "LethalDamageLingers", tmp_path)


def test_lethal_damage_is_not_judged_once_the_game_has_ended() -> None:
    """CR 104.1: a game that has ended checks no state-based action, and the protocol lets an engine play on
    (docs/protocol.md). Bob, with no library, loses at his draw on the way to Alice's next turn; the combat
    after it leaves lethal damage on the reference engine, which is no failure (the fuzzer's seed 1 once said
    it was). The same combat in a game still on is one (test_combat_prints_as_when_steps)."""
    board = bears_and_bobs_elves()
    machine = machine_on(wrong_engines.Corrupted, BEARS_AND_ELVES, ["lethal-damage-destroys"])
    assert isinstance(machine, CombatMachine)
    machine.set_up_board(board)
    machine.advance(code=ADVANCE_STEPS.index("untap"))  # Alice's next untap step, through Bob's draw step
    assert machine.engines.primary.query({"type": "player", "player": "Bob"})["lost"]  # the game is over
    machine.attack(code=1)
    machine.block(code=1)
    machine.advance(code=ADVANCE_STEPS.index("combat_damage"))  # raises Falsified if judged
