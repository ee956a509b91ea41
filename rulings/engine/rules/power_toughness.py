"""A creature's power and toughness (CR 208, 613.4): on the battlefield, as layer 7 leaves them
(engine/rules/layers.py: 7a characteristic-defining abilities, 7b effects that set them, 7c counters and "+N/+M",
7d switching); elsewhere, printed or defined by a characteristic-defining ability (CR 604.3). Combat, fight and
state-based actions read them."""

from __future__ import annotations

from rulings.engine.abilities.layer_statics import PowerToughnessEqualToSubtypeCount
from rulings.engine.rules.layer_effects import board, values_of
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.static_bonuses import base_power_toughness


def off_the_battlefield(state: GameState, obj: GameObject) -> tuple[int, int] | None:
    """CR 208.3, 604.3: off the battlefield, printed or defined by a characteristic-defining ability, which
    functions in every zone: Nightmare's counts the Swamps "you", its owner, control (CR 109.5), as the layers
    leave them (Urborg's). None for a "*" this engine doesn't compute."""
    cda = next((a for a in obj.card.abilities if isinstance(a, PowerToughnessEqualToSubtypeCount)), None)
    if cda is None:
        return base_power_toughness(state, obj)
    count = sum(1 for v in board(state).values() if v.controller == obj.owner and cda.subtype in v.subtypes)
    return count, count


def toughness(state: GameState, obj: GameObject) -> int | None:
    """The creature's toughness; None for a "*" a characteristic-defining ability sets that this engine doesn't
    compute."""
    values = values_of(state, obj)
    if values is not None:
        return values.toughness
    base = off_the_battlefield(state, obj)  # printed, or set by a characteristic-defining ability (CR 604.3)
    return base[1] if base else None


def power(state: GameState, obj: GameObject) -> int:
    """The creature's power (0 for a "*" this engine doesn't compute: every creature card it models has a printed
    number or a characteristic-defining ability it computes, tests/engine/test_combat.py)."""
    values = values_of(state, obj)
    if values is not None:
        return values.power or 0
    base = off_the_battlefield(state, obj)
    return base[0] if base else 0
