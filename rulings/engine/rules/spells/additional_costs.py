"""A spell's additional costs (CR 118.8): "As an additional cost to cast this spell, sacrifice a creature" (Bone
Splinters), "..., discard a card" (Tormenting Voice).

Such a cost is mandatory: it is part of the total cost (CR 601.2f), and the caster chooses with the cast which
permanent they sacrifice or which card they discard; it is paid with the mana, after the card has moved to the
stack (CR 601.2a, 601.2h), so a creature spell can't sacrifice itself and a spell can't discard itself. A cost that
can't be paid can't be (CR 118.3, 601.2h): without a creature to sacrifice or a card to discard, the spell can't be
cast. Sacrificing a creature to pay it is that creature dying (CR 700.4): its abilities trigger, and go on the stack
after the spell has become cast (CR 601.2i, 117.5).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.engine.abilities.costs import AdditionalCost
from rulings.engine.rules.actions import discard, sacrifice
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event


@dataclass(frozen=True)
class AdditionalPayment:
    """What the caster chose to pay the spell's additional costs with: a permanent's id, a card's id ("": none)."""

    sacrificed: str = ""
    discarded: str = ""


def additional_costs(obj: GameObject) -> list[AdditionalCost]:
    """The additional costs its own text gives the spell (CR 118.8)."""
    return [a for a in obj.card.abilities if isinstance(a, AdditionalCost)]


def choose_payment(
    state: GameState,
    player: str,
    obj: GameObject,
    *,
    sacrifice_id: str | None,
    discard_id: str | None,
    choosing: bool = True,
) -> AdditionalPayment:
    """The announced way to pay the spell's additional costs (CR 601.2b, 601.2f), checked; IllegalAction when it
    can't be paid that way. With `choosing` false (a question), a cost not announced is payable when some
    permanent or card could pay it."""
    costs = additional_costs(obj)
    kinds = [c.sacrifice for c in costs if c.sacrifice]
    discards = sum(c.discard for c in costs)
    if len(kinds) > 1 or discards > 1:
        raise IllegalAction(f"{obj.describe()} has more additional costs than the engine pays (CR 118.8a)")
    if sacrifice_id and not kinds:
        raise IllegalAction(f"{obj.describe()} has no additional cost to sacrifice a permanent (CR 118.8)")
    if discard_id and not discards:
        raise IllegalAction(f"{obj.describe()} has no additional cost to discard a card (CR 118.8)")
    sacrificed = _sacrificed(state, player, obj, kinds[0], sacrifice_id, choosing=choosing) if kinds else ""
    discarded = _discarded(state, player, obj, discard_id, choosing) if discards else ""
    return AdditionalPayment(sacrificed, discarded)


def _sacrificed(
    state: GameState, player: str, obj: GameObject, kind: str, chosen: str | None, *, choosing: bool
) -> str:
    """CR 701.21a: a permanent of that type (or of either, "Artifact or Creature") the caster controls; the spell
    itself will be on the stack."""
    kinds = kind.split(" or ")
    candidates = [
        p
        for p in state.battlefield()
        if p.controller == player and any(k == "Permanent" or p.is_type(k) for k in kinds) and p is not obj
    ]
    what = f"{'an' if kind[0] in 'AEIOU' else 'a'} {kind.lower()}"
    return _chosen(
        candidates,
        chosen,
        choosing,
        none=f"{player} controls no {' or '.join(kinds).lower()} to sacrifice, so the additional cost of "
        f"{obj.describe()} can't be paid and it can't be cast (CR 118.3, 601.2h)",
        choose=f"casting {obj.describe()} costs sacrificing {what} in addition: choose one (sacrifice)",
        wrong=f"isn't {what} {player} controls on the battlefield, so it can't be sacrificed to pay the additional "
        f"cost of {obj.describe()} (CR 701.21a, 601.2h)",
    )


def _discarded(state: GameState, player: str, obj: GameObject, chosen: str | None, choosing: bool) -> str:
    """CR 701.9a: a card of the caster's hand; not the spell, which is on the stack as the cost is paid (601.2a)."""
    candidates = [c for c in state.cards("hand", player) if c is not obj]
    return _chosen(
        candidates,
        chosen,
        choosing,
        none=f"{player} has no other card in hand to discard, so the additional cost of {obj.describe()} can't be "
        "paid and it can't be cast (CR 118.3, 601.2h)",
        choose=f"casting {obj.describe()} costs discarding a card in addition: choose one (discard)",
        wrong=f"isn't another card in {player}'s hand, so it can't be discarded to pay the additional cost of "
        f"{obj.describe()} (CR 701.9a, 601.2a)",
    )


def _chosen(
    candidates: list[GameObject], chosen: str | None, choosing: bool, *, none: str, choose: str, wrong: str
) -> str:
    """The object chosen to pay an additional cost, if it is one of the candidates; "" where none is chosen yet
    and the request isn't the one choosing (a `can_cast` asked before the choice). `none`: no object can pay it
    (CR 118.3); `choose`: the cast must name one; `wrong`: what the chosen one is not."""
    if not chosen:
        if not candidates:
            raise IllegalAction(none)
        if choosing:
            raise IllegalAction(choose)
        return ""
    if chosen not in {c.id for c in candidates}:
        raise IllegalAction(f"{chosen!r} {wrong}")
    return chosen


def pay(state: GameState, player: str, payment: AdditionalPayment) -> list[Event]:
    """CR 601.2h: sacrifice and discard what the caster chose, as part of paying the total cost."""
    events: list[Event] = []
    if payment.sacrificed:
        events += sacrifice(state, player, state.object(payment.sacrificed))
    if payment.discarded:
        events += discard([state.object(payment.discarded)])
    return events
