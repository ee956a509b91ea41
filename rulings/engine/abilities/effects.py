"""What abilities do as they resolve from the stack (CR 608.2), in one vocabulary: the spell abilities of
instants and sorceries and the composable `Instruction`s that spells, activated and triggered abilities follow;
the few spell effects still said by their text (`SpellEffect`). Activated abilities are activated.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rulings.engine.abilities.amounts import Amount
from rulings.engine.abilities.prevention import PreventionInstruction
from rulings.engine.abilities.text import TextAbility
from rulings.engine.abilities.tokens import CreateTokens


@dataclass(frozen=True)
class SpellEffect(TextAbility):
    """What an instant or sorcery does as it resolves (CR 608.2), and what it targets (CR 601.2c)."""

    effect: Literal[
        "return creature cards from graveyards",
        "tap target creature; it skips its next untap",
        "draw X cards",
        "destroy all creatures; your lands skip your next untap",
        "each player sacrifices two creatures",
        "each player loses X life, discards X cards, sacrifices X creatures, then X lands",
        "each player discards their hand, then draws the most cards discarded",
        # Flash: an effect has its mana cost paid, with X = 0 (CR 107.3h)
        "you may put a creature card from your hand onto the battlefield; sacrifice it unless you pay its mana "
        "cost reduced by {2}",
        # Glorious End: the turn's end exiles the spell, which goes on resolving (CR 608.2m, 724.1b)
        "end the turn; at the beginning of your next end step, you lose the game",
    ]
    target: Literal["", "creature"] = ""


# The spell abilities of the instants and sorceries of resolving (engine/cards/resolving_cards.py): their targets
# and their instructions, followed in the order written as the spell resolves (CR 608.2c).

TargetKind = Literal[
    "creature",
    "creature you control",
    "creature you don't control",
    "artifact or enchantment",
    "attacking or blocking creature with power 3 or less",
    "attacking or blocking creature",
    "blocked creature",
    "player",
    "any",  # "any target": a creature, player, planeswalker or battle (CR 115.4)
    "creature card from a graveyard",  # a card in any graveyard (CR 115.1: a card in a zone other than the stack)
    "creature or planeswalker",
    "player or planeswalker",  # Skullcrack
    "nonland permanent you control",
    # spells on the stack (CR 115.1, 112.1), a copy of a spell too (CR 707.10)
    "spell",
    "instant or sorcery spell",
    "instant or sorcery spell you control",
    "creature spell you control",
    # the kinds the Oracle-text compiler reads (rulings/oracle/grammar.lark)
    "creature an opponent controls",
    "creature with flying",
    "creature without flying",
    "tapped creature",
    "attacking creature",
    "artifact",
    "enchantment",
    "land",
    "nonland permanent",
    "permanent",
    "planeswalker",
    "opponent",
    "creature spell",
    "noncreature spell",
]


# "Any number of target ...": an "up to" use of the word "target" with no limit but the legal choices (CR 601.2c).
ANY_NUMBER = 1_000_000


@dataclass(frozen=True)
class Target:
    """One use of the word "target" (CR 115.1): what it may choose and how many; "up to" allows fewer, even
    none (CR 601.2c). The same object can't be chosen twice for one use of the word (CR 115.3)."""

    kind: TargetKind
    count: int = 1  # ANY_NUMBER with up_to: "any number of target ..."
    up_to: bool = False
    at_least: int = 0  # "one or two targets": an "up to" use of the word that needs at least this many


# Whom an instruction affects: the objects chosen for the target with that index (0: the first "target" of
# the text), or a group determined as the spell resolves (CR 608.2h) that is locked in then (CR 611.2c).
Group = Literal[
    "creatures you control",
    "other creatures you control",  # all but the instruction's source (Loxodon Sergeant)
    "Knights you control",  # permanents of the subtype, creatures or not (History of Benalia's III)
    "attacking creatures",
    "white creatures you control",
    "creatures target player controls",
    "creatures that attacked this turn",
    "this",  # the ability's source, while it is the object it was as the ability went on the stack (CR 400.7)
    "that creature",  # the creature a triggered ability triggered on, while it is that object (CR 400.7, 603.7c)
]
Affected = int | Group


