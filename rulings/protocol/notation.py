"""Our FEN: a canonical one-line text form of a board (the protocol's `game`), and its parser.

    Alice,Bob | 1 Alice precombat_main, priority Alice | forest=Forest@Alice[tapped]; elves=Llanowar Elves@Alice[sick]

Sections are separated by " | ": the players in turn order; the turn number, active player, step and
priority; the objects, separated by "; " ("-" for none). An object is `id=Card@controller`, then `[flags]` when it has
any: tapped, sick, owner=P (when not its controller), zone=Z (when not the battlefield), on=ID (attached
to), damage=N (damage marked on it, CR 120.6), and counters as kind=N. A last section `pools Alice={G}{G}` lists unspent mana.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rulings.errors import RulingsError
from rulings.protocol.session import Game, ObjectSpec, Turn
from rulings.protocol.turn import default_priority


class NotationError(RulingsError, ValueError):
    """Text that is not a board in our notation; says which part and why."""


_SEP = " | "
_NONE = "-"  # no objects, or no player with priority
_OBJECT = re.compile(
    r"^(?P<id>[^=;\[\]|@]+)=(?P<card>[^@;|\[\]]+)@(?P<controller>[^\[\];|]+)(?:\[(?P<flags>[^\]]*)\])?$"
)


def format_board(game: Game) -> str:
    """The canonical text of a board."""
    players = game["players"]
    turn = game.get("turn") or Turn(active=players[0], step="precombat_main", number=1)
    priority = game.get("priority", default_priority(turn["active"], turn["step"]))
    head = f"{turn['number']} {turn['active']} {turn['step']}, priority {priority or _NONE}"
    objects = "; ".join(_format_object(o) for o in game.get("objects", [])) or _NONE
    parts = [",".join(players), head, objects]
    pools = game.get("pools") or {}
    if any(pools.values()):
        parts.append("pools " + " ".join(f"{p}={m}" for p, m in pools.items() if m))
    return _SEP.join(parts)


def parse_board(text: str) -> Game:
    """Parse the canonical text of a board; NotationError names the part that is wrong."""
    parts = text.strip().split(_SEP)
    if len(parts) not in (3, 4):
        raise NotationError(
            f"a board has 3 or 4 parts separated by {_SEP.strip()!r}, not {len(parts)}: {text!r}"
        )
    players = parts[0].split(",")
    head = re.fullmatch(r"(\d+) (\S+) (\S+), priority (\S+)", parts[1])
    if not head:
        raise NotationError(f"expected 'NUMBER ACTIVE STEP, priority PLAYER', not {parts[1]!r}")
    number, active, step, priority = head.groups()
    game = Game(
        players=players,
        turn=Turn(active=active, step=step, number=int(number)),
        priority="" if priority == _NONE else priority,
        objects=[] if parts[2] == _NONE else [_parse_object(o) for o in parts[2].split("; ")],
    )
    if len(parts) == 4:
        if not parts[3].startswith("pools "):
            raise NotationError(f"the fourth part lists unspent mana as 'pools P={{G}}', not {parts[3]!r}")
        game["pools"] = dict(entry.split("=", 1) for entry in parts[3].removeprefix("pools ").split())
    return game


def _format_object(obj: ObjectSpec) -> str:
    flags = [flag for flag in ("tapped", "sick") if obj.get(flag)]
    controller = obj.get("controller", obj["owner"])
    if obj["owner"] != controller:
        flags.append(f"owner={obj['owner']}")
    if obj.get("zone", "battlefield") != "battlefield":
        flags.append(f"zone={obj['zone']}")
    if obj.get("attached_to"):
        flags.append(f"on={obj['attached_to']}")
    if obj.get("damage"):
        flags.append(f"damage={obj['damage']}")  # no counter is named "damage": marked damage isn't a counter
    flags += [f"{kind}={n}" for kind, n in sorted(obj.get("counters", {}).items()) if n]
    return f"{obj['id']}={obj['card']}@{controller}" + (f"[{','.join(flags)}]" if flags else "")


def _parse_object(text: str) -> ObjectSpec:
    match = _OBJECT.match(text)
    if not match:
        raise NotationError(f"expected an object as 'id=Card@controller[flags]', not {text!r}")
    controller = match["controller"]
    obj = ObjectSpec(id=match["id"], card=match["card"], owner=controller)
    counters: dict[str, int] = {}
    for flag in filter(None, (match["flags"] or "").split(",")):
        key, _, value = flag.partition("=")
        if flag in ("tapped", "sick"):
            obj[flag] = True  # type: ignore[literal-required]
        elif key == "owner":
            obj["owner"] = value
        elif key == "zone":
            obj["zone"] = value
        elif key == "on":
            obj["attached_to"] = value
        elif key == "damage" and value.isdigit():
            obj["damage"] = int(value)
        elif value.isdigit():
            counters[key] = int(value)
        else:
            raise NotationError(f"unknown flag {flag!r} in {text!r}")
    if obj["owner"] != controller:
        obj["controller"] = controller
    if counters:
        obj["counters"] = counters
    return obj


def new_object_id(card: str, taken: Iterable[str]) -> str:
    """The id a scenario's table gives the next object of a card: "forest", then "forest-2", ...

    The steps and the fuzzer's boards name objects alike, so a printed counterexample reads back the same.
    """
    return first_free(re.sub(r"[^a-z0-9]+", "-", card.lower()).strip("-"), taken)


def first_free(base: str, taken: Iterable[str]) -> str:
    """`base` if no one has it yet, else the first of base-2, base-3, ... that is free."""
    used = set(taken)
    if base not in used:
        return base
    n = 2
    while f"{base}-{n}" in used:
        n += 1
    return f"{base}-{n}"
