"""Cards of CR 106 and CR 605: mana abilities, "could produce", tapped-for-mana triggers and replacements."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.cast_permissions import CostsMorePerOtherSpell
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.mana_sources import (
    GrantLandType,
    GrantManaAbility,
    ManaAbility,
    ManaReplacement,
    MoreIfCreatures,
    PerCounter,
    TypeLandsCouldProduce,
)
from rulings.engine.abilities.statics import EntersWithCounters
from rulings.engine.abilities.triggers import TappedForManaTrigger
from rulings.engine.abilities.unmodelled import Unmodelled

TAP = Cost(tap=True)
WASTES_ABILITY = ManaAbility("{T}: Add {C}.", TAP, "C")
ANY_COLOR = ManaAbility("{T}: Add one mana of any color.", TAP, "any color")
# The same trigger on several cards (Mana Flare and Heartbeat of Spring; Vorinclex and Nikya).
ANY_LAND_ADDS_ONE_MORE = TappedForManaTrigger(
    "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
    tapper="any",
    what="land",
    adds="same type",
    recipient="tapper",
)
YOUR_LAND_ADDS_ONE_MORE = TappedForManaTrigger(
    "Whenever you tap a land for mana, add one mana of any type that land produced.",
    tapper="you",
    what="land",
    adds="same type",
    recipient="you",
)
CARDS: dict[str, tuple[Ability, ...]] = {
    "Leafkin Druid": (
        ManaAbility(
            "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead.",
            TAP,
            "G",
            MoreIfCreatures(4),
        ),
    ),
    "Gaea's Cradle": (
        ManaAbility("{T}: Add {G} for each creature you control.", TAP, "G", "creatures you control"),
    ),
    "Reflecting Pool": (
        ManaAbility(
            "{T}: Add one mana of any type that a land you control could produce.",
            TAP,
            TypeLandsCouldProduce("you", colors_only=False),
        ),
    ),
    "Exotic Orchard": (
        ManaAbility(
            "{T}: Add one mana of any color that a land an opponent controls could produce.",
            TAP,
            TypeLandsCouldProduce("opponents", colors_only=True),
        ),
    ),
    "Fellwar Stone": (
        ManaAbility(
            "{T}: Add one mana of any color that a land an opponent controls could produce.",
            TAP,
            TypeLandsCouldProduce("opponents", colors_only=True),
        ),
    ),
    "Squandered Resources": (
        ManaAbility(
            "Sacrifice a land: Add one mana of any type the sacrificed land could produce.",
            Cost(sacrifice="Land"),
            "a type the sacrificed land could produce",
        ),
    ),
    # Since the 2026-09-25 CR a cost that moves a card to or from a library makes this no mana ability: it
    # uses the stack (CR 605.1a), which the compiler's mana-ability reading can't say.
    "Millikin": (ManaAbility("{T}, Mill a card: Add {C}.", Cost(tap=True, mill=1), "C"),),
    "Chromatic Lantern": (GrantManaAbility("lands you control", ANY_COLOR), ANY_COLOR),
    "Astral Cornucopia": (
        # CR 107.3m: the X of the spell it was (engine/rules/zones.py).
        EntersWithCounters("This artifact enters with X charge counters on it.", "charge"),
        ManaAbility(
            "{T}: Choose a color. Add one mana of that color for each charge counter on this artifact.",
            TAP,
            "any color",
            PerCounter("charge"),
        ),
    ),
    # No {T}: it could be activated again and again, but not while paying its own cost (CR 605.3c).
    "Prismite": (ManaAbility("{2}: Add one mana of any color.", Cost(mana="{2}"), "any color"),),
    "Pili-Pala": (
        ManaAbility("{2}, {Q}: Add one mana of any color.", Cost(untap=True, mana="{2}"), "any color"),
    ),
    "Mishra's Workshop": (
        ManaAbility(
            "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.",
            TAP,
            "C",
            3,
            restriction="Spend this mana only to cast artifact spells.",
        ),
    ),
    # A land whose mana ability costs counters as well as {T}: could-produce ignores both (CR 106.7), as the
    # rulings of Reflecting Pool, Exotic Orchard and Fellwar Stone say of Vivid Crag, which isn't in our data.
    # Untapping it is the engine's choice in its controller's untap step, which "may choose not to" allows.
    "Sand Silos": (
        Unmodelled("Sand Silos enters the battlefield tapped.", "enters"),
        Unmodelled(
            "At the beginning of your upkeep, if Sand Silos is tapped, put a storage counter on it.", "upkeep"
        ),
        ManaAbility(
            "{T}, Remove any number of storage counters from Sand Silos: "
            "Add {U} for each storage counter removed this way.",
            Cost(tap=True, remove_counters="storage"),
            "U",
            "counters removed",
        ),
    ),
    # A land type changing effect (CR 305.7), as Reflecting Pool's and Mana Flare's rulings speak of.
    "Urborg, Tomb of Yawgmoth": (GrantLandType("Swamp"),),
    "Mana Flare": (ANY_LAND_ADDS_ONE_MORE,),
    "Heartbeat of Spring": (ANY_LAND_ADDS_ONE_MORE,),
    "Wild Growth": (
        TappedForManaTrigger(
            "Whenever enchanted land is tapped for mana, its controller adds an additional {G}.",
            tapper="any",
            what="enchanted land",
            adds="{G}",
            recipient="land's controller",
        ),
    ),
    "Vorinclex, Voice of Hunger": (
        YOUR_LAND_ADDS_ONE_MORE,
        TappedForManaTrigger(
            "Whenever an opponent taps a land for mana, that land doesn't untap during its controller's "
            "next untap step.",
            tapper="opponent",
            what="land",
            skip_next_untap=True,
        ),
    ),
    "Mana Reflection": (
        ManaReplacement(
            "If you tap a permanent for mana, it produces twice as much of that mana instead.",
            tapper="you",
            what="permanent",
            multiply=2,
        ),
    ),
    "Nyxbloom Ancient": (
        ManaReplacement(
            "If you tap a permanent for mana, it produces three times as much of that mana instead.",
            tapper="you",
            what="permanent",
            multiply=3,
        ),
    ),
    "Contamination": (
        Unmodelled(
            "At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a creature.",
            "upkeep",
        ),
        ManaReplacement(
            "If a land is tapped for mana, it produces {B} instead of any other type and amount.",
            tapper="any",
            what="land",
            set_type="B",
            set_amount=1,
        ),
    ),
    "Infernal Darkness": (
        Unmodelled("Cumulative upkeep—Pay {B} and 1 life.", "upkeep"),
        ManaReplacement(
            "If a land is tapped for mana, it produces {B} instead of any other type.",
            tapper="any",
            what="land",
            set_type="B",
        ),
    ),
    "Ritual of Subdual": (
        Unmodelled("Cumulative upkeep {2}", "upkeep"),
        ManaReplacement(
            "If a land is tapped for mana, it produces colorless mana instead of any other type.",
            tapper="any",
            what="land",
            set_type="C",
        ),
    ),
    "Damping Sphere": (
        ManaReplacement(
            "If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.",
            tapper="any",
            what="land",
            min_amount=2,
            set_type="C",
            set_amount=1,
        ),
        CostsMorePerOtherSpell(
            "Each spell a player casts costs {1} more to cast for each other spell that player has cast this turn."
        ),
    ),
}
