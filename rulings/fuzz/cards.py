"""What the fuzzer knows of each card it puts on boards: its Oracle text read as a few facts.

This is the invariants' own, independent reading of the cards (an oracle in the testing sense): the
engine under test reads the same Oracle text its own way, and the invariants compare the two. A card
the fuzzer has no facts for is never put on a board, so an engine's new cards can't raise false alarms.
"""

from __future__ import annotations

from dataclasses import dataclass, field
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
    what: Literal["land", "enchanted land"]
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
    tags: frozenset[str] = field(default_factory=frozenset)  # roles for the board strategies

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
            mana=(ManaAbilityFacts(types="any color", amount="charge counters"),),
            counters="charge",
            tags=frozenset({"source"}),
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
            untaps_in_others_untap_steps=frozenset({"Creature", "Land"}),
            tags=frozenset({"creature", "untapper"}),
        ),
        CardFacts(
            "Seedborn Muse",
            frozenset({"Creature"}),
            untaps_in_others_untap_steps=frozenset(
                {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"}
            ),
            tags=frozenset({"creature", "untapper"}),
        ),
    )
}
"""Every card the fuzzer can put on a board, by exact Oracle name."""

BASIC_LANDS = tuple(name for name, facts in FACTS.items() if facts.basic)


def facts_of(name: str) -> CardFacts:
    """The facts of a card the fuzzer knows; KeyError names the known cards."""
    try:
        return FACTS[name]
    except KeyError:
        raise KeyError(f"the fuzzer has no facts for {name!r}; it knows {', '.join(sorted(FACTS))}") from None
