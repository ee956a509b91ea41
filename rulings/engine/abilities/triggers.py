"""Triggered abilities (CR 603): the general `Triggered` (at the end of this module), and the older special
ones: on tapping for mana (CR 106.12a), becoming untapped, entering (CR 603.6a), dying (CR 603.10a) and a spell
being cast (CR 601.2i). Each becomes a typed stack effect (engine/state/stack.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rulings.engine.abilities.effects import Instruction, Target
from rulings.engine.abilities.text import TextAbility
from rulings.engine.abilities.tokens import Token

Tapper = Literal["any", "you", "opponent"]


@dataclass(frozen=True)
class TappedForManaTrigger(TextAbility):
    """ "Whenever ... is tapped for mana": triggers as such an ability resolves and adds mana (CR 106.12a).

    With `adds` it is a triggered mana ability and resolves at once (CR 605.1b, 605.4a); with
    `skip_next_untap` it adds no mana, so it is an ordinary trigger that uses the stack.
    """

    tapper: Tapper  # whose tapping counts, relative to this permanent's controller
    what: Literal["land", "enchanted land", "basic land"]
    adds: Literal["", "same type", "{G}"] = ""
    recipient: Literal["tapper", "you", "land's controller"] = "tapper"
    skip_next_untap: bool = False


@dataclass(frozen=True)
class BecomesUntappedTrigger(TextAbility):
    """ "Whenever this permanent becomes untapped, ..." (Hollowsage). It triggers (an event); putting it on the
    stack, with its target, is not modelled."""


@dataclass(frozen=True)
class EntersTrigger(TextAbility):
    """ "When this enters, ...": an enters-the-battlefield trigger whose X is its spell's X (CR 107.3m)."""

    effect: Literal[
        "tap enchanted creature and put X sleep counters on it",
        "exile target artifact or creature an opponent controls until this leaves the battlefield",
        "it fights up to one target creature you don't control",
        "target creature can't block this turn",
        "you may exile target nontoken creature",  # imprint (Phyrexian Ingester), linked (CR 607.2a)
    ]


@dataclass(frozen=True)
class DiesTrigger(TextAbility):
    """ "When this creature dies, create a <token> for each <kind> counter on this creature": it looks back
    in time (CR 603.10a), counting the counters the creature had as it last existed on the battlefield."""

    token: Token
    per_counter: str


@dataclass(frozen=True)
class CounterSpellsWithManaValue(TextAbility):
    """ "Whenever a player casts a spell with mana value equal to the number of <kind> counters on this
    permanent, counter that spell" (Chalice of the Void): a cast trigger (CR 601.2i)."""

    counter: str


# The general triggered ability (CR 603.1): "[When/Whenever/At] [trigger event], [if condition,] [effect]".
# Its trigger event, intervening "if" condition and effect are each a small vocabulary; engine/rules/abilities/triggers.py
# gives them their meaning (what matches, when it is checked) and engine/rules/resolving/triggered_effects.py resolves them.

