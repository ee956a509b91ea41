"""Players losing the game (CR 104.3), "can't lose the game" effects, and damage dealt to a player.

A player loses when a state-based action says so (0 or less life, CR 704.5a; ten or more poison counters,
CR 704.5c) or by conceding (CR 104.3a). Platinum Angel's "You can't lose the game" stops every loss but a
concession (its rulings); Phyrexian Unlife's "You don't lose the game for having 0 or less life" stops only the
first. Damage to a player with Phyrexian Unlife at 0 or less life is dealt as though its source had infect.
"""

from __future__ import annotations

from typing import Literal

from rulings.engine.abilities.statics import CantLose, DamageAsInfectAtZeroLife
from rulings.engine.rules import layer_effects
from rulings.engine.rules.leaving_the_game import leave_game
from rulings.engine.rules.life import change_life
from rulings.engine.rules.seats import end_if_decided
from rulings.engine.state.game_state import GameState
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event

POISON_TO_LOSE = 10  # CR 104.3d, 704.5c
Reason = Literal[
    "life", "poison", "draw", "effect"
]  # CR 704.5a, 704.5c, 704.5b (the draw step's, engine/rules/turn.py), 104.3e


def can_lose(state: GameState, player: str, reason: Reason) -> bool:
    """Whether the player can lose the game for this reason now: not while they control a permanent that says
    they can't (for life only: Phyrexian Unlife). A permanent's static ability applies to its controller; an
    effect on players is applied after the objects' characteristics are determined (CR 613.10), so one whose
    permanent lost its abilities (Turn to Frog) is gone."""
    for values in layer_effects.board(state).values():
        if values.controller != player:
            continue
        for ability in values.abilities:
            if isinstance(ability, CantLose) and (reason == "life" or not ability.only_life):
                return False
    return True


def players_losing(state: GameState) -> list[str]:
    """The players a state-based action makes lose the game now: 0 or less life (CR 704.5a), a draw attempted
    from an empty library since the last check (CR 704.5b), or ten or more poison counters (CR 704.5c), unless
    an effect says they can't lose."""
    losing = []
    for player in state.players:
        if player in state.lost:
            continue
        by_life = state.life_total(player) <= 0 and can_lose(state, player, "life")
        by_poison = state.poison(player) >= POISON_TO_LOSE and can_lose(state, player, "poison")
        by_draw = player in state.drew_from_empty and can_lose(state, player, "draw")
        if by_life or by_poison or by_draw:
            losing.append(player)
    return losing


def lose_by_effect(state: GameState, player: str) -> list[Event]:
    """CR 104.3e: an effect states that a player loses the game; they lose as it happens, not at the next
    check of state-based actions, unless an effect says they can't (Platinum Angel)."""
    if player in state.lost or not can_lose(state, player, "effect"):
        return []
    state.lost.add(player)
    return [Event("lost_game", player=player), *end_if_decided(state), *leave_game(state, player)]


def verify_concede(state: GameState, player: str) -> None:
    """Raise IllegalAction unless the player is in the game: one may concede at any time (CR 104.3a)."""
    if player not in state.players:
        raise IllegalAction(f"{player!r} isn't playing (players: {', '.join(state.players)})")
    if player in state.lost:
        raise IllegalAction(f"{player} has already left the game (CR 104.3a)")


def concede(state: GameState, player: str) -> list[Event]:
    """CR 104.3a: a player who concedes leaves the game immediately and loses; no effect can stop it (the
    rulings of Platinum Angel: once they concede, they no longer control it)."""
    verify_concede(state, player)
    state.lost.add(player)
    events = [Event("conceded", player=player), Event("lost_game", player=player), *end_if_decided(state)]
    return events + leave_game(state, player)


def dealt_as_infect(state: GameState, player: str) -> bool:
    """Whether damage dealt to the player now is dealt as though its source had infect: Phyrexian Unlife, with
    its controller at 0 or less life. Damage dealt at once is judged by the life total before it all (CR 510.2):
    damage that takes a player from positive life to 0 or less is life loss (the rulings of Phyrexian Unlife)."""
    return state.life_total(player) <= 0 and any(
        isinstance(ability, DamageAsInfectAtZeroLife)
        for permanent in state.battlefield()
        if permanent.controller == player
        for ability in permanent.card.abilities
    )


def damage_player(
    state: GameState, source: str, player: str, amount: int, *, infect: bool, noncombat: bool = False
) -> list[Event]:
    """Deal damage to a player: they lose that much life (CR 120.3a), or, dealt as though its source had infect,
    they get that many poison counters instead (CR 120.3b)."""
    events = [Event("damage_dealt", source=source, player=player, amount=amount, noncombat=noncombat)]
    if infect:
        state.poison_counters[player] = state.poison(player) + amount
        events.append(Event("poison_counters", player=player, amount=amount))
    else:
        change_life(state, player, -amount)  # CR 120.3a
    return events


def win(state: GameState, player: str) -> list[Event]:
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
