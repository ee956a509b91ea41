"""phase.rs's typed events in the protocol's kinds (PermanentTapped -> tapped, ManaAdded -> mana_added, ...).
phase.rs has no "triggered" event: a triggered ability is reported as it is put on the stack."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulings.adapters.phase.table import Table
from rulings.adapters.phase.vocabulary import MANA_LETTER, PHASE_STEPS
from rulings.protocol import Message

# phase.rs events that become one protocol event each: its kind, and each field from which of phase.rs's (a
# `player` field names a seat's player, any other an object).
PLAIN: dict[str, tuple[str, dict[str, str]]] = {
    "PermanentTapped": ("tapped", {"object": "object_id"}),
    "PermanentUntapped": ("untapped", {"object": "object_id"}),
    "AbilityActivated": ("activated", {"player": "player_id", "source": "source_id"}),
    "SpellCast": ("cast", {"player": "controller", "object": "object_id"}),
    "StackResolved": ("resolved", {"object": "object_id"}),
    "CardDrawn": ("drew", {"player": "player_id", "object": "object_id"}),  # CR 121.1
    "Discarded": ("discarded", {"player": "player_id", "object": "object_id"}),  # CR 701.9a
    "PlayerLost": ("lost_game", {"player": "player_id"}),  # CR 104.3a, 704.5a
    "PermanentSacrificed": ("sacrificed", {"object": "object_id"}),
    "PermanentPhasedOut": ("phased_out", {"object": "object_id"}),  # CR 702.26a
    "PermanentPhasedIn": ("phased_in", {"object": "object_id"}),
}


def translate(t: Table, raw: list[dict[str, Any]]) -> list[Message]:
    """phase.rs's events in the protocol's kinds; `seat` and `phase` are kept for advance's own use."""
    events: list[Message] = []
    activated = {e["data"].get("source_id") for e in raw if e.get("type") == "AbilityActivated"}
    stack = {entry["id"]: entry for entry in t.game.stack()}
    for event in raw:
        kind, data = str(event.get("type")), event.get("data") or {}
        if data.get("to") == "Command" or "Emblem" in str(data.get("kind")):
            t.commanded = True  # the board is read from the state again: the bindings read no command zone
        if kind in PLAIN:
            protocol, fields = PLAIN[kind]
            events.append({"kind": protocol, **{f: _named(t, f, data[k]) for f, k in fields.items()}})
        elif kind == "StackPushed" and data["object_id"] not in t.stacked:
            t.stacked.add(data["object_id"])
            events += pushed(t, stack.get(data["object_id"]), data["object_id"])
        elif (
            kind == "EffectResolved" and data.get("kind") == "Mana" and data.get("source_id") not in activated
        ):
            # A triggered mana ability resolves at once, off the stack (CR 605.4a): it triggered.
            events.append({"kind": "triggered", "source": t.name(data["source_id"])})
        elif kind == "TurnStarted":
            t.active = int(data["player_id"])
        elif kind in COMPOUND:
            events += COMPOUND[kind](t, data)
    return events + new_abilities(t)


def _named(t: Table, field: str, value: int) -> str:
    return t.players[int(value)] if field == "player" else t.name(int(value))


def _mana_added(t: Table, data: dict[str, Any]) -> list[Message]:
    mana = "{" + MANA_LETTER.get(data["mana_type"], "C") + "}"
    return [
        {
            "kind": "mana_added",
            "player": t.players[data["player_id"]],
            "source": t.name(data["source_id"]),
            "mana": mana,
        }
    ]


def _life_changed(t: Table, data: dict[str, Any]) -> list[Message]:
    """CR 119.3: a gain or a loss of life."""
    amount = int(data["amount"])
    if not amount:
        return []
    kind = "life_gained" if amount > 0 else "life_lost"
    return [{"kind": kind, "player": t.players[data["player_id"]], "amount": abs(amount)}]


