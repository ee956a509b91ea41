"""Which abilities an event triggers (CR 603.2): for each kind of event, the (source, ability, object it
triggered on) whose trigger event it is, looking back in time where CR 603.10 says so."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import chain

from rulings.engine.abilities.triggers import (
    Triggered,
    TriggerEvent,
)
from rulings.engine.rules.abilities.landfall import land_enters_matches
from rulings.engine.rules.combat_phase.in_combat import attacking
from rulings.engine.rules.continuous import colors as current_colors
from rulings.engine.rules.keyword_abilities.exalted import attacks_alone_matches
from rulings.engine.rules.keyword_abilities.prowess import noncreature_spell_matches
from rulings.engine.rules.power_toughness import power
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.rules.unmodelled_triggers import verify_nothing_unmodelled_in_exile
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, colors
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


Match = Iterator[tuple[GameObject, Triggered, str]]


def trigger_matches(state: GameState, event: Event, after: list[Event]) -> Match:
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
# action's put into the graveyard; or the game, with its owner, CR 603.6c, 800.4a).
_LEFT_BATTLEFIELD = frozenset(
    {"died", "destroyed", "sacrificed", "put_into_graveyard", "permanent_left_the_game"}
)


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


# CR 603.6a: a creature entering under the control of the trigger's source's controller, as it enters
_YOURS_ENTERS = frozenset({"a creature you control enters", "another creature you control enters"})


def _enters_matches(state: GameState, entered: GameObject) -> Match:
    """CR 603.6a: the permanents on the battlefield after the event, the entering ones with them, look."""
    a_creature = entered.is_type("Creature")
    for source in state.battlefield():
        another = a_creature and source.id != entered.id
        for ability in triggered_abilities(source):
            if (
                (ability.event in _THIS_ENTERS and source.id == entered.id)
                or (ability.event == "another creature enters" and another)
                or (
                    ability.event in _YOURS_ENTERS
                    and entered.controller == source.controller
                    and a_creature
                    and (another or ability.event == "a creature you control enters")
                )
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
                    and has_subtype(state, entered, "Zombie")
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


def _countered_matches(state: GameState, player: str) -> Match:
    """ "Whenever a spell or ability you control counters a spell" looks back in time (CR 603.10e): at who
    controlled the countering spell or ability as it countered, though it has left the stack since. A spell that
    doesn't resolve for want of legal targets (CR 608.2b) was countered by nothing, so nothing triggers."""
    if not player:
        return
    for source in state.battlefield():
        for ability in triggered_abilities(source):
            if (
                ability.event == "a spell or ability you control counters a spell"
                and source.controller == player
            ):
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


def _prevented_matches(state: GameState, player: str) -> Match:
    """CR 615.13: "whenever damage that would be dealt to you is prevented" triggers each time a prevention effect
    prevents some of the damage to that player, whatever effect it is (Selfless Squire's rulings)."""
    if not player:
        return
    for source in state.battlefield():
        for ability in triggered_abilities(source):
            if (
                ability.event == "damage that would be dealt to you is prevented"
                and source.controller == player
            ):
                yield source, ability, ""


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
    "countered": lambda state, event: _countered_matches(state, event.player),
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
    "damage_prevented": lambda state, event: _prevented_matches(state, event.player),  # CR 615.13
    "phased_out": lambda state, event: _phasing_matches(state.object(event.object), "this phases out"),
    "phased_in": lambda state, event: _phasing_matches(state.object(event.object), "this phases in"),
}


# CR 603.1b: an ability with more than one trigger condition ("whenever this creature enters or attacks")
# triggers on each of them.
_THIS_ENTERS: tuple[TriggerEvent, ...] = ("this enters", "this enters or attacks")


_THIS_ATTACKS: tuple[TriggerEvent, ...] = ("this attacks", "this enters or attacks")


# CR 509.3c, 509.3g: the attacking creature's own "becomes blocked" and "attacks and isn't blocked".
_COMBAT_STATUS: dict[str, TriggerEvent] = {
    "became_blocked": "this becomes blocked",
    "not_blocked": "this attacks and isn't blocked",
}


def triggered_abilities(obj: GameObject) -> list[Triggered]:
    """The object's general triggered abilities."""
    return [a for a in obj.card.abilities if isinstance(a, Triggered)]
