"""Tapping and untapping, in a player's words: "Given Bob's Llanowar Elves came under Alice's control this
turn", "When Alice keeps Dwarven Hold tapped during Alice's untap step", "Then Forest untapped once",
"Then Raging Goblin can attack"."""

from __future__ import annotations

from rulings.steps import phrases
from rulings.steps.table import Table
from rulings.steps.vocabulary import given, then, when

PLAYER = r"(?P<player>[A-Z]\w*)"
ATTEMPT = r"(?P<attempt>tries to )?"


@given(rf"(?P<obj>.+?) (?:entered the battlefield|came under {PLAYER}'s control) this turn")
def arrived_this_turn(table: Table, *, obj: str, player: str | None) -> None:
    """Not controlled continuously since its controller's most recent turn began (CR 302.6): it entered the
    battlefield this turn, or another player gained control of it this turn."""
    object_id = table.object_id(obj)
    spec = next(o for o in table.game["objects"] if o["id"] == object_id)
    spec["sick"] = True
    if player:
        assert player in table.game["players"], f"{player} isn't playing: {', '.join(table.game['players'])}"
        spec["controller"] = player


@when(rf"{PLAYER} {ATTEMPT}(?:keeps|keep) (?P<objects>.+?) tapped during (?P<active>[A-Z]\w*)'s untap step")
def keeps_tapped(table: Table, *, player: str, attempt: str | None, objects: str, active: str) -> None:
    """The game advances to that untap step, the player choosing not to untap those permanents (CR 502.3)."""
    kept = [table.object_id(name, default_player=player) for name in objects.split(" and ")]
    action = {"type": "advance", "player": active, "step": "untap", "keep_tapped": kept}
    table.act(action, attempt=bool(attempt))


@then(r"(?P<obj>.+?) untapped (?P<times>once|twice|no times|\d+ times)")
def untapped_times(table: Table, *, obj: str, times: str) -> None:
    """How many times the permanent became untapped since the game was set up (from the event log)."""
    object_id = table.object_id(obj)
    events = table.query({"type": "events"})
    observed = sum(1 for e in events if e.get("kind") == "untapped" and e.get("object") == object_id)
    assert observed == phrases.count(times), f"{obj} untapped {observed} times, expected {times}"


@then(r"(?P<obj>.+?) (?P<verdict>can|can't) attack")
def can_attack(table: Table, *, obj: str, verdict: str) -> None:
    """Whether the creature could be declared as an attacker this turn (CR 302.6, 508.1a)."""
    answer = table.query({"type": "can_attack", "object": table.object_id(obj)})
    if verdict == "can":
        assert answer["legal"], f"{obj} can't attack, the engine says: {answer.get('reason')}"
    else:
        assert not answer["legal"], f"the engine lets {obj} attack, which the rules forbid"
