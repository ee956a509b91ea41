"""Morph (CR 702.37) and face-down permanents (CR 708): casting a card face down, turning it face up.

"Morph [cost]" lets a card be cast as a 2/2 face-down creature with no text, no name, no subtypes and no mana cost
by paying {3} rather than its mana cost, an alternative cost (CR 702.37a, 118.9). It is turned face down before it
is put on the stack, so what cares about the spell's characteristics sees the face-down spell's only (CR 708.4),
and the permanent it becomes is face down (CR 708.2a).

Any time its controller has priority, a face-down permanent with a morph ability may be turned face up by paying
its morph cost: a special action, which doesn't use the stack (CR 702.37e, 116.2b); the player then receives
priority (CR 116.3). Only a permanent can be turned face up so: a face-down spell can't (CR 708.7). It is the same
permanent, with the effects that applied to it, its counters and its damage (CR 708.8); it doesn't enter the
battlefield, so nothing "as it enters" applies and nothing triggers on its entering (CR 708.8). Its "As this is
turned face up" abilities are replacement effects (CR 614.1e), applied while it is being turned face up, not
afterward (CR 708.11): no state-based action ever sees it face up without them. Megamorph's +1/+1 counter
(CR 702.37b) is put on it the same way, only when it is turned face up by paying its megamorph cost.
"""

from __future__ import annotations

import dataclasses

from rulings.engine.abilities.cast_permissions import Morph
from rulings.engine.abilities.statics import AsTurnedFaceUp
from rulings.engine.cards.card import FACE_DOWN, Card
from rulings.engine.rules.actions import verify_has_priority
from rulings.engine.rules.mana.payment import pay_mana, spendable, verify_can_pay
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event

FACE_DOWN_COST = "{3}"  # CR 702.37a: the alternative cost of casting a card face down with morph


def morph_ability(card: Card) -> Morph | None:
    """The card's morph ability, if it has one."""
    return next((a for a in card.abilities if isinstance(a, Morph)), None)


def face_down_view(obj: GameObject) -> GameObject:
    """The card as it would be cast face down (CR 708.4): the prohibitions, timing and costs that apply to casting
    it are those of a 2/2 face-down creature spell; `obj` itself is unchanged until it is cast."""
    if morph_ability(obj.card) is None:
        raise IllegalAction(
            f"{obj.describe()} has no morph ability, and a card can't normally be cast face down (CR 702.37d)"
        )
    return dataclasses.replace(obj, card=FACE_DOWN, own_card=obj.card, showing="face down")


def verify_face_down_choices(
    obj: GameObject, *, cast_as: str | None, x: int | None, without_paying: bool
) -> None:
    """Casting face down is an alternative cost with a face-down spell's characteristics: no other alternative cost
    combines with it (CR 118.9a), and its spell has no mana cost, so no X to announce (CR 107.3a)."""
    if without_paying:
        raise IllegalAction(
            f"casting {obj.describe()} face down for {FACE_DOWN_COST} is an alternative cost: it can't be combined "
            "with casting it without paying its mana cost (CR 118.9a, 702.37a)"
        )
    if cast_as is not None:
        raise IllegalAction(f"{obj.describe()} cast face down is a 2/2 face-down creature spell (CR 702.37c)")
    if x:
        raise IllegalAction(
            f"{obj.describe()} cast face down has no mana cost, so there is no X to announce (CR 708.2a, 107.3a)"
        )


def verify_turn_face_up(state: GameState, player: str, object_id: str) -> tuple[GameObject, Morph]:
    """Raise IllegalAction naming the rule unless the player may turn this permanent face up now for its morph
    cost (CR 702.37e, 116.2b); else the permanent and its morph ability."""
    obj = state.object(object_id)
    if player not in state.players:
        raise IllegalAction(f"{player!r} isn't playing (players: {', '.join(state.players)})")
    verify_has_priority(state, player, "turn a permanent face up", "116.2b")
    if obj.zone == "stack" and obj.face_down:
        raise IllegalAction(
            f"{obj.describe()} is on the stack: a face-down spell can't be turned face up (CR 708.7)"
        )
    if obj.zone != "battlefield" or not obj.face_down:
        raise IllegalAction(
            f"{obj.describe()} isn't a face-down permanent, so it can't be turned face up (CR 702.37e)"
        )
    if obj.controller != player:
        raise IllegalAction(
            f"{obj.describe()} is controlled by {obj.controller}: only its controller may turn it face up (CR 702.37e)"
        )
    morph = morph_ability(obj.printed)
    if morph is None:
        raise IllegalAction(
            f"{obj.describe()} would have no morph cost face up, so it can't be turned face up this way (CR 702.37e)"
        )
    verify_can_pay(spendable(state, player), morph.cost, f"turn {obj.describe()} face up")
    return obj, morph


def turn_face_up(state: GameState, player: str, obj: GameObject, morph: Morph) -> list[Event]:
    """Pay the morph cost and turn the permanent face up, without the stack (CR 702.37e); its "As this is turned face
    up" replacement effects apply as it turns (CR 614.1e, 708.11). The player receives priority (CR 116.3)."""
    pay_mana(state, player, morph.cost)
    obj.turn_face_up()
    events = [Event("turned_face_up", player=player, object=obj.id, ability=morph.text)]
    if (
        morph.megamorph
    ):  # CR 702.37b: "put a +1/+1 counter on it if its megamorph cost was paid to turn it face up"
        obj.counters["+1/+1"] += 1
        events.append(Event("counters_put", object=obj.id, ability="1 +1/+1"))
    for ability in obj.card.abilities:
        if isinstance(ability, AsTurnedFaceUp):
            obj.counters[ability.counter] += ability.count
            events.append(Event("counters_put", object=obj.id, ability=f"{ability.count} {ability.counter}"))
    state.priority = player
    state.passed.clear()
    return events
