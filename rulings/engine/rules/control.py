"""Control: control-changing effects (layer 2, CR 613.1b) beginning and ending, the player who loses control
(CR 603.10d), and the replacement effects that modify under whose control a creature enters (CR 616.1b).

A permanent's `controller` is the player who controls it now: the one it entered under (CR 110.2), unless a
control-changing effect applies to it; the latest of those wins (CR 613.7a). An effect that changes control is a
`ContinuousEffect` with a `controller`, locked to the object it took (CR 611.2c); when the last one ends, the
permanent goes back to its `base_controller`.
"""

from __future__ import annotations

from collections.abc import Iterable

from rulings.engine.state.effects import ContinuousEffect, EntersUnderYourControl
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event


def _controlling(state: GameState, here: tuple[str, int]) -> list[ContinuousEffect]:
    """The control-changing effects on this object, in timestamp order (CR 613.7a)."""
    return [e for e in state.effects if e.controller and here in e.affected]


def gain_control_until_end_of_turn(
    state: GameState, source: str, obj: GameObject, player: str
) -> list[Event]:
    """ "Gain control of <it> until end of turn": a layer 2 effect (CR 613.1b) on this object only (CR 611.2c),
    ending in the cleanup step (CR 514.2). Its previous controller loses control of it (CR 603.10d)."""
    here = (obj.id, obj.zone_changes)
    earlier = _controlling(state, here)
    base = earlier[0].base_controller if earlier else obj.controller
    effect = ContinuousEffect(
        source, frozenset({here}), controller=player, base_controller=base, timestamp=state.next_timestamp()
    )
    state.effects.append(effect)
    return _set_controller(obj, player)


def _set_controller(obj: GameObject, player: str) -> list[Event]:
    if obj.controller == player:
        return []
    before, obj.controller = obj.controller, player
    obj.sick = True  # CR 302.6: not controlled continuously by its new controller since their turn began
    return [Event("lost_control", player=before, object=obj.id)]


def after_effects_ended(state: GameState, ended: Iterable[ContinuousEffect]) -> list[Event]:
    """CR 613.1b, 514.2: once control-changing effects end, each permanent they took is controlled by the latest
    one still applying to it, or by its base controller; whoever controlled it before loses control of it
    (CR 603.10d: "when you lose control" sees the game as it was, when that player still controlled it)."""
    events: list[Event] = []
    for effect in ended:
        for object_id, zone_changes in effect.affected if effect.controller else ():
            obj = state.objects.get(object_id)
            if obj is None or obj.zone != "battlefield" or obj.zone_changes != zone_changes:
                continue  # CR 400.7: it left the battlefield, and with it every effect on it
            still = _controlling(state, (object_id, zone_changes))
            events += _set_controller(obj, still[-1].controller if still else effect.base_controller)
    return events


def attach(state: GameState, equipment: GameObject, creature: GameObject) -> list[Event]:
    """CR 701.3a-c: attach an Equipment to a creature: it can't be attached to what it couldn't equip (a
    permanent gone or not a creature, CR 301.5c), and then it doesn't move (CR 701.3b); moved, it becomes
    unattached from what it equipped (CR 701.3d) and receives a new timestamp (CR 701.3c)."""
    if (
        equipment.zone != "battlefield"
        or creature.zone != "battlefield"
        or not creature.is_type("Creature")
        or equipment.is_type("Creature")
        or equipment.attached_to == creature.id  # CR 701.3b: already attached to it, nothing happens
    ):
        return []
    events = unattach(state, equipment)
    equipment.attached_to = creature.id
    equipment.timestamp = state.next_timestamp()
    return events


def unattach(state: GameState, equipment: GameObject) -> list[Event]:
    """CR 701.3d: move it away from the permanent it is attached to; it stays on the battlefield, attached to
    nothing, and has "become unattached" from that permanent."""
    if equipment.zone != "battlefield" or not equipment.attached_to:
        return []
    permanent, equipment.attached_to = equipment.attached_to, ""
    return [Event("unattached", source=equipment.id, object=permanent)]


def entering_controller(state: GameState, obj: GameObject, controller: str) -> str:
    """CR 616.1b: the replacement effects that modify under whose control a creature would enter are applied
    before any other (after self-replacement effects, CR 616.1a, of which none here modifies control); the
    creature's would-be controller chooses among those that apply (their standing choices, the protocol's
    `prefer`, naming the spells that created them), then the new would-be controller among those that apply now (CR 616.1f), each applying
    once (the rulings on Gather Specimens). Returns the controller it enters under."""
    if not obj.is_type("Creature"):
        return controller
    remaining = list(state.enters_under_control)
    while True:
        applicable = [e for e in remaining if e.player != controller]  # "under an opponent's control"
        if not applicable:
            return controller
        preferred = [
            e for p in state.choices.preference.get(controller, []) for e in applicable if e.source == p
        ]
        if len(applicable) > 1 and not preferred:
            sources = ", ".join(e.source for e in applicable)
            raise NotModelled(
                f"{controller} would choose which effect ({sources}) modifies under whose control "
                f"{obj.describe()} enters first, and hasn't said which (`prefer`)"
            )
        chosen = (preferred or applicable)[0]
        remaining.remove(chosen)
        controller = chosen.player


def enters_under_your_control_this_turn(state: GameState, player: str, source: str) -> None:
    """Gather Specimens: its replacement effect exists from now until the cleanup step (CR 614.1, 514.2); the
    creatures that already entered this turn stay under their controllers' control (its rulings)."""
    state.enters_under_control.append(EntersUnderYourControl(player, source))


def end_enters_under_control(state: GameState) -> None:
    """CR 514.2: "this turn" effects end in the cleanup step."""
    state.enters_under_control.clear()
