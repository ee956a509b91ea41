"""What a resolving triggered ability acts on: its subject if it is still that object (CR 400.7), the ability
it creates (CR 603.7a, 603.12a), the defending player of its source, counters on its source."""

from __future__ import annotations

from rulings.engine.abilities.triggers import Triggered
from rulings.engine.rules.combat_phase.in_combat import defending_player
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import Trigger
from rulings.engine.vocabulary.events import Event


def counters_on_this(source: GameObject, count: int) -> list[Event]:
    if source.zone != "battlefield" or count <= 0:
        return []  # CR 400.7: the permanent it refers to is gone
    source.counters["+1/+1"] += count
    return [Event("counters_put", object=source.id, ability=f"{count} +1/+1")]


def created_ability(trigger: Trigger) -> Triggered:
    """The delayed or reflexive triggered ability the resolving ability's text creates (CR 603.7a, 603.12a)."""
    assert trigger.ability.creates is not None, f"{trigger.ability.text!r} creates no ability"
    return trigger.ability.creates


def defending_player_if_attacked(state: GameState, creature: str) -> str:
    """CR 508.5: the defending player of an ability of a creature that attacked: the player it attacks, or the
    controller of the planeswalker it attacks; no one if it never attacked this combat."""
    return defending_player(state, creature) if creature in state.combat.attackers else ""


def still_in(state: GameState, trigger: Trigger, zone: str) -> GameObject | None:
    """The object the ability acts on, if it is still that object in that zone (CR 400.7, 608.2b); a phased-out
    permanent is treated as though it doesn't exist (CR 702.26b)."""
    obj = state.object(trigger.subject)
    still = obj.zone == zone and obj.zone_changes == trigger.zone_changes and not obj.phased_out
    return obj if still else None
