"""Resolving the top object of the stack (CR 608): the one place each kind of stack effect takes effect.

A spell becomes a permanent (CR 608.3) or does what its spell ability says (CR 608.2); an ability's typed
effect (engine/state/stack.py) does what its card says. State-based actions follow (CR 704.3).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from rulings.engine.abilities.effects import (
    AdditionalCombatPhase,
    AdditionalCombatPhaseAfterThisOne,
    AddManaAsItResolves,
    Affected,
    BlocksThisTurnIfAble,
    CopyTargetSpell,
    CounterTargetSpell,
    CreateTokenCopy,
    DealDamageDivided,
    DealDamageToTarget,
    Destroy,
    DestroyNonlandWithManaValueOfCounters,
    DoesntUntapNext,
    DrawCards,
    EndTheTurn,
    Exile,
    ExileReturningAtNextEndStep,
    ExtraTurns,
    Fight,
    FollowInstructions,
    GainLife,
    GetsUntilEndOfTurn,
    Instruction,
    LoseLife,
    NextSpellAsThoughFlash,
    OnAffected,
    OpponentsCreaturesEnterUnderYourControl,
    PhaseOut,
    PlayersCreaturesDontUntapNext,
    PutCounterThenReselectWhomThisAttacks,
    PutOntoBattlefieldUnderYourControl,
    PutThisOntoBattlefieldAttacking,
    PutXCountersOnThis,
    ReturnCreatureCard,
    ReturnToOwnersHand,
    ScryIfYourTurn,
    SkipNextUntapOfTarget,
    SpellAbility,
    SpellEffect,
    Tap,
    TargetGetsWhileThisTapped,
    TargetPlayerLosesTheGame,
    ThisFightsTargetCreature,
    ThisGainsUntilEndOfTurn,
    Untap,
    UntapTargetArtifact,
    UntapTargetCreature,
    UntapThis,
    YourCreaturesGainUntilEndOfTurn,
)
from rulings.engine.rules import fight
from rulings.engine.rules.abilities.referents import Referents, referents
from rulings.engine.rules.abilities.triggered_effects import (
    each_player_discards,
    each_player_sacrifices,
    exile_until_next_end_step,
    gain_life,
    lose_at_your_next_end_step,
    may,
    resolve_trigger,
)
from rulings.engine.rules.abilities.triggers import apnap, condition_holds, detect
from rulings.engine.rules.abilities.unmodelled_triggers import verify_resolving_modelled
from rulings.engine.rules.combat_phase import exert
from rulings.engine.rules.combat_phase.combat import attacking
from rulings.engine.rules.combat_phase.reselecting import reselect
from rulings.engine.rules.continuous import (
    colors,
    until_end_of_turn,
    while_this_remains_tapped,
    your_creatures_gain,
)
from rulings.engine.rules.control import enters_under_your_control_this_turn
from rulings.engine.rules.damage import damage_any_target
from rulings.engine.rules.keyword_abilities import ninjutsu, phasing
from rulings.engine.rules.keyword_abilities.dash import DASH, dashed_permanent_entered
from rulings.engine.rules.keyword_abilities.mutate import MUTATE, is_mutate_target, merge
from rulings.engine.rules.mana.paying_mana_costs import put_creature_unless_paid
from rulings.engine.rules.mana.payment import add_mana
from rulings.engine.rules.mana.production import ability_amount
from rulings.engine.rules.players import lose_by_effect
from rulings.engine.rules.spells.adventures import finish_resolving
from rulings.engine.rules.spells.division import deal_divided_damage
from rulings.engine.rules.spells.spell_copies import copy_spell, spell_item
from rulings.engine.rules.spells.targets import Chosen, is_legal_target, spell_ability
from rulings.engine.rules.state_based import check_state_based_actions, destroy
from rulings.engine.rules.turn_structure.cleanup import end_the_turn
from rulings.engine.rules.turn_structure.drawing import draw
from rulings.engine.rules.turn_structure.extra_turns import add_extra_turns
from rulings.engine.rules.zones import (
    create_token_copies,
    create_tokens,
    discard,
    enter_battlefield,
    is_exile_target,
    is_imprint_target,
    put_into,
    put_into_graveyard,
)
from rulings.engine.state.effects import NextSpellEffect
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, is_creature_on_battlefield, mana_value
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
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.mana import format_mana
from rulings.engine.vocabulary.steps import COMBAT_STEPS


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
    named = referents(state, item)  # CR 400.7: "this", "that creature"
    return [
        e
        for i in trigger.ability.instructions
        for e in _follow(state, item.controller, source, i, (), named=named)
    ]


def _resolve_ability(state: GameState, item: StackItem) -> list[Event]:  # noqa: PLR0911 - one return per kind
    match item.effect:
        case CounterSpell(object_id=spell_id):
            return _counter(state, spell_id)
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
            return _resolve_activated(state, item, item.effect)
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
        and _same_object(state, spell.target, spell)
    )
    ability = spell_ability(obj, spell.modes)  # a copy has the modes of the spell it copies (CR 707.10)
    if ability is not None:
        return _resolve_spell_ability(state, item, obj, ability, spell)
    if obj.is_type("Instant") or obj.is_type("Sorcery"):
        if not target_legal:
            return _fizzle(obj)  # CR 608.2b: its only target is illegal, so it doesn't resolve
        events = [resolved, *_spell_effect(state, obj, item.controller, spell)]
        # CR 608.2n: an instant or sorcery goes to its owner's graveyard; CR 608.2m: not one that left the stack
        # as it resolved (Glorious End, exiled as it ended the turn), which still resolved fully.
        if obj.zone == "stack":
            put_into_graveyard(obj)
        return events
    mutating = spell.alternative == MUTATE
    if mutating:
        target = state.objects.get(spell.target)
        if is_mutate_target(obj, target) and target_legal:
            # CR 608.3d, 702.140c: it merges with the permanent it targets rather than entering the battlefield
            return [resolved, *merge(state, obj, state.object(spell.target), spell.merge)]
        # CR 702.140b: its target illegal, it ceases to be a mutating creature spell and continues resolving as a
        # creature spell, put onto the battlefield under its controller's control (not countered)
    elif not target_legal and not obj.bestowed:
        return _fizzle(obj)  # CR 608.3b: an Aura spell whose target is illegal doesn't resolve
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


def _fizzle(obj: GameObject) -> list[Event]:
    put_into_graveyard(obj)
    return [Event("countered", object=obj.id)]


def _spell_effect(state: GameState, obj: GameObject, controller: str, spell: Spell) -> list[Event]:
    events: list[Event] = []
    for ability in obj.card.abilities:
        if not isinstance(ability, SpellEffect):
            continue
        if ability.effect == "tap target creature; it skips its next untap":
            creature = state.object(spell.target)
            events += _tap(creature)
            creature.skip_next_untap = True
        elif ability.effect == "destroy all creatures; your lands skip your next untap":
            # CR 701.8a: each creature is put into its owner's graveyard, all at once; not an indestructible
            # one (CR 702.12b).
            for creature in [p for p in state.battlefield() if p.is_type("Creature")]:
                events += destroy(state, creature)
            # CR 611.2c: it changes no characteristics, so it applies to the lands the player controls in that
            # untap step, even those that weren't there as it resolved.
            state.skip_next_untap.setdefault(controller, set()).add("Land")
        elif ability.effect in _EACH_PLAYER:
            events += _EACH_PLAYER[ability.effect](state, spell.x)
        elif ability.effect == "end the turn; at the beginning of your next end step, you lose the game":
            events += end_the_turn(state, resolving=obj)  # CR 724.1b: the spell is exiled too
            lose_at_your_next_end_step(state, obj, controller)  # CR 608.2m: and it goes on resolving
        elif ability.effect == "draw X cards":
            events += draw(state, controller, spell.x)
        elif ability.effect.startswith("you may put a creature card from your hand onto the battlefield"):
            events += put_creature_unless_paid(state, obj, controller)
        elif ability.effect == "return creature cards from graveyards":
            # All at once, each under its owner's control, without being cast: no X was chosen (CR 107.3m).
            returning = [
                o for o in state.objects.values() if o.zone == "graveyard" and o.card.is_type("Creature")
            ]
            together = [card.id for card in returning]
            for card in returning:
                events += enter_battlefield(state, card, card.owner, together=together)
    return events


def _each_player_sacrifices_two(state: GameState, _x: int) -> list[Event]:
    return each_player_sacrifices(state, 2)  # CR 101.4: APNAP choices, then all at once


def _death_cloud(state: GameState, x: int) -> list[Event]:
    """CR 608.2e: four actions, one after the other: for each, the players choose in APNAP order, then it is
    processed for all at once, before anyone chooses for the next. A land creature sacrificed as a creature is
    gone when lands are chosen (Death Cloud's ruling)."""
    events = _lose_life(state, state.players, x)
    events += each_player_discards(state, x)
    events += each_player_sacrifices(state, x, "Creature")
    return events + each_player_sacrifices(state, x, "Land")


def _windfall(state: GameState, _x: int) -> list[Event]:
    """ "Each player discards their hand, then draws cards equal to the greatest number of cards a player
    discarded this way": CR 608.2i, the number looks back at the discard, though those cards have left the hands
    it counts them in; then each player draws (CR 608.2e), in APNAP order (CR 101.4)."""
    events = discard([card for player in state.players for card in state.cards("hand", player)])  # no choice
    discarded = Counter(e.player for e in events)
    most = max(discarded.values(), default=0)
    for player in apnap(state):
        events += draw(state, player, most)
    return events


def _stack_id(state: GameState, object_id: str) -> str:
    """The stack id of the spell that is this object (a card or a copy of a spell); "" if it isn't on the stack."""
    item = spell_item(state, object_id)
    return item.id if item else ""


def _counter(state: GameState, spell_id: str) -> list[Event]:
    """Chalice of the Void: it counters the spell even if Chalice has left or its counters changed. A countered
    copy of a spell goes to the graveyard too, and ceases to exist there (CR 704.5e)."""
    for spell in state.stack:
        if spell.id == spell_id:
            state.stack.remove(spell)
            obj = state.object(spell.source)
            put_into_graveyard(obj)  # CR 701.6a: a countered spell goes to its owner's graveyard
            return [Event("countered", object=obj.id)]
    return []  # the spell has already left the stack


def _tap_with_sleep_counters(state: GameState, creature_id: str, x: int) -> list[Event]:
    """Venarian Gold: the creature it entered attached to, with the spell's X (CR 107.3m)."""
    creature = state.objects.get(creature_id)
    if creature is None or creature.zone != "battlefield":
        return []
    events = _tap(creature)
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


def _resolve_activated(state: GameState, item: StackItem, activated: Activated) -> list[Event]:  # noqa: PLR0911 - one return per kind
    """An activated ability's effect (CR 608.2); a target gone illegal does nothing."""
    effect = activated.effect
    if isinstance(effect, EndTheTurn):
        return end_the_turn(state)  # CR 724.1: not the usual resolution of CR 608
    if isinstance(effect, YourCreaturesGainUntilEndOfTurn):
        your_creatures_gain(state, item.source, item.controller, effect.keywords)
        return []
    if isinstance(effect, ThisGainsUntilEndOfTurn | UntapThis | PutCounterThenReselectWhomThisAttacks):
        return _resolve_on_source(state, item, activated)
    if isinstance(effect, PutXCountersOnThis | DestroyNonlandWithManaValueOfCounters):
        return _resolve_counting(state, item, activated)
    if isinstance(effect, FollowInstructions):
        # CR 608.2c: in the order written; the ability's source is the source of the effects it creates.
        source, named = state.object(item.source), referents(state, item)  # CR 400.7: "this"
        return [
            e
            for i in effect.instructions
            for e in _follow(state, item.controller, source, i, (), named=named)
        ]
    if isinstance(effect, AddManaAsItResolves):
        return _add_mana_as_it_resolves(state, item, activated, effect)
    return _resolve_targeted(state, item, activated)


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


def _resolve_targeted(state: GameState, item: StackItem, activated: Activated) -> list[Event]:
    """An activated ability with a target: CR 608.2b, a target that is no longer legal is not affected."""
    effect = activated.effect
    if isinstance(effect, TargetPlayerLosesTheGame):
        return lose_by_effect(state, activated.target)  # CR 608.2b: a player who left is no longer a target
    target = state.object(activated.target)
    if isinstance(effect, ThisFightsTargetCreature):
        return fight.this_fights(state, state.object(item.source), target)
    if isinstance(effect, UntapTargetCreature):
        return _untap(target) if is_creature_on_battlefield(target) else []
    if isinstance(effect, UntapTargetArtifact | TargetGetsWhileThisTapped):
        return _resolve_tapped_duration(state, item, effect, target)
    if isinstance(effect, SkipNextUntapOfTarget) and is_creature_on_battlefield(target):
        target.skip_next_untap = True
    if isinstance(effect, ReturnCreatureCard) and is_returnable(
        target, item.controller, effect.max_mana_value
    ):
        # CR 302.6: it enters under its controller's control, not controlled since their turn began.
        return enter_battlefield(state, target, item.controller)
    return []


def _resolve_tapped_duration(
    state: GameState,
    item: StackItem,
    effect: UntapTargetArtifact | TargetGetsWhileThisTapped,
    target: GameObject,
) -> list[Event]:
    """Voltaic Key untaps its target artifact; Tawnos's Weaponry's bonus lasts as long as it remains tapped
    (CR 611.2b), each only on a target still legal (CR 608.2b)."""
    if isinstance(effect, UntapTargetArtifact):
        return _untap(target) if target.zone == "battlefield" and target.is_type("Artifact") else []
    if is_creature_on_battlefield(target):
        source = state.object(item.source)
        while_this_remains_tapped(state, source, [target], effect.power, effect.toughness)
    return []


def _resolve_on_source(state: GameState, item: StackItem, activated: Activated) -> list[Event]:
    """An effect on the permanent it was activated from, if still on the battlefield (CR 113.7a, 400.7)."""
    effect, source = activated.effect, state.object(item.source)
    if source.zone != "battlefield":
        return []
    if isinstance(effect, ThisGainsUntilEndOfTurn):  # CR 611.2c
        until_end_of_turn(state, source.id, [source], keywords=frozenset({effect.keyword}))
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
    events = _untap(source)
    if effect.counter:
        source.counters[effect.counter] += 1
        events.append(Event("counters_put", object=source.id, ability=f"1 {effect.counter}"))
    return events


def is_returnable(obj: GameObject, player: str, max_mana_value: int) -> bool:
    """Whether the object is a creature card in the player's graveyard with at most that mana value."""
    return (
        obj.zone == "graveyard"
        and obj.owner == player
        and obj.is_type("Creature")
        and mana_value(obj) <= max_mana_value
    )


def _tap(obj: GameObject) -> list[Event]:
    if obj.tapped:
        return []
    obj.tapped = True
    return [Event("tapped", object=obj.id)]


def _untap(obj: GameObject) -> list[Event]:
    if not obj.tapped:
        return []
    obj.tapped = False
    return [Event("untapped", object=obj.id)]


# Spell abilities built from instructions (engine/abilities/effects.py SpellAbility).


def _resolve_spell_ability(
    state: GameState, item: StackItem, obj: GameObject, ability: SpellAbility, spell: Spell
) -> list[Event]:
    """CR 608.2b: recheck each target; with targets all illegal the spell doesn't resolve, otherwise its
    instructions are followed in order (CR 608.2c), illegal targets unaffected; then CR 608.2n."""
    chosen = spell.targets
    legal = tuple(
        tuple(
            t
            for t in group
            if is_legal_target(state, item.controller, spec.kind, t, obj) and _same_object(state, t, spell)
        )
        for spec, group in zip(ability.targets, chosen, strict=False)
    )
    if any(chosen) and not any(legal):
        return _fizzle(obj)  # CR 608.2b: every target it had is illegal now, so it doesn't resolve
    events = [Event("resolved", player=item.controller, source=obj.id, ability=item.text)]
    for instruction in ability.instructions:
        if isinstance(instruction, DealDamageDivided):
            events += deal_divided_damage(state, obj.id, instruction, spell, legal)
        elif isinstance(instruction, CopyTargetSpell):
            for copied in legal[instruction.who]:
                events += copy_spell(state, instruction, copied, item.controller, spell.new_targets)
        elif isinstance(instruction, CounterTargetSpell):
            events += [
                e for copied in legal[instruction.who] for e in _counter(state, _stack_id(state, copied))
            ]
        else:
            events += _follow(state, item.controller, obj, instruction, legal)
    if obj.showing == "its Adventure":
        return events + finish_resolving(obj, item.controller)  # CR 715.4: exiled, on an adventure
    put_into_graveyard(obj)  # CR 608.2n: an instant or sorcery goes to its owner's graveyard
    return events


def _same_object(state: GameState, target: str, spell: Spell) -> bool:
    """CR 400.7, 608.2b: a targeted object that left its zone since (even if it came back) is a new object."""
    obj = state.objects.get(target)
    return obj is None or (obj.id, obj.zone_changes) in spell.targeted


def _follow(
    state: GameState,
    controller: str,
    spell: GameObject,
    instruction: Instruction,
    legal: Chosen,
    *,
    named: Referents | None = None,
) -> list[Event]:
    """Follow one instruction (CR 608.2c); the objects it affects are determined now (CR 608.2h)."""
    affected: list[GameObject] = []
    if isinstance(instruction, OnAffected) and instruction.who in ("this", "that creature"):
        affected = (named or {}).get(str(instruction.who), [])  # CR 400.7: only the very object
    elif isinstance(instruction, OnAffected):
        affected = _affected(state, controller, instruction.who, legal)
    match instruction:
        case Tap() | Untap() | PhaseOut():
            return _change_status(state, instruction, affected)
        case (
            Destroy()
            | Exile()
            | ReturnToOwnersHand()
            | ExileReturningAtNextEndStep()
            | PutOntoBattlefieldUnderYourControl()
            | CreateTokenCopy()
        ):
            return _move(state, spell, controller, instruction, affected)
        case Fight(one=one, other=other):
            return _fight(state, legal[one], legal[other])
        case OpponentsCreaturesEnterUnderYourControl():  # a replacement effect for the turn (CR 614.1)
            enters_under_your_control_this_turn(state, spell.controller, spell.id)
        case DrawCards() | ScryIfYourTurn() | LoseLife():
            return _draw_or_lose_life(state, controller, instruction)
        case GainLife() | DealDamageToTarget():
            return _deal_or_gain(state, controller, spell, instruction, legal)
    _create_lasting_effect(state, spell, instruction, affected, legal)
    return []


def _move(
    state: GameState,
    spell: GameObject,
    controller: str,
    instruction: Destroy
    | Exile
    | ReturnToOwnersHand
    | ExileReturningAtNextEndStep
    | PutOntoBattlefieldUnderYourControl
    | CreateTokenCopy,
    affected: list[GameObject],
) -> list[Event]:
    """Destroy the affected permanents, exile them until the next end step (Otherworldly Journey), put the
    affected cards onto the battlefield under the spell's controller's control (Rise from the Grave), or put
    onto the battlefield a token that's a copy of each (Fated Infatuation, CR 707.2)."""
    if isinstance(instruction, CreateTokenCopy):
        return [e for o in affected for e in create_token_copies(state, controller, o, 1)]
    if isinstance(instruction, PutOntoBattlefieldUnderYourControl):
        # CR 611.2e: "that creature is ...": it is so as it enters, so what looks at it entering sees it.
        also = (instruction.subtypes, instruction.colors)
        return [e for card in affected for e in enter_battlefield(state, card, controller, also=also)]
    if isinstance(instruction, Destroy):
        return _destroy(state, affected)
    if isinstance(instruction, Exile | ReturnToOwnersHand):
        return _leave_battlefield(instruction, affected)
    return [e for card in affected for e in exile_until_next_end_step(state, spell, controller, card)]


def _deal_or_gain(
    state: GameState,
    controller: str,
    spell: GameObject,
    instruction: GainLife | DealDamageToTarget,
    legal: Chosen,
) -> list[Event]:
    """Damage to a target, or life for its controller; an X the text defines is counted now (CR 107.3c)."""
    value = state.count(controller, instruction.amount)
    if isinstance(instruction, GainLife):
        return gain_life(state, controller, value)
    return [e for target in legal[instruction.who] for e in damage_any_target(state, spell.id, target, value)]


def _create_lasting_effect(
    state: GameState, spell: GameObject, instruction: Instruction, affected: list[GameObject], legal: Chosen
) -> None:
    """An instruction whose effect lasts: until end of turn, this turn, until an untap step (CR 611.2), or
    turns added after this one (CR 500.7)."""
    match instruction:
        case AdditionalCombatPhase() if state.step in ("precombat_main", "postcombat_main"):
            # CR 500.8: after this main phase. After the precombat main phase comes the regular combat phase,
            # so the added one is the turn's second; all combat phases are alike, so counting them is enough.
            state.additional_combats += 1
        case AdditionalCombatPhaseAfterThisOne() if state.step in COMBAT_STEPS:
            state.combats_after_this_phase += 1  # CR 500.8: directly after this combat phase
        case AdditionalCombatPhaseAfterThisOne():
            raise NotModelled("an additional combat phase after a phase other than a combat phase")
        case ExtraTurns(count=count, player=index):
            # "Take an extra turn": the spell's controller, its caster (CR 601.2a).
            for player in [spell.controller] if index is None else legal[index]:
                add_extra_turns(state, player, count)
        case GetsUntilEndOfTurn():
            # CR 611.2c: locked to the objects affected now; one entering later gets nothing. CR 611.2d: a
            # variable in it is determined once, now; creatures entering later don't grow the bonus.
            times = state.count(spell.controller, instruction.times)
            until_end_of_turn(
                state,
                spell.id,
                affected,
                power=instruction.power * times,
                toughness=instruction.toughness * times,
                keywords=instruction.keywords,
                colors=instruction.colors,
                attacks_if_able=instruction.attacks_if_able,
            )
        case BlocksThisTurnIfAble():
            # CR 611.2a: "this turn" lasts until the cleanup step, as "until end of turn" does (CR 514.2).
            until_end_of_turn(state, spell.id, affected, blocks_if_able=True)
        case DoesntUntapNext():
            for o in affected:
                o.skip_next_untap = True
        case PlayersCreaturesDontUntapNext(player=index):
            for player in legal[index]:
                state.skip_next_untap.setdefault(player, set()).add("Creature")
        case NextSpellAsThoughFlash(kind=kind):
            # CR 611.2f: it doesn't begin now; it waits for the next such spell its controller casts.
            text = f"The next {kind.lower()} spell you cast this turn can be cast as though it had flash."
            state.next_spell.append(NextSpellEffect(spell.controller, kind, spell.id, text))


def _draw_or_lose_life(
    state: GameState,
    controller: str,
    instruction: DrawCards | ScryIfYourTurn | LoseLife,
) -> list[Event]:
    """ "Draw N cards" for the controller; "each player loses N life" for every player at once; "if it's your
    turn, scry N"; "you lose N life" for the controller (CR 119.3)."""
    if isinstance(instruction, DrawCards):
        return draw(state, controller, instruction.count)
    if isinstance(instruction, LoseLife):
        return _lose_life(
            state, state.players if instruction.each_player else [controller], instruction.amount
        )
    if state.active == controller and state.cards("library", controller):
        # "If it's your turn, scry N": CR 701.22a, the player chooses which of the cards go on the bottom; with no
        # card to look at, there is no choice to make.
        raise NotModelled(f"{controller} would scry {instruction.amount}: the reference engine doesn't scry")
    return []


def _lose_life(state: GameState, players: list[str], amount: int) -> list[Event]:
    """CR 608.2f: an action on several players is processed for all of them at once; a player it takes to 0
    or less life loses with the others at the next check of state-based actions (CR 704.3, 104.4a)."""
    events = []
    for player in players:
        if player not in state.lost:
            state.life[player] = state.life_total(player) - amount
            events.append(Event("life_lost", player=player, amount=amount))
    return events


def _destroy(state: GameState, permanents: list[GameObject]) -> list[Event]:
    """CR 701.8a: destroying a permanent moves it from the battlefield to its owner's graveyard; not an
    indestructible one (CR 702.12b)."""
    return [e for o in permanents for e in destroy(state, o)]


def _leave_battlefield(instruction: Exile | ReturnToOwnersHand, permanents: list[GameObject]) -> list[Event]:
    """Exile the permanents (CR 701.13a) or return them to their owners' hands: each becomes a new object in its
    owner's zone (CR 400.7); a token there ceases to exist as state-based actions are checked (CR 704.5d)."""
    zone, event = ("exile", "exiled") if isinstance(instruction, Exile) else ("hand", "returned_to_hand")
    events = []
    for permanent in permanents:
        put_into(permanent, zone)
        events.append(Event(event, object=permanent.id))
    return events


def _change_status(
    state: GameState, instruction: Tap | Untap | PhaseOut, affected: list[GameObject]
) -> list[Event]:
    """A permanent's status (CR 110.5): tapped, untapped, or phased out (the affected phase out at once)."""
    if isinstance(instruction, PhaseOut):
        return phasing.phase_out(state, affected)
    change = _tap if isinstance(instruction, Tap) else _untap
    return [e for o in affected for e in change(o)]


def _affected(state: GameState, controller: str, who: Affected, legal: Chosen) -> list[GameObject]:
    """The objects an instruction affects: its target's legal choices, or a group as it is now."""
    if isinstance(who, int):
        return [state.objects[t] for t in legal[who] if t in state.objects]
    creatures = [p for p in state.battlefield() if p.is_type("Creature")]
    if who == "creatures you control":  # CR 611.2c: the ones its controller controls now, and only those
        return [p for p in creatures if p.controller == controller]
    if who == "attacking creatures":
        return [p for p in creatures if p.id in attacking(state)]  # CR 506.4: the ones attacking now
    if who == "creatures that attacked this turn":  # whoever controls them now (Relentless Assault's rulings)
        return [p for p in creatures if (p.id, p.zone_changes) in state.attacked_this_turn]
    if who == "white creatures you control":
        # CR 608.2j, 105.2: white, whatever other colors it has; its colors as they are now (CR 613.1e)
        return [p for p in creatures if p.controller == controller and "W" in colors(state, p)]
    players = legal[0]  # "creatures target player controls": the target player, if still legal
    return [p for p in creatures if p.controller in players]


def _fight(state: GameState, one: tuple[str, ...], other: tuple[str, ...]) -> list[Event]:
    """CR 701.14a-b: each creature deals damage equal to its power to the other, at the same time; if either
    is no longer a legal target or no longer on the battlefield, neither deals or is dealt damage."""
    if not one or not other:
        return []
    return fight.fight(state, state.objects[one[0]], state.objects[other[0]])


# Spell effects that act on each player, by their text; each is given the spell's X.
_EACH_PLAYER: dict[str, Callable[[GameState, int], list[Event]]] = {
    "each player sacrifices two creatures": _each_player_sacrifices_two,
    "each player loses X life, discards X cards, sacrifices X creatures, then X lands": _death_cloud,
    "each player discards their hand, then draws the most cards discarded": _windfall,
}
