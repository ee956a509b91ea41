"""Check the checker: every invariant of the fuzzer catches a deliberately wrong engine, and every wrong engine
that misplays the rules is caught both by a feature scenario and by an invariant.

Each wrong engine has a short fixed witness: a rule prefix (or card) whose scenarios it must fail, run in-process
through the step vocabulary as pytest-bdd runs them (mutation/suite.py), and, for each invariant it is said to
break, a small derandomized campaign checking that invariant alone, on boards of a few cards. The reference
engine passes the same scenarios and campaigns (tests/fuzz/test_reference_engine.py, the feature suite), so a
catch is the wrong engine's fault.

The transport-broken engines of tests/broken_engines (crash_at_start, crash_mid_scenario, garbage, hang,
one_answer, wrong_seq, wrong_version) play no rules at all: `rulings verify` records their scenarios as
errored or timed out (tests/harness/test_verify_broken_engines.py); stderr_noise and slow are honest, and
unsupported declines everything honestly. CrashesOnForest and HangsOnIsland below are their in-process kin:
the fuzzer catches them (documented-errors-only, never-hangs), a scenario run records them as errored.

One invariant no engine can break: notation-round-trips checks our own board notation on the generated board,
without asking the engine anything; tests/fuzz/test_boards.py and the fuzzer's own runs exercise it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, seed, settings
from hypothesis.errors import Flaky
from hypothesis.stateful import run_state_machine_as_test

from mutation.suite import RunnableScenario, ScenarioFailed, run_scenario, runnable_scenarios
from rulings.adapters import make_engine
from rulings.fuzz.cards import FACTS
from rulings.fuzz.invariants import CATALOGUE, select
from rulings.fuzz.machine import ADVANCE_STEPS, CombatMachine, FuzzConfig, FuzzMachine, machine_for
from rulings.fuzz.observe import Engines, Violation
from rulings.fuzz.runner import start
from rulings.fuzz.trace import Falsified
from rulings.protocol.session import Engine, Game, Message, Session
from rulings.run.selection import cites
from rulings.suite.featurefile import effective_tags, iter_scenarios, read_features
from tests.fuzz import wrong_engines as w
from tests.fuzz.conftest import FIXED_SEED

ROOT = Path(__file__).resolve().parents[2]
UNCATCHABLE = {"notation-round-trips": "checks our board notation; it asks the engine nothing"}
ALWAYS_WRONG = f"cmd:{sys.executable} -m tests.broken_engines.always_wrong"

BASICS = ("Forest", "Island", "Swamp", "Mountain", "Plains")
CASTING = (
    "Grizzly Bears",
    "Prophet of Kruphix",
    "Hopeful Eidolon",
    "Sigarda's Aid",
    "Gravecrawler",
    "Walking Corpse",
)


def board(
    *objects: Mapping[str, object],
    priority: str = "Alice",
    pools: dict[str, str] | None = None,
    step: str = "precombat_main",
) -> Game:
    """A two-player board in Alice's turn (her precombat main phase unless said)."""
    game = Game(
        players=["Alice", "Bob"],
        turn={"active": "Alice", "step": step, "number": 2},
        objects=[{"owner": "Alice", **o} for o in objects],  # type: ignore[typeddict-item]
    )
    game["priority"] = priority
    if pools:
        game["pools"] = pools
    return game


def bob_taps_alices_forest(game: FuzzMachine) -> None:
    """Bob, holding priority, activates Alice's Forest."""
    game.set_up_board(board({"id": "forest", "card": "Forest"}, priority="Bob"))
    game.activate_by(pick=0, mana=0, order=0, twist=9)


def untapped_pili_pala_pays_q(game: FuzzMachine) -> None:
    """Alice activates her untapped Pili-Pala ({2}, {Q}: add one mana of any color) with {2} to pay."""
    game.set_up_board(board({"id": "pili-pala", "card": "Pili-Pala"}, pools={"Alice": "{C}{C}"}))
    game.activate_by(pick=0, mana=0, order=0, twist=0)


def hangarback_with_x_1(game: FuzzMachine) -> None:
    """Alice casts Hangarback Walker with X = 1, and it resolves."""
    hangarback = {"id": "hangarback-walker", "card": "Hangarback Walker", "zone": "hand"}
    game.set_up_board(board(hangarback, pools={"Alice": "{C}{C}"}))
    game.cast_by(pick=0, x=1, how=0, twist=0)
    game.resolve()


