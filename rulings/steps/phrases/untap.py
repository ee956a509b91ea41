"""The untap step and attacking as far as summoning sickness goes (CR 302.6, 502)."""

from __future__ import annotations

from rulings.steps import language
from rulings.steps.language import ATTEMPT, PLAYER
from rulings.steps.table import Table
from rulings.steps.vocabulary import then, when


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
    assert observed == language.count(times), f"{obj} untapped {observed} times, expected {times}"


@then(r"(?P<obj>.+?) (?P<verdict>can|can't) attack")
def can_attack(table: Table, *, obj: str, verdict: str) -> None:
    """Whether the creature could be declared as an attacker this turn (CR 302.6, 508.1a)."""
    answer = table.query({"type": "can_attack", "object": table.object_id(obj)})
    if verdict == "can":
        assert answer["legal"], f"{obj} can't attack, the engine says: {answer.get('reason')}"
    else:
        assert not answer["legal"], f"the engine lets {obj} attack, which the rules forbid"


@then(r"(?P<obj>.+?) is phased (?P<phase>in|out)")
def phased(table: Table, *, obj: str, phase: str) -> None:
    """Whether the permanent is phased out (CR 702.26a): still on the battlefield, treated as though it doesn't
    exist (CR 702.26b); phased in otherwise."""
    value = table.query({"type": "object", "object": table.object_id(obj)})
    assert value["zone"] == "battlefield", f"{obj} is in the {value['zone']}, not on the battlefield"
    observed = table.reported(value, "phased_out", f"whether {obj} is phased out")
    assert observed == (phase == "out"), f"{obj} is phased {'out' if observed else 'in'}, expected {phase}"
