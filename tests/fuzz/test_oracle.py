"""The fuzzer's oracle (rulings/fuzz/model.py) is independent of the reference engine: mutants of the
engine's could-produce logic that the old oracle — a copy of the engine's replacement code, with bounds
for could-produce — let through are caught now; and the brute force agrees with the rules' examples.

The mutants rewrite one function of the engine in place (its code object, so every module that imported
it sees the change), the way a mutation-testing tool does: one piece of source text replaced by another.
"""

from __future__ import annotations

import importlib
import inspect
import textwrap
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings

from rulings.fuzz import model
from rulings.fuzz.boards import boards
from rulings.fuzz.invariants import select
from rulings.fuzz.machine import FuzzConfig, machine_for
from rulings.fuzz.observe import Engines
from rulings.fuzz.runner import start
from rulings.fuzz.trace import Counterexample, Falsified
from rulings.fuzz.world import World
from rulings.protocol.session import Game


@dataclass(frozen=True)
class Mutant:
    """One change to one function of the engine: `before` (found exactly once in its source) becomes `after`."""

    name: str
    target: str  # "module:function"
    before: str
    after: str
    cards: tuple[str, ...]  # a few cards, so that a small budget meets the boards the mutant gets wrong
    old_catch: str = ""  # the old catalogue's invariant that catches it by tapping sources, if any


# What the mutants patch. The engine is being restructured: when a module moves or a function is renamed,
# repoint `target` here, nothing else. A `before` that no longer occurs exactly once fails the test loudly.
ENGINE_MUTANTS = (
    # CR 616.1f applies effects "until there are no more left to apply"; this search also counts the mana
    # before each effect as an outcome, as though a replacement effect were optional: a Forest under
    # Contamination "could produce" {G}. The engine taps for mana by another function, so nothing it does
    # contradicts the answer, and {G} is within every bound the old catalogue checks.
    Mutant(
        "replacement-effects-optional",
        "rulings.engine.rules.mana.replacement:_outcomes",
        "return frozenset(results) if results else frozenset({mana})",
        "return frozenset(results | {mana})",
        ("Forest", "Island", "Reflecting Pool", "Contamination", "Infernal Darkness", "Damping Sphere"),
    ),
    # CR 106.7's least fixpoint, stopped after the first round that reads other permanents: an Exotic
    # Orchard reading an opponent's Exotic Orchard that reads a Forest stays at nothing. Activation asks the
    # same function, so the engine agrees with itself and every bound the old catalogue checks holds.
    Mutant(
        "fixpoint-stops-a-round-early",
        "rulings.engine.rules.mana.could_produce:could_produce_all",
        "        if not changed:\n            break\n",
        "        break\n",
        ("Forest", "Island", "Reflecting Pool", "Exotic Orchard", "Fellwar Stone"),
        old_catch="added-mana-could-be-produced",  # tapping reads the lands' answers: one round further
    ),
    # CR 106.7's "in any possible order", searched with effects that merely affect the same permanents
    # merged as though identical: of Infernal Darkness and Ritual of Subdual only one order is tried.
    Mutant(
        "subset-search-merges-unlike-effects",
        "rulings.engine.rules.mana.replacement:_outcomes",
        "if i and remaining[i - 1] == rule:",
        "if i and remaining[i - 1].what == rule.what:",
        ("Forest", "Island", "Reflecting Pool", "Infernal Darkness", "Ritual of Subdual", "Contamination"),
        old_catch="added-mana-could-be-produced",  # tapping in the order it skipped gives the missing type
    ),
)

# The invariants the old oracle had (all but the new one).
OLD_CATALOGUE = [inv.name for inv in select(without=["could-produce-exact"])]
BOARDS = 100  # boards per campaign: Hypothesis's budget, derandomized


def mutate(mutant: Mutant, monkeypatch: pytest.MonkeyPatch) -> None:
    """Replace the target function's code with the mutated source's, for the length of the test."""
    module_name, function_name = mutant.target.split(":")
    module = importlib.import_module(module_name)
    wrapper = getattr(module, function_name)
    function = inspect.unwrap(wrapper)
    source = textwrap.dedent(inspect.getsource(function))
    assert source.count(mutant.before) == 1, f"{mutant.target} no longer reads {mutant.before!r}: repoint it"
    namespace: dict[str, Any] = dict(vars(module))
    exec(compile(source.replace(mutant.before, mutant.after), f"<mutant {mutant.name}>", "exec"), namespace)
    monkeypatch.setattr(function, "__code__", inspect.unwrap(namespace[function_name]).__code__)
    forget(mutant)


def forget(mutant: Mutant) -> None:
    """Clear what a memoised target worked out (before the mutant, and after it)."""
    module_name, function_name = mutant.target.split(":")
    cache_clear = getattr(getattr(importlib.import_module(module_name), function_name), "cache_clear", None)
    if cache_clear is not None:
        cache_clear()


