"""Queries read straight from the game: a mana pool, a player, an object, the stack, the board."""

from __future__ import annotations

import re
from typing import Any

from rulings.adapters.in_process import Refused
from rulings.adapters.phase.events import entry_text
from rulings.adapters.phase.table import Table
from rulings.adapters.phase.vocabulary import (
    COMBAT_PHASE,
    COUNTER_NAMES,
    MANA,
    MANA_LETTER,
    PHASE_STEPS,
    TURN_OFFSET,
)
from rulings.protocol import Message


def pool(t: Table, seat: int) -> dict[str, int]:
    pool = dict.fromkeys(MANA, 0)
    for unit in t.game.player(seat)["mana_pool"]["mana"]:
        pool[MANA_LETTER[unit["color"]]] += 1
    return pool


def player(t: Table, seat: int) -> Message:
    """CR 119, 104.2, 104.3a, 122.1f: the life total, whether the player lost (phase.rs eliminates a player who
    loses; with two players the game is then over, its winner the other) or won, a draw (a game over with no
    winner, CR 104.4a), and poison counters."""
    state = t.game.player(seat)
    prompt = t.game.waiting_for()
    over = prompt["type"] == "GameOver"
    winner = prompt["data"].get("winner") if over else None
    poison = int(state.get("poison_counters") or 0)
    return {
        "life": int(state["life"]),
        "lost": bool(state.get("is_eliminated")) or winner not in (None, seat),
        "won": over and winner == seat,
        "draw": over and winner is None,  # CR 104.4a: the game over with no winner
        "counters": {"poison": poison} if poison else {},
    }


def combat(t: Table) -> dict[str, Any]:
    """phase.rs's combat state (attackers, blockers), empty outside combat."""
    if t.game.phase not in COMBAT_PHASE:  # phase.rs clears it as combat ends: skip reading the state
        return {}
    combat: dict[str, Any] = t.state().get("combat") or {}
    return combat


COMBAT_FIELDS = ("attacking", "blocking", "blocked")


def combat_status(t: Table, pid: int) -> dict[str, bool]:
    """CR 506.4, 508.1k, 509.1g-h: attacking, blocking, and (an attacker) blocked."""
    state = combat(t)
    attackers = {int(a["object_id"]): a for a in state.get("attackers") or []}
    blocking = {int(b) for b, attacked in (state.get("blocker_to_attacker") or {}).items() if attacked}
    attacking = pid in attackers
    return {
        "attacking": attacking,
        "blocking": pid in blocking,
        "blocked": attacking and bool(attackers[pid].get("blocked")),
    }


def keyword_name(keyword: Any) -> str:
    """A phase.rs keyword (`FirstStrike`, or `{"Ward": ...}` with a parameter) as Oracle text writes it."""
    word = next(iter(keyword)) if isinstance(keyword, dict) else str(keyword)
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", word).capitalize()


def describe(t: Table, pid: int) -> Message:
    obj = t.game.object(pid)
    if obj is None:
        raise Refused(f"no object {t.name(pid)} in this game")
    types = obj.get("card_types") or {}
    counters = {COUNTER_NAMES.get(k, k.lower()): int(n) for k, n in (obj.get("counters") or {}).items()}
    described: Message = {
        "zone": str(obj["zone"]).lower(),
        "tapped": bool(obj.get("tapped")),
        "controller": t.players[obj["controller"]],
        "owner": t.players[obj["owner"]],
        "counters": {k: n for k, n in counters.items() if n},
        "types": sorted(types.get("core_types") or []),
        "subtypes": sorted(types.get("subtypes") or []),
        "card": card_name(t, obj),
        "mana_value": mana_value(t, obj),
        "damage": int(obj.get("damage_marked") or 0),
        "keywords": sorted(keyword_name(k) for k in obj.get("keywords") or []),
        "colors": [
            c for c in "WUBRG" if c in {MANA_LETTER.get(str(name)) for name in obj.get("color") or []}
        ],
        "phased_out": (obj.get("phase_status") or {}).get("status") == "PhasedOut",  # CR 702.26b
        "face_down": bool(obj.get("face_down")),
        # Only a permanent is in combat (CR 506.4): a card elsewhere is a new object (CR 400.7), read with no export.
        **(combat_status(t, pid) if obj["zone"] == "Battlefield" else dict.fromkeys(COMBAT_FIELDS, False)),
    }
    # CR 208.3: a noncreature permanent has no power or toughness (a bestowed Aura, CR 702.103b), though phase.rs
    # keeps its card's; a card elsewhere has its printed ones.
    creature = "Creature" in (types.get("core_types") or []) or obj["zone"] != "Battlefield"
    if obj.get("power") is not None and creature:
        described["power"], described["toughness"] = obj["power"], obj.get("toughness")
    attached = obj.get("attached_to")
    if (
        isinstance(attached, dict) and attached.get("type") == "Player"
    ):  # a Curse (CR 303.4): {"type": "Player"}
        described["attached_to"] = t.players[int(attached["data"])]
    elif attached is not None:
        described["attached_to"] = t.name(int(attached["data"] if isinstance(attached, dict) else attached))
    return described


