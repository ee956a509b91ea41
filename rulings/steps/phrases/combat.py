"""Combat (CR 506-511): declaring attackers and blockers, dividing combat damage, and what combat left behind:
damage marked, life totals, who is attacking, blocking or blocked."""

from __future__ import annotations

import re
from typing import Any

from rulings.steps import language
from rulings.steps.language import ATTEMPT, PLAYER
from rulings.steps.references import ids_of, names_in
from rulings.steps.table import Table
from rulings.steps.vocabulary import given, then, when

# ", tapping Plains and Plains for mana": the mana abilities activated during a declaration (CR 508.1i, 509.1e).
TAPPING_FOR_MANA = r"(?:, tapping (?P<mana>.+) for mana)?"


@when(
    rf"{PLAYER} {ATTEMPT}(?:attacks|attack) (?P<defender>[A-Z]\w*(?:'s .+?)?) with (?P<objects>.+?)"
    r"(?:, exerting (?P<exerted>.+?))?" + TAPPING_FOR_MANA
)
def attacks(
    table: Table,
    *,
    player: str,
    attempt: str | None,
    defender: str,
    objects: str,
    exerted: str | None,
    mana: str | None,
) -> None:
    """The active player declares these creatures as attackers, each attacking the player or planeswalker
    ("Bob's Teferi, Time Raveler") named before it (CR 508.1, 508.1b): "Alice attacks Bob with Mogg Flunkies and
    attacks Carol with Grizzly Bears"; ",
    exerting it" (the one attacker) or ", exerting Glorybringer" exerts them as they attack (CR 701.43d); ",
    tapping Plains and Plains for mana" activates their mana abilities to pay the costs to attack (CR 508.1i)."""
    attackers: list[dict[str, Any]] = []
    taken: list[str] = []
    for index, part in enumerate(objects.split(" and attacks ")):
        whom, names = part.partition(" with ")[::2] if index else (defender, part)
        for object_id in ids_of(table, names_in(table, names), player, taken):
            attackers.append({"object": object_id, "defender": table.player_or_object_id(whom)})
    if exerted == "it":
        assert len(attackers) == 1, "say which attackers are exerted: ', exerting Glorybringer'"
        attackers[0]["exert"] = True
    elif exerted:
        chosen = set(ids_of(table, names_in(table, exerted), player))
        declared = {a["object"] for a in attackers}
        assert chosen <= declared, "a creature is exerted as it attacks: name only attackers (CR 701.43d)"
        for attacker in attackers:
            if attacker["object"] in chosen:
                attacker["exert"] = True
    action = {"type": "declare_attackers", "player": player, "attackers": attackers}
    table.act(_paying(table, action, player, mana), attempt=bool(attempt))


@when(rf"{PLAYER} {ATTEMPT}(?:declares|declare) no (?P<what>attackers|blockers)")
def declares_none(table: Table, *, player: str, attempt: str | None, what: str) -> None:
    """The player declares no attackers or no blockers (CR 508.1a, 509.1a)."""
    if what == "attackers":
        action = {"type": "declare_attackers", "player": player, "attackers": []}
    else:
        action = {"type": "declare_blockers", "player": player, "blocks": []}
    table.act(action, attempt=bool(attempt))


@when(rf"{PLAYER} {ATTEMPT}(?:blocks|block) (?P<blocks>.+ with .+?)" + TAPPING_FOR_MANA)
def blocks(table: Table, *, player: str, attempt: str | None, blocks: str, mana: str | None) -> None:
    """The defending player declares blockers (CR 509.1): "Bob blocks Grizzly Bears with Wall of Mist and
    Giant Spider and blocks Juggernaut with Savannah Lions"; ", tapping Forest for mana" activates its mana
    ability to pay the costs to block (CR 509.1e)."""
    declared = []
    attackers: list[str] = []
    for part in blocks.split(" and blocks "):
        attacker, _, blockers = part.partition(" with ")
        (attacker_id,) = ids_of(table, [attacker], taken=attackers)
        for blocker_id in ids_of(table, names_in(table, blockers), player):
            declared.append({"blocker": blocker_id, "attacker": attacker_id})
    action = {"type": "declare_blockers", "player": player, "blocks": declared}
    table.act(_paying(table, action, player, mana), attempt=bool(attempt))


