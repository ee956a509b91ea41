"""A player's choices as phase.rs prompts for them, answered from the request or the player's standing ones:
"you may" (`may`), trigger order, discards and the like (`prefer`), the legend rule (`keep`), exert, a spell's
modes, its division, its Adventure half, how many counters a cost removes, and where scried cards go (`scry`).

Each answer is the request's choice; where the request makes none and there is more than one answer, the
adapter declines (`unsupported`) rather than let phase.rs's first option stand in for the player's (the
exceptions are said where they are made: what the protocol leaves to the engine).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from rulings.adapters.in_process import Inexpressible, Refused
from rulings.adapters.phase.table import Table


def optional_effect(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 603.5, 609.3: "you may", answered by the player's standing `may` for that object; without one,
    declined (the protocol's steps say `may` wherever the answer matters)."""
    accept = t.may.get(int(data.get("source_id", -1)), False)
    return {"type": "DecideOptionalEffect", "data": {"accept": accept}}


def copy_target(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 707.2: what a Clone copies, the first object the player's `prefer` names that it can copy."""
    valid = [int(v) for v in data.get("valid_targets") or []]
    for pid in t.prefer.get(int(data.get("player", -1)), []):
        if pid in valid:
            return _legal_with(t, pid, "the copy")
    if len(valid) == 1:  # one thing to copy (phase.rs offers no declining it: its "you may" is no choice)
        return _legal_with(t, valid[0], "the copy")
    raise Inexpressible("the request names nothing for the copy to copy (prefer)")


def copy_retarget(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 707.10c: the copy's targets the cast's `new_targets` names, one per prompt in order; without it, the
    copy keeps the copied spell's targets."""
    wanted = choices.get("new_targets")
    if not wanted:
        return {"type": "KeepAllCopyTargets"}
    index = t.retargeted
    t.retargeted += 1
    if index >= len(wanted):
        return {"type": "KeepAllCopyTargets"}
    target = t.target(wanted[index])
    for action in t.game.actions():
        reply: dict[str, Any] = action.to_dict()
        if reply.get("type") == "ChooseTarget" and (reply.get("data") or {}).get("target") == target:
            return reply
    raise Refused(f"{wanted[index]} isn't a legal new target for the copy (CR 707.10c)")


def order_triggers(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 603.3b: the player's abilities put on the stack at once, those whose sources `prefer` names first
    going on first; the rest in the order they triggered. Abilities of one source with one text are alike."""
    triggers = list(data.get("triggers") or [])
    kinds = {(tr.get("source_id"), tr.get("description")) for tr in triggers}
    preferred = t.prefer.get(int(data.get("player", -1)), [])
    if len(kinds) > 1 and not any(tr.get("source_id") in preferred for tr in triggers):
        raise Inexpressible(
            "the request doesn't say in which order the player's triggered abilities go on (prefer)"
        )

    def rank(index: int) -> int:
        source = triggers[index].get("source_id")
        return preferred.index(source) if source in preferred else len(preferred)

    return {"type": "OrderTriggers", "data": {"order": sorted(range(len(triggers)), key=rank)}}


def discard_to_hand_size(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 514.1: the cards the advance's `discard` names; the rest (the protocol leaves them to the engine)
    the last of the hand, as the reference engine picks."""
    count, hand = int(data.get("count", 0)), [int(c) for c in data.get("cards") or []]
    named = [t.pid(c) for c in choices.get("discard") or []]
    if len(named) > count or set(named) - set(hand):
        raise Refused(
            f"the cleanup step discards {count} card(s) from the hand, not {choices.get('discard')} (CR 514.1)"
        )
    rest = [c for c in reversed(hand) if c not in named][: count - len(named)]
    return {"type": "SelectCards", "data": {"cards": named + rest}}


def chosen_cards(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 101.4: a card to discard or a permanent to sacrifice that an effect has the player choose: the first
    the player's `prefer` names; with no choice to make (as many as asked), those."""
    count, cards = int(data.get("count", 1)), [int(c) for c in data.get("cards") or []]
    if len(cards) <= count:
        return {"type": "SelectCards", "data": {"cards": cards}}
    preferred = [pid for pid in t.prefer.get(int(data.get("player", -1)), []) if pid in cards]
    if len(preferred) < count:
        raise Inexpressible(
            f"the request doesn't say which {count} of {len(cards)} the player chooses (prefer)"
        )
    return {"type": "SelectCards", "data": {"cards": preferred[:count]}}


def legend(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 704.5j: the legendary permanent the action's `keep` names; without one the engine chooses (the
    protocol leaves it to the engine), here phase.rs's first candidate."""
    candidates = [int(c) for c in data.get("candidates") or []]
    keep = next((t.pid(k) for k in choices.get("keep") or [] if t.pid(k) in candidates), candidates[0])
    return {"type": "ChooseLegend", "data": {"keep": keep}}


def exert(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 701.43d, 508.1g: an attacker exerted as it attacks where the declaration says `exert`."""
    attacker = int(data.get("attacker", -1))
    t.exerted.add(attacker)
    return {"type": "ChooseExert", "data": {"exert": attacker in t.exert}}


def distribute(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 601.2d: the cast's `divide`, one amount per target in the order of `targets`."""
    targets = list(data.get("targets") or [])
    amounts = [int(n) for n in choices.get("divide") or []]
    asked = [t.target(name) for name in choices.get("targets") or []]
    if not amounts:
        if len(targets) != 1:  # the division is announced as the spell is cast, not left to the engine
            raise Refused(
                f"a spell dividing among {len(targets)} targets is cast with its division (CR 601.2d)"
            )
        return {
            "type": "DistributeAmong",
            "data": {"distribution": [[targets[0], int(data.get("total", 0))]]},
        }
    if len(amounts) != len(asked) or sorted(map(str, asked)) != sorted(map(str, targets)):
        raise Refused(f"a division of {amounts} among {choices.get('targets')} (CR 601.2d)")
    t.divided_cast = True
    return {
        "type": "DistributeAmong",
        "data": {"distribution": [[a, n] for a, n in zip(asked, amounts, strict=True)]},
    }


def pay_amount(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 107.1c: how many counters a "remove any number of counters" cost removes, the activation's `remove`."""
    low, high = int(data.get("min", 0)), int(data.get("max", 0))
    if "remove" not in choices and low != high:
        raise Inexpressible("the request doesn't say how many to pay (remove)")
    amount = int(choices.get("remove", low))
    if not low <= amount <= high:
        raise Refused(f"{amount} can't be paid: between {data.get('min')} and {data.get('max')} (CR 107.1c)")
    return {"type": "SubmitPayAmount", "data": {"amount": amount}}


def adventure(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 715.3: cast as its Adventure only where the cast says `adventure`."""
    t.adventured = bool(choices.get("adventure"))
    return {"type": "ChooseAdventureFace", "data": {"creature": not choices.get("adventure")}}


def cast_offer(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """phase-python 0.103.0's CastOffer prompt; its Adventure kind is the choice of face (CR 715.3)."""
    kind = (data.get("kind") or {}).get("type")
    if kind != "Adventure":
        raise Inexpressible(f"the adapter can't answer its CastOffer prompt of kind {kind!r}")
    return adventure(t, data, choices)


def casting_variant(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """The way a spell is cast, of those phase.rs offers: without paying its mana cost where the cast says
    `without_paying` (CR 118.9), its bestow, dash, mutate or Adventure where it says so, else its mana cost."""
    options = list(data.get("options") or [])
    if choices.get("without_paying"):
        name, what = "NoCost", "without paying its mana cost"
    elif choices.get("as") == "aura" or choices.get("alternative") or choices.get("adventure"):
        name = (
            "Bestow"
            if choices.get("as") == "aura"
            else str(choices.get("alternative") or "Adventure").capitalize()
        )
        what = f"for its {name.lower()}"
    else:
        name, what = "Normal", "for its mana cost"

    def wanted(option: dict[str, Any]) -> bool:
        if name == "NoCost":
            return bool((option.get("mana_cost") or {}).get("type") == "NoCost")
        if name == "Normal":
            return bool(option.get("variant") == "Normal")
        return name in str(option.get("variant")) or name in str(option.get("face"))

    found = [i for i, option in enumerate(options) if wanted(option)]
    if not found:
        raise Refused(f"it can't be cast {what}: phase.rs offers {[str(o.get('variant')) for o in options]}")
    chosen = options[found[0]]
    t.bestowed = "Bestow" in str(chosen.get("variant"))
    t.alternated = chosen.get("variant") != "Normal" and not choices.get("without_paying")
    t.adventured = "Adventure" in str(chosen)
    return {"type": "ChooseCastingVariant", "data": {"index": found[0]}}


def modes(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 601.2b, 700.2a: the cast's `modes`, each by its printed text or that text's first sentence."""
    modal = data.get("modal") or {}
    texts = [sentence(str(d)) for d in modal.get("mode_descriptions") or []]
    if "modes" not in choices:
        if int(modal.get("mode_count", 0)) == 1:
            return {"type": "SelectModes", "data": {"indices": [0]}}
        raise Inexpressible("the request names none of the spell's modes (modes)")
    indices = []
    for mode in choices["modes"]:
        wanted = sentence(str(mode))
        found = [i for i, text in enumerate(texts) if text == wanted or text.startswith(wanted)]
        if not found:
            raise Refused(
                f"the spell has no mode {mode!r} (CR 700.2a): it has {modal.get('mode_descriptions')}"
            )
        indices.append(found[0])
    return {"type": "SelectModes", "data": {"indices": indices}}


def ability_mode(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 603.3c, 700.2: a modal triggered ability's mode, chosen as it is put on the stack: the player's standing
    `mode` for its source; a mode phase.rs doesn't offer (no legal target) is passed over, and with one mode left
    there is no choice."""
    offered: list[dict[str, Any]] = [a.to_dict() for a in t.game.actions() if a.kind == "SelectModes"]
    if len(offered) == 1:
        return offered[0]
    if data.get("is_activated"):
        raise Inexpressible("the request names none of the activated ability's modes")
    source = int(data.get("source_id", -1))
    wanted = t.modes.get((int(data.get("player", -1)), source))
    texts = [str(d) for d in (data.get("modal") or {}).get("mode_descriptions") or []]
    if wanted is None:
        raise Inexpressible(f"the request names none of the modes of {t.name(source)}'s ability (mode)")
    name = str(t.game.object(source).get("name") or "")
    for index, text in enumerate(texts):
        reply: dict[str, Any] = {"type": "SelectModes", "data": {"indices": [index]}}
        if same_mode(text, wanted, name) and reply in offered:
            return reply
    raise Inexpressible(
        f"its mode {wanted!r} can't be chosen (no legal target), and the request names none of the others (mode)"
    )


def same_mode(text: str, wanted: str, name: str) -> bool:
    """Whether phase.rs's text of a mode, which names the card "~", is the printed one (which names it "this
    creature" or by its name, CR 201.5), compared loosely."""
    loose = re.sub(r"\s+", " ", text).strip().rstrip(".").lower()
    names = "|".join(re.escape(n.lower()) for n in {name, name.split(",", maxsplit=1)[0]} if n)
    pattern = re.escape(loose).replace(re.escape("~"), rf"(?:this [a-z]+|{names})")
    return re.fullmatch(pattern, re.sub(r"\s+", " ", wanted).strip().rstrip(".").lower()) is not None


def sentence(text: str) -> str:
    """A mode's text compared loosely: lower case, without the card's name or the final full stop."""
    return re.sub(r"\s+", " ", text.replace("~", "")).strip().rstrip(".").lower()


def _legal_with(t: Table, pid: int, what: str) -> dict[str, Any]:
    """The legal action whose payload names the object."""
    for action in t.game.actions():
        reply: dict[str, Any] = action.to_dict()
        if pid in _ids_in(reply.get("data")):
            return reply
    raise Refused(f"{t.name(pid)} can't be chosen for {what}")


def _ids_in(value: Any) -> set[int]:
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {value}
    if isinstance(value, dict):
        return set().union(*(_ids_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_ids_in(v) for v in value)) if value else set()
    return set()


def scry(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 701.22a: the player's standing `scry` answer for the object whose ability has them scry (phase.rs's
    EffectResolved of kind Scry names it, just before its ScryChoice): `top` on top, the first topmost, the rest
    on the bottom in the order phase.rs looked at them (its SelectCards names only the top)."""
    player, cards = int(data.get("player", -1)), [int(c) for c in data.get("cards") or []]
    source = next(
        (
            int(e["data"]["source_id"])
            for e in reversed(t.resolving)
            if e.get("type") == "EffectResolved" and (e.get("data") or {}).get("kind") == "Scry"
        ),
        None,
    )
    answer = t.scry.get((player, source)) if source is not None else None
    looked = ", ".join(t.name(c) for c in cards)
    if answer is None or sorted(answer[0] + answer[1]) != sorted(cards):
        raise Inexpressible(f"the request places none or not all of the cards scried ({looked}) (scry)")
    top, bottom = answer
    if bottom != [c for c in cards if c in bottom]:
        raise Inexpressible(
            f"its ScryChoice puts the cards not kept on top on the bottom in the order it looked at them ({looked}), "
            "not in another"
        )
    return {"type": "SelectCards", "data": {"cards": top}}


def mutate_merge(t: Table, data: dict[str, Any], choices: dict[str, Any]) -> dict[str, Any]:
    """CR 702.140c: a mutating creature spell merging with its target, over or under it as its cast's `merge`
    said (phase.rs asks as the spell resolves: its `merging_id` is the spell, `target_id` the creature)."""
    spell = int(data.get("merging_id", -1))
    side = t.merge.get(spell)
    if side is None:
        raise Inexpressible(f"the cast of {t.name(spell)} didn't say whether it merges over or under (merge)")
    return {"type": "ChooseMutateMergeSide", "data": {"side": "Top" if side == "over" else "Bottom"}}


Choice = Callable[[Table, dict[str, Any], dict[str, Any]], dict[str, Any]]
CHOICES: dict[str, Choice] = {
    "OptionalEffectChoice": optional_effect,
    "CopyTargetChoice": copy_target,
    "CopyRetarget": copy_retarget,
    "OrderTriggers": order_triggers,
    "DiscardToHandSize": discard_to_hand_size,
    "DiscardChoice": chosen_cards,
    "EffectZoneChoice": chosen_cards,
    "ChooseLegend": legend,
    "ExertChoice": exert,
    "DistributeAmong": distribute,
    "PayAmountChoice": pay_amount,
    "AdventureCastChoice": adventure,
    "CastOffer": cast_offer,
    "ModeChoice": modes,
    "CastingVariantChoice": casting_variant,
    "ScryChoice": scry,
    "AbilityModeChoice": ability_mode,
    "MutateMergeChoice": mutate_merge,
}
