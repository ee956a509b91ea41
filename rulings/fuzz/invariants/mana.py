"""Invariants of mana (CR 106) and mana abilities (CR 605)."""

from __future__ import annotations

from collections import Counter

from rulings.fuzz import model
from rulings.fuzz.cards import TYPES
from rulings.fuzz.invariants import Step, fail, invariant
from rulings.fuzz.invariants.reading import (
    added_by,
    could_before,
    gained,
    grants,
    note_could,
    note_pool,
    reported_events,
    symbols,
    triggered_by_tapping,
    used_tap_ability,
)
from rulings.fuzz.observe import NotAnswered, Observation

ACTIONS = {"setup", "activate", "pass_priority", "resolve", "advance", "cast"}


def _note_stack(step: Step) -> None:
    note_pool(step)
    step.notes["stack_size"] = len(step.before.stack())
    if step.subject is not None and "triggers" not in step.notes:
        # The sources as the engine has them: one that left unannounced is zone-changes-are-events's to report.
        step.notes["triggers"] = [
            (source, trigger)
            for source, trigger in model.matching_triggers(step.world, step.subject, step.actor)
            if step.before.ask({"type": "object", "object": source.id}).get("zone") == "battlefield"
        ]
        step.notes["triggered_before"] = Counter(step.world.triggered)


@invariant("mana-abilities-skip-the-stack", "CR 605.3b, 605.4a", after={"activate"}, prefetch=_note_stack)
def mana_abilities_skip_the_stack(step: Step) -> bool:
    """Mana abilities resolve at once without the stack, and so do triggered mana abilities; of what tapping
    for mana triggers, only an ability that adds no mana (Vorinclex's second) goes on the stack.

    New stack objects come from non-mana tapped-for-mana triggers, one each, or from elsewhere.

    Elsewhere: the activator receives priority afterwards (CR 117.3c), so state-based actions are checked
    (CR 704.3) and what they trigger goes on the stack (a 0/0 Hangarback Walker's death trigger).
    """
    if not step.legal or step.subject is None:
        return False
    produced = bool(added_by(step, step.subject.id)) if reported_events(step) else None
    if produced is None:
        produced = sum(gained(step.before, step.now, step.actor).values()) > 0
    tapped_for_mana = produced and used_tap_ability(step)
    expected = Counter(s.id for s, t in step.notes["triggers"] if not t.adds and tapped_for_mana)
    mana_triggers = {s.id for s, t in step.notes["triggers"] if t.adds}
    stack = step.now.stack()
    new = Counter(str(item.get("source")) for item in stack[step.notes["stack_size"] :])
    wrong = {step.subject.id: new[step.subject.id]} if new[step.subject.id] else {}
    wrong |= {s: n for s, n in new.items() if s in mana_triggers and n > expected[s]}
    missing = {s: n - new[s] for s, n in expected.items() if new[s] < n}
    if wrong or missing:
        raise fail(
            "mana-abilities-skip-the-stack",
            f"after {step.actor} activated {step.subject.card}'s mana ability the stack holds {len(stack)} objects"
            + (f"; these should not be on it: {wrong}" if wrong else "")
            + (f"; these triggers should be on it: {missing}" if missing else ""),
            Observation("stack", expected=step.notes["stack_size"] + sum(expected.values())),
        )
    return True


@invariant("added-mana-could-be-produced", "CR 106.7", after={"activate"}, prefetch=note_could)
def added_mana_could_be_produced(step: Step) -> bool:
    """The mana an ability adds is of a type its permanent could produce (or a trigger's {G}).

    The activator's pool gains only types the permanent could produce."""
    if not step.legal or step.subject is None:
        return False
    allowed = set(could_before(step))
    if any(t.facts.triggers and t.attached_to == step.subject.id for t in step.world.battlefield()):
        allowed.add("G")  # Wild Growth: "its controller adds an additional {G}"
    gain = gained(step.before, step.now, step.actor)
    strange = Counter({t: n for t, n in gain.items() if t not in allowed})
    if strange:
        raise fail(
            "added-mana-could-be-produced",
            f"{step.actor} tapped {step.subject.card} and gained {symbols(gain)}, but it could produce only "
            f"{symbols(sorted(allowed)) if allowed else 'nothing'}",
            Observation("pool", step.actor),
            Observation("could_produce", step.subject.id),
        )
    return True


@invariant("undefined-type-adds-nothing", "CR 106.5, 106.7, 106.12a", after={"activate"}, prefetch=note_could)
def undefined_type_adds_nothing(step: Step) -> bool:
    """An ability that would produce mana of an undefined type produces no mana instead, so nothing 'tapped
    for mana' triggers.

    A permanent that could produce nothing adds nothing when activated."""
    if not step.legal or step.subject is None or could_before(step):
        return False
    gain = gained(step.before, step.now, step.actor)
    if gain or triggered_by_tapping(step):
        raise fail(
            "undefined-type-adds-nothing",
            f"{step.subject.card} could produce no type of mana, yet activating it gave {step.actor} "
            f"{symbols(gain)} and triggered {len(triggered_by_tapping(step))} abilities",
            Observation("pool", step.actor, expected=step.before.pool(step.actor)),
            *[Observation("triggered", s) for s in triggered_by_tapping(step)],
        )
    return True


