"""Objects: which zone one is in, whether it is tapped, its counters, how often it entered, tokens controlled."""

from __future__ import annotations

import re

from pytest_bdd import parsers

from rulings.steps import language
from rulings.steps.language import PLAYER
from rulings.steps.table import Table
from rulings.steps.vocabulary import then


@then(
    r"(?P<obj>.+?) is (?:on the (?P<zone>battlefield|stack)"
    r"|in (?:(?:her|his|their|its owner's) )?(?P<other>graveyard|hand|library|exile))"
)
def in_zone(table: Table, *, obj: str, zone: str | None, other: str | None) -> None:
    """Which zone the object is in: a permanent, a spell on the stack, or a card in another zone."""
    answer = table.query({"type": "object", "object": table.object_id(obj)})
    expected = zone or other
    assert answer["zone"] == expected, f"{obj} is in the {answer['zone']}, expected the {expected}"


@then(r"(?P<obj>.+?) has left the game")
def left_the_game(table: Table, *, obj: str) -> None:
    """The object is no longer in the game (CR 800.4a: its owner left it): in no zone, so the board, which lists
    the objects of every zone, no longer lists it."""
    object_id = table.object_id(obj)
    listed = {o["id"]: o for o in table.query({"type": "board"})["objects"]}
    assert object_id not in listed, f"{obj} is still in the game, in the {listed[object_id].get('zone')}"


@then(parsers.re(r"(?P<obj>.+?) is (?P<status>tapped|untapped)"))
def tapped_status(table: Table, obj: str, status: str) -> None:
    """Whether the permanent is tapped."""
    value = table.query({"type": "object", "object": table.object_id(obj)})
    assert value["tapped"] == (status == "tapped"), f"{obj} is {'tapped' if value['tapped'] else 'untapped'}"


@then(r"(?P<obj>.+?) is attached to (?P<target>.+)")
def attached_to(table: Table, *, obj: str, target: str) -> None:
    """What the Equipment or Aura on the battlefield is attached to now (CR 701.3): a permanent, a player (a
    Curse, CR 303.4), or "nothing"."""
    answer = table.query({"type": "object", "object": table.object_id(obj)})
    assert answer["zone"] == "battlefield", f"{obj} is in the {answer['zone']}, not on the battlefield"
    expected = "" if target == "nothing" else table.player_or_object_id(target)
    observed = answer.get("attached_to", "")
    assert observed == expected, f"{obj} is attached to {observed or 'nothing'}, expected {target}"


@then(r"(?P<obj>.+?) has (?P<count>no|\w+) (?P<kind>\S+) counters?(?: on it)?")
def has_counters(table: Table, *, obj: str, count: str, kind: str) -> None:
    """How many counters of a kind are on the object, or on a player (poison, CR 122.1f), exactly."""
    if obj in table.game["players"]:
        value = table.query({"type": "player", "player": obj})
    else:
        value = table.query({"type": "object", "object": table.object_id(obj)})
    observed = int(table.reported(value, "counters", f"the counters on {obj}").get(kind, 0))
    expected = 0 if count == "no" else language.NUMBERS.get(count) or int(count)
    assert observed == expected, f"{obj} has {observed} {kind} counters, expected {expected}"


@then(r"(?P<obj>.+?) entered the battlefield (?P<times>once|twice|no times|\d+ times)")
def entered_times(table: Table, *, obj: str, times: str) -> None:
    """How many times the card entered the battlefield since the game was set up (from the event log)."""
    object_id = table.object_id(obj)
    events = table.query({"type": "events"})
    observed = sum(1 for e in events if e.get("kind") == "entered" and e.get("object") == object_id)
    assert observed == language.count(times), (
        f"{obj} entered the battlefield {observed} times, expected {times}"
    )


@then(rf"{PLAYER} controls (?P<count>no|\w+) (?:(?P<creatures>creatures?)|(?P<name>.+?) tokens?)")
def controls_tokens(
    table: Table, *, player: str, count: str, creatures: str | None, name: str | None
) -> None:
    """How many tokens of that name the player controls (a token is named for its subtypes, CR 111.4; a token
    that's a copy has the name of what it copies, CR 707.2: an object of that name the game made since it was
    set up); or how many creatures, not phased out (CR 702.26b), one merged permanent counting once however many
    cards represent it (CR 730.2)."""
    if creatures:
        board = table.query({"type": "board"})["objects"]
        mine = [o for o in board if o["zone"] == "battlefield" and o.get("controller", o["owner"]) == player]
        answers = [table.query({"type": "object", "object": o["id"]}) for o in mine]
        observed = sum(1 for a in answers if "Creature" in a.get("types", []) and not a.get("phased_out"))
    else:
        made = table.made_since(player, str(name), f"{name} Token")
        observed = sum(1 for o in made if o["zone"] == "battlefield")
    expected = 0 if count == "no" else language.NUMBERS.get(count) or int(count)
    what = "creatures" if creatures else f"{name} tokens"
    assert observed == expected, f"{player} controls {observed} {what}, expected {expected}"


@then(r"(?P<obj>.+?) (?:is a|has power and toughness) (?P<power>-?\d+)/(?P<toughness>-?\d+)(?: creature)?")
def power_toughness(table: Table, *, obj: str, power: str, toughness: str) -> None:
    """Power and toughness (CR 208.1): a creature's with counters and "gets +N/+M" effects (CR 613.4c), a card's
    off the battlefield as printed (CR 208.3)."""
    value = table.query({"type": "object", "object": table.object_id(obj)})
    observed = f"{value.get('power')}/{value.get('toughness')}"
    assert observed == f"{power}/{toughness}", f"{obj} is a {observed} creature, expected {power}/{toughness}"


@then(r"(?P<obj>.+?) has no power or toughness")
def no_power_toughness(table: Table, *, obj: str) -> None:
    """A noncreature permanent has no power or toughness (CR 208.3)."""
    value = table.query({"type": "object", "object": table.object_id(obj)})
    observed = (value.get("power"), value.get("toughness"))
    assert observed == (None, None), f"{obj} has power and toughness {observed}"


@then(r"(?P<obj>.+?)'s subtypes are (?P<subtypes>.+)")
def subtypes_are(table: Table, *, obj: str, subtypes: str) -> None:
    """The object's subtypes now, exactly (CR 205.3): "Forest and Swamp", or "none"."""
    value = table.query({"type": "object", "object": table.object_id(obj)})
    observed = sorted(table.reported(value, "subtypes", f"the subtypes of {obj}"))
    expected = [] if subtypes == "none" else sorted(re.split(r", | and ", subtypes))
    assert observed == expected, f"{obj}'s subtypes are {observed}, expected {expected}"


@then(r"(?P<obj>.+?)'s card types are (?P<types>.+)")
def card_types_are(table: Table, *, obj: str, types: str) -> None:
    """The object's card types now, exactly (CR 205.2a): "Artifact and Creature" (a Thopter token, CR 111.3)."""
    value = table.query({"type": "object", "object": table.object_id(obj)})
    observed = sorted(table.reported(value, "types", f"the card types of {obj}"))
    expected = sorted(re.split(r", | and ", types))
    assert observed == expected, f"{obj}'s card types are {observed}, expected {expected}"