TriggerEvent = Literal[
    "this enters",  # CR 603.6a: "When this creature enters"
    "a spell or ability you control counters a spell",  # Lullmage Mentor: looks back in time (CR 603.10e)
    "another creature enters",  # Soul Warden: looks at each creature entering, this one excepted
    # CR 603.6a: each creature entering under its controller's control, this one too as it enters itself
    "a creature you control enters",
    "another creature you control enters",  # the same, this one excepted
    # Irreverent Gremlin: its power as it is on the battlefield, effects included (CR 603.6b)
    "another creature you control with power 2 or less enters",
    "another Zombie you control enters",  # its subtypes as it enters (CR 603.6a, 611.2e)
    "you gain life",  # CR 603.2c: once per life-gaining event, however much life
    "this attacks",  # CR 508.3a: declared as an attacker
    # CR 508.3a: the creature the Equipment or Aura is attached to as it is declared as an attacker; not one it
    # becomes attached to later (the rulings on Ogre Geargrabber)
    "equipped creature attacks",
    "enchanted creature attacks",
    "this enters or attacks",  # CR 603.1b: two trigger conditions, each triggering it on its own
    # CR 508.2a: the attacker's power is checked as it is declared, once for each such creature
    "a creature you control with power 1 or less attacks",
    "enchanted player is attacked",  # CR 508.3b: once, however many creatures are declared attacking them
    "you attack a player",  # CR 508.3e: once for each player creatures are declared attacking
    "you attack",  # CR 508.3d: once for each declaration of one or more attackers
    "you attack with two or more creatures",  # CR 508.3c: once, if that many are declared
    "this blocks",  # CR 509.3a: declared as a blocker, once however many creatures it blocks
    "this becomes blocked",  # CR 509.3c: once, however many creatures block it
    # CR 509.3e-f: once, if at least one of the creatures blocking it is colorless as it becomes blocked
    "equipped creature becomes blocked by one or more colorless creatures",
    "this attacks and isn't blocked",  # CR 508.3f, 509.3g: in the declare blockers step, once blocks are declared
    "this blocks a creature",  # CR 509.3b: once for each creature it blocks
    "this blocks or becomes blocked by a creature with power 1 or less",  # CR 509.3d, 509.3f: once per creature
    "beginning of your upkeep",  # CR 503.1a, 603.2b
    "beginning of each upkeep",
    "beginning of the end step",  # CR 513.1a: each end step, whoever's turn it is
    "beginning of your end step",  # CR 513.1a: only its controller's
    "beginning of combat on your turn",  # CR 507.1
    "beginning of end of combat",  # CR 511.2: "at end of combat" (a delayed trigger)
    "beginning of your second main phase",  # CR 505.1b: the turn's second main phase, not a later one
    "beginning of the next end step",  # a delayed trigger (CR 603.7b): the first end step after its creation
    "beginning of the next cleanup step",  # a delayed trigger (CR 603.7b, 514.3a)
    "beginning of your next end step",  # likewise, but only an end step of its controller's turn
    "you cast a spell that's one or more colors",  # CR 601.2i: as it becomes cast
    "you cast a spell with {X} in its mana cost",  # CR 601.2i; Geometer's Arthropod
    # CR 601.2i, 603.2: Fire Lord Azula, as the spell becomes cast, if this is then an attacking creature (CR 506.4)
    "you cast a spell while this is attacking",
    "you do",  # a reflexive trigger, "when you do" (CR 603.12), created by the resolving ability
    "enchanted creature dies",  # CR 603.6e, 603.10a: looks back in time (engine/rules/state_based.py)
    # CR 603.6c, 603.10a, 700.4: "when this creature dies": a leaves-the-battlefield ability, looking back in time
    # to the creature as it last existed on the battlefield; its subject the card it became (CR 400.7)
    "this dies",
    # CR 603.10c: looks back in time, so it triggers as the Equipment itself leaves (its subject: that permanent)
    "this becomes unattached from a permanent",
    # CR 603.10d: a delayed trigger (CR 603.7) on the object it names, looking back in time: the player who
    # controlled it just before the event is the one who lost control of it
    "you lose control of that object",
    # CR 603.8: a state trigger, "when you control no permanents with phylactery counters on them"
    "you control no permanents with phylactery counters",
    # CR 603.9: whenever a player loses or leaves the game, for any reason but a draw; it looks back in time
    # (CR 603.10f)
    "a player loses the game",
    # CR 714.2b: a Saga's chapter ability, "when one or more lore counters are put onto this Saga, if the number
    # of lore counters on it was less than N and became at least N" (its `chapter`, N)
    "lore counters put on this",
    "this deals combat damage to a player",  # CR 510.2: once for each player dealt combat damage by it
    # --- prevention effects (CR 615.13) ---
    "damage that would be dealt to you is prevented",  # each time a prevention effect prevents some of it
    # --- end prevention effects ---
    "this phases out",  # CR 702.26: looks back in time (CR 603.10b), to the permanent before it phased out
    "this phases in",  # CR 702.26: the permanent as it is once it has phased in
    "you cast a noncreature spell",  # prowess (CR 702.108a): as it becomes cast (CR 601.2i)
    # exalted (CR 702.83a-b): the only creature declared as an attacker in the declare attackers step
    "a creature you control attacks alone",
    "a land you control enters",  # landfall (CR 207.2c, 603.6a): each land entering under its controller's control
]
STATE_TRIGGERS: frozenset[TriggerEvent] = frozenset({"you control no permanents with phylactery counters"})
"""The trigger events that are game states, not events (CR 603.8)."""

