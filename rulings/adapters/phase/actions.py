"""A player's actions onto phase.rs's own: ActivateAbility, CastSpell, PlayLand, PassPriority; and the check
that the engine's own choice (a target it picked by itself) never stands in for the request's."""

from __future__ import annotations

from typing import Any

from rulings.adapters.in_process import Inexpressible, Refused
from rulings.adapters.phase import convoke, reads
from rulings.adapters.phase.choices import same_mode
from rulings.adapters.phase.prompts import apply
from rulings.adapters.phase.table import Table
from rulings.adapters.phase.vocabulary import PASS
from rulings.protocol import Message

CAST_CHOICES = (
    *(
        "x",
        "as",
        "targets",
        "divide",
        "modes",
        "adventure",
        "keep",
        "alternative",
        "new_targets",
        "without_paying",
        "convoke",
    ),
)
# A choice the request makes and the prompt phase.rs asks it with: a choice never asked is never ignored.
ASKED_BY = {
    "remove": ("PayAmountChoice",),
    "divide": ("DistributeAmong",),
    "adventure": ("AdventureCastChoice", "CastingVariantChoice", "CastOffer"),
    "modes": ("ModeChoice",),
}


def activate(t: Table, action: dict[str, Any]) -> list[Message]:
    """CR 602; with no ability named and a mana type asked for, the first mana ability that makes it."""
    choices: dict[str, Any] = action.get("choices") or {}
    pid = t.pid(action["object"])
    if "return" in choices:
        return ninjutsu(t, action)
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
            return activate_one(t, action, mana[-1], last=True)
    return activate_one(t, action, None)


def activate_one(t: Table, action: dict[str, Any], index: int | None, last: bool = False) -> list[Message]:
    """One activation; `last`: the permanent's last mana ability tried for the type asked, which may make no mana
    at all (Astral Cornucopia with no charge counters, CR 107.3m): the activation stands, the pool unchanged."""
    player, pid = t.seat(action["player"]), t.pid(action["object"])
    choices: dict[str, Any] = {
        **(action.get("choices") or {}),
        **{k: action[k] for k in ("keep",) if k in action},
    }
    if index is None:
        index = ability_index(t, pid, action.get("ability"), choices)
    ability = t.game.object(pid)["abilities"][index]
    if (ability.get("effect") or {}).get("type") == "Unimplemented":
        raise Inexpressible(
            f"its card parser left this ability unimplemented: {ability.get('description')!r}"
        )
    step = {"type": "ActivateAbility", "data": {"source_id": pid, "ability_index": index}}
    t.targeted = t.x_asked = False
    t.asked = set()
    t.has_x = "X" in str(ability.get("cost"))
    t.stacked_before = {entry["id"] for entry in t.game.stack()}
    with t.atomic():
        events = mana_first(t, player, action.get("mana_abilities") or [], pid)
        events += apply(t, player, step, choices)
        verify_choices_used(t, choices)
        wanted = choices.get("mana")
        made = {
            e.get("mana") for e in events if e["kind"] == "mana_added" and e.get("source") == action["object"]
        }
        if wanted and f"{{{wanted}}}" not in made and (made or not last):  # the one mana made wasn't it
            raise Refused(
                f"{action['object']} can't make {{{wanted}}}: it made {''.join(sorted(map(str, made))) or 'nothing'}"
            )
        return events


def ninjutsu(t: Table, action: dict[str, Any]) -> list[Message]:
    """CR 702.49a: ninjutsu, phase.rs's ActivateNinjutsu, returning the unblocked attacker `return` names."""
    player, pid = t.seat(action["player"]), t.pid(action["object"])
    choices: dict[str, Any] = action.get("choices") or {}
    returned = t.pid(choices["return"])
    step = {"type": "ActivateNinjutsu", "data": {"ninjutsu_object_id": pid, "creature_to_return": returned}}
    t.asked = set()
    with t.atomic():
        events = mana_first(t, player, action.get("mana_abilities") or [], pid)
        return events + apply(t, player, step, {k: v for k, v in choices.items() if k != "return"})


