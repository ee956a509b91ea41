"""The triggered and spell effects that each player does in turn (CR 101.4: choices in APNAP order, then all
at once): discarding, sacrificing, losing life, revealing, creating tokens for each attacking opponent."""

from __future__ import annotations

from rulings.engine.rules.actions import apnap_order, discard
from rulings.engine.rules.choices import chosen
from rulings.engine.rules.combat_phase.in_combat import attacking
from rulings.engine.rules.life import lose_life
from rulings.engine.rules.resolving.trigger_objects import (
    counters_on_this,
)
from rulings.engine.rules.resolving.trigger_tokens import ZOMBIE
from rulings.engine.rules.state_based import dies
from rulings.engine.rules.zones import create_tokens, put_into, put_into_graveyard
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import Trigger
from rulings.engine.vocabulary.events import Event


def each_player_loses_one_counter_per_life(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """Blood Tyrant: each player in the game loses 1 life (CR 119.3), its controller too, then the permanent gets a
    +1/+1 counter for each 1 life lost this way (its rulings)."""
    events: list[Event] = []
    for player in apnap_order(state):
        if player not in state.lost:
            events += lose_life(state, player, 1)
    return events + counters_on_this(source, sum(e.amount for e in events))


def curse_of_disturbance(state: GameState, controller: str, enchanted: str) -> list[Event]:
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


def each_player_discards(state: GameState, count: int = 1) -> list[Event]:
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


def reveal_top_land_to_hand(state: GameState, player: str) -> list[Event]:
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
