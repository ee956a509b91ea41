"""The fuzzer's oracle: what the rules say tapping for mana triggers, produces and could produce, worked
out by brute force over the card facts (cards.py) and the fuzzer's knowledge of the game (world.py).

It is written the other way round from the reference engine on purpose, so that a mistake in one is not
a mistake in both. Where the engine is clever, this is naive:

- replacement effects: the engine searches subsets of effects with identical ones merged and memoised;
  here every legal sequence of choices is listed one by one (CR 616.1e-f), and the affected player's
  order picks one of them;
- could produce: the engine iterates per-player unions of land types to a least fixpoint, recomputing
  only the permanents that read others; here facts "this permanent could produce this type" are derived
  from every ability of every permanent, every land it reads and every order of effects, pass after pass,
  until a pass derives nothing new (a fact needs a finite derivation: two Reflecting Pools alone derive
  nothing).

Boards are small (at most eight objects), so brute force is cheap. The paragraphs quoted are from the
2026-04-17 Comprehensive Rules (data/editions/cr-2026-04-17.txt); none of them changed up to 2026-09-25.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from rulings.fuzz.cards import COLORS, TYPES, ManaAbilityFacts, ManaReplacementFacts, TapTrigger
from rulings.fuzz.world import Thing, World

Mana = tuple[str, ...]  # units of mana, in any order; compared sorted


@dataclass(frozen=True)
class Applied:
    """A replacement effect where it is: the permanent it comes from and what it does."""

    source: Thing
    effect: ManaReplacementFacts


# CR 106.12a: "An ability that triggers whenever a permanent “is tapped for mana” or is tapped for mana of
# a specified type triggers whenever such a mana ability resolves and produces mana or the specified type
# of mana."


def matching_triggers(world: World, tapped: Thing, tapper: str) -> list[tuple[Thing, TapTrigger]]:
    """The "tapped for mana" triggered abilities that trigger when `tapper` taps `tapped` for mana."""
    matches: list[tuple[Thing, TapTrigger]] = []
    if not tapped.is_type("Land"):  # every trigger the fuzzer knows says "a land" or "enchanted land"
        return matches
    for source in world.battlefield():
        for trigger in source.facts.triggers:
            whose = {
                "any": True,
                "you": tapper == source.controller,
                "opponent": tapper != source.controller,
            }[trigger.tapper]
            which = {
                "land": True,
                "basic land": tapped.facts.basic,
                "enchanted land": source.attached_to == tapped.id,
            }[trigger.what]
            if whose and which:
                matches.append((source, trigger))
    return matches


# CR 106.12b: "A replacement effect that applies if a permanent “is tapped for mana” or tapped for mana of
# a specific type and/or amount modifies the mana production event while such an ability is resolving and
# producing mana or the specified type and/or amount of mana."


def applicable_replacements(world: World, tapped: Thing, tapper: str) -> list[Applied]:
    """The replacement effects that apply when `tapper` taps `tapped` for mana, in timestamp (table) order.

    "If you tap a permanent for mana" (Mana Reflection) asks who taps; "if a land is tapped for mana"
    (Contamination) asks what is tapped. Whether the amount suits an effect is asked later, per event.
    """
    return [
        Applied(source, effect)
        for source in world.battlefield()
        for effect in source.facts.replacements
        if (effect.tapper == "any" or tapper == source.controller)
        and (effect.what == "permanent" or tapped.is_type("Land"))
    ]


def replaced(effect: ManaReplacementFacts, mana: Mana) -> Mana | None:
    """The mana the event produces instead, or None if the effect doesn't apply to this much mana.

    Damping Sphere: "If a land is tapped for two or more mana, it produces {C} instead of any other type
    and amount." Contamination: "{B} instead of any other type and amount." Infernal Darkness, Ritual of
    Subdual: "{B}" / "{C}" "instead of any other type" (the amount stays). Mana Reflection, Nyxbloom
    Ancient: "twice" / "three times as much of that mana" (each unit, its type kept).
    """
    if len(mana) < effect.min_amount:
        return None
    if effect.set_type:
        return (effect.set_type,) * (effect.set_amount or len(mana))
    return tuple(unit for unit in mana for _ in range(effect.multiply))


def legal_sequences(mana: Mana, effects: Sequence[Applied]) -> Iterator[tuple[tuple[int, ...], Mana]]:
    """Every way the affected player may apply the effects, as (indices in the order applied, the mana).

    CR 616.1e: "Any of the applicable replacement and/or prevention effects may be chosen." CR 616.1f:
    "Once the chosen effect has been applied, this process is repeated (taking into account only
    replacement or prevention effects that would now be applicable) until there are no more left to
    apply." CR 614.5: each effect "gets only one opportunity to affect an event". So: branch on every
    effect not yet applied that applies to the event as it now is; a sequence ends where none does.
    No search is pruned and nothing is merged: on the fuzzer's boards the tree is small.
    """

    def walk(done: tuple[int, ...], now: Mana) -> Iterator[tuple[tuple[int, ...], Mana]]:
        ended = True
        for i, applied in enumerate(effects):
            after = replaced(applied.effect, now) if i not in done else None
            if after is not None:
                ended = False
                yield from walk((*done, i), after)
        if ended:
            yield done, tuple(sorted(now))

    return walk((), tuple(sorted(mana)))


def produce(mana: Mana, effects: Sequence[Applied], order: Sequence[str]) -> Mana:
    """The mana after every applicable effect, each once, in the affected player's order (CR 616.1).

    `order` names the sources in the order the player applies their effects (the protocol's `order`
    choice); the sources it doesn't name follow in timestamp order. Each time the player chooses (CR
    616.1e) they take the first effect in that preference that applies then, so of all the legal
    sequences the one played is the least in the preference, compared choice by choice (no legal
    sequence is a prefix of another: after a whole one, nothing applies).
    """
    named = [i for source in order for i, e in enumerate(effects) if e.source.id == source]
    preference = list(dict.fromkeys([*named, *range(len(effects))]))
    rank = {effect: place for place, effect in enumerate(preference)}
    _, played = min(legal_sequences(mana, effects), key=lambda seq: [rank[i] for i in seq[0]])
    return played


def outcomes(mana: Mana, effects: Sequence[Applied]) -> set[Mana]:
    """Every mana the event could end as, over every legal sequence: "any possible order" (CR 106.7)."""
    return {result for _, result in legal_sequences(mana, effects)}


# CR 106.7: "The type of mana a permanent could produce at any time includes any type of mana that an
# ability of that permanent would produce if the ability were to resolve at that time, taking into account
# any applicable replacement effects in any possible order. Ignore whether any costs of the ability could
# or could not be paid. If that permanent wouldn't produce any mana under these conditions, or no type of
# mana can be defined this way, there's no type of mana it could produce."


class Uncertain(Exception):  # not an error: the oracle can't tell, and the check stands aside
    """The fuzzer doesn't know the board well enough to work the answer out (say, a bestowed Aura)."""


