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

MAPPED_ACTIONS: dict[str, frozenset[str]] = {
    "activate": frozenset({"player", "object", "ability", "choices"}),
    "cast": frozenset({"player", "object", "from", "as", "x", "targets"}),
    "play_land": frozenset({"player", "object"}),
    "pass_priority": frozenset({"player"}),
    "resolve": frozenset(),
    "advance": frozenset({"player", "step", "keep_tapped", "damage"}),
    "declare_attackers": frozenset({"player", "attackers"}),
    "declare_blockers": frozenset({"player", "blocks"}),
}
MAPPED_CHOICES = frozenset({"mana", "order", "sacrifice", "remove", "targets", "x"})
MAPPED_QUERIES: dict[str, frozenset[str]] = {
    "mana_pool": frozenset({"player"}),
    "object": frozenset({"object"}),
    "could_produce": frozenset({"object"}),
    "can_cast": frozenset({"player", "object", "from", "as", "x", "targets"}),
    "can_activate": frozenset({"player", "object", "ability", "choices"}),
    "can_attack": frozenset({"object"}),
    "stack": frozenset(),
    "events": frozenset(),
    "board": frozenset(),
    "player": frozenset({"player"}),
}
MAPPED_GAME = frozenset({"players", "turn", "priority", "objects", "pools", "life"})
MAPPED_OBJECT = frozenset(
    {"id", "card", "owner", "controller", "zone", "tapped", "sick", "counters", "attached_to", "face_down"}
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
            raise Inexpressible(f"the adapter maps no {kind!r} {what} to phase.rs")
        return {"outcome": "error", "message": f"unknown {what} {kind!r}"}
    mapped(f"the {kind!r} {what}", request, fields[str(kind)])
    mapped("an activation's choices", request.get("choices") or {}, MAPPED_CHOICES)
    return None


def mapped(what: str, request: dict[str, Any], fields: frozenset[str]) -> None:
    """A field the adapter doesn't map (an optional one, or one the protocol gained since) would be ignored
    and the answer could be wrong: the request is `unsupported` instead."""
    unmapped = sorted(set(request) - fields - {"type"})
    if unmapped:
        raise Inexpressible(f"the adapter maps no {', '.join(map(repr, unmapped))} in {what} to phase.rs")
