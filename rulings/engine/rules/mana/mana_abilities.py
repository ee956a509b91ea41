"""Mana abilities (CR 605): which one, its costs, the mana it adds after replacement effects, and the
abilities that trigger on tapping for mana; they resolve at once, without the stack (CR 605.3b).

engine/rules/abilities/activated_abilities.py, where every activation begins, hands them here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulings.engine.abilities.mana_sources import (
    EachOfTypes,
    ManaAbility,
    OneOfTypes,
    TypeLandsCouldProduce,
    TypeRule,
)
from rulings.engine.abilities.triggers import TappedForManaTrigger
from rulings.engine.rules.actions import sacrifice
from rulings.engine.rules.mana.could_produce import could_produce_all
from rulings.engine.rules.mana.damage_to_you import damage_to_you
from rulings.engine.rules.mana.payment import (
    RESTRICTIONS,
    activation_mana,
    add_mana,
    pay_mana,
    sacrifice_choice,
    spendable,
    verify_can_pay,
)
from rulings.engine.rules.mana.production import (
    Statics,
    ability_amount,
    ability_types,
    gather_statics,
    mana_abilities_of,
    reads_others,
    replacement_effects,
)
from rulings.engine.rules.mana.replacement import apply_in_order
from rulings.engine.rules.mana.what_is_a_mana_ability import is_mana_ability
from rulings.engine.rules.tapping import pay_tap_symbols, verify_tap_symbols
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import SkipNextUntap
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.mana import COLORS, Mana, format_mana, format_types, parse_mana


@dataclass(frozen=True)
class ManaActivation:
    """A checked activation of a mana ability: what it pays, and the mana before replacement effects."""

    player: str
    obj: GameObject
    ability: ManaAbility
    statics: Statics
    sacrificed: GameObject | None
    mana: Mana
    order: tuple[str, ...]
    removed: int  # counters removed to pay the cost


def verify(
    state: GameState,
    player: str,
    obj: GameObject,
    ability: int | str | None,
    choices: Mapping[str, Any],
    *,
    statics: Statics,
) -> ManaActivation:
    """Check the activation of one of the object's mana abilities; raise IllegalAction naming the rule."""
    chosen = _select(obj, ability, choices, statics)
    if chosen.restriction and chosen.restriction not in RESTRICTIONS:
        raise NotModelled(
            f"{obj.describe()}'s mana has a spending restriction ({chosen.restriction!r}), not modelled"
        )
    _verify_cost(state, player, obj, chosen)
    sacrificed = sacrifice_choice(state, player, obj, chosen.cost.sacrifice, choices)
    removed = _counters_choice(obj, chosen, choices)
    # The sacrificed land's types are read as it last existed on the battlefield (CR 608.2h).
    could = could_produce_all(state) if reads_others(chosen) else {}
    by_player: dict[str, frozenset[str]] = {}
    for p in state.battlefield():
        if p.is_type("Land"):
            by_player[p.controller] = by_player.get(p.controller, frozenset()) | could.get(p.id, frozenset())
    sacrificed_types = could.get(sacrificed.id, frozenset()) if sacrificed else frozenset()
    types = ability_types(state, obj, chosen, lambda p: by_player.get(p, frozenset()), sacrificed_types)
    amount = ability_amount(state, obj, chosen, removed)
    mana: Mana = ()
    if isinstance(chosen.types, EachOfTypes):
        mana = chosen.types.types * amount  # "Add {W}{U}": each of them, no type chosen (CR 106.1)
    elif types and amount:
        mana = (_mana_type(obj, types, choices),) * amount
    # else: an undefined type or no amount produces no mana (CR 106.5, 106.7); the activation is still legal.
    order = tuple(str(source) for source in choices.get("order", ()))
    return ManaActivation(player, obj, chosen, statics, sacrificed, mana, order, removed)


