"""Invariants of protection from a colour (CR 702.16): damage from sources of the stated colour is prevented
(CR 702.16e), and an attacking creature with protection can't be blocked by creatures of that colour
(CR 702.16f). Both read the fuzzer's own facts of the cards (their printed protection, their colours from their
mana costs), not the engine's answers about them."""

from __future__ import annotations

from rulings.fuzz.invariants import Step, fail, invariant
from rulings.fuzz.observe import Observation
from rulings.fuzz.world import Thing, World


def _any_protection(world: World) -> bool:
    """Whether an object of the game has protection printed (wherever it is now: damage may have killed it):
    if none, there is nothing to ask the engine."""
    return any(thing.facts.protection_from for thing in world.things.values())


def _meeting(world: World, protected_id: object, other_id: object) -> tuple[Thing, Thing, str] | None:
    """The two objects, if the first has protection, with the colours of the other it has protection from, as
    "B" ("" for none)."""
    protected, other = world.things.get(str(protected_id)), world.things.get(str(other_id))
    if protected is None or other is None or not protected.facts.protection_from:
        return None
    return protected, other, "/".join(sorted(protected.facts.protection_from & other.facts.colors))


@invariant(
    "protection-prevents-damage",
    "CR 702.16e, 615.1",
    after={"advance", "resolve", "pass_priority", "attack", "block"},
)
def protection_prevents_damage(step: Step) -> bool:
    """Any damage that would be dealt by sources that have the stated quality to a permanent with protection
    is prevented: it is never dealt.

    In the event log, no `damage_dealt` names as its recipient a permanent with protection from a colour of its
    source (the source's colours from its mana cost, CR 202.2)."""
    if not step.legal or not _any_protection(step.world):
        return False
    dealt = [e for e in step.now.events() if e.get("kind") == "damage_dealt" and e.get("object")]
    met = [(m, e) for e in dealt if (m := _meeting(step.world, e["object"], e.get("source")))]
    for (recipient, source, shared), event in met:
        if shared:
            raise fail(
                "protection-prevents-damage",
                f"{source.card} ({source.id}), a {shared} source, dealt {event.get('amount')} damage to "
                f"{recipient.card} ({recipient.id}), which has protection from that colour",
                Observation("damage", recipient.id, expected=0),
            )
    return bool(met)


@invariant("protection-stops-blockers", "CR 702.16f, 509.1b", after={"block"})
def protection_stops_blockers(step: Step) -> bool:
    """Attacking creatures with protection can't be blocked by creatures that have the stated quality.

    A declaration of blockers in which a creature blocks an attacker with protection from one of its colours
    is never legal."""
    if not step.legal or not _any_protection(step.world):
        return False
    blocks = (step.action or {}).get("blocks") or []
    met = [m for b in blocks if (m := _meeting(step.world, b.get("attacker"), b.get("blocker")))]
    for attacker, blocker, shared in met:
        if shared:
            raise fail(
                "protection-stops-blockers",
                f"{blocker.card} ({blocker.id}), a {shared} creature, was let block {attacker.card} "
                f"({attacker.id}), which has protection from that colour",
                Observation("legality", expected=False),
            )
    return bool(met)
