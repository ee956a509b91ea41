"""Cards of resolving (CR 608, 611): instants and sorceries whose targets are checked again as they resolve
(CR 608.2b), whose instructions are followed in order (CR 608.2c), and whose "until end of turn" effects are
locked to the objects they affected (CR 611.2c) and end in the cleanup step (CR 514.2)."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.effects import (
    ANY_NUMBER,
    DealDamageToTarget,
    DoesntUntapNext,
    DrawCards,
    ExileReturningAtNextEndStep,
    GainLife,
    GetsUntilEndOfTurn,
    NextSpellAsThoughFlash,
    OpponentsCreaturesEnterUnderYourControl,
    PhaseOut,
    PlayersCreaturesDontUntapNext,
    PutOntoBattlefieldUnderYourControl,
    SpellAbility,
    SpellEffect,
    Tap,
    Target,
)
from rulings.engine.abilities.statics import OthersEnterWithCounter
from rulings.engine.abilities.triggers import Triggered
from rulings.engine.cards.templates import destroy_target

CREATURE = Target("creature")
UP_TO_TWO_CREATURES = Target("creature", count=2, up_to=True)

CARDS: dict[str, tuple[Ability, ...]] = {
    "Might of the Masses": (
        SpellAbility(
            "Target creature gets +1/+1 until end of turn for each creature you control.",
            (CREATURE,),
            (GetsUntilEndOfTurn(0, 1, 1, times="creatures you control"),),
        ),
    ),
    "Stabbing Pain": (
        SpellAbility(
            "Target creature gets -1/-1 until end of turn. Tap that creature.",
            (CREATURE,),
            (GetsUntilEndOfTurn(0, -1, -1), Tap(0)),
        ),
    ),
    "Frost Breath": (
        SpellAbility(
            "Tap up to two target creatures. Those creatures don't untap during their controller's next untap "
            "step.",
            (UP_TO_TWO_CREATURES,),
            (Tap(0), DoesntUntapNext(0)),
        ),
    ),
    "Puncturing Light": (destroy_target("attacking or blocking creature with power 3 or less"),),
    "Otherworldly Journey": (
        SpellAbility(
            "Exile target creature. At the beginning of the next end step, return that card to the battlefield "
            "under its owner's control with a +1/+1 counter on it.",
            (Target("creature"),),
            (ExileReturningAtNextEndStep(0),),
        ),
    ),
    "Guardians' Pledge": (
        SpellAbility(
            "White creatures you control get +2/+2 until end of turn.",
            (),
            (GetsUntilEndOfTurn("white creatures you control", 2, 2),),
        ),
    ),
    "Trumpet Blast": (
        SpellAbility(
            "Attacking creatures get +2/+0 until end of turn.",
            (),
            (GetsUntilEndOfTurn("attacking creatures", 2, 0),),
        ),
    ),
    "Incite": (
        SpellAbility(
            "Target creature becomes red until end of turn and attacks this turn if able.",
            (CREATURE,),
            (GetsUntilEndOfTurn(0, colors=frozenset({"R"}), attacks_if_able=True),),
        ),
    ),
    "Sleep": (
        SpellAbility(
            "Tap all creatures target player controls. Those creatures don't untap during that player's next "
            "untap step.",
            (Target("player"),),
            (Tap("creatures target player controls"), DoesntUntapNext("creatures target player controls")),
        ),
    ),
    # An effect on "the next sorcery spell you cast", which begins as that spell is cast (CR 611.2f).
    "Quicken": (
        SpellAbility(
            "The next sorcery spell you cast this turn can be cast as though it had flash. Draw a card.",
            (),
            (NextSpellAsThoughFlash("Sorcery"), DrawCards(1)),
        ),
    ),
    # Puts a card onto the battlefield and says what it is: so as it enters (CR 611.2e).
    # A replacement effect on under whose control a creature enters, applied first (CR 616.1b).
    "Gather Specimens": (
        SpellAbility(
            "If a creature would enter the battlefield under an opponent's control this turn, it enters under your "
            "control instead.",
            (),
            (OpponentsCreaturesEnterUnderYourControl(),),
        ),
    ),
    # A replacement effect on entering that depends on who controls the creature (CR 614.1c, 616.1b).
    "Grumgully, the Generous": (
        OthersEnterWithCounter(
            "Each other non-Human creature you control enters with an additional +1/+1 counter on it."
        ),
    ),
    "Rise from the Grave": (
        SpellAbility(
            "Put target creature card from a graveyard onto the battlefield under your control. That creature is a "
            "black Zombie in addition to its other colors and types.",
            (Target("creature card from a graveyard"),),
            (PutOntoBattlefieldUnderYourControl(0, frozenset({"Zombie"}), frozenset("B")),),
        ),
    ),
    # "Another Zombie you control enters": the entering creature's types as it enters (CR 603.6a, 611.2e).
    "Mummy Paramount": (
        Triggered(
            "Whenever another Zombie you control enters, this creature gets +1/+1 until end of turn.",
            "another Zombie you control enters",
            "follow its instructions",
            instructions=(GetsUntilEndOfTurn("this", 1, 1),),
        ),
    ),
    # Four actions on each player, one after the other (CR 608.2e).
    "Death Cloud": (
        SpellEffect(
            "Each player loses X life, discards X cards, sacrifices X creatures of their choice, then sacrifices "
            "X lands of their choice.",
            "each player loses X life, discards X cards, sacrifices X creatures, then X lands",
        ),
    ),
    "Windfall": (
        SpellEffect(
            "Each player discards their hand, then draws cards equal to the greatest number of cards a player "
            "discarded this way.",
            "each player discards their hand, then draws the most cards discarded",
        ),
    ),
    # Ending the turn exiles the resolving spell (CR 724.1b), which still resolves fully (CR 608.2m).
    "Glorious End": (
        SpellEffect(
            "End the turn.\nAt the beginning of your next end step, you lose the game.",
            "end the turn; at the beginning of your next end step, you lose the game",
        ),
    ),
    # Phasing out by an effect (CR 702.26a); convoke, a way to pay, is not modelled: its caster pays the full cost.
    "Clever Concealment": (
        SpellAbility(
            "Any number of target nonland permanents you control phase out.",
            (Target("nonland permanent you control", count=ANY_NUMBER, up_to=True),),
            (PhaseOut(0),),
        ),
    ),
    "Misstep": (
        SpellAbility(
            "Creatures target player controls don't untap during that player's next untap step.",
            (Target("player"),),
            (PlayersCreaturesDontUntapNext(0),),
        ),
    ),
    # An X the text defines, counted as it resolves; its controller doesn't choose it (CR 107.3c).
    "Harsh Sustenance": (
        SpellAbility(
            "Harsh Sustenance deals X damage to any target and you gain X life, where X is the number of creatures "
            "you control.",
            (Target("any"),),
            (DealDamageToTarget(0, "creatures you control"), GainLife("creatures you control")),
        ),
    ),
}
