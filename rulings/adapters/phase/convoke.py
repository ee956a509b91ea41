"""Convoke (CR 702.51): the creatures a cast's `convoke` names, each tapped at phase.rs's ManaPayment prompt by
its TapForConvoke for what the request says it pays ("1" or a color), before the rest is paid from the pool.

phase.rs models a convoking creature as one mana of that type added to the pool and spent at once on the cost
(`tapped_for_mana: false`); the protocol's creature pays for the symbol and adds no mana (CR 702.51c), so that
ManaAdded is not reported as `mana_added`. Whether the creature may convoke, and whether the total cost has
that symbol left, is phase.rs's to say: the adapter passes the request's choice as made, never its own.
"""

from __future__ import annotations

from typing import Any

from rulings.adapters.in_process import Inexpressible, Refused
from rulings.adapters.phase.table import Table
from rulings.adapters.phase.vocabulary import MANA

# What a convoking creature pays for (docs/protocol.md, `cast`) -> TapForConvoke's mana type: a generic mana is
# paid by phase.rs's colorless unit, a colored one by that color's.
PAYS = {"1": "Colorless", **{letter: name for letter, name in MANA.items() if letter != "C"}}


def tap_next(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any] | None:
    """The TapForConvoke of the next creature the request names that isn't tapped for it yet; None once all
    are (then the payment is confirmed)."""
    wanted: dict[str, str] = choices.get("convoke") or {}
    left = [creature for creature in wanted if creature not in t.convoked]
    if not left:
        return None
    if data.get("convoke_mode") != "Convoke":  # a ManaPayment prompt for a hybrid or Phyrexian cost
        raise Refused("the spell has no convoke, so no creature can be tapped to pay for it (CR 702.51a)")
    creature = left[0]
    t.convoked.append(creature)
    return {
        "type": "TapForConvoke",
        "data": {"object_id": t.pid(creature), "mana_type": PAYS[wanted[creature]]},
    }


def never_asked(t: Table, pid: int, convoke: dict[str, str]) -> None:
    """A cast whose `convoke` phase.rs never asked for at a ManaPayment prompt: `illegal` for a spell without
    convoke (CR 702.51a), else `unsupported` (the creatures can't be tapped for it through the bindings)."""
    if not convoke or t.convoked:
        return
    if "Convoke" not in (t.game.object(pid).get("keywords") or []):
        raise Refused(
            f"{t.name(pid)} has no convoke, so {sorted(convoke)} can't be tapped to pay for it (CR 702.51a)"
        )
    raise Inexpressible(f"it asked for no convoke payment, so {sorted(convoke)} can't be tapped for it")


def mana_of(t: Table, reply: dict[str, Any], events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The events of a TapForConvoke without the mana phase.rs adds for it: the creature pays for one mana of
    the cost, it isn't tapped for mana (CR 702.51a, 702.51c)."""
    if reply.get("type") != "TapForConvoke":
        return events
    creature = reply["data"]["object_id"]
    return [
        e
        for e in events
        if not (e.get("type") == "ManaAdded" and (e.get("data") or {}).get("source_id") == creature)
    ]
