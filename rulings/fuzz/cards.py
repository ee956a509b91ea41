"""What the fuzzer knows of each card it puts on boards: its Oracle text read as a few facts.

This is the invariants' own, independent reading of the cards (an oracle in the testing sense): the
engine under test reads the same Oracle text its own way, and the invariants compare the two. A card
the fuzzer has no facts for is never put on a board, so an engine's new cards can't raise false alarms.
"""

from __future__ import annotations

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
    # Casting (CR 601): the card's mana value with X as 0, its subtypes, where else it may be cast from,
    # which spells it lets its controller cast as though they had flash, and what X puts on it as it enters.
    mana_value: int = 0
    cost: str = ""  # its mana cost in the rules' notation, for boards that can pay for it
    subtypes: frozenset[str] = frozenset()
    flash: bool = False  # the keyword (CR 702.8)
    has_x: bool = False
    bestow: bool = False
    castable_from_graveyard_with: str = ""  # "Zombie": Gravecrawler's permission (CR 601.3)
    gives_flash_to: frozenset[str] = frozenset()  # "Creature" (Prophet), "Aura" (Sigarda's Aid)
    flash_for_more: bool = False  # "as though it had flash if you pay {2} more" (Twilight's Call)
    enters_with_x_counters: str = ""  # "+1/+1" (Hangarback Walker), "charge" (Chalice of the Void)
    toughness: int | None = (
        None  # a creature's printed toughness (CR 208.1), for state-based actions (CR 704.5f-g)
    )
    vigilance: bool = False  # the keyword: attacking doesn't cause it to tap (CR 702.20b)
    from_data_alone: bool = False  # vanilla cards: an engine needn't list them among the cards it models
    tags: frozenset[str] = field(default_factory=frozenset)  # roles for the board strategies
    # Known to the invariants for a scripted witness game, but never put on a random board: a new card there
    # would change every campaign's boards (the fuzz tests replay campaigns by seed).
    witness_only: bool = False

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


LAND = frozenset({"Land"})
TAP = ManaAbilityFacts()


def _basic(name: str, mana_type: str) -> CardFacts:
    return CardFacts(
        name, LAND, basic=True, mana=(ManaAbilityFacts(fixed=mana_type),), tags=frozenset({"land"})
    )


def _vanilla(
    name: str, mana_value: int, subtypes: frozenset[str] = frozenset(), haste: bool = False, cost: str = ""
) -> CardFacts:
    return CardFacts(
        name,
        frozenset({"Creature"}),
        mana_value=mana_value,
        cost=cost,
        subtypes=subtypes,
        haste=haste,
        from_data_alone=True,
        tags=frozenset({"creature", "caster"}),
    )


ANY_COLOR = ManaAbilityFacts(types="any color")
LAND_FOR_MANA_ANY = TapTrigger("any", "land", "same type")
DOUBLE = ManaReplacementFacts("you", "permanent", multiply=2)

