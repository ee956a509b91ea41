"""Modal spells (CR 700.2): the modes are chosen as the spell is cast (CR 601.2b, 700.2a), and the spell is then
the chosen modes, in printed order, each with its own targets. A copy of the spell has the same modes (CR 707.10).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields, replace
from typing import Any, cast

from rulings.engine.abilities.effects import Instruction, ModalSpellAbility, SpellAbility, SpellMode, Target
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled

# The modes of a question about a modal spell with none announced (can_cast): which mode can be chosen is the
# question (CR 700.2a), answered by the casting rules, which can look for targets.
QUESTION: tuple[int, ...] = (-1,)


def modal_ability(obj: GameObject) -> ModalSpellAbility | None:
    """The card's modal spell ability, if it has one."""
    return next((a for a in obj.card.abilities if isinstance(a, ModalSpellAbility)), None)


def choose_modes(
    obj: GameObject, requested: Sequence[str] | None, *, choosing: bool = True
) -> tuple[int, ...]:
    """CR 601.2b, 700.2a: the modes announced, by their printed text (or its first sentence), as indexes in
    printed order; at least one and at most as many as the spell says, none twice (CR 700.2d). With `choosing`
    false (a question) and none announced, QUESTION: a choice still to make."""
    modal = modal_ability(obj)
    if modal is None:
        if requested:
            raise IllegalAction(f"{obj.describe()} isn't modal: it has no modes to choose (CR 700.2)")
        return ()
    if not requested:
        if not choosing:
            return QUESTION
        raise IllegalAction(
            f"casting {obj.describe()} needs its modes chosen: {modal.text} (CR 601.2b, 700.2a)"
        )
    chosen = sorted(_mode_index(obj, modal, text) for text in requested)
    if len(set(chosen)) != len(chosen):
        raise IllegalAction(f"a mode of {obj.describe()} can't be chosen twice (CR 700.2d)")
    if len(chosen) > modal.most:
        raise IllegalAction(f"{obj.describe()} says {modal.text!r}: not {len(chosen)} modes (CR 700.2)")
    for index in chosen:
        if not modal.modes[index].modelled:
            raise NotModelled(f"the mode {modal.modes[index].text!r} of {obj.describe()} isn't modelled")
    return tuple(chosen)


def _mode_index(obj: GameObject, modal: ModalSpellAbility, text: str) -> int:
    wanted = text.strip().rstrip(".").casefold()
    for index, mode in enumerate(modal.modes):
        printed = mode.text.rstrip(".").casefold()
        if wanted in (printed, printed.split(". ")[0]):
            return index
    raise IllegalAction(f"{obj.describe()} has no mode {text!r} (CR 700.2)")


def chosen_ability(modal: ModalSpellAbility, modes: Sequence[int]) -> SpellAbility:
    """The spell the chosen modes make: their targets in order, each mode's instructions naming its own."""
    targets: list[Target] = []
    instructions: list[Instruction] = []
    for index in modes:
        mode: SpellMode = modal.modes[index]
        offset = len(targets)
        targets += mode.targets
        instructions += [_shifted(i, offset) for i in mode.instructions]
    text = "\n".join(modal.modes[i].text for i in modes)
    return SpellAbility(text, tuple(targets), tuple(instructions))


# The fields by which an instruction names one of its spell's uses of the word "target", by index.
_TARGET_INDEXES = ("who", "player", "one", "other")


def _shifted(instruction: Instruction, offset: int) -> Instruction:
    """An instruction naming its mode's n-th target, renumbered among the chosen modes' targets."""
    indexes = {
        f.name: value + offset
        for f in fields(instruction)
        if f.name in _TARGET_INDEXES
        and isinstance(value := getattr(instruction, f.name), int)
        and not isinstance(value, bool)
    }
    shifted: Any = replace(cast("Any", instruction), **indexes)
    return cast("Instruction", shifted)
