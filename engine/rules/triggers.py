"""Triggered abilities (CR 603): which abilities an event triggers, their intervening "if" (CR 603.4), and
putting those that wait on the stack in APNAP order the next time a player would receive priority (CR 603.3).

The rules that make events call `detect` with the events they just produced (a step beginning, an object
resolving, an action), while the game is as those events left it; `before_priority` is CR 117.5's loop, run
whenever a player would receive priority. The general `Triggered` primitive (engine/abilities/triggers.py) is
modelled here; the older special triggers (enters with X, dies with counters, tapped for mana, cast) still go
on the stack where they trigger.
"""

from __future__ import annotations

from collections.abc import Iterator

from rulings.engine.abilities.triggers import Condition, Triggered, TriggerEvent
from rulings.engine.rules.combat import power
from rulings.engine.rules.state_based import check_state_based_actions
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, colors
from rulings.engine.state.stack import PendingTrigger, Trigger
from rulings.engine.vocabulary.events import Event

# CR 603.2b: "at the beginning of" a step triggers as that step begins.
_BEGINNING: dict[TriggerEvent, str] = {
    "beginning of your upkeep": "upkeep",
    "beginning of each upkeep": "upkeep",
    "beginning of the end step": "end",
    "beginning of combat on your turn": "beginning_of_combat",
    "beginning of end of combat": "end_of_combat",
}
_ON_YOUR_TURN = ("beginning of your upkeep", "beginning of combat on your turn")


def triggered_abilities(obj: GameObject) -> list[Triggered]:
    """The object's general triggered abilities."""
    return [a for a in obj.card.abilities if isinstance(a, Triggered)]


def detect(state: GameState, events: list[Event]) -> list[Event]:
    """CR 603.2: each event triggers every ability whose trigger event it matches, once (CR 603.2c), if its
    intervening "if" condition is true now (CR 603.4); each waits to be put on the stack (CR 603.3)."""
    triggered: list[Event] = []
    for event in events:
        for source, ability, subject in _matches(state, event):
            controller = source.controller  # CR 603.3a: its source's controller as it triggered
            if not condition_holds(state, source, controller, ability.condition):
                continue  # CR 603.4: the ability doesn't trigger
            state.pending.append(
                PendingTrigger(source.id, controller, ability.text, Trigger(ability, subject))
            )
            triggered.append(Event("triggered", source=source.id, object=subject, ability=ability.text))
        triggered += _delayed(state, event)
    return triggered


def _delayed(state: GameState, event: Event) -> list[Event]:
    """CR 603.7b: a delayed triggered ability triggers only once, the next time its trigger event occurs."""
    triggered: list[Event] = []
    for delayed in list(state.delayed):
        ability = delayed.effect.ability
        if event.kind == "step_began" and event.step == _BEGINNING.get(ability.event):
            state.delayed.remove(delayed)
            state.pending.append(
                PendingTrigger(delayed.source, delayed.controller, ability.text, delayed.effect)
            )
            subject = delayed.effect.subject
            triggered.append(Event("triggered", source=delayed.source, object=subject, ability=ability.text))
    return triggered


Match = Iterator[tuple[GameObject, Triggered, str]]


def _matches(state: GameState, event: Event) -> Match:
    """The (source, ability, object it triggered on) whose trigger event this event is."""
    match event.kind:
        case "step_began":
            return _beginning_matches(state, event)
        case "entered":
            return _enters_matches(state, state.object(event.object))
        case "life_gained":
            return _life_matches(state, event.player)
        case "attacked":
            return _attack_matches(state.object(event.object))
        case "blocked":
            return _block_matches(state, state.object(event.object), state.object(event.source))
    return iter(())


def _beginning_matches(state: GameState, event: Event) -> Match:
    """CR 603.2b: "at the beginning of" a step, on anyone's turn or ("your") only on its controller's."""
    for source in state.battlefield():
        for ability in triggered_abilities(source):
            if _BEGINNING.get(ability.event) != event.step:
                continue
            if ability.event in _ON_YOUR_TURN and source.controller != event.player:
                continue
            yield source, ability, ""


