"""What a general triggered ability does as it resolves (CR 608.2), after its intervening "if" is checked
again (CR 603.4); engine/rules/resolving/resolve.py hands each `Trigger` on the stack here."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from rulings.engine.abilities.effects import CopyTargetSpell
from rulings.engine.abilities.triggers import TriggeredEffect
from rulings.engine.rules.actions import discard, sacrifice, tap
from rulings.engine.rules.choices import chosen, may
from rulings.engine.rules.continuous import until_end_of_turn
from rulings.engine.rules.control import attach, gain_control_until_end_of_turn, unattach
from rulings.engine.rules.damage import damage_any_target
from rulings.engine.rules.intervening_if import condition_holds
from rulings.engine.rules.life import lose_life
from rulings.engine.rules.power_toughness import power
from rulings.engine.rules.prevention import prevent_all_damage_to
from rulings.engine.rules.resolving.delayed_triggers import (
    controller_sacrifices_it,
    destroy_at_end_of_combat,
    return_from_exile_with_counter,
    return_from_graveyard_with_counter,
    return_that_card,
    return_that_permanent,
)
from rulings.engine.rules.resolving.each_player import (
    curse_of_disturbance,
    each_player_discards,
    each_player_loses_one_counter_per_life,
    each_player_sacrifices,
    reveal_top_land_to_hand,
)
from rulings.engine.rules.resolving.optional_effects import (
    look_at_top_x,
    may_gain_life_per_color,
    may_loot,
    may_pay_any_number_of_times,
    may_pay_four_to_untap,
    may_pay_life_then_reflexive,
    may_pay_x_gain_and_draw,
    that_many_counters_and_copies,
)
from rulings.engine.rules.resolving.trigger_objects import (
    counters_on_this,
    created_ability,
    defending_player_if_attacked,
    still_in,
)
from rulings.engine.rules.resolving.trigger_tokens import (
    GLIMMER,
    MERFOLK,
    cat_soldier_in_combat,
    return_attacking,
    token_attacking,
)
from rulings.engine.rules.spells.exile_permissions import each_player_exiles_top_card_to_play
from rulings.engine.rules.spells.spell_copies import copy_spell, count_targets, spell_item
from rulings.engine.rules.state_based import destroy
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.rules.turn_structure.added_phases import add_steps_after_this_phase
from rulings.engine.rules.zones import create_tokens
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import DelayedTrigger, StackItem, Trigger
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event


def resolve_trigger(state: GameState, item: StackItem, trigger: Trigger) -> list[Event]:
    """Resolve a triggered ability: nothing happens if its intervening "if" is now false (CR 603.4)."""
    source = state.object(item.source)
    if not condition_holds(state, source, item.controller, trigger.ability.condition):
        return []
    return _EFFECTS[trigger.ability.effect](state, source, item.controller, trigger)


def _tap_enchanted(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> list[Event]:
    enchanted = state.objects.get(source.attached_to) if source.zone == "battlefield" else None
    if enchanted is None or enchanted.zone != "battlefield":
        return []
    return tap(enchanted)


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
    answer = state.choices.may.get(key)
    new_targets = answer.new_targets if answer and answer.yes else None
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


Handler = Callable[[GameState, GameObject, str, Trigger], list[Event]]


def _gain_control_and_attach(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """Ogre Geargrabber: if the target is still an Equipment an opponent controls, the same object (CR 608.2b,
    400.7), its controller gains control of it until end of turn (CR 613.1b, 514.2), then attaches it to the Ogre;
    if it can't be attached (the Ogre gone), the control change stands all the same (its rulings). Then the
    delayed trigger that unattaches it the next time they lose control of it, for any reason (its rulings)."""
    equipment = still_in(state, trigger, "battlefield")
    if (
        equipment is None
        or not has_subtype(state, equipment, "Equipment")
        or equipment.controller not in state.opponents(controller)
    ):
        return []  # CR 608.2b: its only target is illegal, so it doesn't resolve
    events = gain_control_until_end_of_turn(state, source.id, equipment, controller)
    events += attach(state, equipment, source)
    delayed = Trigger(created_ability(trigger), equipment.id, equipment.zone_changes)
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
    creature = still_in(state, trigger, "battlefield")
    if creature is not None:
        creature.skip_next_untap = True
    return []


_EFFECTS: dict[TriggeredEffect, Handler] = {
    "put a +1/+1 counter on this": lambda _state, source, _you, _trigger: counters_on_this(source, 1),
    # --- prevention effects (CR 615): engine/rules/prevention.py ---
    "prevent all damage that would be dealt to you this turn": lambda state, source, you, _trigger: (
        prevent_all_damage_to(state, source, you)
    ),
    "put that many +1/+1 counters on this": lambda _state, source, _you, trigger: counters_on_this(
        source, trigger.amount
    ),
    # --- end prevention effects ---
    "put five +1/+1 counters on this": lambda _state, source, _you, _trigger: counters_on_this(source, 5),
    "each player loses 1 life; put a +1/+1 counter on this for each 1 life lost": (
        each_player_loses_one_counter_per_life
    ),
    # CR 702.130a, 508.5: the player the afflicted creature attacks (or was attacking) loses the life
    "defending player loses 2 life": lambda state, source, _you, _t: lose_life(
        state, defending_player_if_attacked(state, source.id), 2
    ),
    "the controller of the permanent it became sacrifices it": controller_sacrifices_it,
    "equipped creature gains deathtouch until end of turn": lambda state, source, _you, trigger: _gains(
        state, source, trigger.subject, frozenset({"Deathtouch"})
    ),
    "create a 2/2 black Zombie token; each opponent attacking that player does the same": (
        lambda state, _s, you, trigger: curse_of_disturbance(state, you, trigger.subject)
    ),
    "create a 1/1 white Glimmer enchantment creature token tapped and attacking that player": (
        lambda state, _s, you, trigger: token_attacking(state, you, GLIMMER, trigger.subject)
    ),
    "this deals 1 damage to the player that creature is attacking": _damage_attacked_player,
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
    "and attacking": return_attacking,
    "return that permanent to its owner's hand": return_that_permanent,
    # the player chooses one card in their hand (CR 701.9a); with none, nothing happens (Teferi's Imp's ruling)
    "discard a card": lambda state, _source, you, _trigger: discard(
        chosen(state, you, state.cards("hand", you), "a card to discard")
    ),
    "tap enchanted creature": _tap_enchanted,
    "destroy this at end of combat": destroy_at_end_of_combat,
    "destroy this": _destroy,
    "each player discards a card": lambda state, _s, _you, _t: each_player_discards(state),
    "each player sacrifices a creature": lambda state, _s, _you, _t: each_player_sacrifices(state),
    "sacrifice another creature, opponents lose its power; if you can't, tap this and lose 7 life": (
        lambda state, source, you, _t: _sacrifice_another_or_lose_seven(state, source, you)
    ),
    "add {R}; until end of combat, you don't lose this mana": lambda state, source, you, _t: _firebend(
        state, source, you
    ),
    "add {R}{R}; until end of combat, you don't lose this mana": lambda state, source, you, _t: _firebend(
        state, source, you, 2
    ),
    "copy that spell; you may choose new targets for the copy": _copy_that_spell,
    "return that card to the battlefield under your control": return_that_card,
    "you may gain 1 life for each of that spell's colors": may_gain_life_per_color,
    # Lullmage Mentor: the choice is made as it resolves (CR 603.5)
    "you may create a 1/1 blue Merfolk creature token": lambda state, source, you, _t: (
        create_tokens(state, you, MERFOLK, 1) if may(state, you, source, "create a Merfolk token") else []
    ),
    "you may pay {X}{W}{U}{U}; if you do, you gain X life and draw X cards": (
        lambda state, source, you, _trigger: may_pay_x_gain_and_draw(state, source, you)
    ),
    "look at the top X cards of your library; put one into your hand and the rest on the bottom at random": (
        lambda state, _source, you, trigger: look_at_top_x(state, you, trigger)
    ),
    "you may discard a card; if you do, draw a card": may_loot,
    "you may pay {4}; if you do, untap this": may_pay_four_to_untap,
    "you may pay 2 life; when you do, target creature gets -1/-1 until end of turn": may_pay_life_then_reflexive,
    "you may pay {2}{R} any number of times; when you pay one or more times, that many counters and copies": (
        may_pay_any_number_of_times
    ),
    "put that many +1/+1 counters on this, then copy up to that many instants and sorceries from your graveyard": (
        that_many_counters_and_copies
    ),
    "destroy target artifact": lambda state, source, you, trigger: (
        _destroy(state, source, you, trigger) if state.object(trigger.subject).is_type("Artifact") else []
    ),  # CR 608.2b: only if its target is still an artifact
    "return that card to the battlefield under its owner's control with a +1/+1 counter": (
        return_from_exile_with_counter
    ),
    "return this to the battlefield under its owner's control with a +1/+1 counter": (
        return_from_graveyard_with_counter
    ),
    "create a 1/1 white Cat Soldier token with vigilance that's attacking": cat_soldier_in_combat,
    "create a 1/1 white Cat Soldier token with vigilance that's blocking that creature": cat_soldier_in_combat,
    "defending player reveals the top card of their library; a land goes to their hand": (
        lambda state, source, _you, _t: reveal_top_land_to_hand(
            state, defending_player_if_attacked(state, source.id)
        )
    ),
}


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
