"""Static abilities of permanents that the rules of entering and state-based actions read: enchant creature
(CR 303.4a, 702.5), an Aura's bonus (CR 613.4c), and entering with X counters (CR 614.1c, 107.3m).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rulings.engine.abilities.text import TextAbility
from rulings.engine.abilities.tokens import Token


@dataclass(frozen=True)
class EnchantCreature(TextAbility):
    """ "Enchant creature": the Aura spell targets a creature and the Aura enchants it (CR 303.4a, 702.5)."""

    text: str = "Enchant creature"


@dataclass(frozen=True)
class Gets(TextAbility):
    """A static "gets +N/+M" (CR 613.4c); each kind says which creatures get it. The kinds that add no field
    inherit the frozen dataclass's methods (a dataclass compares its own class only)."""

    power: int
    toughness: int


class EnchantedGets(Gets):
    """ "Enchanted creature gets +N/+M": a static ability of an Aura (CR 613.4c)."""


@dataclass(frozen=True)
class EquippedGets(Gets):
    """ "Equipped creature gets +N/+M [and has K | and loses K]": a static ability of an Equipment on the creature it
    is attached to (CR 301.5a, 613.4c, 613.1f), with the Equipment's timestamp, renewed as it becomes attached (CR
    613.7e): a keyword the creature gains from an effect with a later timestamp, it keeps (Colossus Hammer)."""

    keywords: frozenset[str] = frozenset()
    loses: frozenset[str] = frozenset()


@dataclass(frozen=True)
class EntersWithCounters(TextAbility):
    """ "This enters with X <kind> counters on it": a replacement effect (CR 614.1c), X per CR 107.3m."""

    counter: str
    count: int = 0  # "enters with a charge counter on it": a fixed number; 0 means X


@dataclass(frozen=True)
class EntersAsCopy(TextAbility):
    """ "You may have this creature enter as a copy of any creature on the battlefield" (Clone): a replacement
    effect that modifies how the permanent enters (CR 614.1c, 614.12), applied before any other (CR
    616.1c); the creature is chosen as it enters, not targeted, among those already on the battlefield (its
    rulings)."""


@dataclass(frozen=True)
class TokensDoubled(TextAbility):
    """ "If an effect would create one or more tokens under your control, it creates twice that many of those
    tokens instead" (Anointed Procession): a replacement effect on creating tokens (CR 614.1a), applied before
    the tokens' own replacement effects on entering, which apply to each token it creates (CR 616.1g)."""


@dataclass(frozen=True)
class OthersEnterWithCounter(TextAbility):
    """ "Each other non-Human creature you control enters with an additional +1/+1 counter on it" (Grumgully): a
    replacement effect (CR 614.1c) on the creatures that would enter under its controller's control, applied
    after those that modify under whose control they enter (CR 616.1b)."""

    not_subtype: str = "Human"


@dataclass(frozen=True)
class PowerToughnessEqualToCounters(TextAbility):
    """ "This creature's power and toughness are each equal to the number of <kind> counters on creatures you
    control" (Fungal Behemoth): a characteristic-defining ability (CR 604.3), which functions in every zone and
    sets its printed "*" (CR 208.2a, 613.4a)."""

    counter: str


@dataclass(frozen=True)
class AsTurnedFaceUp(TextAbility):
    """ "As this creature is turned face up, put <count> <kind> counters on it": a replacement effect that
    modifies how it turns face up (CR 614.1e), so the counters are there as it does; it functions however the
    permanent is turned face up, and not while it is face down (Hooded Hydra's rulings)."""

    counter: str
    count: int


@dataclass(frozen=True)
class EntersPuttingCounterOnArtifact(TextAbility):
    """ "As this creature enters, put a <kind> counter on an artifact you control" (Phylactery Lich): a static
    ability whose effect happens as the permanent enters (CR 603.6d, 614.12), without targeting; the artifact is
    one already on the battlefield, not one entering with it (its rulings)."""

    counter: str


@dataclass(frozen=True)
class OpponentsDyingCreaturesExiled(TextAbility):
    """ "If a creature an opponent controls would die, exile it instead" (Misery's Shadow): a replacement effect
    (CR 614.1a); the creature never dies, so its dies abilities don't trigger (CR 603.2g)."""


@dataclass(frozen=True)
class CantLose(TextAbility):
    """ "You can't lose the game" (Platinum Angel), or, with `only_life`, "You don't lose the game for having
    0 or less life" (Phyrexian Unlife): its controller doesn't lose as CR 704.5a (or 704.5a-c) would have it.
    Conceding still loses (CR 104.3a): a player who concedes leaves the game and controls nothing."""

    only_life: bool = False


@dataclass(frozen=True)
class YourCreaturesDealDoubleDamage(TextAbility):
    """ "If a creature you control would deal damage to a permanent or player, it deals double that damage
    instead" (Gratuitous Violence): a replacement effect on damage from a source (CR 614.1a, 614.2)."""


