"""Passing through the turn: `advance` and the combat declarations, each a run of priority passes until
phase.rs's step (or its DeclareAttackers / DeclareBlockers prompt) comes (CR 500.2, 508.1, 509.1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulings.adapters.in_process import Inexpressible, Refused
from rulings.adapters.phase.prompts import apply
from rulings.adapters.phase.reads import combat
from rulings.adapters.phase.table import Table
from rulings.adapters.phase.vocabulary import COMBAT_STEPS, MAX_PASSES, PASS, PHASE_STEPS, STEPS, step_index
from rulings.protocol import Message


def advance(t: Table, action: dict[str, Any]) -> list[Message]:
    """Everyone passes until that step of that player's turn begins (CR 500.2)."""
    target = (t.seat(action["player"]), STEPS[action["step"]])
    keep = [t.pid(o) for o in action.get("keep_tapped") or []]
    if t.past_untap and target == (t.active, t.game.phase):
        t.past_untap = False  # already there: phase.rs went through the untap step to this step
        return []
    t.offered_untap = set()
    if target[1] in COMBAT_STEPS[1:]:
        verify_combat_step(t, *target)
    damage = action.get("damage") or {}
    for attacker in damage:
        t.pid(attacker)
    t.divided = set()
    with t.atomic():
        passing = {"keep_tapped": keep, "damage": damage, "discard": action.get("discard") or []}
        events = pass_until(t, target, {**passing, **{k: action[k] for k in ("keep",) if k in action}})
        unused = sorted(set(damage) - t.divided)
        if (
            unused
        ):  # the rules' choice exists with one blocker too, but phase.rs takes it only with two or more
            raise Inexpressible(
                f"phase.rs asked for no division of {', '.join(unused)}'s combat damage (it asks only of an "
                "attacker blocked by two or more creatures), so the division can't be given to it"
            )
        refused = [t.name(k) for k in keep if k not in t.offered_untap]
        if refused:
            raise Refused(f"no effect lets its controller keep {', '.join(refused)} tapped (CR 502.3)")
    t.past_untap = target[1] == "Untap"
    return events


def declare_attackers(t: Table, action: dict[str, Any]) -> list[Message]:
    """CR 508.1: everyone passes until this turn's declare attackers step, whose turn-based action phase.rs
    prompts for (DeclareAttackers): answered with these attackers, each attacking a player (CR 508.1b)."""
    player = t.seat(action["player"])
    if player != t.active:
        raise Refused(
            f"only the active player ({t.players[t.active]}) declares attackers, not "
            f"{action['player']} (CR 508.1)"
        )
    if step_index(t.game.phase) >= step_index("DeclareAttackers"):
        raise Refused(
            "attackers are declared as the declare attackers step begins, and this turn's is past: it is "
            f"the {PHASE_STEPS.get(t.game.phase, t.game.phase)} step (CR 508.1)"
        )
    attacks = [[t.pid(a["object"]), _defender(t, a["defender"])] for a in action.get("attackers") or []]
    t.exert = {t.pid(a["object"]) for a in action.get("attackers") or [] if a.get("exert")}
    t.exerted = set()
    t.declared = False
    with t.atomic():
        events = pass_through_combat(t, "DeclareAttackers", {"attackers": attacks})
        if not t.declared and attacks:
            raise Refused(
                "it asked for no declaration of attackers: it offers none of this player's creatures as an "
                "attacker (CR 508.1a)"
            )
        unasked = sorted(t.name(pid) for pid in t.exert - t.exerted)
        if unasked:
            raise Refused(f"phase.rs offers no exert for {', '.join(unasked)} (CR 701.43a)")
    return events


def _defender(t: Table, defender: str) -> dict[str, Any]:
    """CR 508.1b: the player attacked, or a planeswalker (by its id)."""
    if defender in t.players:
        return {"type": "Player", "data": t.seat(defender)}
    return {"type": "Planeswalker", "data": t.pid(defender)}


def declare_blockers(t: Table, action: dict[str, Any]) -> list[Message]:
    """CR 509.1: in the declare attackers step, everyone passes until the declare blockers step, where
    phase.rs prompts each defending player (DeclareBlockers): this one declares these blockers."""
    player = t.seat(action["player"])
    if t.game.phase != "DeclareAttackers":
        raise Refused(
            "blockers are declared as the declare blockers step begins, after creatures attack; it is "
            f"the {PHASE_STEPS.get(t.game.phase, t.game.phase)} step (CR 509.1)"
        )
    defenders = {int(a["defending_player"]) for a in combat(t).get("attackers") or []}
    if player not in defenders:
        raise Refused(
            f"{action['player']} isn't a defending player, so can't declare blockers (CR 506.2, 509.1)"
        )
    blocks = [[t.pid(b["blocker"]), t.pid(b["attacker"])] for b in action.get("blocks") or []]
    t.block_order = [blocker for blocker, _ in blocks]
    t.declared = False
    with t.atomic():
        events = pass_through_combat(t, "DeclareBlockers", {"blocks": blocks, "blocker": player})
        if not t.declared and blocks:
            raise Refused(
                "it asked for no declaration of blockers: it offers none of this player's creatures as a "
                "blocker (CR 509.1a)"
            )
    return events


def pass_through_combat(t: Table, step: str, choices: dict[str, Any]) -> list[Message]:
    """Everyone passes until that combat step of this turn begins (its declaration is made on the way, by
    the prompts' answers); phase.rs skipping it (CR 508.8) ends the passing there."""
    turn = t.game.turn
    return pass_while_not(
        t,
        lambda _: t.game.turn != turn or step_index(t.game.phase) >= step_index(step),
        choices,
        f"the {step} step",
    )


def verify_combat_step(t: Table, seat: int, step: str) -> None:
    """CR 508.8: the declare blockers and combat damage steps come only in a combat with attackers, so an
    advance to one is to this turn's, from its declare attackers step on (phase.rs makes no second combat
    damage step after a first-strike one: it deals first-strike and regular damage in one step)."""
    here = step_index(t.game.phase)
    current = (
        seat == t.active
        and step_index("DeclareAttackers") <= here < step_index(step)
        and bool(combat(t).get("attackers"))
    )
    if not current:
        raise Refused(
            f"{t.players[seat]}'s next {PHASE_STEPS[step]} step would be skipped: declare blockers and "
            "combat damage steps happen only after creatures are declared as attackers (CR 508.8)"
        )


def pass_until(t: Table, target: tuple[int, str], choices: dict[str, Any]) -> list[Message]:
    return pass_while_not(
        t,
        lambda got: any(e["kind"] == "step_began" and (e.get("seat"), e.get("phase")) == target for e in got),
        choices,
        f"{t.players[target[0]]}'s {target[1]}",
    )


def pass_while_not(
    t: Table, arrived: Callable[[list[Message]], bool], choices: dict[str, Any], where: str
) -> list[Message]:
    """Priority passes until `arrived` says the last pass's events got there, or the game ends on the way
    (CR 104.1: no later step comes)."""
    events: list[Message] = []
    for _ in range(MAX_PASSES):
        holder = t.priority()
        if holder is None and t.game.waiting_for()["type"] == "GameOver":
            return events
        if holder is None:
            raise Inexpressible(f"the game waits for {t.game.waiting_for()['type']}, not a priority pass")
        got = apply(t, holder, PASS, choices)
        events += got
        if arrived(got):
            return events
    raise Refused(f"{where} never came within {MAX_PASSES} passes")