def forest_under_two_effects_in_the_other_order(game: FuzzMachine) -> None:
    """Alice taps Forest under Mana Reflection and Contamination, choosing the order against their timestamps."""
    game.set_up_board(
        board(
            {"id": "forest", "card": "Forest"},
            {"id": "mana-reflection", "card": "Mana Reflection"},
            {"id": "contamination", "card": "Contamination"},
        )
    )
    for order in range(2):
        game.set_up_board(game.trace.board if game.trace else board())
        game.activate_by(pick=0, mana=0, order=order, twist=0)


def grizzly_bears_in_the_upkeep(game: FuzzMachine) -> None:
    """Alice casts Grizzly Bears, a creature without flash, in her upkeep."""
    bears = {"id": "grizzly-bears", "card": "Grizzly Bears", "zone": "hand"}
    game.set_up_board(board(bears, pools={"Alice": "{G}{C}"}, step="upkeep"))
    game.cast_by(pick=0, x=0, how=0, twist=0)


def grizzly_bears_from_the_graveyard(game: FuzzMachine) -> None:
    """Alice casts Grizzly Bears from her graveyard, which nothing allows."""
    bears = {"id": "grizzly-bears", "card": "Grizzly Bears", "zone": "graveyard"}
    game.set_up_board(board(bears, pools={"Alice": "{G}{C}"}))
    game.cast_by(pick=0, x=0, how=0, twist=0)


def wild_growth_under_mana_reflection(game: FuzzMachine) -> None:
    """Alice taps a Forest enchanted by Wild Growth under Mana Reflection: {G}{G}, and Wild Growth's {G} once."""
    game.set_up_board(
        board(
            {"id": "forest", "card": "Forest"},
            {"id": "wild-growth", "card": "Wild Growth", "attached_to": "forest"},
            {"id": "mana-reflection", "card": "Mana Reflection"},
        )
    )
    game.activate_by(pick=0, mana=0, order=0, twist=0)


def sick_llanowar_elves(game: FuzzMachine) -> None:
    """Alice taps a Llanowar Elves that came under her control this turn."""
    game.set_up_board(board({"id": "llanowar-elves", "card": "Llanowar Elves", "sick": True}))
    game.activate_by(pick=0, mana=0, order=0, twist=0)


def soul_wardens_on_both_sides(game: FuzzMachine) -> None:
    """Alice casts Grizzly Bears with a Soul Warden on each side: both trigger as it enters (CR 603.3b)."""
    game.set_up_board(
        board(
            {"id": "soul-warden", "card": "Soul Warden"},
            {"id": "soul-warden-2", "card": "Soul Warden", "owner": "Bob"},
            {"id": "grizzly-bears", "card": "Grizzly Bears", "zone": "hand"},
            pools={"Alice": "{G}{C}"},
        )
    )
    game.cast_by(pick=0, x=0, how=0, twist=0)
    game.resolve()


def hangarback_walker_with_counters(game: FuzzMachine) -> None:
    """A Hangarback Walker with two +1/+1 counters on the battlefield, observed."""
    game.set_up_board(
        board({"id": "hangarback-walker", "card": "Hangarback Walker", "counters": {"+1/+1": 2}})
    )
    game.observe(0)


def _combat(game: FuzzMachine, attacker: str, blocker: str, until: str) -> None:
    """Alice's `attacker` attacks Bob, his `blocker` blocks it, and the game goes on to the step `until`."""
    game.set_up_board(
        board(
            {"id": attacker.lower().replace(" ", "-"), "card": attacker},
            {"id": blocker.lower().replace(" ", "-"), "card": blocker, "owner": "Bob"},
        )
    )
    assert isinstance(game, CombatMachine)
    game.attack(code=1)
    game.block(code=1)
    game.advance(code=ADVANCE_STEPS.index(until))


def bears_blocked_by_elves(game: FuzzMachine) -> None:
    """Alice's Grizzly Bears attacks Bob, his Llanowar Elves blocks it, and combat damage is dealt: 2 to a 1/1."""
    _combat(game, "Grizzly Bears", "Llanowar Elves", "combat_damage")


def knight_blocked_by_bears(game: FuzzMachine) -> None:
    """Alice's Youthful Knight attacks Bob, his Grizzly Bears blocks it, and combat goes to its end: the Bears
    die to first-strike damage and must deal no regular damage."""
    _combat(game, "Youthful Knight", "Grizzly Bears", "end_of_combat")


def knight_blocks_bloodlord(game: FuzzMachine) -> None:
    """Alice's Arrogant Bloodlord, a black creature, attacks Bob and his White Knight (protection from black)
    blocks it; combat goes to its end: the Bloodlord's damage to the Knight must be prevented (CR 702.16e)."""
    _combat(game, "Arrogant Bloodlord", "White Knight", "end_of_combat")


