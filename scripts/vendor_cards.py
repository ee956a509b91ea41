"""Copy the card data the project needs at run time out of the team's shared MTGJSON files.

Run by a maintainer when the card data is refreshed; the output is committed with its provenance:

    python scripts/vendor_cards.py ../shared/data/cards

writes engine/data/cards.json (characteristics and Oracle text, for the reference engine) and
data/card-rulings.json (every Gatherer ruling of those cards, for the feature files and docs).

The next rules areas' cards (NEXT_CARDS, listed with what each teaches in docs/next-cards.md) come from
mtgjson-atomic.json.gz; a card the older files already provide keeps their data, so that refreshing never
changes a card the engine already models.
"""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path
from typing import Any

from rulings.engine.cards.oracle import CARD_FIELDS as FIELDS
from rulings.engine.cards.oracle import SECOND_FACES

ROOT = Path(__file__).resolve().parent.parent
ATOMIC = "mtgjson-atomic.json.gz"
# Cards whose Gatherer rulings teach the turn and priority, triggered abilities and resolving, combat,
# state-based actions and durations (CR 117, 500-514, 603, 608, 611, 701.43, 704): see docs/next-cards.md.
NEXT_CARDS = (
    # the turn, the cleanup step, "until end of turn", damage wearing off
    "Spellbook",
    "Reliquary Tower",
    "Sundial of the Infinite",
    "Guardians' Pledge",
    "Trumpet Blast",
    "Stabbing Pain",
    "Ornamental Courage",
    "Aim High",
    "Benalish Marshal",
    "Grim Strider",
    "Righteous Authority",  # a toughness that follows the hand: a state-based action in the cleanup step (514.3a)
    "Twenty-Toed Toad",  # a maximum hand size of twenty, against Spellbook in timestamp order (its rulings)
    # triggered abilities: trigger events, intervening "if", APNAP choices
    "Soul Warden",
    "Ajani's Pridemate",
    "Near-Death Experience",
    "Test of Endurance",
    "Narcolepsy",
    "Rhox Meditant",
    "Dwynen's Elite",
    "Cunning Lethemancer",
    "Fleshbag Marauder",
    "Barter in Blood",
    "Arrogant Bloodlord",
    "Ball Lightning",
    # resolving: illegal targets (608.2b)
    "Repel the Darkness",
    "Fleeting Distraction",
    "Swift Kick",
    "Invoke the Divine",
    "Puncturing Light",
    # combat: attack and block requirements and restrictions, vigilance, haste, first and double strike
    "Juggernaut",
    "Berserkers of Blood Ridge",
    "Goblin Rabblemaster",
    "Bonded Construct",
    "Mogg Flunkies",
    "Gaea's Protector",
    "Culling Mark",
    "Prized Unicorn",
    "Lure",
    "Goblin War Drums",
    "Blazing Archon",
    "Fervent Cathar",
    "Loxodon Sergeant",
    "Bastion Mastodon",
    "Goblin Guide",
    "Thunder Strike",
    "Seize the Initiative",
    "Char-Rumbler",
    "Kwende, Pride of Femeref",
    "Divine Verdict",
    "Smite",
    # combat triggers: "whenever you attack (with two or more)", "whenever this blocks", "becomes blocked",
    # "attacks and isn't blocked" (CR 508.3c-d, 509.3a, 509.3c, 509.3g)
    "Razorkin Hordecaller",
    "Military Intelligence",
    "Fortress Cyclops",
    "Curse of Disturbance",  # "whenever enchanted player is attacked"; "each opponent attacking" (508.3b, 508.6)
    "Hedron Blade",  # "becomes blocked by one or more colorless creatures": once, colors as it blocks (509.3e-f)
    "Soaring Lightbringer",  # "whenever you attack a player"; a token put onto the battlefield attacking (508.3e, 508.4)
    "Cavalcade of Calamity",  # "whenever a creature with power 1 or less attacks": power as it attacks (508.2a)
    "Eternal of Harsh Truths",
    # combat: keyword and vanilla creatures the combat rules' scenarios need (CR 506-511, 702)
    "Serra Angel",
    "Youthful Knight",
    "Fencing Ace",
    "Giant Spider",
    "Wind Drake",
    "Wall of Mist",
    "Savannah Lions",
    # combat damage keywords: deathtouch, trample, and both with double strike (CR 510.1c, 702.2, 702.19)
    "Typhoid Rats",
    "Colossal Dreadmaw",
    "Swiftblade Vindicator",
    "Frantic Strength",
    "Spiteful Motives",
    # state-based actions
    "Platinum Angel",
    "Phyrexian Unlife",
    "Illness in the Ranks",
    "Dauntless Escort",
    "Darksteel Myr",  # indestructible, toughness 1: lethal damage and "destroy" vs toughness 0 (702.12b)
    "Concordant Crossroads",  # a world enchantment: the world rule (704.5k)
    "Disenchant",  # removes Phyrexian Unlife: its controller at 0 or less life then loses (704.5a)
    # durations: "doesn't untap during ... next untap step", exert
    "Bontu's Last Reckoning",
    "Frost Breath",
    "Sleep",
    "Misstep",
    "Barl's Cage",
    "Wall of Frost",
    "Hooded Brawler",
    "Rhet-Crop Spearmaster",
    "Ahn-Crop Crasher",
    "Glorybringer",
    "Hope Tender",
    # resolving: a vanilla white-and-green creature for "white creatures" (CR 608.2j, Guardians' Pledge)
    "Watchwolf",
    # resolving: a color-changing "until end of turn" effect, locked in (CR 611.2c, 613.1e), and a requirement
    "Incite",
    # keywords: granted flying, reach and vigilance (redundant instances), menace's limits, fight
    "Levitation",
    "Mantle of Webs",
    "Serra's Guardian",
    "Bristling Boar",
    # compiler: "Other creatures you control have [keyword]." (M20)
    "Aggressive Mammoth",
    # compiler: "~ deals N damage to any target and you gain N life." (M20)
    "Agonizing Syphon",
    # compiler: "Enchanted creature can't attack or block." (M19, M20)
    "Pacifism",
    "Pheres-Band Brawler",
    # casting: damage divided among targets as the spell is cast (CR 601.2d), and an {X} activation cost (107.3k)
    "Forked Bolt",
    "Arc Lightning",
    "Blast Zone",
    "Harsh Sustenance",  # an X its text defines, counted as it resolves (107.3c)
    "Omniscience",  # cast without paying the mana cost: X can only be 0 (107.3b, 118.9)
    # the turn: extra turns, most recently created first (500.7), and mana lasting until end of combat (500.5a)
    "Temporal Manipulation",
    "Time Warp",
    "Time Stretch",
    "Fire Sages",
    "Relentless Assault",  # an additional combat phase and main phase after this main phase (500.8)
    "Cautious Survivor",  # "at the beginning of your second main phase": not the third (505.1b)
    "Murder",  # an instant that destroys a creature, removing a trigger's source in response
    # resolving: a self-replacement in a mana ability, applied before other replacements (CR 616.1a)
    "Leafkin Druid",
    # resolving: a "for each" bonus counted once, as the spell resolves (CR 611.2d, its rulings)
    "Might of the Masses",
    # losing the game: an effect that says a player loses (CR 104.3e)
    "Door to Nothingness",
    # resolving: an action on each player, processed at once (CR 608.2f)
    "Risky Shortcut",
    # resolving: several actions on each player, the choices for each made before it alone (CR 608.2e)
    "Death Cloud",
    # resolving: a number that looks back at cards discarded, no longer in the hand (CR 608.2i)
    "Windfall",
    # replacement effects on damage from a source (CR 614.2)
    "Gratuitous Violence",
    # resolving: a choice made as the ability resolves; "if you can't" only when it is impossible (CR 608.2d)
    "Xathrid Demon",
    # a "for as long as ... remains tapped" duration that ends before it begins (CR 611.2b)
    "Tawnos's Weaponry",
    "Voltaic Key",
    # triggered abilities: a state trigger (603.8), an Aura's leaves-the-battlefield trigger (603.6e), a spell's
    # delayed trigger (603.7d)
    "Phylactery Lich",
    "Unhallowed Pact",
    "Otherworldly Journey",
    "Defiant Ogre",  # a modal trigger: the mode chosen as it goes on the stack, an illegal mode can't be (603.3c)
    "Irreverent Gremlin",  # "another creature with power 2 or less enters": its power as it enters (603.6b)
    "Ambulatory Edifice",  # a reflexive trigger, "when you do", from a resolving ability (603.12)
    "Misery's Shadow",  # a replaced event triggers nothing: an exiled creature didn't die (603.2g)
    "Ancient Cornucopia",  # a "may" trigger done only once each turn (603.5, 603.2h); a cast trigger (601.2i)
    # put onto the battlefield attacking or blocking: never declared, no restrictions (CR 508.4, 509.4)
    "Brimaz, King of Oreskos",
    # costs to attack and block, paid with mana abilities during the declaration (CR 508.1h-j, 509.1d-f)
    "Oppressive Rays",
    "Propaganda",
    # double strike gained after first-strike damage, and a redundant instance (CR 702.4d-e)
    "Uncaged Fury",
    # deathtouch gained until end of turn: from a source's last known information (CR 702.2e), redundant (702.2f)
    "Serpent's Gift",
    # ninjutsu: put onto the battlefield tapped and attacking after blockers (CR 702.49, 506.3c-d, 508.4a, 508.4d)
    "Ninja of the New Moon",
    # timing with respect to combat, reselecting whom a creature attacks (506.8c, 506.8g, 508.7)
    "Najeela, the Blade-Blossom",
    # a triggered ability that triggers an additional time (CR 603.2d)
    "Panharmonicon",
    # "whenever a player loses the game", looking back in time (CR 603.9, 603.10f), and a deathtouch blocker
    "Blood Tyrant",
    "Dragon Sniper",
    # one triggered ability with two trigger conditions, "enters or attacks" (CR 603.1b)
    "Grave Titan",
    # a reflexive ability on paying a cost "any number of times" triggers once (CR 603.12a)
    "Bloodthirsty Adversary",
    # a static ability's permission that creates a delayed triggered ability (CR 603.7g)
    "Parapet",
    # a cast trigger that refers to the X in the spell's mana cost, as it last existed on the stack (CR 107.3e)
    "Geometer's Arthropod",
    # "+X/+Y": Y follows the same rules as X, both defined by the exiled card (CR 107.3p); imprint (607.2a)
    "Phyrexian Ingester",
    # "pay its mana cost reduced by {2}": X is 0 off the stack, only generic mana reduced (CR 107.3h)
    "Flash",
    # "you may pay {X}...": an X only in the text, chosen as the ability resolves (CR 107.3f)
    "Azor, the Lawbringer",
    # the turn: a Saga's lore counter as its controller's precombat main phase begins, its chapter abilities and
    # its sacrifice (CR 505.4, 714)
    "History of Benalia",
    # the turn: upkeep steps added after the combat phase, each in a beginning phase of its own (CR 500.10)
    "Obeka, Splitter of Seconds",
    # the turn: an effect "until your next end step", created in an end step, that ends as the next one begins
    # (CR 500.4)
    "Rocco, Street Chef",
    # continuous effects: "that creature is a black Zombie in addition to its other colors and types", applying as
    # it enters, so that "another Zombie you control enters" sees it (CR 611.2e)
    "Rise from the Grave",
    "Mummy Paramount",
    # a spell that leaves the stack as it resolves (ending the turn) and goes on resolving (CR 608.2m)
    "Glorious End",
    # copies of spells: modes, targets, X and a division copied, not cast (CR 707.10); a copy of a creature spell
    # becomes a token that isn't "created" (CR 608.3f); a copy off the stack ceases to exist (CR 704.5e)
    "Choreographed Sparks",
    "Divine Visitation",
    "Insidious Will",
    # a bestowed Aura spell copied by a cast trigger is a bestowed Aura spell too (CR 702.103c); firebending 2
    # (CR 702.189a)
    "Fire Lord Azula",
    # a mana ability with a mana cost and no {T}: it can't help pay its own cost (CR 605.3c)
    "Prismite",
    # a transforming double-faced card (CR 712): its back face, Nightfall Predator, can fight itself (CR 701.14c)
    "Daybreak Ranger // Nightfall Predator",
    # copy effects: "enter as a copy of", applied before the copied creature's own "enters" replacement effects
    # (CR 616.1c, 707.2-707.3), its "enters with X" abilities with X = 0 (CR 107.3j)
    "Clone",
    # a token that's a copy of a creature, and twice as many tokens: the doubling first, then each token's own
    # "as this enters" (CR 616.1g)
    "Fated Infatuation",
    "Anointed Procession",
    # control: a control-changing effect until end of turn, and "when you lose control of it", looking back in
    # time (CR 603.10d, 613.1b)
    "Ogre Geargrabber",
    # control: a replacement effect on under whose control a creature enters, applied before one that depends on
    # who controls it (CR 616.1b); put onto the battlefield attacking under a non-attacking player's control (506.3b)
    "Gather Specimens",
    "Chorale of the Void",
    "Grumgully, the Generous",
    # dash: the delayed trigger that returns the permanent is created as it enters, not as it is cast (CR 608.3g)
    "Mardu Scout",
    # an Adventure's alternative characteristics decide whether it can be cast (CR 601.3e, 715.3); a cost reduction
    # of instant spells applies to it
    "Murderous Rider // Swift End",
    "Goblin Electromancer",
    # phasing out by an effect: a bestowed Aura that phases in unattached ceases to be bestowed (CR 702.103g,
    # 702.26i); phased-out permanents are treated as though they don't exist (its rulings)
    "Clever Concealment",
    # mutate: a mutating creature spell merges with the creature it targets, the same object, rather than entering;
    # with its target gone, it enters as a creature spell (CR 608.3d, 702.140, 730)
    "Sea-Dasher Octopus",
    # the evergreen keywords of targeting and protection, on cards with nothing but keywords (CR 702.11, 702.16,
    # 702.18): hexproof, shroud, and protection from a colour against targeting, blocking and damage
    "Gladecover Scout",
    "Mist Leopard",
    "White Knight",
    # cards as data (issue 23): one card compiled from each template of rulings/oracle/grammar.lark, shown by its
    # rulings or, where it has none, by the CR paragraphs it rests on
    "Shock",  # "~ deals N damage to any target": a creature or a player (CR 115.4)
    "Mighty Leap",  # "gets +N/+M and gains K": flying gained after blockers undoes no block (509.1h)
    "Bladebrand",  # "gains K" then "Draw a card.": one spell ability, no card drawn if its target is gone (608.2b)
    "Inspired Charge",  # "creatures you control get": only those there as it resolves (611.2c)
    "Lich's Caress",  # "destroy target" then "you gain N life": nothing if its target is gone (608.2b)
    "Anguished Unmaking",  # "exile target" then "you lose N life": nothing if its target is gone (608.2b)
    "Drag Under",  # "return target ... to its owner's hand" then "Draw a card."; a token ceases to exist (704.5d)
    "Downpour",  # "tap up to three target creatures": the legal ones are tapped (608.2b)
    "Steady Aim",  # "untap target creature. It gets ...": an untapped target is legal (608.2c)
    "Negate",  # "counter target noncreature spell": an artifact creature spell is a creature spell
    "Essence Scatter",  # "counter target creature spell": the same ruling from the other side
    "Cancel",  # "counter target spell": countered, to its owner's graveyard (701.6a)
    "Savage Smash",  # "gets +N/+M ... It fights target creature": each target checked on its own (608.2b)
    "Diregraf Ghoul",  # "this creature enters tapped": it enters tapped, it never becomes tapped (614.1d, 110.5b)
    "Worn Powerstone",  # enters tapped, and "{T}: Add {C}{C}.": no mana the turn it enters (614.1d)
    "Gaea's Anthem",  # "creatures you control get": a static ability, creatures entering later too (611.3a)
    "Veteran Armorer",  # "other creatures you control get": not itself (611.3a)
    "Oakenform",  # "enchant creature", "enchanted creature gets": an Aura spell's target (303.4a, 704.5m)
    "Lifelink",  # "enchanted creature has lifelink": its controller gains the life, not the Aura's
    "Vampire Interloper",  # "this creature can't block": a restriction on declaring blockers (509.1b)
    "Woodland Mystic",  # "{T}: Add {G}." on a creature: summoning sickness (302.6)
    "Manalith",  # "{T}: Add one mana of any color." on an artifact: no summoning sickness (302.6)
    "Millikin",  # "{T}, Mill a card: Add {C}.": no mana ability since the 2026-09-25 CR (605.1a)
    # triggered abilities with a target, chosen as they go on the stack (CR 603.3d), rechecked (608.2b)
    "Flametongue Kavu",  # "it deals 4 damage to target creature": must target itself if alone (its ruling)
    "Skeleton Archer",  # "it deals 1 damage to any target": a player, or a creature gone in response
    "Exclusion Mage",  # "return target creature an opponent controls": no legal target, removed (603.3d)
    # "when this creature dies": a leaves-the-battlefield trigger, looking back in time (CR 603.10a, 700.4)
    "Silverback Shaman",  # "draw a card": its controller's, when destroyed, sacrificed as a cost; not exiled
    "Shambling Goblin",  # "target creature an opponent controls gets -1/-1": chosen as it goes on the stack
    # "scry N" (CR 701.22a): the controller's answer, given beforehand (the protocol's `scry`)
    "Omenspeaker",  # "When this creature enters, scry 2.": top, bottom, or some of each, in any order (its rulings)
    "Opt",  # "Scry 1. Draw a card.": in the order written (608.2c)
    "Mana Cylix",  # "{1}, {T}: Add one mana of any color.": a mana ability whose cost has mana (605.1a, 602.2b)
    "Azorius Signet",  # "{1}, {T}: Add {W}{U}.": two types at once, no choice (106.1); doubled by Mana Reflection
    # life (CR 119): gaining, each player losing, one life-gain event
    "Angel's Mercy",  # "You gain 7 life." (119.3, 119.9)
    "Blood-Toll Harpy",  # "When this creature enters, each player loses 1 life." (119.3)
    "Essence Warden",  # "Whenever another creature enters, you gain 1 life." (119.9)
    "Giant Growth",  # "Target creature gets +3/+3 until end of turn.": combat damage is its power then (120.2a)
    "Daybreak Chaplain",  # "Lifelink" as a keyword line: life for damage to a creature too (702.15b)
    "Shivan Dragon",  # "{R}: this creature gets +1/+0 until end of turn": each activation its own (602.1a, 514.2)
    "Metropolis Sprite",  # "{U}: this creature gets +1/-1 ...": toughness 0, it dies (704.5f)
    "Ringwarden Owl",  # prowess: on top of the spell, not a creature spell, even if that spell is countered
    "Servant of Nefarox",  # exalted: a creature attacking alone gets +1/+1, not two attackers (702.83a-b)
    "Aven Squire",  # exalted: each instance triggers on its own (702.83a)
    "Desert Cerodon",  # cycling: from the hand only, the card discarded as a cost, a card drawn (702.29a)
    "Hieroglyphic Illumination",  # cycling an instant is no casting: one card drawn, not two (702.29a)
    "Steppe Lynx",  # landfall: an ability word (207.2c); each land you control entering, not an opponent's
    "Scythe Leopard",  # landfall beside Steppe Lynx: both trigger, in the order their controller chooses (603.3b)
    "Shivan Reef",  # a painland: "... This land deals 1 damage to you." part of the mana ability, no stack (605.3b)
    "Fountain of Renewal",  # "{3}, Sacrifice this artifact: Draw a card.": sacrificed as a cost, drawn later (113.7a)
    "Phantom Warrior",  # "this creature can't be blocked": an evasion restriction on every blocker (509.1b)
    # --- prevention effects (CR 615) and protection's prevention (702.16e) ---
    "Fog",  # "Prevent all combat damage that would be dealt this turn.": a shield on the turn (615.1, 615.3)
    "Shieldmate's Blessing",  # "Prevent the next 3 damage ... to any target this turn.": used up (615.7)
    "Shielded Passage",  # "Prevent all damage that would be dealt to target creature this turn." (615.1a)
    "Test of Faith",  # "... For each 1 damage prevented this way, put a +1/+1 counter": an additional effect (615.5)
    "Dazzling Reflection",  # "The next time that creature would deal damage this turn, prevent that damage." (615.8)
    "Guardian Seraph",  # a static "prevent 1 of that damage", in each damage event (615.10)
    "Skullcrack",  # "Damage can't be prevented this turn." (615.12); "Players can't gain life this turn."
    "Vine Snare",  # "... by creatures with power 4 or less": the source's properties as it would deal damage (615.1)
    "Healing Grace",  # "... by a source of your choice": a shield on one chosen source's damage (615.9)
    "Selfless Squire",  # "Whenever damage that would be dealt to you is prevented": a trigger (615.13)
    # --- end prevention effects ---
    # the layers (CR 613, issue #24)
    "Turn to Frog",  # loses all abilities, a blue Frog, base 1/1: one effect in layers 4, 5, 6 and 7b (613.6)
    "Diminish",  # base power and toughness 1/1: layer 7b, before counters and "+N/+M" (613.4b-c)
    "Twisted Image",  # switch power and toughness: layer 7d, after everything else (613.4d)
    "Nightmare",  # power and toughness equal to the Swamps you control: a CDA (604.3, 613.4a)
    "Jump",  # gains flying until end of turn: layer 6 in timestamp order against losing all abilities (613.7b)
    "Cobbled Wings",  # "Equipped creature has flying": an Equipment's timestamp as it becomes attached (613.7e)
    "Vestige of Emrakul",  # devoid: a color-defining CDA, applied before other layer 5 effects (613.3)
    # infect and wither (CR 702.90, 702.80, 120.3b, 120.3d; issue #23)
    "Glistener Elf",  # infect: -1/-1 counters to creatures, poison counters to players
    "Cystbearer",  # infect on a 2/3: its damage to a creature outlives the cleanup step
    "Sickle Ripper",  # wither: -1/-1 counters to creatures, life loss to players
    "Young Wolf",  # undying (CR 702.93a): back with a +1/+1 counter, once
    "Avian Changeling",  # changeling (CR 702.73a): every creature type, a Wall and a Zombie too
    "Siege Wurm",  # convoke (CR 702.51a): creatures tapped to pay {1} or a mana of their color, and trample
    # card features for issue #24: core-set cards the engine already plays, with rulings on the evergreen
    # keywords, targets on resolution (608.2b) and "until end of turn" effects locked in (611.2c)
    "Boggart Brute",  # menace: a legal block stays a block when a blocker leaves (509.1h, 702.111b)
    "Battle Mastery",  # double strike lost after first-strike damage: no regular damage (510.4, 702.4c)
    "Kindled Fury",  # first strike gained after first-strike damage: still regular damage (510.4, 702.7c)
    "Goblin Balloon Brigade",  # flying gained once blocked changes nothing (509.1h, 702.9b)
    "Brindle Boar",  # sacrificed in the declare blockers step: no combat damage (506.4, 510.1)
    "Guardian Automaton",  # a dies trigger and a player at 0 life: the game ends first (704.5a, 603.3)
    "Angel of the Dawn",  # "creatures you control get ... until end of turn": those there on resolution (611.2c)
    "Inspiring Captain",  # the same, from an enters trigger (611.2c)
    "Befuddle",  # illegal target on resolution: no card drawn (608.2b)
    "Glaring Aegis",  # an Aura spell whose target is illegal doesn't enter: no enters trigger (608.3b)
    "Angelic Gift",  # the same, with a card drawn by the trigger (608.3b)
    "Natural End",  # illegal target: no life; legal but indestructible: life gained (608.2b, 702.12b)
    "Sorin's Thirst",  # illegal target: no life gained (608.2b)
    "Moment of Heroism",  # lifelink: redundant instances (702.15f)
    "Aether Adept",  # a mandatory enters trigger that must target itself if it's the only creature (603.3d)
    "Battleflight Eagle",  # the same, a pump that may target the Eagle itself (603.3d)
    "Fervor",  # haste lost after attacking doesn't remove a creature from combat (506.4, 702.10)
    "Guardians of Akrasa",  # exalted: "attacks alone", defender (702.83a-b, 702.3b)
    "Disorient",  # a creature with power 0 or less deals no combat damage (510.1a)
    "Ulcerate",  # the life loss isn't a cost: none if the spell doesn't resolve (608.2b)
    "Manic Vandal",  # a mandatory enters trigger: its controller's own artifact if it's the only one (603.3d)
    "Akrasan Squire",  # a board card: an exalted creature that attacks alone gets its own bonus too (702.83a)
    "Overcome",  # "creatures you control get ... and gain trample until end of turn": those there on resolution (611.2c)
    "Scroll Thief",  # a mandatory draw, once per combat damage event however much damage (603.2c, 510.2)
    "Water Servant",  # -1/+1 activated with power already 0 or less: allowed (602.2, 107.1b)
    "Yeva's Forcemage",  # a mandatory enters trigger that may target itself (603.3d)
    "Erase",  # exiled, not put into the graveyard first (701.13a, 700.4)
    "Darksteel Citadel",  # an artifact land is played, never cast; indestructible (305.9, 702.12b)
    "Devouring Light",  # attacking and blocking creatures through the end of combat step (506.4, 511.1)
    "Covenant of Blood",  # convoke: creatures tapped to cast a spell that doesn't resolve stay tapped (608.2b, 702.51)
    "Divine Favor",  # an Aura spell whose target is illegal doesn't enter: no life from its trigger (608.3b)
    "Solemn Offering",  # illegal target: the whole spell doesn't resolve, no life (608.2b)
    "Essence Drain",  # the same for "any target" (608.2b)
    "Wild Instincts",  # one of two targets illegal: the pump happens, the fight doesn't (608.2b, 701.14b)
    "Prey Upon",  # fight: either target illegal, no damage at all (701.14b)
    "Grasping Longneck",  # a board card: an enchantment creature whose dies trigger shows Erase exiles without dying
    "Titan's Strength",  # scry after the pump, in the order written; no scry if the target is illegal (608.2b, 608.2c)
    "Horizon Scholar",  # "When this creature enters, scry 2.": all on top, all on the bottom, some of each (701.22a)
    "Dauntless Aven",  # attackers are declared at once; untapping an attacker leaves it attacking (508.1a, 506.4)
    "Towering Thunderfist",  # vigilance must come before attackers are declared (508.1f, 702.20b)
    "Agony Warp",  # "target creature" twice: the same creature may be both targets (115.3)
    "Bounty of Might",  # "target creature" three times: one creature +9/+9 (115.3)
    "Into the Maw of Hell",  # two targets: one illegal, the other still affected; both needed to cast (608.2b, 601.2c)
    "Get the Point",  # illegal target: no scry; legal but indestructible: scry (608.2b, 702.12b)
    "Kalastria Nightwatch",  # "whenever you gain life": once per life-gain event, lifelink's included (119.9, 702.15e)
    "Moorland Inquisitor",  # first strike twice is first strike once: one first-strike damage step (702.7d)
    "Jhessian Thief",  # prowess: noncreature spells only, resolving first and even if the spell is countered (702.108a)
    "Fall of the Gavel",  # a counterspell whose target is countered first: no life (608.2b)
    "Lost in the Mist",  # a spell and a permanent as targets: one illegal, the other still affected (608.2b)
    "Last Kiss",  # the life is gained even if the damage is prevented (615.1, 608.2c)
    "Moment of Craving",  # the creature is still on the battlefield as the life is gained (704.3, 608.2c)
    "Weldfast Monitor",  # menace gained once blocked unblocks nothing; twice is once (509.1h, 702.111c)
    # --- cards as data (issue 23): tokens (CR 111) and life loss (CR 119.3), compiled from their Oracle text ---
    "Aviation Pioneer",  # a colorless Thopter artifact creature token with flying (111.3-111.4)
    "Raise the Alarm",  # an instant's two Soldier tokens (111.1-111.2)
    "Doomed Dissenter",  # "when this creature dies, create ...": a Zombie token, one that itself ceases to exist (111.7)
    "Draconic Disciple",  # "{7}, {T}, Sacrifice this creature: Create a 5/5 red Dragon ...": sacrificed as a cost
    "Howling Giant",  # two 2/2 green Wolf tokens at once (111.1, 603.6a)
    "Vampire Sovereign",  # "target opponent loses 3 life and you gain 3 life" (119.3, 603.3d)
    "Sovereign's Bite",  # "target player loses 3 life and you gain 3 life": its caster may be that player (608.2c)
    "Vampire Neonate",  # "{2}, {T}: Each opponent loses 1 life and you gain 1 life." (602.2, 119.3)
    "Corpse Knight",  # "whenever another creature you control enters, each opponent loses 1 life" (603.6a)
    "Ajani's Welcome",  # "whenever a creature you control enters, you gain 1 life" (603.6a, 119.9)
    "Audacious Thief",  # "you draw a card and you lose 1 life": in the order written (608.2c)
    "Tattered Mummy",  # "when this creature dies, each opponent loses 2 life": after state-based actions (704.3)
    # activated abilities with a target, chosen as they are activated (602.2b) and checked again (608.2b)
    "Thrashing Brontodon",  # "{1}, Sacrifice this creature: Destroy target artifact or enchantment."
    "Goblin Motivator",  # "{T}: Target creature gains haste until end of turn.": it can attack this turn (302.6)
    "Pyroclastic Elemental",  # "{1}{R}{R}: ... 1 damage to target player": no {T}, so even summoning sick
    "Death Cultist",  # "Sacrifice this creature: Target player loses 1 life and you gain 1 life.": its target gone (608.2b)
    # tokens put onto the battlefield tapped and attacking (CR 508.4), never declared as attackers
    "Skyknight Vanguard",  # its Soldier attacks whom its controller chooses, not necessarily whom it attacks
    "Leonin Warleader",  # two Cats with lifelink: each a life-gaining event of its own (its rulings, 702.15b)
    "Epicure of Blood",  # "whenever you gain life, each opponent loses 1 life": once per life-gaining event
    # --- end of tokens and life loss ---
    # additional costs to cast (CR 118.8, 601.2f-h): chosen with the cast, paid with the mana, mandatory
    "Bone Splinters",  # sacrifice a creature: exactly one, or it can't be cast (its rulings)
    "Blood Divination",  # sacrifice a creature: no one can respond before the costs are paid (its rulings)
    "Demon of Catastrophes",  # a creature spell's additional cost: it can't sacrifice itself (601.2a)
    "Tormenting Voice",  # discard a card: exactly one, not the spell itself (its rulings, 601.2a)
    "Final Flare",  # sacrifice a creature or enchantment: an enchantment creature is one permanent (its rulings)
    # conditional statics (CR 611.3a, 613.1f, 613.4c): "as long as you control ...", "during your turn"
    "Kargan Dragonrider",  # flying while you control a Dragon; gaining it after blocks unblocks nothing (its ruling)
    "Gearsmith Prodigy",  # +1/+0 while you control an artifact
    "Aerial Engineer",  # +2/+0 and flying while you control an artifact
    "Daggersail Aeronaut",  # flying during your turn only
    "Ardent Recruit",  # metalcraft, an ability word (207.2c): three or more artifacts you control
    "Hardy Veteran",  # +0/+2 during your turn: damage wears off in your cleanup step while it still applies (its ruling)
    "Angelic Overseer",  # hexproof and indestructible while you control a Human; damage stays marked (its rulings)
    # equip (CR 702.6a): attach to target creature you control, only as a sorcery; unattached, it stays (704.5n)
    "Marauder's Axe",
    "Colossus Hammer",  # "loses flying" in layer 6, in timestamp order: a later gain keeps flying (its rulings)
    "Carnage Tyrant",  # "This spell can't be countered": on the stack (113.6g), Essence Scatter resolves without it
    # life (CR 119.5, 119.7, 119.8, 119.10, 120.4c; issue #24)
    "Knight of Dawn's Light",  # "If you would gain life, you gain that much life plus 1 instead": once per source (119.10)
    "Tainted Remedy",  # an opponent's life gain becomes life loss, but not while they can't gain life (119.7)
    "Platinum Emperion",  # "Your life total can't change": no loss, no gain, no life paid (119.8, 119.4b)
    "Magister Sphinx",  # "target player's life total becomes 10": gains or loses the difference (119.5)
    "Lullmage Mentor",  # "whenever a spell or ability you control counters a spell": looking back (603.10e)
    "Flame Spill",  # "Excess damage is dealt to that creature's controller instead": beyond lethal damage (120.4a)
    "Battlefield Forge",  # a land's damage comes from a colorless source (105.2c, 605.3b)
    "Glorious Charge",  # "creatures you control get": those there as it resolves, not later ones (611.2c)
    "Overrun",  # the same, with trample (611.2c, 702.19b)
    "Slaughter Cry",  # first strike gained after first-strike damage: regular damage still dealt (510.4, 702.7c)
    "Ichorclaw Myr",  # infect: prevented damage gives no poison; -1/-1 counters stay; "becomes blocked" once (702.90)
    "Bound in Silence",  # "can't attack or block" on an attacking creature leaves it attacking (506.4); kindred (308)
    "Dragon Bell Monk",  # prowess triggers once for a spell with two card types (702.108a)
    "Drogskol Reaver",  # "whenever you gain life": once per event; first-strike kills mean no regular damage (119.9, 510.4)
    "Epic Confrontation",  # its own creature illegal: no pump, no fight; the other illegal: pump only (608.2b, 701.14b)
    "Aerial Predation",  # needs a flying target to be cast; illegal target: no life (601.2c, 608.2b)
    "Dukhara Peafowl",  # flying gained once blocked unblocks nothing (509.1h)
    "Contradict",  # its target gone: no card drawn (608.2b)
    "Dawnfeather Eagle",  # its enters trigger affects itself; the set fixed as it resolves (611.2c)
    "Desperate Lunge",  # flying gained once blocked unblocks nothing; illegal target: no life (509.1h, 608.2b)
    "Dramatic Rescue",  # a target needed to cast; illegal target: no life (601.2c, 608.2b)
    "Kozilek's Shrieker",  # menace gained once blocked by one creature leaves it blocked; devoid (509.1h, 702.114a)
    "Lightning Helix",  # illegal target: no life (608.2b)
    "Vectis Silencers",  # a colored artifact; deathtouch twice is once (105.2, 702.2f)
    "Viridian Corrupter",  # a mandatory enters trigger: its controller's own artifact if the only one (603.3d)
    "Vraska's Contempt",  # illegal target: no life (608.2b)
    "Blister Beetle",  # a mandatory enters trigger targets itself when alone (603.3d)
    "Bright Reprisal",  # illegal target: no draw; legal but indestructible: a draw (608.2b, 702.12b)
    "Deeproot Warrior",  # "becomes blocked" triggers once however many block (509.3c)
    "Evernight Shade",  # undying: a pump is no +1/+1 counter (702.93a)
    "Hyrax Tower Scout",  # "untap target creature": an untapped creature, itself, is a legal target (115.1)
    "Martial Glory",  # "target creature" twice: one creature may be both (115.3)
    "Pressure Point",  # "tap target creature": an already tapped target still draws (608.2b)
    "Raging Regisaur",  # its attack trigger's damage isn't combat damage (120.2, 510.1)
    "Reprieve",  # a spell returned to its owner's hand leaves the stack and doesn't resolve (608.2b)
    "Rage Reflection",  # double strike lost after first-strike damage: no regular damage (702.4c, 510.4)
    "Stonefare Crocodile",  # lifelink twice is once (702.15f)
    "Voltaic Servant",  # "untap target artifact": an artifact creature, itself, is a legal target (115.1)
    "Zetalpa, Primal Dawn",  # double strike and trample: blockers destroyed by first-strike damage (702.19d, 510.4)
    "Leonin Armorguard",  # "creatures you control get": its own enters trigger pumps it too (611.2c)
    "Cyclops of Eternal Fury",  # "creatures you control have haste": itself included (302.6, 702.10b)
    "Spidery Grasp",  # "untap target creature": an untapped creature is a legal target, and still gets the rest (608.2b)
    "Senate Courier",  # vigilance gained after attackers are declared untaps nothing (508.1f, 702.20b)
    "Scion of Ugin",  # a colorless creature card, neither monocolored nor an artifact (105.2c, 202.2)
    "Noble Hierarch",  # exalted: the lone attacker's own exalted too; not with attackers split between a player and a planeswalker (702.83a-b)
    "Slice in Twain",  # illegal target: no card; legal but indestructible: a card (608.2b, 702.12b)
    "Expose to Daylight",  # illegal target: no scry; legal but indestructible: a scry (608.2b, 702.12b)
    "Man-o'-War",  # a mandatory enters trigger: alone, it must return itself (603.3d)
    # surveil (CR 701.25a): the controller's answer, given beforehand (the protocol's `surveil`)
    "Dimir Informant",  # "When this creature enters, surveil 2.": top, graveyard, or some of each (its rulings)
    "Unexplained Disappearance",  # bounce, then surveil 1; an illegal target: no surveil (its rulings, 608.2b)
    # attack requirements and block restrictions (CR 508.1d, 509.1b)
    "Frontline Rebel",  # "This creature attacks each combat if able.": not if tapped (its ruling)
    "Cloud Elemental",  # "This creature can block only creatures with flying."
    # regeneration (CR 701.19a): a shield replacing the next destruction this turn
    "Dutiful Thrull",  # "{B}: Regenerate this creature.": tapped, damage removed; one shield, one destruction
    # keyword alternative costs read off the card (issue #23; rulings/oracle/alternative_costs.py)
    "Abzan Guide",  # "Morph {2}{W}{B}{G}": a 2/2 face down for {3}, turned face up for its morph cost (702.37a)
    "Aerie Bowmasters",  # "Megamorph {5}{G}": a +1/+1 counter only when its megamorph cost turns it up (702.37b)
    "Kolaghan Skirmisher",  # "Dash {2}{B}": haste, returned to hand at the next end step (702.109a)
    "Think Twice",  # "Flashback {2}{U}": cast from the graveyard for that cost, then exiled, countered too (702.34a)
    "Topan Freeblade",  # "Renown 1": the first combat damage to a player only, once renowned no more (702.112a)
)


