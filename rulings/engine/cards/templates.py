"""Wordings several cards print alike, built once: each gives the abilities of its one Oracle sentence."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.effects import Destroy, GetsUntilEndOfTurn, SpellAbility, Target, TargetKind
from rulings.engine.abilities.keywords import GrantKeyword
from rulings.engine.abilities.statics import EnchantCreature, EnchantedGets


def destroy_target(kind: TargetKind) -> SpellAbility:
    """ "Destroy target <kind>." (CR 701.8a): the whole spell ability of an instant or sorcery."""
    return SpellAbility(f"Destroy target {kind}.", (Target(kind),), (Destroy(0),))


def aura_gets_and_has(power: int, toughness: int, keyword: str) -> tuple[Ability, ...]:
    """ "Enchant creature / Enchanted creature gets +N/+M and has <keyword>.": the bonus (CR 613.4c) and the
    granted keyword are two abilities of one sentence, each reporting the sentence."""
    text = f"Enchanted creature gets {power:+d}/{toughness:+d} and has {keyword.lower()}."
    return (
        EnchantCreature(),
        EnchantedGets(text, power, toughness),
        GrantKeyword(text, keyword, "enchanted creature"),
    )


def target_creature_gets(text: str, power: int, toughness: int, *keywords: str) -> SpellAbility:
    """ "Target creature gets +N/+M and gains <keyword> until end of turn." (or only one of the two): the whole
    spell ability of an instant, one "until end of turn" effect (CR 611.2a, 613.4c, 613.1f)."""
    return SpellAbility(
        text, (Target("creature"),), (GetsUntilEndOfTurn(0, power, toughness, frozenset(keywords)),)
    )
