"""Life (CR 119): every change of a life total goes through change_life, the one place of its arithmetic;
gaining, losing and paying life are the events other rules and triggers see. Damage to a player makes them lose
life without a separate event (CR 120.3a: players.damage_player)."""

from __future__ import annotations

from collections.abc import Iterable

from rulings.engine.state.game_state import GameState
from rulings.engine.vocabulary.events import Event


def change_life(state: GameState, player: str, amount: int) -> None:
    """The one place a life total changes: by the amount gained (positive) or lost (negative), from the total
    the player has (CR 119.3); a total may go to 0 or less, which the state-based actions look at (CR 704.5a)."""
    state.life[player] = state.life_total(player) + amount


def gain_life(state: GameState, player: str, amount: int) -> list[Event]:
    """CR 119.3: the player gains that much life: one life-gaining event (CR 603.2c, 119.9)."""
    if state.players_cant_gain_life:  # "Players can't gain life this turn" (Skullcrack): no life is gained
        return []
    change_life(state, player, amount)
    return [Event("life_gained", player=player, amount=amount)]


def lose_life(state: GameState, player: str, amount: int) -> list[Event]:
    """CR 119.3: the player loses that much life; it is not damage (CR 120.3a), so no source dealt any. No player
    (an empty name: a defending player of a creature that didn't attack) loses nothing."""
    if not player:
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
    total. Whether they paid."""
    if state.life_total(player) < amount:
        return False
    change_life(state, player, -amount)
    return True
