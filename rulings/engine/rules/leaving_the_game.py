"""A player leaving a multiplayer game that goes on without them (CR 800.4a).

It is not a state-based action: it happens as the player leaves, whether they concede (CR 104.3a), lose to a
state-based action (CR 704.5a-c) or to an effect (CR 104.3e). A game it ends (CR 104.1: the last opponent left,
or every player at once) has nothing more to do: the game is over.
"""

from __future__ import annotations

from rulings.engine.rules.control import after_effects_ended
from rulings.engine.rules.seats import game_over, next_in_turn_order
from rulings.engine.rules.zones import put_into
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import CEASED, LEFT_GAME
from rulings.engine.state.stack import Spell, StackItem
from rulings.engine.vocabulary.events import Event


def leave_game(state: GameState, player: str) -> list[Event]:
    """CR 800.4a, in its order: the objects the player owns leave the game and the effects giving them control
    end; then what they controlled on the stack that no card represents ceases to exist; then what they still
    control is exiled; priority, if they had it, passes to the next player in turn order still in the game."""
    if game_over(state):
        return []
    events: list[Event] = []
    for obj in state.objects.values():
        if obj.owner == player and obj.zone not in (CEASED, LEFT_GAME):
            kind = "permanent_left_the_game" if obj.zone == "battlefield" else "left_the_game"
            obj.zone = LEFT_GAME
            events.append(Event(kind, player=player, object=obj.id))
    ended = [e for e in state.effects if e.controller == player]
    state.effects = [e for e in state.effects if e.controller != player]
    events += after_effects_ended(state, ended)
    state.stack = [item for item in state.stack if _stays_on_stack(state, item, player)]
    for obj in state.objects.values():
        if obj.controller == player and obj.zone in ("battlefield", "stack"):
            put_into(obj, "exile")
            events.append(Event("exiled", object=obj.id))
    # CR 800.4d: nothing of theirs is put on the stack any more, nor triggers later.
    state.pending = [t for t in state.pending if t.controller != player]
    state.delayed = [t for t in state.delayed if t.controller != player]
    state.passed.discard(player)
    if state.priority == player:
        state.priority = next_in_turn_order(state, player)
    return events


def _stays_on_stack(state: GameState, item: StackItem, player: str) -> bool:
    """Off the stack: a spell whose card has left the game with its owner, and whatever the player controlled
    there: an ability or a copy of a spell ceases to exist (no card represents it); a spell of another player's
    card is exiled next."""
    card = state.objects.get(item.source) if isinstance(item.effect, Spell) else None
    if card is not None and card.zone == LEFT_GAME:
        return False
    if item.controller != player:
        return True
    if card is not None and card.copy_of_spell:
        card.zone = CEASED
    return False