@dataclass(frozen=True)
class Ability:
    """One mana ability as could-produce reads it: what it names, whose lands it reads, how much, {T}."""

    names: frozenset[str] = frozenset()  # the types it names itself
    reads: str = ""  # "yours": lands you control; "opponents'": lands an opponent controls
    colors_only: bool = False
    amounts: tuple[int, ...] = (1,)
    tap: bool = True


def abilities(world: World, thing: Thing) -> list[Ability]:
    """The permanent's mana abilities: its own, and those other permanents give it."""
    found = [_ability(world, thing, facts) for facts in thing.facts.mana]
    if thing.is_type("Land"):
        # Chromatic Lantern: "Lands you control have “{T}: Add one mana of any color.”"
        if any(t.facts.lands_have_any_color for t in world.controls(thing.controller)):
            found.append(Ability(frozenset(COLORS)))
        # Urborg: "Each land is a Swamp in addition to its other land types." CR 305.6: a Swamp has "{T}:
        # Add {B}."
        if any(t.facts.lands_are_swamps for t in world.battlefield()):
            found.append(Ability(frozenset({"B"})))
    return found


def _ability(world: World, thing: Thing, facts: ManaAbilityFacts) -> Ability:
    match facts.types:
        case "fixed":
            ability = Ability(frozenset({facts.fixed}))
        case "any color":
            ability = Ability(frozenset(COLORS))
        case "lands you control" | "sacrificed land":  # Squandered Resources: "the sacrificed land"
            ability = Ability(reads="yours")  # could be any land you control: costs are ignored
        case "colors opponents' lands":
            ability = Ability(reads="opponents'", colors_only=True)
        case _:  # pragma: no cover - exhaustive above
            raise AssertionError(facts.types)
    match facts.amount:
        case "one":
            amounts: tuple[int, ...] = (1,)
        case "three":
            amounts = (3,)
        case "creatures you control":  # Gaea's Cradle: "{G} for each creature you control"
            amounts = (_creatures(world, thing.controller),)
        case "charge counters":  # Astral Cornucopia: "for each charge counter on it"
            amounts = (_counters(world, thing).get("charge", 0),)
        case "storage removed":  # any number of counters: costs ignored; one, or two and more
            amounts = (1, 2)
        case _:  # pragma: no cover - exhaustive above
            raise AssertionError(facts.amount)
    return Ability(ability.names, ability.reads, ability.colors_only, amounts, facts.tap)