Condition = Literal[
    "",
    "you have exactly 1 life",
    "you have 50 or more life",
    "you control a green permanent",
    "you control another Elf",
    "enchanted creature is untapped",
    "this is tapped",  # as it last existed on the battlefield, if it left (CR 608.2h)
    "this had no +1/+1 counters on it",  # undying (CR 702.93a): as it last existed on the battlefield (603.10a)
    "this isn't renowned",  # renown (CR 702.112a)
]

TriggeredEffect = Literal[
    # undying (CR 702.93a): the card it became in the graveyard, if it is still there (CR 400.7, 603.6c)
    "return this to the battlefield under its owner's control with a +1/+1 counter",
    "put a +1/+1 counter on this",
    # --- prevention effects (CR 615) ---
    "prevent all damage that would be dealt to you this turn",  # Selfless Squire: a prevention effect (615.1)
    "put that many +1/+1 counters on this",  # "that many": the damage prevented (615.13)
    # --- end prevention effects ---
    "defending player loses 2 life",  # afflict 2 (CR 702.130a): life loss, not damage
    "equipped creature gains deathtouch until end of turn",
    # Curse of Disturbance: its controller, then each opponent attacking the enchanted player (CR 508.6)
    "create a 2/2 black Zombie token; each opponent attacking that player does the same",
    # CR 508.4: attacking, though it never "attacked"
    "create a 1/1 white Glimmer enchantment creature token tapped and attacking that player",
    "this deals 1 damage to the player that creature is attacking",  # CR 508.5: or was attacking
    "sacrifice that permanent",  # the trigger's subject, if it is still the same object (CR 400.7)
    "sacrifice this",
    "tap enchanted creature",
    "destroy this at end of combat",  # creates a delayed triggered ability (CR 603.7a)
    "destroy this",
    "each player discards a card",
    "each player sacrifices a creature",
    "defending player reveals the top card of their library; a land goes to their hand",
    "add {R}; until end of combat, you don't lose this mana",  # firebending 1 (CR 702.189a, 500.5a)
    "add {R}{R}; until end of combat, you don't lose this mana",  # firebending 2
    # CR 707.10, 707.10c: Fire Lord Azula's copy of the spell its ability triggered on (its subject), made as the
    # ability resolves, with the spell's targets or the new ones its controller chose (the `may` answer)
    "copy that spell; you may choose new targets for the copy",
    # Xathrid Demon: the choice of creature is made as it resolves, and the other option only if none (608.2d)
    "sacrifice another creature, opponents lose its power; if you can't, tap this and lose 7 life",
    "return that card to the battlefield under your control",  # Unhallowed Pact (CR 603.6)
    "you may pay 2 life; when you do, target creature gets -1/-1 until end of turn",  # Ambulatory Edifice
    "choose one",  # a modal ability (CR 700.2): its `modes`, one chosen as it goes on the stack (CR 603.3c)
    "destroy target artifact",
    "you may discard a card; if you do, draw a card",  # Irreverent Gremlin (CR 603.5)
    "you may pay {4}; if you do, untap this",  # Mana Vault: mana abilities while paying (CR 608.2g)
    "you may gain 1 life for each of that spell's colors",  # Ancient Cornucopia: optional (CR 603.5)
    "you may create a 1/1 blue Merfolk creature token",  # Lullmage Mentor (CR 603.5)
    # Azor, the Lawbringer: X only in the text, chosen by its controller as it resolves (CR 107.3f)
    "you may pay {X}{W}{U}{U}; if you do, you gain X life and draw X cards",
    # Geometer's Arthropod: X is the X in that spell's mana cost (CR 107.3e)
    "look at the top X cards of your library; put one into your hand and the rest on the bottom at random",
    "return that card to the battlefield under its owner's control with a +1/+1 counter",  # CR 603.7c
    "create a 1/1 white Cat Soldier token with vigilance that's attacking",  # CR 508.4
    "create a 1/1 white Cat Soldier token with vigilance that's blocking that creature",  # CR 509.4
    "put five +1/+1 counters on this",
    "the controller of the permanent it became sacrifices it",  # Parapet's delayed trigger (CR 603.7g)
    # Bloodthirsty Adversary, and its reflexive ability (CR 603.12a): "that many", the times the cost was paid
    "you may pay {2}{R} any number of times; when you pay one or more times, that many counters and copies",
    "put that many +1/+1 counters on this, then copy up to that many instants and sorceries from your graveyard",
    # Blood Tyrant: each player in the game, then a counter for each 1 life lost (its rulings: its controller's too)
    "each player loses 1 life; put a +1/+1 counter on this for each 1 life lost",
    # CR 500.10, 500.10a: "that many": the damage dealt; each in a beginning phase of its own
    "you get that many additional upkeep steps after this phase",
    # Rocco: a permission until its controller's next end step (CR 500.4)
    "each player exiles the top card of their library and may play it until your next end step",
    # Ogre Geargrabber: a control-changing effect (CR 613.1b), an attachment (CR 701.3) and a delayed trigger
    "gain control of target Equipment an opponent controls until end of turn; attach it to this; when you lose "
    "control of it, unattach it",
    "unattach that object",  # CR 701.3d
    "equipped creature doesn't untap during its controller's next untap step",  # Stitcher's Graft (CR 502.3)
    # Chorale of the Void: CR 508.4, 506.3b
    "put target creature card from defending player's graveyard onto the battlefield under your control tapped "
    "and attacking",
    # dash's delayed trigger (CR 702.109a, 608.3g): the permanent, if it is still that object (CR 400.7)
    "return that permanent to its owner's hand",
    "discard a card",  # its controller chooses the card (CR 701.9a); none in hand: nothing happens
    # the one vocabulary of effects (engine/abilities/effects.py): its `instructions`, in the order written
    "follow its instructions",
]


