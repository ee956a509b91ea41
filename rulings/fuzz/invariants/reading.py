"""Reading one step: what the activated ability was, what mana it added, how pools changed."""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Iterable

from rulings.fuzz.cards import TYPES
from rulings.fuzz.invariants import Step
from rulings.fuzz.observe import NotAnswered, Snapshot
from rulings.fuzz.world import Thing, World
from rulings.protocol.session import Message


def reported_events(step: Step) -> bool:
    """Whether the engine reports events for actions at all (a legal activation always has some)."""
    return bool(step.events)


def added_by(step: Step, source_id: str) -> list[str]:
    """The units of mana the source's own ability added, from the action's events (CR 106.3: its source)."""
    return mana_added_by(step.events, source_id)


def mana_added_by(events: Iterable[Message], source_id: str) -> list[str]:
    """The units of mana a source added, from events."""
    units: list[str] = []
    for event in events:
        if event.get("kind") == "mana_added" and event.get("source") == source_id:
            units += [u for u in str(event.get("mana", "")).strip("{}").split("}{") if u]
    return units


def triggered_by_tapping(step: Step) -> list[str]:
    """The sources of the "tapped for mana" triggers the action's events report."""
    return [
        str(e.get("source"))
        for e in step.events
        if e.get("kind") == "triggered" and _has_tap_triggers(step.world, str(e.get("source")))
    ]


def _has_tap_triggers(world: World, source_id: str) -> bool:
    thing = world.things.get(source_id)
    return thing is not None and bool(thing.facts.triggers)


def gained(before: Snapshot, after: Snapshot, player: str) -> Counter[str]:
    """The mana a player's pool gained, by type (what it lost, to pay costs, is not counted)."""
    old, new = before.pool(player), after.pool(player)
    return Counter({t: new[t] - old[t] for t in TYPES if new[t] > old[t]})


def grants(world: World, thing: Thing) -> list[str]:
    """What other permanents give this one: "any color" (Chromatic Lantern), "B" (Urborg's Swamp type)."""
    if not thing.is_type("Land"):
        return []
    given = []
    if any(t.facts.lands_have_any_color for t in world.controls(thing.controller)):
        given.append("any color")
    if any(t.facts.lands_are_swamps for t in world.battlefield()):
        given.append("B")
    return given


def pays_tap(world: World, thing: Thing) -> bool:
    """Whether every mana ability the permanent has (its own and granted) has {T} in its cost."""
    own = thing.facts.mana
    return (bool(own) or bool(grants(world, thing))) and all(a.tap for a in own)


def pays_untap(thing: Thing) -> bool:
    """Whether its mana abilities all have {Q} in their cost (CR 107.6)."""
    return bool(thing.facts.mana) and all(a.untap for a in thing.facts.mana)


def used_tap_ability(step: Step) -> bool:
    """Whether the activated ability had {T} in its cost (CR 106.12): from its text, else from the card."""
    for event in step.events:
        if event.get("kind") == "activated" and event.get("ability"):
            return "{T}" in str(event["ability"]).split(":")[0]
    return step.subject is not None and pays_tap(step.world, step.subject)


def could_before(step: Step) -> frozenset[str]:
    """What the subject could produce before the action, from this board's answers (noted in prefetch)."""
    value = step.notes.get("could")
    if value is None:
        raise NotAnswered("could_produce")
    return frozenset(value)


def note_pool(step: Step) -> None:
    """Prefetch: the actor's mana pool before the action, for `gained` (an invariant checked alone, with no
    other prefetching it, still has it)."""
    if step.actor in step.world.players:
        with contextlib.suppress(NotAnswered):
            step.before.pool(step.actor)


def note_could(step: Step) -> None:
    """Prefetch: what the subject could produce now, asked once per board version, and the actor's pool (which
    the checks compare with the pool after)."""
    note_pool(step)
    subject = step.subject
    if subject is None or "could" in step.notes:
        return
    if subject.id not in step.could:
        try:
            step.could[subject.id] = step.before.could_produce(subject.id)
        except NotAnswered:
            return
    step.notes["could"] = step.could[subject.id]


def symbols(units: list[str] | Counter[str]) -> str:
    """Mana in the rules' notation, WUBRGC order."""
    listed = list(units.elements()) if isinstance(units, Counter) else list(units)
    return (
        "".join(f"{{{u}}}" for u in sorted(listed, key=lambda t: TYPES.index(t) if t in TYPES else 9))
        or "no mana"
    )