def _creatures(world: World, player: str) -> int:
    creatures = world.controls(player, lambda t: t.is_type("Creature"))
    if any(t.facts.bestow and t.id in world.entered_x for t in world.battlefield()):
        raise Uncertain("a bestowed permanent may be an Aura, not a creature (CR 702.103b)")
    return len(creatures)


def _counters(world: World, thing: Thing) -> dict[str, int]:
    if thing.id in world.entered_x:  # it entered during the game: with X counters, if its card says so
        x = world.entered_x[thing.id]
        return {thing.facts.enters_with_x_counters: x} if x and thing.facts.enters_with_x_counters else {}
    return thing.counters


def could_produce(world: World) -> dict[str, frozenset[str]]:
    """What every permanent could produce (CR 106.7), by deriving facts until none is new.

    A fact (permanent, type) holds when one of the permanent's abilities, resolving now with any
    applicable replacement effects in any order, would produce that type: an ability naming its types
    needs nothing else; one reading lands ("a land you control could produce") needs a fact about one of
    those lands first. Every pass tries everything again from scratch; the facts only grow, among at most
    six types per permanent, so the passes end, and what no finite derivation reaches never holds.
    Uncertain where the fuzzer can't tell an amount.
    """
    permanents = world.battlefield()
    facts: set[tuple[str, str]] = set()
    seen: dict[tuple[Mana, tuple[ManaReplacementFacts, ...]], set[Mana]] = {}  # a pure function, remembered
    while True:
        derived = set(facts)
        for thing in permanents:
            for ability in abilities(world, thing):
                for mana_type in _named(world, thing, ability, facts):
                    for amount in ability.amounts:
                        # "If that permanent wouldn't produce any mana ... there's no type"
                        if amount == 0:
                            continue
                        # CR 106.12b: only tapping for mana (an ability with {T} in its cost) is replaced.
                        effects = (
                            applicable_replacements(world, thing, thing.controller) if ability.tap else []
                        )
                        key = ((mana_type,) * amount, tuple(e.effect for e in effects))
                        if key not in seen:
                            seen[key] = outcomes(key[0], effects)
                        for result in seen[key]:
                            derived |= {(thing.id, unit) for unit in result}
        if derived == facts:
            return {t.id: frozenset(u for i, u in facts if i == t.id) for t in permanents}
        facts = derived


def _named(world: World, thing: Thing, ability: Ability, facts: set[tuple[str, str]]) -> set[str]:
    """The types the ability could be told to add, from the facts derived so far."""
    if not ability.reads:
        return set(ability.names)
    if ability.reads == "yours":
        lands = world.controls(thing.controller, lambda t: t.is_type("Land"))
    else:
        lands = [t for p in world.opponents(thing.controller) for t in world.controls(p) if t.is_type("Land")]
    named = {unit for land in lands for i, unit in facts if i == land.id}
    return named & set(COLORS) if ability.colors_only else named & set(TYPES)
