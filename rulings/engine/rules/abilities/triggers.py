"""Triggered abilities (CR 603): detecting the abilities events trigger (which event triggers which ability is
trigger_events.py, the intervening "if" intervening_if.py), delayed and state triggers, and CR 117.5's loop that
puts those waiting on the stack (putting_on_stack.py) the next time a player would receive priority (CR 603.3).

The rules that make events call `detect` with the events they just produced (a step beginning, an object
resolving, an action), while the game is as those events left it; `before_priority` is CR 117.5's loop, run
whenever a player would receive priority. The general `Triggered` primitive (engine/abilities/triggers.py) is
modelled here; the older special triggers (enters with X, dies with counters, tapped for mana, cast) still go
on the stack where they trigger.
"""

from __future__ import annotations

from rulings.engine.abilities.statics import TriggersAnAdditionalTime
from rulings.engine.abilities.triggers import (
    STATE_TRIGGERS,
    TriggerEvent,
)
from rulings.engine.rules.abilities.putting_on_stack import (
    put_on_stack,
)
from rulings.engine.rules.abilities.trigger_events import (
    _BEGINNING,
    done_this_turn,
    trigger_matches,
    triggered_abilities,
)
from rulings.engine.rules.intervening_if import condition_holds
from rulings.engine.rules.state_based import check_state_based_actions
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import PendingTrigger, Trigger
from rulings.engine.vocabulary.events import Event


def detect(state: GameState, events: list[Event]) -> list[Event]:
    """CR 603.2: each event triggers every ability whose trigger event it matches, once (CR 603.2c), if its
    intervening "if" condition is true now (CR 603.4); each waits to be put on the stack (CR 603.3)."""
    triggered: list[Event] = []
    for index, event in enumerate(events):
        for source, ability, subject in trigger_matches(state, event, events[index + 1 :]):
            controller = source.controller  # CR 603.3a: its source's controller as it triggered
            if not condition_holds(state, source, controller, ability.condition):
                continue  # CR 603.4: the ability doesn't trigger
            if ability.once_each_turn and done_this_turn(state, source, ability):
                continue  # CR 603.2h: its controller has already done it this turn
            for _ in range(_times_triggering(state, source, event)):  # CR 603.2d: each a separate ability
                trigger = Trigger(ability, subject, _as_object(state, subject), amount=event.amount)
                state.pending.append(PendingTrigger(source.id, controller, ability.text, trigger))
                triggered.append(Event("triggered", source=source.id, object=subject, ability=ability.text))
        triggered += _delayed(state, event)
    return triggered


def _as_object(state: GameState, subject: str) -> int:
    """The subject as the object it is now, for an effect that acts on that object only (CR 400.7); -1 for a
    player or no subject."""
    return state.objects[subject].zone_changes if subject in state.objects else -1


def _times_triggering(state: GameState, source: GameObject, event: Event) -> int:
    """CR 603.2d: how many times a triggered ability of a permanent triggers on the event: once, and once more for
    each effect of a permanent its controller controls that says it triggers an additional time. Such an effect
    neither invokes itself again nor applies to the others, so two Panharmonicons make it three, not four."""
    if source.zone != "battlefield":
        return 1
    additional = [
        a
        for p in state.battlefield()
        if p.controller == source.controller
        for a in p.card.abilities
        if isinstance(a, TriggersAnAdditionalTime)
    ]
    return 1 + sum(1 for a in additional if _causes_additional_trigger(state, a, event))


def _causes_additional_trigger(state: GameState, effect: TriggersAnAdditionalTime, event: Event) -> bool:
    """Whether the event is the kind the effect names: an artifact or creature entering (Panharmonicon), as it is
    on the battlefield just after it entered (CR 603.10)."""
    if effect.cause == "an artifact or creature entering" and event.kind == "entered":
        entered = state.object(event.object)
        return entered.is_type("Artifact") or entered.is_type("Creature")
    return False


def _delayed(state: GameState, event: Event) -> list[Event]:
    """CR 603.7b: a delayed triggered ability triggers only once, the next time its trigger event occurs."""
    triggered: list[Event] = []
    for delayed in list(state.delayed):
        ability = delayed.effect.ability
        if ability.event == "you lose control of that object":
            if _lost_control_of(state, event, delayed.controller, delayed.effect):
                state.delayed.remove(delayed)
                state.pending.append(
                    PendingTrigger(delayed.source, delayed.controller, ability.text, delayed.effect)
                )
                subject = delayed.effect.subject
                triggered.append(
                    Event("triggered", source=delayed.source, object=subject, ability=ability.text)
                )
            continue
        yours = ability.event != "beginning of your next end step" or event.player == delayed.controller
        if event.kind == "step_began" and event.step == _BEGINNING.get(ability.event) and yours:
            state.delayed.remove(delayed)
            state.pending.append(
                PendingTrigger(delayed.source, delayed.controller, ability.text, delayed.effect)
            )
            subject = delayed.effect.subject
            triggered.append(Event("triggered", source=delayed.source, object=subject, ability=ability.text))
    return triggered


def _lost_control_of(state: GameState, event: Event, player: str, trigger: Trigger) -> bool:
    """CR 603.10d: "when you lose control of <it>" looks back in time: the event is the player who controlled the
    object just before it (the event's player) no longer controlling it, though now someone else does. It is the
    object the ability names only while it stays that object (CR 400.7)."""
    obj = state.objects.get(event.object)
    return (
        event.kind == "lost_control"
        and event.player == player
        and obj is not None
        and obj.id == trigger.subject
        and obj.zone_changes == trigger.zone_changes
    )


def state_triggers(state: GameState) -> list[Event]:
    """CR 603.8: a state trigger triggers as soon as the game state matches its condition, and doesn't trigger
    again while it waits or is on the stack; once it has left the stack, it triggers again if its source is still
    the same object and the state still matches. (The reference engine checks the state as a player would
    receive priority, not in the middle of a resolution.)"""
    events: list[Event] = []
    for source in state.battlefield():
        for ability in triggered_abilities(source):
            if ability.event not in STATE_TRIGGERS or not _state_matches(state, source, ability.event):
                continue
            trigger = Trigger(ability, source.id, source.zone_changes)
            waiting = [p.effect for p in state.pending] + [item.effect for item in state.stack]
            if trigger in waiting:
                continue  # CR 603.8: not again until it has left the stack
            state.pending.append(PendingTrigger(source.id, source.controller, ability.text, trigger))
            events.append(Event("triggered", source=source.id, object=source.id, ability=ability.text))
    return events


def _state_matches(state: GameState, source: GameObject, event: TriggerEvent) -> bool:
    """Whether the game state is the state trigger's (CR 603.8), for its source's controller ("you")."""
    # "you control no permanents with phylactery counters on them" (Phylactery Lich): any such permanent, not
    # only the artifact this Lich put its counter on (its rulings).
    return not any(
        p.controller == source.controller and p.counters.get("phylactery", 0) > 0 for p in state.battlefield()
    )


def before_priority(state: GameState) -> list[Event]:
    """CR 117.5, 704.3: each time a player would receive priority, state-based actions are performed, then the
    triggered abilities waiting go on the stack, again until neither happens. Abilities that trigger while no
    one would receive priority (in the untap step, CR 502.4) keep waiting."""
    events: list[Event] = []
    while True:
        performed = check_state_based_actions(state)
        events += performed + detect(state, performed) + state_triggers(state)
        if not state.priority or not state.pending:
            return events
        events += put_on_stack(state)
