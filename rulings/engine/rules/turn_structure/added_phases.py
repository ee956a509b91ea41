"""Steps added after a phase (CR 500.10): "you get N additional upkeep steps after this phase" (Obeka).

A step exists only within its phase, so each added step first creates the phase that normally contains it,
directly after the specified phase, and that phase's other steps are skipped: they are passed as though they
didn't exist (CR 500.11). Phases added after the same phase come most recently created first (CR 500.8). Once
they are over, the turn goes on from the phase they were added after.

The game state keeps the added phases still to come (`added_phases`: the phase each comes after and the steps it
has, in creation order) and, while the turn is in them, the steps left (`added_steps`) and the step after which
the turn's order resumes (`resume_after`). engine/rules/combat_phase/combat.py's additional combat phases (CR 500.8) are
counted apart.
"""

from __future__ import annotations

from rulings.engine.state.game_state import GameState
from rulings.engine.vocabulary.events import Event

# CR 500.1: each phase by its last step (a main phase is a phase without steps).
_PHASE_ENDING_WITH = {
    "draw": "beginning",
    "precombat_main": "precombat main",
    "end_of_combat": "combat",
    "postcombat_main": "postcombat main",
    "cleanup": "ending",
}
# CR 500.1: the phase each step belongs to.
_PHASE_OF = {
    "untap": "beginning",
    "upkeep": "beginning",
    "draw": "beginning",
    "precombat_main": "precombat main",
    "beginning_of_combat": "combat",
    "declare_attackers": "combat",
    "declare_blockers": "combat",
    "combat_damage": "combat",
    "end_of_combat": "combat",
    "postcombat_main": "postcombat main",
    "end": "ending",
    "cleanup": "ending",
}


def add_steps_after_this_phase(state: GameState, player: str, step: str, count: int) -> list[Event]:
    """ "You get N additional <step> steps after this phase", resolving now: each creates a phase of its own
    holding only that step, directly after the current phase (CR 500.10). CR 500.10a: a player "gets" steps only
    in their own turn; on another player's turn no step or phase is added."""
    if player != state.active:
        return []
    phase = _PHASE_OF[state.step]
    state.added_phases += [(phase, (step,))] * count
    return []


def added_following(state: GameState) -> str | None:
    """The step after the current one if added phases decide it: the next step of the added phases being
    taken, or the first of those added after the phase ending now. None: the turn's order decides, from the
    step `resume_from` names."""
    if state.resume_after:
        return state.added_steps[0] if state.added_steps else None
    waiting = _added_after(state, _PHASE_ENDING_WITH.get(state.step, ""))
    return waiting[0] if waiting else None


def resume_from(state: GameState) -> str:
    """The step the turn's order goes on from: the current one, or, as the last added phase ends, the last step
    of the phase they were added after."""
    return state.resume_after or state.step


def enter_following(state: GameState) -> None:
    """As the current step ends, after the step that follows was found: begin the phases added after the phase
    now ending (the most recently created first, CR 500.8), go on to the next added step, or leave them."""
    if state.resume_after:
        if state.added_steps:
            state.added_steps.pop(0)
        else:
            state.resume_after = ""
        return
    phase = _PHASE_ENDING_WITH.get(state.step, "")
    waiting = _added_after(state, phase)
    if waiting:
        state.added_phases = [p for p in state.added_phases if p[0] != phase]
        state.added_steps, state.resume_after = waiting[1:], state.step


def _added_after(state: GameState, phase: str) -> list[str]:
    """The steps of the phases added after that phase, in the order they come: the most recent phase first."""
    return [step for after, steps in reversed(state.added_phases) if after == phase for step in steps]
