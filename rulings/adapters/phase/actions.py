"""A player's actions onto phase.rs's own: ActivateAbility, CastSpell, PlayLand, PassPriority; and the check
that the engine's own choice (a target it picked by itself) never stands in for the request's."""

from __future__ import annotations

from typing import Any

from rulings.adapters.in_process import Inexpressible, Refused
from rulings.adapters.phase.prompts import apply
from rulings.adapters.phase.table import Table
from rulings.adapters.phase.vocabulary import PASS
from rulings.protocol import Message


def activate(t: Table, action: dict[str, Any]) -> list[Message]:
    """CR 602; with no ability named and a mana type asked for, the first mana ability that makes it."""
    choices: dict[str, Any] = action.get("choices") or {}
    pid = t.pid(action["object"])
    if action.get("ability") is None and choices.get("mana"):
        abilities = t.game.object(pid).get("abilities") or []
        mana = [
            i for i, a in enumerate(abilities) if a.get("kind") == "Activated" and a.get("is_mana_ability")
        ]
        for index in mana[:-1]:
            try:
                return activate_one(t, action, index)
            except Refused:
                continue  # that ability doesn't make the type: the next one may (Chromatic Lantern's)
        if mana:
            return activate_one(t, action, mana[-1])
    return activate_one(t, action, None)


def activate_one(t: Table, action: dict[str, Any], index: int | None) -> list[Message]:
    player, pid = t.seat(action["player"]), t.pid(action["object"])
    choices: dict[str, Any] = action.get("choices") or {}
    if "remove" in choices:
        raise Inexpressible("no activation can say how many counters a cost removes")
    if "reselect" in choices:
        raise Inexpressible("no activation can reselect which player a creature attacks (CR 508.7)")
    if index is None:
        index = ability_index(t, pid, action.get("ability"), choices)
    ability = t.game.object(pid)["abilities"][index]
    if (ability.get("effect") or {}).get("type") == "Unimplemented":
        raise Inexpressible(
            f"its card parser left this ability unimplemented: {ability.get('description')!r}"
        )
    step = {"type": "ActivateAbility", "data": {"source_id": pid, "ability_index": index}}
    t.targeted = t.x_asked = False
    t.stacked_before = {entry["id"] for entry in t.game.stack()}
    with t.atomic():
        events = apply(t, player, step, choices)
        verify_choices_used(t, choices)
        wanted = choices.get("mana")
        made = {
            e.get("mana") for e in events if e["kind"] == "mana_added" and e.get("source") == action["object"]
        }
        if wanted and f"{{{wanted}}}" not in made:  # no choice was offered, and the one mana wasn't it
            raise Refused(
                f"{action['object']} can't make {{{wanted}}}: it made {''.join(sorted(map(str, made))) or 'nothing'}"
            )
        return events


def ability_index(t: Table, pid: int, wanted: object, choices: dict[str, Any]) -> int:
    """phase.rs's index of the ability: the protocol counts activated abilities, mana abilities first."""
    abilities = t.game.object(pid).get("abilities") or []
    activated = [i for i, a in enumerate(abilities) if a.get("kind") == "Activated"]
    ordered = sorted(activated, key=lambda i: not abilities[i].get("is_mana_ability"))
    if not ordered:
        raise Refused(f"{t.pids.get(pid, pid)} has no activated ability")
    if isinstance(wanted, int):
        if wanted >= len(ordered):
            raise Refused(f"{t.pids.get(pid, pid)} has {len(ordered)} activated abilities")
        return ordered[wanted]
    if isinstance(wanted, str):
        for i in ordered:
            if (abilities[i].get("description") or "").strip() == wanted.strip():
                return i
        raise Refused(f"{t.pids.get(pid, pid)} has no ability {wanted!r}")
    if choices.get("targets"):  # "the one that fits": an ability with a target
        return next((i for i in ordered if not abilities[i].get("is_mana_ability")), ordered[0])
    return ordered[0]


def cast(t: Table, action: dict[str, Any]) -> list[Message]:
    player, pid = t.seat(action["player"]), t.pid(action["object"])
    obj = t.game.object(pid)
    origin = action.get("from")
    if origin and obj["zone"].lower() != origin:
        raise Refused(f"{action['object']} is in the {obj['zone'].lower()}, not the {origin}")
    choices: dict[str, Any] = {k: action[k] for k in ("x", "as", "targets") if k in action}
    t.bestowed = t.targeted = t.x_asked = False
    t.stacked_before = {entry["id"] for entry in t.game.stack()}
    step = {"type": "CastSpell", "data": {"object_id": pid, "card_id": obj["card_id"], "targets": []}}
    with t.atomic():
        events = apply(t, player, step, choices)
        verify_choices_used(t, choices)
        if choices.get("as") == "aura" and not t.bestowed:
            raise Refused(f"{action['object']} has no bestow cost to cast it as an Aura (CR 702.103a)")
        if not any(e["kind"] == "cast" for e in events):
            raise Refused(
                f"{action['object']} wasn't cast: the game waits for {t.game.waiting_for()['type']}"
            )
        return events


def verify_choices_used(t: Table, choices: dict[str, Any]) -> None:
    """The engine's own choice never stands in for the request's: targets phase.rs chose by itself (the only
    legal one) are compared with the request's, and an X it never asked for can't be given to it."""
    if "targets" in choices and not t.targeted:
        chosen = chosen_targets(t)
        asked = [t.target(name) for name in choices["targets"]]
        if chosen is None and asked:
            raise Inexpressible(f"it asked for no targets, so {choices['targets']} can't be given to it")
        if chosen is not None and sorted(map(str, chosen)) != sorted(map(str, asked)):
            named = [t.target_name(target) for target in chosen]
            raise Refused(
                f"it chose {named or 'no target'} by itself as the only legal choice, not {choices['targets']} "
                "(CR 601.2c)"
            )
    if int(choices.get("x") or 0) and not t.x_asked:
        raise Inexpressible(f"it asked for no value of X, so X={choices['x']} can't be given to it")


def chosen_targets(t: Table) -> list[dict[str, int]] | None:
    """The targets of the spell or ability the action just put on the stack (None: nothing went there)."""
    stack = t.game.stack()
    if not stack or stack[-1]["id"] in t.stacked_before:
        return None
    data = (stack[-1].get("kind") or {}).get("data") or {}
    ability = data.get("ability") if isinstance(data, dict) else None
    return list((ability or {}).get("targets") or [])


def play_land(t: Table, action: dict[str, Any]) -> list[Message]:
    player, pid = t.seat(action["player"]), t.pid(action["object"])
    card_id = t.game.object(pid)["card_id"]
    return apply(t, player, {"type": "PlayLand", "data": {"object_id": pid, "card_id": card_id}}, {})


def pass_priority(t: Table, action: dict[str, Any]) -> list[Message]:
    player = t.seat(action["player"])
    holder = t.priority()
    if holder != player:
        who = "no one" if holder is None else t.players[holder]
        raise Refused(f"{action['player']} doesn't have priority ({who} does) (CR 117.3d)")
    return apply(t, player, PASS, {})


def resolve(t: Table, action: dict[str, Any]) -> list[Message]:
    """Each player passes once in succession (CR 117.4): the top of the stack resolves or the step ends."""
    events: list[Message] = []
    g = t.game
    before = (len(g.stack()), g.phase, g.turn)
    for _ in t.players:
        holder = t.priority()
        if holder is None or (len(g.stack()), g.phase, g.turn) != before:
            break
        events += apply(t, holder, PASS, {})
    return events
