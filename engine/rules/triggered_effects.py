"""What a general triggered ability does as it resolves (CR 608.2), after its intervening "if" is checked
again (CR 603.4); engine/rules/resolving.py hands each `Trigger` on the stack here."""

from __future__ import annotations

from collections.abc import Callable

from rulings.engine.abilities.triggers import Token, Triggered, TriggeredEffect
from rulings.engine.rules.combat import defending_player
from rulings.engine.rules.continuous import your_creatures_gain
from rulings.engine.rules.drawing import draw
from rulings.engine.rules.entering_combat import enter_attacking, enter_blocking
from rulings.engine.rules.state_based import destroy, dies
from rulings.engine.rules.triggers import apnap, condition_holds
from rulings.engine.rules.zones import create_tokens, put_into, put_into_graveyard
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import DelayedTrigger, StackItem, Trigger
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event

ELF_WARRIOR = Token(frozenset({"Elf", "Warrior"}), frozenset({"Creature"}), "1", "1", colors=frozenset("G"))
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
# Arrogant Bloodlord's delayed triggered ability (CR 603.7a): "destroy this creature at end of combat".
DESTROY_AT_END_OF_COMBAT = Triggered(
    "At end of combat, destroy this creature.", "beginning of end of combat", "destroy this"
)


def resolve_trigger(state: GameState, item: StackItem, trigger: Trigger) -> list[Event]:
    """Resolve a triggered ability: nothing happens if its intervening "if" is now false (CR 603.4)."""
    source = state.object(item.source)
    if not condition_holds(state, source, item.controller, trigger.ability.condition):
        return []
    return _EFFECTS[trigger.ability.effect](state, source, item.controller, trigger)


