"""Invariants of taking actions: who may activate what (CR 113.6, 602.2), paying {T} and {Q} (CR 107.5,
107.6, 302.6), and what an illegal action leaves behind (CR 733.1)."""

from __future__ import annotations

from rulings.fuzz.invariants import Step, fail, invariant
from rulings.fuzz.invariants.reading import pays_tap, pays_untap
from rulings.fuzz.observe import NotAnswered, Observation, normalise
from rulings.fuzz.world import Thing


def _note_before(step: Step) -> None:
    step.notes["pools"] = {p: step.before.pool(p) for p in step.world.players}
    step.notes["stack_items"] = normalise({"type": "stack"}, step.before.stack())
    subject = step.subject
    if subject is not None:
        step.notes["zone"] = subject.zone
    if subject is not None and subject.on_battlefield:
        step.notes["tapped"] = step.before.tapped(subject.id)
        step.notes["sick"] = subject.sick if step.world.turn_known else None


@invariant(
    "refused-actions-change-nothing",
    "CR 733.1",
    after={"activate", "pass_priority", "resolve", "advance", "cast"},
    prefetch=_note_before,
)
def refused_actions_change_nothing(step: Step) -> bool:
    """An illegal action is reversed entirely: no mana, no tapping, nothing on the stack.

    After an action the engine refused or declined, the pools, the stack and the subject are as before."""
    if step.legal:
        return False
    for player, pool in step.notes["pools"].items():
        if step.now.pool(player) != pool:
            raise fail(
                "refused-actions-change-nothing",
                f"the engine refused the action ({step.played.reason if step.played else ''}) but "
                f"{player}'s mana pool changed",
                Observation("legality"),
                Observation("pool", player, expected=pool),
            )
    if normalise({"type": "stack"}, step.now.stack()) != step.notes["stack_items"]:
        raise fail(
            "refused-actions-change-nothing",
            "the engine refused the action but the stack changed",
            Observation("legality"),
            Observation("stack", expected=len(step.notes["stack_items"])),
        )
    if (
        "tapped" in step.notes
        and step.subject is not None
        and step.now.tapped(step.subject.id) != step.notes["tapped"]
    ):
        raise fail(
            "refused-actions-change-nothing",
            f"the engine refused the action but {step.subject.card} ({step.subject.id}) was tapped or untapped",
            Observation("legality"),
            Observation("tapped", step.subject.id, expected=step.notes["tapped"]),
        )
    return True


def _must_be_illegal(step: Step, name: str, why: str) -> bool:
    if step.legal:
        card = step.subject.card if step.subject else "?"
        raise fail(name, f"{step.actor} activated {card}: {why}", Observation("legality", expected=False))
    return True


@invariant("tapped-permanent-cannot-pay-tap", "CR 107.5", after={"activate"}, prefetch=_note_before)
def tapped_cannot_pay_tap(step: Step) -> bool:
    """A permanent that's already tapped can't be tapped again to pay a {T} cost.

    Activating a {T} ability of a tapped permanent is illegal."""
    if step.subject is None or not step.notes.get("tapped") or not pays_tap(step.world, step.subject):
        return False
    return _must_be_illegal(
        step, "tapped-permanent-cannot-pay-tap", "it was already tapped, and the ability costs {T}"
    )


@invariant("untapped-permanent-cannot-pay-untap", "CR 107.6", after={"activate"}, prefetch=_note_before)
def untapped_cannot_pay_untap(step: Step) -> bool:
    """A permanent that's already untapped can't be untapped again to pay a {Q} cost.

    Activating a {Q} ability of an untapped permanent is illegal."""
    if step.subject is None or step.notes.get("tapped") is not False or not pays_untap(step.subject):
        return False
    return _must_be_illegal(
        step, "untapped-permanent-cannot-pay-untap", "it was untapped, and the ability costs {Q}"
    )


@invariant(
    "summoning-sick-creature-cannot-pay-tap-or-untap",
    "CR 302.6, 107.5, 107.6",
    after={"activate"},
    prefetch=_note_before,
)
def summoning_sick(step: Step) -> bool:
    """A creature's ability with {T} or {Q} in its cost can't be activated unless the creature has been under
    its controller's control continuously since their most recent turn began.

    Activating a summoning-sick creature's {T} or {Q} ability is illegal (haste aside)."""
    subject = step.subject
    if subject is None or not subject.is_type("Creature") or _has_haste(step, subject):
        return False
    if step.notes.get("sick") is None and subject.on_battlefield and step.legal:
        raise NotAnswered("summoning sickness: the engine's events left the turn unknown")
    if not step.notes.get("sick") or not (pays_tap(step.world, subject) or pays_untap(subject)):
        return False
    return _must_be_illegal(step, "summoning-sick-creature-cannot-pay-tap-or-untap", "it is summoning-sick")


def _has_haste(step: Step, subject: Thing) -> bool:
    """Haste of its own, or from Lavaleaper ("All creatures have haste") or Thousand-Year Elixir."""
    for source in step.world.battlefield():
        if source.facts.grants_haste == "all creatures":
            return True
        if source.facts.grants_haste and source.controller == subject.controller:
            return True
    return subject.facts.haste


@invariant("paying-tap-taps", "CR 107.5, 107.6", after={"activate"})
def paying_tap_taps(step: Step) -> bool:
    """{T} in a cost means 'Tap this permanent' and {Q} 'Untap this permanent': once paid, it is so.

    After a legal {T} activation the permanent is tapped; after {Q}, untapped."""
    subject = step.subject
    if not step.legal or subject is None:
        return False
    for pays, tapped in ((pays_tap(step.world, subject), True), (pays_untap(subject), False)):
        if pays and step.now.tapped(subject.id) != tapped:
            raise fail(
                "paying-tap-taps",
                f"{step.actor} paid {'{T}' if tapped else '{Q}'} for {subject.card} ({subject.id}), "
                f"yet it is {'untapped' if tapped else 'tapped'}",
                Observation("tapped", subject.id, expected=tapped),
            )
    return True


@invariant("abilities-function-on-the-battlefield", "CR 113.6", after={"activate"}, prefetch=_note_before)
def abilities_on_the_battlefield(step: Step) -> bool:
    """The abilities of a permanent card function only while it is on the battlefield.

    Activating a mana ability of a card in a hand or graveyard is illegal."""
    zone = step.notes.get("zone", "battlefield")
    if zone == "battlefield":
        return False
    return _must_be_illegal(step, "abilities-function-on-the-battlefield", f"it is in the {zone}")


@invariant("only-the-controller-activates", "CR 602.2", after={"activate"})
def only_the_controller_activates(step: Step) -> bool:
    """Only an object's controller can activate its activated abilities.

    Activating another player's permanent's ability is illegal."""
    if step.subject is None or step.subject.controller == step.actor:
        return False
    return _must_be_illegal(step, "only-the-controller-activates", f"{step.subject.controller} controls it")
