"""The turn (CR 117, 500): priority and passing it, resolving the top of the stack when all pass, ending steps,
and advancing through the turn with the turn-based actions on the way."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rulings.engine.rules.abilities.triggers import before_priority, detect
from rulings.engine.rules.combat_phase.combat import begin_step, end_combat, following_step, is_skipped
from rulings.engine.rules.combat_phase.combat_damage import combat_damage_step
from rulings.engine.rules.mana.payment import empty_pools
from rulings.engine.rules.resolving.resolve import resolve
from rulings.engine.rules.sagas import add_lore_counters
from rulings.engine.rules.seats import next_in_turn_order, receiving_priority, seated
from rulings.engine.rules.spells.exile_permissions import end_permissions_as_step_begins
from rulings.engine.rules.turn_structure.added_phases import added_following, enter_following, resume_from
from rulings.engine.rules.turn_structure.cleanup import begin_cleanup
from rulings.engine.rules.turn_structure.drawing import draw_step
from rulings.engine.rules.turn_structure.extra_turns import take_next_turn, upcoming_turns
from rulings.engine.rules.turn_structure.untap_step import untap_step, verify_untap_path
from rulings.engine.rules.unmodelled_triggers import verify_step_triggers_modelled
from rulings.engine.state.game_state import GameState
from rulings.engine.vocabulary.errors import IllegalAction, IllegalDamageAssignment
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.steps import COMBAT_STEPS, NO_PRIORITY, STEPS, next_step


def verify_pass_priority(state: GameState, player: str) -> None:
    """Raise IllegalAction unless the player has priority (CR 117.3d)."""
    if state.priority != player:
        raise IllegalAction(
            f"{player} can't pass priority: {state.priority or 'no player'} has it (CR 117.3d)"
        )


def verify_all_pass(state: GameState) -> None:
    """Raise IllegalAction unless some player has priority to pass (CR 117.4)."""
    if not state.priority:
        raise IllegalAction(f"no player has priority in the {state.step} step, so no one can pass (CR 117.3)")


def all_pass(state: GameState) -> list[Event]:
    """All players pass in succession from the one who has priority: the top object resolves or the step ends."""
    events: list[Event] = []
    while True:
        events += pass_priority(state, state.priority)
        if not state.passed:  # everyone had passed: something resolved or the step ended
            return events


def pass_priority(state: GameState, player: str) -> list[Event]:
    """CR 117.4: when all players pass in succession, the top of the stack resolves, or the step ends."""
    state.passed.add(player)
    if len(state.passed) < len(seated(state)):  # CR 800.4a: a player who has left passes no more
        state.priority = next_in_turn_order(state, player)
        return []
    if not state.stack:
        verify_step_triggers_modelled(state, *_next_pair(state))  # before anything changes
    state.passed.clear()
    if state.stack:
        return _resolve_top(state)
    return _end_step(state) + _begin_next_step(state)


def verify_advance(state: GameState, player: str, step: str, keep_tapped: Collection[str] = ()) -> None:
    """Raise IllegalAction unless every player can pass through to that step of that player's turn, where
    `keep_tapped` are permanents that player chooses not to untap if it is their untap step (CR 502.3)."""
    if player not in state.players:
        raise IllegalAction(f"{player!r} isn't playing (players: {', '.join(state.players)})")
    if player not in seated(state):
        raise IllegalAction(f"{player} has left the game: no turn of theirs begins (CR 800.4k)")
    if step not in STEPS:
        raise IllegalAction(f"{step!r} isn't a step (steps: {', '.join(STEPS)})")
    # CR 117.4, 500.2: a step ends only when all players pass in succession with the stack empty.
    if state.stack:
        raise IllegalAction("the stack isn't empty: the step can't end until it resolves (CR 500.2)")
    path = _path(state, player, step)
    verify_untap_path(state, path, keep_tapped)
    for active, passed_step in path:
        verify_step_triggers_modelled(state, active, passed_step)


def advance(
    state: GameState, player: str, step: str, keep_tapped: Collection[str] = (), discard: Sequence[str] = ()
) -> list[Event]:
    """Every player passes with an empty stack until that player's next such step begins; `discard` names the
    cards the active player chooses to discard in the cleanup steps on the way (CR 514.1)."""
    events: list[Event] = []
    try:
        if state.combat.assignment_pending:  # CR 510.1e: this step's combat damage is assigned again first
            events += _resume_combat_damage(state) + _everyone_passes(state)
        # Step by step until that step begins: a turn may have a second combat damage step (CR 510.4), and the
        # declare blockers and combat damage steps may be skipped (CR 508.8), so the steps are counted as they
        # come.
        for _ in range(_round(state) + 1):
            arriving = _next_pair(state) == (player, step)
            events += _end_step(state)
            events += _begin_next_step(state, keep_tapped if arriving else (), discard)
            # Or there already: a step skipped on the way (CR 508.8) begins the one after it in the same call.
            if arriving or (state.active, state.step) == (player, step):
                break
            events += _everyone_passes(state)
    except IllegalDamageAssignment as illegal:
        illegal.events[:0] = events  # what happened before the game reached the moment it returns to
        raise
    state.passed.clear()
    return events


def _resume_combat_damage(state: GameState) -> list[Event]:
    """The combat damage step's turn-based action, assigned again after an illegal assignment (CR 510.1e); then
    the active player receives priority (CR 510.3), its triggered abilities waiting for it (CR 510.3a)."""
    events = combat_damage_step(state)
    state.priority = receiving_priority(state)
    return events + detect(state, events)


def _following(state: GameState) -> str | None:
    """The step after the current one in this turn: another cleanup step after one in which players received
    priority (CR 514.3a), otherwise as combat and CR 500.1 order it."""
    if state.step == "cleanup" and state.cleanup_again:
        return "cleanup"
    return added_following(state) or following_step(state, resume_from(state))  # CR 500.10


def _next_pair(state: GameState) -> tuple[str, str]:
    """The (active player, step) the game goes to when the current step ends."""
    following = _following(state)
    if following is None:
        return next(upcoming_turns(state)), STEPS[0]
    return state.active, following


def _path(state: GameState, player: str, step: str) -> list[tuple[str, str]]:
    """The (active player, step) pairs the game passes into, ending at the target: at most a round of turns."""
    path = []
    active, current = state.active, state.step
    turns = upcoming_turns(state)
    for _ in range(_round(state)):
        following = next_step(current)
        if following is None:
            active, following = next(turns), STEPS[0]
        current = following
        path.append((active, current))
        if (active, current) == (player, step):
            return path
    raise AssertionError("unreachable: every step of every player comes within a round")  # pragma: no cover


def _round(state: GameState) -> int:
    """How many steps the game may pass through to reach any player's next step: the rest of this turn, the
    extra turns waiting (CR 500.7) and a round of regular turns."""
    added = len(state.added_steps) + sum(len(steps) for _, steps in state.added_phases)  # CR 500.10
    return len(STEPS) * (len(state.players) + len(state.extra_turns) + 1) + added


def _end_step(state: GameState) -> list[Event]:
    """CR 106.4, 500.5: each player's mana pool empties at the end of each step and phase, but for mana they
    don't lose until end of combat (firebending, CR 702.189a), which is lost only as the combat phase ends:
    at the end of the end of combat step, not the beginning of it (CR 500.5a)."""
    return empty_pools(state, combat_goes_on=state.step in COMBAT_STEPS and state.step != "end_of_combat")


def _begin_next_step(
    state: GameState, keep_tapped: Collection[str] = (), discard: Sequence[str] = ()
) -> list[Event]:
    following = _following(state)
    enter_following(state)  # CR 500.10: into, through or out of the phases added after a phase
    if state.step == "end_of_combat":
        end_combat(state, following)  # CR 511.3
    if following is None:  # CR 500.1: the next turn begins with its untap step; an extra one first (CR 500.7)
        state.active = take_next_turn(state)
        state.turn += 1
        state.lands_played.clear()  # CR 305.2: one land during each of one's turns
        state.attacked_this_turn.clear()
        state.additional_combats = 0
        state.combats_after_this_phase = 0
        state.added_phases.clear()
        state.main_phases = 0
        state.done_this_turn.clear()  # CR 603.2h: "only once each turn"
        # CR 302.6: permanents the new active player controls have now been controlled since their turn began.
        for permanent in state.battlefield():
            if permanent.controller == state.active:
                permanent.sick = False
        following = STEPS[0]
    if state.step == "postcombat_main" and following == "beginning_of_combat":
        state.additional_combats -= 1  # CR 500.8: the additional combat phase begins
    state.step = following
    end_permissions_as_step_begins(state)  # CR 500.4
    if following in ("precombat_main", "postcombat_main"):
        state.main_phases += 1  # CR 505.1b: counted in the current turn only
    if following == "untap":  # CR 502, or skipped (CR 614.10)
        events = untap_step(state, keep_tapped)
    elif is_skipped(state, following):  # CR 508.8: no attackers, no declare blockers or combat damage step
        state.priority = ""
        return [Event("step_skipped", player=state.active, step=following), *_begin_next_step(state)]
    elif following == "cleanup":  # CR 514: priority only if something happened in it (CR 514.3a)
        return begin_cleanup(state, discard)
    else:
        events = [Event("step_began", player=state.active, step=following)]
        if following == "draw":
            events += draw_step(state)  # CR 504.1
        if following == "precombat_main":
            events += add_lore_counters(state)  # CR 505.4: the active player's Sagas, in this main phase only
        events += _combat_actions(state, following, events)
    # CR 117.3a: the active player receives priority at the beginning of most steps, after the turn-based
    # actions; CR 117.5: before a player would receive priority, state-based actions are performed.
    state.priority = "" if following in NO_PRIORITY else receiving_priority(state)  # CR 800.4j
    return events + detect(
        state, events
    )  # CR 603.2b: "at the beginning of" this step, and what happened in it


def _combat_actions(state: GameState, step: str, so_far: list[Event]) -> list[Event]:
    """Combat's turn-based actions as the step begins (CR 508-511), after `so_far`, the step's first events."""
    try:
        return begin_step(state, step)
    except IllegalDamageAssignment as illegal:
        # CR 510.1e: the step has begun, and what triggers "at the beginning of" it waits (CR 603.2b).
        illegal.events[:0] = so_far + detect(state, so_far)
        raise


def _everyone_passes(state: GameState) -> list[Event]:
    """On the way through a step where players receive priority: the abilities that triggered go on the stack
    (CR 117.5, 603.3) and resolve as everyone passes (CR 117.4), until the stack is empty and the step ends."""
    if not state.priority:
        return []  # CR 502.4: abilities that trigger in the untap step wait for the upkeep
    events = before_priority(state)
    while state.stack:
        events += _resolve_top(state) + before_priority(state)
    return events


def _resolve_top(state: GameState) -> list[Event]:
    """CR 608: the top object resolves; then the active player receives priority (CR 117.3b)."""
    item = state.stack.pop()
    state.priority = receiving_priority(state)  # CR 800.4j: or the next player, once the active one has left
    return resolve(state, item)  # it finds the abilities its events trigger (CR 603.2)
