"""Suspend (CR 702.62): exiling a card from the hand with time counters, a special action (CR 116.2f).

"Suspend N—[cost]" means "If you could begin to cast this card by putting it onto the stack from your hand, you
may pay [cost] and exile it with N time counters on it. This action doesn't use the stack" (CR 702.62a); whether
the card could be cast takes into account the effects that would prohibit casting it (CR 702.62c). The player
receives priority afterward (CR 116.3).

With "Suspend X", the X of the suspend cost is chosen by the player taking the special action, immediately before
they pay that cost (CR 107.3d): the card isn't a spell, so this X is not the 0 of a card outside the stack
(CR 107.3b). The suspend abilities that function in exile (removing time counters in its owner's upkeep, casting
it when the last is removed) are not modelled here: the cards mark them unmodelled.
"""

from __future__ import annotations

from rulings.engine.abilities.cast_permissions import Suspend
from rulings.engine.rules.mana.payment import pay_mana, spendable, verify_can_pay
from rulings.engine.rules.spells.casting_permissions import verify_could_begin_to_cast
from rulings.engine.rules.zones import put_into
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.mana import parse_symbols


def verify_suspend(
    state: GameState, player: str, object_id: str, x: int | None
) -> tuple[GameObject, str, int]:
    """Raise IllegalAction naming the rule unless the player may suspend this card now with that X; else the card,
    the cost with X replaced by its value, and how many time counters it gets."""
    obj = state.object(object_id)
    if player not in state.players:
        raise IllegalAction(f"{player!r} isn't playing (players: {', '.join(state.players)})")
    ability = next((a for a in obj.card.abilities if isinstance(a, Suspend)), None)
    if ability is None:
        raise IllegalAction(f"{obj.describe()} has no suspend ability (CR 702.62a)")
    if obj.zone != "hand" or obj.owner != player:
        raise IllegalAction(
            f"{obj.describe()} isn't in {player}'s hand: suspend functions only there (CR 702.62a, 116.2f)"
        )
    verify_could_begin_to_cast(state, player, obj)
    has_x = "X" in parse_symbols(ability.cost)
    if x is not None and (isinstance(x, bool) or not isinstance(x, int) or x < 0):
        raise IllegalAction(f"X must be a whole number, 0 or more, not {x!r} (CR 107.1b, 107.3a)")
    if not has_x and x:
        raise IllegalAction(f"{obj.describe()}'s suspend cost {ability.cost} has no X to choose (CR 107.3d)")
    # CR 107.3d: the player taking the special action chooses X, immediately before paying the cost.
    if has_x and x is None:
        raise IllegalAction(f"choose the value of X to suspend {obj.describe()} ({ability.text}) (CR 107.3d)")
    value = x or 0
    if has_x and value < ability.least_x:
        raise IllegalAction(
            f"{obj.describe()} says {ability.text!r}: X = {value} can't be chosen (CR 107.3d)"
        )
    cost = "".join(f"{{{value if s == 'X' else s}}}" for s in parse_symbols(ability.cost))
    verify_can_pay(spendable(state, player), cost, f"suspend {obj.describe()}")
    return obj, cost, ability.time_counters or value


def suspend(state: GameState, player: str, obj: GameObject, cost: str, time_counters: int) -> list[Event]:
    """Pay the cost and exile the card with its time counters, without the stack (CR 702.62a); the player receives
    priority (CR 116.3)."""
    pay_mana(state, player, cost)
    put_into(obj, "exile")
    obj.counters["time"] = time_counters
    events = [Event("exiled", object=obj.id, source=obj.id)]
    if time_counters:
        events.append(Event("counters_put", object=obj.id, ability=f"{time_counters} time"))
    state.priority = player
    state.passed.clear()
    return events
