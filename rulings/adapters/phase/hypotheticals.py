"""Queries phase.rs has no answer for, tried on the game and undone: could_produce (each mana ability activated,
CR 106.7), can_cast / can_activate (the action tried), can_attack (a combat begun); what was tried undone."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulings.adapters.in_process import Inexpressible, Refused
from rulings.adapters.phase.table import Table
from rulings.adapters.phase.vocabulary import MANA_LETTER, MAX_PROMPTS, PASS
from rulings.protocol import Message


def could_produce(t: Table, pid: int) -> list[str]:
    """CR 106.7: each mana ability activated on the game (undone after each), with its costs set aside."""
    obj = t.game.object(pid)
    abilities = obj.get("abilities") or []
    for ability in abilities:
        # A mana ability phase's card parser left unimplemented isn't flagged as one: "nothing" would be ours.
        unimplemented = (ability.get("effect") or {}).get("type") == "Unimplemented"
        activated = ability.get("kind") == "Activated"
        if unimplemented and activated and "Add " in (ability.get("description") or ""):
            raise Inexpressible(
                f"its card parser left this mana ability unimplemented: {ability.get('description')!r}"
            )
    mana = [i for i, a in enumerate(abilities) if a.get("kind") == "Activated" and a.get("is_mana_ability")]
    seat = int(obj["controller"])
    types: set[str] = set()
    with t.hypothetical() as undo:
        for index in mana:
            undo()  # each ability tried on the game as it was
            t.debug("SetTapped", object_id=pid, tapped=False)
            t.debug("SetSummoningSickness", object_id=pid, sick=False)
            if t.priority() != seat:
                t.debug("SetPhase", phase="PreCombatMain", active_player=seat)
            types |= produce(t, seat, pid, index)
    return sorted(types, key="WUBRGC".index)


def produce(t: Table, seat: int, pid: int, index: int) -> set[str]:
    """The mana types one activation adds, or offers to add, on the current (copied) game."""
    try:
        result = t.apply(
            seat, {"type": "ActivateAbility", "data": {"source_id": pid, "ability_index": index}}
        )
    except ValueError:
        return set()
    types = own_mana(result.events, pid)
    for _ in range(MAX_PROMPTS):
        prompt = t.game.waiting_for()
        if prompt["type"] == "ChooseManaColor":
            return types | chosen_mana(t, prompt["data"], seat, pid)
        legal = t.game.actions()
        if prompt["type"] == "Priority" or not legal:
            break
        try:
            events = t.apply(prompt["data"].get("player", seat), legal[0]).events
        except ValueError:
            break
        types |= own_mana(events, pid)
    return types


def chosen_mana(t: Table, data: dict[str, Any], seat: int, pid: int) -> set[str]:
    """CR 106.7 asks what the ability would add, not what it offers: a colour is chosen and the mana read.

    The first colour offered is chosen on the game being tried. Adding nothing means no colour would add any (the
    amount doesn't depend on the colour: Astral Cornucopia without counters); adding the colour chosen
    means each colour offered would be added as itself; adding another type (a replacement effect
    changed it) means each colour is tried on the game as it was at the prompt.
    """
    choice = data.get("choice") or {}
    options: list[Any] = (choice.get("data") or {}).get("options") or []
    actor = int(data.get("player", seat))
    if choice.get("type") != "SingleColor" or not options:
        flat = [o for option in options for o in (option if isinstance(option, list) else [option])]
        return {MANA_LETTER[o] for o in flat if o in MANA_LETTER}
    mark = len(t.journal)  # the game at the prompt, to choose each other colour on (a rewind: no export)
    first = choose_colour(t, actor, pid, options[0])
    if not first or first == {MANA_LETTER.get(options[0], "")} or len(options) == 1:
        return {MANA_LETTER[o] for o in options if o in MANA_LETTER} if first else set()
    made = set(first)
    for option in options[1:]:
        t.rewind(mark)
        made |= choose_colour(t, actor, pid, option)
    return made


def choose_colour(t: Table, actor: int, pid: int, colour: str) -> set[str]:
    """The mana types `pid` adds when `colour` is chosen at the current ChooseManaColor prompt."""
    answer = {"type": "ChooseManaColor", "data": {"choice": {"type": "SingleColor", "data": colour}}}
    try:
        return own_mana(t.apply(actor, answer).events, pid)
    except ValueError:
        return set()


def can(t: Table, act: Callable[[Table, dict[str, Any]], list[Message]], query: dict[str, Any]) -> Message:
    """Whether the action is legal now: tried, then undone."""
    with t.hypothetical():
        try:
            act(t, dict(query))
        except Refused as illegal:
            return {"legal": False, "reason": str(illegal)}
    return {"legal": True, "reason": ""}


def can_attack(t: Table, pid: int) -> Message:
    """CR 508.1a: whether phase.rs offers the creature as an attacker, in a combat of this turn begun, then undone:
    the active player's, whoever controls the creature (only the active player attacks)."""
    with t.hypothetical():
        t.debug("SetPhase", phase="BeginCombat", active_player=t.active)
        for _ in range(len(t.players) + 1):
            prompt = t.game.waiting_for()
            if prompt["type"] == "DeclareAttackers":
                legal = pid in (prompt["data"].get("valid_attacker_ids") or [])
                reason = "" if legal else "phase.rs doesn't offer it as an attacker"
                return {"legal": legal, "reason": reason}
            holder = t.priority()
            if holder is None:
                break
            t.apply(holder, PASS)
        return {"legal": False, "reason": "phase.rs skipped the declare attackers step (no attacker)"}


def own_mana(events: list[dict[str, Any]], pid: int) -> set[str]:
    """The types of mana `pid` itself added: another source's triggered mana (Wild Growth's) is not what
    `pid` could produce (CR 106.7)."""
    return {
        MANA_LETTER[e["data"]["mana_type"]]
        for e in events
        if e.get("type") == "ManaAdded" and e["data"].get("source_id") == pid
    }
