"""Static abilities whose whole meaning is a layer of CR 613 (issue #24): a type-changing effect that sets the
land types of lands (layer 4, CR 305.7) and a characteristic-defining ability that counts permanents of a subtype
(layer 7a, CR 604.3). engine/rules/layers.py gives them their meaning."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rulings.engine.abilities.text import TextAbility


@dataclass(frozen=True)
class LandsAre(TextAbility):
    """ "Nonbasic lands are Mountains" (Blood Moon): a type-changing effect (layer 4, CR 613.1d) that sets each
    such land's land type, so it loses its old land types and the abilities of its rules text and has only the
    new type's mana ability (CR 305.7)."""

    which: Literal["nonbasic lands"]
    land_type: str  # a basic land type


@dataclass(frozen=True)
class PowerToughnessEqualToSubtypeCount(TextAbility):
    """ "<This>'s power and toughness are each equal to the number of <subtype>s you control" (Nightmare): a
    characteristic-defining ability (CR 604.3) applied first in layer 7a (CR 613.4a), counting the permanents
    that have the subtype after layer 4 (Urborg's, Blood Moon's)."""

    subtype: str


LayerStatic = LandsAre | PowerToughnessEqualToSubtypeCount