def activate(state: GameState, activation: ManaActivation) -> list[Event]:
    """Pay the costs and resolve the mana ability at once, without the stack (CR 605.3b)."""
    player, obj, ability = activation.player, activation.obj, activation.ability
    events = [Event("activated", player=player, source=obj.id, ability=ability.text)]
    events += pay_tap_symbols(obj, ability.cost)
    if ability.cost.exert:
        # CR 701.43a-b: exerted, even if exerted already this turn: it won't untap in the next untap step.
        obj.exerted_by = player
    if activation.sacrificed:
        # CR 701.21a, 400.7: sacrificed, it moves to its owner's graveyard as a new object, untapped and without
        # counters; a creature dies (CR 700.4), its dies abilities waiting for the next priority (CR 603.3).
        events += sacrifice(state, player, activation.sacrificed)
    if mana_cost := activation_mana(state, obj, ability.cost.mana):
        pay_mana(state, player, mana_cost)
    if activation.removed:
        obj.counters[ability.cost.remove_counters] -= activation.removed
        kind = ability.cost.remove_counters
        events.append(Event("counters_removed", object=obj.id, ability=f"{activation.removed} {kind}"))
    mana = activation.mana
    if mana and ability.cost.tap:
        effects = replacement_effects(obj, ability, player, activation.statics)
        mana = apply_in_order(mana, effects, activation.order)
    if mana:
        # CR 106.6a: a restriction applies to all the mana produced, what a replacement effect added too.
        add_mana(state, player, mana, ability.restriction)
        events.append(Event("mana_added", player=player, source=obj.id, mana=format_mana(mana)))
        if ability.cost.tap:  # tapped for mana, and it produced mana (CR 106.12, 106.12a)
            events += _tapped_for_mana_triggers(state, player, obj, mana)
    return events + damage_to_you(state, obj, player, ability)


def activate_while_paying(state: GameState, player: str, sources: Sequence[str]) -> list[Event]:
    """CR 605.3a: a player asked to pay a cost (CR 601.2g, 602.2b, 508.1i, 509.1e), or to pay mana as a spell or
    ability resolves (CR 608.2g), may activate mana abilities then, without priority: the mana ability of each
    listed permanent they control, one activation per listing, in order."""
    events: list[Event] = []
    for source in sources:
        obj = state.object(source)
        if obj.zone != "battlefield" or obj.controller != player:
            raise IllegalAction(f"{player} doesn't control {obj.describe()} on the battlefield (CR 602.2)")
        events += activate(state, verify(state, player, obj, None, {}, statics=gather_statics(state)))
    return events


def selected(
    obj: GameObject, selector: int | str | None, choices: Mapping[str, Any], statics: Statics
) -> ManaAbility:
    """The mana ability of the object that an activation with this selector and these choices activates."""
    return _select(obj, selector, choices, statics)


def _select(
    obj: GameObject, selector: int | str | None, choices: Mapping[str, Any], statics: Statics
) -> ManaAbility:
    abilities = mana_abilities_of(obj, statics)
    if not abilities:
        if any(not is_mana_ability(a) for a in obj.card.mana_abilities):
            raise IllegalAction(
                f"{obj.describe()}'s ability that adds mana moves a card to or from a library, so it is no mana "
                "ability: it uses the stack and can't be activated while paying a cost (CR 605.1a, 605.3a)"
            )
        raise IllegalAction(f"{obj.describe()} has no mana ability to activate (CR 605.1a)")
    if isinstance(selector, int):
        if not 0 <= selector < len(abilities):
            raise IllegalAction(
                f"{obj.describe()} has {len(abilities)} mana abilities; there is no ability {selector}"
            )
        return abilities[selector]
    if isinstance(selector, str):
        for ability in abilities:
            if ability.text == selector:
                return ability
        texts = "; ".join(a.text for a in abilities)
        raise IllegalAction(f"{obj.describe()} has no ability {selector!r}; it has: {texts}")
    wanted = choices.get("mana")
    if wanted and len(abilities) > 1:
        # With no ability named, the first that can offer the chosen type (Forest under Chromatic Lantern).
        mana_type = _one_type(str(wanted))
        for ability in abilities:
            if _may_offer(ability.types, mana_type):
                return ability
    return abilities[0]


def _may_offer(rule: TypeRule, mana_type: str) -> bool:
    """Whether an ability of this type rule could ever add the type; the board decides the rest."""
    match rule:
        case "any color":
            return mana_type in COLORS
        case TypeLandsCouldProduce() | "a type the sacrificed land could produce":
            return True
        case OneOfTypes(types=types) | EachOfTypes(types=types):
            return mana_type in types
        case fixed:
            return fixed == mana_type


