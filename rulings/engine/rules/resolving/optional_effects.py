"""The triggered effects with a choice made as they resolve (CR 603.5, 608.2d): "you may", "you may pay",
paying any number of times, looking at cards and choosing one; each answer given beforehand by the protocol."""

from __future__ import annotations

import random

from rulings.engine.rules.abilities.trigger_events import done_this_turn
from rulings.engine.rules.actions import discard, draw, untap
from rulings.engine.rules.choices import chosen, may
from rulings.engine.rules.life import gain_life, pay_life
from rulings.engine.rules.mana.mana_abilities import activate_while_paying
from rulings.engine.rules.mana.payment import can_pay, pay_mana, spendable, verify_can_pay
from rulings.engine.rules.resolving.trigger_objects import (
    counters_on_this,
    created_ability,
)
from rulings.engine.rules.zones import put_into
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, colors, mana_value
from rulings.engine.state.stack import PendingTrigger, Trigger
from rulings.engine.state.standing_choices import MayAnswer
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event


def may_gain_life_per_color(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """Ancient Cornucopia: the choice is made as the ability resolves (CR 603.5); it counts the spell's colors,
    from its last known information if it has left the stack (its rulings); once done, not again this turn
    (CR 603.2h)."""
    ability = trigger.ability
    if ability.once_each_turn and done_this_turn(state, source, ability):
        return []
    if not may(state, controller, source, "gain life"):
        return []
    if ability.once_each_turn:
        state.done_this_turn.add((source.id, source.zone_changes, ability.text))
    return gain_life(state, controller, len(colors(state.object(trigger.subject))))


def look_at_top_x(state: GameState, controller: str, trigger: Trigger) -> list[Event]:
    """Geometer's Arthropod: "look at the top X cards of your library. Put one of them into your hand and the
    rest on the bottom of your library in a random order". X is the X in the mana cost of the spell it
    triggered on, not the Arthropod's own (CR 107.3e): as the spell is on the stack now, or as it last existed
    there if it was countered or has resolved (its rulings)."""
    spell = state.object(trigger.subject)
    x = spell.x if spell.zone == "stack" else spell.x_on_stack
    looked_at = state.cards("library", controller)[:x]
    if not looked_at:
        return []
    card = chosen(state, controller, looked_at, "a card to put into their hand")[0]
    put_into(card, "hand")
    rest = [other for other in looked_at if other is not card]
    random.shuffle(rest)  # a random order: no player chooses it
    for other in rest:  # a library is listed top first (GameState.cards): the bottom is the end
        state.objects[other.id] = state.objects.pop(other.id)
    return []


def may_pay_x_gain_and_draw(state: GameState, source: GameObject, controller: str) -> list[Event]:
    """Azor, the Lawbringer: "you may pay {X}{W}{U}{U}. If you do, you gain X life and draw X cards". X is in
    no cost of the ability, only in its text, and undefined: its controller chooses it as it resolves, along
    with whether to pay (CR 107.3f, 603.5), and pays from their pool then; unpaid, nothing happens."""
    if not may(state, controller, source, "pay {X}{W}{U}{U}"):
        return []
    x = _answer(state, controller, source).x
    if x is None:
        raise NotModelled(
            f"{controller} would choose X for {source.describe()}, and hasn't said (`may`'s `x`)"
        )
    cost = (f"{{{x}}}" if x else "") + "{W}{U}{U}"
    try:
        verify_can_pay(spendable(state, controller), cost, f"pay for {source.describe()}")
    except IllegalAction:
        return []  # CR 118.3: a cost that can't be paid isn't paid, so "if you do" finds nothing done
    pay_mana(state, controller, cost)
    return [*gain_life(state, controller, x), *draw(state, controller, x)]


def may_pay_life_then_reflexive(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """ "You may pay 2 life. When you do, ...": a player may pay life only up to their life total (CR 119.4);
    the reflexive ability triggers only if they paid, during this resolution (CR 603.12), and waits to be put on
    the stack with its target like any other triggered ability (CR 603.3)."""
    if not may(state, controller, source, "pay 2 life") or not pay_life(state, controller, 2):
        return []
    reflexive = created_ability(trigger)
    state.pending.append(PendingTrigger(source.id, controller, reflexive.text, Trigger(reflexive)))
    return [Event("triggered", source=source.id, ability=reflexive.text)]


def may_pay_any_number_of_times(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """ "You may pay {2}{R} any number of times. When you pay this cost one or more times, ...": the player
    chooses how many times as it resolves (CR 603.5), and can choose only a number they can pay for in full
    (CR 118.3): a standing answer their mana can't pay is not paid at all, never paid fewer times than said.
    CR 603.12a: paying one or more times triggers the reflexive ability once, not once for each payment, and it
    knows how many ("that many")."""
    _verify_no_copies_to_choose(state, controller)
    cost = _cost_paid_any_number_of_times(trigger.ability.effect)
    times = _answer(state, controller, source).times
    if times is None:
        if may(state, controller, source, f"pay {cost} any number of times"):
            raise NotModelled(f"{controller} would choose how many times to pay {cost}, and hasn't said")
        times = 0
    if not times or not can_pay(spendable(state, controller), cost * times):
        return []
    pay_mana(state, controller, cost * times)
    reflexive = created_ability(trigger)
    state.pending.append(
        PendingTrigger(source.id, controller, reflexive.text, Trigger(reflexive, amount=times))
    )
    return [Event("triggered", source=source.id, ability=reflexive.text)]


def _cost_paid_any_number_of_times(effect: str) -> str:
    """The mana cost in "you may pay <cost> any number of times", as the ability's effect words it."""
    return effect.removeprefix("you may pay ").split(" any number of times", 1)[0]


def _verify_no_copies_to_choose(state: GameState, player: str) -> None:
    """The reference engine copies and casts no card: with an instant or sorcery card of mana value 3 or less in
    the player's graveyard, the targets would be a choice it doesn't model."""
    if any(
        (card.is_type("Instant") or card.is_type("Sorcery")) and mana_value(card) <= 3
        for card in state.cards("graveyard", player)
    ):
        raise NotModelled("exiling and copying instant and sorcery cards (Bloodthirsty Adversary)")


def that_many_counters_and_copies(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """The reflexive ability: "that many" +1/+1 counters, the number of times the cost was paid (CR 603.12a)."""
    _verify_no_copies_to_choose(state, controller)
    return counters_on_this(source, trigger.amount)


def may_loot(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> list[Event]:
    """Irreverent Gremlin: "you may discard a card. If you do, draw a card. Do this only once each turn": chosen
    as it resolves (CR 603.5), whatever the entering creature's power is by then (its ruling)."""
    ability = trigger.ability
    hand = state.cards("hand", controller)
    if (
        done_this_turn(state, source, ability)
        or not hand
        or not may(state, controller, source, "discard a card")
    ):
        return []
    state.done_this_turn.add((source.id, source.zone_changes, ability.text))
    return [*discard(chosen(state, controller, hand, "a card to discard")), *draw(state, controller, 1)]


def may_pay_four_to_untap(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """Mana Vault: "you may pay {4}. If you do, untap this artifact", chosen as it resolves (CR 603.5). Paying,
    the player may first activate mana abilities, during the resolution (CR 608.2g); a payment the pool can't
    make isn't made (CR 608.2d), and the mana they made stays in their pool."""
    if not may(state, controller, source, "pay {4}"):
        return []
    events = activate_while_paying(state, controller, _answer(state, controller, source).mana)
    if not can_pay(spendable(state, controller), "{4}"):
        return events
    pay_mana(state, controller, "{4}")
    if source.zone == "battlefield":
        events += untap(source)
    return events


def _answer(state: GameState, controller: str, source: GameObject) -> MayAnswer:
    """What the controller said with their `may` answer for the source (times, X, mana); nothing said, no answer."""
    return state.choices.may.get((controller, source.id)) or MayAnswer(yes=False)
