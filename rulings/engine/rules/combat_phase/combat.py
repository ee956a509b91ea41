"""The combat phase's steps (CR 506-511): the turn-based actions as each step begins (declaring attackers,
declaring blockers, combat damage), which step follows, the end of combat (CR 506.1, 508.8, 511.3), and damage
wearing off in the cleanup step (CR 514.2).

The declarations are declaring_attackers.py and declaring_blockers.py, the damage combat_damage.py, who is in
combat in_combat.py.
"""

from __future__ import annotations

from rulings.engine.abilities.combat import (
    AllAbleToBlock,
    AttacksEachCombat,
    MustBeBlocked,
)
from rulings.engine.rules.actions import apnap_order
from rulings.engine.rules.combat_phase import exert
from rulings.engine.rules.combat_phase.combat_damage import (
    combat_damage_step,
    regular_damage_step_follows,
)
from rulings.engine.rules.combat_phase.declaring_attackers import (
    declare_attackers,
)
from rulings.engine.rules.combat_phase.declaring_blockers import (
    declare_blockers,
)
from rulings.engine.rules.combat_phase.in_combat import (
    attacking,
    defending_player,
)
from rulings.engine.state.combat import Combat
from rulings.engine.state.game_state import GameState
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.steps import STEPS, next_step


def next_combat(ended: Combat) -> Combat:
    """A fresh combat for the combat phase that follows directly, all creatures removed from combat (CR 511.3),
    but for the declaration an action already chose for its declare attackers step."""
    return Combat(
        declared_attackers=ended.declared_attackers,
        declared_exert=ended.declared_exert,
        declared_mana=ended.declared_mana,
    )


def is_skipped(state: GameState, step: str) -> bool:
    """CR 508.8: with no creatures declared as attackers, the declare blockers and combat damage steps are
    skipped."""
    return step in ("declare_blockers", "combat_damage") and not state.combat.attackers


def begin_step(state: GameState, step: str) -> list[Event]:
    """The turn-based actions as a combat step begins (CR 508.1, 509.1, 510.1-2), and clearing combat as the
    phase after it begins (CR 511.3)."""
    combat = state.combat
    if step == "declare_attackers":
        chosen, combat.declared_attackers = combat.declared_attackers or (), None
        exerted, combat.declared_exert = combat.declared_exert, ()
        return declare_attackers(state, chosen) + exert.exert_attackers(state, exerted)
    if step == "declare_blockers":
        chosen_blocks, combat.declared_blockers = combat.declared_blockers or (), None
        # CR 802.4: each player attacked declares blockers in APNAP order, with only their own creatures
        # (802.4a), a planeswalker's attackers its controller's (CR 508.5); the blocks an action named are all one defending player's (verify_block_declaration), the
        # others declare none. With every attacker gone from combat (CR 506.4) no one declares blockers.
        events: list[Event] = []
        for defender in apnap_order(state, {defending_player(state, a) for a in attacking(state)}):
            own = tuple((b, a) for b, a in chosen_blocks if state.objects[b].controller == defender)
            events += declare_blockers(state, defender, own)
        return events
    if step == "combat_damage":
        return combat_damage_step(state)
    return []


def end_combat(state: GameState, following: str | None) -> None:
    """CR 511.3: as the end of combat step ends, all creatures are removed from combat, whatever comes next;
    a combat phase added directly after this one (CR 500.8) keeps a declaration already made for it."""
    if following == "beginning_of_combat" and state.combats_after_this_phase:
        state.combats_after_this_phase -= 1
        state.combat = next_combat(state.combat)
    else:
        state.combat = Combat()


def verify_advance(state: GameState, player: str, step: str) -> None:
    """Raise IllegalAction if that step would be skipped (CR 508.8) or not come in this combat."""
    if step not in ("declare_blockers", "combat_damage"):
        return
    here = STEPS.index(state.step)
    current = (
        player == state.active
        and STEPS.index("declare_attackers") <= here <= STEPS.index(step)
        and (here < STEPS.index(step) or regular_damage_step_follows(state))
        and bool(state.combat.attackers)
    )
    if not current:
        raise IllegalAction(
            f"{player}'s next {step} step would be skipped: declare blockers and combat damage steps happen only "
            "after creatures are declared as attackers (CR 508.8); declare attackers first"
        )


def following_step(state: GameState, after: str = "") -> str | None:
    """The step after the current one (or `after`, the step the turn's order resumes from) in this turn: a second
    combat damage step after a first-strike one (CR 510.4), an additional combat phase after a main phase
    (CR 500.8), otherwise the next in CR 500.1's order."""
    step = after or state.step
    if step == state.step and regular_damage_step_follows(state):
        return "combat_damage"
    if step == "postcombat_main" and state.additional_combats:
        return "beginning_of_combat"  # CR 500.8: an additional combat phase, followed by a main phase
    if step == "end_of_combat" and state.combats_after_this_phase:
        return "beginning_of_combat"  # CR 500.8: an additional combat phase directly after this one
    return next_step(step)


def remove_marked_damage(state: GameState) -> None:
    """CR 514.2: in the cleanup step, all damage marked on permanents is removed."""
    for permanent in state.battlefield():
        permanent.damage = 0


def may_refuse(state: GameState) -> bool:
    """Whether passing through combat could be illegal: an attack or block requirement on the battlefield, or
    a chosen damage division (the facade keeps a copy of the game to return to, CR 733)."""
    return (
        bool(state.combat.damage_division)
        or any(
            isinstance(a, (AttacksEachCombat, MustBeBlocked, AllAbleToBlock))
            for o in state.battlefield()
            for a in o.card.abilities
        )
        or any(e.attacks_if_able or e.blocks_if_able for e in state.effects)
    )
