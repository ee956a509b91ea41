"""The combat phase's steps as the game walks them (CR 506.1): which began, in what order, and who gets
priority in each (CR 507.2, 508.2, 509.2, 510.3, 511.1)."""

from __future__ import annotations

from rulings.protocol.turn import STEPS
from rulings.steps import language
from rulings.steps.table import Table
from rulings.steps.vocabulary import then

# CR 506.1: the combat phase's five steps, in the turn's order.
COMBAT_STEPS = STEPS[STEPS.index("beginning_of_combat") : STEPS.index("end_of_combat") + 1]


@then(r"the steps of combat that began were (?P<steps>.+)")
def combat_steps_began(table: Table, *, steps: str) -> None:
    """The combat steps that began since the game was set up, in order, from the event log: "beginning of
    combat, declare attackers and end of combat" (the skipped steps yield no `step_began`, CR 508.8)."""
    names = [part for chunk in steps.split(", ") for part in chunk.split(" and ")]
    expected = [language.step_name(f"{name} step") for name in names]
    events = table.query({"type": "events"})
    observed = [e["step"] for e in events if e.get("kind") == "step_began" and e.get("step") in COMBAT_STEPS]
    assert observed == expected, f"the combat steps that began were {observed}, expected {expected}"
