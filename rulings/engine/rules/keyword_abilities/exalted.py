"""Exalted (CR 702.83): "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of
turn."

Compiled as the triggered ability its rule defines (rulings/oracle/compiler.py); this says when it triggers. A
creature attacks alone if it is the only creature declared as an attacker in a given combat phase (CR 702.83b,
506.5), so a creature put onto the battlefield attacking later (CR 508.4) doesn't change that, and two attackers
trigger nothing. Each instance, of each permanent its controller controls, triggers on its own (CR 702.83a).
"""

from __future__ import annotations

from collections.abc import Iterator

from rulings.engine.abilities.triggers import Triggered
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject


def attacks_alone_matches(
    state: GameState, player: str, count: int
) -> Iterator[tuple[GameObject, Triggered, str]]:
    """As `player` declares attackers (CR 508.1, 508.3): with exactly one declared, each "whenever a creature you
    control attacks alone" of that player's permanents, the attacker its subject ("that creature")."""
    declared = list(state.combat.attackers)
    if count != 1 or len(declared) != 1:
        return
    (attacker,) = declared
    for source in state.battlefield():
        if source.controller != player:
            continue
        for ability in source.card.abilities:
            if isinstance(ability, Triggered) and ability.event == "a creature you control attacks alone":
                yield source, ability, attacker
