"""Cards of triggered abilities (CR 603): "when", "whenever" and "at the beginning of" abilities, intervening
"if" clauses (CR 603.4), a delayed trigger (CR 603.7), and effects on each player in APNAP order (CR 101.4)."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.effects import SpellEffect
from rulings.engine.abilities.mana_sources import AnyColor, ManaAbility
from rulings.engine.abilities.statics import EnchantCreature, EntersPuttingCounterOnArtifact
from rulings.engine.abilities.triggers import Triggered

CARDS: dict[str, tuple[Ability, ...]] = {
    "Soul Warden": (
        Triggered(
            "Whenever another creature enters, you gain 1 life.", "another creature enters", "you gain 1 life"
        ),
    ),
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
            "you win the game",
            "you have exactly 1 life",
        ),
    ),
    "Test of Endurance": (
        Triggered(
            "At the beginning of your upkeep, if you have 50 or more life, you win the game.",
            "beginning of your upkeep",
            "you win the game",
            "you have 50 or more life",
        ),
    ),
    "Rhox Meditant": (
        Triggered(
            "When this creature enters, if you control a green permanent, draw a card.",
            "this enters",
            "draw a card",
            "you control a green permanent",
        ),
    ),
    "Dwynen's Elite": (
        Triggered(
            "When this creature enters, if you control another Elf, create a 1/1 green Elf Warrior creature token.",
            "this enters",
            "create a 1/1 green Elf Warrior token",
            "you control another Elf",
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
    "Narcolepsy": (
        EnchantCreature(),
        Triggered(
            "At the beginning of each upkeep, if enchanted creature is untapped, tap it.",
            "beginning of each upkeep",
            "tap enchanted creature",
            "enchanted creature is untapped",
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
        ManaAbility("{T}: Add one mana of any color.", Cost(tap=True), AnyColor()),
    ),
    "Barter in Blood": (
        SpellEffect(
            "Each player sacrifices two creatures of their choice.", "each player sacrifices two creatures"
        ),
    ),
}