@dataclass(frozen=True)
class Triggered(TextAbility):
    """A triggered ability (CR 603.1): its trigger event, its intervening "if" condition (CR 603.4: checked as
    it triggers and again as it resolves) and its effect."""

    event: TriggerEvent
    effect: TriggeredEffect
    condition: Condition = ""
    # CR 603.2h: "Do this only once each turn": it triggers only if its source's controller hasn't done it yet
    # this turn.
    once_each_turn: bool = False
    # CR 700.2, 603.3c: the modes of a modal ability ("choose one —"), each an effect, in printed order.
    modes: tuple[TriggeredEffect, ...] = ()
    # CR 714.2a-b: a chapter ability's chapter number N (0: not a chapter ability).
    chapter: int = 0
    # The delayed or reflexive triggered ability its effect creates, in the words of its text (CR 603.7a,
    # 603.12a): "destroy this creature at end of combat", "When you do, ...".
    creates: Triggered | None = None
    # With the effect "follow its instructions": what it does, as a spell's instructions say it (CR 608.2c); an
    # instruction names a target by its index in `targets`.
    instructions: tuple[Instruction, ...] = ()
    # CR 603.3d: the uses of the word "target" in its instructions, in the order of the text, each chosen as it is
    # put on the stack (engine/rules/abilities/trigger_targets.py).
    targets: tuple[Target, ...] = ()


TriggeredAbility = (
    TappedForManaTrigger
    | BecomesUntappedTrigger
    | EntersTrigger
    | DiesTrigger
    | CounterSpellsWithManaValue
    | Triggered
)
"""A triggered ability (CR 603)."""
