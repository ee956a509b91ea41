"""Cards of casting: flash and casting permissions (CR 601.3, 702.8), bestow (CR 702.103), morph (CR 702.37),
X on entering (CR 107.3m). Vanilla creatures (Walking Corpse, Grizzly Bears) need no entry: they come from data alone."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import (
    ActivatedAbility,
    DestroyNonlandWithManaValueOfCounters,
    PutXCountersOnThis,
    UntapThis,
)
from rulings.engine.abilities.cast_permissions import (
    Adventure,
    Bestow,
    CastAsThoughFlash,
    CastFromHandWithoutPaying,
    CastFromZone,
    CastingProhibition,
    FlashIfXAtMost,
    FlashIfYouPayMore,
    Morph,
    Mutate,
    SpellsCostLess,
    Suspend,
)
from rulings.engine.abilities.combat import CantBlock
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.effects import (
    DealDamageDivided,
    Destroy,
    DrawCards,
    LoseLife,
    SpellAbility,
    SpellEffect,
    Target,
)
from rulings.engine.abilities.statics import (
    AsTurnedFaceUp,
    EnchantCreature,
    EnchantedGets,
    EntersWithCounters,
    GetsExiledCardsPowerToughness,
    PowerToughnessEqualToCounters,
)
from rulings.engine.abilities.tokens import Token
from rulings.engine.abilities.triggers import (
    CounterSpellsWithManaValue,
    DiesTrigger,
    EntersTrigger,
    Triggered,
)
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.abilities.untap_permissions import DoesNotUntap
from rulings.engine.cards.mana_cards import WASTES_ABILITY, YOUR_LAND_ADDS_ONE_MORE

THOPTER = Token(("Thopter",), frozenset({"Artifact", "Creature"}), "1", "1", frozenset({"Flying"}))
SNAKE = Token(("Snake",), frozenset({"Creature"}), "1", "1", colors=frozenset({"G"}))

CARDS: dict[str, tuple[Ability, ...]] = {
    "Gravecrawler": (
        CantBlock("This creature can't block."),
        CastFromZone(
            "You may cast this card from your graveyard as long as you control a Zombie.",
            "graveyard",
            "Zombie",
        ),
    ),
    "Sigarda's Aid": (
        CastAsThoughFlash(
            "You may cast Aura and Equipment spells as though they had flash.",
            frozenset({"Aura", "Equipment"}),
        ),
        # A trigger on another permanent entering: an Equipment entering while it is on the battlefield is refused.
        Unmodelled(
            "Whenever an Equipment you control enters, you may attach it to target creature you control.",
            "a permanent enters",
            entering="Equipment",
        ),
    ),
    # CR 702.140, 730: cast for its mutate cost, it merges with the creature it targets as it resolves.
    "Sea-Dasher Octopus": (
        Mutate(
            "Mutate {1}{U} (If you cast this spell for its mutate cost, put it over or under target non-Human "
            "creature you own. They mutate into the creature on top plus all abilities from under it.)",
            "{1}{U}",
        ),
        Triggered(
            "Whenever this creature deals combat damage to a player, draw a card.",
            "this deals combat damage to a player",
            "follow its instructions",
            instructions=(DrawCards(1),),
        ),
    ),
    # CR 601.3e, 715: cast as its Adventure, only the instant's characteristics count; exiled as it resolves.
    "Murderous Rider // Swift End": (
        Unmodelled("When this creature dies, put it on the bottom of its owner's library.", "dies"),
        Adventure(
            "Destroy target creature or planeswalker. You lose 2 life. (Then exile this card. You may cast the "
            "creature later from exile.)",
            (
                SpellAbility(
                    "Destroy target creature or planeswalker. You lose 2 life.",
                    (Target("creature or planeswalker"),),
                    (Destroy(0), LoseLife(2)),
                ),
            ),
        ),
    ),
    # A cost reduction (CR 601.2f) for spells with a card type, as they will be cast (CR 601.3e).
    "Goblin Electromancer": (
        SpellsCostLess(
            "Instant and sorcery spells you cast cost {1} less to cast.", frozenset({"Instant", "Sorcery"})
        ),
    ),
    "Hopeful Eidolon": (
        Bestow("Bestow {3}{W}", "{3}{W}"),
        EnchantedGets("Enchanted creature gets +1/+1 and has lifelink.", 1, 1),
    ),
    "Nyxborn Rollicker": (
        Bestow("Bestow {1}{R}", "{1}{R}"),
        EnchantedGets("Enchanted creature gets +1/+1.", 1, 1),
    ),
    "Boon Satyr": (
        Bestow("Bestow {3}{G}{G}", "{3}{G}{G}"),
        EnchantedGets("Enchanted creature gets +4/+2.", 4, 2),
    ),
    "Hangarback Walker": (
        EntersWithCounters("This creature enters with X +1/+1 counters on it.", "+1/+1"),
        DiesTrigger(
            "When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each "
            "+1/+1 counter on this creature.",
            THOPTER,
            "+1/+1",
        ),
        Unmodelled("{1}, {T}: Put a +1/+1 counter on this creature.", "activate"),
    ),
    "Hooded Hydra": (
        EntersWithCounters("This creature enters with X +1/+1 counters on it.", "+1/+1"),
        DiesTrigger(
            "When this creature dies, create a 1/1 green Snake creature token for each +1/+1 counter on it.",
            SNAKE,
            "+1/+1",
        ),
        # The compiler reads "Morph {3}{G}{G}" as this same Morph (rulings/oracle/alternative_costs.py), but not the
        # replacement effect below, which has no template: the hand-written card stays.
        Morph("Morph {3}{G}{G}", "{3}{G}{G}"),
        AsTurnedFaceUp("As this creature is turned face up, put five +1/+1 counters on it.", "+1/+1", 5),
    ),
    "Fungal Behemoth": (
        PowerToughnessEqualToCounters(
            "Fungal Behemoth's power and toughness are each equal to the number of +1/+1 counters on creatures "
            "you control.",
            "+1/+1",
        ),
        Suspend("Suspend X—{X}{G}{G}. X can't be 0.", "{X}{G}{G}", least_x=1),
        # CR 702.62a: the other two abilities of suspend, which function in exile
        Unmodelled(
            "At the beginning of your upkeep, if this card is suspended, remove a time counter from it. When the "
            "last time counter is removed from this card, if it's exiled, you may play it without paying its mana "
            "cost if able. If you don't, it remains exiled. If you cast a creature spell this way, it gains haste "
            "until you lose control of the spell or the permanent it becomes.",
            "upkeep",
        ),
        Unmodelled(
            "Whenever a time counter is removed from Fungal Behemoth while it's exiled, you may put a +1/+1 counter "
            "on target creature.",
            "upkeep",
        ),
    ),
    "Endless One": (EntersWithCounters("This creature enters with X +1/+1 counters on it.", "+1/+1"),),
    "Chalice of the Void": (
        EntersWithCounters("This artifact enters with X charge counters on it.", "charge"),
        CounterSpellsWithManaValue(
            "Whenever a player casts a spell with mana value equal to the number of charge counters on this "
            "artifact, counter that spell.",
            "charge",
        ),
    ),
    "Venarian Gold": (
        EnchantCreature(),
        EntersTrigger(
            "When Venarian Gold enters the battlefield, tap enchanted creature and put X sleep counters on it.",
            "tap enchanted creature and put X sleep counters on it",
        ),
        DoesNotUntap(
            "Enchanted creature doesn't untap during its controller's untap step if it has a sleep counter on it.",
            enchanted=True,
            while_counter="sleep",
        ),
        Unmodelled(
            "At the beginning of the upkeep of enchanted creature's controller, remove a sleep counter from that "
            "creature.",
            "upkeep",
        ),
    ),
    # An effect has its mana cost paid: X is 0, only generic mana is reduced (CR 107.3h, Flash's rulings).
    "Flash": (
        SpellEffect(
            "You may put a creature card from your hand onto the battlefield. If you do, sacrifice it unless you "
            "pay its mana cost reduced by {2}.",
            "you may put a creature card from your hand onto the battlefield; sacrifice it unless you pay its "
            "mana cost reduced by {2}",
        ),
    ),
    # {X}{R}{R}, a 0/1: put onto the battlefield by Flash, it survives with X = 0.
    "Balduvian Hydra": (
        EntersWithCounters("Balduvian Hydra enters the battlefield with X +1/+0 counters on it.", "+1/+0"),
        Unmodelled(
            "Remove a +1/+0 counter from Balduvian Hydra: Prevent the next 1 damage that would be dealt to "
            "Balduvian Hydra this turn.",
            "activate",
        ),
        Unmodelled(
            "{R}{R}{R}: Put a +1/+0 counter on Balduvian Hydra. Activate only during your upkeep.", "activate"
        ),
    ),
    # X and Y both defined by the text: the exiled card's power and toughness (CR 107.3p).
    "Phyrexian Ingester": (
        EntersTrigger(
            "Imprint — When this creature enters, you may exile target nontoken creature.",
            "you may exile target nontoken creature",
        ),
        GetsExiledCardsPowerToughness(
            "This creature gets +X/+Y, where X is the exiled creature card's power and Y is its toughness."
        ),
    ),
    # A way to lose a Zombie while Gravecrawler is on the stack (its 2011-01-22 ruling).
    "Chained Brute": (
        DoesNotUntap("Chained Brute doesn't untap during your untap step."),
        ActivatedAbility(
            "{1}, Sacrifice another creature: Untap Chained Brute. Activate only during your turn.",
            Cost(mana="{1}", sacrifice="Creature"),
            UntapThis(),
            timing="your turn",
            sacrifice_another=True,
        ),
    ),
    "Twilight's Call": (
        FlashIfYouPayMore(
            "You may cast Twilight's Call as though it had flash if you pay {2} more to cast it.", "{2}"
        ),
        SpellEffect(
            "Each player returns all creature cards from their graveyard to the battlefield.",
            "return creature cards from graveyards",
        ),
    ),
    # Flash for {2} more (CR 601.3c), and a way to remove Chalice of the Void after it triggered.
    "Mystical Tether": (
        FlashIfYouPayMore(
            "You may cast this spell as though it had flash if you pay {2} more to cast it.", "{2}"
        ),
        EntersTrigger(
            "When this enchantment enters, exile target artifact or creature an opponent controls until this "
            "enchantment leaves the battlefield.",
            "exile target artifact or creature an opponent controls until this leaves the battlefield",
        ),
    ),
    # Flash only if a condition is met, by the X announced (CR 601.3d).
    "Silver Scrutiny": (
        FlashIfXAtMost("You may cast this spell as though it had flash if X is 3 or less.", 3),
        SpellEffect("Draw X cards.", "draw X cards"),
    ),
    # A prohibition that no flash permission overrides (CR 601.3). It enters with its loyalty (CR 306.5b,
    # engine/rules/zones.py); its loyalty abilities aren't modelled.
    "Teferi, Time Raveler": (
        CastingProhibition(
            "Each opponent can cast spells only any time they could cast a sorcery.",
            "opponents",
            "outside sorcery timing",
        ),
        Unmodelled(
            "[+1]: Until your next turn, you may cast sorcery spells as though they had flash.", "activate"
        ),
        Unmodelled(
            "[−3]: Return up to one target artifact, creature, or enchantment to its owner's hand. Draw a card.",
            "activate",
        ),
    ),
    # A permission for every player and a prohibition for its controller's opponents (CR 601.3, 601.3b).
    "Tidal Barracuda": (
        CastAsThoughFlash("Any player may cast spells as though they had flash.", frozenset(), anyone=True),
        CastingProhibition(
            "Your opponents can't cast spells during your turn.", "opponents", "during your turn"
        ),
    ),
    # A prohibition of spells with a quality: a bestow card cast as an Aura is a noncreature spell (CR 601.3a).
    "Nikya of the Old Ways": (
        CastingProhibition("You can't cast noncreature spells.", "you", spells="noncreature"),
        YOUR_LAND_ADDS_ONE_MORE,
    ),
    "Take into Custody": (
        SpellEffect(
            "Tap target creature. It doesn't untap during its controller's next untap step.",
            "tap target creature; it skips its next untap",
            target="creature",
        ),
    ),
    # Damage divided among targets, announced as the spell is cast, at least 1 to each (CR 601.2d).
    "Forked Bolt": (
        SpellAbility(
            "Forked Bolt deals 2 damage divided as you choose among one or two targets.",
            (Target("any", count=2, up_to=True, at_least=1),),
            (DealDamageDivided(0, 2),),
        ),
    ),
    "Arc Lightning": (
        SpellAbility(
            "Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.",
            (Target("any", count=3, up_to=True, at_least=1),),
            (DealDamageDivided(0, 3),),
        ),
    ),
    # An activated ability's own X, paid twice for {X}{X} (CR 107.3a, 107.3k), and mana values read on the
    # battlefield, where X is 0 (CR 107.3g).
    "Blast Zone": (
        EntersWithCounters("This land enters with a charge counter on it.", "charge", count=1),
        WASTES_ABILITY,
        ActivatedAbility(
            "{X}{X}, {T}: Put X charge counters on this land.",
            Cost(tap=True, mana="{X}{X}"),
            PutXCountersOnThis("charge"),
        ),
        ActivatedAbility(
            "{3}, {T}, Sacrifice this land: Destroy each nonland permanent with mana value equal to the number of "
            "charge counters on this land.",
            Cost(tap=True, mana="{3}", sacrifice="this"),
            DestroyNonlandWithManaValueOfCounters("charge"),
        ),
    ),
    # An alternative cost from an effect: X can only be 0 (CR 107.3b, 118.9).
    "Omniscience": (
        CastFromHandWithoutPaying("You may cast spells from your hand without paying their mana costs."),
    ),
}
