"""The fields of each request the adapter maps onto phase.rs, and the ones it declines with the reason.

A request or field the protocol defines (read from `protocol-v1.json`) that is in neither table is
`unsupported`, never silently ignored; a request type the protocol doesn't define at all is an `error`.
tests/harness/test_phase_fields.py fails when the protocol gains an optional request or field that this
module neither maps nor declines.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from rulings.adapters.in_process import Inexpressible
from rulings.protocol import Message
from rulings.protocol.schema import protocol_schema

KEEP = frozenset({"keep"})  # the legend rule's choice (CR 704.5j), on any action
MAPPED_ACTIONS: dict[str, frozenset[str]] = {
    "activate": frozenset({"player", "object", "ability", "choices", "mana_abilities"}) | KEEP,
    "cast": frozenset(
        {"player", "object", "from", "as", "x", "targets", "divide", "modes", "adventure", "face_down"}
        | {"without_paying", "alternative", "new_targets", "convoke", "merge"}
    )
    | KEEP,
    "play_land": frozenset({"player", "object"}) | KEEP,
    "pass_priority": frozenset({"player"}) | KEEP,
    "resolve": KEEP,
    "advance": frozenset({"player", "step", "keep_tapped", "damage", "discard"}) | KEEP,
    "declare_attackers": frozenset({"player", "attackers"}) | KEEP,
    "declare_blockers": frozenset({"player", "blocks"}) | KEEP,
    "may": frozenset({"player", "object", "answer"}),
    "prefer": frozenset({"player", "objects"}),
    "scry": frozenset({"player", "object", "top", "bottom"}),
    "mode": frozenset({"player", "object", "mode"}),
    "concede": frozenset({"player"}),
    "turn_face_up": frozenset({"player", "object"}) | KEEP,
}
MAPPED_CHOICES = frozenset({"mana", "order", "sacrifice", "remove", "targets", "x", "return"})
MAPPED_QUERIES: dict[str, frozenset[str]] = {
    "mana_pool": frozenset({"player"}),
    "object": frozenset({"object"}),
    "could_produce": frozenset({"object"}),
    "can_cast": MAPPED_ACTIONS["cast"] - KEEP,
    "can_activate": frozenset({"player", "object", "ability", "choices"}),
    "can_attack": frozenset({"object"}),
    "stack": frozenset(),
    "events": frozenset(),
    "board": frozenset(),
    "player": frozenset({"player"}),
}
# What the adapter declines, and why: each a request type, or "request.field", with what phase.rs lacks.
DECLINED: dict[str, str] = {
    "surveil": "the adapter doesn't yet map a standing surveil answer (CR 701.25a) to phase.rs's SurveilChoice "
    "prompt",
    "suspend": "its bindings have no action that suspends a card from the hand (no special action for CR 702.62a)",
    "cast.sacrifice": "the adapter doesn't yet map a spell's additional cost (CR 118.8) to phase.rs's prompt for "
    "the permanent sacrificed as the spell is cast",
    "can_cast.sacrifice": "see cast.sacrifice",
    "cast.discard": "the adapter doesn't yet map a spell's additional cost (CR 118.8) to phase.rs's prompt for "
    "the card discarded as the spell is cast",
    "can_cast.discard": "see cast.discard",
    "activate.choices.reselect": "no activation of its can reselect whom an attacking creature attacks (CR 508.7)",
    "can_activate.choices.reselect": "see activate.choices.reselect",
    "declare_attackers.mana_abilities": "its costs to attack are paid by its own PayCombatTax prompt, from the pool "
    "it has then, with no mana ability activated during the declaration",
    "declare_blockers.mana_abilities": "see declare_attackers.mana_abilities",
    "may.times": "no prompt of its asks how many times a cost is paid",
    "may.x": "no prompt of its asks for an X that appears only in a 'you may pay {X}'",
    "may.new_targets": "a standing answer can't be tied to the CopyRetarget prompt of a triggered ability's copy",
    "may.mana_abilities": "no mana ability can be activated during a resolution through its bindings",
    "object_spec.transformed": "its SetFaceState debug action sets the flag but leaves the front face's "
    "characteristics",
}


MAPPED_GAME = frozenset({"players", "turn", "priority", "objects", "pools", "life", "player_counters"})
MAPPED_OBJECT = frozenset(
    {
        "id",
        "card",
        "owner",
        "controller",
        "zone",
        "tapped",
        "sick",
        "counters",
        "attached_to",
        "face_down",
        "damage",
    }
)


@cache
def defined(kind: str) -> frozenset[str]:
    """The request types of one kind ("action" or "query") protocol v1 defines, optional ones included."""
    schema = protocol_schema()["$defs"]
    return frozenset(
        str(schema[ref["$ref"].rsplit("/", 1)[1]]["properties"]["type"]["const"])
        for ref in schema[kind]["oneOf"]
    )


def unmapped(
    what: Literal["action", "query"], kind: Any, request: dict[str, Any], fields: dict[str, frozenset[str]]
) -> Message | None:
    """The error reply to an action or query of a kind the protocol doesn't define; `unsupported` (raised) for a
    kind or field it defines that the adapter doesn't map; None when the adapter maps all of the request."""
    if kind not in fields:
        if kind in defined(what):
            why = f": {DECLINED[str(kind)]}" if str(kind) in DECLINED else ""
            raise Inexpressible(f"the adapter maps no {kind!r} {what} to phase.rs{why}")
        return {"outcome": "error", "message": f"unknown {what} {kind!r}"}
    mapped(f"the {kind!r} {what}", request, fields[str(kind)], str(kind))
    mapped("an activation's choices", request.get("choices") or {}, MAPPED_CHOICES, f"{kind}.choices")
    return None


def mapped(what: str, request: dict[str, Any], fields: frozenset[str], declined: str = "") -> None:
    """A field the adapter doesn't map (an optional one, or one the protocol gained since) would be ignored
    and the answer could be wrong: the request is `unsupported` instead, saying why where the reason is known."""
    unmapped = sorted(set(request) - fields - {"type"})
    if unmapped:
        why = [DECLINED[f"{declined}.{field}"] for field in unmapped if f"{declined}.{field}" in DECLINED]
        reason = f": {'; '.join(why)}" if why else ""
        raise Inexpressible(
            f"the adapter maps no {', '.join(map(repr, unmapped))} in {what} to phase.rs{reason}"
        )
