"""Triggered abilities (CR 603) and choices made in APNAP order (CR 101.4): how a player orders their triggered
abilities and what they choose to discard or sacrifice, the abilities on the stack in order, winning the game."""

from __future__ import annotations

import re

from rulings.steps import language
from rulings.steps.language import NEW_TARGETS, PAYING, PLAYER
from rulings.steps.references import ids_of, names_in
from rulings.steps.table import Table
from rulings.steps.vocabulary import then, when


def _references(text: str) -> list[str]:
    """ "Soul Warden, then Bob's Soul Warden" -> the two references, in order."""
    return re.split(r",? then ", text)


@when(rf"{PLAYER} will put (?:her|his|their) triggered abilities on the stack in the order (?P<sources>.+)")
def orders_triggers(table: Table, *, player: str, sources: str) -> None:
    """The player's order for their own abilities put on the stack at once, first first (CR 603.3b)."""
    ids = [table.object_id(s, default_player=player) for s in _references(sources)]
    table.act({"type": "prefer", "player": player, "objects": ids})


@when(rf"{PLAYER} will choose (?P<objects>.+?) when (?:she|he|they) must(?: choose)?")
def will_choose(table: Table, *, player: str, objects: str) -> None:
    """The objects the player chooses, in order of preference, when an effect has them choose (CR 101.4), or as
    their triggered ability goes on the stack, its target: an object or a player (CR 603.3d)."""
    ids = [table.player_or_object_id(o, preferring=player) for o in _references(objects)]
    table.act({"type": "prefer", "player": player, "objects": ids})


@when(
    rf"{PLAYER} will (?P<answer>do|not do) what (?P<source>.+?)'s ability says (?:she|he|they) may do"
    rf"(?:, with X = (?P<x>\d+))?{NEW_TARGETS}{PAYING}"
)
def will_or_wont(
    table: Table,
    *,
    player: str,
    answer: str,
    source: str,
    x: str | None = None,
    new_targets: str | None = None,
    paying: str | None = None,
) -> None:
    """The player's answer to the optional "you may" of the source's triggered abilities, made as each
    resolves (CR 603.5); with X, the value they choose then for an X only in that text (CR 107.3f);
    ", paying with the mana abilities of Forest and Forest" activates theirs when the answer has the player
    pay mana (CR 608.2g); ", with new target Bob's Grizzly Bears for the copy" names the copy's targets where it
    "may choose new targets for the copy" (CR 707.10c), an unchanged one named again."""
    action = {"type": "may", "player": player, "object": table.object_id(source), "answer": answer == "do"}
    if x is not None:
        action["x"] = int(x)
    if new_targets:
        action["new_targets"] = [
            table.player_or_object_id(name, preferring=player) for name in new_targets.split(" and ")
        ]
    if paying:
        action["mana_abilities"] = ids_of(table, names_in(table, paying), player)
    table.act(action)


@when(rf"{PLAYER} will pay the cost of (?P<source>.+?)'s ability (?P<times>once|twice|\d+ times|no times)")
def will_pay_times(table: Table, *, player: str, source: str, times: str) -> None:
    """How many times the player pays a cost the source's triggered abilities let them pay "any number of times",
    chosen as each resolves (CR 603.12a)."""
    count = language.count(times)
    table.act(
        {
            "type": "may",
            "player": player,
            "object": table.object_id(source),
            "answer": count > 0,
            "times": count,
        }
    )


@when(rf"{PLAYER} will choose the mode \"(?P<mode>[^\"]+)\" for (?P<source>.+?)'s ability")
def will_choose_mode(table: Table, *, player: str, mode: str, source: str) -> None:
    """The player's choice of mode for the source's modal triggered abilities, made as each goes on the stack
    (CR 603.3c)."""
    table.act({"type": "mode", "player": player, "object": table.object_id(source), "mode": mode})


@then(r"the stack holds, from the bottom, abilities of (?P<sources>.+)")
def abilities_on_stack(table: Table, *, sources: str) -> None:
    """The abilities on the stack in order, bottom first, by their sources (CR 405.2, 603.3b)."""
    expected = [("ability", table.object_id(s)) for s in _references(sources)]
    stack = table.query({"type": "stack"})
    observed = [(item.get("kind"), item.get("source")) for item in stack]
    assert observed == expected, f"the stack holds {observed} from the bottom, expected {expected}"


@then(rf"the ability of (?P<source>.+?) on the stack is controlled by {PLAYER}")
def ability_controller(table: Table, *, source: str, player: str) -> None:
    """Who controls the triggered ability on the stack (CR 603.3a, 603.7e): its source's controller."""
    source_id = table.object_id(source)
    stack = table.query({"type": "stack"})
    controllers = [item.get("controller") for item in stack if item.get("source") == source_id]
    assert controllers, f"no ability of {source} is on the stack: {stack}"
    assert controllers == [player] * len(controllers), f"controlled by {controllers}, expected {player}"
