"""What a general triggered ability does as it resolves (CR 608.2), after its intervening "if" is checked
again (CR 603.4); engine/rules/resolving/resolve.py hands each `Trigger` on the stack here."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from rulings.engine.abilities.effects import CopyTargetSpell
from rulings.engine.abilities.triggers import Token, Triggered, TriggeredEffect
from rulings.engine.rules.abilities.triggers import condition_holds, done_this_turn
from rulings.engine.rules.actions import apnap_order, discard, draw, sacrifice, tap, untap
from rulings.engine.rules.choices import chosen, may
from rulings.engine.rules.combat_phase.entering_combat import enter_attacking, enter_blocking
from rulings.engine.rules.combat_phase.in_combat import attacking, defending_player
from rulings.engine.rules.continuous import until_end_of_turn, your_creatures_gain
from rulings.engine.rules.control import attach, gain_control_until_end_of_turn, unattach
from rulings.engine.rules.damage import damage_any_target
from rulings.engine.rules.life import gain_life, lose_life, pay_life
from rulings.engine.rules.mana.mana_abilities import activate_while_paying
from rulings.engine.rules.mana.payment import can_pay, pay_mana, spendable, verify_can_pay
from rulings.engine.rules.players import lose_by_effect, win
from rulings.engine.rules.power_toughness import power
from rulings.engine.rules.spells.exile_permissions import each_player_exiles_top_card_to_play
from rulings.engine.rules.spells.spell_copies import copy_spell, count_targets, spell_item
from rulings.engine.rules.state_based import destroy, dies
from rulings.engine.rules.turn_structure.added_phases import add_steps_after_this_phase
from rulings.engine.rules.zones import create_tokens, enter_battlefield, put_into, put_into_graveyard
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, colors, mana_value
from rulings.engine.state.stack import DelayedTrigger, PendingTrigger, StackItem, Trigger
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event

ELF_WARRIOR = Token(frozenset({"Elf", "Warrior"}), frozenset({"Creature"}), "1", "1", colors=frozenset("G"))
GREMLIN = Token(frozenset({"Gremlin"}), frozenset({"Creature"}), "1", "1", colors=frozenset("R"))
GLIMMER = Token(
    frozenset({"Glimmer"}), frozenset({"Enchantment", "Creature"}), "1", "1", colors=frozenset("W")
)
ZOMBIE = Token(frozenset({"Zombie"}), frozenset({"Creature"}), "2", "2", colors=frozenset("B"))
GOBLIN = Token(
    frozenset({"Goblin"}), frozenset({"Creature"}), "1", "1", frozenset({"Haste"}), colors=frozenset("R")
)
CAT_SOLDIER = Token(
    frozenset({"Cat", "Soldier"}),
    frozenset({"Creature"}),
    "1",
    "1",
    frozenset({"Vigilance"}),
    colors=frozenset("W"),
)
KNIGHT = Token(
    frozenset({"Knight"}), frozenset({"Creature"}), "2", "2", frozenset({"Vigilance"}), colors=frozenset("W")
)
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


def _controller_sacrifices_it(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """ "The controller of the permanent it becomes sacrifices it": whoever controls it now, if it is still that
    permanent (CR 400.7, 701.21a)."""
    permanent = _still(state, trigger, "battlefield")
    return sacrifice(state, permanent.controller, permanent) if permanent else []


def _return_that_permanent(state: GameState, _source: GameObject, _you: str, trigger: Trigger) -> list[Event]:
    """Dash's delayed trigger (CR 702.109a): the permanent goes to its owner's hand only if it is still on the
    battlefield as the same object; one that died or left stays where it is (Mardu Scout's rulings, CR 400.7)."""
    permanent = _still(state, trigger, "battlefield")
    if permanent is None:
        return []
    put_into(permanent, "hand")
    return [Event("returned_to_hand", object=permanent.id)]


# Glorious End's delayed triggered ability (CR 603.7a), created as the spell goes on resolving after ending the
# turn exiled it (CR 608.2m): its source is the spell, its controller the spell's (CR 603.7d).
LOSE_AT_YOUR_NEXT_END_STEP = Triggered(
    "At the beginning of your next end step, you lose the game.",
    "beginning of your next end step",
    "you lose the game",
)


def lose_at_your_next_end_step(state: GameState, spell: GameObject, controller: str) -> None:
    """Create Glorious End's delayed trigger: an end step of a later turn of its controller's, since ending the
    turn skipped this turn's end step (its rulings)."""
    state.delayed.append(DelayedTrigger(spell.id, controller, Trigger(LOSE_AT_YOUR_NEXT_END_STEP)))


def resolve_trigger(state: GameState, item: StackItem, trigger: Trigger) -> list[Event]:
    """Resolve a triggered ability: nothing happens if its intervening "if" is now false (CR 603.4)."""
    source = state.object(item.source)
    if not condition_holds(state, source, item.controller, trigger.ability.condition):
        return []
    return _EFFECTS[trigger.ability.effect](state, source, item.controller, trigger)


def _counters_on_this(source: GameObject, count: int) -> list[Event]:
    if source.zone != "battlefield" or count <= 0:
        return []  # CR 400.7: the permanent it refers to is gone
    source.counters["+1/+1"] += count
    return [Event("counters_put", object=source.id, ability=f"{count} +1/+1")]


def _each_player_loses_one_counter_per_life(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """Blood Tyrant: each player in the game loses 1 life (CR 119.3), its controller too, then the permanent gets a
    +1/+1 counter for each 1 life lost this way (its rulings)."""
    events: list[Event] = []
    for player in apnap_order(state):
        if player not in state.lost:
            events += lose_life(state, player, 1)
    return events + _counters_on_this(source, sum(e.amount for e in events))


def _tap_enchanted(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> list[Event]:
    enchanted = state.objects.get(source.attached_to) if source.zone == "battlefield" else None
    if enchanted is None or enchanted.zone != "battlefield":
        return []
    return tap(enchanted)


def _destroy_at_end_of_combat(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """CR 603.7a, 603.7e: a delayed triggered ability, whose source is this ability's source."""
    delayed = Trigger(_created(trigger), source.id, source.zone_changes)
    state.delayed.append(DelayedTrigger(source.id, controller, delayed))
    return []


def _firebend(state: GameState, source: GameObject, player: str, n: int = 1) -> list[Event]:
    """CR 702.189a: "add N {R}. Until end of combat, you don't lose this mana as steps and phases end"."""
    state.pools[player]["R"] += n
    state.combat_mana.setdefault(player, Counter())["R"] += n
    return [Event("mana_added", player=player, source=source.id, mana="{R}" * n)]


def _copy_that_spell(state: GameState, source: GameObject, you: str, trigger: Trigger) -> list[Event]:
    """Fire Lord Azula: "copy that spell. You may choose new targets for the copy." The copy is made as the ability
    resolves, above the spell it copies (its rulings), with the spell's choices (CR 707.10): a copy of a bestowed
    Aura spell is a bestowed Aura spell (CR 702.103c). It keeps the spell's targets unless its controller's "yes"
    to the ability (the protocol's `may`) names new ones, as many as the spell has; a new one not legal then leaves
    that target unchanged (CR 707.10c)."""
    item = spell_item(state, trigger.subject)
    if item is None:
        # Its rulings: the copy is made even if the spell was countered first, from the spell as it last
        # existed on the stack (CR 608.2h), which the engine doesn't keep.
        raise NotModelled(f"copying {state.object(trigger.subject).describe()}, which has left the stack")
    key = (you, source.id)
    new_targets = state.may_new_targets.get(key) if state.may.get(key) else None
    if new_targets is not None and len(new_targets) != count_targets(item):
        raise NotModelled(
            f"{you} named {len(new_targets)} new target(s) for the copy of "
            f"{state.object(trigger.subject).describe()}, which has {count_targets(item)} (CR 707.10c)"
        )
    return copy_spell(state, CopyTargetSpell(0, new_targets=True), trigger.subject, you, new_targets)


def _destroy(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> list[Event]:
    """CR 603.7c: it destroys the object it refers to, if that is still on the battlefield (CR 400.7)."""
    doomed = state.object(trigger.subject or source.id)
    same = trigger.zone_changes in (-1, doomed.zone_changes)  # if it left and returned, it's a new object
    return destroy(state, doomed) if doomed.zone == "battlefield" and same else []  # CR 702.12b


def _others_gain_vigilance(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    your_creatures_gain(state, source.id, controller, frozenset({"Vigilance"}), other_than=source.id)
    return []


def _damage_attacked_player(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """Cavalcade of Calamity: the player or planeswalker the creature attacks, or was attacking as it left combat
    or the battlefield (CR 508.5); its power now doesn't matter (CR 508.2a)."""
    attacked = state.combat.attackers.get(trigger.subject, "")
    if not attacked:
        return []
    # CR 120.3c: a planeswalker it attacks loses a loyalty counter; none if it has left (CR 506.4c).
    return damage_any_target(state, source.id, attacked, 1)


def _return_that_card(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> list[Event]:
    """CR 603.6: the ability looks for the card in the zone it went to, the graveyard; if it has left it (even to
    return, CR 400.7), or was a token that ceased to exist (CR 704.5d), it does nothing."""
    card = _still(state, trigger, "graveyard")
    return enter_battlefield(state, card, controller) if card else []


def _return_from_exile_with_counter(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """CR 603.7c, 400.7: the card, if it is still the object that was exiled; a new object with only this
    +1/+1 counter, which it enters with (CR 614.1c)."""
    card = _still(state, trigger, "exile")
    if card is None:
        return []
    events = enter_battlefield(state, card, card.owner)
    card.counters["+1/+1"] += 1
    return [*events, Event("counters_put", object=card.id, ability="1 +1/+1")]


def _may_gain_life_per_color(
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


def _look_at_top_x(state: GameState, controller: str, trigger: Trigger) -> list[Event]:
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


def _may_pay_x_gain_and_draw(state: GameState, source: GameObject, controller: str) -> list[Event]:
    """Azor, the Lawbringer: "you may pay {X}{W}{U}{U}. If you do, you gain X life and draw X cards". X is in
    no cost of the ability, only in its text, and undefined: its controller chooses it as it resolves, along
    with whether to pay (CR 107.3f, 603.5), and pays from their pool then; unpaid, nothing happens."""
    if not may(state, controller, source, "pay {X}{W}{U}{U}"):
        return []
    x = state.may_x.get((controller, source.id))
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


def _may_pay_life_then_reflexive(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """ "You may pay 2 life. When you do, ...": a player may pay life only up to their life total (CR 119.4);
    the reflexive ability triggers only if they paid, during this resolution (CR 603.12), and waits to be put on
    the stack with its target like any other triggered ability (CR 603.3)."""
    if not may(state, controller, source, "pay 2 life") or not pay_life(state, controller, 2):
        return []
    reflexive = _created(trigger)
    state.pending.append(PendingTrigger(source.id, controller, reflexive.text, Trigger(reflexive)))
    return [Event("triggered", source=source.id, ability=reflexive.text)]


def _created(trigger: Trigger) -> Triggered:
    """The delayed or reflexive triggered ability the resolving ability's text creates (CR 603.7a, 603.12a)."""
    assert trigger.ability.creates is not None, f"{trigger.ability.text!r} creates no ability"
    return trigger.ability.creates


def _may_pay_any_number_of_times(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """ "You may pay {2}{R} any number of times. When you pay this cost one or more times, ...": the player
    chooses how many times as it resolves (CR 603.5), and can choose only a number they can pay for in full
    (CR 118.3): a standing answer their mana can't pay is not paid at all, never paid fewer times than said.
    CR 603.12a: paying one or more times triggers the reflexive ability once, not once for each payment, and it
    knows how many ("that many")."""
    _verify_no_copies_to_choose(state, controller)
    cost = _cost_paid_any_number_of_times(trigger.ability.effect)
    times = state.may_times.get((controller, source.id))
    if times is None:
        if may(state, controller, source, f"pay {cost} any number of times"):
            raise NotModelled(f"{controller} would choose how many times to pay {cost}, and hasn't said")
        times = 0
    if not times or not can_pay(spendable(state, controller), cost * times):
        return []
    pay_mana(state, controller, cost * times)
    reflexive = _created(trigger)
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


def _that_many_counters_and_copies(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """The reflexive ability: "that many" +1/+1 counters, the number of times the cost was paid (CR 603.12a)."""
    _verify_no_copies_to_choose(state, controller)
    return _counters_on_this(source, trigger.amount)


def _minus_one_until_end_of_turn(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """CR 608.2b: its target, if it is still the same creature on the battlefield."""
    target = _still(state, trigger, "battlefield")
    if target is not None and target.is_type("Creature"):
        until_end_of_turn(state, source.id, [target], power=-1, toughness=-1)
    return []


def _may_loot(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> list[Event]:
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


def _may_pay_four_to_untap(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """Mana Vault: "you may pay {4}. If you do, untap this artifact", chosen as it resolves (CR 603.5). Paying,
    the player may first activate mana abilities, during the resolution (CR 608.2g); a payment the pool can't
    make isn't made (CR 608.2d), and the mana they made stays in their pool."""
    if not may(state, controller, source, "pay {4}"):
        return []
    events = activate_while_paying(state, controller, state.may_mana.get((controller, source.id), ()))
    if not can_pay(spendable(state, controller), "{4}"):
        return events
    pay_mana(state, controller, "{4}")
    if source.zone == "battlefield":
        events += untap(source)
    return events


def _cat_soldier_in_combat(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """Brimaz: a Cat Soldier token put onto the battlefield attacking (CR 508.4) or, with the attacker Brimaz
    blocked as the subject, blocking that creature (CR 509.4); it is in combat as it enters, before any
    ability triggers on its entering looks (CR 603.6a)."""
    events = create_tokens(state, controller, CAT_SOLDIER, 1)
    # Each token created, also those an effect that doubles tokens adds (Anointed Procession's rulings).
    for token in [state.object(e.object) for e in events if e.kind == "entered"]:
        if trigger.ability.effect.endswith("blocking that creature"):
            enter_blocking(state, token, trigger.subject)
        else:
            enter_attacking(state, token)
    return events


Handler = Callable[[GameState, GameObject, str, Trigger], list[Event]]


def _gain_control_and_attach(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """Ogre Geargrabber: if the target is still an Equipment an opponent controls, the same object (CR 608.2b,
    400.7), its controller gains control of it until end of turn (CR 613.1b, 514.2), then attaches it to the Ogre;
    if it can't be attached (the Ogre gone), the control change stands all the same (its rulings). Then the
    delayed trigger that unattaches it the next time they lose control of it, for any reason (its rulings)."""
    equipment = _still(state, trigger, "battlefield")
    if (
        equipment is None
        or not equipment.has_subtype("Equipment")
        or equipment.controller not in state.opponents(controller)
    ):
        return []  # CR 608.2b: its only target is illegal, so it doesn't resolve
    events = gain_control_until_end_of_turn(state, source.id, equipment, controller)
    events += attach(state, equipment, source)
    delayed = Trigger(_created(trigger), equipment.id, equipment.zone_changes)
    state.delayed.append(DelayedTrigger(source.id, controller, delayed))
    return events


def _unattach_that(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> list[Event]:
    """ "Unattach it" (CR 701.3d): from whatever it is attached to now, if it is still that object (CR 400.7)."""
    equipment = state.object(trigger.subject)
    if equipment.zone_changes != trigger.zone_changes:
        return []
    return unattach(state, equipment)


def _that_creature_skips_next_untap(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """Stitcher's Graft: the creature that attacked, if still that permanent, doesn't untap during its
    controller's next untap step, whoever controls it then; several such effects all end in that one step
    (CR 502.3; its rulings)."""
    creature = _still(state, trigger, "battlefield")
    if creature is not None:
        creature.skip_next_untap = True
    return []


def _return_attacking(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> list[Event]:
    """Chorale of the Void: the target card, if still in that graveyard as the same object (CR 608.2b, 400.7),
    enters under its controller's control (unless an effect replaces that, CR 616.1b) tapped and attacking
    (CR 508.4): attacking only if it is the attacking player's (CR 506.3b)."""
    card = _still(state, trigger, "graveyard")
    if card is None or not card.is_type("Creature"):
        return []
    events = enter_battlefield(state, card, controller)
    card.tapped = True  # it enters tapped: it doesn't become tapped (CR 614.1d, 614.12)
    enter_attacking(state, card)
    return events


_EFFECTS: dict[TriggeredEffect, Handler] = {
    "you gain 1 life": lambda state, _source, you, _trigger: gain_life(state, you, 1),
    "you gain 2 life": lambda state, _source, you, _trigger: gain_life(state, you, 2),
    "put a +1/+1 counter on this": lambda _state, source, _you, _trigger: _counters_on_this(source, 1),
    "put five +1/+1 counters on this": lambda _state, source, _you, _trigger: _counters_on_this(source, 5),
    "each player loses 1 life; put a +1/+1 counter on this for each 1 life lost": (
        _each_player_loses_one_counter_per_life
    ),
    "you win the game": lambda state, _source, you, _trigger: win(state, you),
    "you lose the game": lambda state, _source, you, _trigger: lose_by_effect(state, you),
    "draw a card": lambda state, _source, you, _trigger: draw(state, you, 1),
    "this gets +3/+0 until end of turn": lambda state, source, _you, _t: _this_gets(state, source, 3, 0),
    "this gets +0/+3 until end of turn": lambda state, source, _you, _t: _this_gets(state, source, 0, 3),
    "this gets +1/+1 until end of turn": lambda state, source, _you, _t: _this_gets(state, source, 1, 1),
    # CR 702.130a, 508.5: the player the afflicted creature attacks (or was attacking) loses the life
    "defending player loses 2 life": lambda state, source, _you, _t: lose_life(
        state, _defending_player(state, source.id), 2
    ),
    "create a 1/1 red Gremlin token": lambda state, _s, you, _t: create_tokens(state, you, GREMLIN, 1),
    "create two 2/2 black Zombie tokens": lambda state, _s, you, _t: create_tokens(state, you, ZOMBIE, 2),
    "the controller of the permanent it became sacrifices it": _controller_sacrifices_it,
    "equipped creature gains deathtouch until end of turn": lambda state, source, _you, trigger: _gains(
        state, source, trigger.subject, frozenset({"Deathtouch"})
    ),
    "create a 2/2 black Zombie token; each opponent attacking that player does the same": (
        lambda state, _s, you, trigger: _curse_of_disturbance(state, you, trigger.subject)
    ),
    "create a 1/1 white Glimmer enchantment creature token tapped and attacking that player": (
        lambda state, _s, you, trigger: _token_attacking(state, you, GLIMMER, trigger.subject)
    ),
    "this deals 1 damage to the player that creature is attacking": _damage_attacked_player,
    "create a 1/1 green Elf Warrior token": lambda state, _s, you, _t: create_tokens(
        state, you, ELF_WARRIOR, 1
    ),
    "create a 1/1 red Goblin token with haste": lambda state, _s, you, _t: create_tokens(
        state, you, GOBLIN, 1
    ),
    "create a 2/2 white Knight token with vigilance": lambda state, _s, you, _t: create_tokens(
        state, you, KNIGHT, 1
    ),
    "Knights you control get +2/+1 until end of turn": lambda state, source, you, _t: _knights_get(
        state, source, you
    ),
    "you get that many additional upkeep steps after this phase": lambda state, _s, you, trigger: (
        add_steps_after_this_phase(state, you, "upkeep", trigger.amount)
    ),
    "each player exiles the top card of their library and may play it until your next end step": (
        lambda state, source, you, _t: each_player_exiles_top_card_to_play(state, source, you)
    ),
    "sacrifice this": lambda state, source, you, _trigger: sacrifice(state, you, source),
    "sacrifice that permanent": lambda state, _source, you, trigger: _sacrifice_that(state, you, trigger),
    "gain control of target Equipment an opponent controls until end of turn; attach it to this; when you lose "
    "control of it, unattach it": _gain_control_and_attach,
    "unattach that object": _unattach_that,
    "equipped creature doesn't untap during its controller's next untap step": _that_creature_skips_next_untap,
    "put target creature card from defending player's graveyard onto the battlefield under your control tapped "
    "and attacking": _return_attacking,
    "return that permanent to its owner's hand": _return_that_permanent,
    # the player chooses one card in their hand (CR 701.9a); with none, nothing happens (Teferi's Imp's ruling)
    "discard a card": lambda state, _source, you, _trigger: discard(
        chosen(state, you, state.cards("hand", you), "a card to discard")
    ),
    "tap enchanted creature": _tap_enchanted,
    "destroy this at end of combat": _destroy_at_end_of_combat,
    "destroy this": _destroy,
    "each player discards a card": lambda state, _s, _you, _t: _each_player_discards(state),
    "each player sacrifices a creature": lambda state, _s, _you, _t: each_player_sacrifices(state),
    "sacrifice another creature, opponents lose its power; if you can't, tap this and lose 7 life": (
        lambda state, source, you, _t: _sacrifice_another_or_lose_seven(state, source, you)
    ),
    "other creatures you control gain vigilance until end of turn": _others_gain_vigilance,
    "add {R}; until end of combat, you don't lose this mana": lambda state, source, you, _t: _firebend(
        state, source, you
    ),
    "add {R}{R}; until end of combat, you don't lose this mana": lambda state, source, you, _t: _firebend(
        state, source, you, 2
    ),
    "copy that spell; you may choose new targets for the copy": _copy_that_spell,
    "return that card to the battlefield under your control": _return_that_card,
    "you may gain 1 life for each of that spell's colors": _may_gain_life_per_color,
    "you may pay {X}{W}{U}{U}; if you do, you gain X life and draw X cards": (
        lambda state, source, you, _trigger: _may_pay_x_gain_and_draw(state, source, you)
    ),
    "look at the top X cards of your library; put one into your hand and the rest on the bottom at random": (
        lambda state, _source, you, trigger: _look_at_top_x(state, you, trigger)
    ),
    "you may discard a card; if you do, draw a card": _may_loot,
    "you may pay {4}; if you do, untap this": _may_pay_four_to_untap,
    "you may pay 2 life; when you do, target creature gets -1/-1 until end of turn": _may_pay_life_then_reflexive,
    "target creature gets -1/-1 until end of turn": _minus_one_until_end_of_turn,
    "you may pay {2}{R} any number of times; when you pay one or more times, that many counters and copies": (
        _may_pay_any_number_of_times
    ),
    "put that many +1/+1 counters on this, then copy up to that many instants and sorceries from your graveyard": (
        _that_many_counters_and_copies
    ),
    "destroy target artifact": lambda state, source, you, trigger: (
        _destroy(state, source, you, trigger) if state.object(trigger.subject).is_type("Artifact") else []
    ),  # CR 608.2b: only if its target is still an artifact
    "return that card to the battlefield under its owner's control with a +1/+1 counter": (
        _return_from_exile_with_counter
    ),
    "create a 1/1 white Cat Soldier token with vigilance that's attacking": _cat_soldier_in_combat,
    "create a 1/1 white Cat Soldier token with vigilance that's blocking that creature": _cat_soldier_in_combat,
    "defending player reveals the top card of their library; a land goes to their hand": (
        lambda state, source, _you, _t: _reveal_top_land_to_hand(state, _defending_player(state, source.id))
    ),
}


def _defending_player(state: GameState, creature: str) -> str:
    """CR 508.5: the defending player of an ability of a creature that attacked: the player it attacks, or the
    controller of the planeswalker it attacks; no one if it never attacked this combat."""
    return defending_player(state, creature) if creature in state.combat.attackers else ""


def _this_gets(state: GameState, source: GameObject, power: int, toughness: int) -> list[Event]:
    """ "It gets +N/+M until end of turn": the permanent the ability came from, if it is still on the battlefield
    (CR 400.7, 611.2c)."""
    if source.zone == "battlefield":
        until_end_of_turn(state, source.id, [source], power=power, toughness=toughness)
    return []


def _knights_get(state: GameState, source: GameObject, controller: str) -> list[Event]:
    """History of Benalia's III: the Knights its controller controls as it resolves, and only those (CR 611.2c,
    its ruling), even if the Saga is gone by then (CR 608.2h)."""
    knights = [p for p in state.battlefield() if p.controller == controller and p.has_subtype("Knight")]
    until_end_of_turn(state, source.id, knights, power=2, toughness=1)
    return []


def _token_attacking(state: GameState, controller: str, spec: Token, player: str) -> list[Event]:
    """CR 508.4: a token put onto the battlefield tapped and attacking that player; it was never declared as
    an attacker, so nothing that triggers on attacking triggers (CR 508.3a, 508.3c-e)."""
    events = create_tokens(state, controller, spec, 1)
    for entered in events:
        if entered.kind == "entered":
            state.objects[entered.object].tapped = True
            enter_attacking(
                state, state.objects[entered.object], player
            )  # CR 508.4a: a player who left, none
    return events


def _curse_of_disturbance(state: GameState, controller: str, enchanted: str) -> list[Event]:
    """The Curse's controller creates a Zombie, then each opponent of theirs who is attacking the enchanted player
    as it resolves: who controls a creature attacking them now (CR 508.6), not who attacked them (the rulings)."""
    attacking_players = {
        state.objects[c].controller for c, whom in attacking(state).items() if whom == enchanted
    }
    makers = [controller] + [
        p for p in apnap_order(state) if p in state.opponents(controller) and p in attacking_players
    ]
    events: list[Event] = []
    for player in makers:
        events += create_tokens(state, player, ZOMBIE, 1)
    return events


def _gains(state: GameState, source: GameObject, creature_id: str, keywords: frozenset[str]) -> list[Event]:
    """Hedron Blade: the creature it triggered for gains the keywords until end of turn, if it is still on the
    battlefield (CR 400.7, 611.2c)."""
    creature = state.object(creature_id)
    if creature.zone == "battlefield":
        until_end_of_turn(state, source.id, [creature], keywords=keywords)
    return []


def _sacrifice_another_or_lose_seven(state: GameState, source: GameObject, player: str) -> list[Event]:
    """Xathrid Demon: CR 608.2d, the creature is chosen as the ability resolves, among the creatures other than
    the source its controller controls then (a second Demon included); the "if you can't" option is open only
    when there is none (its rulings). The life lost is the sacrificed creature's power as it last existed
    (CR 608.2h)."""
    others = [p for p in state.creatures(player) if p is not source]
    if not others:
        events: list[Event] = []
        if source.zone == "battlefield":
            events += tap(source)
        return [*events, *lose_life(state, player, 7)]
    victim = chosen(state, player, others, "a creature to sacrifice")[0]
    lost = max(power(state, victim), 0)  # CR 107.1b: a negative power loses no life
    events = sacrifice(state, player, victim)
    for opponent in state.opponents(player):
        events += lose_life(state, opponent, lost)
    return events


def _sacrifice_that(state: GameState, player: str, trigger: Trigger) -> list[Event]:
    """Stitcher's Graft: the permanent it became unattached from, if it is still that object (CR 400.7) and
    the ability's controller controls it (the rulings: otherwise it can't be sacrificed)."""
    permanent = state.object(trigger.subject)
    if permanent.zone_changes != trigger.zone_changes:
        return []
    return sacrifice(state, player, permanent)


def _each_player_discards(state: GameState, count: int = 1) -> list[Event]:
    """CR 101.4: each player in APNAP order chooses that many cards in their hand (all they have, if no more),
    then all are discarded at once."""
    picked: list[GameObject] = []
    for player in apnap_order(state):
        picked += chosen(state, player, state.cards("hand", player), "cards to discard", count)
    return discard(picked)


def each_player_sacrifices(state: GameState, count: int = 1, kind: str = "Creature") -> list[Event]:
    """CR 101.4: each player in APNAP order chooses that many permanents of the kind they control (all they
    have, if no more), then all are sacrificed at once (CR 701.21a)."""
    choices: list[tuple[str, GameObject]] = []
    for player in apnap_order(state):
        permanents = [p for p in state.battlefield() if p.controller == player and p.is_type(kind)]
        what = f"{kind.lower()}s to sacrifice"
        choices += [(player, c) for c in chosen(state, player, permanents, what, count)]
    # CR 101.4b: each choice is announced as it's made, so the players after know it when they choose.
    events = [Event("chose", player=player, object=permanent.id) for player, permanent in choices]
    for player, permanent in choices:
        events.append(Event("sacrificed", player=player, object=permanent.id))
    for _, permanent in choices:
        if permanent.is_type("Creature"):
            events += dies(state, permanent)
        else:
            put_into_graveyard(permanent)
    return events


def each_player_discards(state: GameState, count: int) -> list[Event]:
    """ "Each player discards N cards": APNAP choices, then all at once (CR 101.4, 701.9a)."""
    return _each_player_discards(state, count)


def _reveal_top_land_to_hand(state: GameState, player: str) -> list[Event]:
    """Goblin Guide: the defending player reveals their library's top card (CR 701.20a) and puts it into
    their hand if it is a land card."""
    library = state.cards("library", player)
    if not library:
        return []
    top = library[0]
    events = [Event("revealed", player=player, object=top.id)]
    if top.is_type("Land"):
        put_into(top, "hand")
    return events


def _still(state: GameState, trigger: Trigger, zone: str) -> GameObject | None:
    """The object the ability acts on, if it is still that object in that zone (CR 400.7, 608.2b); a phased-out
    permanent is treated as though it doesn't exist (CR 702.26b)."""
    obj = state.object(trigger.subject)
    still = obj.zone == zone and obj.zone_changes == trigger.zone_changes and not obj.phased_out
    return obj if still else None