def _paying(table: Table, action: dict[str, Any], player: str, mana: str | None) -> dict[str, Any]:
    """The declaration with the permanents whose mana abilities it activates (CR 508.1i, 509.1e), if any."""
    if mana:
        action["mana_abilities"] = ids_of(table, names_in(table, mana), player)
    return action


@when(
    rf"(?P<attacker>.+?) {ATTEMPT}(?:assigns|assign) (?P<division>.+) as the game advances to {PLAYER}'s (?P<step>.+)"
)
def assigns_damage(
    table: Table, *, attacker: str, attempt: str | None, division: str, player: str, step: str
) -> None:
    """The game advances, the attacking creature's controller dividing its combat damage among the creatures
    blocking it (CR 510.1c), and with trample the player it attacks (CR 702.19b): "Serra Angel assigns 1 damage
    to Wall of Mist and 3 damage to Giant Spider", "Colossal Dreadmaw assigns 2 damage to Grizzly Bears and 4
    damage to Bob"."""
    shares: dict[str, int] = {}
    for part in division.split(" and "):
        match = re.fullmatch(r"(\d+) damage to (.+)", part)
        assert match, f"say '<N> damage to <creature>', not {part!r}"
        # A trampler's excess goes to the player it attacks, named by the player's name (CR 702.19b).
        recipient = table.player_or_object_id(match[2])
        shares[recipient] = int(match[1])
    action = {
        "type": "advance",
        "player": player,
        "step": language.step_name(step),
        "damage": {table.object_id(attacker): shares},
    }
    table.act(action, attempt=bool(attempt))


@given(rf"{PLAYER}'s life total is (?P<life>-?\d+)")
def life_total_is(table: Table, *, player: str, life: str) -> None:
    """The player's life total, where it isn't the starting 20 (CR 103.4)."""
    table.game.setdefault("life", {})[player] = int(life)


@then(rf"{PLAYER}'s life total is (?P<life>-?\d+)")
def life_total(table: Table, *, player: str, life: str) -> None:
    """The player's life total (CR 119)."""
    value = table.query({"type": "player", "player": player})
    assert value["life"] == int(life), f"{player}'s life total is {value['life']}, expected {life}"


@then(rf"{PLAYER} (?P<verdict>has|has not) (?P<outcome>lost|won|drawn) the game")
def game_outcome(table: Table, *, player: str, verdict: str, outcome: str) -> None:
    """Whether the player lost (CR 104.3a, 704.5a) or won the game (CR 104.2b), or was in a game that ended in a
    draw (CR 104.4a): the `player` query's `lost`, or optional `won` or `draw`."""
    field = {"lost": "lost", "won": "won", "drawn": "draw"}[outcome]
    value = table.reported(
        table.query({"type": "player", "player": player}), field, f"whether {player} {outcome} the game"
    )
    otherwise = {"lost": "did not lose", "won": "did not win", "drawn": "did not draw"}[outcome]
    assert value == (verdict == "has"), f"{player} {outcome if value else otherwise}"


@then(r"(?P<obj>.+?) has (?P<amount>no|\d+) damage marked on it")
def damage_marked(table: Table, *, obj: str, amount: str) -> None:
    """How much damage is marked on the permanent (CR 120.6)."""
    value = table.query({"type": "object", "object": table.object_id(obj)})
    marked = table.reported(value, "damage", f"the damage marked on {obj}")
    expected = 0 if amount == "no" else int(amount)
    assert marked == expected, f"{obj} has {marked} damage marked, expected {expected}"


@then(r"(?P<obj>.+?) is (?P<negation>not )?(?P<status>attacking|blocking|blocked)")
def combat_status(table: Table, *, obj: str, negation: str | None, status: str) -> None:
    """Whether the creature is attacking, blocking, or (an attacker) blocked (CR 506.4, 508.1k, 509.1g-h)."""
    value = table.query({"type": "object", "object": table.object_id(obj)})
    observed = table.reported(value, status, f"whether {obj} is {status}")
    assert observed == (not negation), f"{obj} is {'' if observed else 'not '}{status}"


