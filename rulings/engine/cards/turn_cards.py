"""Cards of the turn and the cleanup step: the maximum hand size (CR 402.2, 514.1), ending the turn (CR 724),
extra turns and phases (CR 500.7, 500.8), mana kept until end of combat (firebending, CR 702.189a, 500.5a), damage that stays marked until the cleanup step while toughness changes (CR 514.2,
704.5g), and a Saga's lore counters (CR 505.4, 714)."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import ActivatedAbility, EndTheTurn
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.effects import (
    AdditionalCombatPhase,
    ExtraTurns,
    GainLife,
    GetsUntilEndOfTurn,
    SpellAbility,
    Target,
    Untap,
)
from rulings.engine.abilities.mana_sources import ManaAbility
from rulings.engine.abilities.statics import (
    EnchantCreature,
    EntersWithCounters,
    GetsPerCardInHand,
    MaximumHandSize,
)
from rulings.engine.abilities.tokens import CreateTokens, Token
from rulings.engine.abilities.triggers import Triggered
from rulings.engine.abilities.unmodelled import Unmodelled

# History of Benalia's Knight (CR 111.3)
KNIGHT = Token(
    ("Knight",), frozenset({"Creature"}), "2", "2", frozenset({"Vigilance"}), colors=frozenset("W")
)

NO_MAXIMUM_HAND_SIZE = MaximumHandSize("You have no maximum hand size.", None)

CARDS: dict[str, tuple[Ability, ...]] = {
    "Spellbook": (NO_MAXIMUM_HAND_SIZE,),
    "Reliquary Tower": (
        NO_MAXIMUM_HAND_SIZE,
        ManaAbility("{T}: Add {C}.", Cost(tap=True), "C", 1),
    ),
    "Twenty-Toed Toad": (
        MaximumHandSize("Your maximum hand size is twenty.", 20),
        Unmodelled(
            "Whenever you attack with two or more creatures, put a +1/+1 counter on this creature and draw a card.",
            "attack",
        ),
        Unmodelled(
            "Whenever this creature attacks, you win the game if there are twenty or more counters on it or you "
            "have twenty or more cards in hand.",
            "attack",
        ),
    ),
    "Sundial of the Infinite": (
        ActivatedAbility(
            "{1}, {T}: End the turn. Activate only during your turn.",
            Cost(tap=True, mana="{1}"),
            EndTheTurn(),
            timing="your turn",
        ),
    ),
    "Grim Strider": (GetsPerCardInHand("This creature gets -1/-1 for each card in your hand.", -1, -1),),
    "Righteous Authority": (
        EnchantCreature(),
        GetsPerCardInHand(
            "Enchanted creature gets +1/+1 for each card in its controller's hand.", 1, 1, enchanted=True
        ),
        Unmodelled(
            "At the beginning of the draw step of enchanted creature's controller, that player draws an "
            "additional card.",
            "draw",
        ),
    ),
    "Temporal Manipulation": (SpellAbility("Take an extra turn after this one.", (), (ExtraTurns(),)),),
    "Time Warp": (
        SpellAbility(
            "Target player takes an extra turn after this one.", (Target("player"),), (ExtraTurns(player=0),)
        ),
    ),
    "Time Stretch": (
        SpellAbility(
            "Target player takes two extra turns after this one.",
            (Target("player"),),
            (ExtraTurns(2, player=0),),
        ),
    ),
    "Fire Sages": (
        Triggered(
            "Firebending 1 (Whenever this creature attacks, add {R}. This mana lasts until end of combat.)",
            "this attacks",
            "add {R}; until end of combat, you don't lose this mana",
        ),
        Unmodelled("{1}{R}{R}: Put a +1/+1 counter on this creature.", "activate"),
    ),
    "Relentless Assault": (
        SpellAbility(
            "Untap all creatures that attacked this turn. After this main phase, there is an additional combat "
            "phase followed by an additional main phase.",
            (),
            (Untap("creatures that attacked this turn"), AdditionalCombatPhase()),
        ),
    ),
    "Cautious Survivor": (
        Triggered(
            "Survival — At the beginning of your second main phase, if this creature is tapped, you gain 2 life.",
            "beginning of your second main phase",
            "follow its instructions",
            "this is tapped",
            instructions=(GainLife(2),),
        ),
    ),
    "Obeka, Splitter of Seconds": (
        Triggered(
            "Whenever Obeka deals combat damage to a player, you get that many additional upkeep steps after this "
            "phase.",
            "this deals combat damage to a player",
            "you get that many additional upkeep steps after this phase",
        ),
    ),
    "Rocco, Street Chef": (
        Triggered(
            "At the beginning of your end step, each player exiles the top card of their library. Until your next "
            "end step, each player may play the card they exiled this way.",
            "beginning of your end step",
            "each player exiles the top card of their library and may play it until your next end step",
        ),
        Unmodelled(
            "Whenever a player plays a land from exile or casts a spell from exile, you put a +1/+1 counter on "
            "target creature and create a Food token.",
            "play from exile",
        ),
    ),
    # A Saga (CR 714): its first lore counter as it enters (CR 714.3a), the others as its controller's precombat
    # main phase begins (CR 505.4); "I, II" is two chapter abilities (CR 714.2c).
    "History of Benalia": (
        EntersWithCounters("This Saga enters with a lore counter on it.", "lore", 1),
        *(
            Triggered(
                f"{numeral} — Create a 2/2 white Knight creature token with vigilance.",
                "lore counters put on this",
                "follow its instructions",
                instructions=(CreateTokens(KNIGHT),),
                chapter=chapter,
            )
            for chapter, numeral in ((1, "I"), (2, "II"))
        ),
        Triggered(
            "III — Knights you control get +2/+1 until end of turn.",
            "lore counters put on this",
            "follow its instructions",
            # CR 611.2c, its ruling: the Knights as it resolves, even if the Saga is gone by then (CR 608.2h)
            instructions=(GetsUntilEndOfTurn("Knights you control", power=2, toughness=1),),
            chapter=3,
        ),
    ),
}
