"""The tap and untap symbols in costs (CR 107.5, 107.6), summoning sickness (CR 302.6) and haste (CR 702.10)."""

from __future__ import annotations

from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.untap_permissions import Haste
from rulings.engine.rules.actions import tap, untap
from rulings.engine.rules.keywords import has_haste
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event


def is_summoning_sick(state: GameState, obj: GameObject, *, activating: bool) -> bool:
    """Whether CR 302.6 stops this permanent: a creature not controlled continuously since its controller's
    most recent turn began, without haste (CR 702.10b-c). Noncreature permanents never are. `activating`:
    for its {T}/{Q} abilities, where "as though it had haste" (Thousand-Year Elixir) also counts."""
    if not (obj.is_type("Creature") and obj.sick) or has_haste(state, obj):
        return False
    if activating:
        return not any(
            isinstance(ability, Haste) and ability.abilities_only and source.controller == obj.controller
            for source in state.battlefield()
            for ability in source.card.abilities
        )
    return True


def verify_tap_symbols(state: GameState, player: str, obj: GameObject, cost: Cost) -> None:
    """Raise IllegalAction unless the permanent can pay the {T} and {Q} of this cost now."""
    if not (cost.tap or cost.untap):
        return
    symbol = "{T}" if cost.tap else "{Q}"
    # CR 107.5: a permanent that's already tapped can't be tapped again to pay the cost.
    if cost.tap and obj.tapped:
        raise IllegalAction(f"{obj.describe()} is already tapped, so it can't pay {{T}} (CR 107.5)")
    # CR 107.6: a permanent that's already untapped can't be untapped again to pay the cost.
    if cost.untap and not obj.tapped:
        raise IllegalAction(f"{obj.describe()} is already untapped, so it can't pay {{Q}} (CR 107.6)")
    # CR 302.6, 107.5, 107.6: a creature's {T}/{Q} ability needs it controlled since its controller's turn began.
    if is_summoning_sick(state, obj, activating=True):
        raise IllegalAction(
            f"{obj.describe()} is a creature that hasn't been under {player}'s control continuously since their "
            f"most recent turn began, so its {symbol} abilities can't be activated (CR 302.6, 602.5a)"
        )


def pay_tap_symbols(obj: GameObject, cost: Cost) -> list[Event]:
    """Tap or untap the permanent to pay {T} or {Q}; verify_tap_symbols first."""
    if cost.tap:
        return tap(obj)
    if cost.untap:
        return untap(obj)
    return []


def verify_attack(state: GameState, obj: GameObject) -> None:
    """Raise IllegalAction unless the creature could be declared as an attacker this turn (CR 508.1a, 302.6)."""
    if obj.zone != "battlefield" or not obj.is_type("Creature"):
        raise IllegalAction(
            f"{obj.describe()} isn't a creature on the battlefield, so it can't attack (CR 508.1a)"
        )
    if obj.phased_out:
        raise IllegalAction(
            f"{obj.describe()} is phased out, treated as though it doesn't exist, so it can't attack (CR 702.26b)"
        )
    if obj.controller != state.active:
        raise IllegalAction(
            f"{obj.describe()} is {obj.controller}'s, and only the active player ({state.active}) attacks (CR 508.1a)"
        )
    if obj.tapped:
        raise IllegalAction(f"{obj.describe()} is tapped, and attackers must be untapped (CR 508.1a)")
    # CR 302.6, 702.10b: only haste lets it attack; "as though it had haste" for abilities doesn't.
    if is_summoning_sick(state, obj, activating=False):
        raise IllegalAction(
            f"{obj.describe()} hasn't been under {obj.controller}'s control continuously since their most recent "
            "turn began and has no haste, so it can't attack (CR 302.6, 508.1a)"
        )
