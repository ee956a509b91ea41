"""What an activated ability does as it resolves (CR 608.2), by the kind of its effect (`Activated` of
engine/abilities/effects.py): on its source, on its target, counting, adding mana as it resolves; its
instructions are followed by instructions.py."""

from __future__ import annotations

from rulings.engine.abilities.activated import (
    AddManaAsItResolves,
    AttachThisToTargetCreatureYouControl,
    DestroyNonlandWithManaValueOfCounters,
    EndTheTurn,
    FollowInstructions,
    PutCounterThenReselectWhomThisAttacks,
    PutXCountersOnThis,
    ReturnCreatureCard,
    SkipNextUntapOfTarget,
    TargetGetsWhileThisTapped,
    TargetPlayerLosesTheGame,
    ThisFightsTargetCreature,
    UntapTargetCreature,
    UntapThis,
    YourCreaturesGainUntilEndOfTurn,
)
from rulings.engine.rules import fight
from rulings.engine.rules.abilities.referents import referents
from rulings.engine.rules.actions import draw, untap
from rulings.engine.rules.combat_phase.reselecting import reselect
from rulings.engine.rules.continuous import (
    while_this_remains_tapped,
    your_creatures_gain,
)
from rulings.engine.rules.control import attach
from rulings.engine.rules.mana.payment import add_mana
from rulings.engine.rules.mana.production import ability_amount
from rulings.engine.rules.players import lose_by_effect
from rulings.engine.rules.resolving.instructions import (
    follow,
)
from rulings.engine.rules.spells.targets import is_legal_target, is_returnable
from rulings.engine.rules.state_based import destroy
from rulings.engine.rules.turn_structure.cleanup import end_the_turn
from rulings.engine.rules.zones import (
    enter_battlefield,
)
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, is_creature_on_battlefield, mana_value
from rulings.engine.state.stack import (
    Activated,
    StackItem,
)
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.mana import format_mana


def resolve_activated(state: GameState, item: StackItem, activated: Activated) -> list[Event]:  # noqa: PLR0911 - one return per kind
    """An activated ability's effect (CR 608.2); a target gone illegal does nothing."""
    effect = activated.effect
    if isinstance(effect, EndTheTurn):
        return end_the_turn(state)  # CR 724.1: not the usual resolution of CR 608
    if isinstance(effect, YourCreaturesGainUntilEndOfTurn):
        your_creatures_gain(state, item.source, item.controller, effect.keywords)
        return []
    if isinstance(effect, UntapThis | PutCounterThenReselectWhomThisAttacks):
        return _resolve_on_source(state, item, activated)
    if isinstance(effect, PutXCountersOnThis | DestroyNonlandWithManaValueOfCounters):
        return _resolve_counting(state, item, activated)
    if isinstance(effect, FollowInstructions):
        return _follow_instructions(state, item, activated, effect)
    if isinstance(effect, AddManaAsItResolves):
        return _add_mana_as_it_resolves(state, item, activated, effect)
    return _resolve_targeted(state, item, activated)


def _follow_instructions(
    state: GameState, item: StackItem, activated: Activated, effect: FollowInstructions
) -> list[Event]:
    """CR 608.2c: in the order written; the ability's source is the source of the effects it creates. CR 608.2b:
    its target, if it has one, checked again: no longer legal, or a new object (CR 400.7), and it doesn't resolve."""
    source, named = state.object(item.source), referents(state, item)  # CR 400.7: "this"
    legal: tuple[tuple[str, ...], ...] = ()
    if effect.targets:
        target = state.objects.get(activated.target)
        same = target is None or target.zone_changes == activated.target_zone_changes  # None: a player
        still = same and is_legal_target(
            state, item.controller, effect.targets[0].kind, activated.target, source
        )
        if not still:
            return []  # CR 608.2b: its only target is illegal: none of its instructions is followed
        legal = ((activated.target,),)
    return [
        e for i in effect.instructions for e in follow(state, item.controller, source, i, legal, named=named)
    ]


def _add_mana_as_it_resolves(
    state: GameState, item: StackItem, activated: Activated, effect: AddManaAsItResolves
) -> list[Event]:
    """Chromatic Sphere's ability as it resolves (CR 605.1a, 608.2c): the mana, then the draw, in the order
    written. Its source may be gone (sacrificed to pay the cost): the amount reads it as it last existed."""
    source = state.object(item.source)
    mana = (
        (activated.mana_type,) * ability_amount(state, source, effect.ability) if activated.mana_type else ()
    )
    events: list[Event] = []
    if mana:
        add_mana(state, item.controller, mana, effect.ability.restriction)
        events.append(Event("mana_added", player=item.controller, source=source.id, mana=format_mana(mana)))
    return events + draw(state, item.controller, effect.ability.draws)