@dataclass(frozen=True)
class DamageAsInfectAtZeroLife(TextAbility):
    """ "As long as you have 0 or less life, all damage is dealt to you as though its source had infect"
    (Phyrexian Unlife): damage to its controller gives poison counters instead of life loss (CR 120.3b)."""


class TokensGet(Gets):
    """ "Creature tokens get -1/-1" (Illness in the Ranks): every creature token, whoever controls it (CR 613.4c)."""


@dataclass(frozen=True)
class EntersTapped(TextAbility):
    """ "This enters tapped": a replacement effect (CR 614.1d, 614.12); it enters tapped, never becoming tapped."""


@dataclass(frozen=True)
class MaximumHandSize(TextAbility):
    """ "You have no maximum hand size" (`size` None: Spellbook) or "Your maximum hand size is N" (Twenty-Toed
    Toad): an effect on its controller's maximum hand size (CR 402.2), applied in timestamp order."""

    size: int | None


class CreaturesYouControlGet(Gets):
    """ "Creatures you control get +N/+M" (Parapet): a static ability (CR 604.1, 613.4c)."""


class OtherCreaturesYouControlGet(Gets):
    """ "Other creatures you control get +N/+M" (Benalish Marshal): a static ability (CR 604.1, 613.4c)."""


@dataclass(frozen=True)
class GetsPerCardInHand(Gets):
    """ "This creature gets +N/+M for each card in your hand" (Grim Strider: -1/-1), or, with `enchanted`,
    "Enchanted creature gets +N/+M for each card in its controller's hand" (Righteous Authority): counted
    continuously (CR 611.3a), so the creature's toughness changes the moment that hand does."""

    enchanted: bool = False


@dataclass(frozen=True)
class EnchantedActivatedAbilitiesCostMore(TextAbility):
    """ "Activated abilities of enchanted creature cost {3} more to activate" (Oppressive Rays): a cost
    increase on each activated ability of that creature, mana abilities included (CR 601.2f, 602.2b)."""

    mana: str


@dataclass(frozen=True)
class TriggersAnAdditionalTime(TextAbility):
    """ "If an artifact or creature entering causes a triggered ability of a permanent you control to trigger, that
    ability triggers an additional time" (Panharmonicon): CR 603.2d, the ability triggers once more, a separate
    instance with its own choices; each such effect adds one, none applies to another."""

    cause: Literal["an artifact or creature entering"]


@dataclass(frozen=True)
class GetsExiledCardsPowerToughness(TextAbility):
    """ "This creature gets +X/+Y, where X is the exiled creature card's power and Y is its toughness" (Phyrexian
    Ingester): the card its imprint ability exiled (CR 607.2a), read in exile as printed, no counters (its
    rulings); Y follows the same rules as X (CR 107.3p): each is defined by the text, neither is 0."""


@dataclass(frozen=True)
class CantBeCopied(TextAbility):
    """ "This spell can't be copied" (Choreographed Sparks): an effect that would copy it puts no copy of it on the
    stack (CR 707.10)."""


@dataclass(frozen=True)
class CantBeCountered(TextAbility):
    """ "This spell can't be countered" (Carnage Tyrant): it functions on the stack (CR 113.6g); an effect that
    would counter the spell doesn't remove it from the stack, and the rest of that effect still happens. A spell
    whose targets are all illegal still doesn't resolve (CR 608.2b): that isn't countering it."""


@dataclass(frozen=True)
class CreatureTokensCreatedInstead(TextAbility):
    """ "If one or more creature tokens would be created under your control, that many <token>s are created
    instead" (Divine Visitation): a replacement effect on creating tokens (CR 614.1a); a token a copy of a
    permanent spell becomes as it resolves isn't "created" (CR 608.3f), so it doesn't apply to that."""

    token: Token


StaticAbility = (
    CantBeCopied
    | CantBeCountered
    | CreatureTokensCreatedInstead
    | EnchantCreature
    | EnchantedGets
    | EquippedGets
    | EntersWithCounters
    | EntersAsCopy
    | TokensDoubled
    | AsTurnedFaceUp
    | PowerToughnessEqualToCounters
    | EntersPuttingCounterOnArtifact
    | OthersEnterWithCounter
    | OpponentsDyingCreaturesExiled
    | CantLose
    | DamageAsInfectAtZeroLife
    | YourCreaturesDealDoubleDamage
    | TokensGet
    | EntersTapped
    | MaximumHandSize
    | OtherCreaturesYouControlGet
    | CreaturesYouControlGet
    | GetsPerCardInHand
    | EnchantedActivatedAbilitiesCostMore
    | TriggersAnAdditionalTime
    | GetsExiledCardsPowerToughness
)
"""A static ability that entering, state-based actions and layers read."""
