"""Resolving the top object of the stack (CR 608): the one place each kind of stack effect takes effect.

A spell becomes a permanent (CR 608.3) or does what its spell ability says (CR 608.2); an ability's typed
effect (engine/state/stack.py) does what its card says. State-based actions follow (CR 704.3).
"""

from __future__ import annotations

from rulings.engine.abilities.activated import PutThisOntoBattlefieldAttacking
from rulings.engine.rules import fight
from rulings.engine.rules.abilities.referents import referents
from rulings.engine.rules.abilities.trigger_targets import legal_targets
from rulings.engine.rules.abilities.triggers import detect
from rulings.engine.rules.actions import tap
from rulings.engine.rules.choices import may
from rulings.engine.rules.combat_phase import exert, ninjutsu
from rulings.engine.rules.continuous import (
    until_end_of_turn,
)
from rulings.engine.rules.intervening_if import condition_holds
from rulings.engine.rules.keyword_abilities.dash import DASH, dashed_permanent_entered
from rulings.engine.rules.keyword_abilities.mutate import MUTATE, is_mutate_target, merge
from rulings.engine.rules.resolving.activated_effects import (
    resolve_activated,
)
from rulings.engine.rules.resolving.instructions import (
    counter,
    fizzle,
    follow,
    resolve_spell_ability,
    same_object,
)
from rulings.engine.rules.resolving.spell_effects import (
    spell_effect,
)
from rulings.engine.rules.resolving.triggered_effects import (
    resolve_trigger,
)
from rulings.engine.rules.spells.targets import spell_ability
from rulings.engine.rules.state_based import check_state_based_actions
from rulings.engine.rules.unmodelled_triggers import verify_resolving_modelled
from rulings.engine.rules.zones import (
    create_tokens,
    enter_battlefield,
    is_exile_target,
    is_imprint_target,
    put_into,
    put_into_graveyard,
)
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import is_creature_on_battlefield
from rulings.engine.state.stack import (
    Activated,
    CantBlockThisTurn,
    CounterSpell,
    CreateTokens,
    DealDamage,
    ExileImprinted,
    ExileUntilLeaves,
    FightTarget,
    SkipNextUntap,
    Spell,
    StackItem,
    TapWithSleepCounters,
    Trigger,
)
from rulings.engine.vocabulary.events import Event


def resolve(state: GameState, item: StackItem) -> list[Event]:
    """Resolve the object just taken off the top of the stack, then perform state-based actions."""
    if isinstance(item.effect, Spell):
        events = _resolve_spell(state, item, item.effect)
    else:
        events = [Event("resolved", player=item.controller, source=item.source, ability=item.text)]
        if isinstance(item.effect, Trigger) and item.effect.ability.instructions:
            events += _follow_triggered(state, item, item.effect)
        elif isinstance(item.effect, Trigger):
            events += resolve_trigger(state, item, item.effect)
        else:
            events += _resolve_ability(state, item)
    # CR 603.2, 603.6a: abilities trigger on the game as it is just after the events, before state-based actions
    # (which may take away a creature that just entered) are performed (CR 704.3).
    events += detect(state, events)
    performed = check_state_based_actions(state)
    return events + performed + detect(state, performed)


def _follow_triggered(state: GameState, item: StackItem, trigger: Trigger) -> list[Event]:
    """A triggered ability in the one vocabulary of effects: nothing if its intervening "if" is now false (CR
    603.4), else its instructions in the order written (CR 608.2c), its source the source of what they do."""
    source = state.object(item.source)
    if not condition_holds(state, source, item.controller, trigger.ability.condition):
        return []
    legal = legal_targets(state, source, item.controller, trigger)
    if legal is None:
        return []  # CR 608.2b: every target is illegal, so it doesn't resolve: none of its instructions is followed
    named = referents(state, item)  # CR 400.7: "this", "that creature"
    return [
        e
        for i in trigger.ability.instructions
        for e in follow(state, item.controller, source, i, legal, named=named)
    ]


def _resolve_ability(state: GameState, item: StackItem) -> list[Event]:  # noqa: PLR0911 - one return per kind
    match item.effect:
        case CounterSpell(object_id=spell_id):
            return counter(state, spell_id, by=item.controller)
        case SkipNextUntap(object_id=permanent):
            state.object(permanent).skip_next_untap = True
            return []
        case TapWithSleepCounters(object_id=creature, x=x):
            return _tap_with_sleep_counters(state, creature, x)
        case ExileUntilLeaves(object_id=target):
            return _exile_until_it_leaves(state, item.source, target)
        case ExileImprinted(object_id=target, as_object=as_object):
            return _imprint(state, item, target, as_object)
        case CreateTokens(token=token, count=count):
            return create_tokens(state, item.controller, token, count)
        case Activated(effect=PutThisOntoBattlefieldAttacking(), attacking=attacked):
            return ninjutsu.put_onto_battlefield_attacking(state, item.source, item.controller, attacked)
        case Activated():
            return resolve_activated(state, item, item.effect)
        case DealDamage(object_id=target, amount=amount):
            return exert.deal_damage(state, item.source, item.controller, target, amount)
        case FightTarget(object_id=target):
            return fight.fight_target(state, item.source, target)
        case CantBlockThisTurn(object_id=target):
            # CR 608.2b: a target no longer a creature on the battlefield is illegal; nothing happens.
            if is_creature_on_battlefield(state.objects[target]):
                until_end_of_turn(state, item.source, [state.objects[target]], cant_block=True)
            return []
    raise AssertionError(item.effect)  # pragma: no cover - a spell is resolved above


