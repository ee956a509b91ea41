"""The delayed triggered abilities an effect creates (CR 603.7) and what they do as they resolve: returning an
exiled card at the next end step (Otherworldly Journey), dash's return to hand, Glorious End's loss, destroying
at end of combat, Parapet's sacrifice at the next cleanup."""

from __future__ import annotations

from rulings.engine.abilities.effects import YouWinOrLose
from rulings.engine.abilities.triggers import Triggered
from rulings.engine.rules.actions import sacrifice
from rulings.engine.rules.resolving.trigger_objects import (
    created_ability,
    still_in,
)
from rulings.engine.rules.zones import enter_battlefield, put_into
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import DelayedTrigger, Trigger
from rulings.engine.vocabulary.events import Event

# Otherworldly Journey's delayed triggered ability (CR 603.7a): its source is the spell (CR 603.7d).
RETURN_AT_NEXT_END_STEP = Triggered(
    "At the beginning of the next end step, return that card to the battlefield under its owner's control with "
    "a +1/+1 counter on it.",
    "beginning of the next end step",
    "return that card to the battlefield under its owner's control with a +1/+1 counter",
)


def exile_until_next_end_step(
    state: GameState, spell: GameObject, controller: str, card: GameObject
) -> list[Event]:
    """Exile the card, and create the delayed triggered ability that returns it: its source is the spell, its
    controller the player who controlled the spell as it resolved (CR 603.7d). It triggers only at an end step
    that begins after it exists (CR 603.7a)."""
    put_into(card, "exile")
    delayed = Trigger(RETURN_AT_NEXT_END_STEP, card.id, card.zone_changes)
    state.delayed.append(DelayedTrigger(spell.id, controller, delayed))
    return [Event("exiled", object=card.id, source=spell.id)]


def controller_sacrifices_it(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """ "The controller of the permanent it becomes sacrifices it": whoever controls it now, if it is still that
    permanent (CR 400.7, 701.21a)."""
    permanent = still_in(state, trigger, "battlefield")
    return sacrifice(state, permanent.controller, permanent) if permanent else []


def return_that_permanent(state: GameState, _source: GameObject, _you: str, trigger: Trigger) -> list[Event]:
    """Dash's delayed trigger (CR 702.109a): the permanent goes to its owner's hand only if it is still on the
    battlefield as the same object; one that died or left stays where it is (Mardu Scout's rulings, CR 400.7)."""
    permanent = still_in(state, trigger, "battlefield")
    if permanent is None:
        return []
    put_into(permanent, "hand")
    return [Event("returned_to_hand", object=permanent.id)]


# Glorious End's delayed triggered ability (CR 603.7a), created as the spell goes on resolving after ending the
# turn exiled it (CR 608.2m): its source is the spell, its controller the spell's (CR 603.7d).
LOSE_AT_YOUR_NEXT_END_STEP = Triggered(
    "At the beginning of your next end step, you lose the game.",
    "beginning of your next end step",
    "follow its instructions",
    instructions=(YouWinOrLose("lose"),),
)


def lose_at_your_next_end_step(state: GameState, spell: GameObject, controller: str) -> None:
    """Create Glorious End's delayed trigger: an end step of a later turn of its controller's, since ending the
    turn skipped this turn's end step (its rulings)."""
    state.delayed.append(DelayedTrigger(spell.id, controller, Trigger(LOSE_AT_YOUR_NEXT_END_STEP)))


def destroy_at_end_of_combat(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """CR 603.7a, 603.7e: a delayed triggered ability, whose source is this ability's source."""
    delayed = Trigger(created_ability(trigger), source.id, source.zone_changes)
    state.delayed.append(DelayedTrigger(source.id, controller, delayed))
    return []


def return_that_card(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> list[Event]:
    """CR 603.6: the ability looks for the card in the zone it went to, the graveyard; if it has left it (even to
    return, CR 400.7), or was a token that ceased to exist (CR 704.5d), it does nothing."""
    card = still_in(state, trigger, "graveyard")
    return enter_battlefield(state, card, controller) if card else []


def return_from_graveyard_with_counter(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """Undying (CR 702.93a): the card the permanent became in its owner's graveyard, if it is still that object
    there (CR 400.7, 603.6c), enters under its owner's control (not the ability's controller) with a +1/+1 counter
    (CR 614.1c); a new object, so its undying can return it again only if that counter is gone."""
    return _return_with_counter(state, trigger, "graveyard")


def return_from_exile_with_counter(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """CR 603.7c, 400.7: the card, if it is still the object that was exiled; a new object with only this
    +1/+1 counter, which it enters with (CR 614.1c)."""
    return _return_with_counter(state, trigger, "exile")


def _return_with_counter(state: GameState, trigger: Trigger, zone: str) -> list[Event]:
    card = still_in(state, trigger, zone)
    if card is None:
        return []
    events = enter_battlefield(state, card, card.owner)
    card.counters["+1/+1"] += 1
    return [*events, Event("counters_put", object=card.id, ability="1 +1/+1")]
