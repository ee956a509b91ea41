"""Wrong engines with a casting or activation rule done wrong: timing, zones, {T} and {Q} costs, summoning
sickness, who may activate."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulings.engine.vocabulary.errors import IllegalAction
from tests.fuzz.wrong_engines.corrupted import Corrupted
from tests.fuzz.wrong_engines.replaced import RULES, Replaced, seen_as


def _sorcery_timing_in_any_step(right: Any, state: Any, player: str) -> str:
    return right(state, player) if state.active != player or state.stack else ""


class SorceriesInAnyStep(Replaced, Corrupted):
    """Lets a noninstant spell be cast in any step of its caster's turn, not only a main phase (CR 117.1a, 307.1:
    "only during a main phase of their own turn when they have priority and the stack is empty")."""

    name = "sorcery timing in any step"
    wrong = ((f"{RULES}.spells.casting_permissions:why_not_sorcery_timing", _sorcery_timing_in_any_step),)


def _own_cards_anywhere(right: Any, state: Any, player: str, obj: Any) -> None:
    if obj.owner != player:
        right(state, player, obj)


class CastsFromAnyZone(Replaced, Corrupted):
    """Lets a player cast a card they own from any zone, their graveyard too, with no permission (CR 601.3: a
    player can begin to cast a spell only if a rule or effect allows it; CR 601.2a)."""

    name = "casts from any zone"
    wrong = ((f"{RULES}.spells.casting_permissions:verify_zone_permission", _own_cards_anywhere),)


def _tapped_pays_tap(right: Any, state: Any, player: str, obj: Any, cost: Any) -> None:
    with seen_as([obj] if cost.tap and obj.tapped else [], tapped=False):
        right(state, player, obj, cost)


class TapsWhatIsTapped(Replaced, Corrupted):
    """Lets a tapped permanent pay {T} again (CR 107.5: "a permanent that's already tapped can't be tapped
    again to pay the cost")."""

    name = "taps the tapped"
    wrong = ((f"{RULES}.tapping:verify_tap_symbols", _tapped_pays_tap),)


def _untapped_pays_untap(right: Any, state: Any, player: str, obj: Any, cost: Any) -> None:
    with seen_as([obj] if cost.untap and not obj.tapped else [], tapped=True):
        right(state, player, obj, cost)


class UntapsWhatIsUntapped(Replaced, Corrupted):
    """Lets an untapped permanent pay {Q} (CR 107.6: "a permanent that's already untapped can't be untapped
    again to pay the cost")."""

    name = "untaps the untapped"
    wrong = ((f"{RULES}.tapping:verify_tap_symbols", _untapped_pays_untap),)


def _never_sick_to_activate(right: Any, state: Any, obj: Any, *, activating: bool) -> bool:
    return False if activating else bool(right(state, obj, activating=activating))


class NoSummoningSickness(Replaced, Corrupted):
    """Lets a creature that came under its controller's control this turn pay {T} (CR 302.6)."""

    name = "no summoning sickness"
    wrong = ((f"{RULES}.tapping:is_summoning_sick", _never_sick_to_activate),)


def taps_nothing(right: Any, obj: object) -> list[Any]:
    """Taps nothing: the permanent stays untapped."""
    return []


class TapCostLeavesUntapped(Replaced, Corrupted):
    """Taps nothing: paying {T} checks the permanent is untapped without tapping it (CR 107.5: {T} means "Tap
    this permanent"; CR 701.26a), so it can pay again and again."""

    name = "{T} doesn't tap"
    wrong = ((f"{RULES}.actions:tap", taps_nothing),)


def _activates_again_as_though(field: str, value: Callable[[str], Any]) -> Callable[..., Any]:
    """An activation refused is checked again with the object's `field` seen as `value(player)`."""

    def wrong(right: Any, state: Any, player: str, object_id: str, *rest: Any) -> Any:
        try:
            return right(state, player, object_id, *rest)
        except IllegalAction:
            obj = state.object(object_id)
            if getattr(obj, field) == value(player):
                raise
            with seen_as([obj], **{field: value(player)}):
                return right(state, player, object_id, *rest)

    return wrong


class AbilitiesEverywhere(Replaced, Corrupted):
    """Lets a permanent card's mana ability be activated from its owner's hand or graveyard (CR 113.6: the
    abilities of a permanent card function only on the battlefield): refused, it asks again as though the card
    were on the battlefield."""

    name = "abilities in every zone"
    wrong = (
        (
            f"{RULES}.abilities.activated_abilities:verify_activate",
            _activates_again_as_though("zone", lambda _: "battlefield"),
        ),
    )


class AnyoneActivates(Replaced, Corrupted):
    """Lets a player activate another player's permanent's abilities (CR 602.2: only its controller can):
    refused, it asks again as though the player controlled the permanent."""

    name = "anyone activates"
    wrong = (
        (
            f"{RULES}.abilities.activated_abilities:verify_activate",
            _activates_again_as_though("controller", str),
        ),
    )
