"""Casting spells (CR 601): the orchestrator, checking a cast in the order of CR 601 and performing it; who may
cast what, from where and when is casting_permissions.py, the total cost total_cost.py.

A cast is checked in the order of CR 601: the player must have priority (CR 117.1), a rule or effect must
allow casting the card from its zone (CR 601.3), the announced choices must be legal (bestowed or not, X,
CR 601.2b; targets, CR 601.2c), the timing must be a sorcery's or a flash permission must apply to the
spell as it will be cast (CR 117.1a, 601.3b-c, 702.8a), and the total cost must be payable from the mana
pool (CR 601.2f-h). Then the card moves to the stack, the cost is paid, and the spell becomes cast
(CR 601.2i): cast triggers fire and the caster receives priority. A card cast face down with morph is judged
as the face-down spell it will be (CR 708.4).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict

from rulings.engine.abilities.cast_permissions import (
    CastFromHandWithoutPaying,
    FlashSacrificedAtCleanup,
)
from rulings.engine.abilities.effects import SpellEffect
from rulings.engine.abilities.statics import EnchantCreature
from rulings.engine.abilities.triggers import CounterSpellsWithManaValue
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.rules.actions import verify_has_priority
from rulings.engine.rules.keyword_abilities.convoke import convoked_cost, tap_convokers
from rulings.engine.rules.keyword_abilities.flashback import (
    FLASHBACK,
    may_cast_with_flashback,
    verify_flashback_zone,
)
from rulings.engine.rules.keyword_abilities.morph import (
    FACE_DOWN_COST,
    face_down_view,
    verify_face_down_choices,
)
from rulings.engine.rules.keyword_abilities.mutate import (
    MUTATE,
    choose_mutate_target,
    verify_merge_choice,
)
from rulings.engine.rules.mana.payment import pay_mana, spendable, verify_can_pay
from rulings.engine.rules.protection import why_untargetable
from rulings.engine.rules.spells import additional_costs
from rulings.engine.rules.spells.additional_costs import AdditionalPayment
from rulings.engine.rules.spells.adventures import as_adventure, become_adventure
from rulings.engine.rules.spells.casting_permissions import (
    Permission,
    sacrifice_at_next_cleanup,
    spell_has,
    timing_permission,
    verify_not_prohibited,
    verify_zone_permission,
)
from rulings.engine.rules.spells.division import announce_division
from rulings.engine.rules.spells.exile_permissions import (
    verify_playing_from_exile_modelled,
)
from rulings.engine.rules.spells.modal_spells import QUESTION, choose_modes, modal_ability
from rulings.engine.rules.spells.spell_copies import verify_new_targets
from rulings.engine.rules.spells.targets import choose_targets, spell_ability
from rulings.engine.rules.spells.total_cost import (
    ALTERNATIVE_COSTS,
    alternative_cost,
    bestow_ability,
    cost_increases,
    cost_reduction,
    reduced,
    total_cost,
)
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, is_creature_on_battlefield, mana_value
from rulings.engine.state.stack import CounterSpell, PendingTrigger, Spell, StackItem
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event

CAST_AS = ("creature", "aura")


class CastChoices(TypedDict, total=False):
    """The choices announced with a cast (CR 601.2b-c), as keyword arguments; see CastRequest."""

    from_zone: str | None
    cast_as: str | None
    x: int | None
    targets: list[str] | None
    divide: list[int] | None
    without_paying: bool
    alternative: str | None
    adventure: bool
    modes: list[str] | None
    new_targets: list[str] | None
    face_down: bool
    merge: str | None
    convoke: dict[str, str] | None
    sacrifice: str | None
    discard: str | None


@dataclass(frozen=True)
class CastRequest:
    """What a player asks to cast, with the choices they announce (CR 601.2b-c); None: not announced."""

    player: str
    object_id: str
    from_zone: str | None = None
    cast_as: str | None = None  # "creature" or "aura" (bestowed, CR 702.103a)
    x: int | None = None
    targets: list[str] | None = None
    divide: list[int] | None = None  # the amount for each target, in order (CR 601.2d)
    without_paying: bool = False  # cast without paying its mana cost, an alternative cost (CR 118.9)
    alternative: str | None = None  # an alternative cost the card offers: "dash", "mutate" (CR 118.9)
    merge: str | None = None  # a mutating creature spell: "over" or "under" its target (CR 702.140c)
    adventure: bool = False  # cast as its Adventure (CR 715.3)
    modes: list[str] | None = None  # a modal spell's modes, by printed text (CR 601.2b, 700.2a)
    new_targets: list[str] | None = None  # the targets chosen for the copy it makes (CR 707.10c)
    face_down: bool = False  # cast face down for {3} with its morph ability, an alternative cost (CR 702.37a)
    convoke: dict[str, str] | None = None  # creature id: "1" or the color it pays (CR 702.51a)
    sacrifice: str | None = None  # the permanent sacrificed for an additional cost (CR 118.8, 601.2h)
    discard: str | None = None  # the card discarded for an additional cost (CR 118.8, 601.2h)


@dataclass(frozen=True)
class CastPlan:
    """A checked cast: the spell it puts on the stack with the announced choices, the total cost, and the
    permission it relies on."""

    player: str
    obj: GameObject  # the card itself, also when checked as its Adventure (CR 601.3e)
    bestowed: bool
    spell: Spell
    cost: str  # the total cost in mana symbols, X already replaced by its value (CR 601.2f)
    timing: Permission | None  # the flash permission that applied; None when cast at sorcery timing
    adventure: bool = False  # cast as its Adventure (CR 715.3)
    face_down: bool = False  # cast face down with morph (CR 702.37c)
    convokers: tuple[str, ...] = ()  # the creatures tapped to pay part of the cost (CR 702.51a)
    additional: AdditionalPayment = field(
        default_factory=AdditionalPayment
    )  # what pays its additional costs (CR 118.8)


def verify_cast(state: GameState, request: CastRequest, *, choosing_targets: bool = True) -> CastPlan:
    """Raise IllegalAction naming the rule unless the player may cast this card now; else describe the cast.

    With `choosing_targets` false (a question, not an action), a spell that needs a target is castable
    when some legal target exists (CR 601.2c).
    """
    player, from_zone = request.player, request.from_zone
    card = obj = state.object(request.object_id)
    if player not in state.players:
        raise IllegalAction(f"{player!r} isn't playing (players: {', '.join(state.players)})")
    if from_zone and obj.zone != from_zone:
        raise IllegalAction(f"{obj.describe()} is in the {obj.zone}, not the {from_zone}")
    # CR 117.1: only the player with priority may cast a spell.
    verify_has_priority(state, player, "cast spells", "117.1")
    if request.face_down:
        return _verify_face_down(state, request, obj, choosing_targets)
    if request.adventure:
        # CR 601.3e, 715.3a: only the Adventure's characteristics, and the effects that would apply to an object
        # with them, decide whether it can be cast; every check below reads them.
        obj = as_adventure(card)
    _verify_castable(obj)
    verify_flashback_zone(obj, request.alternative)
    if not may_cast_with_flashback(player, obj, request.alternative):  # CR 702.34a: its own zone permission
        verify_zone_permission(state, player, obj)
    bestowed = _bestow_choice(obj, request.cast_as)
    chosen_x = _x_choice(obj, request.x)
    if request.without_paying:
        _verify_without_paying(state, player, obj, bestowed, chosen_x)
    alternative = _alternative_choice(obj, request.alternative, bestowed, request.without_paying)
    verify_merge_choice(request.merge, alternative)
    timing, extra_cost = timing_permission(state, player, obj, bestowed, chosen_x)
    verify_not_prohibited(state, player, obj, bestowed)
    modes = choose_modes(obj, request.modes, choosing=choosing_targets)
    if modes == QUESTION:
        modes = _a_mode_with_targets(state, player, obj)
    ability = spell_ability(obj, modes)
    targets: tuple[tuple[str, ...], ...] = ()
    if alternative == MUTATE:
        # CR 702.140a: a mutating creature spell targets a non-Human creature with the same owner
        target = choose_mutate_target(state, obj, request.targets, choosing=choosing_targets)
    elif ability:
        target = ""
        targets = choose_targets(state, player, obj, ability, request.targets, choosing=choosing_targets)
    else:
        target = _target_choice(state, obj, bestowed, request.targets, choosing_targets)
    division = announce_division(state, obj, ability, targets, request.divide)
    new_targets = verify_new_targets(
        state, player=player, obj=obj, ability=ability, targets=targets, new_targets=request.new_targets
    )
    base = total_cost(
        obj, bestowed, chosen_x, extra_cost, without_paying=request.without_paying, alternative=alternative
    )
    cost = reduced(base + cost_increases(state, player), cost_reduction(state, player, obj, bestowed))
    cost, convokers = convoked_cost(state, player, obj, cost, request.convoke)
    # CR 601.2f, 118.8: the additional costs are part of the total cost; how each is paid is the caster's choice
    additional = additional_costs.choose_payment(
        state,
        player,
        obj,
        sacrifice_id=request.sacrifice,
        discard_id=request.discard,
        choosing=choosing_targets,
    )
    # CR 601.2h: partial payments are not allowed; unpayable costs can't be paid.
    verify_can_pay(spendable(state, player, obj), cost, f"cast {obj.describe()}")
    spell = Spell(
        chosen_x,
        target,
        targets,
        _as_targeted(state, ((target,),) if target else targets),
        division,
        alternative,
        modes,
        new_targets,
        request.merge,
    )
    return CastPlan(
        player,
        card,
        bestowed,
        spell,
        cost,
        timing,
        adventure=request.adventure,
        convokers=convokers,
        additional=additional,
    )


def _a_mode_with_targets(state: GameState, player: str, obj: GameObject) -> tuple[int, ...]:
    """A question about a modal spell with no modes announced: castable if some mode can be chosen, and a mode
    that would need a target it can't have can't be (CR 700.2a)."""
    modal = modal_ability(obj)
    assert modal is not None
    for index, mode in enumerate(modal.modes):
        ability = spell_ability(obj, (index,))
        if not mode.modelled or ability is None:
            continue
        try:
            choose_targets(state, player, obj, ability, None, choosing=False)
        except IllegalAction:
            continue
        return (index,)
    raise IllegalAction(
        f"no mode of {obj.describe()} can be chosen: none has a legal target (CR 700.2a, 601.2c)"
    )


def _verify_face_down(
    state: GameState, request: CastRequest, obj: GameObject, choosing_targets: bool
) -> CastPlan:
    """CR 702.37c, 708.4: cast face down, the card is judged as a 2/2 face-down creature spell with no text, no name,
    no subtypes and no mana cost: its timing, the prohibitions on it, and its cost, {3} rather than its mana cost."""
    if obj.zone in ("battlefield", "stack"):
        raise IllegalAction(f"{obj.describe()} is on the {obj.zone}; only a card can be cast (CR 601.2)")
    verify_zone_permission(state, request.player, obj)
    verify_face_down_choices(obj, cast_as=request.cast_as, x=request.x, without_paying=request.without_paying)
    if request.alternative is not None or request.merge is not None:
        # CR 118.9a: casting face down is an alternative cost; dash or mutate can't be added to it
        raise IllegalAction(
            f"casting {obj.describe()} face down is an alternative cost: it can't be combined with another "
            f"({request.alternative or 'mutate'}) (CR 118.9a, 702.37a)"
        )
    # CR 708.2a: a face-down spell has no text, so nothing its text would let the caster choose
    textual = [
        what
        for what, said in (
            ("Adventure", request.adventure),
            ("modes", request.modes),
            ("copy to choose new targets for", request.new_targets is not None),
            ("convoke", bool(request.convoke)),
            ("additional cost", bool(request.sacrifice or request.discard)),
        )
        if said
    ]
    if textual:
        raise IllegalAction(
            f"{obj.describe()} cast face down is a 2/2 creature spell with no text: it has no "
            f"{' or '.join(textual)} (CR 708.2a)"
        )
    view = face_down_view(obj)
    timing, extra_cost = timing_permission(state, request.player, view, False, 0)
    verify_not_prohibited(state, request.player, view, False)
    target = _target_choice(state, view, False, request.targets, choosing_targets)
    announce_division(state, view, None, (), request.divide)
    cost = FACE_DOWN_COST + extra_cost + cost_increases(state, request.player)
    verify_can_pay(spendable(state, request.player, view), cost, f"cast {obj.describe()} face down")
    spell = Spell(target=target, targeted=_as_targeted(state, ((target,),) if target else ()))
    return CastPlan(request.player, obj, False, spell, cost, timing, face_down=True)


def cast(state: GameState, plan: CastPlan) -> list[Event]:
    """Put the card on the stack, pay its total cost, and let it become cast (CR 601.2a, 601.2h, 601.2i)."""
    obj, player = plan.obj, plan.player
    verify_playing_from_exile_modelled(state, obj)
    if plan.adventure:
        become_adventure(obj)  # CR 715.3b: on the stack, it has only the Adventure's characteristics
    if plan.face_down:
        obj.turn_face_down()  # CR 708.4: turned face down before it is put on the stack
    # CR 601.2a: the card moves to the stack and the caster becomes its controller; a new object (CR 400.7).
    obj.zone, obj.controller, obj.x, obj.bestowed = "stack", player, plan.spell.x, plan.bestowed
    obj.tapped, obj.sick, obj.attached_to = False, False, ""
    obj.counters.clear()
    obj.flashed_back = plan.spell.alternative == FLASHBACK  # CR 702.34a: exiled as it leaves the stack
    spell = state.put_on_stack(obj.id, player, obj.name or "a face-down 2/2 creature spell", plan.spell)
    paid = tap_convokers(state, plan.convokers)  # CR 601.2h: convoke is part of paying the total cost
    pay_mana(state, player, plan.cost, obj)
    # CR 601.2h: the additional costs are paid with the mana, in any order: the spell is on the stack already
    paid += additional_costs.pay(state, player, plan.additional)
    # CR 611.2f: the effects waiting for the next such spell this player casts apply to this one, and to no later
    # one, whether or not this one needed them (Quicken's rulings).
    state.next_spell = [
        e for e in state.next_spell if e.player != player or not spell_has(obj, plan.bestowed, e.kind)
    ]
    timing = plan.timing or Permission("", "")
    events = [*paid, Event("cast", player=player, object=obj.id, source=timing.source, ability=timing.text)]
    events += _cast_triggers(state, spell)
    # Parapet: "if you cast it any time a sorcery couldn't have been cast", using its own permission: cast with
    # another effect's flash permission, it isn't sacrificed (its ruling).
    if any(
        isinstance(a, FlashSacrificedAtCleanup) and timing == Permission(obj.id, a.text)
        for a in obj.card.abilities
    ):
        sacrifice_at_next_cleanup(state, obj, player)
    # CR 601.2i: the caster, who had priority, receives it again; no one has passed since.
    state.priority = player
    state.passed.clear()
    return events


def _as_targeted(state: GameState, targets: tuple[tuple[str, ...], ...]) -> frozenset[tuple[str, int]]:
    """The targeted objects as they are now (CR 400.7); players are not objects."""
    return frozenset(
        (t, state.objects[t].zone_changes) for group in targets for t in group if t in state.objects
    )


# The checks of verify_cast, in the order CR 601 performs them.


def _verify_castable(obj: GameObject) -> None:
    if obj.zone in ("battlefield", "stack"):
        raise IllegalAction(f"{obj.describe()} is on the {obj.zone}; only a card can be cast (CR 601.2)")
    # CR 305.9: an object that is both a land and another card type can be played only as a land.
    if obj.is_type("Land"):
        raise IllegalAction(f"{obj.describe()} is a land: it can be played, never cast as a spell (CR 305.9)")
    # CR 118.6: with no mana cost and no alternative cost, a spell can't be cast.
    if not obj.card.mana_cost and not bestow_ability(obj):
        raise IllegalAction(f"{obj.describe()} has no mana cost, so it can't be cast (CR 118.6)")
    for ability in obj.card.abilities:
        if isinstance(ability, Unmodelled) and ability.when == "cast":
            raise NotModelled(
                f"casting {obj.describe()} involves {ability.text!r}, which the reference engine doesn't model"
            )


def _bestow_choice(obj: GameObject, cast_as: str | None) -> bool:
    """CR 601.2b, 702.103a: the player announces whether the spell is cast bestowed (as an Aura)."""
    if cast_as not in (None, *CAST_AS):
        raise IllegalAction(f"cast as {cast_as!r}? Say {' or '.join(CAST_AS)}")
    if cast_as == "aura":
        if bestow_ability(obj) is None:
            raise IllegalAction(
                f"{obj.describe()} has no bestow ability, so it can't be cast as an Aura (CR 702.103a)"
            )
        return True
    if cast_as == "creature" and not obj.card.is_type("Creature"):
        raise IllegalAction(f"{obj.describe()} isn't a creature card, so it can't be cast as a creature")
    return False


def _x_choice(obj: GameObject, x: int | None) -> int:
    """CR 601.2b, 107.3a: the value of X is announced; it may be 0, never negative (CR 107.1b)."""
    has_x = "{X}" in obj.card.mana_cost
    if x is None:
        return 0
    if isinstance(x, bool) or not isinstance(x, int) or x < 0:
        raise IllegalAction(f"X must be a whole number, 0 or more, not {x!r} (CR 107.1b, 107.3a)")
    if x and not has_x:
        raise IllegalAction(
            f"{obj.describe()} has no X in its mana cost, so there is no X to announce (CR 107.3a)"
        )
    return x


def _verify_without_paying(state: GameState, player: str, obj: GameObject, bestowed: bool, x: int) -> None:
    """CR 118.9: casting without paying the mana cost is an alternative cost an effect must allow; no other
    alternative cost can be combined with it (CR 118.9a); and X can only be 0 (CR 107.3b)."""
    allowed = obj.zone == "hand" and any(
        isinstance(ability, CastFromHandWithoutPaying)
        for source in state.battlefield()
        if source.controller == player
        for ability in source.card.abilities
    )
    if not allowed:
        raise IllegalAction(
            f"no effect lets {player} cast {obj.describe()} from the {obj.zone} without paying its mana cost (CR 118.9)"
        )
    if bestowed:
        raise IllegalAction(
            f"bestow is an alternative cost: it can't be combined with casting {obj.describe()} without paying its "
            "mana cost (CR 118.9a, 702.103a)"
        )
    if x:
        raise IllegalAction(
            f"cast without paying its mana cost, {obj.describe()}'s only legal X is 0, not {x} (CR 107.3b)"
        )


def _alternative_choice(
    obj: GameObject, alternative: str | None, bestowed: bool, without_paying: bool
) -> str:
    """CR 601.2b, 118.9: the player announces an alternative cost the card offers; at most one alternative cost
    applies to a spell (CR 118.9a), so dash or mutate combines neither with bestow nor with casting it without
    paying."""
    if alternative is None:
        return ""
    if alternative not in ALTERNATIVE_COSTS:
        raise IllegalAction(
            f"{obj.describe()} can't be cast for a {alternative!r} cost: the engine knows dash, mutate and flashback"
        )
    alternative_cost(obj, alternative)  # only a card with that keyword offers it
    if bestowed or without_paying:
        other = "bestow" if bestowed else "casting it without paying its mana cost"
        raise IllegalAction(
            f"{alternative} and {other} are both alternative costs: only one can apply to {obj.describe()} "
            "(CR 118.9a)"
        )
    return alternative


def _needs_creature_target(obj: GameObject, bestowed: bool) -> bool:
    if bestowed:
        return True  # CR 702.103b: a bestowed Aura spell has enchant creature and targets a creature
    return any(
        isinstance(a, EnchantCreature) or (isinstance(a, SpellEffect) and a.target == "creature")
        for a in obj.card.abilities
    )


def _target_choice(
    state: GameState, obj: GameObject, bestowed: bool, targets: list[str] | None, choosing: bool
) -> str:
    """CR 601.2c: announce one target creature for an Aura spell (CR 303.4a) or a spell that says so."""
    if not _needs_creature_target(obj, bestowed):
        if targets:
            raise IllegalAction(f"{obj.describe()} has no targets to choose (CR 601.2c)")
        return ""
    if not targets:
        if choosing:
            raise IllegalAction(f"casting {obj.describe()} needs a target creature: choose one (CR 601.2c)")
        if any(is_creature_on_battlefield(p) for p in state.battlefield()):
            return ""
        raise IllegalAction(f"there is no creature {obj.describe()} could target (CR 601.2c, 303.4a)")
    if len(targets) != 1:
        raise IllegalAction(f"{obj.describe()} has one target, not {len(targets)} (CR 601.2c)")
    if not is_creature_on_battlefield(state.objects.get(targets[0])):
        raise IllegalAction(
            f"{targets[0]!r} isn't a creature on the battlefield, so {obj.describe()} can't target it (CR 601.2c, 303.4a)"
        )
    # CR 702.18a, 702.11b, 702.16b: its caster (the card's owner, casting it) is the spell's controller.
    reason = why_untargetable(state, state.objects[targets[0]], obj, obj.owner)
    if reason:
        raise IllegalAction(reason)
    return targets[0]


def _cast_triggers(state: GameState, spell: StackItem) -> list[Event]:
    """CR 601.2i: abilities that trigger when a spell is cast, from permanents on the battlefield now."""
    obj = state.object(spell.source)
    events: list[Event] = []
    for source in state.battlefield():
        for ability in source.card.abilities:
            if (
                isinstance(ability, CounterSpellsWithManaValue)
                and mana_value(obj) == source.counters[ability.counter]
            ):
                # CR 603.3: it waits, and goes on the stack with the others in APNAP order (CR 603.3b).
                effect = CounterSpell(spell.id)
                state.pending.append(PendingTrigger(source.id, source.controller, ability.text, effect))
                events.append(Event("triggered", source=source.id, object=obj.id, ability=ability.text))
    return events