def _zone_changed(t: Table, data: dict[str, Any]) -> list[Message]:
    """`entered` the battlefield, or a creature that `died` (CR 700.4: put into a graveyard from it)."""
    if data.get("to") == "Battlefield":
        return [{"kind": "entered", "object": t.name(data["object_id"])}]
    creature = "Creature" in ((data.get("record") or {}).get("core_types") or [])
    if data.get("from") == "Battlefield" and data.get("to") == "Graveyard" and creature:
        return [{"kind": "died", "object": t.name(data["object_id"])}]
    return []


def _attacked(t: Table, data: dict[str, Any]) -> list[Message]:
    """CR 508.1k, 508.3a: each attacker and the player (or the planeswalker, as `source`) it attacks."""
    events: list[Message] = []
    for attacker, target in data.get("attacks") or []:
        if target.get("type") == "Player":
            events.append(
                {"kind": "attacked", "object": t.name(attacker), "player": t.players[target["data"]]}
            )
        else:
            events.append({"kind": "attacked", "object": t.name(attacker), "source": t.name(target["data"])})
    return events


def _blocked(t: Table, data: dict[str, Any]) -> list[Message]:
    """CR 509.1g, 509.3a."""
    return [
        {"kind": "blocked", "object": t.name(blocker), "source": t.name(attacker)}
        for blocker, attacker in data.get("assignments") or []
    ]


def _damage_dealt(t: Table, data: dict[str, Any]) -> list[Message]:
    """CR 120.3: the source, what it was dealt to, the amount; `noncombat` unless combat damage (CR 510)."""
    target = data.get("target") or {}
    dealt: Message = {"kind": "damage_dealt", "source": t.name(data["source_id"])}
    if "Player" in target:
        dealt["player"] = t.players[int(target["Player"])]
    else:
        dealt["object"] = t.name(int(target.get("Object", -1)))
    dealt["amount"] = int(data["amount"])
    if not data.get("is_combat"):
        dealt["noncombat"] = True
    return [dealt]


def _step_began(t: Table, data: dict[str, Any]) -> list[Message]:
    step = PHASE_STEPS.get(data["phase"], str(data["phase"]).lower())
    return [
        {
            "kind": "step_began",
            "player": t.players[t.active],
            "step": step,
            "seat": t.active,
            "phase": data["phase"],
        }
    ]


COMPOUND: dict[str, Callable[[Table, dict[str, Any]], list[Message]]] = {
    "ManaAdded": _mana_added,
    "LifeChanged": _life_changed,
    "ZoneChanged": _zone_changed,
    "AttackersDeclared": _attacked,
    "BlockersDeclared": _blocked,
    "DamageDealt": _damage_dealt,
    "PhaseChanged": _step_began,
}


def new_abilities(t: Table) -> list[Message]:
    """Entries newly on the stack that no StackPushed event reported."""
    events: list[Message] = []
    for entry in t.game.stack():
        if entry["id"] not in t.stacked:
            t.stacked.add(entry["id"])
            events += pushed(t, entry, entry["id"])
    return events


def pushed(t: Table, entry: dict[str, Any] | None, stack_id: int) -> list[Message]:
    """A spell or ability put on the stack; a triggered ability's `triggered` event comes with it (phase.rs
    reports none of its own). An entry already gone (resolved in the same action) is named alone."""
    if entry is None:
        return [{"kind": "put_on_stack", "object": t.name(stack_id)}]
    source = t.name(entry["source_id"])
    kind = (entry.get("kind") or {}).get("type")
    pushed: Message = {"kind": "put_on_stack", "object": t.name(stack_id)}
    if kind != "Spell":
        pushed["source"] = source
    if kind == "TriggeredAbility":
        return [{"kind": "triggered", "source": source, "ability": entry_text(entry)}, pushed]
    return [pushed]


def entry_text(entry: dict[str, Any]) -> str:
    data = (entry.get("kind") or {}).get("data") or {}
    ability = data.get("ability") if isinstance(data, dict) else None
    if isinstance(ability, dict):
        return str(ability.get("description") or "")
    return ""
