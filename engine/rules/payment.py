"""Paying costs (CR 601.2g-h, 602.2b): mana from a mana pool, and choosing the permanent a cost sacrifices."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.mana import TYPES, format_mana, parse_symbols


def _plan(pool: Counter[str], cost: str) -> Counter[str] | None:
    """The mana a cost would take from the pool, or None if the pool can't pay it."""
    take: Counter[str] = Counter()
    generic = 0
    for symbol in parse_symbols(cost):
        if symbol.isdigit():
            generic += int(symbol)
        elif symbol in TYPES:
            take[symbol] += 1
        else:
            # X is replaced by its value before paying (CR 601.2f); hybrid, Phyrexian and snow symbols are
            # in no card the engine models.
            raise NotModelled(
                f"can't pay {{{symbol}}}: the reference engine pays only generic and typed mana"
            )
    left = pool - take
    if any(take[t] > pool[t] for t in take):
        return None
    # Generic mana is paid with colorless first, then colors in WUBRG order: a fixed, documented choice.
    for t in ("C", *TYPES[:5]):
        use = min(left[t], generic)
        take[t] += use
        generic -= use
    return take if generic == 0 else None


def verify_can_pay(pool: Counter[str], cost: str, purpose: str) -> None:
    """Raise IllegalAction if the pool can't pay the cost (CR 602.2b: a cost that can't be paid)."""
    if _plan(pool, cost) is None:
        have = format_mana(pool.elements()) or "no mana"
        raise IllegalAction(f"can't pay {cost} to {purpose}: the mana pool holds {have} (CR 601.2h)")


def pay_mana(pool: Counter[str], cost: str) -> None:
    """Take the cost out of the pool; the caller has verified it can be paid."""
    plan = _plan(pool, cost)
    assert plan is not None, "verify_can_pay first"
    pool -= plan


def sacrifice_choice(
    state: GameState,
    player: str,
    source: GameObject,
    kind: str,
    choices: Mapping[str, Any],
    *,
    another: bool = False,
) -> GameObject | None:
    """The permanent the player chose (choices.sacrifice) to pay "Sacrifice a <kind>", or "another <kind>"
    with `another`; None if the cost sacrifices nothing."""
    if not kind:
        return None
    chosen = choices.get("sacrifice")
    if kind == "this":  # "Sacrifice this creature": no choice to make (CR 602.2b)
        if chosen and chosen != source.id:
            raise IllegalAction(f"the cost sacrifices {source.describe()} itself, not {chosen!r} (CR 602.2b)")
        return source
    what = f"another {kind.lower()}" if another else f"a {kind.lower()}"
    if not chosen:
        raise IllegalAction(f"the cost includes sacrificing {what}: choose one (choices.sacrifice)")
    victim = state.object(str(chosen))
    # CR 701.21a: a player can sacrifice only a permanent they control; "another" excludes the source.
    if (
        victim.zone != "battlefield"
        or victim.controller != player
        or not victim.is_type(kind)
        or (another and victim is source)
    ):
        raise IllegalAction(
            f"{victim.describe()} isn't {what} {player} controls on the battlefield, so it can't be sacrificed "
            "to pay the cost (CR 701.21a, 602.2b)"
        )
    return victim
