"""A creature's power and toughness (CR 208, 613.4): printed or set by a characteristic-defining ability, then
counters, "gets +N/+M" effects and "+N/+M until end of turn" effects. Combat, fight and state-based actions read them."""

from __future__ import annotations

from rulings.engine.abilities.statics import EnchantedGets, TokensGet
from rulings.engine.rules.continuous import power_toughness_change
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.static_bonuses import base_power_toughness, static_bonus


def bonus(state: GameState, obj: GameObject) -> tuple[int, int]:
    """What "gets +N/+M" effects add to the creature's power and toughness (CR 613.4c): its Auras', and "creature
    tokens get -1/-1" (Illness in the Ranks) for a token."""
    power = toughness_ = 0
    for permanent in state.battlefield():
        for ability in permanent.card.abilities:
            if isinstance(ability, EnchantedGets):
                applies = permanent.attached_to == obj.id
            elif isinstance(ability, TokensGet):
                applies = obj.token
            else:
                continue
            if applies:
                power, toughness_ = power + ability.power, toughness_ + ability.toughness
    return power, toughness_


def toughness(state: GameState, obj: GameObject) -> int | None:
    """The creature's toughness: printed, +1/+1 and -1/-1 counters (CR 613.4c), "gets +N/+M" effects, other
    static abilities' bonuses (Benalish Marshal, Grim Strider) and "+N/+M until end of turn" effects.

    None for a toughness a characteristic-defining ability sets ("*"), which this engine doesn't compute.
    """
    base = base_power_toughness(state, obj)  # printed, or set by a characteristic-defining ability (CR 604.3)
    if base is None:
        return None
    value = base[1] + obj.counters["+1/+1"] - obj.counters["-1/-1"]
    value += static_bonus(state, obj)[1]  # Benalish Marshal, Grim Strider (CR 613.4c)
    return value + power_toughness_change(state, obj)[1] + bonus(state, obj)[1]


def power(state: GameState, obj: GameObject) -> int:
    """The creature's power: printed, +1/+1 and -1/-1 counters, "gets +N/+M" effects and "+N/+M until end of
    turn" effects (CR 208, 613.4c)."""
    # Every creature card the engine models has a printed number for power or a characteristic-defining ability
    # that sets it (tests/engine/test_combat.py).
    base = base_power_toughness(state, obj)
    value = (base[0] if base else 0) + obj.counters["+1/+1"] - obj.counters["-1/-1"]
    value += static_bonus(state, obj)[0]  # Benalish Marshal, Grim Strider (CR 613.4c)
    return value + power_toughness_change(state, obj)[0] + bonus(state, obj)[0]
