"""Replacement effects on mana production (CR 106.12b) and the affected player's choice of order (CR 616.1)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from rulings.engine.abilities.mana_sources import ManaReplacement
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.mana import Mana


@dataclass(frozen=True)
class AppliedEffect:
    """A replacement effect as it exists in the game: the permanent it comes from and its rule."""

    source: GameObject
    rule: ManaReplacement


def applies_to(rule: ManaReplacement, rule_controller: str, tapped: GameObject, tapper: str) -> bool:
    """Whether the effect applies to a permanent tapped for mana by a player, whatever the mana."""
    if rule.tapper == "you" and tapper != rule_controller:
        return False
    # "a permanent" (Mana Reflection) or "a land" (Contamination): no effect here asks for more than that.
    return rule.what == "permanent" or tapped.is_type("Land")


def modify(rule: ManaReplacement, mana: Mana) -> Mana | None:
    """The mana after the effect, or None where the effect does not apply to this much mana."""
    if len(mana) < rule.min_amount:
        return None
    if rule.set_type:  # "produces {B} instead of any other type [and amount]"
        return (rule.set_type,) * (rule.set_amount or len(mana))
    return tuple(sorted(mana * rule.multiply))


def apply_in_order(mana: Mana, effects: Sequence[AppliedEffect], order: Sequence[str]) -> Mana:
    """Apply every applicable effect once, the player choosing among several by `order` (CR 616.1, 616.1e).

    `order` is a preference list of source ids (docs/protocol.md): a source whose effect doesn't apply, or
    that has none, is passed over; where it is silent the earliest source (by timestamp) is taken.
    After each effect, only the effects that now apply may be chosen next (CR 616.1e).
    """
    rank = {source: i for i, source in enumerate(order)}
    remaining = list(effects)
    while True:
        candidates = [e for e in remaining if modify(e.rule, mana) is not None]
        if not candidates:
            return mana
        chosen = min(candidates, key=lambda e: rank.get(e.source.id, len(rank)))
        remaining.remove(chosen)
        mana = modify(chosen.rule, mana) or ()


def possible_outcomes(mana: Mana, rules: Iterable[ManaReplacement]) -> frozenset[Mana]:
    """Every result of applying the effects in any possible order (CR 106.7), without enumerating orders.

    A search over (mana, the effects not yet applied) with identical effects merged: the states are
    subsets of the effects, not their k! orders, and are memoised.
    """
    return _outcomes(mana, tuple(sorted(rules, key=repr)))


@cache
def _outcomes(mana: Mana, remaining: tuple[ManaReplacement, ...]) -> frozenset[Mana]:
    results: set[Mana] = set()
    for i, rule in enumerate(remaining):
        if i and remaining[i - 1] == rule:
            continue  # the same effect twice: either copy gives the same futures
        after = modify(rule, mana)
        if after is not None:
            results |= _outcomes(after, remaining[:i] + remaining[i + 1 :])
    return frozenset(results) if results else frozenset({mana})
