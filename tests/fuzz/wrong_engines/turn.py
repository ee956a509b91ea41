"""Wrong engines with a rule of the turn done wrong: the untap step, combat, state-based actions, APNAP order."""

from __future__ import annotations

from typing import Any

from tests.fuzz.wrong_engines.casting import taps_nothing
from tests.fuzz.wrong_engines.corrupted import Corrupted
from tests.fuzz.wrong_engines.replaced import RULES, Replaced, replaced, seen_as


def _untaps_lands_only(right: Any, state: Any, *args: Any) -> list[Any]:
    return [p for p in right(state, *args) if p.is_type("Land")]


class UntapsOnlyLands(Replaced, Corrupted):
    """In the untap step untaps only the active player's lands (CR 502.3: the active player untaps all their
    permanents)."""

    name = "untaps only lands"
    wrong = ((f"{RULES}.turn_structure.untap_step:untap_plan", _untaps_lands_only),)


def _untaps_all_players(right: Any, state: Any, active: str, *args: Any) -> list[Any]:
    plan = {p.id for p in right(state, active, *args)}
    return [p for p in state.battlefield() if p.id in plan or (p.tapped and p.controller != active)]


class UntapsEveryone(Replaced, Corrupted):
    """In each untap step untaps every player's permanents (CR 502.3: the active player's, unless an effect such
    as Prophet of Kruphix's says otherwise)."""

    name = "untaps everyone"
    wrong = ((f"{RULES}.turn_structure.untap_step:untap_plan", _untaps_all_players),)


def _attacks_without_tapping(right: Any, *args: Any) -> Any:
    with replaced(f"{RULES}.actions:tap", taps_nothing):
        return right(*args)


class AttackersStayUntapped(Replaced, Corrupted):
    """Declares attackers without tapping them (CR 508.1f: the active player taps the chosen creatures; only
    vigilance, CR 702.20b, lets an attacker stay untapped)."""

    name = "attackers stay untapped"
    wrong = ((f"{RULES}.combat_phase.declaring_attackers:declare_attackers", _attacks_without_tapping),)


def _in_combat_wherever(right: Any, state: Any) -> Any:
    fighters = (state.objects.get(i) for i in (*state.combat.attackers, *state.combat.blockers))
    with seen_as([o for o in fighters if o is not None and o.zone != "battlefield"], zone="battlefield"):
        return right(state)


class GoneCreaturesStrikeBack(Replaced, Corrupted):
    """Keeps a creature in combat after it leaves the battlefield, so a blocker dealt lethal first-strike
    damage still deals regular combat damage from its owner's graveyard (CR 506.4, 510.4)."""

    name = "gone creatures strike back"
    wrong = (
        (f"{RULES}.combat_phase.in_combat:attacking", _in_combat_wherever),
        (f"{RULES}.combat_phase.in_combat:blocking", _in_combat_wherever),
    )


def _damage_overlooked(right: Any, state: Any) -> list[Any]:
    damaged = [p for p in state.battlefield() if p.damage and not p.deathtouch_damage]
    marked = {p.id: p.damage for p in damaged}
    with seen_as(damaged, damage=0):
        events: list[Any] = right(state)
    for p in damaged:
        p.damage = marked[p.id] if p.zone == "battlefield" else 0
    return events


class LethalDamageLingers(Replaced, Corrupted):
    """Leaves a creature with lethal damage marked on it on the battlefield (CR 704.5g: it is destroyed as
    state-based actions are checked, before any player receives priority, CR 704.3)."""

    name = "lethal damage lingers"
    wrong = ((f"{RULES}.state_based:check_state_based_actions", _damage_overlooked),)


def _reverse_apnap(right: Any, state: Any, players: Any = None) -> list[str]:
    return list(reversed(right(state, players)))


class TriggersInReverseApnap(Replaced, Corrupted):
    """Takes APNAP order backwards, so it puts triggered abilities on the stack the last player's first (CR 101.4,
    603.3b: the active player's go on the stack first, so the last player's resolve first)."""

    name = "triggers in reverse APNAP order"
    wrong = ((f"{RULES}.actions:apnap_order", _reverse_apnap),)
