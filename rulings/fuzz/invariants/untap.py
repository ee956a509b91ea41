"""Invariants of the untap step (CR 502.3): all of the active player's permanents untap, at once, once."""

from __future__ import annotations

from collections import Counter

from rulings.fuzz.invariants import Step, fail, invariant
from rulings.fuzz.observe import Observation
from rulings.fuzz.turns import path
from rulings.protocol.session import Message

STEPS_THAT_MOVE = {"advance", "resolve", "pass_priority"}


def untap_steps(events: tuple[Message, ...]) -> list[tuple[str, list[Message]]]:
    """The untap steps an action passed through: (active player, the events during that step)."""
    steps: list[tuple[str, list[Message]]] = []
    inside = False
    for event in events:
        if event.get("kind") == "step_began":
            inside = event.get("step") == "untap"
            if inside:
                steps.append((str(event.get("player", "")), []))
        elif inside:
            steps[-1][1].append(event)
    return steps


@invariant(
    "untap-once",
    "CR 502.3 (Prophet of Kruphix: 'more than one Prophet doesn't untap anything twice')",
    after=STEPS_THAT_MOVE,
)
def untap_once(step: Step) -> bool:
    """In an untap step the permanents that untap do so simultaneously: none untaps twice.

    No object has two 'untapped' events in one untap step."""
    steps = untap_steps(step.events)
    for active, events in steps:
        twice = [
            o
            for o, n in Counter(e.get("object") for e in events if e.get("kind") == "untapped").items()
            if n > 1
        ]
        if twice:
            raise fail(
                "untap-once",
                f"in {active}'s untap step the engine untapped {', '.join(map(str, twice))} more than once",
                *[Observation("untapped", str(o)) for o in twice],
            )
    return bool(steps)


def _note_untapping(step: Step) -> None:
    action = step.action or {}
    world = step.world
    if step.kind == "advance" and action.get("player") in world.players and action.get("step"):
        try:
            passed = path(world.players, world.active, world.step, str(action["player"]), str(action["step"]))
        except ValueError:
            return
        step.notes["untapping"] = [active for active, s in passed if s == "untap"]
    step.notes["exempt"] = set(world.possibly_skipping)


@invariant(
    "untap-completeness",
    "CR 502.3 (Prophet of Kruphix: 'doesn't untap during your untap step' effects don't apply in "
    "another player's untap step)",
    after={"advance"},
    prefetch=_note_untapping,
)
def untap_completeness(step: Step) -> bool:
    """In the untap step the active player untaps all their permanents, except those an effect keeps tapped;
    with Prophet of Kruphix (or Seedborn Muse) its controller's creatures and lands untap too.

    After an advance, each permanent some untap step on the way had to untap is untapped."""
    if not step.legal or not step.world.turn_known:
        return False
    untapping = step.notes.get("untapping", [])
    if not untapping or any(t.facts.stops_untap_steps for t in step.world.battlefield()):
        return False  # with Stasis, players skip their untap steps
    for thing in step.world.battlefield():
        kept = thing.id in step.notes["exempt"] or thing.facts.stays_tapped
        own_step = thing.controller in untapping and not kept
        untappers = step.world.controls(thing.controller, lambda t: t.facts.untaps_in_others_untap_steps)
        covered = any(thing.facts.types & u.facts.untaps_in_others_untap_steps for u in untappers)
        others_step = covered and any(active != thing.controller for active in untapping)
        if (own_step or others_step) and step.now.tapped(thing.id):
            whose = f"{thing.controller}'s" if own_step else "another player's"
            raise fail(
                "untap-completeness",
                f"{whose} untap step passed but {thing.controller}'s {thing.card} ({thing.id}), which nothing "
                "keeps tapped, is still tapped",
                Observation("tapped", thing.id, expected=False),
            )
    return True


@invariant("untap-only-active", "CR 502.3", after=STEPS_THAT_MOVE)
def untap_only_active(step: Step) -> bool:
    """In the untap step only the active player's permanents untap, unless an effect says otherwise.

    Every 'untapped' event of an untap step is about a permanent the active player controls."""
    steps = untap_steps(step.events)
    for active, events in steps:
        for event in events:
            thing = step.world.things.get(str(event.get("object")))
            if event.get("kind") != "untapped" or thing is None or thing.controller == active:
                continue
            untappers = step.world.controls(thing.controller, lambda t: t.facts.untaps_in_others_untap_steps)
            if not any(thing.facts.types & u.facts.untaps_in_others_untap_steps for u in untappers):
                raise fail(
                    "untap-only-active",
                    f"in {active}'s untap step the engine untapped {thing.controller}'s {thing.card} ({thing.id})",
                    Observation("tapped", thing.id, expected=True),
                )
    return bool(steps)