@dataclass(frozen=True)
class OnAffected:
    """An instruction on whom it affects. The kinds that add no field inherit the frozen dataclass's methods
    (two kinds never compare equal: a dataclass compares instances of its own class only)."""

    who: Affected


class Tap(OnAffected):
    """ "Tap target creature", "tap all creatures target player controls"."""


class Regenerate(OnAffected):
    """ "Regenerate this creature" (CR 701.19a): a shield for the turn replacing its next destruction
    (engine/rules/regeneration.py)."""


@dataclass(frozen=True)
class BecomesRenowned(OnAffected):
    """Renown's effect (CR 702.112a): "put N +1/+1 counters on it and it becomes renowned", a designation it keeps
    until it leaves the battlefield (CR 702.112b)."""

    counters: int


class PhaseOut(OnAffected):
    """ "Any number of target nonland permanents you control phase out" (Clever Concealment, CR 702.26a): each
    phases in during its controller's next untap step (CR 502.1)."""


class Untap(OnAffected):
    """ "Untap target creature"."""


@dataclass(frozen=True)
class GetsUntilEndOfTurn(OnAffected):
    """ "... gets +N/+M [and gains <keywords>] until end of turn" (CR 611.2a, 613.4c, 514.2); "becomes red
    until end of turn" (colors, CR 613.1e); "attacks this turn if able" (a requirement, CR 508.1d).
    `times`: "+N/+M ... for each creature you control", counted once as it resolves (CR 611.2d)."""

    power: int = 0
    toughness: int = 0
    keywords: frozenset[str] = frozenset()
    colors: frozenset[str] | None = None
    attacks_if_able: bool = False
    times: Amount = 1


class BlocksThisTurnIfAble(OnAffected):
    """ "Target creature blocks this turn if able" (Culling Mark): a requirement on its blocks (CR 509.1c)."""


class DoesntUntapNext(OnAffected):
    """ "... don't untap during their controller's next untap step" (CR 701.43b, 502.3)."""


@dataclass(frozen=True)
class PlayersCreaturesDontUntapNext:
    """ "Creatures target player controls don't untap during that player's next untap step" (Misstep): it
    changes no object's characteristics, so it modifies the rules and applies to the creatures the player
    controls in that untap step, even those that entered later (CR 611.2c, Misstep's rulings)."""

    player: int  # the index of the "target player"


class Destroy(OnAffected):
    """ "Destroy target ..." (CR 701.8a)."""


class Exile(OnAffected):
    """ "Exile target ..." (CR 701.13a): moved from the battlefield to its owner's exile zone."""


class ReturnToOwnersHand(OnAffected):
    """ "Return target ... to its owner's hand": moved from the battlefield to its owner's hand (CR 400.3)."""


class ExileReturningAtNextEndStep(OnAffected):
    """ "Exile target creature. At the beginning of the next end step, return that card to the battlefield under
    its owner's control with a +1/+1 counter on it" (Otherworldly Journey): the exile, then a delayed triggered
    ability whose source is the spell (CR 603.7a, 603.7d)."""


@dataclass(frozen=True)
class Fight:
    """ "It fights target creature ...": each deals damage equal to its power to the other (CR 701.14a)."""

    one: int
    other: int


@dataclass(frozen=True)
class DrawCards:
    """ "Draw a card" (CR 121.1)."""

    count: int


@dataclass(frozen=True)
class GainLife:
    """ "You gain N life" (CR 119.3)."""

    amount: Amount


@dataclass(frozen=True)
class DealDamageToTarget:
    """ "<This spell> deals N damage to any target" (CR 120.3): noncombat damage to a creature or a player;
    "... and you gain M life" (`and_you_gain`): then its controller gains that life, damage prevented or not
    (CR 608.2c: the instructions in the order written)."""

    who: int
    amount: Amount
    and_you_gain: int = 0
    # "Excess damage is dealt to that creature's controller instead" (Flame Spill, CR 120.4a)
    excess_to_controller: bool = False


@dataclass(frozen=True)
class DealDamageDivided:
    """ "<This spell> deals N damage divided as you choose among one or two targets": the division is announced
    as the spell is cast, at least 1 to each target (CR 601.2d), and kept as it resolves (CR 608.2b)."""

    who: int  # the index of the use of the word "target" whose targets share the damage
    amount: int


