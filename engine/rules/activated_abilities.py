"""Activated abilities that aren't mana abilities (CR 602): checked, paid, put on the stack, resolved (CR 608).

engine/activation.py hands them here: an object's abilities are numbered mana abilities first, then these.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulings.engine.abilities.mana_sources import NotModelled
from rulings.engine.abilities.untap_permissions import (
    ActivatedAbility,
    BecomesUntappedTrigger,
    UntapTargetCreature,
    UntapThis,
)
from rulings.engine.rules.casting import mana_value
from rulings.engine.rules.payment import pay_mana, verify_can_pay
from rulings.engine.rules.tapping import pay_tap_symbols, verify_tap_symbols
from rulings.engine.rules.zones import enter_battlefield, put_into_graveyard
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import StackItem
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.errors import NotModelled as NotModelledError
from rulings.engine.vocabulary.events import Event

if TYPE_CHECKING:
    from rulings.engine.state.game_state import GameState

EFFECT = "activated"  # the StackItem.effect of these abilities; the item's text names the ability


@dataclass(frozen=True)
class StackActivation:
    """A checked activation of an ability that uses the stack: its costs, its target, what it sacrifices."""

    player: str
    obj: GameObject
    ability: ActivatedAbility
    target: GameObject | None
    sacrificed: GameObject | None


def activated_abilities(obj: GameObject) -> list[ActivatedAbility]:
    """The object's activated abilities that aren't mana abilities, in printed order."""
    return [a for a in obj.card.abilities if isinstance(a, ActivatedAbility)]


def select(obj: GameObject, selector: int | str | None, mana_abilities: int) -> ActivatedAbility | None:
    """The ability the selector names, if it is one of these; None hands the choice back to mana abilities.

    An index counts the object's mana abilities first; no selector means this kind only when the object has
    no mana ability. An ability the engine knows of but doesn't model is NotModelled.
    """
    abilities = activated_abilities(obj)
    unmodelled = [a for a in obj.card.abilities if isinstance(a, NotModelled) and a.when == "activate"]
    if isinstance(selector, int):
        index = selector - mana_abilities
        return abilities[index] if 0 <= index < len(abilities) else None
    if isinstance(selector, str):
        for ability in abilities:
            if ability.text == selector:
                return ability
        if any(a.text == selector for a in unmodelled):
            raise NotModelledError(
                f"the reference engine does not model {obj.describe()}'s ability {selector!r}"
            )
        return None
    if mana_abilities:
        return None
    if abilities:
        return abilities[0]
    if unmodelled:
        raise NotModelledError(
            f"the reference engine does not model {obj.describe()}'s ability {unmodelled[0].text!r}"
        )
    return None


def verify(
    state: GameState, player: str, obj: GameObject, ability: ActivatedAbility, choices: Mapping[str, Any]
) -> StackActivation:
    """Check the activation (CR 602.2, 602.5); raise IllegalAction naming the rule, else describe it."""
    _verify_timing(state, player, obj, ability)
    verify_tap_symbols(state, player, obj, ability.cost)
    if ability.cost.untap:
        _verify_untap_is_modelled(obj)
    if ability.cost.mana:
        verify_can_pay(state.pools[player], ability.cost.mana, f"activate {obj.describe()}")
    sacrificed = _sacrifice(state, player, obj, ability, choices)
    target = _target(state, player, obj, ability, choices)
    return StackActivation(player, obj, ability, target, sacrificed)


def activate(state: GameState, activation: StackActivation) -> list[Event]:
    """Put the ability on the stack, then pay its costs (CR 602.2a-b); its controller keeps priority (117.3c)."""
    player, obj, ability = activation.player, activation.obj, activation.ability
    target = activation.target.id if activation.target else ""
    state.stack.append(StackItem(state.new_stack_id(), obj.id, player, ability.text, target, EFFECT))
    events = [
        Event("activated", player=player, source=obj.id, ability=ability.text),
        Event("put_on_stack", player=player, source=obj.id, ability=ability.text),
        *pay_tap_symbols(obj, ability.cost),
    ]
    if activation.sacrificed:
        put_into_graveyard(activation.sacrificed)
        events.append(Event("sacrificed", player=player, object=activation.sacrificed.id))
    if ability.cost.mana:
        pay_mana(state.pools[player], ability.cost.mana)
    return events


def resolve(state: GameState, item: StackItem) -> list[Event]:
    """The effect of an activated ability as it resolves (CR 608.2); a target gone illegal does nothing."""
    source = state.object(item.source)
    ability = next(a for a in activated_abilities(source) if a.text == item.text)
    effect = ability.effect
    if isinstance(effect, UntapThis):
        # It untaps the permanent it was activated from, if that is still on the battlefield (CR 113.7a, 400.7).
        if source.zone != "battlefield":
            return []
        events = _untap(source)
        if effect.counter:
            source.counters[effect.counter] += 1
            events.append(Event("counters_put", object=source.id, ability=f"1 {effect.counter}"))
        return events
    target = state.object(item.refers_to)
    # CR 608.2b: a target that is no longer legal is not affected; with no legal target it doesn't resolve.
    if isinstance(effect, UntapTargetCreature):
        return _untap(target) if _is_creature_on_battlefield(target) else []
    if _is_returnable(target, item.controller, effect.max_mana_value):
        # CR 302.6: it enters under its controller's control, not controlled since their turn began.
        return enter_battlefield(state, target, item.controller, spell=None)
    return []


def _untap(obj: GameObject) -> list[Event]:
    if not obj.tapped:
        return []
    obj.tapped = False
    return [Event("untapped", object=obj.id)]


def _verify_timing(state: GameState, player: str, obj: GameObject, ability: ActivatedAbility) -> None:
    """CR 602.5: an ability that says when it may be activated can't be activated at other times."""
    if not ability.timing:
        return
    in_time = state.active == player and (ability.timing == "your turn" or state.step == "upkeep")
    if not in_time:
        said = (
            "Activate only during your upkeep."
            if ability.timing == "your upkeep"
            else "Activate only during your turn."
        )
        raise IllegalAction(
            f"{obj.describe()}'s ability says {said!r}; it is {state.active}'s {state.step.replace('_', ' ')} (CR 602.5)"
        )


