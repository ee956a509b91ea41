"""The invariants' own model of tapping for mana: which triggers fire, which replacement effects apply,
and what the affected player's order of them produces. An independent reading of CR 106.12, 106.12a,
106.12b and 616.1 over the card facts, against which an engine's answers are compared.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rulings.fuzz.cards import ManaReplacementFacts, TapTrigger
from rulings.fuzz.world import Thing, World

Mana = tuple[str, ...]


@dataclass(frozen=True)
class Applied:
    """A replacement effect where it is: the permanent it comes from and what it does."""

    source: Thing
    effect: ManaReplacementFacts


def matching_triggers(world: World, tapped: Thing, tapper: str) -> list[tuple[Thing, TapTrigger]]:
    """The "tapped for mana" triggered abilities that trigger when `tapper` taps `tapped` for mana (CR 106.12a)."""
    matches = []
    for source in world.battlefield():
        for trigger in source.facts.triggers:
            if trigger.what == "enchanted land" and source.attached_to != tapped.id:
                continue
            if not tapped.is_type("Land"):  # "taps a land", "enchanted land": both ask for a land
                continue
            if trigger.what == "basic land" and not tapped.facts.basic:
                continue
            if trigger.tapper == "you" and tapper != source.controller:
                continue
            if trigger.tapper == "opponent" and tapper == source.controller:
                continue
            matches.append((source, trigger))
    return matches


def applicable_replacements(world: World, tapped: Thing, tapper: str) -> list[Applied]:
    """The replacement effects that apply when `tapper` taps `tapped` for mana, in timestamp order."""
    applied = []
    for source in world.battlefield():
        for effect in source.facts.replacements:
            if effect.tapper == "you" and tapper != source.controller:
                continue
            if effect.what == "land" and not tapped.is_type("Land"):
                continue
            applied.append(Applied(source, effect))
    return applied


def replace(effect: ManaReplacementFacts, mana: Mana) -> Mana | None:
    """The mana after one effect, or None where it doesn't apply to this much mana (Damping Sphere)."""
    if len(mana) < effect.min_amount:
        return None
    amount = effect.set_amount or len(mana) * effect.multiply
    if effect.set_type:
        return (effect.set_type,) * amount
    return tuple(sorted(mana * effect.multiply))


def produce(mana: Mana, effects: Sequence[Applied], order: Sequence[str]) -> Mana:
    """The mana after every applicable effect, each once, in the affected player's order (CR 616.1, 616.1f).

    `order` names sources; effects it doesn't name follow in timestamp order. After each effect only
    those that now apply may be chosen (CR 616.1f), so Damping Sphere can apply after a doubling.
    """
    rank = {source: i for i, source in enumerate(order)}
    remaining = list(enumerate(effects))
    while True:
        candidates = [(i, e) for i, e in remaining if replace(e.effect, mana) is not None]
        if not candidates:
            return mana
        chosen = min(candidates, key=lambda ie: (rank.get(ie[1].source.id, len(rank)), ie[0]))
        remaining.remove(chosen)
        mana = replace(chosen[1].effect, mana) or ()