@then(r"(?P<source>.+?) dealt (?P<amount>no|\d+) (?P<kind>combat|noncombat) damage(?: to (?P<recipient>.+))?")
def dealt_damage(table: Table, *, source: str, amount: str, kind: str, recipient: str | None) -> None:
    """How much combat damage (or damage that isn't combat damage: a fight's, CR 701.14d; an ability's) the
    source dealt since the game was set up, in all or to one creature or player, from the event log: the
    `damage_dealt` events, those not marked `noncombat` or those marked so."""
    source_id = table.object_id(source)
    recipient_id = ""
    if recipient and recipient not in table.game["players"]:
        recipient_id = table.object_id(recipient)
    events = table.query({"type": "events"})
    dealt = [
        e
        for e in events
        if e.get("kind") == "damage_dealt"
        and bool(e.get("noncombat")) == (kind == "noncombat")
        and e.get("source") == source_id
        and (not recipient or e.get("object", e.get("player")) in (recipient_id, recipient))
    ]
    observed = sum(int(e.get("amount", 0)) for e in dealt)
    expected = 0 if amount == "no" else int(amount)
    assert observed == expected, f"{source} dealt {observed} {kind} damage, expected {expected}"
    if amount == "no":  # CR 120.8, 510.1a: a source that would deal 0 damage deals no damage at all
        assert not dealt, f"{source} dealt 0 damage, which is no damage at all (CR 120.8): {dealt}"


@then(r"there (?:was|were) (?P<count>\w+) combat damage steps?")
def combat_damage_steps(table: Table, *, count: str) -> None:
    """How many combat damage steps began since the game was set up (CR 510.4: two with a first striker)."""
    events = table.query({"type": "events"})
    observed = sum(1 for e in events if e.get("kind") == "step_began" and e.get("step") == "combat_damage")
    expected = 0 if count == "no" else language.NUMBERS.get(count) or int(count)
    assert observed == expected, f"{observed} combat damage steps began, expected {expected}"


@then(r"(?P<obj>.+?) became tapped (?P<times>once|twice|no times|\d+ times)")
def became_tapped(table: Table, *, obj: str, times: str) -> None:
    """How many times the permanent became tapped since the game was set up, from the event log: attacking
    taps a creature without vigilance (CR 508.1f), and "whenever ... becomes tapped" looks for that event."""
    object_id = table.object_id(obj)
    events = table.query({"type": "events"})
    observed = sum(1 for e in events if e.get("kind") == "tapped" and e.get("object") == object_id)
    assert observed == language.count(times), f"{obj} became tapped {observed} times, expected {times}"


@then(rf"(?P<obj>.+?) was declared as an attacker against {PLAYER} (?P<times>once|twice|no times|\d+ times)")
def declared_attacker(table: Table, *, obj: str, player: str, times: str) -> None:
    """How many `attacked` events name the creature and the player it attacks (CR 508.1k, 508.3a: what
    "whenever ... attacks" abilities look for)."""
    object_id = table.object_id(obj)
    events = table.query({"type": "events"})
    observed = sum(
        1
        for e in events
        if e.get("kind") == "attacked" and e.get("object") == object_id and e.get("player") == player
    )
    assert observed == language.count(times), f"{obj} attacked {player} {observed} times, expected {times}"


@then(
    r"(?P<blocker>.+?) was declared as a blocker of (?P<attacker>.+?) (?P<times>once|twice|no times|\d+ times)"
)
def declared_blocker(table: Table, *, blocker: str, attacker: str, times: str) -> None:
    """How many `blocked` events name the blocking creature and the attacker it blocks (CR 509.1g, 509.3a:
    what "whenever ... blocks" abilities look for)."""
    blocker_id, attacker_id = table.object_id(blocker), table.object_id(attacker)
    events = table.query({"type": "events"})
    observed = sum(
        1
        for e in events
        if e.get("kind") == "blocked" and e.get("object") == blocker_id and e.get("source") == attacker_id
    )
    assert observed == language.count(times), (
        f"{blocker} was declared as a blocker of {attacker} {observed} times, expected {times}"
    )
