"""Setting up a board: a new game whose decks are the board's cards, then phase.rs's debug actions put each
card where the board says (see docs/engines/phase-rs.md, "setup")."""

from __future__ import annotations

import json
from typing import Any

from rulings.adapters.in_process import Inexpressible
from rulings.adapters.phase.fields import MAPPED_GAME, MAPPED_OBJECT, mapped
from rulings.adapters.phase.table import Table
from rulings.adapters.phase.vocabulary import (
    COUNTERS,
    FILLER,
    KEEP,
    MANA,
    SEED,
    STEPS,
    TEMPLATES,
    TURN_OFFSET,
    ZONES,
)

# decks, first player, turn -> a new game's saved state (see template), and where its cards are: (seat, name) ->
# the ids of that card in the seat's hand then library, with each id's zone
Cards = tuple[dict[tuple[int, str], list[int]], dict[int, str]]
SAVED: dict[str, tuple[str, Cards]] = {}


def setup(t: Table, game: dict[str, Any]) -> None:
    """Forget any previous game and start this board's."""
    players: list[str] = list(game.get("players") or [])
    objects: list[dict[str, Any]] = list(game.get("objects") or [])
    turn = game.get("turn") or {"active": players[0], "step": "precombat_main", "number": 1}
    mapped("a board", game, MAPPED_GAME, "game")
    for obj in objects:
        mapped("a board's object", obj, MAPPED_OBJECT, "object_spec")
        if obj["card"] not in t.names:
            raise Inexpressible(f"its card database has no card named {obj['card']!r}")
        if obj.get("zone", "battlefield") not in ZONES:
            raise Inexpressible(f"a card can't be put in the {obj['zone']} zone without being cast")
        if (obj.get("counters") or {}).get("loyalty") == 0 and obj.get(
            "zone", "battlefield"
        ) == "battlefield":
            # Its debug actions put a planeswalker onto the battlefield with its printed loyalty, ModifyCounters
            # moves the loyalty only when it adds counters, and a loaded state takes the printed loyalty again.
            raise Inexpressible(
                f"it can't set up {obj['card']} with no loyalty counters: it keeps its printed loyalty (CR 306.5b)"
            )
    t.players = players
    seat = {p: i for i, p in enumerate(players)}
    # A deck of only the board's cards keeps the state small (phase.rs's load_game and state() cost grows with
    # it); one filler card, removed at once, lets a player with no cards start the game.
    decks = [[t.card(o["card"]) for o in objects if o["owner"] == p] + [FILLER] for p in players]
    extra = {"extra_players": decks[2:], "format": "FreeForAll"} if len(players) > 2 else {}
    saved, cards = template(t, decks, seat[turn["active"]], int(turn.get("number", 1)), extra)
    t.load(saved)
    t.events, t.stacked, t.active = [], set(), seat[turn["active"]]
    t.past_untap, t.block_order = False, []
    # A player's standing answers are this game's: the engine serves a whole run, and phase.rs's ids repeat.
    t.may, t.prefer, t.scry, t.modes, t.merge = {}, {}, {}, {}, {}
    t.commanded = any(obj.get("zone") == "command" for obj in objects)
    place(t, objects, seat, cards)
    t.debug("SetPhase", phase=STEPS[turn["step"]], active_player=seat[turn["active"]])
    for player, mana in (game.get("pools") or {}).items():
        letters = mana.replace("{", " ").replace("}", " ").split()
        t.debug("AddMana", player_id=seat[player], mana=[MANA[letter] for letter in letters])
    priority = game.get("priority")
    life: dict[str, int] = game.get("life") or {}
    counters: dict[str, dict[str, int]] = game.get("player_counters") or {}
    for kinds in counters.values():
        if set(kinds) - {"poison"}:
            raise Inexpressible(
                f"it keeps only poison counters on players, not {sorted(set(kinds) - {'poison'})}"
            )
    # CR 120.6: damage marked on a permanent, which no debug action marks: written into the state, where
    # phase.rs's state-based actions read it (CR 704.5g) when a player would next receive priority (CR 704.3).
    damage = {
        t.ids[o["id"]]: int(o["damage"])
        for o in objects
        if o.get("damage") and o.get("zone", "battlefield") == "battlefield"
    }
    if (priority and priority != turn["active"]) or life or counters or damage:
        # Set in the state, not by the SetLife debug action, which performs state-based actions at once: a
        # board's life total of 0 is seen when a player would next receive priority (CR 704.3).
        state = t.game.state()
        for player, total in life.items():
            state["state"]["players"][seat[player]]["life"] = int(total)
        for pid, marked in damage.items():
            state["state"]["objects"][str(pid)]["damage_marked"] = marked
        for player, kinds in counters.items():  # CR 122.1f
            state["state"]["players"][seat[player]]["poison_counters"] = int(kinds.get("poison", 0))
        if priority and priority != turn["active"]:
            state["state"]["priority_player"] = seat[priority]
            state["state"]["waiting_for"] = {"type": "Priority", "data": {"player": seat[priority]}}
        t.load(json.dumps(state))