def bloodlord_blocks_knight(game: FuzzMachine) -> None:
    """Alice's White Knight (protection from black) attacks Bob, and his Arrogant Bloodlord, a black creature,
    tries to block it: that must be illegal (CR 702.16f)."""
    _combat(game, "White Knight", "Arrogant Bloodlord", "end_of_combat")


@dataclass(frozen=True)
class Witness:
    """A wrong engine, the scenarios (rule prefixes or card slugs) that show its fault, and the invariants that
    catch it on a small campaign over these cards."""

    engine: Callable[[], Engine] | str
    scenarios: tuple[str, ...]
    invariants: tuple[str, ...]
    cards: tuple[str, ...] = BASICS
    examples: int = 60
    steps: int = 10
    against: bool = False  # differential mode, against the reference engine
    deadline: float = 5.0
    play: Callable[[FuzzMachine], None] | None = None  # a witness game, instead of a campaign
    transport: bool = False  # broken in how it answers, not in the rules it plays

    @property
    def name(self) -> str:
        """The wrong engine's class name, or for a command the broken engine's module name."""
        return self.engine.__name__ if isinstance(self.engine, type) else str(self.engine).rsplit(".", 1)[-1]


WITNESSES = (
    Witness(
        w.ColorlessReflectingPool,
        ("reflecting-pool",),
        ("reflecting-pool-subset", "could-produce-grounded", "could-produce-exact", "engines-agree"),
        ("Reflecting Pool", "Forest", "Island"),
        against=True,
    ),
    Witness(
        w.IgnoresReplacementOrder,
        ("616.1",),
        ("replacement-order-honoured",),
        play=forest_under_two_effects_in_the_other_order,
    ),
    Witness(w.UntapsTwice, ("prophet-of-kruphix",), ("untap-once",), ("Forest", "Prophet of Kruphix")),
    Witness(w.RemembersX, ("202.3e",), ("x-on-entering",), play=hangarback_with_x_1),
    Witness(w.Moody, ("605.3",), ("determinism",), ("Forest", "Island"), examples=40, steps=20),
    Witness(w.CrashesOnForest, ("106.7",), ("documented-errors-only",), ("Forest",), transport=True),
    Witness(w.HangsOnIsland, (), ("never-hangs",), ("Island",), deadline=1.0, transport=True),
    Witness(w.SorceriesInAnyStep, ("117.1a",), ("flash-permission",), play=grizzly_bears_in_the_upkeep),
    Witness(
        w.CastsFromAnyZone,
        ("601.3",),
        ("casting-from-a-zone-needs-permission",),
        play=grizzly_bears_from_the_graveyard,
    ),
    Witness(w.TapsWhatIsTapped, ("107.5",), ("tapped-permanent-cannot-pay-tap",)),
    Witness(
        w.UntapsWhatIsUntapped,
        ("107.6",),
        ("untapped-permanent-cannot-pay-untap",),
        play=untapped_pili_pala_pays_q,
    ),
    Witness(
        w.NoSummoningSickness,
        ("302.6",),
        ("summoning-sick-creature-cannot-pay-tap-or-untap",),
        play=sick_llanowar_elves,
    ),
    Witness(w.TapCostLeavesUntapped, ("107.5",), ("paying-tap-taps",)),
    Witness(w.AbilitiesEverywhere, ("605.3",), ("abilities-function-on-the-battlefield",)),
    Witness(w.AnyoneActivates, ("602.2",), ("only-the-controller-activates",), play=bob_taps_alices_forest),
    Witness(
        w.AnyColorIncludesColorless,
        ("106.1a",),
        ("could-produce-within-abilities",),
        ("Chromatic Lantern", "Astral Cornucopia", "Pili-Pala", "Forest"),
    ),
    Witness(
        w.CouldProduceNeedsCosts,
        ("reflecting-pool",),
        ("could-produce-ignores-costs",),
        ("Reflecting Pool", "Forest", "Island"),
        examples=100,
        steps=15,
    ),
    Witness(
        w.CouldProduceIgnoresReplacements,
        ("reflecting-pool",),
        ("added-mana-could-be-produced",),
        ("Forest", "Contamination", "Infernal Darkness"),
    ),
    Witness(
        w.ReplacementsSkipMana,
        ("contamination",),
        ("replacement-effects-apply",),
        ("Forest", "Contamination", "Mana Reflection"),
    ),
    Witness(
        w.UndefinedManaIsColorless,
        ("106.5",),
        ("undefined-type-adds-nothing",),
        ("Reflecting Pool", "Exotic Orchard", "Mana Flare"),
    ),
    Witness(
        w.TriggersPerMana,
        ("106.12a",),
        ("tapped-for-mana-trigger-count",),
        play=wild_growth_under_mana_reflection,
    ),
    Witness(w.ManaStays, ("106.4",), ("mana-empties-between-steps",)),
    Witness(
        w.UntapsOnlyLands,
        ("502.3",),
        ("untap-completeness",),
        ("Forest", "Llanowar Elves", "Chromatic Lantern"),
    ),
    Witness(w.UntapsEveryone, ("502.3",), ("untap-only-active",)),
    Witness(w.RefusalStillTaps, ("602.2",), ("refused-actions-change-nothing",)),
    Witness(w.GenericMana, ("106.1",), ("documented-errors-only",)),  # the schema check
    Witness(w.ManaAbilitiesOnTheStack, ("605.3b",), ("mana-abilities-skip-the-stack",)),
    Witness(w.CanCastIgnoresTiming, ("117.1a",), ("can-agrees-with-doing",), CASTING + BASICS),
    Witness(
        w.CountersAreNotToughness,
        ("hangarback-walker",),
        ("zone-changes-are-events",),
        play=hangarback_walker_with_counters,
    ),
    Witness(
        w.AttackersStayUntapped,
        ("508.1f",),
        ("attacking-taps",),
        ("Grizzly Bears", "Llanowar Elves", "Raging Goblin", "Forest"),
    ),
    Witness(w.LethalDamageLingers, ("704.5g",), ("lethal-damage-destroys",), play=bears_blocked_by_elves),
    Witness(w.TriggersInReverseApnap, ("603.3b",), ("triggers-apnap",), play=soul_wardens_on_both_sides),
    Witness(
        w.GoneCreaturesStrikeBack,
        ("510.4",),
        ("gone-creatures-deal-no-combat-damage",),
        play=knight_blocked_by_bears,
    ),
    Witness(
        w.ProtectionPreventsNothing,
        ("702.16e",),
        ("protection-prevents-damage",),
        play=knight_blocks_bloodlord,
    ),
    Witness(
        w.ProtectionLetsItBeBlocked,
        ("702.16f",),
        ("protection-stops-blockers",),
        play=bloodlord_blocks_knight,
    ),
    Witness(ALWAYS_WRONG, ("106.1",), ("mana-empties-between-steps",)),
)
"""Every class of tests/fuzz/wrong_engines.py but the base classes, and tests/broken_engines/always_wrong.py: all
misplay the rules but the two marked `transport` (an exception, a hang), whose scenarios are errored."""


