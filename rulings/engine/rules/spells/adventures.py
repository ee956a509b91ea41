"""Adventurer cards (CR 715): cast as an Adventure, the card has only its Adventure's alternative characteristics,
both to decide whether it can be cast (CR 601.3e, 715.3a) and while it is a spell on the stack (CR 715.3b); it
resumes its normal characteristics as it leaves the stack (CR 715.3c-d). Resolving, it is exiled instead of put
into its owner's graveyard, and its controller may cast it as a permanent spell from exile later (CR 715.4)."""

from __future__ import annotations

from dataclasses import replace

from rulings.engine.cards.card import Card
from rulings.engine.rules.zones import put_into
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event


def _adventure(obj: GameObject) -> Card:
    if obj.card.adventure is None:
        raise IllegalAction(f"{obj.describe()} has no Adventure, so it can't be cast as one (CR 715.3)")
    return obj.card.adventure


def as_adventure(obj: GameObject) -> GameObject:
    """CR 601.3e, 715.3a: the object as it would be cast as its Adventure, for deciding whether that is legal:
    only the alternative characteristics, to which the continuous effects that would apply to it apply (an
    instant's cost reduction, a prohibition of noncreature spells). A copy: the card itself isn't changed."""
    if obj.on_adventure_for:
        raise IllegalAction(
            f"{obj.describe()} was exiled by its own Adventure: it may be cast from exile only as a permanent spell "
            "(CR 715.4)"
        )
    return replace(obj, card=_adventure(obj))


def become_adventure(obj: GameObject) -> None:
    """CR 715.3b: put on the stack as an Adventure, the spell has only its alternative characteristics."""
    obj.show(_adventure(obj), "its Adventure")


def finish_resolving(obj: GameObject, controller: str) -> list[Event]:
    """CR 715.4: as the Adventure spell resolves, its controller exiles it instead of putting it into its owner's
    graveyard; for as long as it remains exiled, that player may cast it as a permanent spell. (Countered or
    without a legal target it doesn't resolve: it goes to the graveyard, with no such permission.)"""
    put_into(obj, "exile")  # it resumes its normal characteristics (CR 715.3d)
    obj.on_adventure_for = controller
    return [Event("exiled", object=obj.id, source=obj.id)]


def may_cast_from_adventure(player: str, obj: GameObject) -> bool:
    """CR 715.4, 601.3: the permission to cast the exiled card as a permanent spell, for the player who sent it on
    its adventure; a card exiled any other way gives none (its rulings)."""
    return obj.zone == "exile" and obj.on_adventure_for == player