def template(
    t: Table, decks: list[list[str]], first: int, turn_number: int, extra: dict[str, Any]
) -> tuple[str, Cards]:
    """The saved state (JSON) of a new game of these decks, hands kept, debug_mode on, and where its cards are
    (read off the same export, so that placing them asks the bindings nothing): built once.

    A set-up then costs one `load_game` of a string instead of new_game, the mulligans, `state()` and a
    `load_game` of the dict (the bindings' conversions through Python objects are most of the cost).
    """
    key = json.dumps([decks, first, turn_number])
    saved = SAVED.get(key)
    if saved is None:
        try:
            g = t.engine.new_game(decks[0], decks[1], seed=SEED, first_player=first, **extra)
        except ValueError as refused:
            raise Inexpressible(f"can't start a game of {len(decks)} players: {refused}") from None
        while g.waiting_for()["type"] == "MulliganDecision":
            g.apply(g.waiting_for()["data"]["pending"][0]["player"], KEEP)
        state = g.state()
        state["state"]["debug_mode"] = True
        state["state"]["turn_number"] = turn_number + TURN_OFFSET
        # The opening hands' draws, a fifth of a new game's state: a board has no history (its objects are where
        # it says, none moved this turn), and phase.rs's load_game and state() cost grows with the state.
        state["state"]["zone_changes_this_turn"] = []
        # Its journal of resolved rules commands, the opening draws again and two fifths of the state: emptied as a
        # game's is before anything resolved (its ordinals from 0, which load_game checks are contiguous).
        journal = state["state"]["resolved_rules_journal"]
        journal.update(entries=[], nodes=[], next_command_ordinal=0, next_settlement_node_ordinal=0)
        # Each deck list again, every card's definition twice: read only between the games of a match (sideboarding,
        # companions, the next game's decks), never during this one.
        for pool in state["state"]["deck_pools"]:
            pool.update(current_main=[], registered_main=[])
        found: dict[tuple[int, str], list[int]] = {}
        zones: dict[int, str] = {}
        objects = state["state"]["objects"]
        for s, player in enumerate(state["state"]["players"]):
            for oid in list(player["hand"]) + list(player["library"]):
                found.setdefault((s, objects[str(oid)]["name"]), []).append(int(oid))
                zones[int(oid)] = objects[str(oid)]["zone"]
        saved = (json.dumps(state, check_circular=False), (found, zones))
        if len(SAVED) >= TEMPLATES:
            SAVED.pop(next(iter(SAVED)))
        SAVED[key] = saved
    return saved


def place(t: Table, objects: list[dict[str, Any]], seat: dict[str, int], cards: Cards) -> None:  # noqa: PLR0912 - one step per field
    """Match each object to its card in its owner's hand or library, then put it where the board says."""
    g = t.game
    pool = {where: list(ids) for where, ids in cards[0].items()}
    zones = cards[1]  # each card is moved by its own step below only, so its zone before is the saved game's
    t.ids = {obj["id"]: pool[seat[obj["owner"]], t.card(obj["card"])].pop(0) for obj in objects}
    t.pids = {pid: oid for oid, pid in t.ids.items()}
    for rest in pool.values():  # the fillers, and any deck card the board doesn't name, leave the game
        for oid in rest:
            t.debug("RemoveObject", object_id=oid)
    for obj in objects:
        # A card moved to a library goes to its bottom: each library is rebuilt in board order, its first
        # card on top (CR 401.2).
        pid, zone = t.ids[obj["id"]], obj.get("zone", "battlefield").capitalize()
        if zone == "Library" and zones[pid] == "Library":
            t.debug("MoveToZone", object_id=pid, to_zone="Exile", simulate=False)
        if zones[pid] != zone or zone == "Library":
            t.debug("MoveToZone", object_id=pid, to_zone=zone, simulate=False)
    for obj in objects:
        pid = t.ids[obj["id"]]
        if obj.get("controller", obj["owner"]) != obj["owner"]:
            t.debug("SetController", object_id=pid, controller=seat[obj["controller"]])
        if obj.get("attached_to"):
            if "Creature" in (g.object(pid).get("card_types") or {}).get("core_types", []):
                raise Inexpressible(
                    f"its debug actions attach {obj['card']} but can't make it a bestowed Aura (CR 702.103b): "
                    "it stays a creature, which state-based actions unattach (CR 704.5p)"
                )
            attached = obj["attached_to"]
            if attached in seat:  # an Aura enchanting a player (a Curse, CR 303.4)
                target = {"type": "Player", "data": seat[attached]}
            else:
                target = {"type": "Object", "data": t.ids[attached]}
            t.debug("Attach", object_id=pid, target=target)
        if obj.get("tapped"):
            t.debug("SetTapped", object_id=pid, tapped=True)
        if obj.get("zone", "battlefield") == "battlefield":
            t.debug("SetSummoningSickness", object_id=pid, sick=bool(obj.get("sick")))
        for kind, count in (obj.get("counters") or {}).items():
            t.debug("ModifyCounters", object_id=pid, counter_type=COUNTERS.get(kind, kind), delta=count)
        if obj.get("face_down"):
            t.debug("SetFaceState", object_id=pid, face_down=True, transformed=None, flipped=None)
