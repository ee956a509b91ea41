"""Answering phase.rs's prompts from the request's choices: each `waiting_for` that follows an action (a mana
type, X, targets, a replacement's order, a sacrifice, bestow, untap choices, a declaration, a damage division)
gets the answer the request gives; one it gives none for is `unsupported`, never left to phase.rs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulings.adapters.in_process import Inexpressible, Refused
from rulings.adapters.phase import convoke
from rulings.adapters.phase.choices import CHOICES
from rulings.adapters.phase.events import translate
from rulings.adapters.phase.table import Table
from rulings.adapters.phase.vocabulary import MANA, MANA_LETTER, MAX_PROMPTS, PASS
from rulings.protocol import Message


def apply(t: Table, player: int, step: dict[str, Any], choices: dict[str, Any]) -> list[Message]:
    """Apply one action and answer the prompts that follow it; return the translated events."""
    try:
        result = t.apply(player, step)
    except ValueError as refused:
        raise Refused(str(refused)) from None
    raw = list(result.events)
    t.paying = False
    for _ in range(MAX_PROMPTS):
        prompt = t.game.waiting_for()
        t.resolving = raw  # what led to the prompt (a resolution's EffectResolved names its source)
        reply = answer(t, prompt, choices)
        if reply is None:
            break
        t.asked.add(str(prompt["type"]))
        try:
            raw += convoke.mana_of(
                t, reply, list(t.apply(prompt["data"].get("player", player), reply).events)
            )
        except ValueError as refused:
            raise Refused(f"{prompt['type']}: {refused}") from None
    return translate(t, raw)


def answer(t: Table, prompt: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any] | None:
    """The action that answers a prompt from the request's choices; None when no answer is due."""
    kind, data = str(prompt["type"]), prompt.get("data") or {}
    if kind in ("Priority", "GameOver"):
        return None
    if kind in ANSWERS:
        return ANSWERS[kind](t, data, choices)
    if kind in CHOICES:
        return CHOICES[kind](t, data, choices)
    legal = t.game.actions()
    if len(legal) == 1:  # a prompt with one answer (an ordinary confirmation)
        only: dict[str, Any] = legal[0].to_dict()
        return only
    raise Inexpressible(f"the adapter can't answer its {kind} prompt from {sorted(choices)}: {legal!r:.300}")


