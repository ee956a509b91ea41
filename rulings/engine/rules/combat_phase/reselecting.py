"""Reselecting which player an attacking creature is attacking (CR 508.7): Capricopian's ability.

The creature only changes whom it attacks: it isn't removed from combat and isn't declared again, so nothing
that triggers on attacking triggers (CR 508.7a), and no requirement, restriction or cost of declaring
attackers applies (CR 508.7b). The new player must be an opponent of its controller (CR 508.7c).
"""

from __future__ import annotations

from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction


def player_attacked_by(state: GameState, creature: GameObject) -> str:
    """The player the creature is attacking; "" if it attacks a planeswalker or battle, or isn't attacking."""
    attacked = state.combat.attackers.get(creature.id, "")
    return attacked if attacked in state.players else ""


def why_not_reselect(state: GameState, creature: GameObject, player: str) -> str:
    """Why the creature can't be reselected to attack the player now; "" if it can (CR 508.7, 508.7c)."""
    if creature.zone != "battlefield" or creature.id not in state.combat.attackers:
        return (
            f"{creature.describe()} isn't attacking, so there is no player it attacks to reselect (CR 508.7)"
        )
    # CR 508.7c: an opponent of the attacking creature's controller, still in the game (CR 800.4a).
    if player not in state.opponents(creature.controller) or player in state.lost:
        return (
            f"{player!r} isn't an opponent of {creature.controller}, who controls {creature.describe()}, so it "
            "can't be reselected to attack them (CR 508.7c)"
        )
    return ""


def verify_reselect(state: GameState, creature: GameObject, player: str) -> None:
    """Raise IllegalAction if the creature can't be reselected to attack the player (CR 508.7c)."""
    why = why_not_reselect(state, creature, player)
    if why:
        raise IllegalAction(why)


def reselect(state: GameState, creature: GameObject, player: str) -> None:
    """It now attacks the player: same combat, no new declaration (CR 508.7a), no costs paid and no
    restriction checked (CR 508.7b); a choice no longer legal as it resolves does nothing."""
    if not why_not_reselect(state, creature, player):
        state.combat.attackers[creature.id] = player
