"""Triggered abilities (CR 603): which abilities an event triggers, their intervening "if" (CR 603.4), and
putting those that wait on the stack in APNAP order the next time a player would receive priority (CR 603.3).

The rules that make events call `detect` with the events they just produced (a step beginning, an object
resolving, an action), while the game is as those events left it; `before_priority` is CR 117.5's loop, run
whenever a player would receive priority. The general `Triggered` primitive (engine/abilities/triggers.py) is
modelled here; the older special triggers (enters with X, dies with counters, tapped for mana, cast) still go
on the stack where they trigger.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import chain

from rulings.engine.abilities.statics import TriggersAnAdditionalTime
from rulings.engine.abilities.triggers import (
    STATE_TRIGGERS,
    Condition,
    Triggered,
    TriggeredEffect,
    TriggerEvent,
)
from rulings.engine.rules.abilities.landfall import land_enters_matches
from rulings.engine.rules.abilities.unmodelled_triggers import verify_nothing_unmodelled_in_exile
from rulings.engine.rules.choices import only_target
from rulings.engine.rules.combat_phase.combat import attacking, defending_player, power
from rulings.engine.rules.continuous import colors as current_colors
from rulings.engine.rules.keyword_abilities.exalted import attacks_alone_matches
from rulings.engine.rules.keyword_abilities.protection import why_untargetable
from rulings.engine.rules.keyword_abilities.prowess import noncreature_spell_matches
from rulings.engine.rules.state_based import check_state_based_actions
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, colors
from rulings.engine.state.stack import PendingTrigger, StackEffect, Trigger
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.mana import parse_symbols

# CR 603.2b: "at the beginning of" a step triggers as that step begins.
_BEGINNING: dict[TriggerEvent, str] = {
    "beginning of your upkeep": "upkeep",
    "beginning of each upkeep": "upkeep",
    "beginning of the end step": "end",
    "beginning of your end step": "end",
    "beginning of combat on your turn": "beginning_of_combat",
    "beginning of end of combat": "end_of_combat",
    "beginning of your second main phase": "postcombat_main",  # CR 505.1a: only the first is precombat
    "beginning of the next end step": "end",
    "beginning of the next cleanup step": "cleanup",
    "beginning of your next end step": "end",
}
_ON_YOUR_TURN = (
    "beginning of your upkeep",
    "beginning of your end step",
    "beginning of combat on your turn",
    "beginning of your second main phase",
)


def triggered_abilities(obj: GameObject) -> list[Triggered]:
    """The object's general triggered abilities."""
    return [a for a in obj.card.abilities if isinstance(a, Triggered)]


def detect(state: GameState, events: list[Event]) -> list[Event]:
    """CR 603.2: each event triggers every ability whose trigger event it matches, once (CR 603.2c), if its
    intervening "if" condition is true now (CR 603.4); each waits to be put on the stack (CR 603.3)."""
    triggered: list[Event] = []
    for index, event in enumerate(events):
        for source, ability, subject in _matches(state, event, events[index + 1 :]):
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


Match = Iterator[tuple[GameObject, Triggered, str]]


def _matches(state: GameState, event: Event, after: list[Event]) -> Match:
    """The (source, ability, object it triggered on) whose trigger event this event is; `after`, the events that
    came with it or after it, for the abilities that look back in time (CR 603.10)."""
    if event.kind == "lost_game":
        return _lost_game_matches(state, event.player, after)
    matcher = _MATCHERS.get(event.kind)
    return matcher(state, event) if matcher else iter(())


def _phasing_matches(permanent: GameObject, trigger_event: TriggerEvent) -> Match:
    """ "Whenever this phases out" looks back in time (CR 603.10b): the permanent is phased out now, treated as
    though it doesn't exist (CR 702.26b) and so not among the battlefield's permanents, yet its ability triggers,
    as it was just before it phased out. "Whenever this phases in": as it is now, phased in (CR 603.10)."""
    for ability in triggered_abilities(permanent):
        if ability.event == trigger_event:
            yield permanent, ability, permanent.id


# The events of a permanent leaving the battlefield (to a graveyard: died, destroyed, sacrificed, a state-based
# action's put into the graveyard).
_LEFT_BATTLEFIELD = frozenset({"died", "destroyed", "sacrificed", "put_into_graveyard"})