@pytest.fixture(params=ENGINE_MUTANTS, ids=lambda m: m.name)
def mutant(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[Mutant]:
    """The reference engine, mutated in place."""
    chosen: Mutant = request.param
    mutate(chosen, monkeypatch)
    yield chosen
    monkeypatch.undo()
    forget(chosen)


def fuzz(cards: tuple[str, ...], invariants: list[str], act: bool) -> Counterexample | None:
    """Generated boards on the (mutated) reference engine, in-process: each set up, observed (every
    could-produce answer checked) and, if `act`, every source tapped in both orders of its effects."""
    session, _ = start("reference")
    config = FuzzConfig(Engines(session), cards, select(invariants), max_objects=6)
    machine = machine_for(config)
    found: list[Counterexample] = []

    @settings(BUDGET)
    @given(boards(cards, 4, 6))
    def campaign(board: Game) -> None:
        game = machine()
        try:
            game.set_up_board(board)
            game.observe(0)
            for pick in range(len(board.get("objects", [])) if act else 0):
                for order in range(2):
                    game.set_up_board(board)
                    game.activate_by(pick=pick, mana=pick, order=order, twist=0)
        except Falsified as falsified:
            found.append(falsified.counterexample)
            raise

    try:
        campaign()
    except Falsified:
        return found[0]
    finally:
        session.stop()
    return None


BUDGET = settings(
    max_examples=BOARDS,
    derandomize=True,
    database=None,
    deadline=None,
    phases=[Phase.generate],
    suppress_health_check=list(HealthCheck),
)


def test_the_new_oracle_catches_what_the_old_one_let_through(mutant: Mutant) -> None:
    """Same boards. The old catalogue, even tapping every source in both orders, lets the first mutant
    through and catches the others only by tapping; could-produce-exact catches each on observation."""
    old = fuzz(mutant.cards, OLD_CATALOGUE, act=True)
    assert (old.violation.invariant if old else "") == mutant.old_catch, old and old.violation
    caught = fuzz(mutant.cards, ["could-produce-exact"], act=False)
    assert caught is not None, f"the oracle missed {mutant.name}"
    assert caught.violation.invariant == "could-produce-exact"
    print(f"{mutant.name}: {caught.violation} on {caught.board}")


def test_without_a_mutant_the_same_campaigns_find_nothing() -> None:
    """The catch is the mutant's, not the oracle's own mistake."""
    for mutant in ENGINE_MUTANTS:
        assert fuzz(mutant.cards, ["could-produce-exact"], act=False) is None


def _world(*objects: tuple[str, str], players: tuple[str, ...] = ("Alice", "Bob")) -> World:
    return World.of(
        Game(
            players=list(players),
            turn={"active": "Alice", "step": "precombat_main", "number": 1},
            objects=[
                {"id": f"o{i}", "card": card, "owner": owner} for i, (owner, card) in enumerate(objects)
            ],
        )
    )


def test_the_brute_force_reads_the_rules_examples() -> None:
    """CR 106.7 and the cards' rulings, worked out by the oracle."""
    # Two Reflecting Pools alone could produce nothing; with a Forest, {G}.
    assert model.could_produce(_world(("Alice", "Reflecting Pool"), ("Alice", "Reflecting Pool"))) == {
        "o0": frozenset(),
        "o1": frozenset(),
    }
    pools = model.could_produce(
        _world(("Alice", "Reflecting Pool"), ("Alice", "Exotic Orchard"), ("Bob", "Forest"))
    )
    assert pools == {"o0": {"G"}, "o1": {"G"}, "o2": {"G"}}
    # Infernal Darkness and Ritual of Subdual: {B} or {C}, whichever the player applies last.
    both = _world(("Alice", "Forest"), ("Alice", "Infernal Darkness"), ("Alice", "Ritual of Subdual"))
    assert model.could_produce(both)["o0"] == {"B", "C"}
    # Damping Sphere applies after Mana Reflection doubles the mana (CR 616.1f): only {C}.
    damped = _world(("Alice", "Forest"), ("Alice", "Damping Sphere"), ("Alice", "Mana Reflection"))
    assert model.could_produce(damped)["o0"] == {"C"}
    effects = model.applicable_replacements(damped, damped.things["o0"], "Alice")
    assert model.produce(("G",), effects, ["o1", "o2"]) == ("C",)
    assert model.produce(("G",), effects, ["o2", "o1"]) == ("C",)
    # Contamination then Mana Reflection: {B}{B}; the other way round: {B}.
    tainted = _world(("Alice", "Forest"), ("Alice", "Mana Reflection"), ("Alice", "Contamination"))
    effects = model.applicable_replacements(tainted, tainted.things["o0"], "Alice")
    assert model.produce(("G",), effects, ["o2", "o1"]) == ("B", "B")
    assert model.produce(("G",), effects, ["o1", "o2"]) == ("B",)
    assert model.produce(("G",), effects, []) == ("B",)  # unnamed: timestamp order


def test_the_world_follows_every_event_that_moves_an_object() -> None:
    """A land the legend rule put into the graveyard (CR 704.5j) is no longer asked what it could produce."""
    world = _world(("Alice", "Gaea's Cradle"), ("Alice", "Gaea's Cradle"), ("Alice", "Grizzly Bears"))
    world.learn(
        {"type": "pass_priority", "player": "Alice"}, [{"kind": "put_into_graveyard", "object": "o1"}]
    )
    world.learn({"type": "pass_priority", "player": "Bob"}, [{"kind": "exiled", "object": "o2"}])
    assert [t.id for t in world.battlefield()] == ["o0"]
    assert world.things["o2"].zone == "exile"
