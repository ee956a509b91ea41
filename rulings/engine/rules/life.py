"""Life (CR 119): every change of a life total goes through change_life, the one place of its arithmetic;
gaining, losing and paying life are the events other rules and triggers see. Damage to a player makes them lose
life without a separate event (CR 120.3a: players.damage_player). The static abilities that change what these
do (engine/abilities/life_statics.py) are read here, as their permanents have them now (CR 613.10)."""

from __future__ import annotations

from collections.abc import Iterable

from rulings.engine.abilities.life_statics import (
    LifeTotalCantChange,
    OpponentsGainBecomesLoss,
    YouGainOneMore,
)
from rulings.engine.rules import layer_effects
from rulings.engine.state.game_state import GameState
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event


def _abilities_of_controllers(state: GameState, kind: type) -> list[str]:
    """The controller of each permanent with an ability of this kind, once for each such ability."""
    return [
        values.controller
        for values in layer_effects.board(state).values()
        for ability in values.abilities
        if isinstance(ability, kind)
    ]


def life_total_cant_change(state: GameState, player: str) -> bool:
    """ "Your life total can't change" (Platinum Emperion) applies to its controller."""
    return player in _abilities_of_controllers(state, LifeTotalCantChange)


def change_life(state: GameState, player: str, amount: int) -> None:
    """The one place a life total changes: by the amount gained (positive) or lost (negative), from the total
    the player has (CR 119.3); a total may go to 0 or less, which the state-based actions look at (CR 704.5a).
    A player whose life total can't change keeps it (Platinum Emperion; damage is still dealt to them)."""
    if life_total_cant_change(state, player):
        return
    state.life[player] = state.life_total(player) + amount


def cant_gain_life(state: GameState, player: str) -> bool:
    """ "Players can't gain life this turn" (Skullcrack), or a life total that can't change."""
    return state.players_cant_gain_life or life_total_cant_change(state, player)


def gain_life(state: GameState, player: str, amount: int) -> list[Event]:
    """CR 119.3: the player gains that much life: one life-gaining event (CR 603.2c, 119.9), each modified by
    the replacement effects on gaining life. Gaining 0 life is no event, so none of them applies (CR 119.10); a
    player who can't gain life gains none, and a replacement effect on that gain does nothing (CR 119.7)."""
    if amount <= 0 or cant_gain_life(state, player):
        return []
    into_loss = [c for c in _abilities_of_controllers(state, OpponentsGainBecomesLoss) if c != player]
    one_more = _abilities_of_controllers(state, YouGainOneMore).count(player)
    if (
        into_loss and one_more
    ):  # CR 616.1: the player gaining life would choose their order (Tainted Remedy's)
        raise NotModelled(f"{player} would order the replacement effects on gaining {amount} life")
    if into_loss:  # once it applies, there is no life gain for another to apply to (Tainted Remedy's rulings)
        return lose_life(state, player, amount)
    amount += one_more  # each applies once to the event, however much life it gains (CR 614.5, its rulings)
    change_life(state, player, amount)
    return [Event("life_gained", player=player, amount=amount)]


def lose_life(state: GameState, player: str, amount: int) -> list[Event]:
    """CR 119.3: the player loses that much life; it is not damage (CR 120.3a), so no source dealt any. No player
    (an empty name: a defending player of a creature that didn't attack) loses nothing; nor does a player who
    can't lose life (CR 119.8)."""
    if not player or life_total_cant_change(state, player):
        return []
    change_life(state, player, amount=-amount)
    return [Event("life_lost", player=player, amount=amount)]


def each_loses_life(state: GameState, players: Iterable[str], amount: int) -> list[Event]:
    """CR 608.2f: an action on several players is processed for all of them at once; a player it takes to 0 or
    less life loses with the others at the next check of state-based actions (CR 704.3, 104.4a). A player who has
    left the game loses none (CR 800.4a)."""
    return [e for player in players if player not in state.lost for e in lose_life(state, player, amount)]


def pay_life(state: GameState, player: str, amount: int) -> bool:
    """CR 119.4: a player may pay life only if their life total is at least the amount; paying it lowers the
    total. 0 life can always be paid (CR 119.4b); more can't by a player who can't lose life (CR 119.8).
    Whether they paid."""
    if amount <= 0:
        return True
    if state.life_total(player) < amount or life_total_cant_change(state, player):
        return False
    change_life(state, player, -amount)
    return True


def set_life_total(state: GameState, player: str, total: int) -> list[Event]:
    """CR 119.5: an effect that sets a player's life total makes them gain or lose the difference."""
    difference = total - state.life_total(player)
    if difference > 0:
        return gain_life(state, player, difference)
    return lose_life(state, player, -difference) if difference < 0 else []