def _lost_game_matches(state: GameState, player: str, after: list[Event]) -> Match:
    """CR 603.9: "whenever a player loses the game" triggers however they lose or leave it (a concession too);
    CR 603.10f: it looks back in time, to the permanents on the battlefield immediately before the loss. A
    permanent that left the battlefield with it (state-based actions are performed at once, CR 704.3) or after it
    still triggers; one that entered after it doesn't."""
    left = {e.object for e in after if e.kind in _LEFT_BATTLEFIELD}
    entered = {e.object for e in after if e.kind == "entered"}
    there = [
        o for o in state.objects.values() if o.id in left or (o.zone == "battlefield" and o.id not in entered)
    ]
    for source in there:
        for ability in triggered_abilities(source):
            if ability.event == "a player loses the game":
                yield source, ability, player


def _beginning_matches(state: GameState, event: Event) -> Match:
    """CR 603.2b: "at the beginning of" a step, on anyone's turn or ("your") only on its controller's."""
    if event.step == "upkeep":  # suspend's trigger, of a card in exile (CR 702.62a), isn't modelled
        verify_nothing_unmodelled_in_exile(
            state, event.player, "upkeep", f"{event.player}'s upkeep beginning"
        )
    for source in state.battlefield():
        for ability in triggered_abilities(source):
            if _BEGINNING.get(ability.event) != event.step:
                continue
            if ability.event in _ON_YOUR_TURN and source.controller != event.player:
                continue
            if ability.event == "beginning of your second main phase" and state.main_phases != 2:
                continue  # CR 505.1b: a third main phase (CR 500.8) isn't the second
            yield source, ability, ""


# CR 603.1b: an ability with more than one trigger condition ("whenever this creature enters or attacks")
# triggers on each of them.
_THIS_ENTERS: tuple[TriggerEvent, ...] = ("this enters", "this enters or attacks")
_THIS_ATTACKS: tuple[TriggerEvent, ...] = ("this attacks", "this enters or attacks")


def _enters_matches(state: GameState, entered: GameObject) -> Match:
    """CR 603.6a: the permanents on the battlefield after the event, the entering ones with them, look."""
    another_creature = entered.is_type("Creature")
    for source in state.battlefield():
        another = another_creature and source.id != entered.id
        for ability in triggered_abilities(source):
            if (
                (ability.event in _THIS_ENTERS and source.id == entered.id)
                or (ability.event == "another creature enters" and another)
                or (
                    ability.event == "another creature you control with power 2 or less enters"
                    and another
                    and entered.controller == source.controller
                    and power(state, entered) <= 2
                )
                or (
                    ability.event == "another Zombie you control enters"
                    and source.id != entered.id
                    and entered.controller == source.controller
                    and entered.has_subtype("Zombie")
                )
            ):
                yield source, ability, entered.id
    yield from land_enters_matches(state, entered)  # landfall (CR 603.6a)


def _cast_matches(state: GameState, caster: str, spell: GameObject) -> Match:
    """CR 601.2i: "whenever you cast a spell that's one or more colors" (or "with {X} in its mana cost", or
    "while this is attacking") triggers as the spell becomes cast."""
    for source in state.battlefield():
        for ability in triggered_abilities(source):
            if source.controller != caster:
                continue
            if ability.event == "you cast a spell that's one or more colors" and colors(spell):
                yield source, ability, spell.id
            if ability.event == "you cast a spell with {X} in its mana cost" and "X" in parse_symbols(
                spell.card.mana_cost
            ):
                yield source, ability, spell.id
            if ability.event == "you cast a spell while this is attacking" and source.id in attacking(state):
                yield source, ability, spell.id
    yield from noncreature_spell_matches(state, caster, spell)  # prowess (CR 702.108a)


def done_this_turn(state: GameState, source: GameObject, ability: Triggered) -> bool:
    """CR 603.2h: whether the ability's "do this only once each turn" action was done this turn."""
    return (source.id, source.zone_changes, ability.text) in state.done_this_turn


def _life_matches(state: GameState, player: str) -> Match:
    """CR 603.2c: "whenever you gain life" triggers once for each life-gaining event."""
    for source in state.battlefield():
        for ability in triggered_abilities(source):
            if ability.event == "you gain life" and source.controller == player:
                yield source, ability, ""