def card_name(t: Table, obj: dict[str, Any]) -> str:
    """docs/protocol.md: a token's name is its subtypes plus "Token" (CR 111.4), which phase.rs leaves off; a
    copy of a permanent spell is a token with the copied card's name (CR 707.2, 608.3f), one the cards know;
    a card of two faces is named in full, where phase.rs names its first face."""
    name = str(obj.get("name", ""))
    full = next((full for full, first in t.faces.items() if first == name), None)
    if full is not None and not obj.get("is_token"):
        return full  # a two-faced card by its full name, as the board gave it (CR 201.2)
    if obj.get("is_token") and not name.endswith(" Token") and name not in t.names:
        return f"{name} Token"
    return name


def mana_value(t: Table, obj: dict[str, Any]) -> int:
    """CR 202.3: the mana cost's total; X is 0 except on the stack, where it is the value chosen."""
    cost = obj.get("mana_cost") or {}
    if cost.get("type") != "Cost":
        return 0
    shards = list(cost.get("shards") or [])
    x = int(obj.get("cost_x_paid") or obj.get("chosen_x") or 0) if obj.get("zone") == "Stack" else 0
    return int(cost.get("generic", 0)) + sum(x if s == "X" else 1 for s in shards)


def stack(t: Table) -> list[Message]:
    entries = []
    for entry in t.game.stack():
        kind = (entry.get("kind") or {}).get("type", "")
        entries.append(
            {
                "id": t.name(entry["id"]),
                "kind": "spell" if kind == "Spell" else "ability",
                "controller": t.players[entry["controller"]],
                "source": t.name(entry["source_id"]),
                "text": entry_text(entry),
            }
        )
    return entries


def board(t: Table) -> Message:
    """The game in `setup`'s form, read zone by zone (no whole-state export, the bindings' costliest call)."""
    g = t.game
    objects = []
    for obj in sorted(every_object(t), key=lambda o: int(o["id"])):
        pid = int(obj["id"])
        spec: Message = {
            "id": t.name(pid),
            "card": card_name(t, obj),
            "owner": t.players[obj["owner"]],
            "controller": t.players[obj["controller"]],
            "zone": str(obj["zone"]).lower(),
        }
        if obj.get("tapped"):
            spec["tapped"] = True
        counters = {
            COUNTER_NAMES.get(k, k.lower()): int(n) for k, n in (obj.get("counters") or {}).items() if n
        }
        if counters:
            spec["counters"] = counters
        objects.append(spec)
    return {
        "players": list(t.players),
        "turn": {
            "active": t.players[t.active],
            "step": PHASE_STEPS.get(g.phase, g.phase),
            "number": int(g.turn) - TURN_OFFSET,
        },
        "priority": "" if t.priority() is None else t.players[int(t.priority() or 0)],
        "objects": objects,
        "pools": {p: "".join(f"{{{t}}}" * n for t, n in pool(t, i).items()) for i, p in enumerate(t.players)},
    }


def every_object(t: Table) -> list[dict[str, Any]]:
    """Every object of the game: each player's library, hand and graveyard, the battlefield, exile and the spells
    on the stack; with something perhaps in the command zone, which no call of the bindings reads, the state's."""
    g = t.game
    if t.commanded:
        return [{**obj, "id": int(key)} for key, obj in t.state()["objects"].items()]
    ids: set[int] = set()
    for seat in range(len(t.players)):
        player = g.player(seat)
        for zone in ("library", "hand", "graveyard"):
            ids.update(int(i) for i in player.get(zone) or [])
    found = {int(o["id"]): o for o in [*g.battlefield(), *g.exile()]}
    ids.update(int(entry["id"]) for entry in g.stack() if (entry.get("kind") or {}).get("type") == "Spell")
    return [*found.values(), *(g.object(i) for i in sorted(ids - set(found)))]
