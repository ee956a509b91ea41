"""Cards of tapping and untapping: {T} and {Q} costs (CR 107.5, 107.6), summoning sickness and haste
(CR 302.6, 702.10), the untap step (CR 502) and what changes it. Raging Goblin (haste) and Dryad Arbor (a land
creature) need no entry: they come from data alone. Vorinclex's "doesn't untap during its controller's next
untap step" trigger is with its mana trigger in mana_cards.py."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import (
    ActivatedAbility,
    ReturnCreatureCard,
    SkipNextUntapOfTarget,
    TargetGetsWhileThisTapped,
    UntapTargetCreature,
    UntapThis,
)
from rulings.engine.abilities.cast_permissions import CastAsThoughFlash
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.effects import DrawCards, SpellEffect
from rulings.engine.abilities.mana_sources import ManaAbility
from rulings.engine.abilities.statics import EntersTapped
from rulings.engine.abilities.triggers import BecomesUntappedTrigger, TappedForManaTrigger, Triggered
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.abilities.untap_permissions import (
    DoesNotUntap,
    Haste,
    MayChooseNotToUntap,
    Phasing,
    SkipUntapSteps,
    UntapDuringOtherUntapSteps,
)

CARDS: dict[str, tuple[Ability, ...]] = {
    # A "for as long as this remains tapped" duration (CR 611.2b), and an artifact that can end it.
    "Tawnos's Weaponry": (
        MayChooseNotToUntap("You may choose not to untap Tawnos's Weaponry during your untap step."),
        ActivatedAbility(
            "{2}, {T}: Target creature gets +1/+1 for as long as Tawnos's Weaponry remains tapped.",
            Cost(tap=True, mana="{2}"),
            TargetGetsWhileThisTapped(1, 1),
        ),
    ),
    # Its flash permission is a casting one (CR 601.3b); a card is defined once, here with its untap ability.
    "Prophet of Kruphix": (
        UntapDuringOtherUntapSteps(
            "Untap all creatures and lands you control during each other player's untap step.",
            frozenset({"Creature", "Land"}),
        ),
        CastAsThoughFlash("You may cast creature spells as though they had flash.", frozenset({"Creature"})),
    ),
    "Seedborn Muse": (
        UntapDuringOtherUntapSteps("Untap all permanents you control during each other player's untap step."),
    ),
    # CR 502.1, 702.26: phasing in the untap step; its phases-out trigger looks back in time (CR 603.10b).
    "Teferi's Imp": (
        Phasing(
            "Phasing (This phases in or out before you untap during each of your untap steps. While it's phased "
            "out, it's treated as though it doesn't exist.)"
        ),
        Triggered("Whenever Teferi's Imp phases out, discard a card.", "this phases out", "discard a card"),
        Triggered(
            "Whenever Teferi's Imp phases in, draw a card.",
            "this phases in",
            "follow its instructions",
            instructions=(DrawCards(1),),
        ),
    ),
    "Colossus of Sardia": (
        DoesNotUntap("Colossus of Sardia doesn't untap during your untap step."),
        ActivatedAbility(
            "{9}: Untap Colossus of Sardia. Activate only during your upkeep.",
            Cost(mana="{9}"),
            UntapThis(),
            timing="your upkeep",
        ),
    ),
    # A noncreature artifact that doesn't untap: Prophet doesn't reach it, Seedborn Muse does.
    "Mana Vault": (
        DoesNotUntap("This artifact doesn't untap during your untap step."),
        Triggered(
            "At the beginning of your upkeep, you may pay {4}. If you do, untap this artifact.",
            "beginning of your upkeep",
            "you may pay {4}; if you do, untap this",
        ),
        Unmodelled(
            "At the beginning of your draw step, if this artifact is tapped, it deals 1 damage to you.",
            "draw",
        ),
        ManaAbility("{T}: Add {C}{C}{C}.", Cost(tap=True), "C", 3),
    ),
    "Grimgrin, Corpse-Born": (
        EntersTapped("Grimgrin enters tapped."),
        DoesNotUntap("Grimgrin enters tapped and doesn't untap during your untap step."),
        ActivatedAbility(
            "Sacrifice another creature: Untap Grimgrin and put a +1/+1 counter on it.",
            Cost(sacrifice="Creature"),
            UntapThis(counter="+1/+1"),
            sacrifice_another=True,
        ),
        Unmodelled(
            "Whenever Grimgrin attacks, destroy target creature defending player controls, then put a +1/+1 "
            "counter on Grimgrin.",
            "attack",
        ),
    ),
    # {Q}: an ability that uses the stack; the creature it returns comes under its controller's control now.
    "Order of Whiteclay": (
        ActivatedAbility(
            "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the "
            "battlefield.",
            Cost(untap=True, mana="{1}{W}{W}"),
            ReturnCreatureCard(3),
        ),
    ),
    # A noncreature permanent with {T}: summoning sickness doesn't apply to it (CR 302.6).
    "Thousand-Year Elixir": (
        Haste(
            "You may activate abilities of creatures you control as though those creatures had haste.", True
        ),
        ActivatedAbility(
            "{1}, {T}: Untap target creature.", Cost(tap=True, mana="{1}"), UntapTargetCreature()
        ),
    ),
    "Lavaleaper": (
        Haste("All creatures have haste."),
        TappedForManaTrigger(
            "Whenever a player taps a basic land for mana, that player adds one mana of any type that land produced.",
            tapper="any",
            what="basic land",
            adds="same type",
            recipient="tapper",
        ),
    ),
    "Hollowsage": (
        BecomesUntappedTrigger(
            "Whenever Hollowsage becomes untapped, you may have target player discard a card."
        ),
    ),
    # A land its controller may choose not to untap during their own untap step (CR 502.3).
    "Dwarven Hold": (
        Unmodelled("Dwarven Hold enters the battlefield tapped.", "enters"),
        MayChooseNotToUntap("You may choose not to untap Dwarven Hold during your untap step."),
        Unmodelled(
            "At the beginning of your upkeep, if Dwarven Hold is tapped, put a storage counter on it.",
            "upkeep",
        ),
        ManaAbility(
            "{T}, Remove any number of storage counters from Dwarven Hold: Add {R} for each storage counter "
            "removed this way.",
            Cost(tap=True, remove_counters="storage"),
            "R",
            "counters removed",
        ),
    ),
    # "Doesn't untap during ... next untap step" effects (CR 502.3, 611.2c): however many apply to a permanent,
    # they all end in that one untap step (CR 701.43b; Bontu's Last Reckoning's rulings).
    "Barl's Cage": (
        ActivatedAbility(
            "{3}: Target creature doesn't untap during its controller's next untap step.",
            Cost(mana="{3}"),
            SkipNextUntapOfTarget(),
        ),
    ),
    "Bontu's Last Reckoning": (
        SpellEffect(
            "Destroy all creatures. Lands you control don't untap during your next untap step.",
            "destroy all creatures; your lands skip your next untap",
        ),
    ),
    "Stasis": (
        SkipUntapSteps("Players skip their untap steps."),
        Unmodelled("At the beginning of your upkeep, sacrifice Stasis unless you pay {U}.", "upkeep"),
    ),
}
