"""Who may cast what, from where, when and for how much (CR 601.3, 601.2f): timing permissions, prohibitions,
zone permissions, bestow's alternative cost (CR 702.103) and cost increases. engine/rules/spells/casting.py applies them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rulings.engine.abilities.effects import SpellAbility
from rulings.engine.abilities.text import TextAbility


@dataclass(frozen=True)
class CastAsThoughFlash(TextAbility):
    """ "You may cast <kind> spells as though they had flash": a timing permission (CR 601.3b)."""

    kinds: frozenset[str]  # card types or subtypes the spell, as cast, must have one of; empty: any spell
    anyone: bool = False  # "Any player may cast ..." (Tidal Barracuda), not only its controller


@dataclass(frozen=True)
class FlashIfYouPayMore(TextAbility):
    """ "You may cast this spell as though it had flash if you pay {2} more to cast it" (CR 601.3c)."""

    cost: str


@dataclass(frozen=True)
class FlashSacrificedAtCleanup(TextAbility):
    """ "You may cast this spell as though it had flash. If you cast it any time a sorcery couldn't have been
    cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step"
    (Parapet): a timing permission (CR 601.3b) that, used, creates a delayed triggered ability whose source is
    this object and whose controller is its caster (CR 603.7g)."""


@dataclass(frozen=True)
class FlashIfXAtMost(TextAbility):
    """ "You may cast this spell as though it had flash if X is 3 or less" (CR 601.3d)."""

    most: int


@dataclass(frozen=True)
class CastingProhibition(TextAbility):
    """ "Each opponent can cast spells only any time they could cast a sorcery" (Teferi), "Your opponents
    can't cast spells during your turn" (Tidal Barracuda), "You can't cast noncreature spells" (Nikya): no
    permission overrides a prohibition (CR 601.3, 101.2)."""

    players: Literal["opponents", "you"]
    when: Literal["always", "outside sorcery timing", "during your turn"] = "always"
    spells: Literal["any", "noncreature"] = "any"


@dataclass(frozen=True)
class CastFromZone(TextAbility):
    """ "You may cast this card from your graveyard as long as you control a Zombie" (CR 601.3)."""

    zone: str
    while_you_control: str = ""  # a type or subtype of a permanent its owner must control (CR 109.2)


@dataclass(frozen=True)
class Bestow(TextAbility):
    """ "Bestow [cost]": cast bestowed for that cost, the spell is an Aura spell (CR 702.103)."""

    cost: str


@dataclass(frozen=True)
class Dash(TextAbility):
    """ "Dash [cost]": an alternative cost (CR 118.9, 702.109a); cast for it, the spell's static ability gives
    the permanent haste and creates the delayed triggered ability that returns it (engine/rules/keyword_abilities/dash.py)."""

    cost: str


@dataclass(frozen=True)
class Flashback(TextAbility):
    """ "Flashback [cost]": the card may be cast from its owner's graveyard by paying [cost] rather than its mana
    cost, an alternative cost (CR 118.9, 702.34a); cast so, it is exiled instead of going anywhere else when it
    leaves the stack (engine/rules/keyword_abilities/flashback.py)."""

    cost: str


@dataclass(frozen=True)
class Mutate(TextAbility):
    """ "Mutate [cost]": an alternative cost (CR 118.9, 702.140a); cast for it, the spell is a mutating creature
    spell targeting a non-Human creature with the same owner, which it merges with as it resolves (CR 702.140c,
    730; engine/rules/keyword_abilities/mutate.py)."""

    cost: str


@dataclass(frozen=True)
class Morph(TextAbility):
    """ "Morph [cost]": the card may be cast face down as a 2/2 creature for {3}, an alternative cost
    (CR 702.37c, 708.4), and the face-down permanent turned face up any time its controller has priority by
    paying [cost], a special action (CR 702.37e, 116.2b). "Megamorph [cost]" is the variant whose permanent gets a
    +1/+1 counter as it is turned face up, if its megamorph cost was paid to turn it so (CR 702.37b)."""

    cost: str
    megamorph: bool = False


@dataclass(frozen=True)
class SpellsCostLess(TextAbility):
    """ "Instant and sorcery spells you cast cost {1} less to cast" (Goblin Electromancer): a cost reduction of
    generic mana only, applied after increases (CR 601.2f), to a spell with one of `kinds` as it will be cast
    (CR 601.3e: an Adventure instant too)."""

    kinds: frozenset[str]
    generic: int = 1


@dataclass(frozen=True)
class Adventure(TextAbility):
    """An adventurer card's Adventure (CR 715.2): the spell abilities of its alternative characteristics, which
    the vendored data give (name, mana cost, type line); cast as an Adventure, the card has only those (CR 715.3b)
    and is exiled as it resolves (CR 715.4). Its text is the Adventure's rules text."""

    abilities: tuple[SpellAbility, ...]


@dataclass(frozen=True)
class Suspend(TextAbility):
    """ "Suspend N—[cost]": if its owner could begin to cast it from their hand, they may pay [cost] and exile it
    with N time counters on it, a special action (CR 702.62a, 116.2f). With "Suspend X", X is chosen as the action
    is taken, immediately before the cost is paid (CR 107.3d); the card may forbid some values ("X can't be 0")."""

    cost: str
    time_counters: int = 0  # 0: X, the value chosen for the cost's {X}
    least_x: int = 0  # "X can't be 0": 1


@dataclass(frozen=True)
class CostsMorePerOtherSpell(TextAbility):
    """ "Each spell a player casts costs {1} more to cast for each other spell that player has cast this
    turn" (Damping Sphere): a cost increase (CR 601.2f)."""


@dataclass(frozen=True)
class CastFromHandWithoutPaying(TextAbility):
    """ "You may cast spells from your hand without paying their mana costs" (Omniscience): an alternative cost
    (CR 118.9) its controller may choose for a spell cast from their hand; timing is unchanged."""


CastPermission = (
    CastAsThoughFlash
    | FlashIfYouPayMore
    | FlashSacrificedAtCleanup
    | FlashIfXAtMost
    | CastingProhibition
    | CastFromZone
    | Bestow
    | Dash
    | Flashback
    | Mutate
    | SpellsCostLess
    | Adventure
    | Morph
    | Suspend
    | CostsMorePerOtherSpell
    | CastFromHandWithoutPaying
)
"""Who may cast what, when and for how much: the kind engine/rules/spells/casting.py reads."""
