"""A mana ability that also deals damage to its controller: "{T}: Add {W} or {U}. This land deals 1 damage to you."
(the painlands). The damage is part of the ability's effect, dealt as it resolves, at once and without the stack
(CR 605.3b), after the mana is added in the order written (CR 608.2c); "you" is the player who activated it, its
controller (CR 109.5). It is noncombat damage from the land (CR 120.3a: the player loses that much life), so
what changes damage a source deals to a player changes it too (CR 120.3)."""

from __future__ import annotations

from rulings.engine.abilities.mana_sources import ManaAbility
from rulings.engine.rules.damage import damage_any_target
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.events import Event


def damage_to_you(state: GameState, land: GameObject, player: str, ability: ManaAbility) -> list[Event]:
    """The damage "~ deals N damage to you." of a mana ability just activated by `player`."""
    if ability.damages_you <= 0:
        return []
    return damage_any_target(state, land.id, player, ability.damages_you)