def _verify_untap_is_modelled(obj: GameObject) -> None:
    """A "becomes untapped" trigger outside the untap step would need its target chosen at once: not modelled."""
    for ability in obj.card.abilities:
        if isinstance(ability, BecomesUntappedTrigger):
            raise NotModelledError(
                f"untapping {obj.describe()} now would trigger {ability.text!r}, whose target the reference engine "
                "doesn't choose"
            )


def _sacrifice(
    state: GameState, player: str, obj: GameObject, ability: ActivatedAbility, choices: Mapping[str, Any]
) -> GameObject | None:
    kind = ability.cost.sacrifice
    if not kind:
        return None
    chosen = choices.get("sacrifice")
    what = f"another {kind.lower()}" if ability.sacrifice_another else f"a {kind.lower()}"
    if not chosen:
        raise IllegalAction(f"the cost includes sacrificing {what}: choose one (choices.sacrifice)")
    victim = state.object(str(chosen))
    # CR 701.21a: a player can sacrifice only a permanent they control; "another" excludes the source.
    if (
        victim.zone != "battlefield"
        or victim.controller != player
        or not victim.is_type(kind)
        or (ability.sacrifice_another and victim is obj)
    ):
        raise IllegalAction(
            f"{victim.describe()} isn't {what} {player} controls on the battlefield, so it can't be sacrificed "
            "to pay the cost (CR 701.21a, 602.2b)"
        )
    if any(isinstance(a, NotModelled) and a.when == "dies" for a in victim.card.abilities):
        raise NotModelledError(
            f"sacrificing {victim.describe()} would trigger its dies ability, not modelled"
        )
    return victim


def _target(
    state: GameState, player: str, obj: GameObject, ability: ActivatedAbility, choices: Mapping[str, Any]
) -> GameObject | None:
    effect = ability.effect
    if isinstance(effect, UntapThis):
        _verify_untap_is_modelled(obj)
        return None
    targets = list(choices.get("targets") or ())
    if len(targets) != 1:
        raise IllegalAction(
            f"{obj.describe()}'s ability {ability.text!r} needs one target: choose it (choices.targets) (CR 601.2c)"
        )
    target = state.object(str(targets[0]))
    # CR 115.1, 601.2c: the target must be what the ability says it targets.
    if isinstance(effect, UntapTargetCreature):
        if not _is_creature_on_battlefield(target):
            raise IllegalAction(
                f"{target.describe()} isn't a creature on the battlefield, so it can't be the target (CR 115.1)"
            )
        _verify_untap_is_modelled(target)
    elif not _is_returnable(target, player, effect.max_mana_value):
        raise IllegalAction(
            f"{target.describe()} isn't a creature card with mana value {effect.max_mana_value} or less in "
            f"{player}'s graveyard, so it can't be the target (CR 115.1)"
        )
    return target


def _is_creature_on_battlefield(obj: GameObject) -> bool:
    return obj.zone == "battlefield" and obj.is_type("Creature")


def _is_returnable(obj: GameObject, player: str, max_mana_value: int) -> bool:
    return (
        obj.zone == "graveyard"
        and obj.owner == player
        and obj.is_type("Creature")
        and mana_value(obj) <= max_mana_value
    )
