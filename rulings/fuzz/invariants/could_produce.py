"""Invariants of "could produce" (CR 106.7): a least fixpoint that ignores costs and honours replacements."""

from __future__ import annotations

from rulings.fuzz import model
from rulings.fuzz.cards import COLORS, TYPES
from rulings.fuzz.invariants import Step, fail, invariant
from rulings.fuzz.invariants.reading import grants, symbols
from rulings.fuzz.observe import NotAnswered, Observation
from rulings.fuzz.world import Thing, World


def sources(world: World) -> list[Thing]:
    """The permanents whose could-produce sets the observation asks about: lands and mana sources."""
    return [t for t in world.battlefield() if t.facts.mana or t.is_type("Land")]


def could(step: Step, thing: Thing) -> frozenset[str]:
    """What the permanent could produce now (asked once per board version)."""
    if thing.id not in step.could:
        step.could[thing.id] = step.now.could_produce(thing.id)
    return step.could[thing.id]


def _within(
    step: Step,
    name: str,
    thing: Thing,
    allowed: frozenset[str] | set[str],
    *,
    who: str,
    but: str,
    also: tuple[Observation, ...] = (),
) -> None:
    """Fail `name` if the permanent could produce a type outside `allowed`, saying
    "<who> (id) could produce <found>, but <but> <allowed>"."""
    found = could(step, thing)
    if not found <= allowed:
        raise fail(
            name,
            f"{who} ({thing.id}) could produce {symbols(sorted(found))}, but {but} "
            f"{symbols(sorted(allowed)) if allowed else 'nothing'}",
            Observation("could_produce", thing.id),
            *also,
        )


def _set_types(world: World, thing: Thing) -> set[str]:
    """The types replacement effects that apply to this permanent could turn its mana into."""
    types = set()
    for source in world.battlefield():
        for effect in source.facts.replacements:
            applies = effect.tapper == "any" or source.controller == thing.controller
            if effect.set_type and applies and (effect.what == "permanent" or thing.is_type("Land")):
                types.add(effect.set_type)
    return types


def within_reach(world: World, thing: Thing) -> set[str]:
    """Every type the permanent's abilities could name, before the fixpoint narrows it (CR 106.7)."""
    reach: set[str] = set()
    for ability in thing.facts.mana:
        amount = {
            "creatures you control": len(world.controls(thing.controller, lambda t: t.is_type("Creature")))
        }
        if ability.amount == "charge counters":
            amount["charge counters"] = thing.counters.get("charge", 0)
        if amount.get(ability.amount, 1) == 0:
            continue  # it would produce no mana, so no type (CR 106.7, last sentence)
        if ability.types == "fixed":
            reach.add(ability.fixed)
        elif ability.types in ("any color", "colors opponents' lands"):
            reach.update(COLORS)
        else:
            reach.update(TYPES)
    for granted in grants(world, thing):
        reach.update(COLORS if granted == "any color" else {granted})
    if reach:
        reach |= _set_types(world, thing)
    return reach


@invariant("could-produce-within-abilities", "CR 106.7, 106.1a", after={"observe"})
def could_produce_within_abilities(step: Step) -> bool:
    """A permanent could produce only types its mana abilities name (an 'any color' ability never colorless),
    changed only by replacement effects; one that would produce no mana could produce nothing.

    Each source's could-produce set lies within what its abilities and the replacement effects allow."""
    things = sources(step.world)
    for thing in things:
        reach = within_reach(step.world, thing)
        but = "its abilities and the effects on the battlefield allow only"
        _within(step, "could-produce-within-abilities", thing, reach, who=thing.card, but=but)
    return bool(things)


