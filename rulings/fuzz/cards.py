"""What the fuzzer knows of each card it puts on boards: its Oracle text read as a few facts.

This is the invariants' own, independent reading of the cards (an oracle in the testing sense): the
engine under test reads the same Oracle text its own way, and the invariants compare the two. A card
the fuzzer has no facts for is never put on a board, so an engine's new cards can't raise false alarms.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Literal

COLORS = ("W", "U", "B", "R", "G")  # CR 106.1a
TYPES = (*COLORS, "C")  # CR 106.1b

TypeRule = Literal["fixed", "any color", "lands you control", "colors opponents' lands", "sacrificed land"]
AmountRule = Literal["one", "creatures you control", "charge counters", "three", "storage removed"]


@dataclass(frozen=True)
class ManaAbilityFacts:
    """One mana ability: its cost, which types it can add, how many."""

    tap: bool = True  # {T} in its cost (CR 106.12: only these are "tapped for mana")
    untap: bool = False  # {Q} in its cost (CR 107.6)
    mana_cost: str = ""  # e.g. "{2}"
    sacrifice_land: bool = False
    types: TypeRule = "fixed"
    fixed: str = ""  # the type, for "fixed"
    amount: AmountRule = "one"
    restricted: bool = False  # "Spend this mana only ...": activating it may be unsupported


@dataclass(frozen=True)
class TapTrigger:
    """ "Whenever [a player taps] a land [is tapped] for mana, ..." (CR 106.12a)."""

    tapper: Literal["any", "you", "opponent"]  # whose tapping counts, relative to the trigger's controller
    what: Literal["land", "basic land", "enchanted land"]
    adds: Literal["same type", "G", ""]  # "" adds no mana: not a mana ability, it uses the stack (CR 605.1b)
    recipient: Literal["tapper", "you", "land's controller"] = "tapper"


@dataclass(frozen=True)
class ManaReplacementFacts:
    """ "If [you tap] a [land] [is tapped] for mana, it produces ... instead" (CR 106.12b, 614.1a)."""

    tapper: Literal["any", "you"]
    what: Literal["permanent", "land"]
    min_amount: int = 1
    multiply: int = 1
    set_type: str = ""
    set_amount: int = 0


@dataclass(frozen=True)
class CardFacts:
    """A card as the invariants read it."""

    name: str
    types: frozenset[str]
    basic: bool = False
    mana: tuple[ManaAbilityFacts, ...] = ()
    triggers: tuple[TapTrigger, ...] = ()
    replacements: tuple[ManaReplacementFacts, ...] = ()
    lands_have_any_color: bool = False  # Chromatic Lantern grants "{T}: Add one mana of any color."
    lands_are_swamps: bool = False  # Urborg: each land has "{T}: Add {B}." (CR 305.6, 305.7)
    enchants_land: bool = False
    counters: str = ""  # the kind of counter its abilities read, e.g. "charge"
    haste: bool = False
    # "Untap all [creatures and lands] you control during each other player's untap step" (Prophet, Seedborn)
    untaps_in_others_untap_steps: frozenset[str] = frozenset()
    stays_tapped: bool = False  # "~ doesn't untap during your untap step" (Colossus of Sardia, Mana Vault)
    stops_untap_steps: bool = False  # "Players skip their untap steps" (Stasis)
    grants_haste: Literal["", "all creatures", "your creatures' abilities"] = ""  # Lavaleaper, Elixir
    # Casting (CR 601): its mana cost (mana value and X read off it), subtypes, where else it may be cast from,
    # which spells it lets its controller cast as though they had flash, and what X puts on it as it enters.
    cost: str = ""  # its mana cost in the rules' notation, for boards that can pay for it
    subtypes: frozenset[str] = frozenset()
    flash: bool = False  # the keyword (CR 702.8)
    bestow: bool = False
    castable_from_graveyard_with: str = ""  # "Zombie": Gravecrawler's permission (CR 601.3)
    gives_flash_to: frozenset[str] = frozenset()  # "Creature" (Prophet), "Aura" (Sigarda's Aid)
    flash_for_more: bool = False  # "as though it had flash if you pay {2} more" (Twilight's Call)
    enters_with_x_counters: str = ""  # "+1/+1" (Hangarback Walker), "charge" (Chalice of the Void)
    toughness: int | None = (
        None  # a creature's printed toughness (CR 208.1), for state-based actions (CR 704.5f-g)
    )
    vigilance: bool = False  # the keyword: attacking doesn't cause it to tap (CR 702.20b)
    protection_from: frozenset[str] = frozenset()  # "Protection from black": the colours, as "B" (CR 702.16a)
    from_data_alone: bool = False  # vanilla cards: an engine needn't list them among the cards it models
    tags: frozenset[str] = field(default_factory=frozenset)  # roles for the board strategies
    # Known to the invariants for a scripted witness game, but never put on a random board: a new card there
    # would change every campaign's boards (the fuzz tests replay campaigns by seed).
    witness_only: bool = False

    @property
    def mana_value(self) -> int:
        """The total of its mana cost, X counting 0 (CR 202.3, 202.3e); no cost: 0."""
        return sum(
            int(s) if s.isdigit() else 0 if s == "X" else 1 for s in re.findall(r"\{([^}]+)\}", self.cost)
        )

    @property
    def has_x(self) -> bool:
        """Whether its mana cost has {X} (CR 107.3)."""
        return "{X}" in self.cost

    @property
    def colors(self) -> frozenset[str]:
        """Its colours: the coloured mana symbols of its mana cost (CR 202.2, 105.2). No card the fuzzer knows has
        a colour indicator or an ability that sets its colour, which would need more than its cost."""
        return frozenset(c for c in COLORS if c in re.sub(r"[^WUBRG]", "", self.cost))

    def is_type(self, card_type: str) -> bool:
        """Whether the card has this card type."""
        return card_type in self.types

    @property
    def reads_other_permanents(self) -> bool:
        """Whether what it could produce depends on other permanents (CR 106.7)."""
        return any(
            a.types in ("lands you control", "colors opponents' lands", "sacrificed land") for a in self.mana
        )

    @property
    def only_tap_abilities(self) -> bool:
        """Whether every mana ability of its own has {T} in its cost (the steps' "taps" verb)."""
        return bool(self.mana) and all(a.tap for a in self.mana)


def _words(text: str) -> frozenset[str]:
    """A set of card types, subtypes or tags, written as words: one card a line in the table below."""
    return frozenset(text.split())


LAND = _words("Land")
TAP = ManaAbilityFacts()


def _basic(name: str, mana_type: str) -> CardFacts:
    return CardFacts(name, LAND, basic=True, mana=(ManaAbilityFacts(fixed=mana_type),), tags=_words("land"))


def _vanilla(name: str, cost: str, subtypes: frozenset[str] = frozenset(), haste: bool = False) -> CardFacts:
    return CardFacts(
        name,
        _words("Creature"),
        cost=cost,
        subtypes=subtypes,
        haste=haste,
        from_data_alone=True,
        tags=_words("creature caster"),
    )


ANY_COLOR = ManaAbilityFacts(types="any color")
LAND_FOR_MANA_ANY = TapTrigger("any", "land", "same type")
DOUBLE = ManaReplacementFacts("you", "permanent", multiply=2)

# A table, one card a line: the formatter leaves it so.
# fmt: off
_CARDS = (
    _basic("Plains", "W"),
    _basic("Island", "U"),
    _basic("Swamp", "B"),
    _basic("Mountain", "R"),
    _basic("Forest", "G"),
    _basic("Wastes", "C"),
    CardFacts("Llanowar Elves", _words("Creature"), mana=(ManaAbilityFacts(fixed="G"),), tags=_words("creature")),
    CardFacts("Gaea's Cradle", LAND, mana=(ManaAbilityFacts(fixed="G", amount="creatures you control"),), tags=_words("land")),
    CardFacts("Reflecting Pool", LAND, mana=(ManaAbilityFacts(types="lands you control"),), tags=_words("land reader")),
    CardFacts("Exotic Orchard", LAND, mana=(ManaAbilityFacts(types="colors opponents' lands"),), tags=_words("land reader")),
    CardFacts("Fellwar Stone", _words("Artifact"), mana=(ManaAbilityFacts(types="colors opponents' lands"),), tags=_words("source reader")),
    CardFacts("Squandered Resources", _words("Enchantment"), mana=(ManaAbilityFacts(tap=False, sacrifice_land=True, types="sacrificed land"),), tags=_words("source reader")),
    CardFacts("Chromatic Lantern", _words("Artifact"), mana=(ANY_COLOR,), lands_have_any_color=True, tags=_words("source")),
    CardFacts("Astral Cornucopia", _words("Artifact"), cost="{X}{X}{X}", mana=(ManaAbilityFacts(types="any color", amount="charge counters"),), counters="charge", enters_with_x_counters="charge", tags=_words("source x")),
    CardFacts("Pili-Pala", _words("Artifact Creature"), mana=(ManaAbilityFacts(tap=False, untap=True, mana_cost="{2}", types="any color"),), tags=_words("source creature")),
    CardFacts("Mishra's Workshop", LAND, mana=(ManaAbilityFacts(fixed="C", amount="three", restricted=True),), tags=_words("land")),
    CardFacts("Mana Flare", _words("Enchantment"), triggers=(LAND_FOR_MANA_ANY,), tags=_words("trigger")),
    CardFacts("Heartbeat of Spring", _words("Enchantment"), triggers=(LAND_FOR_MANA_ANY,), tags=_words("trigger")),
    CardFacts("Wild Growth", _words("Enchantment"), triggers=(TapTrigger("any", "enchanted land", "G", "land's controller"),), enchants_land=True, tags=_words("trigger aura")),
    CardFacts("Vorinclex, Voice of Hunger", _words("Creature"), triggers=(TapTrigger("you", "land", "same type", "you"), TapTrigger("opponent", "land", "")), tags=_words("trigger creature")),
    CardFacts("Mana Reflection", _words("Enchantment"), replacements=(DOUBLE,), tags=_words("replacement")),
    CardFacts("Nyxbloom Ancient", _words("Enchantment Creature"), replacements=(ManaReplacementFacts("you", "permanent", multiply=3),), tags=_words("replacement creature")),
    CardFacts("Contamination", _words("Enchantment"), replacements=(ManaReplacementFacts("any", "land", set_type="B", set_amount=1),), tags=_words("replacement")),
    CardFacts("Infernal Darkness", _words("Enchantment"), replacements=(ManaReplacementFacts("any", "land", set_type="B"),), tags=_words("replacement")),
    CardFacts("Ritual of Subdual", _words("Enchantment"), replacements=(ManaReplacementFacts("any", "land", set_type="C"),), tags=_words("replacement")),
    CardFacts("Damping Sphere", _words("Artifact"), replacements=(ManaReplacementFacts("any", "land", min_amount=2, set_type="C", set_amount=1),), tags=_words("replacement")),
    CardFacts("Urborg, Tomb of Yawgmoth", LAND, lands_are_swamps=True, tags=_words("land")),
    CardFacts("Mana Vault", _words("Artifact"), mana=(ManaAbilityFacts(fixed="C", amount="three"),), stays_tapped=True, tags=_words("source")),
    CardFacts("Colossus of Sardia", _words("Artifact Creature"), stays_tapped=True, tags=_words("creature")),
    CardFacts("Prophet of Kruphix", _words("Creature"), cost="{3}{G}{U}", untaps_in_others_untap_steps=_words("Creature Land"), gives_flash_to=_words("Creature"), tags=_words("creature untapper flash")),
    CardFacts("Seedborn Muse", _words("Creature"), untaps_in_others_untap_steps=_words("Artifact Creature Enchantment Land Planeswalker"), tags=_words("creature untapper")),
    # Tapping and untapping (issue 3).
    _vanilla("Grizzly Bears", "{1}{G}"),
    _vanilla("Walking Corpse", "{1}{B}", subtypes=_words("Zombie")),
    _vanilla("Raging Goblin", "{R}", haste=True),
    CardFacts("Dryad Arbor", _words("Land Creature"), mana=(ManaAbilityFacts(fixed="G"),), subtypes=_words("Forest Dryad"), from_data_alone=True, tags=_words("land creature")),
    CardFacts("Lavaleaper", _words("Creature"), cost="{3}{R}", triggers=(TapTrigger("any", "basic land", "same type"),), grants_haste="all creatures", tags=_words("trigger creature")),
    CardFacts("Thousand-Year Elixir", _words("Artifact"), cost="{3}", grants_haste="your creatures' abilities", tags=_words("creature untapper")),
    CardFacts("Stasis", _words("Enchantment"), cost="{1}{U}", stops_untap_steps=True, tags=_words("untapper")),
    CardFacts("Chained Brute", _words("Creature"), cost="{1}{R}", stays_tapped=True, tags=_words("untapper")),
    # Casting (issue 4).
    CardFacts("Gravecrawler", _words("Creature"), cost="{B}", subtypes=_words("Zombie"), castable_from_graveyard_with="Zombie", tags=_words("creature caster")),
    CardFacts("Sigarda's Aid", _words("Enchantment"), cost="{W}", gives_flash_to=_words("Aura"), tags=_words("caster flash")),
    CardFacts("Hopeful Eidolon", _words("Enchantment Creature"), cost="{W}", bestow=True, tags=_words("creature caster bestow")),
    CardFacts("Nyxborn Rollicker", _words("Enchantment Creature"), cost="{R}", bestow=True, tags=_words("creature caster bestow")),
    CardFacts("Boon Satyr", _words("Enchantment Creature"), cost="{1}{G}{G}", bestow=True, flash=True, tags=_words("creature caster bestow flash")),
    # Their +1/+1 counters: their toughness, and what Hangarback Walker's dying reads.
    CardFacts("Hangarback Walker", _words("Artifact Creature"), cost="{X}{X}", enters_with_x_counters="+1/+1", counters="+1/+1", tags=_words("creature caster x")),
    CardFacts("Endless One", _words("Creature"), cost="{X}", enters_with_x_counters="+1/+1", counters="+1/+1", tags=_words("creature caster x")),
    CardFacts("Chalice of the Void", _words("Artifact"), cost="{X}{X}", enters_with_x_counters="charge", tags=_words("caster x")),
    # "Whenever another creature enters, you gain 1 life": its triggers, one per player, go on the stack
    # together when a creature enters with Soul Wardens on both sides (CR 603.3b).
    CardFacts("Soul Warden", _words("Creature"), cost="{W}", subtypes=_words("Human Cleric"), tags=_words("creature caster"), witness_only=True),
    # Combat damage (CR 510.4): a first striker, whose blocker dies before it deals regular damage; in the witness
    # game only, so that the seeded campaigns keep their boards.
    replace(_vanilla("Youthful Knight", "{1}{W}"), witness_only=True),
    # Protection from black (CR 702.16e-f) against black creatures; witness games only, as above. Arrogant
    # Bloodlord's trigger needs a creature with power 1 or less, which White Knight is not.
    replace(_vanilla("White Knight", "{W}{W}"), protection_from=_words("B"), from_data_alone=False, witness_only=True),
    replace(_vanilla("Arrogant Bloodlord", "{1}{B}{B}"), from_data_alone=False, witness_only=True),
    CardFacts("Twilight's Call", _words("Sorcery"), cost="{4}{B}{B}", flash_for_more=True, tags=_words("caster flash")),
)
# fmt: on
FACTS: dict[str, CardFacts] = {facts.name: facts for facts in _CARDS}
"""Every card the fuzzer can put on a board, by exact Oracle name."""

BASIC_LANDS = tuple(name for name, facts in FACTS.items() if facts.basic)


# The creatures' printed toughness, from their Oracle text (CR 208.1): a 0/0 dies as state-based actions are
# checked (CR 704.5f), and so does a creature with damage marked on it at least equal to its toughness (704.5g).
TOUGHNESS = {
    "Llanowar Elves": 1,
    "Pili-Pala": 1,
    "Vorinclex, Voice of Hunger": 6,
    "Nyxbloom Ancient": 5,
    "Colossus of Sardia": 9,
    "Prophet of Kruphix": 3,
    "Seedborn Muse": 4,
    "Grizzly Bears": 2,
    "Walking Corpse": 2,
    "Raging Goblin": 1,
    "Youthful Knight": 1,
    "White Knight": 2,
    "Arrogant Bloodlord": 4,
    "Dryad Arbor": 1,
    "Lavaleaper": 4,
    "Chained Brute": 3,
    "Gravecrawler": 1,
    "Hopeful Eidolon": 1,
    "Nyxborn Rollicker": 1,
    "Boon Satyr": 2,
    "Hangarback Walker": 0,
    "Endless One": 0,
    "Soul Warden": 1,
}
FACTS.update({name: replace(FACTS[name], toughness=toughness) for name, toughness in TOUGHNESS.items()})


POOL: dict[str, CardFacts] = {}
"""Cards of the whole pool a campaign put on its boards (pool_cards.py), by name: read from their data, the
same whichever campaign read them first."""


def facts_of(name: str) -> CardFacts:
    """The facts of a card the fuzzer knows (its table's, or a pool card's); KeyError names the table's."""
    facts = FACTS.get(name) or POOL.get(name)
    if facts is None:
        raise KeyError(f"the fuzzer has no facts for {name!r}; it knows {', '.join(sorted(FACTS))}")
    return facts