def _one_type(mana: str) -> str:
    units = parse_mana(mana if "{" in mana else f"{{{mana}}}")
    if len(units) != 1:
        raise IllegalAction(f"choose one type of mana, not {mana!r}")
    return units[0]


def _mana_type(obj: GameObject, types: frozenset[str], choices: Mapping[str, Any]) -> str:
    wanted = choices.get("mana")
    if not wanted:
        if len(types) == 1:
            return next(iter(types))
        raise IllegalAction(f"{obj.describe()} can add {format_types(types)}: choose one type (choices.mana)")
    mana_type = _one_type(str(wanted))
    if mana_type not in types:
        raise IllegalAction(
            f"{obj.describe()} can't add {{{mana_type}}} now; it can add {format_types(types)} (CR 106.7, 605.3b)"
        )
    return mana_type


def _verify_cost(state: GameState, player: str, obj: GameObject, ability: ManaAbility) -> None:
    cost = ability.cost
    # CR 107.5, 107.6, 302.6: {T} and {Q}, summoning sickness and haste.
    verify_tap_symbols(state, player, obj, cost)
    if mana := activation_mana(state, obj, cost.mana):
        verify_can_pay(spendable(state, player), mana, f"activate {obj.describe()}")


def _counters_choice(obj: GameObject, ability: ManaAbility, choices: Mapping[str, Any]) -> int:
    """How many counters the player removes to pay "Remove any number of ... counters" (choices.remove)."""
    kind = ability.cost.remove_counters
    if not kind:
        return 0
    there = obj.counters[kind]
    chosen = choices.get("remove", 0 if there == 0 else None)
    if chosen is None:
        raise IllegalAction(
            f"{obj.describe()} has {there} {kind} counters: choose how many to remove (choices.remove)"
        )
    # CR 602.2b, 601.2h: a cost can't remove counters that aren't there.
    if not isinstance(chosen, int) or not 0 <= chosen <= there:
        raise IllegalAction(
            f"can't remove {chosen!r} {kind} counters from {obj.describe()}: it has {there} "
            "(CR 602.2b, 601.2h)"
        )
    return chosen


def _tapped_for_mana_triggers(
    state: GameState, tapper: str, tapped: GameObject, produced: Mana
) -> list[Event]:
    """Abilities that trigger on tapping for mana (CR 106.12a): mana ones resolve now (CR 605.4a)."""
    events: list[Event] = []
    for source in state.battlefield():
        for trigger in source.card.abilities:
            if not isinstance(trigger, TappedForManaTrigger) or not _trigger_matches(
                trigger, source, tapper, tapped
            ):
                continue
            events.append(Event("triggered", source=source.id, object=tapped.id, ability=trigger.text))
            if trigger.skip_next_untap:
                # It adds no mana, so it is not a mana ability and uses the stack (CR 605.1b, 603.3).
                state.put_on_stack(source.id, source.controller, trigger.text, SkipNextUntap(tapped.id))
                events.append(
                    Event("put_on_stack", player=source.controller, source=source.id, ability=trigger.text)
                )
                continue
            # "one mana of any type that land produced": produced is one type here, so there is no choice.
            mana_type = produced[0] if trigger.adds == "same type" else parse_mana(trigger.adds)[0]
            recipient = {"tapper": tapper, "you": source.controller, "land's controller": tapped.controller}[
                trigger.recipient
            ]
            state.pools[recipient].update((mana_type,))
            events.append(Event("mana_added", player=recipient, source=source.id, mana=f"{{{mana_type}}}"))
    return events


def _trigger_matches(
    trigger: TappedForManaTrigger, source: GameObject, tapper: str, tapped: GameObject
) -> bool:
    if trigger.what == "enchanted land" and source.attached_to != tapped.id:
        return False
    if trigger.what == "basic land" and "Basic" not in tapped.card.supertypes:
        return False
    if not tapped.is_type("Land"):
        return False
    if trigger.tapper == "you":
        return tapper == source.controller
    if trigger.tapper == "opponent":
        return tapper != source.controller
    return True