def _enters_matches(state: GameState, entered: GameObject) -> Match:
    """CR 603.6a: the permanents on the battlefield after the event, the entering ones with them, look."""
    another_creature = entered.is_type("Creature")
    for source in state.battlefield():
        for ability in triggered_abilities(source):
            if (ability.event == "this enters" and source.id == entered.id) or (
                ability.event == "another creature enters" and source.id != entered.id and another_creature
            ):
                yield source, ability, entered.id


def _life_matches(state: GameState, player: str) -> Match:
    """CR 603.2c: "whenever you gain life" triggers once for each life-gaining event."""
    for source in state.battlefield():
        for ability in triggered_abilities(source):
            if ability.event == "you gain life" and source.controller == player:
                yield source, ability, ""


def _attack_matches(attacker: GameObject) -> Match:
    """CR 508.3a: "whenever this attacks" triggers as it is declared as an attacker."""
    for ability in triggered_abilities(attacker):
        if ability.event == "this attacks" and attacker.zone == "battlefield":
            yield attacker, ability, attacker.id


def _block_matches(state: GameState, blocker: GameObject, attacker: GameObject) -> Match:
    """CR 509.3b: "blocks a creature" triggers once for each creature it blocks (the subject: that attacker);
    CR 509.3d, 509.3f: "blocks or becomes blocked by a creature with ..." triggers once for each such creature,
    checking that creature's power as blockers are declared."""
    for ability in triggered_abilities(blocker):
        if ability.event == "this blocks a creature" and blocker.zone == "battlefield":
            yield blocker, ability, attacker.id
    for one, other in ((blocker, attacker), (attacker, blocker)):
        for ability in triggered_abilities(one):
            small = "this blocks or becomes blocked by a creature with power 1 or less"
            if ability.event == small and one.zone == "battlefield" and power(state, other) <= 1:
                yield one, ability, other.id


def condition_holds(state: GameState, source: GameObject, controller: str, condition: Condition) -> bool:
    """An intervening "if" clause (CR 603.4), for the ability's controller ("you"), now."""
    if condition == "":
        return True
    if condition == "you have exactly 1 life":
        return state.life_total(controller) == 1
    if condition == "you have 50 or more life":
        return state.life_total(controller) >= 50
    if condition == "you control a green permanent":
        return any(p.controller == controller and "G" in colors(p) for p in state.battlefield())
    if condition == "you control another Elf":
        return any(
            p.controller == controller and p.id != source.id and p.has_subtype("Elf")
            for p in state.battlefield()
        )
    # "enchanted creature is untapped" (Narcolepsy): the Aura must still be attached to it.
    enchanted = state.objects.get(source.attached_to) if source.zone == "battlefield" else None
    return enchanted is not None and enchanted.zone == "battlefield" and not enchanted.tapped


def put_on_stack(state: GameState) -> list[Event]:
    """CR 603.3b: the waiting abilities go on the stack in APNAP order: the active player's first, in the order
    they choose, then each other player's in turn order; so the last player's resolve first (CR 101.4)."""
    events: list[Event] = []
    waiting, state.pending = state.pending, []
    for player in apnap(state):
        mine = [p for p in waiting if p.controller == player]
        preference = state.preference.get(player, [])
        # Sorting is stable: sources the player didn't name keep the order they triggered in, after the named.
        mine.sort(key=lambda p: preference.index(p.source) if p.source in preference else len(preference))
        for pending in mine:
            state.put_on_stack(pending.source, player, pending.text, pending.effect)
            events.append(Event("put_on_stack", player=player, source=pending.source, ability=pending.text))
    return events


def apnap(state: GameState) -> list[str]:
    """CR 101.4: the active player first, then the others in turn order."""
    start = state.players.index(state.active)
    return state.players[start:] + state.players[:start]


def before_priority(state: GameState) -> list[Event]:
    """CR 117.5, 704.3: each time a player would receive priority, state-based actions are performed, then the
    triggered abilities waiting go on the stack, again until neither happens. Abilities that trigger while no
    one would receive priority (in the untap step, CR 502.4) keep waiting."""
    events: list[Event] = []
    while True:
        performed = check_state_based_actions(state)
        events += performed + detect(state, performed)
        if not state.priority or not state.pending:
            return events
        events += put_on_stack(state)