def _resolve_counting(state: GameState, item: StackItem, activated: Activated) -> list[Event]:
    """Blast Zone's abilities: put X counters on it, or destroy by the number of its counters."""
    effect = activated.effect
    if isinstance(effect, DestroyNonlandWithManaValueOfCounters):
        # CR 202.3e, 107.3g: a permanent's X is 0, so only its other symbols count; a token's mana cost is none.
        doomed = [
            p
            for p in state.battlefield()
            if not p.is_type("Land") and mana_value(p) == activated.source_counters
        ]
        return [e for p in doomed for e in destroy(state, p)]
    assert isinstance(effect, PutXCountersOnThis)
    # CR 107.3a, 107.3k: the X announced for this activation; on its source, if still on the battlefield.
    source = state.object(item.source)
    if source.zone != "battlefield" or activated.x <= 0:
        return []
    source.counters[effect.counter] += activated.x
    return [Event("counters_put", object=source.id, ability=f"{activated.x} {effect.counter}")]


def _resolve_targeted(state: GameState, item: StackItem, activated: Activated) -> list[Event]:  # noqa: PLR0911 - one return per kind
    """An activated ability with a target: CR 608.2b, a target that is no longer legal is not affected."""
    effect = activated.effect
    if isinstance(effect, TargetPlayerLosesTheGame):
        return lose_by_effect(state, activated.target)  # CR 608.2b: a player who left is no longer a target
    target = state.object(activated.target)
    if isinstance(effect, AttachThisToTargetCreatureYouControl):
        return _equip(state, item, activated, target)
    if isinstance(effect, ThisFightsTargetCreature):
        return fight.this_fights(state, state.object(item.source), target)
    if isinstance(effect, UntapTargetCreature):
        return untap(target) if is_creature_on_battlefield(target) else []
    if isinstance(effect, TargetGetsWhileThisTapped):
        return _resolve_tapped_duration(state, item, effect, target)
    if isinstance(effect, SkipNextUntapOfTarget) and is_creature_on_battlefield(target):
        target.skip_next_untap = True
    if isinstance(effect, ReturnCreatureCard) and is_returnable(
        target, item.controller, effect.max_mana_value
    ):
        # CR 302.6: it enters under its controller's control, not controlled since their turn began.
        return enter_battlefield(state, target, item.controller)
    return []


def _equip(state: GameState, item: StackItem, activated: Activated, target: GameObject) -> list[Event]:
    """Equip (CR 702.6a): attach the Equipment to its target, if the target is still the same creature, controlled
    by the ability's controller (CR 301.5b, 608.2b), and the Equipment still the object that was activated (CR
    400.7); attaching does nothing to an Equipment already attached to it, or that can't equip it (CR 701.3b)."""
    equipment = state.object(item.source)
    legal = (
        is_creature_on_battlefield(target)
        and target.controller == item.controller
        and target.zone_changes == activated.target_zone_changes
    )
    if not legal or equipment.zone_changes != item.source_zone_changes:
        return []
    return attach(state, equipment, target)


def _resolve_tapped_duration(
    state: GameState,
    item: StackItem,
    effect: TargetGetsWhileThisTapped,
    target: GameObject,
) -> list[Event]:
    """Tawnos's Weaponry's bonus lasts as long as it remains tapped (CR 611.2b), only on a target still legal
    (CR 608.2b)."""
    if is_creature_on_battlefield(target):
        source = state.object(item.source)
        while_this_remains_tapped(state, source, [target], effect.power, effect.toughness)
    return []


def _resolve_on_source(state: GameState, item: StackItem, activated: Activated) -> list[Event]:
    """An effect on the permanent it was activated from, if still on the battlefield (CR 113.7a, 400.7)."""
    effect, source = activated.effect, state.object(item.source)
    if source.zone != "battlefield":
        return []
    if isinstance(effect, UntapThis):
        return _untap_this(source, effect)
    assert isinstance(effect, PutCounterThenReselectWhomThisAttacks)
    # Capricopian: a counter, then the reselection its activator chose, if still legal (CR 508.7, 508.7c).
    source.counters[effect.counter] += 1
    if activated.reselect:
        reselect(state, source, activated.reselect)
    return [Event("counters_put", object=source.id, ability=f"1 {effect.counter}")]


def _untap_this(source: GameObject, effect: UntapThis) -> list[Event]:
    """It untaps the permanent it was activated from, and puts a counter on it if told (Grimgrin)."""
    events = untap(source)
    if effect.counter:
        source.counters[effect.counter] += 1
        events.append(Event("counters_put", object=source.id, ability=f"1 {effect.counter}"))
    return events