def _counter_on_this(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> list[Event]:
    if source.zone != "battlefield":
        return []  # CR 400.7: the permanent it refers to is gone
    source.counters["+1/+1"] += 1
    return [Event("counters_put", object=source.id, ability="1 +1/+1")]


def _tap_enchanted(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> list[Event]:
    enchanted = state.objects.get(source.attached_to) if source.zone == "battlefield" else None
    if enchanted is None or enchanted.zone != "battlefield" or enchanted.tapped:
        return []
    enchanted.tapped = True
    return [Event("tapped", object=enchanted.id)]


def _destroy_at_end_of_combat(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """CR 603.7a, 603.7e: a delayed triggered ability, whose source is this ability's source."""
    delayed = Trigger(DESTROY_AT_END_OF_COMBAT, source.id, source.zone_changes)
    state.delayed.append(DelayedTrigger(source.id, controller, delayed))
    return []


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


def _cat_soldier_in_combat(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """Brimaz: a Cat Soldier token put onto the battlefield attacking (CR 508.4) or, with the attacker Brimaz
    blocked as the subject, blocking that creature (CR 509.4); it is in combat as it enters, before any
    ability triggers on its entering looks (CR 603.6a)."""
    events = create_tokens(state, controller, CAT_SOLDIER, 1)
    token = state.object(events[0].object)
    if trigger.ability.effect.endswith("blocking that creature"):
        enter_blocking(state, token, trigger.subject)
    else:
        enter_attacking(state, token)
    return events


Handler = Callable[[GameState, GameObject, str, Trigger], list[Event]]
_EFFECTS: dict[TriggeredEffect, Handler] = {
    "you gain 1 life": lambda state, _source, you, _trigger: gain_life(state, you, 1),
    "put a +1/+1 counter on this": _counter_on_this,
    "you win the game": lambda state, _source, you, _trigger: _win(state, you),
    "draw a card": lambda state, _source, you, _trigger: draw(state, you, 1),
    "create a 1/1 green Elf Warrior token": lambda state, _s, you, _t: create_tokens(
        state, you, ELF_WARRIOR, 1
    ),
    "create a 1/1 red Goblin token with haste": lambda state, _s, you, _t: create_tokens(
        state, you, GOBLIN, 1
    ),
    "sacrifice this": lambda state, source, you, _trigger: _sacrifice(state, you, source),
    "tap enchanted creature": _tap_enchanted,
    "destroy this at end of combat": _destroy_at_end_of_combat,
    "destroy this": _destroy,
    "each player discards a card": lambda state, _s, _you, _t: _each_player_discards(state),
    "each player sacrifices a creature": lambda state, _s, _you, _t: each_player_sacrifices(state),
    "other creatures you control gain vigilance until end of turn": _others_gain_vigilance,
    "create a 1/1 white Cat Soldier token with vigilance that's attacking": _cat_soldier_in_combat,
    "create a 1/1 white Cat Soldier token with vigilance that's blocking that creature": _cat_soldier_in_combat,
    "defending player reveals the top card of their library; a land goes to their hand": (
        lambda state, source, _you, _t: _reveal_top_land_to_hand(
            state, defending_player(state, source.id) if source.id in state.combat.attackers else ""
        )
    ),
}


def gain_life(state: GameState, player: str, amount: int) -> list[Event]:
    """CR 119.3: the player gains that much life: one life-gaining event (CR 603.2c)."""
    state.life[player] = state.life_total(player) + amount
    return [Event("life_gained", player=player, amount=amount)]


def _win(state: GameState, player: str) -> list[Event]:
    """CR 104.2b: an effect may state that a player wins the game; the game ends (CR 104.1), so every
    opponent has lost it (CR 104.2a)."""
    if player in state.won or player in state.lost:
        return []
    state.won.add(player)
    events = [Event("won_game", player=player)]
    for opponent in state.opponents(player):
        if opponent not in state.lost:
            state.lost.add(opponent)
            events.append(Event("lost_game", player=opponent))
    return events


def _sacrifice(state: GameState, player: str, permanent: GameObject) -> list[Event]:
    """CR 701.21a: its controller moves it to its owner's graveyard; a player sacrifices only a permanent they
    control, and one that has left the battlefield can't be (CR 400.7)."""
    if permanent.zone != "battlefield" or permanent.controller != player:
        return []
    event = Event("sacrificed", player=player, object=permanent.id)
    if permanent.is_type("Creature"):
        return [event, *dies(state, permanent)]
    put_into_graveyard(permanent)
    return [event]


def chosen(
    state: GameState, player: str, options: list[GameObject], what: str, count: int = 1
) -> list[GameObject]:
    """The `count` objects the player chooses among the options: all of them if there are no more; otherwise
    the first of their stated preference (the protocol's `prefer`) that are options."""
    if len(options) <= count:
        return options
    preference = state.preference.get(player, [])
    picked = [o for p in preference for o in options if o.id == p][:count]
    if len(picked) < count:
        names = ", ".join(o.describe() for o in options)
        raise NotModelled(f"{player} would choose {what} among {names}, and hasn't said which (`prefer`)")
    return picked


def _each_player_discards(state: GameState) -> list[Event]:
    """CR 101.4: each player in APNAP order chooses a card in their hand, then all are discarded at once."""
    choices: list[tuple[str, GameObject]] = []
    for player in apnap(state):
        choices += [
            (player, card) for card in chosen(state, player, state.cards("hand", player), "a card to discard")
        ]
    events: list[Event] = []
    for player, card in choices:
        put_into_graveyard(card)  # CR 701.9a: from the hand to the graveyard
        events.append(Event("discarded", player=player, object=card.id))
    return events


def each_player_sacrifices(state: GameState, count: int = 1) -> list[Event]:
    """CR 101.4: each player in APNAP order chooses that many creatures they control (all they have, if no
    more), then all are sacrificed at once (CR 701.21a)."""
    choices: list[tuple[str, GameObject]] = []
    for player in apnap(state):
        creatures = [p for p in state.battlefield() if p.controller == player and p.is_type("Creature")]
        choices += [(player, c) for c in chosen(state, player, creatures, "creatures to sacrifice", count)]
    events: list[Event] = []
    for player, creature in choices:
        events.append(Event("sacrificed", player=player, object=creature.id))
    for _, creature in choices:
        events += dies(state, creature)
    return events


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