@cache
def suite() -> tuple[tuple[frozenset[str], RunnableScenario], ...]:
    """Every runnable scenario with the rules and cards it cites."""
    import rulings.steps.phrases  # noqa: F401, PLC0415 - registers the vocabulary

    features = read_features(ROOT / "features")
    tags: dict[str, frozenset[str]] = {}
    for feature in features:
        for rule, scenario in iter_scenarios(feature):
            tags[f"{feature.path.relative_to(ROOT)}:{scenario.line}"] = frozenset(
                effective_tags(feature, rule, scenario)
            )
    found = []
    for runnable in runnable_scenarios(features, ROOT):
        found.append((tags[runnable.name.split(" ", 1)[0]], runnable))
    return tuple(found)


def selected(prefixes: tuple[str, ...]) -> list[RunnableScenario]:
    """The scenarios citing a paragraph under one of the prefixes, or about one of the cards (slugs)."""
    chosen = []
    for tags, runnable in suite():
        rules = [t.removeprefix("rule:") for t in tags if t.startswith("rule:")]
        if any(cites(r, p) for r in rules for p in prefixes) or any(f"card:{p}" in tags for p in prefixes):
            chosen.append(runnable)
    return chosen


def failing_scenarios(engine: Callable[[], Engine] | str, prefixes: tuple[str, ...]) -> list[str]:
    """The witness scenarios the engine fails."""
    session = Session(make_engine(engine) if isinstance(engine, str) else engine())
    session.start()
    failed = []
    try:
        for runnable in selected(prefixes):
            try:
                run_scenario(runnable, session)
            except ScenarioFailed:
                failed.append(runnable.name)
    finally:
        session.stop()
    return failed


