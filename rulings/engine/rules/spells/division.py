"""Dividing an effect among targets (CR 601.2d): the division is announced as the spell is cast, each target
getting at least one; as the spell resolves the division stands, and a target that has become illegal gets
none of it (CR 608.2b, the rulings of Arc Lightning)."""

from __future__ import annotations

from collections.abc import Sequence

from rulings.engine.abilities.effects import DealDamageDivided, SpellAbility
from rulings.engine.rules.damage import damage_any_target
from rulings.engine.rules.spells.targets import Chosen
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import Spell
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event


def divided(ability: SpellAbility | None) -> DealDamageDivided | None:
    """The spell's instruction that divides damage among its targets, if it has one."""
    if ability is None:
        return None
    return next((i for i in ability.instructions if isinstance(i, DealDamageDivided)), None)


def announce_division(
    state: GameState,
    obj: GameObject,
    ability: SpellAbility | None,
    targets: Chosen,
    divide: Sequence[int] | None,
) -> tuple[int, ...]:
    """CR 601.2d: the amount each target gets, in the order of the targets; checked, never guessed."""
    instruction = divided(ability)
    if instruction is None:
        if divide:
            raise IllegalAction(f"{obj.describe()} divides nothing among targets (CR 601.2d)")
        return ()
    group = targets[instruction.who] if targets else ()
    if not group:
        return ()  # a question with no targets announced: nothing to divide yet
    for target in group:
        target_obj = state.objects.get(target)
        if target_obj is not None and not target_obj.is_type("Creature"):
            raise NotModelled(
                f"the reference engine deals damage to creatures and players only, not {target}"
            )
    if divide is None:
        if len(group) == 1:
            return (instruction.amount,)  # one target gets it all: there is nothing to choose
        raise IllegalAction(
            f"announce how {obj.describe()}'s {instruction.amount} damage is divided among its {len(group)} "
            "targets (CR 601.2d)"
        )
    division = tuple(divide)
    if len(division) != len(group):
        raise IllegalAction(
            f"{obj.describe()} has {len(group)} targets: divide its damage among {len(group)}, not {len(division)} "
            "(CR 601.2d)"
        )
    if any(isinstance(a, bool) or not isinstance(a, int) or a < 1 for a in division):
        raise IllegalAction(f"each target must receive at least 1 damage, not {list(division)} (CR 601.2d)")
    if sum(division) != instruction.amount:
        raise IllegalAction(
            f"{obj.describe()} deals {instruction.amount} damage: a division of {sum(division)} doesn't add up "
            "(CR 601.2d)"
        )
    return division


def deal_divided_damage(
    state: GameState, source: str, instruction: DealDamageDivided, spell: Spell, legal: Chosen
) -> list[Event]:
    """Each target still legal is dealt the damage announced for it, all at once (CR 608.2b)."""
    # The targets are distinct (CR 115.3), so dealing to each in turn is dealing to all at once.
    shares = dict(zip(spell.targets[instruction.who], spell.division, strict=True))
    return [
        e
        for target in legal[instruction.who]
        for e in damage_any_target(state, source, target, shares[target])
    ]
