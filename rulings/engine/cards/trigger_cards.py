"""Cards of triggered abilities (CR 603): "when", "whenever" and "at the beginning of" abilities, intervening
"if" clauses (CR 603.4), a delayed trigger (CR 603.7), and effects on each player in APNAP order (CR 101.4)."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import equip
from rulings.engine.abilities.cast_permissions import FlashSacrificedAtCleanup
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.effects import DrawCards, GetsUntilEndOfTurn, SpellEffect, Target, YouWinOrLose
from rulings.engine.abilities.keywords import GrantKeyword
from rulings.engine.abilities.mana_sources import ManaAbility
from rulings.engine.abilities.statics import (
    CreaturesYouControlGet,
    EnchantCreature,
    EnchantedGets,
    EntersPuttingCounterOnArtifact,
    TriggersAnAdditionalTime,
)
from rulings.engine.abilities.tokens import CreateTokens, Token
from rulings.engine.abilities.triggers import Triggered
from rulings.engine.abilities.unmodelled import Unmodelled

# The tokens these cards' abilities create, with the characteristics their text defines (CR 111.3).
ELF_WARRIOR = Token(("Elf", "Warrior"), frozenset({"Creature"}), "1", "1", colors=frozenset("G"))
GREMLIN = Token(("Gremlin",), frozenset({"Creature"}), "1", "1", colors=frozenset("R"))
ZOMBIE = Token(("Zombie",), frozenset({"Creature"}), "2", "2", colors=frozenset("B"))

CARDS: dict[str, tuple[Ability, ...]] = {
    "Ajani's Pridemate": (
        Triggered(
            "Whenever you gain life, put a +1/+1 counter on this creature.",
            "you gain life",
            "put a +1/+1 counter on this",
        ),
    ),
    "Near-Death Experience": (
        Triggered(
            "At the beginning of your upkeep, if you have exactly 1 life, you win the game.",
            "beginning of your upkeep",
            "follow its instructions",
            "you have exactly 1 life",
            instructions=(YouWinOrLose("win"),),
        ),
    ),
    "Test of Endurance": (
        Triggered(
            "At the beginning of your upkeep, if you have 50 or more life, you win the game.",
            "beginning of your upkeep",
            "follow its instructions",
            "you have 50 or more life",
            instructions=(YouWinOrLose("win"),),
        ),
    ),
    "Rhox Meditant": (
        Triggered(
            "When this creature enters, if you control a green permanent, draw a card.",
            "this enters",
            "follow its instructions",
            "you control a green permanent",
            instructions=(DrawCards(1),),
        ),
    ),
    "Dwynen's Elite": (
        Triggered(
            "When this creature enters, if you control another Elf, create a 1/1 green Elf Warrior creature token.",
            "this enters",
            "follow its instructions",
            "you control another Elf",
            instructions=(CreateTokens(ELF_WARRIOR),),
        ),
    ),
    "Ball Lightning": (
        Triggered(
            "At the beginning of the end step, sacrifice this creature.",
            "beginning of the end step",
            "sacrifice this",
        ),
    ),
    "Cunning Lethemancer": (
        Triggered(
            "At the beginning of your upkeep, each player discards a card.",
            "beginning of your upkeep",
            "each player discards a card",
        ),
    ),
    "Fleshbag Marauder": (
        Triggered(
            "When this creature enters, each player sacrifices a creature of their choice.",
            "this enters",
            "each player sacrifices a creature",
        ),
    ),
    "Arrogant Bloodlord": (
        Triggered(
            "Whenever this creature blocks or becomes blocked by a creature with power 1 or less, destroy this "
            "creature at end of combat.",
            "this blocks or becomes blocked by a creature with power 1 or less",
            "destroy this at end of combat",
            creates=Triggered(
                "At end of combat, destroy this creature.", "beginning of end of combat", "destroy this"
            ),
        ),
    ),
    "Goblin Guide": (
        Triggered(
            "Whenever this creature attacks, defending player reveals the top card of their library. If it's a "
            "land card, that player puts it into their hand.",
            "this attacks",
            "defending player reveals the top card of their library; a land goes to their hand",
        ),
    ),
    # Combat triggers (CR 508.3, 509.3): on the declaration as a whole, on blocking, on being blocked or not.
    "Razorkin Hordecaller": (
        Triggered(
            "Whenever you attack, create a 1/1 red Gremlin creature token.",
            "you attack",
            "follow its instructions",
            instructions=(CreateTokens(GREMLIN),),
        ),
    ),
    "Military Intelligence": (
        Triggered(
            "Whenever you attack with two or more creatures, draw a card.",
            "you attack with two or more creatures",
            "follow its instructions",
            instructions=(DrawCards(1),),
        ),
    ),
    "Cavalcade of Calamity": (
        Triggered(
            "Whenever a creature you control with power 1 or less attacks, this enchantment deals 1 damage to the "
            "player or planeswalker that creature is attacking.",
            "a creature you control with power 1 or less attacks",
            "this deals 1 damage to the player that creature is attacking",
        ),
    ),
    "Soaring Lightbringer": (
        GrantKeyword(
            "Other enchantment creatures you control have flying.",
            "Flying",
            "other enchantment creatures you control",
        ),
        Triggered(
            "Whenever you attack a player, create a 1/1 white Glimmer enchantment creature token that's tapped and "
            "attacking that player.",
            "you attack a player",
            "create a 1/1 white Glimmer enchantment creature token tapped and attacking that player",
        ),
    ),
    "Curse of Disturbance": (
        # Cast, it would target a player (CR 303.4a); the board puts it attached to one instead (CR 303.4).
        Unmodelled("Enchant player", "cast"),
        Triggered(
            "Whenever enchanted player is attacked, create a 2/2 black Zombie creature token. Each opponent "
            "attacking that player does the same.",
            "enchanted player is attacked",
            "create a 2/2 black Zombie token; each opponent attacking that player does the same",
        ),
    ),
    "Stitcher's Graft": (
        EnchantedGets("Equipped creature gets +3/+3.", 3, 3),
        Triggered(
            "Whenever equipped creature attacks, it doesn't untap during its controller's next untap step.",
            "equipped creature attacks",
            "equipped creature doesn't untap during its controller's next untap step",
        ),
        Triggered(
            "Whenever this Equipment becomes unattached from a permanent, sacrifice that permanent.",
            "this becomes unattached from a permanent",
            "sacrifice that permanent",
        ),
        equip("Equip {2}", "{2}"),  # CR 702.6a
    ),
    # A control-changing effect (CR 613.1b) and a delayed trigger looking back in time (CR 603.10d).
    "Ogre Geargrabber": (
        Triggered(
            "Whenever this creature attacks, gain control of target Equipment an opponent controls until end of "
            "turn. Attach it to this creature. When you lose control of that Equipment, unattach it.",
            "this attacks",
            "gain control of target Equipment an opponent controls until end of turn; attach it to this; when you "
            "lose control of it, unattach it",
            # Its source is Ogre Geargrabber, its controller the attack trigger's (CR 603.7d-e).
            creates=Triggered(
                "When you lose control of that Equipment, unattach it.",
                "you lose control of that object",
                "unattach that object",
            ),
        ),
    ),
    # CR 508.4, 506.3b: put onto the battlefield attacking, never declared as an attacker.
    "Chorale of the Void": (
        EnchantCreature(),
        Unmodelled("Enchant creature you control", "cast"),  # cast, only a creature its caster controls
        Triggered(
            "Whenever enchanted creature attacks, put target creature card from defending player's graveyard onto "
            "the battlefield under your control tapped and attacking.",
            "enchanted creature attacks",
            "put target creature card from defending player's graveyard onto the battlefield under your control "
            "tapped and attacking",
        ),
        Unmodelled(
            "Void — At the beginning of your end step, sacrifice this Aura unless a nonland permanent left the "
            "battlefield this turn or a spell was warped this turn.",
            "end",
        ),
    ),
    "Hedron Blade": (
        EnchantedGets("Equipped creature gets +1/+1.", 1, 1),
        Triggered(
            "Whenever equipped creature becomes blocked by one or more colorless creatures, it gains deathtouch "
            "until end of turn.",
            "equipped creature becomes blocked by one or more colorless creatures",
            "equipped creature gains deathtouch until end of turn",
        ),
        equip("Equip {2}", "{2}"),  # CR 702.6a
    ),
    "Eternal of Harsh Truths": (
        # Afflict 2 is a triggered ability (CR 702.130a).
        Triggered(
            "Afflict 2 (Whenever this creature becomes blocked, defending player loses 2 life.)",
            "this becomes blocked",
            "defending player loses 2 life",
        ),
        Triggered(
            "Whenever this creature attacks and isn't blocked, draw a card.",
            "this attacks and isn't blocked",
            "follow its instructions",
            instructions=(DrawCards(1),),
        ),
    ),
    "Narcolepsy": (
        EnchantCreature(),
        Triggered(
            "At the beginning of each upkeep, if enchanted creature is untapped, tap it.",
            "beginning of each upkeep",
            "tap enchanted creature",
            "enchanted creature is untapped",
        ),
    ),
    "Xathrid Demon": (
        Triggered(
            "At the beginning of your upkeep, sacrifice a creature other than this creature, then each opponent "
            "loses life equal to the sacrificed creature's power. If you can't sacrifice a creature, tap this "
            "creature and you lose 7 life.",
            "beginning of your upkeep",
            "sacrifice another creature, opponents lose its power; if you can't, tap this and lose 7 life",
        ),
    ),
    # Indestructible is read from its keywords; its sacrifice ignores it (CR 701.21a).
    "Phylactery Lich": (
        EntersPuttingCounterOnArtifact(
            "As this creature enters, put a phylactery counter on an artifact you control.", "phylactery"
        ),
        Triggered(
            "When you control no permanents with phylactery counters on them, sacrifice this creature.",
            "you control no permanents with phylactery counters",
            "sacrifice this",
        ),
    ),
    "Unhallowed Pact": (
        EnchantCreature(),
        Triggered(
            "When enchanted creature dies, return that card to the battlefield under your control.",
            "enchanted creature dies",
            "return that card to the battlefield under your control",
        ),
    ),
    # Menace is read from its keywords.
    "Irreverent Gremlin": (
        Triggered(
            "Whenever another creature you control with power 2 or less enters, you may discard a card. If you do, "
            "draw a card. Do this only once each turn.",
            "another creature you control with power 2 or less enters",
            "you may discard a card; if you do, draw a card",
            once_each_turn=True,
        ),
    ),
    "Defiant Ogre": (
        Triggered(
            "When this creature enters, choose one —\n• Put a +1/+1 counter on this creature.\n• Destroy target "
            "artifact.",
            "this enters",
            "choose one",
            modes=("put a +1/+1 counter on this", "destroy target artifact"),
        ),
    ),
    "Ambulatory Edifice": (
        Triggered(
            "When this creature enters, you may pay 2 life. When you do, target creature gets -1/-1 until end of "
            "turn.",
            "this enters",
            "you may pay 2 life; when you do, target creature gets -1/-1 until end of turn",
            # Its target is chosen as it goes on the stack (CR 603.3d).
            creates=Triggered(
                "When you do, target creature gets -1/-1 until end of turn.",
                "you do",
                "follow its instructions",
                instructions=(GetsUntilEndOfTurn(0, power=-1, toughness=-1),),
                targets=(Target("creature"),),
            ),
        ),
    ),
    "Ancient Cornucopia": (
        Triggered(
            "Whenever you cast a spell that's one or more colors, you may gain 1 life for each of that spell's "
            "colors. Do this only once each turn.",
            "you cast a spell that's one or more colors",
            "you may gain 1 life for each of that spell's colors",
            once_each_turn=True,
        ),
        ManaAbility("{T}: Add one mana of any color.", Cost(tap=True), "any color"),
    ),
    "Panharmonicon": (
        TriggersAnAdditionalTime(
            "If an artifact or creature entering causes a triggered ability of a permanent you control to trigger, "
            "that ability triggers an additional time.",
            "an artifact or creature entering",
        ),
    ),
    # Flying and trample are read from its keywords.
    "Blood Tyrant": (
        Triggered(
            "At the beginning of your upkeep, each player loses 1 life. Put a +1/+1 counter on this creature for "
            "each 1 life lost this way.",
            "beginning of your upkeep",
            "each player loses 1 life; put a +1/+1 counter on this for each 1 life lost",
        ),
        Triggered(
            "Whenever a player loses the game, put five +1/+1 counters on this creature.",
            "a player loses the game",
            "put five +1/+1 counters on this",
        ),
    ),
    # Deathtouch is read from its keywords.
    "Grave Titan": (
        Triggered(
            "Whenever this creature enters or attacks, create two 2/2 black Zombie creature tokens.",
            "this enters or attacks",
            "follow its instructions",
            instructions=(CreateTokens(ZOMBIE, 2),),
        ),
    ),
    # Haste is read from its keywords.
    "Bloodthirsty Adversary": (
        Triggered(
            "When this creature enters, you may pay {2}{R} any number of times. When you pay this cost one or more "
            "times, put that many +1/+1 counters on this creature, then exile up to that many target instant "
            "and/or sorcery cards with mana value 3 or less from your graveyard and copy them. You may cast any "
            "number of the copies without paying their mana costs.",
            "this enters",
            "you may pay {2}{R} any number of times; when you pay one or more times, that many counters and copies",
            creates=Triggered(
                "When you pay this cost one or more times, put that many +1/+1 counters on this creature, then exile "
                "up to that many target instant and/or sorcery cards with mana value 3 or less from your graveyard "
                "and copy them. You may cast any number of the copies without paying their mana costs.",
                "you do",
                "put that many +1/+1 counters on this, then copy up to that many instants and sorceries from your "
                "graveyard",
            ),
        ),
    ),
    "Parapet": (
        FlashSacrificedAtCleanup(
            "You may cast Parapet as though it had flash. If you cast it any time a sorcery couldn't have been "
            "cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup "
            "step."
        ),
        CreaturesYouControlGet("Creatures you control get +0/+1.", 0, 1),
    ),
    "Azor, the Lawbringer": (
        Unmodelled(
            "When Azor enters, each opponent can't cast instant or sorcery spells during that player's next turn.",
            "enters",
        ),
        Triggered(
            "Whenever Azor attacks, you may pay {X}{W}{U}{U}. If you do, you gain X life and draw X cards.",
            "this attacks",
            "you may pay {X}{W}{U}{U}; if you do, you gain X life and draw X cards",
        ),
    ),
    "Geometer's Arthropod": (
        Triggered(
            "Whenever you cast a spell with {X} in its mana cost, look at the top X cards of your library. Put "
            "one of them into your hand and the rest on the bottom of your library in a random order.",
            "you cast a spell with {X} in its mana cost",
            "look at the top X cards of your library; put one into your hand and the rest on the bottom at random",
        ),
    ),
    "Barter in Blood": (
        SpellEffect(
            "Each player sacrifices two creatures of their choice.", "each player sacrifices two creatures"
        ),
    ),
}
