"""Invariants of casting (CR 117.1a, 601.3, 702.8, 702.103) and of X as a permanent enters (CR 107.3m)."""

from __future__ import annotations

from rulings.fuzz.invariants import Step, fail, invariant
from rulings.fuzz.observe import Observation
from rulings.fuzz.world import Thing, World

MAIN_PHASES = ("precombat_main", "postcombat_main")


def spell_qualities(thing: Thing, cast_as: str) -> frozenset[str]:
    """The card types and subtypes of the spell as it will be cast: bestowed, an Aura (CR 702.103b)."""
    if cast_as == "aura":
        return frozenset({"Enchantment", "Aura"})
    return thing.facts.types | thing.facts.subtypes


def flash_permission(world: World, caster: str, thing: Thing, cast_as: str) -> str:
    """What lets this spell be cast any time its caster could cast an instant, or "" (CR 702.8a, 601.3b)."""
    qualities = spell_qualities(thing, cast_as)
    if thing.facts.flash or "Instant" in qualities:
        return f"{thing.card} has flash"
    if thing.facts.flash_for_more:
        return f"{thing.card} may be cast as though it had flash for {{2}} more"
    for source in world.controls(caster):
        if source.facts.gives_flash_to & qualities:
            return f"{source.card} ({source.id})"
    return ""


def _note_timing(step: Step) -> None:
    world, subject = step.world, step.subject
    if subject is None:
        return
    sorcery_timing = (
        world.active == step.actor and world.step in MAIN_PHASES and not step.before.stack()
    )  # CR 117.1a, 307.1
    step.notes["sorcery_timing"] = sorcery_timing
    step.notes["zone"] = subject.zone
    step.notes["flash"] = flash_permission(world, step.actor, subject, str((step.action or {}).get("as", "")))
    zombie = subject.facts.castable_from_graveyard_with
    step.notes["zone_permission"] = bool(
        zombie and any(zombie in t.facts.subtypes for t in world.controls(step.actor))
    )


@invariant("flash-permission", "CR 117.1a, 601.3b, 702.8a, 702.103b", after={"cast"}, prefetch=_note_timing)
def flash_permission_needed(step: Step) -> bool:
    """A noninstant spell cast other than in its caster's main phase with an empty stack had a flash
    permission that applied to it as it was cast (Prophet's gives creature spells flash, not bestowed Auras).

    Every spell cast at instant speed had flash from somewhere."""
    if not step.legal or step.subject is None or step.notes.get("sorcery_timing", True):
        return False
    if not step.notes["flash"]:
        cast_as = (step.action or {}).get("as", "")
        raise fail(
            "flash-permission",
            f"{step.actor} cast {step.subject.card}{f' as {cast_as}' if cast_as else ''} in "
            f"{step.world.active}'s {step.world.step} step (or with a spell on the stack), and nothing gave it flash",
            Observation("legality", expected=False),
        )
    return True


@invariant("casting-from-a-zone-needs-permission", "CR 601.3, 601.2a", after={"cast"}, prefetch=_note_timing)
def casting_from_a_zone(step: Step) -> bool:
    """A spell can be cast from a zone other than its owner's hand only if an effect allows it (Gravecrawler
    from the graveyard while its caster controls a Zombie).

    A legal cast from a graveyard had a permission."""
    zone = step.notes.get("zone", "hand")
    if not step.legal or zone == "hand":
        return False
    if zone != "graveyard" or not step.notes["zone_permission"]:
        card = step.subject.card if step.subject else "?"
        raise fail(
            "casting-from-a-zone-needs-permission",
            f"{step.actor} cast {card} from the {zone}, which nothing allowed",
            Observation("legality", expected=False),
        )
    return True


@invariant("x-on-entering", "CR 107.3m, 202.3e", after={"resolve", "pass_priority", "advance"})
def x_on_entering(step: Step) -> bool:
    """A permanent that enters from a spell with X gets the X its enters effect refers to (counters), while
    its own X is 0: its mana value counts X as 0; entering without being cast, it had no X to count.

    Counters and mana value of each permanent that entered, against the X cast for it."""
    entered = [str(e.get("object")) for e in step.events if e.get("kind") == "entered"]
    checked = False
    for object_id in entered:
        thing = step.world.things.get(object_id)
        if thing is None or not thing.facts.has_x:
            continue
        checked = True
        value = step.now.ask({"type": "object", "object": object_id})
        x = step.world.entered_x.get(object_id, 0)  # entered without being cast: no X (CR 107.3m)
        kind = thing.facts.enters_with_x_counters
        found = int((value.get("counters") or {}).get(kind, 0)) if kind else 0
        if kind and found != x:
            raise fail(
                "x-on-entering",
                f"{thing.card} ({object_id}) entered with {found} {kind} counters; the X cast for it was {x}",
                Observation("counters", object_id, detail=kind, expected=x),
            )
        if "mana_value" in value and value["mana_value"] != thing.facts.mana_value:
            raise fail(
                "x-on-entering",
                f"{thing.card} ({object_id}) has mana value {value['mana_value']} on the battlefield; X counts as 0 "
                f"there, so it is {thing.facts.mana_value}",
                Observation("mana_value", object_id, expected=thing.facts.mana_value),
            )
    return checked