@invariant("tapped-for-mana-trigger-count", "CR 106.12, 106.12a", after={"activate"}, prefetch=_note_stack)
def tapped_for_mana_trigger_count(step: Step) -> bool:
    """Each 'tapped for mana' ability triggers once for each mana ability with {T} in its cost that resolves
    and produces mana, and never otherwise.

    The action's triggered events, counted against the matching trigger sources."""
    if not step.legal or step.subject is None:
        return False
    if not reported_events(step):
        raise NotAnswered("events")
    produced = bool(added_by(step, step.subject.id))
    sources = [source.id for source, _ in step.notes["triggers"]]
    expected = Counter(sources) if produced and used_tap_ability(step) else Counter()
    observed = Counter(triggered_by_tapping(step))
    if observed != expected:
        why = "it produced mana" if produced else "it produced no mana"
        raise fail(
            "tapped-for-mana-trigger-count",
            f"{step.actor} activated {step.subject.card} ({why}): expected triggers {dict(expected) or 'none'}, "
            f"the engine reported {dict(observed) or 'none'}",
            *[
                Observation("triggered", s, expected=step.notes["triggered_before"][s] + expected[s])
                for s in dict.fromkeys([*sources, *observed])
            ],
            Observation("pool", step.actor),
        )
    return True


def _note_production(step: Step) -> None:
    """What the rules say the subject's ability produces, where the fuzzer can work it out."""
    subject, action = step.subject, step.action or {}
    if subject is None or len(subject.facts.mana) != 1 or grants(step.world, subject):
        return
    ability = subject.facts.mana[0]
    chosen = str((action.get("choices") or {}).get("mana", "")) or ability.fixed
    amount = {
        "one": 1,
        "three": 3,
        "creatures you control": len(
            step.world.controls(subject.controller, lambda t: t.is_type("Creature"))
        ),
        "charge counters": subject.counters.get("charge", 0),
    }.get(ability.amount)
    if not ability.tap or not chosen or amount is None:
        return
    effects = model.applicable_replacements(step.world, subject, step.actor)
    order = [str(o) for o in (action.get("choices") or {}).get("order", ())]
    if effects:
        step.notes["production"] = model.produce((chosen,) * amount, effects, order)
        step.notes["effects"] = [e.source.card for e in effects]


def _check_production(step: Step, name: str, several: bool) -> bool:
    """The mana the subject's ability produced against what its replacement effects make of it."""
    effects = step.notes.get("effects", [])
    if not step.legal or step.subject is None or not effects or (len(effects) >= 2) != several:
        return False
    if not reported_events(step):
        raise NotAnswered("events")
    expected = sorted(step.notes["production"])
    observed = sorted(added_by(step, step.subject.id))
    if observed != expected:
        order = (step.action or {}).get("choices", {}).get("order", [])
        raise fail(
            name,
            f"{step.subject.card} tapped with {', '.join(effects)} applying"
            + (f" (chosen order {order})" if several else "")
            + f" should produce {symbols(expected)}; the engine produced {symbols(observed)}",
            Observation("added", step.subject.id, player=step.actor, expected=expected),
            Observation("pool", step.actor),
        )
    return True


@invariant("replacement-effects-apply", "CR 106.12b, 614.1a", after={"activate"}, prefetch=_note_production)
def replacement_effects_apply(step: Step) -> bool:
    """A replacement effect that applies when a permanent is tapped for mana modifies the mana it produces
    (Contamination: {B} instead; Mana Reflection: twice as much).

    The mana produced, with one replacement effect applying."""
    return _check_production(step, "replacement-effects-apply", several=False)


@invariant(
    "replacement-order-honoured",
    "CR 616.1, 616.1e, 616.1f, 106.12b",
    after={"activate"},
    prefetch=_note_production,
)
def replacement_order_honoured(step: Step) -> bool:
    """When several replacement effects modify the mana, the affected player chooses the order, and each order
    gives its own result (Mana Reflection then Contamination: {B}; the other way: {B}{B}).

    The mana produced follows the chosen order of two or more replacement effects."""
    return _check_production(step, "replacement-order-honoured", several=True)


@invariant("mana-empties-between-steps", "CR 106.4, 500.4", after={"advance", "resolve", "pass_priority"})
def mana_empties_between_steps(step: Step) -> bool:
    """Each player's mana pool empties at the end of each step and phase.

    After a step ended (a step began), every pool is empty."""
    if not step.legal:
        return False
    began = any(e.get("kind") == "step_began" for e in step.events)
    if not began and step.kind != "advance":
        return False
    for player in step.world.players:
        pool = step.now.pool(player)
        if any(pool.get(t) for t in TYPES):
            raise fail(
                "mana-empties-between-steps",
                f"{player}'s mana pool still holds {symbols(Counter({t: pool[t] for t in TYPES}))} after a step ended",
                Observation("pool", player, expected=dict.fromkeys(TYPES, 0)),
            )
    return True
