"""Invariants of combat (CR 506-511): attacking taps (CR 508.1f), lethal damage destroys before anyone
gets priority (CR 704.5g, 704.3), and a creature gone from the battlefield deals no more combat damage in that
combat (CR 506.4, 510.4)."""

from __future__ import annotations

from rulings.fuzz.invariants import Step, fail, invariant
from rulings.fuzz.observe import Observation


@invariant("attacking-taps", "CR 508.1f, 702.20b", after={"attack"})
def attacking_taps(step: Step) -> bool:
    """An untapped creature declared as an attacker becomes tapped unless it has vigilance: it is never left
    untapped by the declaration.

    After a legal declaration of attackers, every attacker without vigilance is tapped."""
    if not step.legal:
        return False
    checked = False
    for declared in (step.action or {}).get("attackers") or []:
        thing = step.world.things.get(str(declared.get("object")))
        if thing is None or thing.facts.vigilance:
            continue
        checked = True
        if not step.now.tapped(thing.id):
            raise fail(
                "attacking-taps",
                f"{step.actor} attacked with {thing.card} ({thing.id}), which has no vigilance, and it is untapped",
                Observation("tapped", thing.id, expected=True),
            )
    return checked


@invariant(
    "lethal-damage-destroys",
    "CR 704.5g, 704.5f, 704.3",
    after={"advance", "resolve", "pass_priority", "attack", "block"},
)
def lethal_damage_destroys(step: Step) -> bool:
    """A creature with toughness greater than 0 and damage marked on it at least equal to its toughness (or
    with toughness 0 or less) is put into its owner's graveyard before any player receives priority.

    When a player has priority after the step, no creature the fuzzer can judge has lethal damage."""
    world = step.world
    if not step.legal or not world.priority or not world.turn_known:
        return False
    checked = False
    attached = {t.attached_to for t in world.battlefield() if t.attached_to}
    for thing in world.battlefield():
        if thing.facts.toughness is None or not thing.is_type("Creature") or thing.id in attached:
            continue  # an Aura (a bestowed one) may change its toughness: the fuzzer doesn't follow that
        value = step.now.ask({"type": "object", "object": thing.id})
        if not isinstance(value, dict) or "damage" not in value or value.get("zone") != "battlefield":
            continue
        counters = value.get("counters") or {}
        toughness = thing.facts.toughness + int(counters.get("+1/+1", 0)) - int(counters.get("-1/-1", 0))
        checked = True
        damage = int(value.get("damage") or 0)
        if (toughness <= 0 or damage >= toughness) and not _game_ended(step):
            raise fail(
                "lethal-damage-destroys",
                f"{thing.card} ({thing.id}) has toughness {toughness} and {damage} damage marked on it, yet it is "
                f"on the battlefield while {world.priority} has priority",
                Observation("zone", thing.id),
            )
    return checked


def _game_ended(step: Step) -> bool:
    """Whether the game is over (CR 104.1): no state-based action is checked after it, and an engine may play
    on as long as the result stands (docs/protocol.md). With two players, one player losing ends it
    (CR 104.2a); a board whose player draws from an empty library does so on the way to a later turn."""
    still_in = [
        player
        for player in step.world.players
        if not (step.now.ask({"type": "player", "player": player}) or {}).get("lost")
    ]
    return len(still_in) <= 1


# Events that say an object left the battlefield (or at least is no longer the creature that was in combat).
_LEFT = frozenset({"died", "exiled", "put_into_graveyard", "sacrificed"})


@invariant(
    "gone-creatures-deal-no-combat-damage", "CR 506.4, 510.4, 704.5g", after={"advance", "attack", "block"}
)
def gone_creatures_deal_no_combat_damage(step: Step) -> bool:
    """A creature that leaves the battlefield during combat, such as one dealt lethal first-strike damage, is
    removed from combat and assigns no combat damage later in that combat.

    In the event log, no `damage_dealt` of a combat names as its source a creature that left the
    battlefield earlier in that combat (each combat begins with its beginning of combat step)."""
    if not step.legal:
        return False
    checked = False
    gone: set[str] = set()
    for event in step.now.events():
        kind = event.get("kind")
        if kind == "step_began" and event.get("step") == "beginning_of_combat":
            gone = set()
        elif kind in _LEFT and event.get("object"):
            gone.add(str(event["object"]))
        elif kind == "damage_dealt":
            checked = True
            source = str(event.get("source"))
            if source in gone:
                raise fail(
                    "gone-creatures-deal-no-combat-damage",
                    f"{source} left the battlefield during combat, and later in that combat it dealt "
                    f"{event.get('amount')} combat damage to {event.get('object') or event.get('player')}",
                    Observation("zone", source),
                )
    return checked
