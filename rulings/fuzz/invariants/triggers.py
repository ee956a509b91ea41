"""Invariants of triggered abilities (CR 603): abilities that trigger at once go on the stack in APNAP order."""

from __future__ import annotations

from rulings.fuzz.invariants import Step, fail, invariant


def _note_active(step: Step) -> None:
    step.notes["active"] = step.world.active


@invariant(
    "triggers-apnap",
    "CR 603.3b, 101.4",
    after={"activate", "pass_priority", "resolve", "advance", "cast", "attack", "block"},
    prefetch=_note_active,
)
def triggers_apnap(step: Step) -> bool:
    """Triggered abilities put on the stack at the same time go on it in APNAP order: the active player's
    first, then each other player's in turn order.

    Within each run of consecutive `put_on_stack` events, their controllers never go back in APNAP order,
    counted from the active player of the moment (a `step_began` or `step_skipped` names a new one)."""
    if not step.legal:
        return False
    players = step.world.players
    active = str(step.notes.get("active") or step.world.active)
    run: list[str] = []
    checked = False
    for event in (*step.events, {"kind": ""}):
        kind = event.get("kind")
        if kind == "put_on_stack" and event.get("player") in players:
            run.append(str(event["player"]))
            continue
        if len(run) > 1:
            checked = True
            start = players.index(active) if active in players else 0
            order = players[start:] + players[:start]
            ranks = [order.index(p) for p in run]
            if ranks != sorted(ranks):
                raise fail(
                    "triggers-apnap",
                    f"abilities went on the stack at once controlled by {', '.join(run)} while it was {active}'s "
                    f"turn: APNAP order is {', '.join(order)}",
                )
        run = []
        if kind in ("step_began", "step_skipped") and event.get("player") in players:
            active = str(event["player"])
    return checked
