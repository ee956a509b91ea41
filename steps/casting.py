"""Casting and entering, in a player's words: "Alice casts Chalice of the Void with X = 2", "Then Alice may
cast Gravecrawler from her graveyard", "Then Chalice of the Void has 2 charge counters"."""

from __future__ import annotations

from typing import Any

from rulings.steps import phrases
from rulings.steps.table import Table
from rulings.steps.vocabulary import given, then, when

PLAYER = r"(?P<player>[A-Z]\w*)"
ATTEMPT = r"(?P<attempt>tries to )?"
# What a player announces as they cast a spell (CR 601.2b-c): where from, bestowed or not, X, the target.
SPELL = (
    r"(?P<card>.+?)"
    r"(?: from (?:her|his|their) (?P<zone>hand|graveyard|library|exile))?"
    r"(?: as (?:a (?P<creature>creature)|an (?P<aura>Aura)))?"
    r"(?: with X = (?P<x>\d+))?"
    r"(?: (?:targeting|attached to) (?P<target>.+?))?"
)


def _cast_choices(
    table: Table,
    player: str,
    *,
    card: str,
    zone: str | None,
    creature: str | None,
    aura: str | None,
    x: str | None,
    target: str | None,
) -> dict[str, Any]:
    """The protocol's cast fields for what the step says; only what the player announced."""
    request: dict[str, Any] = {"player": player, "object": table.object_id(card, default_player=player)}
    if zone:
        request["from"] = zone
    if creature or aura:
        request["as"] = "aura" if aura else "creature"
    if x is not None:
        request["x"] = int(x)
    if target:
        request["targets"] = [table.object_id(target, default_player=player)]
    return request


@when(rf"{PLAYER} {ATTEMPT}(?:casts|cast) {SPELL}")
def cast_spell(table: Table, *, player: str, attempt: str | None, **spell: str | None) -> None:
    """Cast a spell (CR 601.2): it goes on the stack and its cost is paid from the mana pool."""
    request = _cast_choices(table, player, **spell)  # type: ignore[arg-type]
    table.act({"type": "cast", **request}, attempt=bool(attempt))


@when(rf"{PLAYER} {ATTEMPT}(?:plays|play) (?P<card>.+)")
def play_land(table: Table, *, player: str, attempt: str | None, card: str) -> None:
    """Play a land: a special action that doesn't use the stack (CR 305.1)."""
    table.act(
        {"type": "play_land", "player": player, "object": table.object_id(card, default_player=player)},
        bool(attempt),
    )


@then(rf"{PLAYER} (?P<verdict>may|may not) cast {SPELL}")
def may_cast(table: Table, *, player: str, verdict: str, **spell: str | None) -> None:
    """Whether the player could cast that spell now, with those choices (the can_cast query)."""
    answer = table.query({"type": "can_cast", **_cast_choices(table, player, **spell)})  # type: ignore[arg-type]
    if verdict == "may":
        assert answer["legal"], (
            f"the engine says {player} may not cast {spell['card']}: {answer.get('reason')}"
        )
    else:
        assert not answer["legal"], (
            f"the engine says {player} may cast {spell['card']}, which the rules forbid"
        )


@given(r"(?P<count>\w+) (?P<kind>\S+) counters? (?:was|were) just put on (?P<obj>.+?)(?: at once)?")
def counters_just_put(table: Table, *, count: str, kind: str, obj: str) -> None:
    """Counters put on a permanent at once, just now: state-based actions haven't been checked since (CR 704.3)."""
    object_id = table.object_id(obj)
    spec = next(o for o in table.game["objects"] if o["id"] == object_id)
    counters = spec.setdefault("counters", {})
    counters[kind] = counters.get(kind, 0) + (phrases.NUMBERS.get(count) or int(count))


@then(rf"{PLAYER} controls (?P<count>no|\w+) (?P<name>.+?) tokens?")
def controls_tokens(table: Table, *, player: str, count: str, name: str) -> None:
    """How many tokens of that name the player controls (a token is named for its subtypes, CR 111.4)."""
    board = table.query({"type": "board"})
    observed = sum(
        1
        for o in board["objects"]
        if o["zone"] == "battlefield"
        and o.get("controller", o["owner"]) == player
        and o["card"] == f"{name} Token"
    )
    expected = 0 if count == "no" else phrases.NUMBERS.get(count) or int(count)
    assert observed == expected, f"{player} controls {observed} {name} tokens, expected {expected}"


@then(r"(?P<obj>.+?) has (?P<count>no|\w+) (?P<kind>\S+) counters?(?: on it)?")
def has_counters(table: Table, *, obj: str, count: str, kind: str) -> None:
    """How many counters of a kind are on the object, exactly."""
    value = table.query({"type": "object", "object": table.object_id(obj)})
    observed = int(value.get("counters", {}).get(kind, 0))
    expected = 0 if count == "no" else phrases.NUMBERS.get(count) or int(count)
    assert observed == expected, f"{obj} has {observed} {kind} counters, expected {expected}"


@then(r"(?P<obj>.+?)'s mana value is (?P<value>\d+)")
def mana_value_is(table: Table, *, obj: str, value: str) -> None:
    """The object's mana value (CR 202.3): X counts only on the stack (CR 202.3e)."""
    answer = table.query({"type": "object", "object": table.object_id(obj)})
    assert answer.get("mana_value") == int(value), (
        f"{obj}'s mana value is {answer.get('mana_value')}, expected {value}"
    )


@then(r"(?P<obj>.+?) is (?:on the (?P<zone>battlefield|stack)|in (?P<exile>exile))")
def on_zone(table: Table, *, obj: str, zone: str | None, exile: str | None) -> None:
    """The object is a permanent, a spell on the stack, or in exile."""
    answer = table.query({"type": "object", "object": table.object_id(obj)})
    expected = zone or "exile"
    assert answer["zone"] == expected, f"{obj} is in the {answer['zone']}, expected the {expected}"


@then(r"(?P<obj>.+?) is (?:an Aura attached to (?P<target>.+)|(?P<creature>a creature))")
def aura_or_creature(table: Table, *, obj: str, target: str | None, creature: str | None) -> None:
    """A permanent with bestow is an Aura attached to a creature, or a creature attached to nothing (CR 702.103)."""
    answer = table.query({"type": "object", "object": table.object_id(obj)})
    where = f"{obj}: {answer}"
    assert answer["zone"] == "battlefield", f"{obj} is in the {answer['zone']}, not on the battlefield"
    if creature:
        assert "Creature" in answer["types"], f"{where} isn't a creature"
        assert not answer.get("attached_to"), f"{where} is attached to {answer['attached_to']}"
    else:
        assert "Creature" not in answer["types"] and "Aura" in answer.get("subtypes", []), (
            f"{where} isn't an Aura"
        )
        expected = table.object_id(str(target))
        assert answer.get("attached_to") == expected, f"{where} isn't attached to {target} ({expected})"


@then(r"(?P<obj>.+?) entered the battlefield (?P<times>once|twice|no times|\d+ times)")
def entered_times(table: Table, *, obj: str, times: str) -> None:
    """How many times the card entered the battlefield since the game was set up (from the event log)."""
    object_id = table.object_id(obj)
    events = table.query({"type": "events"})
    observed = sum(1 for e in events if e.get("kind") == "entered" and e.get("object") == object_id)
    assert observed == phrases.count(times), (
        f"{obj} entered the battlefield {observed} times, expected {times}"
    )