def _second_face(face: dict[str, Any], fields: tuple[str, ...]) -> dict[str, Any]:
    """The fields of a card's second face, named by its face name."""
    return {"name": face["faceName"], **{field: face[field] for field in fields if field in face}}


def main(shared_cards: Path) -> None:
    """Write the two vendored files from the shared card data folder."""
    subset = json.loads((shared_cards / "mtgjson-subset.json").read_text(encoding="utf-8"))
    central = json.loads((shared_cards / "cards-in-scope.json").read_text(encoding="utf-8"))
    cards: dict[str, dict[str, Any]] = {}
    for name, faces in sorted(subset["data"].items()):
        face = faces[0]
        card = {field: face[field] for field in FIELDS if field in face}
        card["source"] = f"MTGJSON {face['sourceBuild']} (AtomicCards subset)"
        cards[name] = card
    for name, entry in central.items():
        src = entry["source"]
        cards[name]["text"] = entry["oracle_text"]
        cards[name]["source"] = (
            f"MTGJSON {src['mtgjson_version']}: {src['repo']} {src['path']} @ {src['commit'][:8]}"
        )
    atomic = json.loads(gzip.decompress((shared_cards / ATOMIC).read_bytes()).decode("utf-8"))
    builds = ", ".join(atomic["meta"]["versions"])
    # CR 204.2: a front face's color indicator (Dryad Arbor's green), which the subset lacks.
    for name, card in cards.items():
        indicator = atomic["data"].get(name, [{}])[0].get("colorIndicator")
        if indicator:
            card["colorIndicator"] = indicator
    next_rulings: dict[str, list[dict[str, str]]] = {}
    for name in NEXT_CARDS:
        face = atomic["data"][name][0]
        if name not in cards:
            card = {field: face[field] for field in (*FIELDS, "colorIndicator") if field in face}
            card["source"] = f"MTGJSON {builds} ({ATOMIC}, AtomicCards layout)"
            if face.get("layout") in SECOND_FACES:
                key, fields = SECOND_FACES[face["layout"]]
                card[key] = _second_face(atomic["data"][name][1], fields)
            cards[name] = card
        next_rulings[name] = face.get("rulings", [])
    cards = dict(sorted(cards.items()))
    meta = {
        "about": "Card characteristics and Oracle text in MTGJSON v5 fields; see data/SOURCES-cards.md.",
        "builds": subset["meta"]["builds"],
    }
    out = ROOT / "engine" / "data" / "cards.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(
        json.dumps({"meta": meta, "cards": cards}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    rulings = {
        name: {"rulings": faces[0]["rulings"], "source": cards[name]["source"]}
        for name, faces in subset["data"].items()
        if faces[0].get("rulings")
    }
    for name, entry in central.items():  # the central cards' rulings come from the newer build
        rulings[name] = {"rulings": entry["rulings"], "source": cards[name]["source"]}
    for name, found in next_rulings.items():  # a card already vendored keeps its rulings; none: no entry
        if not found:
            continue
        rulings.setdefault(name, {"rulings": found, "source": cards[name]["source"]})
    rulings = dict(sorted(rulings.items()))
    (ROOT / "data" / "card-rulings.json").write_text(
        json.dumps(rulings, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    print(f"{len(cards)} cards, rulings of {len(rulings)}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