def _x(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    t.x_asked = True
    return {"type": "ChooseX", "data": {"value": int(choices.get("x", 0))}}


def _targets(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 601.2c: the request's targets; none named, no target where a spell or ability may have none, else (a
    triggered ability's) the player's `prefer` (CR 603.3d), else phase.rs's first legal choice."""
    if "targets" in choices:
        t.targeted = True
        return {"type": "SelectTargets", "data": {"targets": [t.target(name) for name in choices["targets"]]}}
    legal: list[dict[str, Any]] = [a.to_dict() for a in t.game.actions()]
    none = {"type": "ChooseTarget", "data": {"target": None}}
    if "pending_cast" in data and none in legal:
        # A spell or activated ability cast with no targets named, where it may have none ("up to two target
        # creatures", CR 601.2c): none, not phase.rs's first legal one.
        return none
    preferred = t.prefer.get(int(data.get("player", -1)), [])
    for pid in preferred:
        for action in legal:
            if (action.get("data") or {}).get("target") == {"Object": pid}:
                return action
    if not legal:
        raise Inexpressible("it asks for a target and offers none")
    first: dict[str, Any] = legal[0]
    return first


def _sacrifice(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    if "sacrifice" not in choices:
        offered = [a.to_dict() for a in t.game.actions() if a.to_dict().get("type") == "SelectCards"]
        if t.trying and offered:
            # "may cast" with no creature named asks whether the cost can be paid (CR 601.2h, 118.3): any one
            # permanent phase.rs offers for it shows that; the try is undone.
            first: dict[str, Any] = offered[0]
            return first
        return _only(t, "a sacrifice")
    reply = {"type": "SelectCards", "data": {"cards": [t.pid(choices["sacrifice"])]}}
    if not any(a.to_dict() == reply for a in t.game.actions()):
        raise Refused(f"{choices['sacrifice']} can't be sacrificed to pay this cost")
    return reply


def _only(t: Table, what: str) -> dict[str, Any]:
    legal = t.game.actions()
    if len(legal) != 1:
        raise Inexpressible(f"the request names no {what}, and phase.rs offers {len(legal)} choices")
    only: dict[str, Any] = legal[0].to_dict()
    return only


def _attackers(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 508.1: the request's attackers, or (passing through) none."""
    t.declared = "attackers" in choices
    return {"type": "DeclareAttackers", "data": {"attacks": choices.get("attackers", [])}}


def _blockers(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 509.1: each defending player in turn; the one asked, as asked."""
    mine = data.get("player") == choices.get("blocker")
    t.declared = t.declared or mine
    return {"type": "DeclareBlockers", "data": {"assignments": choices["blocks"] if mine else []}}


def _payment(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """The payment step phase.rs asks for convoke (and for a hybrid or Phyrexian cost): first each creature the
    cast's `convoke` names is tapped for what it pays (CR 702.51a), then the rest is paid from the pool."""
    tap = convoke.tap_next(t, data, choices)
    if tap is not None:
        return tap
    if t.paying or not any(a.to_dict() == PASS for a in t.game.actions()):
        raise Refused("the mana pool can't pay the total cost (CR 601.2h)")
    t.paying = True
    return PASS


def _alternative(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """An alternative cost the card offers (bestow, CR 702.103a; dash, 702.109a; mutate, 702.140a): taken only
    when the cast asks for it by name (`as: aura` for bestow, `alternative`)."""
    keyword = str((data.get("keyword") or {}).get("type", ""))
    wanted = "Bestow" if choices.get("as") == "aura" else str(choices.get("alternative") or "").capitalize()
    if wanted and keyword != wanted:
        raise Refused(f"{keyword or 'its alternative cost'} isn't {wanted.lower()}")
    pick = "Alternative" if wanted else "Normal"
    t.bestowed = pick == "Alternative" and wanted == "Bestow"
    t.alternated = pick == "Alternative"
    return {"type": "ChooseAlternativeCast", "data": {"choice": {"type": pick}}}


Answer = Callable[[Table, dict[str, Any], dict[str, Any]], dict[str, Any] | None]
ANSWERS: dict[str, Answer] = {
    "ChooseManaColor": lambda t, data, choices: mana_choice(t, data, choices.get("mana")),
    "ChooseXValue": _x,
    "TargetSelection": _targets,
    "TriggerTargetSelection": _targets,
    "MultiTargetSelection": _targets,
    "ReplacementChoice": lambda t, data, choices: {
        "type": "ChooseReplacement",
        "data": {"index": replacement(t, data, choices)},
    },
    "SacrificeForCost": _sacrifice,
    "PayCost": _sacrifice,
    "DeclareAttackers": _attackers,
    "DeclareBlockers": _blockers,
    "AssignCombatDamage": lambda t, data, choices: damage_assignment(t, data, choices.get("damage") or {}),
    "UntapChoice": lambda t, data, choices: untap_choice(t, data, choices.get("keep_tapped") or []),
    "ManaPayment": _payment,
    "AlternativeCastChoice": _alternative,
}


def damage_assignment(t: Table, data: dict[str, Any], damage: dict[str, dict[str, int]]) -> dict[str, Any]:
    """CR 510.1c: an attacker blocked by two or more creatures divides its damage as the request's `damage`
    says; without it, as the reference engine does: lethal damage to each blocker in the order they were
    declared, the rest to the last."""
    attacker, total = int(data["attacker_id"]), int(data["total_damage"])
    slots = [int(slot["blocker_id"]) for slot in data.get("blockers") or []]
    chosen = damage.get(t.name(attacker))
    t.divided.add(t.name(attacker))
    trample = data.get("trample") is not None
    over = 0  # damage trampling over to the player or planeswalker attacked (CR 702.19b)
    if chosen is not None:
        # What it attacks, a player or a planeswalker, is where trampling damage goes (CR 702.19b, 702.19c).
        target = data.get("attack_target") or {}
        walker = {t.name(int(target["data"]))} if target.get("type") == "Planeswalker" else None
        attacked = walker or set(t.players)
        named = {t.pid(b): int(n) for b, n in chosen.items() if b not in attacked}
        over = sum(int(n) for b, n in chosen.items() if b in attacked)
        wrong = set(named) - set(slots) or (over and not trample)
        if wrong or sum(named.values()) + over != total or min(named.values(), default=0) < 0:
            raise Refused(
                f"{t.name(attacker)} assigns its {total} combat damage among the creatures blocking it, "
                f"not as {chosen} (CR 510.1c)"
            )
        shares = [(b, named.get(b, 0)) for b in slots]
    else:
        # The blockers in the order they were declared, as the reference engine takes them; those phase.rs lists
        # that the declaration didn't name (none, but for an effect's) after them, in its order.
        slots.sort(key=lambda b: t.block_order.index(b) if b in t.block_order else len(t.block_order))
        deathtouch = "Deathtouch" in (t.game.object(attacker).get("keywords") or [])
        shares, left = [], total
        for blocker in slots[:-1]:
            shares.append((blocker, min(left, lethal(t, blocker, deathtouch))))
            left -= shares[-1][1]
        if trample:  # lethal damage to the last blocker too, the rest to the player (CR 702.19b)
            shares.append((slots[-1], min(left, lethal(t, slots[-1], deathtouch))))
            over = left - shares[-1][1]
        else:
            shares.append((slots[-1], left))
    assignment = {"mode": "Normal", "assignments": [list(s) for s in shares], "trample_damage": over}
    return {"type": "AssignCombatDamage", "data": {**assignment, "controller_damage": 0}}


def lethal(t: Table, blocker: int, deathtouch: bool) -> int:
    """CR 510.1c, 702.2c: the damage that is lethal to the blocker, counting damage already marked on it; from
    a source with deathtouch, any nonzero amount."""
    obj = t.game.object(blocker)
    left = max(0, int(obj.get("toughness") or 0) - int(obj.get("damage_marked") or 0))
    return min(left, 1) if deathtouch else left


def mana_choice(t: Table, data: dict[str, Any], wanted: str | None) -> dict[str, Any]:
    choice = data.get("choice") or {}
    options: list[Any] = (choice.get("data") or {}).get("options") or []
    if choice.get("type") != "SingleColor":
        first = options[0] if options else []
        return {
            "type": "ChooseManaColor",
            "data": {"choice": {"type": choice.get("type"), "data": first}},
        }
    if wanted is not None and MANA[wanted] not in options:
        makes = "".join(f"{{{MANA_LETTER[o]}}}" for o in options) or "nothing"
        raise Refused(f"the ability can't make {{{wanted}}}: it offers {makes}")
    pick = MANA[wanted] if wanted is not None else options[0]
    return {"type": "ChooseManaColor", "data": {"choice": {"type": "SingleColor", "data": pick}}}


def replacement(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> int:
    """CR 616.1: the affected player applies the effects in the order the request gives, by source."""
    descriptions: list[str] = list(data.get("candidate_descriptions") or [])
    for source in choices.get("order") or []:
        texts = [
            r.get("description") or ""
            for r in t.game.object(t.pid(source)).get("replacement_definitions") or []
        ]
        for i, description in enumerate(descriptions):
            if any(text and (text in description or description in text) for text in texts):
                return i
    return 0


def untap_choice(t: Table, data: dict[str, Any], keep: list[int]) -> dict[str, Any]:
    """CR 502.3: each permanent offered untaps unless the request keeps it tapped."""
    candidates = [int(c) for c in data.get("candidates") or []]
    t.offered_untap.update(candidates)
    pick = next((c for c in candidates if c in keep), candidates[0])
    return {"type": "ChooseUntap", "data": {"object_id": pick, "untap": pick not in keep}}
