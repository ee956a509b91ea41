"""Prowess (CR 702.108): "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."

Compiled as the triggered ability its rule defines (rulings/oracle/compiler.py); this says which casts trigger it.
Each instance triggers on its own (CR 702.108b); the bonus goes to the creature only while it is the object it
was as the ability went on the stack (CR 400.7, engine/rules/abilities/referents.py).
"""

from __future__ import annotations

from collections.abc import Iterator

from rulings.engine.abilities.triggers import Triggered
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject


def noncreature_spell_matches(
    state: GameState, caster: str, spell: GameObject
) -> Iterator[tuple[GameObject, Triggered, str]]:
    """CR 601.2i, 702.108a: each "whenever you cast a noncreature spell" of the caster's permanents, as the spell
    becomes cast: a spell with the card type creature (an artifact creature spell too) doesn't trigger it."""
    if spell.is_type("Creature"):
        return
    for source in state.battlefield():
        if source.controller != caster:
            continue
        for ability in source.card.abilities:
            if isinstance(ability, Triggered) and ability.event == "you cast a noncreature spell":
                yield source, ability, spell.id
