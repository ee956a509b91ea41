"""Copying a spell (CR 707.10): a copy of it is put onto the stack, under the control of the player whose spell or
ability copies it, with the spell's copiable values (CR 707.2) and every choice made casting it: its modes,
targets, X and division (CR 707.10); choices made on resolution are not copied, so the copy's own are made as it
resolves. The copy isn't cast (CR 707.10), so no "whenever a player casts" ability triggers, and its controller
may choose new targets for it where the effect says so (CR 707.10c).

What becomes of a copy afterwards: a copy of a permanent spell becomes a token as it resolves (CR 608.3f,
engine/rules/resolving/resolve.py), and a copy of a spell anywhere but on the stack ceases to exist (CR 704.5e,
engine/rules/state_based.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rulings.engine.abilities.effects import CopyTargetSpell, SpellAbility
from rulings.engine.abilities.statics import CantBeCopied
from rulings.engine.abilities.triggers import Triggered
from rulings.engine.rules.spells.targets import Chosen, is_legal_target, spell_ability
from rulings.engine.rules.zones import new_object_id
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, is_creature_on_battlefield
from rulings.engine.state.stack import Spell, StackItem
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event


def spell_item(state: GameState, object_id: str) -> StackItem | None:
    """The stack item of the spell that is this object (a card or a copy), if it is on the stack."""
    return next((i for i in state.stack if i.kind == "spell" and i.source == object_id), None)


def verify_new_targets(
    state: GameState,
    *,
    player: str,
    obj: GameObject,
    ability: SpellAbility | None,
    targets: Chosen,
    new_targets: Sequence[str] | None,
) -> tuple[str, ...] | None:
    """The new targets announced for the copy a spell will make (the protocol's `new_targets`): only for a spell
    that lets its controller choose them (CR 707.10c), as many as the copied spell has (a division can't change,
    so neither can their number: the rulings of Choreographed Sparks), each new one legal now."""
    if new_targets is None:
        return None
    copying = [
        i
        for i in (ability.instructions if ability else ())
        if isinstance(i, CopyTargetSpell) and i.new_targets
    ]
    if not copying or not targets or not targets[copying[0].who]:
        raise IllegalAction(f"{obj.describe()} makes no copy whose targets may be chosen anew (CR 707.10c)")
    original = state.objects[targets[copying[0].who][0]]
    item = spell_item(state, original.id)
    assert item is not None and isinstance(item.effect, Spell)  # a legal target spell is on the stack
    old = _flat_targets(item.effect)
    if len(new_targets) != len(old):
        raise IllegalAction(
            f"the copy of {original.describe()} has {len(old)} target(s), so {len(old)} must be chosen for it, not "
            f"{len(new_targets)}: the number of targets can't change (CR 707.10, 707.10c)"
        )
    kinds = _target_kinds(original, item.effect)
    for new, was, kind in zip(new_targets, old, kinds, strict=True):
        if new != was and not _legal(state, player, kind, new):
            raise IllegalAction(
                f"{new!r} isn't a legal target for the copy of {original.describe()}: new targets must be legal "
                "(CR 707.10c)"
            )
    return tuple(new_targets)


def copy_spell(
    state: GameState,
    instruction: CopyTargetSpell,
    copied_id: str,
    controller: str,
    new_targets: tuple[str, ...] | None,
) -> list[Event]:
    """Put a copy of the spell that is `copied_id` onto the stack under `controller`'s control (CR 707.10), with
    its choices, and the new targets chosen for it where the instruction allows (CR 707.10c)."""
    item = spell_item(state, copied_id)
    if item is None or not isinstance(item.effect, Spell):
        return []
    original = state.objects[copied_id]
    if any(isinstance(a, CantBeCopied) for a in original.card.abilities):
        return []  # "This spell can't be copied."
    card = original.card
    if instruction.keywords or instruction.ability:
        # What the copy gains it keeps as the token it becomes (CR 608.3f). Kept with its characteristics here,
        # though not a copiable value (CR 707.2): no effect in this card pool copies such a token.
        assert instruction.ability is None or isinstance(instruction.ability, Triggered), instruction.ability
        gained = (instruction.ability,) if instruction.ability else ()
        card = replace(card, keywords=card.keywords | instruction.keywords, abilities=card.abilities + gained)
    copy = GameObject(
        new_object_id(state, f"copy of {original.card.name}"),
        card,
        owner=controller,  # CR 707.10: owned and controlled by the player under whose control it was put there
        controller=controller,
        zone="stack",
        x=original.x,
        bestowed=original.bestowed,  # CR 702.103c: a copy of a bestowed Aura spell is one too
        copy_of_spell=original.id,
    )
    state.objects[copy.id] = copy
    # CR 707.10: modes, targets, X and the division are copied; the choice of new targets for a copy it makes
    # would be made as it resolves, so it isn't (the rulings of Choreographed Sparks).
    spell = replace(item.effect, new_targets=None)
    if instruction.new_targets and new_targets is not None:
        spell = _retargeted(state, controller, original, spell, new_targets)
    state.put_on_stack(copy.id, controller, item.text, spell)
    return [Event("put_on_stack", player=controller, object=copy.id, source=original.id, ability=item.text)]


def _retargeted(
    state: GameState, controller: str, original: GameObject, spell: Spell, new_targets: Sequence[str]
) -> Spell:
    """CR 707.10c: each target may change to a new legal one or stay, even an illegal one; a new target that is
    no longer legal (it was as the spell was cast) leaves that target unchanged (Choreographed Sparks's ruling)."""
    kinds = _target_kinds(original, spell)
    old = _flat_targets(spell)
    chosen = [
        new if new == was or _legal(state, controller, kind, new) else was
        for new, was, kind in zip(new_targets, old, kinds, strict=False)
    ]
    targeted = {t for t in spell.targeted if t[0] in chosen}
    targeted |= {(t, state.objects[t].zone_changes) for t in chosen if t not in old and t in state.objects}
    if spell.target:
        return replace(spell, target=chosen[0], targeted=frozenset(targeted))
    groups, start = [], 0
    for group in spell.targets:
        groups.append(tuple(chosen[start : start + len(group)]))
        start += len(group)
    return replace(spell, targets=tuple(groups), targeted=frozenset(targeted))


def count_targets(item: StackItem) -> int:
    """How many targets the spell on the stack has, so how many a copy of it with new targets has (CR 707.10c)."""
    assert isinstance(item.effect, Spell)
    return len(_flat_targets(item.effect))


def _flat_targets(spell: Spell) -> list[str]:
    return [spell.target] if spell.target else [t for group in spell.targets for t in group]


def _target_kinds(original: GameObject, spell: Spell) -> list[str]:
    """For each of the spell's targets in order, the kind its use of the word "target" may choose."""
    if spell.target:
        return ["creature"]  # an Aura spell's or a one-target spell's creature (CR 303.4a)
    ability = spell_ability(original, spell.modes)
    specs = ability.targets if ability else ()
    return [spec.kind for spec, group in zip(specs, spell.targets, strict=False) for _ in group]


def _legal(state: GameState, controller: str, kind: str, chosen: str) -> bool:
    if kind == "creature":
        return is_creature_on_battlefield(state.objects.get(chosen))
    return is_legal_target(state, controller, kind, chosen)  # type: ignore[arg-type]
