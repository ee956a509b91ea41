"""Cards of copying (CR 707): copy effects on entering the battlefield, applied before the copied creature's own
replacement effects on entering (CR 707.2-707.3, 616.1c); and copies of spells, which have the spell's copiable
values and the choices made casting it, aren't cast, become tokens if they are permanent spells (CR 608.3f) and
cease to exist off the stack (CR 704.5e); and a replacement of created creature tokens that such a token escapes."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.effects import (
    CopyTargetSpell,
    CounterTargetSpell,
    CreateTokenCopy,
    ModalSpellAbility,
    ScryIfYourTurn,
    SpellAbility,
    SpellMode,
    Target,
)
from rulings.engine.abilities.statics import (
    CantBeCopied,
    CreatureTokensCreatedInstead,
    EntersAsCopy,
    TokensDoubled,
)
from rulings.engine.abilities.tokens import Token
from rulings.engine.abilities.triggers import Triggered

ANGEL = Token(
    ("Angel",),
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
    # A copy effect chosen as it enters (CR 614.1c), applied before the copied creature's own replacement
    # effects on entering (CR 616.1c); the choice is its controller's `may` and `prefer` (docs/protocol.md).
    "Clone": (
        EntersAsCopy("You may have this creature enter as a copy of any creature on the battlefield."),
    ),
    # The tokens' number first, then each token's own replacement effects on entering (CR 616.1g).
    "Anointed Procession": (
        TokensDoubled(
            "If an effect would create one or more tokens under your control, it creates twice that many of "
            "those tokens instead."
        ),
    ),
    # A token copy of a creature (CR 707.2); the scry only on its controller's turn, with a library to look at.
    "Fated Infatuation": (
        SpellAbility(
            "Create a token that's a copy of target creature you control. If it's your turn, scry 2.",
            (Target("creature you control"),),
            (CreateTokenCopy(0), ScryIfYourTurn(2)),
        ),
    ),
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
    "Fire Lord Azula": (
        Triggered(
            "Firebending 2 (Whenever this creature attacks, add {R}{R}. This mana lasts until end of combat.)",
            "this attacks",
            "add {R}{R}; until end of combat, you don't lose this mana",
        ),
        Triggered(
            "Whenever you cast a spell while Fire Lord Azula is attacking, copy that spell. You may choose new "
            "targets for the copy. (A copy of a permanent spell becomes a token.)",
            "you cast a spell while this is attacking",
            "copy that spell; you may choose new targets for the copy",
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