@dataclass(frozen=True)
class AdditionalCombatPhase:
    """ "After this main phase, there is an additional combat phase followed by an additional main phase"
    (CR 500.8): only if it resolves during a main phase (Relentless Assault's rulings)."""


@dataclass(frozen=True)
class AdditionalCombatPhaseAfterThisOne:
    """ "After this phase, there is an additional combat phase" resolving in a combat phase (Najeela): the
    added combat phase comes directly after this one, with no main phase between (CR 500.8, its rulings)."""


@dataclass(frozen=True)
class LifeTotalBecomes:
    """ "Target player's life total becomes N" (Magister Sphinx): they gain or lose the difference (CR 119.5)."""

    total: int
    player: int  # the index of the "target player"


@dataclass(frozen=True)
class ExtraTurns:
    """ "[Target player takes / Take] N extra turn(s) after this one" (CR 500.7): `player` is the index of the
    "target player", or None for the spell's controller."""

    count: int = 1
    player: int | None = None


@dataclass(frozen=True)
class PutOntoBattlefieldUnderYourControl(OnAffected):
    """ "Put target creature card from a graveyard onto the battlefield under your control. That creature is a
    black Zombie in addition to its other colors and types" (Rise from the Grave): the spell both puts it there
    and says what it is, so it has those subtypes and colors as it enters (CR 611.2e)."""

    subtypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()


class CreateTokenCopy(OnAffected):
    """ "Create a token that's a copy of target creature you control" (Fated Infatuation): the token's
    characteristics are the copiable values of the creature (CR 707.2, 111.1)."""


@dataclass(frozen=True)
class ScryIfYourTurn:
    """ "If it's your turn, scry N" (CR 701.22a): look at the top N cards of your library and put any of them
    on the bottom in any order, the rest on top in any order."""

    amount: int


@dataclass(frozen=True)
class NextSpellAsThoughFlash:
    """ "The next <kind> spell you cast this turn can be cast as though it had flash" (Quicken): an effect that
    doesn't begin at once, but applies to the next such spell its controller puts on the stack (CR 611.2f), and
    only to it; until then it lets such a spell be cast as though it had flash (CR 601.3b)."""

    kind: str  # a card type: "Sorcery"


@dataclass(frozen=True)
class OpponentsCreaturesEnterUnderYourControl:
    """ "If a creature would enter the battlefield under an opponent's control this turn, it enters under your
    control instead" (Gather Specimens): a replacement effect for the rest of the turn (CR 614.1, 514.2), on
    under whose control a creature enters (CR 616.1b); untargeted, it affects every opponent's (its rulings)."""


@dataclass(frozen=True)
class LoseLife:
    """ "You lose N life", "each player loses N life", "each opponent loses N life", "target opponent loses N
    life" (CR 119.3): life loss, not damage (CR 120.3a); several players lose it at once (CR 608.2f). "... and you
    gain M life" (`and_you_gain`): then its controller gains that life (CR 608.2c), a fixed amount, whatever was
    lost; a target illegal as it resolves loses none (CR 608.2b)."""

    amount: int
    each_player: bool = False  # else the spell's controller, or whom `player` or `each_opponent` names
    player: int | None = None  # the index of the "target player" or "target opponent"
    each_opponent: bool = False  # CR 102.3: every other player in the game
    and_you_gain: int = 0


@dataclass(frozen=True)
class CounterTargetSpell:
    """ "Counter target spell" (Insidious Will): it leaves the stack for its owner's graveyard (CR 701.6a)."""

    who: int  # the index of its use of the word "target"


@dataclass(frozen=True)
class CopyTargetSpell:
    """ "Copy target ... spell" (CR 707.10): a copy of it, with its choices, is put onto the stack under the
    controller of the spell that copies it. `new_targets`: "you may choose new targets for the copy"
    (CR 707.10c). `keywords`, `ability`: what "the copy gains" ("haste and 'At the beginning of the end step,
    sacrifice this token.'", Choreographed Sparks's copy of a creature spell, which becomes that token, CR 608.3f)."""

    who: int  # the index of its use of the word "target"
    new_targets: bool = False
    keywords: frozenset[str] = frozenset()  # the keywords the copy gains
    # a triggered ability the copy gains (a Triggered: typed by its base, as triggers.py builds on this module)
    ability: TextAbility | None = None


