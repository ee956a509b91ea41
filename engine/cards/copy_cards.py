"""Cards of copying spells (CR 707.10): a copy of a spell has the spell's copiable values and the choices made
casting it, isn't cast, becomes a token if it is a permanent spell (CR 608.3f), and ceases to exist off the
stack (CR 704.5e); and a replacement of created creature tokens that such a token escapes."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.effects import (
    CopyTargetSpell,
    CounterTargetSpell,
    ModalSpellAbility,
    SpellMode,
    Target,
)
from rulings.engine.abilities.statics import CantBeCopied, CreatureTokensCreatedInstead
from rulings.engine.abilities.triggers import Token, Triggered

ANGEL = Token(
    frozenset({"Angel"}),
    frozenset({"Creature"}),
    "4",
    "4",
    frozenset({"Flying", "Vigilance"}),
    frozenset("W"),
)
# What Choreographed Sparks's copy of a creature spell gains, which it keeps as the token it becomes.
SACRIFICE_THIS_TOKEN = Triggered(
    "At the beginning of the end step, sacrifice this token.", "beginning of the end step", "sacrifice this"
)

CARDS: dict[str, tuple[Ability, ...]] = {
    "Choreographed Sparks": (
        CantBeCopied("This spell can't be copied."),
        ModalSpellAbility(
            "Choose one or both —",
            (
                SpellMode(
                    "Copy target instant or sorcery spell you control. You may choose new targets for the copy.",
                    (Target("instant or sorcery spell you control"),),
                    (CopyTargetSpell(0, new_targets=True),),
                ),
                SpellMode(
                    'Copy target creature spell you control. The copy gains haste and "At the beginning of the '
                    'end step, sacrifice this token."',
                    (Target("creature spell you control"),),
                    (CopyTargetSpell(0, keywords=frozenset({"Haste"}), ability=SACRIFICE_THIS_TOKEN),),
                ),
            ),
            most=2,
        ),
    ),
    "Insidious Will": (
        ModalSpellAbility(
            "Choose one —",
            (
                SpellMode("Counter target spell.", (Target("spell"),), (CounterTargetSpell(0),)),
                # Choosing new targets for a spell that stays the same spell is not modelled.
                SpellMode("You may choose new targets for target spell.", modelled=False),
                SpellMode(
                    "Copy target instant or sorcery spell. You may choose new targets for the copy.",
                    (Target("instant or sorcery spell"),),
                    (CopyTargetSpell(0, new_targets=True),),
                ),
            ),
        ),
    ),
    "Divine Visitation": (
        CreatureTokensCreatedInstead(
            "If one or more creature tokens would be created under your control, that many 4/4 white Angel "
            "creature tokens with flying and vigilance are created instead.",
            ANGEL,
        ),
    ),
}
