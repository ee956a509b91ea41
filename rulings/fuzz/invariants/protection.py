"""Invariants of protection from a colour (CR 702.16): damage from sources of the stated colour is prevented
(CR 702.16e), and an attacking creature with protection can't be blocked by creatures of that colour
(CR 702.16f). Both read the fuzzer's own facts of the cards (their printed protection, their colours from their
mana costs), not the engine's answers about them."""

from __future__ import annotations

from rulings.fuzz.invariants import Step, fail, invariant
from rulings.fuzz.observe import Observation
from rulings.fuzz.world import World


def _any_protection(world: World) -> bool:
    """Whether an object of the game has protection printed (wherever it is now: damage may have killed it):
    if none, there is nothing to ask the engine."""
    return any(thing.facts.protection_from for thing in world.things.values())


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
    checked = False
    for event in step.now.events():
        if event.get("kind") != "damage_dealt" or not event.get("object"):
            continue
        recipient = step.world.things.get(str(event["object"]))
        source = step.world.things.get(str(event.get("source")))
        if recipient is None or source is None or not recipient.facts.protection_from:
            continue
        checked = True
        shared = recipient.facts.protection_from & source.facts.colors
        if shared:
            raise fail(
                "protection-prevents-damage",
                f"{source.card} ({source.id}), a {'/'.join(sorted(shared))} source, dealt {event.get('amount')} "
                f"damage to {recipient.card} ({recipient.id}), which has protection from that colour",
                Observation("damage", recipient.id, expected=0),
            )
    return checked


@invariant("protection-stops-blockers", "CR 702.16f, 509.1b", after={"block"})
def protection_stops_blockers(step: Step) -> bool:
    """Attacking creatures with protection can't be blocked by creatures that have the stated quality.

    A declaration of blockers in which a creature blocks an attacker with protection from one of its colours
    is never legal."""
    if not step.legal or not _any_protection(step.world):
        return False
    checked = False
    for block in (step.action or {}).get("blocks") or []:
        blocker = step.world.things.get(str(block.get("blocker")))
        attacker = step.world.things.get(str(block.get("attacker")))
        if blocker is None or attacker is None or not attacker.facts.protection_from:
            continue
        checked = True
        shared = attacker.facts.protection_from & blocker.facts.colors
        if shared:
            raise fail(
                "protection-stops-blockers",
                f"{blocker.card} ({blocker.id}), a {'/'.join(sorted(shared))} creature, was let block "
                f"{attacker.card} ({attacker.id}), which has protection from that colour",
                Observation("legality", expected=False),
            )
    return checked
