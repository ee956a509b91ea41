"""Cards of the layers (CR 613, issue #24): effects that set power and toughness, switch them, remove abilities,
change colors and creature types (layers 4-7d), a type-changing static ability (Blood Moon, CR 305.7), a
characteristic-defining ability counting Swamps (Nightmare, CR 604.3).

Hand-written because the Oracle compiler has no templates for these effects yet (its grammar is another issue's):
each definition is the card's whole text, so the compiler's reading can replace it once it has one."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.effects import BecomesUntilEndOfTurn, DrawCards, SpellAbility, Target
from rulings.engine.abilities.layer_statics import LandsAre, PowerToughnessEqualToSubtypeCount

CARDS: dict[str, tuple[Ability, ...]] = {
    # Layers 4, 5, 6 and 7b at once (CR 613.6): one effect, each part in its layer.
    "Turn to Frog": (
        SpellAbility(
            "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and "
            "toughness 1/1.",
            (Target("creature"),),
            (
                BecomesUntilEndOfTurn(
                    0,
                    creature_types=frozenset({"Frog"}),
                    colors=frozenset({"U"}),
                    loses_all_abilities=True,
                    base_power_toughness=(1, 1),
                ),
            ),
        ),
    ),
    # Layer 7b (CR 613.4b): sets base power and toughness; counters and "+N/+M" still apply on top (7c).
    "Diminish": (
        SpellAbility(
            "Target creature has base power and toughness 1/1 until end of turn.",
            (Target("creature"),),
            (BecomesUntilEndOfTurn(0, base_power_toughness=(1, 1)),),
        ),
    ),
    # Layer 7d (CR 613.4d): switching comes after every other power- and toughness-changing effect.
    "Twisted Image": (
        SpellAbility(
            "Switch target creature's power and toughness until end of turn.\nDraw a card.",
            (Target("creature"),),
            (BecomesUntilEndOfTurn(0, switch=True), DrawCards(1)),
        ),
    ),
    # Layer 4 (CR 613.1d, 305.7): Urborg's effect depends on it (CR 613.8a), whatever their timestamps.
    "Blood Moon": (LandsAre("Nonbasic lands are Mountains.", "nonbasic lands", "Mountain"),),
    # Layer 7a (CR 613.4a): a characteristic-defining ability, counting Swamps after layer 4.
    "Nightmare": (
        PowerToughnessEqualToSubtypeCount(
            "Nightmare's power and toughness are each equal to the number of Swamps you control.", "Swamp"
        ),
    ),
    # Cobbled Wings (layer 6 with the Equipment's timestamp, renewed as it becomes attached, CR 613.7e) is compiled.
}
