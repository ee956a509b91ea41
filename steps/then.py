"""Then: what the rules say must be true, asked of the engine through protocol queries."""

from __future__ import annotations

from pytest_bdd import parsers

from rulings.steps import phrases
from rulings.steps.table import Table
from rulings.steps.vocabulary import then

PLAYER = r"(?P<player>[A-Z]\w*)"
MANA_ORDER = "WUBRGC"


def _symbols(types: list[str]) -> str:
    return "".join(f"{{{t}}}" for t in types) or "nothing"


@then(parsers.re(rf"{PLAYER}'s mana pool is (?P<mana>.+)"))
def mana_pool_is(table: Table, player: str, mana: str) -> None:
    """The player's unspent mana, exactly: "{G}{G}" or "empty"."""
    pool = table.query({"type": "mana_pool", "player": player})
    expected = dict.fromkeys(MANA_ORDER, 0)
    for t in phrases.mana_types(mana):
        expected[t] += 1
    observed = {t: int(pool.get(t, 0)) for t in MANA_ORDER}
    assert observed == expected, (
        f"{player}'s mana pool: expected {mana}, "
        f"observed {''.join(f'{{{t}}}' * n for t, n in observed.items()) or 'empty'}"
    )


@then(parsers.re(r"(?P<obj>.+?) could produce (?P<types>.+)"))
def could_produce(table: Table, obj: str, types: str) -> None:
    """The types of mana the permanent could produce (CR 106.7), exactly."""
    value = table.query({"type": "could_produce", "object": table.object_id(obj)})
    expected = sorted(phrases.mana_types(types), key=MANA_ORDER.index)
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
        for t in phrases.mana_types(str(e.get("mana", "")))
    ]
    expected = sorted(phrases.mana_types(mana), key=MANA_ORDER.index)
    observed = sorted(added, key=MANA_ORDER.index)
    assert observed == expected, (
        f"{source} added {_symbols(observed)} to {player}'s pool, expected {_symbols(expected)}"
    )


@then(parsers.re(r"(?P<source>.+?)'s ability (?:triggered (?P<times>.+)|did not trigger)"))
def ability_triggered(table: Table, source: str, times: str | None) -> None:
    """How many times the permanent's abilities triggered since the game was set up (from the event log)."""
    source_id = table.object_id(source)
    events = table.query({"type": "events"})
    observed = sum(1 for e in events if e.get("kind") == "triggered" and e.get("source") == source_id)
    expected = phrases.count(times) if times else 0
    assert observed == expected, f"{source}'s ability triggered {observed} times, expected {expected}"


@then(parsers.re(r"the stack (?:is empty|holds (?P<count>\w+) (?:object|objects))"))
def stack_holds(table: Table, count: str | None) -> None:
    """How many objects are on the stack: mana abilities never use it (CR 605.3b)."""
    stack = table.query({"type": "stack"})
    expected = phrases.NUMBERS.get(count, 0) if count else 0
    assert len(stack) == expected, f"the stack holds {len(stack)} objects, expected {expected}: {stack}"


@then(parsers.re(r"(?P<obj>.+?) is (?P<status>tapped|untapped)"))
def tapped_status(table: Table, obj: str, status: str) -> None:
    """Whether the permanent is tapped."""
    value = table.query({"type": "object", "object": table.object_id(obj)})
    assert value["tapped"] == (status == "tapped"), f"{obj} is {'tapped' if value['tapped'] else 'untapped'}"


@then(parsers.re(r"(?P<obj>.+?) is in (?:her|his|their|its owner's) (?P<zone>graveyard|hand|library|exile)"))
def in_zone(table: Table, obj: str, zone: str) -> None:
    """Which zone the object is in."""
    value = table.query({"type": "object", "object": table.object_id(obj)})
    assert value["zone"] == zone, f"{obj} is in the {value['zone']}, expected the {zone}"


@then(parsers.re(r"that is (?P<verdict>legal|illegal)"))
def verdict(table: Table, verdict: str) -> None:
    """Whether the attempted action was allowed."""
    assert table.last is not None, "no action was attempted before this step"
    if verdict == "illegal":
        assert not table.last.legal, "the engine allowed an action the rules forbid"
    else:
        assert table.last.legal, f"the engine refused an action the rules allow: {table.last.reason}"
