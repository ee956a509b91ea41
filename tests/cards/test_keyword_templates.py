"""Keyword abilities of CR 702 (issues 23 and 24): each read as its rule defines it, and a tempting misreading
refused. Keywords the engine reads by name (infect, wither) need no primitive; undying is its triggered ability."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.effects import BecomesRenowned
from rulings.engine.abilities.triggers import Triggered
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.oracle.compiler import compile_card, compile_paragraph
from rulings.oracle.printer import printed

CREATURE = frozenset({"Creature"})
INSTANT = frozenset({"Instant"})
INFECT = "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)"


def read(text: str, types: frozenset[str] = CREATURE) -> Ability:
    return compile_paragraph("Test Card", text, types)[0]


def test_infect_and_wither_are_keyword_lines_the_engine_reads_by_name() -> None:
    # CR 702.90b-c, 702.80a: engine/rules/damage.py reads the keywords of the source as it deals damage.
    card = {"types": CREATURE, "text": f"Flying\n{INFECT}\nWither"}
    compiled = compile_card("Test Card", card)
    assert compiled.abilities == ()
    assert compiled.templates == ("keywords", "keywords", "keywords")


def test_toxic_is_not_read_as_infect() -> None:
    # CR 702.164: toxic gives poison counters in addition to the damage's other results; not infect's reading.
    assert isinstance(read("Toxic 1"), Unmodelled)


def test_undying_is_the_triggered_ability_of_its_rule() -> None:
    # CR 702.93a: "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1 counters
    # on it, return it to the battlefield under its owner's control with a +1/+1 counter on it."
    text = (
        "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield"
        " under its owner's control with a +1/+1 counter on it.)"
    )
    ability = read(text)
    assert ability == Triggered(
        "Undying",
        "this dies",
        "return this to the battlefield under its owner's control with a +1/+1 counter",
        condition="this had no +1/+1 counters on it",
    )
    assert printed(ability) == "Undying"


def test_undying_without_its_condition_does_not_print_as_undying() -> None:
    # The tempting misreading: returning it every time it dies, whatever its counters (not CR 702.93a).
    always = Triggered(
        "Undying",
        "this dies",
        "return this to the battlefield under its owner's control with a +1/+1 counter",
    )
    assert printed(always) != "Undying"


def test_undying_on_a_spell_or_with_a_number_is_not_read() -> None:
    assert isinstance(read("Undying", INSTANT), Unmodelled)  # never on the battlefield
    assert isinstance(read("Undying 2"), Unmodelled)
    assert isinstance(read("Flying, undying"), Unmodelled)  # a keyword list this template can't hold


def test_renown_is_the_triggered_ability_of_its_rule() -> None:
    # CR 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1 counters
    # on it and it becomes renowned."
    ability = read("Renown 2 (When this creature deals combat damage to a player, if it isn't renowned, ...)")
    assert ability == Triggered(
        "Renown 2",
        "this deals combat damage to a player",
        "follow its instructions",
        condition="this isn't renowned",
        instructions=(BecomesRenowned("this", 2),),
    )
    assert printed(ability) == "Renown 2"


def test_renown_without_its_condition_does_not_print_as_renown() -> None:
    # The tempting misreading: counters each time it deals combat damage to a player (not CR 702.112a).
    every_time = Triggered(
        "Renown 1",
        "this deals combat damage to a player",
        "follow its instructions",
        instructions=(BecomesRenowned("this", 1),),
    )
    assert printed(every_time) != "Renown 1"
    assert isinstance(read("Renown 1", INSTANT), Unmodelled)  # only permanents become renowned (702.112b)