def _attack_matches(state: GameState, attacker: GameObject) -> Match:
    """CR 508.3a: "whenever this attacks" triggers as it is declared as an attacker; CR 508.2a: "whenever a
    creature ... with power 1 or less attacks" looks at its power then, and only then."""
    for ability in triggered_abilities(attacker):
        if ability.event in _THIS_ATTACKS and attacker.zone == "battlefield":
            yield attacker, ability, attacker.id
    for attached in state.battlefield():  # CR 508.3a: what is attached to it as it is declared
        if attached.attached_to != attacker.id or attacker.zone != "battlefield":
            continue
        for ability in triggered_abilities(attached):
            if ability.event in ("equipped creature attacks", "enchanted creature attacks"):
                yield attached, ability, attacker.id
    small = attacker.zone == "battlefield" and power(state, attacker) <= 1
    for source in state.battlefield():
        for ability in triggered_abilities(source):
            if (
                ability.event == "a creature you control with power 1 or less attacks"
                and small
                and source.controller == attacker.controller
            ):
                yield source, ability, attacker.id


def _you_attack_matches(state: GameState, player: str, count: int) -> Match:
    """CR 508.3c-d: "whenever you attack" triggers once for the declaration, whichever creatures attack (the
    source among them or not); "with two or more creatures" only if that many are declared. CR 508.3e:
    "whenever you attack a player" once for each player they were declared attacking (its subject)."""
    # As attackers are declared, the attacking creatures are the declared ones: none was put onto the
    # battlefield attacking yet (CR 508.4).
    attacked = sorted(set(state.combat.attackers.values()))
    # CR 508.3e, 508.6: attacking a player's planeswalker isn't attacking that player.
    attacked_players = [defender for defender in attacked if defender in state.players]
    yield from attacks_alone_matches(state, player, count)  # exalted (CR 702.83a-b)
    for source in state.battlefield():
        if source.controller != player:
            continue
        for ability in triggered_abilities(source):
            if ability.event == "you attack" or (
                ability.event == "you attack with two or more creatures" and count >= 2
            ):
                yield source, ability, ""
            if ability.event == "you attack a player":
                for defender in attacked_players:
                    yield source, ability, defender
    for aura in state.battlefield():  # CR 508.3b: whoever attacks the enchanted player, once
        for ability in triggered_abilities(aura):
            if ability.event == "enchanted player is attacked" and aura.attached_to in attacked:
                yield aura, ability, aura.attached_to


# CR 509.3c, 509.3g: the attacking creature's own "becomes blocked" and "attacks and isn't blocked".
_COMBAT_STATUS: dict[str, TriggerEvent] = {
    "became_blocked": "this becomes blocked",
    "not_blocked": "this attacks and isn't blocked",
}


def _combat_status_matches(attacker: GameObject, kind: str) -> Match:
    for ability in triggered_abilities(attacker):
        if ability.event == _COMBAT_STATUS[kind] and attacker.zone == "battlefield":
            yield attacker, ability, attacker.id


def _equipped_blocked_matches(state: GameState, attacker: GameObject) -> Match:
    """CR 509.3e: "becomes blocked by one or more colorless creatures" triggers once as it becomes blocked, if
    at least one creature blocking it then is colorless (CR 509.3f: its color then, not later)."""
    blockers = [state.objects[b] for b, a in state.combat.blockers.items() if a == attacker.id]
    if all(current_colors(state, b) for b in blockers):
        return
    for equipment in state.battlefield():
        if equipment.attached_to != attacker.id:
            continue
        for ability in triggered_abilities(equipment):
            if ability.event == "equipped creature becomes blocked by one or more colorless creatures":
                yield equipment, ability, attacker.id


def _block_matches(state: GameState, blocker: GameObject, attacker: GameObject) -> Match:
    """CR 509.3a: "whenever this blocks" triggers as it is declared as a blocker (a blocker blocks one creature
    here, so once); CR 509.3b: "blocks a creature" triggers once for each creature it blocks (the subject: that
    attacker); CR 509.3d, 509.3f: "blocks or becomes blocked by a creature with ..." triggers once for each such
    creature, checking that creature's power as blockers are declared."""
    for ability in triggered_abilities(blocker):
        if blocker.zone != "battlefield":
            continue
        if ability.event == "this blocks":
            yield blocker, ability, blocker.id
        elif ability.event == "this blocks a creature":
            yield blocker, ability, attacker.id
    for one, other in ((blocker, attacker), (attacker, blocker)):
        for ability in triggered_abilities(one):
            small = "this blocks or becomes blocked by a creature with power 1 or less"
            if ability.event == small and one.zone == "battlefield" and power(state, other) <= 1:
                yield one, ability, other.id


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


