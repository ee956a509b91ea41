"""Paying mana costs from a mana pool (CR 601.2g-h, 602.2b)."""

from __future__ import annotations

from collections import Counter

from rulings.engine.vocabulary.errors import IllegalAction
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
        elif symbol == "X":
            continue  # X is chosen and added to the cost before paying (CR 601.2f); 0 here
        else:
            raise IllegalAction(f"can't pay {{{symbol}}}: the reference engine pays only mana symbols")
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