def mana_first(t: Table, player: int, sources: list[str], activating: int | None = None) -> list[Message]:
    """CR 602.2b, 605.3a: the mana abilities of the permanents listed, one activation each, before the cost is
    paid; not the ability being activated itself (CR 605.3c)."""
    events: list[Message] = []
    for source in sources:
        pid = t.pid(source)
        if pid == activating:
            raise Refused(f"{source}'s ability can't be activated again until it has resolved (CR 605.3c)")
        abilities = t.game.object(pid).get("abilities") or []
        mana = [
            i for i, a in enumerate(abilities) if a.get("kind") == "Activated" and a.get("is_mana_ability")
        ]
        if not mana:
            raise Refused(f"{source} has no mana ability")
        events += apply(
            t, player, {"type": "ActivateAbility", "data": {"source_id": pid, "ability_index": mana[0]}}, {}
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
        # phase.rs's text names the card "~"; Oracle text names it, perhaps by a shortened name (CR 201.5, 201.5c).
        name = str(t.game.object(pid).get("name") or "")
        names = {name, name.split(",", maxsplit=1)[0]}
        for i in ordered:
            text = (abilities[i].get("description") or "").strip()
            if wanted.strip() in {text, *(text.replace("~", n) for n in names)}:
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
    choices: dict[str, Any] = {k: action[k] for k in CAST_CHOICES if k in action}
    t.bestowed = t.targeted = t.x_asked = t.alternated = False
    t.asked, t.retargeted, t.convoked = set(), 0, []
    pool = sum(reads.pool(t, player).values())
    t.has_x = "X" in ((obj.get("mana_cost") or {}).get("shards") or [])
    t.stacked_before = {entry["id"] for entry in t.game.stack()}
    step = {"type": "CastSpell", "data": {"object_id": pid, "card_id": obj["card_id"], "targets": []}}
    if action.get("face_down"):  # CR 702.37c: cast face down for {3}, phase.rs's PlayFaceDown
        step = {"type": "PlayFaceDown", "data": {"object_id": pid, "card_id": obj["card_id"]}}
    with t.atomic():
        events = apply(t, player, step, choices)
        verify_choices_used(t, choices)
        convoke.never_asked(t, pid, choices.get("convoke") or {})
        if choices.get("as") == "aura" and not t.bestowed:
            raise Refused(f"{action['object']} has no bestow cost to cast it as an Aura (CR 702.103a)")
        variant = casting_variant(t)
        if choices.get("alternative") and not t.alternated and variant != choices["alternative"].capitalize():
            # phase.rs takes the one cost the pool can pay without asking: its choice is compared, not trusted.
            raise Refused(
                f"{action['object']} can't be cast for its {choices['alternative']} cost (CR 118.9a)"
            )
        if (
            action.get("without_paying")
            and sum(reads.pool(t, player).values()) < pool
            and variant == "Normal"
        ):
            # phase.rs casts without paying where an effect lets it (Omniscience), choosing so by itself: its
            # casting variant then names that permission. Cast normally, with mana spent, no effect did (CR 118.9);
            # mana spent on a permission's cast pays additional costs and increases (CR 118.9d: Mystical Tether's
            # {2} more for flash).
            raise Refused(f"{action['object']} can't be cast without paying its mana cost: phase.rs paid it")
        if not any(e["kind"] == "cast" for e in events):
            raise Refused(
                f"{action['object']} wasn't cast: the game waits for {t.game.waiting_for()['type']}"
            )
        if action.get("merge"):  # CR 702.140c: chosen as the spell resolves, at phase.rs's MutateMergeChoice
            t.merge[pid] = str(action["merge"])
        return events


def casting_variant(t: Table) -> str:
    """How phase.rs cast the spell the action just put on the stack ("Normal", "Dash", ...); "" if none."""
    entry = pushed(t)
    if entry is None:
        return ""
    data = (entry.get("kind") or {}).get("data") or {}
    return str(data.get("casting_variant") or "") if isinstance(data, dict) else ""


def pushed(t: Table) -> dict[str, Any] | None:
    """The stack entry the action just put there: the first new one, not the top, since an ability triggered
    by the cast or activation (Chalice of the Void's, Ancient Cornucopia's) goes on above it (CR 601.2i, 603.3)."""
    new = [entry for entry in t.game.stack() if entry["id"] not in t.stacked_before]
    return new[0] if new else None


def verify_choices_used(t: Table, choices: dict[str, Any]) -> None:
    """The engine's own choice never stands in for the request's: targets phase.rs chose by itself (the only
    legal one) are compared with the request's, and an X it never asked for can't be given to it."""
    if "targets" in choices and not t.targeted:
        chosen = chosen_targets(t)
        asked = [t.target(name) for name in choices["targets"]]
        if chosen is None and asked:
            raise Inexpressible(f"it asked for no targets, so {choices['targets']} can't be given to it")
        # phase.rs records no player it chose by itself on the entry (Misstep's): that can't be compared.
        unrecorded = not chosen and all("Player" in target for target in asked)
        if not unrecorded and (chosen or []) != asked:  # in the order of the text, CR 601.2c
            named = [t.target_name(target) for target in chosen or []]
            raise Refused(
                f"it chose {named or 'no target'} by itself as the only legal choice, not {choices['targets']} "
                "(CR 601.2c)"
            )
    for key, prompts in ASKED_BY.items():
        if (
            choices.get(key)
            and not t.asked.intersection(prompts)
            and not (key == "divide" and len(choices[key]) < 2)
        ):
            raise Inexpressible(
                f"it asked for no {prompts[0]} prompt, so {key}={choices[key]!r} can't be given to it"
            )
    if int(choices.get("x") or 0) and not t.x_asked:
        if not t.has_x:  # CR 107.3: only a cost with X has an X to choose
            raise Refused(f"its cost has no X, so X={choices['x']} can't be chosen (CR 107.3, 601.2f)")
        raise Inexpressible(f"it asked for no value of X, so X={choices['x']} can't be given to it")


def chosen_targets(t: Table) -> list[dict[str, int]] | None:
    """The targets of the spell or ability the action just put on the stack, those of its sub-abilities
    included (a fight's second target); None when nothing went there."""
    entry = pushed(t)
    if entry is None:
        return None
    data = (entry.get("kind") or {}).get("data") or {}
    ability = data.get("ability") if isinstance(data, dict) else None
    targets: list[dict[str, int]] = []
    while isinstance(ability, dict):
        targets += [target for target in ability.get("targets") or [] if target not in targets]
        ability = ability.get("sub_ability")
    return targets


def may(t: Table, action: dict[str, Any]) -> list[Message]:
    """The player's standing answer to the "you may" choices of that object's abilities (CR 603.5)."""
    t.seat(action["player"])
    t.may[t.pid(action["object"])] = bool(action["answer"])
    return []


def mode(t: Table, action: dict[str, Any]) -> list[Message]:
    """The player's standing choice of mode for that object's modal triggered abilities (CR 603.3c, 700.2);
    illegal for a mode they don't have."""
    seat, pid = t.seat(action["player"]), t.pid(action["object"])
    obj = t.game.object(pid)
    texts = modal_texts(obj.get("trigger_definitions") or [])
    if not any(same_mode(text, str(action["mode"]), str(obj.get("name") or "")) for text in texts):
        raise Refused(f"{action['object']}'s triggered abilities have no mode {action['mode']!r}: {texts}")
    t.modes[(seat, pid)] = str(action["mode"])
    return []


def modal_texts(value: Any) -> list[str]:
    """Every mode's text in phase.rs's definitions of abilities (their `modal.mode_descriptions`)."""
    if isinstance(value, list):
        return [text for item in value for text in modal_texts(item)]
    if not isinstance(value, dict):
        return []
    own = (
        [str(d) for d in (value.get("modal") or {}).get("mode_descriptions") or []]
        if "modal" in value
        else []
    )
    return own + [text for key, item in value.items() if key != "modal" for text in modal_texts(item)]


def scry(t: Table, action: dict[str, Any]) -> list[Message]:
    """The player's standing answer to where the cards go as that object's ability has them scry (CR 701.22a)."""
    top, bottom = [t.pid(o) for o in action.get("top") or []], [t.pid(o) for o in action.get("bottom") or []]
    t.scry[(t.seat(action["player"]), t.pid(action["object"]))] = (top, bottom)
    return []


def prefer(t: Table, action: dict[str, Any]) -> list[Message]:
    """The player's standing choices among objects, replacing their earlier ones (CR 603.3b, 101.4)."""
    objects = action.get("objects") or []
    if any(o in t.players for o in objects):  # a triggered ability's target that is a player (CR 603.3d)
        raise Inexpressible("the adapter keeps phase.rs's standing choices among objects only, not players")
    t.prefer[t.seat(action["player"])] = [t.pid(o) for o in objects]
    return []


def concede(t: Table, action: dict[str, Any]) -> list[Message]:
    """CR 104.3a: the player concedes, at any time; phase.rs's Concede needs no priority."""
    seat = t.seat(action["player"])
    if t.game.player(seat).get("is_eliminated"):
        raise Refused(f"{action['player']} has already left the game (CR 104.3a)")
    events = apply(t, seat, {"type": "Concede", "data": {"player_id": seat}}, {})
    return [{"kind": "conceded", "player": action["player"]}, *events]


def turn_face_up(t: Table, action: dict[str, Any]) -> list[Message]:
    """CR 702.37e, 116.2b: a special action, phase.rs's TurnFaceUp, paying the morph cost from the pool."""
    player, pid = t.seat(action["player"]), t.pid(action["object"])
    choices = {k: action[k] for k in ("keep",) if k in action}
    with t.atomic():
        events = apply(t, player, {"type": "TurnFaceUp", "data": {"object_id": pid}}, choices)
        if t.game.object(pid).get("face_down"):
            raise Refused(
                f"{action['object']} wasn't turned face up: the game waits for {t.game.waiting_for()['type']}"
            )
    return [*events, {"kind": "turned_face_up", "player": action["player"], "object": action["object"]}]


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