def catching_invariant(witness: Witness, invariant: str) -> str:
    """The invariant a small derandomized campaign on the witness's cards finds broken ("" if none)."""
    primary, _ = start(witness.engine, deadline=witness.deadline)
    against = start("reference")[0] if witness.against and invariant == "engines-agree" else None
    found: list[Violation] = []
    cards = tuple(c for c in witness.cards if c in FACTS)
    # documented-errors-only judges the engine's answers, so the campaign must ask something: the pools.
    asking = ["mana-empties-between-steps"] if invariant == "documented-errors-only" else []
    config = FuzzConfig(
        Engines(primary, against), cards, select([invariant, *asking]), max_players=2, max_objects=5
    )

    class Recording(machine_for(config)):  # type: ignore[misc]
        def _falsified(self, violation: Violation, failing_action: Message | None = None) -> Falsified:
            found.append(violation)
            return super()._falsified(violation, failing_action)  # type: ignore[no-any-return]

    machine = seed(FIXED_SEED)(Recording)
    budget = settings(
        max_examples=witness.examples,
        stateful_step_count=witness.steps,
        derandomize=False,  # seeded: derandomize would seed from the machine class, made anew each time
        database=None,
        deadline=None,
        phases=[Phase.generate],
        report_multiple_bugs=False,
        suppress_health_check=list(HealthCheck),
    )
    try:
        if witness.play is not None:
            witness.play(machine())
        else:
            run_state_machine_as_test(machine, settings=budget)
    except (Falsified, Flaky):
        pass
    finally:
        primary.stop()
        if against is not None:
            against.stop()
    return found[0].invariant if found else ""


def test_every_wrong_engine_has_a_witness() -> None:
    """Every wrong engine class of tests/fuzz/wrong_engines.py is witnessed (the base classes aside)."""
    classes = {
        name
        for name, value in vars(w).items()
        if isinstance(value, type) and issubclass(value, w.Corrupted) and value is not w.Corrupted
    }
    assert classes == {x.name for x in WITNESSES} - {"always_wrong"}


# A witness without scenarios (transport-broken) is left out: its scenarios are errored records, not failures.
@pytest.mark.parametrize("witness", [x for x in WITNESSES if x.scenarios], ids=lambda x: x.name)
def test_the_witness_scenarios_catch_it(witness: Witness) -> None:
    """The engine fails at least one scenario of its witness rules (the reference passes them all)."""
    assert selected(witness.scenarios), f"no scenario cites {witness.scenarios}"
    assert failing_scenarios(witness.engine, witness.scenarios), (
        f"{witness.name} passes every {witness.scenarios} scenario"
    )


@pytest.mark.parametrize(
    ("witness", "invariant"),
    [(x, inv) for x in WITNESSES for inv in x.invariants],
    ids=lambda v: v.name if isinstance(v, Witness) else v,
)
def test_the_witness_invariant_catches_it(witness: Witness, invariant: str) -> None:
    """A small campaign checking the invariant alone finds the fault."""
    assert catching_invariant(witness, invariant) == invariant


def test_every_invariant_catches_a_wrong_engine() -> None:
    """Both mappings: invariant -> the wrong engines it catches covers the catalogue (but for what no engine can
    break), and every rules-misplaying wrong engine -> its failing scenarios and catching invariants is non-empty
    (each pair is shown by the tests above); printed as a table with the two counts."""
    select()
    by_invariant: dict[str, list[str]] = {name: [] for name in CATALOGUE}
    for witness in WITNESSES:
        for invariant in witness.invariants:
            by_invariant[invariant].append(witness.name)
    uncovered = sorted(n for n, engines in by_invariant.items() if not engines and n not in UNCATCHABLE)
    assert not uncovered, f"no wrong engine breaks {uncovered}"
    rows = []
    for witness in WITNESSES:
        failed = failing_scenarios(witness.engine, witness.scenarios) if witness.scenarios else []
        assert witness.transport or (failed and witness.invariants), witness.name
        shown = (
            "errored (transport)" if witness.transport else f"{len(failed)} of {', '.join(witness.scenarios)}"
        )
        rows.append(f"  {witness.name:32} {shown:30} {', '.join(witness.invariants)}")
    covered = sum(1 for engines in by_invariant.values() if engines)
    misplaying = sum(1 for x in WITNESSES if not x.transport)
    print(
        f"\n{covered}/{len(CATALOGUE)} invariants catch a wrong engine (uncatchable: {', '.join(UNCATCHABLE)}); "
        f"{misplaying}/{misplaying} rules-misplaying wrong engines caught by a scenario and an invariant",
        *rows,
        sep="\n",
    )