@invariant(
    "reflecting-pool-subset",
    "CR 106.7 (Reflecting Pool: 'any type that a land you control could produce')",
    after={"observe"},
)
def reflecting_pool_subset(step: Step) -> bool:
    """What a Reflecting Pool could produce is a subset of what the other lands its controller controls could
    produce, taken together (plus what abilities granted to it add: Chromatic Lantern, Urborg).

    Each Reflecting Pool against the union of its controller's other lands."""
    pools = [t for t in step.world.battlefield() if t.card == "Reflecting Pool"]
    for pool in pools:
        others = [
            t for t in step.world.controls(pool.controller, lambda t: t.is_type("Land")) if t.id != pool.id
        ]
        union = frozenset().union(*(could(step, t) for t in others))
        for granted in grants(step.world, pool):
            union |= frozenset(COLORS if granted == "any color" else {granted})
        _within(
            step,
            "reflecting-pool-subset",
            pool,
            union,
            who=f"{pool.controller}'s Reflecting Pool",
            but=f"{pool.controller}'s other lands could produce only",
            also=tuple(Observation("could_produce", t.id) for t in others),
        )
    return bool(pools)


@invariant("could-produce-grounded", "CR 106.7", after={"observe"})
def could_produce_grounded(step: Step) -> bool:
    """Could-produce is the least fixpoint: every type a land-reading permanent could produce comes from a
    land that doesn't read others, a granted ability or a replacement effect — two Reflecting Pools alone
    could produce nothing.

    Land-reading permanents produce nothing that no grounded source could supply."""
    world = step.world
    readers = [t for t in sources(world) if t.facts.reads_other_permanents]
    if not readers:
        return False
    ground: set[str] = set()
    for thing in sources(world):
        if thing.is_type("Land") and not thing.facts.reads_other_permanents:
            ground |= could(step, thing)
        ground |= _set_types(world, thing)
    for thing in world.battlefield():
        if thing.facts.lands_have_any_color:
            ground |= set(COLORS)
        if thing.facts.lands_are_swamps:
            ground.add("B")
    for reader in readers:
        found = could(step, reader)
        if not found <= ground:
            raise fail(
                "could-produce-grounded",
                f"{reader.card} ({reader.id}) could produce {symbols(sorted(found - ground))}, which no land that "
                "doesn't itself read other lands, no granted ability and no replacement effect could supply",
                Observation("could_produce", reader.id),
            )
    return True


@invariant("could-produce-ignores-costs", "CR 106.7", after={"observe"})
def could_produce_ignores_costs(step: Step) -> bool:
    """What a permanent could produce ignores whether the costs could be paid: tapping and untapping change
    nothing of it.

    One source asked afresh against the answer given earlier on the same board, before taps."""
    object_id = step.notes.get("recheck")
    if object_id is None:
        return False
    earlier = step.could.get(object_id)
    fresh = step.now.could_produce(object_id)
    thing = step.world.things[object_id]
    if earlier is not None and earlier != fresh:
        raise fail(
            "could-produce-ignores-costs",
            f"{thing.card} ({thing.id}) could produce {symbols(sorted(earlier))} earlier and "
            f"{symbols(sorted(fresh))} now, though only tapping, untapping or mana changed in between",
            Observation("could_produce", thing.id),
        )
    step.could[object_id] = fresh
    return True


@invariant("could-produce-exact", "CR 106.7, 616.1e, 616.1f, 614.5", after={"observe"})
def could_produce_exact(step: Step) -> bool:
    """A permanent could produce exactly the types its abilities would produce if they resolved now, with the
    replacement effects in any possible order and costs ignored, as the fuzzer's own brute force works them
    out (every land, every order, facts derived until none is new).

    Every source's could-produce set against the oracle's (rulings/fuzz/model.py)."""
    world = step.world
    if world.unreported:
        raise NotAnswered("events")  # the fuzzer's picture of the board may be stale
    try:
        expected = model.could_produce(world)
    except model.Uncertain:
        return False
    things = sources(world)
    for thing in things:
        found = could(step, thing)
        if found != expected[thing.id]:
            missing, extra = expected[thing.id] - found, found - expected[thing.id]
            raise fail(
                "could-produce-exact",
                f"{thing.card} ({thing.id}) could produce {symbols(sorted(expected[thing.id]))}, the engine "
                f"says {symbols(sorted(found))}"
                + (f" (missing {symbols(sorted(missing))})" if missing else "")
                + (f" (never {symbols(sorted(extra))})" if extra else ""),
                Observation("could_produce", thing.id, expected=sorted(expected[thing.id], key=TYPES.index)),
            )
    return bool(things)