def _combat_damage_matches(state: GameState, event: Event) -> Match:
    """CR 510.2, 603.2: "whenever this deals combat damage to a player": once for each player it dealt combat
    damage to, at once with the rest of the combat damage."""
    if event.noncombat or not event.player:
        return
    source = state.objects.get(event.source)
    if source is None:
        return
    for ability in triggered_abilities(source):
        if ability.event == "this deals combat damage to a player":
            yield source, ability, event.player


def _chapter_matches(state: GameState, event: Event) -> Match:
    """CR 714.2b: lore counters put on a Saga trigger each chapter ability whose number N the count passed: it
    was less than N and became at least N. Counters put on it at once are one event, so chapters skipped over
    trigger together; a chapter it already reached doesn't trigger again (its rulings)."""
    count, _, kind = event.ability.partition(" ")
    saga = state.object(event.object)
    if kind != "lore" or saga.zone != "battlefield":
        return
    after = saga.counters["lore"]
    before = after - int(count)
    for ability in triggered_abilities(saga):
        if ability.event == "lore counters put on this" and before < ability.chapter <= after:
            yield saga, ability, ""


def _unattached_matches(equipment: GameObject, permanent: str) -> Match:
    """CR 701.3d: an Equipment moved away from a permanent, staying on the battlefield, "becomes unattached" from
    it; its ability triggers controlled by its controller now (CR 603.3a). Leaving the battlefield is the
    looking-back case (CR 603.10c, engine/rules/state_based.py)."""
    for ability in triggered_abilities(equipment):
        if ability.event == "this becomes unattached from a permanent":
            yield equipment, ability, permanent


_MATCHERS: dict[str, Callable[[GameState, Event], Match]] = {
    "step_began": _beginning_matches,
    "entered": lambda state, event: _enters_matches(state, state.object(event.object)),
    "cast": lambda state, event: _cast_matches(state, event.player, state.object(event.object)),
    "life_gained": lambda state, event: _life_matches(state, event.player),
    "attacked": lambda state, event: _attack_matches(state, state.object(event.object)),
    "blocked": lambda state, event: _block_matches(
        state, state.object(event.object), state.object(event.source)
    ),
    "attackers_declared": lambda state, event: _you_attack_matches(state, event.player, event.amount),
    "became_blocked": lambda state, event: chain(
        _combat_status_matches(state.object(event.object), event.kind),
        _equipped_blocked_matches(state, state.object(event.object)),
    ),
    "not_blocked": lambda state, event: _combat_status_matches(state.object(event.object), event.kind),
    "counters_put": _chapter_matches,
    "unattached": lambda state, event: _unattached_matches(state.object(event.source), event.object),
    "damage_dealt": _combat_damage_matches,
    "phased_out": lambda state, event: _phasing_matches(state.object(event.object), "this phases out"),
    "phased_in": lambda state, event: _phasing_matches(state.object(event.object), "this phases in"),
}


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
    return _tapped_condition(state, source, condition)


def _tapped_condition(state: GameState, source: GameObject, condition: Condition) -> bool:
    """ "if this creature is tapped" (survival) and "if enchanted creature is untapped" (Narcolepsy)."""
    if condition == "this is tapped":  # if it left the battlefield, as it last existed there (CR 608.2h)
        return source.tapped if source.zone == "battlefield" else source.was_tapped
    # Narcolepsy: the Aura must still be attached to it.
    enchanted = state.objects.get(source.attached_to) if source.zone == "battlefield" else None
    return enchanted is not None and enchanted.zone == "battlefield" and not enchanted.tapped


def put_on_stack(state: GameState) -> list[Event]:
    """CR 603.3b: the waiting abilities go on the stack in APNAP order: the active player's first, in the order
    they choose, then each other player's in turn order; so the last player's resolve first (CR 101.4)."""
    events: list[Event] = []
    waiting, state.pending = state.pending, []
    for player in apnap(state):
        if player in state.lost:
            continue  # CR 800.4a: a player who left the game puts nothing on the stack; their abilities are gone
        mine = [p for p in waiting if p.controller == player]
        preference = state.preference.get(player, [])
        # Sorting is stable: sources the player didn't name keep the order they triggered in, after the named.
        mine.sort(key=lambda p: preference.index(p.source) if p.source in preference else len(preference))
        for pending in mine:
            effect = _with_target(state, pending)
            if effect is None:
                continue  # CR 603.3d: no legal target, so it is removed from the stack
            state.put_on_stack(pending.source, player, pending.text, effect)
            events.append(Event("put_on_stack", player=player, source=pending.source, ability=pending.text))
    return events


