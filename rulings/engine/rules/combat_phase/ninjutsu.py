"""Ninjutsu (CR 702.49): an activated ability that functions only while its card is in its owner's hand.
"Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an unblocked attacking creature you
control to its owner's hand: Put this card onto the battlefield from your hand tapped and attacking"
(CR 702.49a); it attacks the player or planeswalker the returned creature was attacking (CR 702.49c).

A creature is blocked or unblocked only once blockers have been declared (CR 509.1h), so the cost can be paid
from the declare blockers step to the end of combat step, and the card then enters unblocked (CR 508.4d)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulings.engine.rules.combat_phase.entering_combat import AFTER_BLOCKERS, enter_attacking
from rulings.engine.rules.combat_phase.in_combat import attacking
from rulings.engine.rules.zones import enter_battlefield, put_into
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event


def returned_attacker(state: GameState, player: str, choices: Mapping[str, Any]) -> GameObject:
    """The unblocked attacking creature the player chose to return (`choices.return`), or IllegalAction."""
    chosen = choices.get("return")
    if not chosen:
        raise IllegalAction(
            "choose the unblocked attacking creature to return to its owner's hand (choices.return) (CR 702.49a)"
        )
    creature = state.object(str(chosen))
    unblocked = (
        state.step in AFTER_BLOCKERS
        and creature.id in attacking(state)
        and creature.id not in state.combat.blocked
    )
    if not unblocked or creature.controller != player:
        raise IllegalAction(
            f"{creature.describe()} isn't an unblocked attacking creature {player} controls, so it can't be "
            "returned to pay for ninjutsu (CR 702.49a, 509.1h)"
        )
    return creature


def return_attacker(state: GameState, creature: GameObject) -> tuple[str, list[Event]]:
    """Pay the cost: the creature goes to its owner's hand, a new object out of combat (CR 400.7, 506.4). What
    it was attacking is remembered for the card entering (CR 702.49c)."""
    attacked = state.combat.attackers[creature.id]
    put_into(creature, "hand")
    return attacked, [Event("returned_to_hand", object=creature.id)]


def put_onto_battlefield_attacking(
    state: GameState, card_id: str, controller: str, attacked: str
) -> list[Event]:
    """The ability resolves: the card, if it is still in the hand (CR 400.7), enters tapped and attacking what
    the returned creature attacked, unless that player has left the game or that planeswalker the battlefield
    (CR 506.3c, 508.4a); entering after blockers were declared, it is unblocked (CR 506.3d, 508.4d)."""
    card = state.object(card_id)
    if card.zone != "hand":
        return []
    events = enter_battlefield(state, card, controller)
    card.tapped = True
    enter_attacking(state, card, attacked)
    return events
