"""Casting and playing lands, in a player's words: "Alice casts Chalice of the Void with X = 2", "Then Alice may
cast Gravecrawler from her graveyard", "Then Chalice of the Void's mana value is 2"."""

from __future__ import annotations

import re
from typing import Any

from rulings.steps.language import ATTEMPT, PLAYER, SPELL
from rulings.steps.table import Table
from rulings.steps.vocabulary import then, when


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
    divide: str | None,
    without_paying: str | None,
    alternative: str | None = None,
    adventure: str | None = None,
    modes: str | None = None,
    new_targets: str | None = None,
    face_down: str | None = None,
    merge: str | None = None,
    convoke: str | None = None,
    sacrifice: str | None = None,
    discard: str | None = None,
) -> dict[str, Any]:
    """The protocol's cast fields for what the step says; only what the player announced."""
    request: dict[str, Any] = {"player": player, "object": table.object_id(card, default_player=player)}
    if zone:
        request["from"] = zone
    if creature or aura:
        request["as"] = "aura" if aura else "creature"
    if x is not None:
        request["x"] = int(x)
    if without_paying:
        request["without_paying"] = True  # an alternative cost (CR 118.9)
    if adventure:
        request["adventure"] = True  # cast as its Adventure (CR 715.3)
    if alternative:
        request["alternative"] = alternative  # an alternative cost the card offers: dash, mutate (CR 118.9)
    if merge:
        request["merge"] = merge  # over or under the creature it targets (CR 702.140c)
    if face_down:
        request["face_down"] = True  # with its morph ability, an alternative cost (CR 702.37a)
    if target:
        # "targeting Grizzly Bears and Bob's Walking Corpse", "targeting Bob": objects, or a player by name.
        request["targets"] = [
            table.player_or_object_id(name, preferring=player) for name in target.split(" and ")
        ]
    request.update(_convoking(table, player, convoke))
    request.update(_paying_additional_costs(table, player, sacrifice, discard))
    if divide:
        request["divide"] = [int(n) for n in re.split(r", | and ", divide)]
    if modes:
        request["modes"] = re.findall(r'"([^"]+)"', modes)  # a modal spell's modes (CR 601.2b, 700.2a)
    if new_targets:
        # the copy's targets in order, the unchanged ones named again (CR 707.10c)
        request["new_targets"] = [
            table.player_or_object_id(name, preferring=player) for name in new_targets.split(" and ")
        ]
    return request


def _paying_additional_costs(
    table: Table, player: str, sacrifice: str | None, discard: str | None
) -> dict[str, Any]:
    """ ", sacrificing Grizzly Bears", ", discarding Shock": the permanent sacrificed, the card of the caster's
    hand discarded, to pay the spell's additional costs (CR 118.8, 601.2h)."""
    paying = {"sacrifice": sacrifice, "discard": discard}
    return {k: table.object_id(name, default_player=player) for k, name in paying.items() if name}


def _convoking(table: Table, player: str, convoke: str | None) -> dict[str, Any]:
    """ ", convoking Grizzly Bears for {G} and Raging Goblin for {1}": each creature and the mana it pays
    instead, "1" for generic or a color (CR 702.51a)."""
    if not convoke:
        return {}
    pairs = re.findall(r"(.+?) for \{(\w)\}(?: and |$)", convoke)
    return {"convoke": {table.object_id(name, default_player=player): symbol for name, symbol in pairs}}


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


@then(r"(?P<obj>.+?)'s mana value is (?P<value>\d+)")
def mana_value_is(table: Table, *, obj: str, value: str) -> None:
    """The object's mana value (CR 202.3): X counts only on the stack (CR 202.3e)."""
    answer = table.query({"type": "object", "object": table.object_id(obj)})
    reported = table.reported(answer, "mana_value", "mana values")
    assert reported == int(value), f"{obj}'s mana value is {reported}, expected {value}"


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
