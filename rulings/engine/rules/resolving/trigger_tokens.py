"""The tokens triggered abilities create (CR 111), and those that enter attacking or blocking (CR 508.4,
509.4), or return a creature card attacking."""

from __future__ import annotations

from rulings.engine.abilities.tokens import Token
from rulings.engine.rules.combat_phase.entering_combat import enter_attacking, enter_blocking
from rulings.engine.rules.resolving.trigger_objects import (
    still_in,
)
from rulings.engine.rules.zones import create_tokens, enter_battlefield
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import Trigger
from rulings.engine.vocabulary.events import Event

GLIMMER = Token(("Glimmer",), frozenset({"Enchantment", "Creature"}), "1", "1", colors=frozenset("W"))


MERFOLK = Token(("Merfolk",), frozenset({"Creature"}), "1", "1", colors=frozenset("U"))


ZOMBIE = Token(("Zombie",), frozenset({"Creature"}), "2", "2", colors=frozenset("B"))


CAT_SOLDIER = Token(
    ("Cat", "Soldier"),
    frozenset({"Creature"}),
    "1",
    "1",
    frozenset({"Vigilance"}),
    colors=frozenset("W"),
)


def cat_soldier_in_combat(
    state: GameState, source: GameObject, controller: str, trigger: Trigger
) -> list[Event]:
    """Brimaz: a Cat Soldier token put onto the battlefield attacking (CR 508.4) or, with the attacker Brimaz
    blocked as the subject, blocking that creature (CR 509.4); it is in combat as it enters, before any
    ability triggers on its entering looks (CR 603.6a)."""
    events = create_tokens(state, controller, CAT_SOLDIER, 1)
    # Each token created, also those an effect that doubles tokens adds (Anointed Procession's rulings).
    for token in [state.object(e.object) for e in events if e.kind == "entered"]:
        if trigger.ability.effect.endswith("blocking that creature"):
            enter_blocking(state, token, trigger.subject)
        else:
            enter_attacking(state, token)
    return events


def return_attacking(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> list[Event]:
    """Chorale of the Void: the target card, if still in that graveyard as the same object (CR 608.2b, 400.7),
    enters under its controller's control (unless an effect replaces that, CR 616.1b) tapped and attacking
    (CR 508.4): attacking only if it is the attacking player's (CR 506.3b)."""
    card = still_in(state, trigger, "graveyard")
    if card is None or not card.is_type("Creature"):
        return []
    events = enter_battlefield(state, card, controller)
    card.tapped = True  # it enters tapped: it doesn't become tapped (CR 614.1d, 614.12)
    enter_attacking(state, card)
    return events


def token_attacking(state: GameState, controller: str, spec: Token, player: str) -> list[Event]:
    """CR 508.4: a token put onto the battlefield tapped and attacking that player; it was never declared as
    an attacker, so nothing that triggers on attacking triggers (CR 508.3a, 508.3c-e)."""
    events = create_tokens(state, controller, spec, 1)
    for entered in events:
        if entered.kind == "entered":
            state.objects[entered.object].tapped = True
            enter_attacking(
                state, state.objects[entered.object], player
            )  # CR 508.4a: a player who left, none
    return events
