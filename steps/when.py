"""When: what the players do. "tries to" marks an attempt whose legality a Then step judges."""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers

from rulings.steps import phrases
from rulings.steps.table import Table
from rulings.steps.vocabulary import when

PLAYER = r"(?P<player>[A-Z]\w*)"
ATTEMPT = r"(?P<attempt>tries to )?"
MANA_CHOICE = r"(?: for (?P<mana>mana|\{\w\}))?"
ORDER = r"(?:, applying (?P<order>.+))?"


def _choices(table: Table, player: str, mana: str | None, order: str | None) -> dict[str, Any]:
    choices: dict[str, Any] = {}
    if mana and mana != "mana":
        choices["mana"] = mana.strip("{}")
    if order:
        # "Mana Reflection then Contamination": the affected player's order of replacement effects (CR 616.1)
        choices["order"] = [table.object_id(name, default_player="") for name in order.split(" then ")]
    return choices


@when(parsers.re(rf"{PLAYER} {ATTEMPT}(?:taps|tap) (?P<obj>.+?){MANA_CHOICE}{ORDER}"))
def tap_for_mana(
    table: Table, *, player: str, attempt: str | None, obj: str, mana: str | None, order: str | None
) -> None:
    """Activate the object's mana ability with {T} in its cost (CR 106.12), choosing the type if asked."""
    object_id = table.object_id(obj, default_player=player, untapped_first=True)
    action = {
        "type": "activate",
        "player": player,
        "object": object_id,
        "choices": _choices(table, player, mana, order),
    }
    table.act(action, attempt=bool(attempt))


@when(
    parsers.re(
        rf"{PLAYER} {ATTEMPT}(?:activates|activate) (?P<obj>.+?)(?:, sacrificing (?P<victim>.+?))?"
        rf"(?: targeting (?P<target>.+?))?{MANA_CHOICE}{ORDER}"
    )
)
def activate(
    table: Table,
    *,
    player: str,
    attempt: str | None,
    obj: str,
    victim: str | None,
    target: str | None = None,
    mana: str | None,
    order: str | None,
) -> None:
    """Activate the object's ability, sacrificing a permanent if its cost asks (Squandered Resources), with
    its target if it has one (Order of Whiteclay)."""
    choices = _choices(table, player, mana, order)
    if victim:
        choices["sacrifice"] = table.object_id(victim, default_player=player)
    if target:
        choices["targets"] = [table.object_id(target)]
    action = {"type": "activate", "player": player, "object": table.object_id(obj, default_player=player)}
    table.act({**action, "choices": choices}, attempt=bool(attempt))


@when(parsers.re(rf"{PLAYER} {ATTEMPT}(?:passes|pass) priority"))
def passes_priority(table: Table, player: str, attempt: str | None = None) -> None:
    """One player passes priority (CR 117.3d)."""
    table.act({"type": "pass_priority", "player": player}, attempt=bool(attempt))


@when("all players pass priority")
def all_pass(table: Table) -> None:
    """Each player passes once in succession, from the one who has priority (CR 117.4)."""
    table.act({"type": "resolve"})


@when(parsers.re(rf"the game advances to {PLAYER}'s (?P<step>.+)"))
def advance(table: Table, player: str, step: str) -> None:
    """Everyone passes with an empty stack until that step of that player's turn begins."""
    table.act({"type": "advance", "player": player, "step": phrases.step_name(step)})