def _with_target(state: GameState, pending: PendingTrigger) -> StackEffect | None:
    """CR 603.3c-d, 601.2c: as a triggered ability is put on the stack, its mode is chosen, then its target: with
    one legal target there is no choice; among several, its controller's stated preference (the protocol's
    `prefer`); a mode with no legal target can't be chosen; with no legal choice, it is removed (None)."""
    effect = pending.effect
    if not isinstance(effect, Trigger):
        return effect
    ability = effect.ability
    if ability.modes:
        mode = _mode(state, pending, ability)
        if mode is None:
            return None  # CR 603.3c: no mode chosen, so it is removed from the stack
        effect = replace(effect, ability=replace(ability, effect=mode, modes=()))
    legal = _legal_targets(state, effect.ability.effect, replace(pending, effect=effect))
    if legal is None:
        return effect
    chosen = only_target(state, state.object(pending.source), [o.id for o in legal], pending.text)
    if chosen is None:
        return None
    target = state.object(chosen)
    return replace(effect, subject=target.id, zone_changes=target.zone_changes)


def _legal_targets(state: GameState, effect: str, pending: PendingTrigger) -> list[GameObject] | None:
    """The objects the effect may target now, for that ability; None for an effect without a target."""
    legal = _TARGETS.get(effect)
    if legal is None:
        return None
    source = state.objects.get(pending.source)
    # CR 702.18a, 702.11b, 702.16b: shroud, hexproof and protection stop a triggered ability's target too.
    return [o for o in legal(state, pending) if not why_untargetable(state, o, source, pending.controller)]


def _opponents_equipment(state: GameState, pending: PendingTrigger) -> list[GameObject]:
    """ "Target Equipment an opponent controls" (Ogre Geargrabber), for the ability's controller."""
    opponents = state.opponents(pending.controller)
    return [p for p in state.battlefield() if p.has_subtype("Equipment") and p.controller in opponents]


def _creature_cards_in_defenders_graveyard(state: GameState, pending: PendingTrigger) -> list[GameObject]:
    """ "Target creature card from defending player's graveyard" (Chorale of the Void): the player the attacking
    creature it triggered on attacks, or the controller of the planeswalker it attacks (CR 508.5)."""
    effect = pending.effect
    attacker = effect.subject if isinstance(effect, Trigger) else ""
    defender = defending_player(state, attacker) if attacker in state.combat.attackers else ""
    return [c for c in state.cards("graveyard", defender) if c.is_type("Creature")] if defender else []


# The general triggered abilities' targets, chosen as they go on the stack (CR 603.3d): what each may target, for
# the ability's controller and what it triggered on.
_TARGETS: dict[str, Callable[[GameState, PendingTrigger], list[GameObject]]] = {
    "target creature gets -1/-1 until end of turn": lambda state, _: [
        p for p in state.battlefield() if p.is_type("Creature")
    ],
    "destroy target artifact": lambda state, _: [p for p in state.battlefield() if p.is_type("Artifact")],
    "gain control of target Equipment an opponent controls until end of turn; attach it to this; when you lose "
    "control of it, unattach it": _opponents_equipment,
    "put target creature card from defending player's graveyard onto the battlefield under your control tapped "
    "and attacking": _creature_cards_in_defenders_graveyard,
}


def _mode(state: GameState, pending: PendingTrigger, ability: Triggered) -> TriggeredEffect | None:
    """CR 603.3c, 700.2: the mode its controller chose (the protocol's `mode`), among those that can be chosen: a
    mode that would need a target it can't have can't be; with one mode left, there is no choice to make."""
    legal = [m for m in ability.modes if _legal_targets(state, m, pending) != []]
    wanted = state.modes.get((pending.controller, pending.source))
    if wanted in legal:
        return next(m for m in legal if m == wanted)
    if len(legal) > 1:
        raise NotModelled(
            f"{pending.controller} would choose a mode of {ability.text!r}, and hasn't said (`mode`)"
        )
    return legal[0] if legal else None


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
        events += performed + detect(state, performed) + state_triggers(state)
        if not state.priority or not state.pending:
            return events
        events += put_on_stack(state)
