"""Keyword abilities that are alternative costs (issue 23): morph, megamorph (CR 702.37a-b), dash (CR 702.109a) and
flashback (CR 702.34a) read as the primitives the engine casts by, and the tempting misreadings refused."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.cast_permissions import Dash, Flashback, Morph
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.cards.casting_cards import CARDS
from rulings.oracle.compiler import compile_paragraph
from rulings.oracle.printer import printed

CREATURE = frozenset({"Creature"})
MORPH_REMINDER = "(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)"


def read(text: str, types: frozenset[str] = CREATURE) -> Ability:
    return compile_paragraph("Test Card", text, types)[0]


def test_morph_is_the_morph_cost_the_engine_turns_face_up_by() -> None:
    ability = read(f"Morph {{2}}{{W}}{{B}}{{G}} {MORPH_REMINDER}")
    assert ability == Morph("Morph {2}{W}{B}{G}", "{2}{W}{B}{G}")
    assert printed(ability) == "Morph {2}{W}{B}{G}"


def test_megamorph_is_morph_with_its_counter_and_morph_is_not_megamorph() -> None:
    # CR 702.37b: the +1/+1 counter is megamorph's alone; a plain morph's permanent gets none.
    mega = read("Megamorph {5}{G}")
    assert mega == Morph("Megamorph {5}{G}", "{5}{G}", megamorph=True)
    assert printed(mega) == "Megamorph {5}{G}"
    assert printed(Morph("Megamorph {5}{G}", "{5}{G}")) == "Morph {5}{G}"  # no counter prints as morph


def test_dash_is_the_dash_cost() -> None:
    ability = read("Dash {2}{B} (You may cast this spell for its dash cost.)")
    assert ability == Dash("Dash {2}{B}", "{2}{B}")
    assert printed(ability) == "Dash {2}{B}"


def test_hooded_hydras_morph_is_read_as_its_hand_written_one() -> None:
    # The hand-written card stays for its "As this creature is turned face up" replacement effect.
    assert read("Morph {3}{G}{G}") in CARDS["Hooded Hydra"]


def test_costs_other_than_mana_and_non_creatures_are_not_read() -> None:
    assert isinstance(read("Morph {X}{G}"), Unmodelled)  # X in a morph cost: not a mana_cost of the grammar
    assert isinstance(read("Morph—Reveal a white card in your hand."), Unmodelled)
    assert isinstance(read("Dash {2}{B}", frozenset({"Sorcery"})), Unmodelled)
    assert isinstance(read("Morph"), Unmodelled)


def test_flashback_is_an_instants_or_sorcerys_flashback_cost() -> None:
    # CR 702.34a: "You may cast this card from your graveyard if the resulting spell is an instant or sorcery spell"
    text = (
        "Flashback {2}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"
    )
    ability = read(text, frozenset({"Instant"}))
    assert ability == Flashback("Flashback {2}{U}", "{2}{U}")
    assert printed(ability) == "Flashback {2}{U}"
    assert isinstance(
        read("Flashback {2}{U}"), Unmodelled
    )  # a creature's: its spell is no instant or sorcery