FACTS: dict[str, CardFacts] = {
    facts.name: facts
    for facts in (
        _basic("Plains", "W"),
        _basic("Island", "U"),
        _basic("Swamp", "B"),
        _basic("Mountain", "R"),
        _basic("Forest", "G"),
        _basic("Wastes", "C"),
        CardFacts(
            "Llanowar Elves",
            frozenset({"Creature"}),
            mana=(ManaAbilityFacts(fixed="G"),),
            tags=frozenset({"creature"}),
        ),
        CardFacts(
            "Gaea's Cradle",
            LAND,
            mana=(ManaAbilityFacts(fixed="G", amount="creatures you control"),),
            tags=frozenset({"land"}),
        ),
        CardFacts(
            "Reflecting Pool",
            LAND,
            mana=(ManaAbilityFacts(types="lands you control"),),
            tags=frozenset({"land", "reader"}),
        ),
        CardFacts(
            "Exotic Orchard",
            LAND,
            mana=(ManaAbilityFacts(types="colors opponents' lands"),),
            tags=frozenset({"land", "reader"}),
        ),
        CardFacts(
            "Fellwar Stone",
            frozenset({"Artifact"}),
            mana=(ManaAbilityFacts(types="colors opponents' lands"),),
            tags=frozenset({"source", "reader"}),
        ),
        CardFacts(
            "Squandered Resources",
            frozenset({"Enchantment"}),
            mana=(ManaAbilityFacts(tap=False, sacrifice_land=True, types="sacrificed land"),),
            tags=frozenset({"source", "reader"}),
        ),
        CardFacts(
            "Chromatic Lantern",
            frozenset({"Artifact"}),
            mana=(ANY_COLOR,),
            lands_have_any_color=True,
            tags=frozenset({"source"}),
        ),
        CardFacts(
            "Astral Cornucopia",
            frozenset({"Artifact"}),
            cost="{X}{X}{X}",
            mana=(ManaAbilityFacts(types="any color", amount="charge counters"),),
            counters="charge",
            has_x=True,
            enters_with_x_counters="charge",
            tags=frozenset({"source", "x"}),
        ),
        CardFacts(
            "Pili-Pala",
            frozenset({"Artifact", "Creature"}),
            mana=(ManaAbilityFacts(tap=False, untap=True, mana_cost="{2}", types="any color"),),
            tags=frozenset({"source", "creature"}),
        ),
        CardFacts(
            "Mishra's Workshop",
            LAND,
            mana=(ManaAbilityFacts(fixed="C", amount="three", restricted=True),),
            tags=frozenset({"land"}),
        ),
        CardFacts(
            "Mana Flare",
            frozenset({"Enchantment"}),
            triggers=(LAND_FOR_MANA_ANY,),
            tags=frozenset({"trigger"}),
        ),
        CardFacts(
            "Heartbeat of Spring",
            frozenset({"Enchantment"}),
            triggers=(LAND_FOR_MANA_ANY,),
            tags=frozenset({"trigger"}),
        ),
        CardFacts(
            "Wild Growth",
            frozenset({"Enchantment"}),
            triggers=(TapTrigger("any", "enchanted land", "G", "land's controller"),),
            enchants_land=True,
            tags=frozenset({"trigger", "aura"}),
        ),
        CardFacts(
            "Vorinclex, Voice of Hunger",
            frozenset({"Creature"}),
            triggers=(TapTrigger("you", "land", "same type", "you"), TapTrigger("opponent", "land", "")),
            tags=frozenset({"trigger", "creature"}),
        ),
        CardFacts(
            "Mana Reflection",
            frozenset({"Enchantment"}),
            replacements=(DOUBLE,),
            tags=frozenset({"replacement"}),
        ),
        CardFacts(
            "Nyxbloom Ancient",
            frozenset({"Enchantment", "Creature"}),
            replacements=(ManaReplacementFacts("you", "permanent", multiply=3),),
            tags=frozenset({"replacement", "creature"}),
        ),
        CardFacts(
            "Contamination",
            frozenset({"Enchantment"}),
            replacements=(ManaReplacementFacts("any", "land", set_type="B", set_amount=1),),
            tags=frozenset({"replacement"}),
        ),
        CardFacts(
            "Infernal Darkness",
            frozenset({"Enchantment"}),
            replacements=(ManaReplacementFacts("any", "land", set_type="B"),),
            tags=frozenset({"replacement"}),
        ),
        CardFacts(
            "Ritual of Subdual",
            frozenset({"Enchantment"}),
            replacements=(ManaReplacementFacts("any", "land", set_type="C"),),
            tags=frozenset({"replacement"}),
        ),
        CardFacts(
            "Damping Sphere",
            frozenset({"Artifact"}),
            replacements=(ManaReplacementFacts("any", "land", min_amount=2, set_type="C", set_amount=1),),
            tags=frozenset({"replacement"}),
        ),
        CardFacts("Urborg, Tomb of Yawgmoth", LAND, lands_are_swamps=True, tags=frozenset({"land"})),
        CardFacts(
            "Mana Vault",
            frozenset({"Artifact"}),
            mana=(ManaAbilityFacts(fixed="C", amount="three"),),
            stays_tapped=True,
            tags=frozenset({"source"}),
        ),
        CardFacts(
            "Colossus of Sardia",
            frozenset({"Artifact", "Creature"}),
            stays_tapped=True,
            tags=frozenset({"creature"}),
        ),
        CardFacts(
            "Prophet of Kruphix",
            frozenset({"Creature"}),
            cost="{3}{G}{U}",
            untaps_in_others_untap_steps=frozenset({"Creature", "Land"}),
            gives_flash_to=frozenset({"Creature"}),
            mana_value=5,
            tags=frozenset({"creature", "untapper", "flash"}),
        ),
        CardFacts(
            "Seedborn Muse",
            frozenset({"Creature"}),
            untaps_in_others_untap_steps=frozenset(
                {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"}
            ),
            tags=frozenset({"creature", "untapper"}),
        ),
        # Tapping and untapping (issue 3).
        _vanilla("Grizzly Bears", 2, cost="{1}{G}"),
        _vanilla("Walking Corpse", 2, subtypes=frozenset({"Zombie"}), cost="{1}{B}"),
        _vanilla("Raging Goblin", 1, haste=True, cost="{R}"),
        CardFacts(
            "Dryad Arbor",
            frozenset({"Land", "Creature"}),
            mana=(ManaAbilityFacts(fixed="G"),),
            subtypes=frozenset({"Forest", "Dryad"}),
            from_data_alone=True,
            tags=frozenset({"land", "creature"}),
        ),
        CardFacts(
            "Lavaleaper",
            frozenset({"Creature"}),
            cost="{3}{R}",
            triggers=(TapTrigger("any", "basic land", "same type"),),
            grants_haste="all creatures",
            mana_value=4,
            tags=frozenset({"trigger", "creature"}),
        ),
        CardFacts(
            "Thousand-Year Elixir",
            frozenset({"Artifact"}),
            cost="{3}",
            grants_haste="your creatures' abilities",
            mana_value=3,
            tags=frozenset({"creature", "untapper"}),
        ),
        CardFacts(
            "Stasis",
            frozenset({"Enchantment"}),
            cost="{1}{U}",
            stops_untap_steps=True,
            mana_value=2,
            tags=frozenset({"untapper"}),
        ),
        CardFacts(
            "Chained Brute",
            frozenset({"Creature"}),
            cost="{1}{R}",
            stays_tapped=True,
            mana_value=2,
            tags=frozenset({"untapper"}),
        ),
        # Casting (issue 4).
        CardFacts(
            "Gravecrawler",
            frozenset({"Creature"}),
            cost="{B}",
            subtypes=frozenset({"Zombie"}),
            castable_from_graveyard_with="Zombie",
            mana_value=1,
            tags=frozenset({"creature", "caster"}),
        ),
        CardFacts(
            "Sigarda's Aid",
            frozenset({"Enchantment"}),
            cost="{W}",
            gives_flash_to=frozenset({"Aura"}),
            mana_value=1,
            tags=frozenset({"caster", "flash"}),
        ),
        CardFacts(
            "Hopeful Eidolon",
            frozenset({"Enchantment", "Creature"}),
            cost="{W}",
            bestow=True,
            mana_value=1,
            tags=frozenset({"creature", "caster", "bestow"}),
        ),
        CardFacts(
            "Nyxborn Rollicker",
            frozenset({"Enchantment", "Creature"}),
            cost="{R}",
            bestow=True,
            mana_value=1,
            tags=frozenset({"creature", "caster", "bestow"}),
        ),
        CardFacts(
            "Boon Satyr",
            frozenset({"Enchantment", "Creature"}),
            cost="{1}{G}{G}",
            bestow=True,
            flash=True,
            mana_value=3,
            tags=frozenset({"creature", "caster", "bestow", "flash"}),
        ),
        CardFacts(
            "Hangarback Walker",
            frozenset({"Artifact", "Creature"}),
            cost="{X}{X}",
            has_x=True,
            enters_with_x_counters="+1/+1",
            counters="+1/+1",  # its toughness, and what Hangarback Walker's dying reads
            tags=frozenset({"creature", "caster", "x"}),
        ),
        CardFacts(
            "Endless One",
            frozenset({"Creature"}),
            cost="{X}",
            has_x=True,
            enters_with_x_counters="+1/+1",
            counters="+1/+1",  # its toughness, and what Hangarback Walker's dying reads
            tags=frozenset({"creature", "caster", "x"}),
        ),
        CardFacts(
            "Chalice of the Void",
            frozenset({"Artifact"}),
            cost="{X}{X}",
            has_x=True,
            enters_with_x_counters="charge",
            tags=frozenset({"caster", "x"}),
        ),
        # "Whenever another creature enters, you gain 1 life": its triggers, one per player, go on the stack
        # together when a creature enters with Soul Wardens on both sides (CR 603.3b).
        CardFacts(
            "Soul Warden",
            frozenset({"Creature"}),
            cost="{W}",
            mana_value=1,
            subtypes=frozenset({"Human", "Cleric"}),
            tags=frozenset({"creature", "caster"}),
            witness_only=True,
        ),
        CardFacts(
            "Twilight's Call",
            frozenset({"Sorcery"}),
            cost="{4}{B}{B}",
            flash_for_more=True,
            mana_value=6,
            tags=frozenset({"caster", "flash"}),
        ),
    )
}
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


def facts_of(name: str) -> CardFacts:
    """The facts of a card the fuzzer knows; KeyError names the known cards."""
    try:
        return FACTS[name]
    except KeyError:
        raise KeyError(f"the fuzzer has no facts for {name!r}; it knows {', '.join(sorted(FACTS))}") from None