# --- cards as data (issue 23): scry -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Scry:
    """ "Scry N" (CR 701.22a): its controller looks at the top N cards of their library, then puts any number of
    them on the bottom in any order and the rest on top in any order (engine/rules/scry.py)."""

    amount: int


@dataclass(frozen=True)
class Surveil:
    """ "Surveil N" (CR 701.25a): its controller looks at the top N cards of their library, then puts any number
    of them into their graveyard and the rest on top in any order (engine/rules/surveil.py)."""

    amount: int


# --- end of scry ----------------------------------------------------------------------------------------------------
# --- the layers (issue #24, CR 613): "until end of turn, <it> becomes ..." ---
@dataclass(frozen=True)
class BecomesUntilEndOfTurn(OnAffected):
    """ "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and
    toughness 1/1" (Turn to Frog), "has base power and toughness 1/1 until end of turn" (Diminish), "switch
    target creature's power and toughness until end of turn" (Twisted Image): one effect whose parts apply in
    their own layers (CR 613.6): creature types in 4, colors in 5, abilities in 6, base P/T in 7b, the switch in 7d."""

    creature_types: frozenset[str] | None = None
    colors: frozenset[str] | None = None
    loses_all_abilities: bool = False
    base_power_toughness: tuple[int, int] | None = None
    switch: bool = False


# --- end of the layers' block ---


@dataclass(frozen=True)
class YouWinOrLose:
    """ "You win the game" (CR 104.2b), "you lose the game" (CR 104.3e): an effect says so, for the controller
    of the ability or spell."""

    outcome: Literal["win", "lose"]


Instruction = (
    CounterTargetSpell
    | CopyTargetSpell
    | Tap
    | Untap
    | BecomesRenowned
    | GetsUntilEndOfTurn
    | BlocksThisTurnIfAble
    | DoesntUntapNext
    | PlayersCreaturesDontUntapNext
    | Destroy
    | Exile
    | ReturnToOwnersHand
    | ExileReturningAtNextEndStep
    | Fight
    | DrawCards
    | GainLife
    | LoseLife
    | DealDamageToTarget
    | DealDamageDivided
    | ExtraTurns
    | AdditionalCombatPhase
    | AdditionalCombatPhaseAfterThisOne
    | NextSpellAsThoughFlash
    | PutOntoBattlefieldUnderYourControl
    | CreateTokenCopy
    | CreateTokens  # tokens with the characteristics the effect defines (CR 111.3)
    | ScryIfYourTurn
    | Scry
    | Surveil
    | Regenerate
    | OpponentsCreaturesEnterUnderYourControl
    | PhaseOut
    | YouWinOrLose
    # --- prevention effects (CR 615): engine/abilities/prevention.py ---
    | PreventionInstruction
    # --- end prevention effects ---
    | BecomesUntilEndOfTurn  # the layers (issue #24)
    | LifeTotalBecomes  # CR 119.5
)


@dataclass(frozen=True)
class SpellAbility(TextAbility):
    """The spell ability of an instant or sorcery (CR 113.3a): its targets, chosen as it is cast (CR 601.2c) and
    checked again as it resolves (CR 608.2b), and its instructions in the order written (CR 608.2c)."""

    targets: tuple[Target, ...]
    instructions: tuple[Instruction, ...]


@dataclass(frozen=True)
class SpellMode:
    """One mode of a modal spell (CR 700.2): its printed text, its targets and its instructions, as a
    SpellAbility's; `modelled` false for a mode the reference engine doesn't model (choosing it is unsupported)."""

    text: str
    targets: tuple[Target, ...] = ()
    instructions: tuple[Instruction, ...] = ()
    modelled: bool = True


@dataclass(frozen=True)
class ModalSpellAbility(TextAbility):
    """ "Choose one —", "Choose one or both —": the modes of an instant or sorcery, `most` of them chosen as it is
    cast (CR 601.2b, 700.2a), none twice (CR 700.2d); the spell is then the chosen modes, in printed order."""

    modes: tuple[SpellMode, ...]
    most: int = 1
