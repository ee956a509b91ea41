"""Activated abilities that aren't mana abilities (CR 602): costs paid, they wait on the stack (CR 602.2, 608);
what each does as it resolves is a small vocabulary of effects, or instructions (`FollowInstructions`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.effects import Instruction, Target
from rulings.engine.abilities.mana_sources import ManaAbility
from rulings.engine.abilities.text import TextAbility


@dataclass(frozen=True)
class UntapThis:
    """ "Untap this permanent" (Colossus of Sardia), and put a counter on it if told (Grimgrin)."""

    counter: str = ""


@dataclass(frozen=True)
class UntapTargetCreature:
    """ "Untap target creature" (Thousand-Year Elixir)."""


@dataclass(frozen=True)
class ThisFightsTargetCreature:
    """ "This creature fights target creature" (Nightfall Predator): any creature, this one too (CR 701.14c)."""


@dataclass(frozen=True)
class ReturnCreatureCard:
    """ "Return target creature card with mana value N or less from your graveyard to the battlefield"."""

    max_mana_value: int


@dataclass(frozen=True)
class SkipNextUntapOfTarget:
    """ "Target creature doesn't untap during its controller's next untap step" (Barl's Cage): the effect
    follows the creature, to a new controller's next untap step if it changes controllers (its rulings)."""


@dataclass(frozen=True)
class PutThisOntoBattlefieldAttacking:
    """Ninjutsu's effect: "Put this card onto the battlefield from your hand tapped and attacking", attacking
    what the returned creature attacked (CR 702.49a, 702.49c)."""


@dataclass(frozen=True)
class EndTheTurn:
    """ "End the turn" (Sundial of the Infinite): CR 724.1, not the usual resolution of CR 608."""


@dataclass(frozen=True)
class YourCreaturesGainUntilEndOfTurn:
    """ "Creatures you control gain <keywords> until end of turn" (Dauntless Escort): the creatures its
    controller controls as it resolves, and only those (CR 608.2h, 611.2c)."""

    keywords: frozenset[str]


@dataclass(frozen=True)
class TargetGetsWhileThisTapped:
    """ "Target creature gets +N/+M for as long as this remains tapped" (Tawnos's Weaponry, CR 611.2b)."""

    power: int
    toughness: int


@dataclass(frozen=True)
class TargetPlayerLosesTheGame:
    """ "Target player loses the game" (Door to Nothingness): an effect that says a player loses (CR 104.3e)."""


@dataclass(frozen=True)
class PutXCountersOnThis:
    """ "Put X charge counters on this land" (Blast Zone): X is the value announced for this activation, whatever
    any other X of the object is (CR 107.3a, 107.3k)."""

    counter: str


@dataclass(frozen=True)
class DestroyNonlandWithManaValueOfCounters:
    """ "Destroy each nonland permanent with mana value equal to the number of charge counters on this land"
    (Blast Zone): each permanent's mana value as it is on the battlefield, X counting 0 (CR 107.3g, 202.3e)."""

    counter: str


@dataclass(frozen=True)
class PutCounterThenReselectWhomThisAttacks:
    """ "Put a +1/+1 counter on this, then you may reselect which player this is attacking" (Capricopian): the
    player chosen as it resolves must be an opponent of the creature's controller (CR 508.7, 508.7c)."""

    counter: str = "+1/+1"


@dataclass(frozen=True)
class AttachThisToTargetCreatureYouControl:
    """Equip's effect: "Attach this permanent to target creature you control" (CR 702.6a, 701.3a); the creature
    must be its activator's as the ability is activated and as it resolves (CR 301.5b)."""


@dataclass(frozen=True)
class FollowInstructions:
    """An activated ability that does what its instructions say, in the order written, as a spell's do
    (CR 608.2c): "Untap all attacking creatures. They gain trample ... until end of turn" (Najeela).
    `targets`: the use of the word "target" in them, chosen as it is activated (CR 602.2b, 601.2c) and checked
    again as it resolves (CR 608.2b); an instruction names it by its index (0). At most one is modelled."""

    instructions: tuple[Instruction, ...]
    targets: tuple[Target, ...] = ()


@dataclass(frozen=True)
class AddManaAsItResolves:
    """The effect of an ability that adds mana but whose cost or effect moves a card to or from a library
    (Millikin's "{T}, Mill a card: Add {C}.", Chromatic Sphere's "Add one mana of any color. Draw a card."):
    no mana ability since the 2026-09-25 CR (CR 605.1a), it waits on the stack, and adds the mana its
    ability says, then draws what it says, as it resolves (CR 608.2c)."""

    ability: ManaAbility


ActivatedEffect = (
    AddManaAsItResolves
    | UntapThis
    | UntapTargetCreature
    | ThisFightsTargetCreature
    | SkipNextUntapOfTarget
    | ReturnCreatureCard
    | YourCreaturesGainUntilEndOfTurn
    | EndTheTurn
    | TargetPlayerLosesTheGame
    | TargetGetsWhileThisTapped
    | PutXCountersOnThis
    | DestroyNonlandWithManaValueOfCounters
    | PutThisOntoBattlefieldAttacking
    | PutCounterThenReselectWhomThisAttacks
    | AttachThisToTargetCreatureYouControl
    | FollowInstructions
)

# What an activated effect targets (CR 115.1, 601.2c), read where its activation is checked: a player still in the
# game, or an object of this kind; an effect kind not named here has no target (CR 724.1, 702.49a and the rest).
ActivatedTarget = Literal["", "player", "creature", "creature you control", "creature card in your graveyard"]
TARGETS: Mapping[type, ActivatedTarget] = {
    UntapTargetCreature: "creature",
    ThisFightsTargetCreature: "creature",
    SkipNextUntapOfTarget: "creature",
    TargetGetsWhileThisTapped: "creature",
    ReturnCreatureCard: "creature card in your graveyard",
    TargetPlayerLosesTheGame: "player",
    AttachThisToTargetCreatureYouControl: "creature you control",
}


# When an activated ability says it may be activated (CR 602.5b): during its controller's upkeep or turn, or
# at a time with respect to combat, "only during combat" (CR 506.8c, 506.8g) or "only during the declare
# attackers step", on anyone's turn; "sorcery": "Activate only as a sorcery", the timing of a sorcery (CR 602.5d).
ActivationTiming = Literal["", "your upkeep", "your turn", "combat", "declare attackers step", "sorcery"]


@dataclass(frozen=True)
class ActivatedAbility(TextAbility):
    """An activated ability that isn't a mana ability: costs paid, it waits on the stack (CR 602.2, 608).

    `timing` is its own restriction ("Activate only during your upkeep", CR 602.5); `sacrifice_another`
    reads the cost's sacrifice as "Sacrifice another creature"; `zone` is where it functions: on the battlefield
    (CR 113.6), or only in its owner's hand (ninjutsu, CR 702.49a); `by_player_attacked`: "Only the player
    this creature is attacking may activate this ability", not its controller (CR 602.2).
    """

    cost: Cost
    effect: ActivatedEffect
    timing: ActivationTiming = ""
    sacrifice_another: bool = False
    zone: Literal["battlefield", "hand"] = "battlefield"
    by_player_attacked: bool = False


def equip(text: str, mana: str) -> ActivatedAbility:
    """CR 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only
    as a sorcery." """
    return ActivatedAbility(text, Cost(mana=mana), AttachThisToTargetCreatureYouControl(), timing="sorcery")
