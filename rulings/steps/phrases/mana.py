"""Mana: tapping and activating for mana, what a pool holds, what a source added or could produce (CR 106, 605)."""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers

from rulings.steps import language
from rulings.steps.language import ATTEMPT, MANA_CHOICE, MANA_ORDER, ORDER, PAYING, PLAYER, REMOVING
from rulings.steps.references import ids_of, names_in
from rulings.steps.table import Table
from rulings.steps.vocabulary import then, when


def _choices(table: Table, player: str, mana: str | None, order: str | None) -> dict[str, Any]:
    choices: dict[str, Any] = {}
    if mana and mana != "mana":
        choices["mana"] = mana.strip("{}")
    if order:
        # "Mana Reflection then Contamination": the affected player's order of replacement effects (CR 616.1)
        choices["order"] = [table.object_id(name, default_player="") for name in order.split(" then ")]
    return choices


@when(parsers.re(rf"{PLAYER} {ATTEMPT}(?:taps|tap) (?P<obj>.+?){MANA_CHOICE}{REMOVING}{ORDER}"))
def tap_for_mana(
    table: Table,
    *,
    player: str,
    attempt: str | None,
    obj: str,
    mana: str | None,
    removed: str | None = None,
    order: str | None,
) -> None:
    """Activate the object's mana ability with {T} in its cost (CR 106.12), choosing the type if asked and,
    for a cost of "Remove any number of ... counters" (Sand Silos), how many it removes."""
    object_id = table.object_id(obj, default_player=player, untapped_first=True)
    choices = _choices(table, player, mana, order)
    if removed is not None:
        choices["remove"] = language.NUMBERS.get(removed, 0) if not removed.isdigit() else int(removed)
    action = {"type": "activate", "player": player, "object": object_id, "choices": choices}
    table.act(action, attempt=bool(attempt))


@when(
    parsers.re(
        rf"{PLAYER} {ATTEMPT}(?:activates|activate) (?P<obj>.+?)"
        r"(?:'s (?P<nth>first|second|third) ability|'s ability \"(?P<text>[^\"]+)\")?"
        r"(?: with X = (?P<x>\d+))?"
        r"(?:, sacrificing (?P<victim>.+?))?"
        r"(?:, returning (?P<returned>.+?) to (?:her|his|their) hand)?"
        rf"(?: targeting (?P<target>.+?))?(?:, reselecting (?P<reselect>[A-Z]\w*))?{MANA_CHOICE}{ORDER}{PAYING}"
    )
)
def activate(
    table: Table,
    *,
    player: str,
    attempt: str | None,
    obj: str,
    nth: str | None = None,
    text: str | None = None,
    victim: str | None,
    returned: str | None = None,
    target: str | None = None,
    x: str | None = None,
    mana: str | None,
    order: str | None,
    reselect: str | None = None,
    paying: str | None = None,
) -> None:
    """Activate the object's ability, sacrificing a permanent if its cost asks (Squandered Resources), or
    returning an unblocked attacker to hand (ninjutsu: "Alice activates Ninja of the New Moon, returning
    Grizzly Bears to her hand"), with its target if it has one (Order of Whiteclay); "its second ability"
    counts mana abilities first, "its ability \"...\"" names one by its Oracle text; ", reselecting Carol":
    the player its activator will reselect the attacking creature to attack as it resolves (Capricopian,
    CR 508.7); ", paying with the mana abilities of Forest and Wastes" activates theirs while paying its cost
    (CR 602.2b, 601.2g)."""
    choices = _choices(table, player, mana, order)
    if victim:
        choices["sacrifice"] = table.object_id(victim, default_player=player)
    if returned:
        choices["return"] = table.object_id(returned, default_player=player)
    if target:
        choices["targets"] = [table.player_or_object_id(target)]
    if x is not None:
        choices["x"] = int(x)  # CR 107.3a: announced as the ability is activated
    if reselect:
        choices["reselect"] = reselect
    action: dict[str, Any] = {
        "type": "activate",
        "player": player,
        "object": table.object_id(obj, default_player=player),
    }
    if nth or text:
        action["ability"] = ("first", "second", "third").index(nth) if nth else text
    if paying:
        action["mana_abilities"] = ids_of(table, names_in(table, paying), player)
    table.act({**action, "choices": choices}, attempt=bool(attempt))


@then(parsers.re(rf"{PLAYER}'s mana pool is (?P<mana>.+)"))
def mana_pool_is(table: Table, player: str, mana: str) -> None:
    """The player's unspent mana, exactly: "{G}{G}" or "empty"."""
    pool = table.query({"type": "mana_pool", "player": player})
    expected = dict.fromkeys(MANA_ORDER, 0)
    for t in language.mana_types(mana):
        expected[t] += 1
    observed = {t: int(pool.get(t, 0)) for t in MANA_ORDER}
    assert observed == expected, f"{player}'s mana pool: expected {mana}, observed {pool_text(observed)}"


SPELLED_OUT = 12  # more symbols of one type than this are written as a count: {C}x20000000


def pool_text(pool: dict[str, int]) -> str:
    """A pool as symbols ({G}{G}), or as counts when an engine reports more mana than can be spelled out
    (an absurd count would otherwise make a message of many megabytes)."""
    return (
        "".join(f"{{{t}}}" * n if n <= SPELLED_OUT else f"{{{t}}}x{n}" for t, n in pool.items() if n)
        or "empty"
    )


@then(parsers.re(r"(?P<obj>.+?) could produce (?P<types>.+)"))
def could_produce(table: Table, obj: str, types: str) -> None:
    """The types of mana the permanent could produce (CR 106.7), exactly."""
    value = table.query({"type": "could_produce", "object": table.object_id(obj)})
    expected = sorted(language.mana_types(types), key=MANA_ORDER.index)
    observed = sorted(value, key=MANA_ORDER.index)
    assert observed == expected, (
        f"{obj} could produce: expected {_symbols(expected)}, observed {_symbols(observed)}"
    )


@then(parsers.re(rf"(?P<source>.+?) added (?P<mana>.+) to {PLAYER}'s mana pool"))
def source_added(table: Table, source: str, mana: str, player: str) -> None:
    """All the mana a source added to a player's pool since setup: the source of mana (CR 106.3)."""
    source_id = table.object_id(source)
    events = table.query({"type": "events"})
    added = [
        t
        for e in events
        if e.get("kind") == "mana_added" and e.get("source") == source_id and e.get("player") == player
        for t in language.mana_types(str(e.get("mana", "")))
    ]
    expected = sorted(language.mana_types(mana), key=MANA_ORDER.index)
    observed = sorted(added, key=MANA_ORDER.index)
    assert observed == expected, (
        f"{source} added {_symbols(observed)} to {player}'s pool, expected {_symbols(expected)}"
    )


def _symbols(types: list[str]) -> str:
    return "".join(f"{{{t}}}" for t in types) or "nothing"
