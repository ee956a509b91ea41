"""The fuzzer's boards drawn from the whole pool (issue 23, item 5): the cards the engine lists whose Oracle
text the fuzzer reads itself, deterministic under a seed, and a fault only a pool card shows."""

from __future__ import annotations

from functools import partial

from hypothesis import Phase, settings

from rulings.fuzz.cards import FACTS
from rulings.fuzz.pool_cards import read_card
from rulings.fuzz.runner import run_fuzz
from tests.fuzz.conftest import FIXED_SEED
from tests.fuzz.pool_wrong_engines import ColorlessArtifactMana, colored_artifact_source

find = partial(
    run_fuzz, steps=12, seed_value=FIXED_SEED, database=None, base=settings(phases=[Phase.generate])
)


def test_the_fuzzer_reads_a_cards_text_whole_or_leaves_it_off() -> None:
    iron_myr = read_card("Iron Myr")  # {T}: Add {R}.
    assert iron_myr is not None and iron_myr.mana[0].fixed == "R" and iron_myr.toughness == 1
    assert iron_myr.is_type("Artifact") and iron_myr.is_type("Creature") and iron_myr.cost == "{2}"
    craw_wurm = read_card("Craw Wurm")  # a vanilla 6/4
    assert craw_wurm is not None and craw_wurm.toughness == 4 and craw_wurm.from_data_alone
    assert read_card("Lightning Bolt") is None  # a spell whose effect the fuzzer doesn't follow
    assert read_card("Mind Stone") is None  # {T}: Add {C}, and an ability the fuzzer doesn't read


def test_a_pool_campaign_plays_hundreds_of_cards_and_holds_on_the_reference_engine() -> None:
    first = find("reference", examples=30, pool=True)
    again = find("reference", examples=30, pool=True)
    assert first.passed, first.scenario or first.error
    assert len(first.cards) >= len(FACTS) + 200
    assert (first.steps, first.tally) == (again.steps, again.tally)  # the same games under the same seed
    default = find("reference", examples=5)
    assert len(default.cards) < len(FACTS)  # without --pool, the boards are the fuzzer's own table's


def test_a_pool_card_catches_a_fault_the_fuzzers_own_cards_cannot_show() -> None:
    assert not [card for card in FACTS if colored_artifact_source(card)]  # none in the fuzzer's table
    report = find(ColorlessArtifactMana, examples=400, pool=True)
    assert report.counterexample is not None, "the fuzzer missed the fault"
    violation = report.counterexample.violation
    assert violation.invariant in {"could-produce-exact", "could-produce-within-abilities"}, violation
