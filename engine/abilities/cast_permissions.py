"""The ability primitives of casting (CR 601), bestow (CR 702.103) and entering with X (CR 107.3m).

They join the other primitives of engine/abilities.py in its `Ability` union; engine/casting.py,
engine/entering.py and engine/resolving.py give them their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True)
class CastAsThoughFlash:
    """ "You may cast <kind> spells as though they had flash": a timing permission (CR 601.3b)."""

    text: str
    kinds: frozenset[str]  # card types or subtypes the spell, as cast, must have one of; empty: any spell
    anyone: bool = False  # "Any player may cast ..." (Tidal Barracuda), not only its controller


@dataclass(frozen=True)
class FlashIfYouPayMore:
    """ "You may cast this spell as though it had flash if you pay {2} more to cast it" (CR 601.3c)."""

    text: str
    cost: str


@dataclass(frozen=True)
class FlashIfXAtMost:
    """ "You may cast this spell as though it had flash if X is 3 or less" (CR 601.3d)."""

    text: str
    most: int


@dataclass(frozen=True)
class CastingProhibition:
    """ "Each opponent can cast spells only any time they could cast a sorcery" (Teferi), "Your opponents
    can't cast spells during your turn" (Tidal Barracuda), "You can't cast noncreature spells" (Nikya): no
    permission overrides a prohibition (CR 601.3, 101.2)."""

    text: str
    players: Literal["opponents", "you"]
    when: Literal["always", "outside sorcery timing", "during your turn"] = "always"
    spells: Literal["any", "noncreature"] = "any"


@dataclass(frozen=True)
class CastFromZone:
    """ "You may cast this card from your graveyard as long as you control a Zombie" (CR 601.3)."""

    text: str
    zone: str
    while_you_control: str = ""  # a type or subtype of a permanent its owner must control (CR 109.2)


@dataclass(frozen=True)
class Bestow:
    """ "Bestow [cost]": cast bestowed for that cost, the spell is an Aura spell (CR 702.103)."""

    text: str
    cost: str


@dataclass(frozen=True)
class EnchantCreature:
    """ "Enchant creature": the Aura spell targets a creature and the Aura enchants it (CR 303.4a, 702.5)."""

    text: str = "Enchant creature"


@dataclass(frozen=True)
class EnchantedGets:
    """ "Enchanted creature gets +N/+M": a static ability of an Aura (CR 613.4c)."""

    text: str
    power: int
    toughness: int


@dataclass(frozen=True)
class EntersWithCounters:
    """ "This enters with X <kind> counters on it": a replacement effect (CR 614.1c), X per CR 107.3m."""

    text: str
    counter: str


@dataclass(frozen=True)
class EntersTrigger:
    """ "When this enters, ...": an enters-the-battlefield trigger whose X is its spell's X (CR 107.3m)."""

    text: str
    effect: Literal[
        "tap enchanted creature and put X sleep counters on it",
        "exile target artifact or creature an opponent controls until this leaves the battlefield",
    ]


@dataclass(frozen=True)
class Token:
    """The characteristics a token is created with (CR 111.3); its name is its subtypes plus "Token" (CR 111.4)."""

    subtypes: frozenset[str]
    types: frozenset[str]
    power: str
    toughness: str
    keywords: frozenset[str] = frozenset()

    @property
    def name(self) -> str:
        """CR 111.4: with no name given, the token's name is its subtypes plus the word "Token"."""
        return " ".join(sorted(self.subtypes)) + " Token"


@dataclass(frozen=True)
class DiesTrigger:
    """ "When this creature dies, create a <token> for each <kind> counter on this creature": it looks back
    in time (CR 603.10a), counting the counters the creature had as it last existed on the battlefield."""

    text: str
    token: Token
    per_counter: str


@dataclass(frozen=True)
class CounterSpellsWithManaValue:
    """ "Whenever a player casts a spell with mana value equal to the number of <kind> counters on this
    permanent, counter that spell" (Chalice of the Void): a cast trigger (CR 601.2i)."""

    text: str
    counter: str


@dataclass(frozen=True)
class SpellEffect:
    """What an instant or sorcery does as it resolves (CR 608.2), and what it targets (CR 601.2c)."""

    text: str
    effect: Literal[
        "return creature cards from graveyards",
        "tap target creature; it skips its next untap",
        "draw X cards",
    ]
    target: Literal["", "creature"] = ""


@dataclass(frozen=True)
class CostsMorePerOtherSpell:
    """ "Each spell a player casts costs {1} more to cast for each other spell that player has cast this
    turn" (Damping Sphere): a cost increase (CR 601.2f)."""

    text: str


CastingAbility = (
    CastAsThoughFlash
    | FlashIfYouPayMore
    | FlashIfXAtMost
    | CastingProhibition
    | CastFromZone
    | Bestow
    | EnchantCreature
    | EnchantedGets
    | EntersWithCounters
    | EntersTrigger
    | DiesTrigger
    | CounterSpellsWithManaValue
    | SpellEffect
    | CostsMorePerOtherSpell
)