def _resolve_spell(state: GameState, item: StackItem, spell: Spell) -> list[Event]:
    obj = state.object(item.source)
    verify_resolving_modelled(obj)
    resolved = Event("resolved", player=item.controller, source=obj.id, ability=item.text)
    # CR 608.2b, 400.7: its one target still a creature on the battlefield, and the object it targeted
    target_legal = not spell.target or (
        is_creature_on_battlefield(state.objects.get(spell.target))
        and same_object(state, spell.target, spell)
    )
    ability = spell_ability(obj, spell.modes)  # a copy has the modes of the spell it copies (CR 707.10)
    if ability is not None:
        return resolve_spell_ability(state, item, obj, ability, spell)
    if obj.is_type("Instant") or obj.is_type("Sorcery"):
        if not target_legal:
            return fizzle(obj)  # CR 608.2b: its only target is illegal, so it doesn't resolve
        events = [resolved, *spell_effect(state, obj, item.controller, spell)]
        # CR 608.2n: an instant or sorcery goes to its owner's graveyard; CR 608.2m: not one that left the stack
        # as it resolved (Glorious End, exiled as it ended the turn), which still resolved fully.
        if obj.zone == "stack":
            put_into_graveyard(obj)
        return events
    mutating = spell.alternative == MUTATE
    if mutating:
        target = state.objects.get(spell.target)
        if is_mutate_target(state, obj, target) and target_legal:
            # CR 608.3d, 702.140c: it merges with the permanent it targets rather than entering the battlefield
            return [resolved, *merge(state, obj, state.object(spell.target), spell.merge)]
        # CR 702.140b: its target illegal, it ceases to be a mutating creature spell and continues resolving as a
        # creature spell, put onto the battlefield under its controller's control (not countered)
    elif not target_legal and not obj.bestowed:
        return fizzle(obj)  # CR 608.3b: an Aura spell whose target is illegal doesn't resolve
    # CR 608.3a, 608.3c: it becomes a permanent under its controller's control, an Aura attached to its target;
    # a bestowed Aura spell whose target is illegal ceases to be bestowed and resolves as a creature spell
    # (CR 702.103e): entering attached to nothing, enter_battlefield makes it a creature.
    attached_to = spell.target if target_legal and not mutating else ""  # "" for a spell without a target
    if obj.copy_of_spell:
        # CR 608.3f, 707.10f: a copy of a permanent spell becomes a token as it is put onto the battlefield, no
        # longer a copy of a spell; the token isn't "created" (engine/rules/zones.py create_tokens isn't used), so
        # what replaces or triggers on creating tokens (Divine Visitation) doesn't see it.
        obj.token, obj.copy_of_spell = True, ""
    entered = enter_battlefield(
        state, obj, item.controller, spell=item.id, x=spell.x, attached_to=attached_to
    )
    if spell.alternative == DASH:
        dashed_permanent_entered(state, obj, item.controller)  # CR 608.3g: as it is put onto the battlefield
    return [resolved, *entered]


def _tap_with_sleep_counters(state: GameState, creature_id: str, x: int) -> list[Event]:
    """Venarian Gold: the creature it entered attached to, with the spell's X (CR 107.3m)."""
    creature = state.objects.get(creature_id)
    if creature is None or creature.zone != "battlefield":
        return []
    events = tap(creature)
    if x > 0:
        creature.counters["sleep"] += x
        events.append(Event("counters_put", object=creature.id, ability=f"{x} sleep"))
    return events


def _exile_until_it_leaves(state: GameState, source_id: str, target_id: str) -> list[Event]:
    """Mystical Tether: exile the target, if it is still legal (CR 608.2b) and Tether is still on the
    battlefield (CR 610.3c: a "until ... leaves the battlefield" exile does nothing if it already left).
    Nothing in the card pool can make Tether leave afterwards, so the card never needs to return."""
    source, target = state.object(source_id), state.object(target_id)
    if source.zone != "battlefield" or not is_exile_target(source, target):
        return []
    put_into(target, "exile")
    return [Event("exiled", object=target.id, source=source.id)]


def _imprint(state: GameState, item: StackItem, target_id: str, as_object: int) -> list[Event]:
    """Phyrexian Ingester: "you may exile target nontoken creature", if the target is still legal (CR 608.2b),
    as its controller chooses on resolution (CR 603.5). The card is linked to the permanent as the object it
    was when the ability triggered (CR 607.2a), even if that permanent has left since."""
    target = state.object(target_id)
    if not is_imprint_target(target) or not may(
        state, item.controller, state.object(item.source), "exile it"
    ):
        return []
    put_into(target, "exile")
    target.exiled_with = (item.source, as_object)
    return [Event("exiled", object=target.id, source=item.source)]
