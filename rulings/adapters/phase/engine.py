"""phase.rs behind protocol v1, through its Python bindings (`phase-python`, pinned by the `phase` extra).

How each request maps onto the bindings:

- `setup`: a new game whose decks are the board's cards (each owner's, plus a few vanilla fillers so that
  a draw step has something to draw), both opening hands kept; then the game state's `debug_mode` is
  switched on (the bindings expose no other way) and the engine's debug actions put each card in its
  zone, with its controller, tapped state, summoning sickness, counters and attachment, set the step and
  add the pools' mana. Creating a card from nothing is not in the bindings, hence the decks.
- `act`: `game.apply(seat, action)` with the engine's own actions (ActivateAbility, CastSpell, PlayLand,
  PassPriority); each prompt that follows (`game.waiting_for()`: a mana type, X, targets, a replacement
  effect's order, a sacrifice, bestow, untap choices) is answered from the request's choices. phase.rs
  refuses an illegal action with ValueError and leaves the game unchanged: `illegal`, with its reason.
  A prompt the request can't answer (a mana type the ability can't make) restores the game as it was.
  Combat is phase.rs's own: `declare_attackers` / `declare_blockers` pass priority until its DeclareAttackers
  / DeclareBlockers prompt and answer it with the request's declaration; `advance`'s `damage` answers its
  AssignCombatDamage prompt; the `player` query reads its life total and elimination.
- `query`: read from the game; `could_produce`, `can_cast`, `can_activate` and `can_attack` have no query
  in phase.rs, so they are asked of a copy of the game: the ability activated (untapped, costs aside,
  CR 106.7), the spell cast, the combat begun, and the copy thrown away.
- Events: phase.rs's typed events, translated (PermanentTapped -> tapped, ManaAdded -> mana_added, ...).
  It has no "triggered" event: a triggered ability is reported when it is put on the stack.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any, ClassVar, Literal

from rulings.adapters.in_process import Inexpressible, InProcessAdapter, Refused, release_of, wrong_protocol
from rulings.protocol import PROTOCOL_VERSION, Message
from rulings.protocol.schema import protocol_schema

INSTALL = "pip install 'mtg-rulings[phase]'"
STEPS = {
    "untap": "Untap",
    "upkeep": "Upkeep",
    "draw": "Draw",
    "precombat_main": "PreCombatMain",
    "beginning_of_combat": "BeginCombat",
    "declare_attackers": "DeclareAttackers",
    "declare_blockers": "DeclareBlockers",
    "combat_damage": "CombatDamage",
    "end_of_combat": "EndCombat",
    "postcombat_main": "PostCombatMain",
    "end": "End",
    "cleanup": "Cleanup",
}
PHASE_STEPS = {phase: step for step, phase in STEPS.items()}
MANA = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}
MANA_LETTER = {name: letter for letter, name in MANA.items()}
ZONES = {"library", "hand", "battlefield", "graveyard", "exile", "command"}
COUNTERS = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
COUNTER_NAMES = {"Plus1Plus1": "+1/+1", "P1P1": "+1/+1", "Minus1Minus1": "-1/-1", "M1M1": "-1/-1"}
KEEP = {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}}
PASS = {"type": "PassPriority"}
FILLER = "Grizzly Bears"  # a vanilla card: what each library holds besides the board's cards
FILLERS = 8
SEED = 1
MAX_PROMPTS = 30
TEMPLATES = 64  # saved new-game states kept (each about 100 kB of JSON), oldest dropped first
MAX_PASSES = 400  # an advance crosses at most this many priority passes (a few turns of four players)
# The fields of each request this adapter maps onto phase.rs. A request or field the protocol defines and this
# list lacks (an optional one, or one added since) is `unsupported`, never silently ignored; a request type the
# protocol doesn't define at all is an `error`.
MAPPED_ACTIONS: dict[str, frozenset[str]] = {
    "activate": frozenset({"player", "object", "ability", "choices"}),
    "cast": frozenset({"player", "object", "from", "as", "x", "targets"}),
    "play_land": frozenset({"player", "object"}),
    "pass_priority": frozenset({"player"}),
    "resolve": frozenset(),
    "advance": frozenset({"player", "step", "keep_tapped", "damage"}),
    "declare_attackers": frozenset({"player", "attackers"}),
    "declare_blockers": frozenset({"player", "blocks"}),
}
MAPPED_CHOICES = frozenset({"mana", "order", "sacrifice", "remove", "targets", "x"})
MAPPED_QUERIES: dict[str, frozenset[str]] = {
    "mana_pool": frozenset({"player"}),
    "object": frozenset({"object"}),
    "could_produce": frozenset({"object"}),
    "can_cast": frozenset({"player", "object", "from", "as", "x", "targets"}),
    "can_activate": frozenset({"player", "object", "ability", "choices"}),
    "can_attack": frozenset({"object"}),
    "stack": frozenset(),
    "events": frozenset(),
    "board": frozenset(),
    "player": frozenset({"player"}),
}
MAPPED_GAME = frozenset({"players", "turn", "priority", "objects", "pools", "life"})
MAPPED_OBJECT = frozenset(
    {"id", "card", "owner", "controller", "zone", "tapped", "sick", "counters", "attached_to", "face_down"}
)
COMBAT_STEPS = ("DeclareAttackers", "DeclareBlockers", "CombatDamage")
COMBAT_PHASE = frozenset({"BeginCombat", *COMBAT_STEPS, "EndCombat"})


class PhaseEngine(InProcessAdapter):
    """Serves one game at a time of phase.rs through the protocol."""

    name = "phase.rs"

    _engine: ClassVar[Any] = None  # the loaded card database, shared by every instance in a process
    _names: ClassVar[frozenset[str]] = frozenset()
    _templates: ClassVar[dict[str, str]] = {}  # decks, first player, turn -> saved state (see _template)

    def __init__(self) -> None:
        try:
            import phase  # noqa: PLC0415 - an optional dependency
        except ImportError as missing:
            raise ImportError(f"phase.rs is not installed ({missing}): {INSTALL}") from None
        if PhaseEngine._engine is None:
            from rulings.adapters.phase.cards import card_data_path  # noqa: PLC0415 - needs phase

            path = card_data_path()
            PhaseEngine._engine = phase.Engine.from_path(str(path))
            data = json.loads(path.read_text(encoding="utf-8"))
            PhaseEngine._names = frozenset(face["name"] for face in data.values())
        self._game: Any = None
        self._players: list[str] = []
        self._ids: dict[str, int] = {}  # protocol id -> phase object id
        self._pids: dict[int, str] = {}  # phase object id -> protocol id
        self._events: list[Message] = []
        self._stacked: set[int] = set()  # ids of what has been on the stack (spells and abilities)
        self._active = 0  # the active player's seat, as TurnStarted events report it
        self._offered_untap: set[int] = set()  # permanents phase.rs let their controller keep tapped
        self._bestowed = False  # the cast being made took its bestow cost
        self._past_untap = False  # advanced to an untap step: phase.rs went on to the upkeep
        self._declared = False  # the declaration being made was answered to phase.rs's prompt
        self._divided: set[str] = set()  # attackers whose damage division phase.rs asked for in this advance
        self._targeted = False  # the targets of the action being made were the request's answer to a prompt
        self._x_asked = False  # phase.rs asked for the X of the action being made
        self._stacked_before: set[int] = set()  # the stack's entries before the action being made
        self._paying = False  # the action's ManaPayment prompt was answered (a second one means it can't pay)

    # The Engine protocol.

    def close(self) -> None:
        """Nothing to release."""
        self._game = None

    # Requests.

    def _start(self, message: Message) -> Message:
        refusal = wrong_protocol(message)
        if refusal is not None:
            return refusal
        release = release_of("phase-python")
        about = {
            "name": "phase.rs",
            "version": release,
            "language": "Rust (Python bindings)",
            "homepage": "https://github.com/phase-rs/phase",
        }
        return {"outcome": "ok", "protocol": PROTOCOL_VERSION, "engine": about, "cards": sorted(self._names)}

    def _setup(self, message: Message) -> Message:
        game: dict[str, Any] = message.get("game") or {}
        players: list[str] = list(game.get("players") or [])
        objects: list[dict[str, Any]] = list(game.get("objects") or [])
        turn = game.get("turn") or {"active": players[0], "step": "precombat_main", "number": 1}
        _mapped("a board", game, MAPPED_GAME)
        for obj in objects:
            _mapped("a board's object", obj, MAPPED_OBJECT)
            if obj["card"] not in self._names:
                raise Inexpressible(f"its card database has no card named {obj['card']!r}")
            if obj.get("zone", "battlefield") not in ZONES:
                raise Inexpressible(f"a card can't be put in the {obj['zone']} zone without being cast")
        self._players = players
        seat = {p: i for i, p in enumerate(players)}
        decks = [[o["card"] for o in objects if o["owner"] == p] + [FILLER] * FILLERS for p in players]
        extra = {"extra_players": decks[2:], "format": "FreeForAll"} if len(players) > 2 else {}
        g = self._game = self._engine.load_game(
            self._template(decks, seat[turn["active"]], int(turn.get("number", 1)), extra)
        )
        self._events, self._stacked, self._active = [], set(), seat[turn["active"]]
        self._past_untap = False
        self._place(objects, seat)
        self._debug("SetPhase", phase=STEPS[turn["step"]], active_player=seat[turn["active"]])
        for player, mana in (game.get("pools") or {}).items():
            letters = mana.replace("{", " ").replace("}", " ").split()
            self._debug("AddMana", player_id=seat[player], mana=[MANA[t] for t in letters])
        priority = game.get("priority")
        life: dict[str, int] = game.get("life") or {}
        if (priority and priority != turn["active"]) or life:
            # Set in the state, not by the SetLife debug action, which performs state-based actions at once: a
            # board's life total of 0 is seen when a player would next receive priority (CR 704.3).
            state = g.state()
            for player, total in life.items():
                state["state"]["players"][seat[player]]["life"] = int(total)
            if priority and priority != turn["active"]:
                state["state"]["priority_player"] = seat[priority]
                state["state"]["waiting_for"] = {"type": "Priority", "data": {"player": seat[priority]}}
            self._game = self._engine.load_game(state)
        return {"outcome": "ok"}

    def _template(self, decks: list[list[str]], first: int, turn_number: int, extra: dict[str, Any]) -> str:
        """The saved state (JSON) of a new game of these decks, hands kept, debug_mode on: built once.

        A set-up then costs one `load_game` of a string instead of new_game, the mulligans, `state()` and a
        `load_game` of the dict (the bindings' conversions through Python objects are most of the cost).
        """
        key = json.dumps([decks, first, turn_number])
        saved = PhaseEngine._templates.get(key)
        if saved is None:
            try:
                g = self._engine.new_game(decks[0], decks[1], seed=SEED, first_player=first, **extra)
            except ValueError as refused:
                raise Inexpressible(f"can't start a game of {len(decks)} players: {refused}") from None
            while g.waiting_for()["type"] == "MulliganDecision":
                g.apply(g.waiting_for()["data"]["pending"][0]["player"], KEEP)
            state = g.state()
            state["state"]["debug_mode"] = True
            state["state"]["turn_number"] = turn_number
            saved = json.dumps(state)
            if len(PhaseEngine._templates) >= TEMPLATES:
                PhaseEngine._templates.pop(next(iter(PhaseEngine._templates)))
            PhaseEngine._templates[key] = saved
        return saved

    def _place(self, objects: list[dict[str, Any]], seat: dict[str, int]) -> None:  # noqa: PLR0912 - one step per field
        """Match each object to its card in its owner's hand or library, then put it where the board says."""
        g = self._game
        pool: dict[tuple[int, str], list[int]] = {}
        for s in range(len(self._players)):
            for oid in [o["id"] for o in g.hand(s)] + list(g.player(s)["library"]):
                pool.setdefault((s, g.object(oid)["name"]), []).append(oid)
        self._ids = {obj["id"]: pool[seat[obj["owner"]], obj["card"]].pop(0) for obj in objects}
        self._pids = {pid: oid for oid, pid in self._ids.items()}
        for rest in pool.values():  # the fillers, and any deck card the board doesn't name, leave the game
            for oid in rest:
                self._debug("RemoveObject", object_id=oid)
        for obj in objects:
            # A card moved to a library goes to its bottom: each library is rebuilt in board order, its first
            # card on top (CR 401.2).
            pid, zone = self._ids[obj["id"]], obj.get("zone", "battlefield").capitalize()
            if zone == "Library" and g.object(pid)["zone"] == "Library":
                self._debug("MoveToZone", object_id=pid, to_zone="Exile", simulate=False)
            if g.object(pid)["zone"] != zone:
                self._debug("MoveToZone", object_id=pid, to_zone=zone, simulate=False)
        for obj in objects:
            pid = self._ids[obj["id"]]
            if obj.get("controller", obj["owner"]) != obj["owner"]:
                self._debug("SetController", object_id=pid, controller=seat[obj["controller"]])
            if obj.get("attached_to"):
                if "Creature" in (g.object(pid).get("card_types") or {}).get("core_types", []):
                    raise Inexpressible(
                        f"its debug actions attach {obj['card']} but can't make it a bestowed Aura (CR 702.103b): "
                        "it stays a creature, which state-based actions unattach (CR 704.5p)"
                    )
                if obj["attached_to"] in seat:  # an Aura enchanting a player (a Curse, CR 303.4)
                    raise Inexpressible(
                        f"its debug actions attach only to objects, not {obj['card']} to a player"
                    )
                target = {"type": "Object", "data": self._ids[obj["attached_to"]]}
                self._debug("Attach", object_id=pid, target=target)
            if obj.get("tapped"):
                self._debug("SetTapped", object_id=pid, tapped=True)
            if obj.get("zone", "battlefield") == "battlefield":
                self._debug("SetSummoningSickness", object_id=pid, sick=bool(obj.get("sick")))
            for kind, count in (obj.get("counters") or {}).items():
                self._debug(
                    "ModifyCounters", object_id=pid, counter_type=COUNTERS.get(kind, kind), delta=count
                )
            if obj.get("face_down"):
                self._debug("SetFaceState", object_id=pid, face_down=True, transformed=None, flipped=None)

    def _act(self, message: Message) -> Message:
        action: dict[str, Any] = message.get("action") or {}
        if self._game is None:
            return {"outcome": "error", "message": "no game: send setup first"}
        kind = action.get("type")
        if kind != "advance" and (self._past_untap or self._game.phase == "Untap"):
            raise Inexpressible(
                "it doesn't stop in the untap step, where no player gets priority (CR 502.4): it goes on to "
                "the upkeep, so what a player may do in the untap step can't be asked of it"
            )
        acts: dict[str, Callable[[dict[str, Any]], list[Message]]] = {
            "activate": self._activate,
            "cast": self._cast,
            "play_land": self._play_land,
            "pass_priority": self._pass_priority,
            "resolve": self._resolve,
            "advance": self._advance,
            "declare_attackers": self._declare_attackers,
            "declare_blockers": self._declare_blockers,
        }
        unknown = _unmapped("action", kind, action, MAPPED_ACTIONS)
        if unknown is not None:
            return unknown
        events = [{k: v for k, v in e.items() if k not in ("seat", "phase")} for e in acts[str(kind)](action)]
        self._events += events
        return {"outcome": "ok", "events": events}

    def _query(self, message: Message) -> Message:
        query: dict[str, Any] = message.get("query") or {}
        if self._game is None:
            return {"outcome": "error", "message": "no game: send setup first"}
        kind = query.get("type")
        answers: dict[str, Callable[[dict[str, Any]], Any]] = {
            "mana_pool": lambda q: self._pool(self._seat(q["player"])),
            "object": lambda q: self._describe(self._pid(q["object"])),
            "could_produce": lambda q: self._could_produce(self._pid(q["object"])),
            "can_cast": lambda q: self._can(self._cast, q),
            "can_activate": lambda q: self._can(self._activate, q),
            "can_attack": lambda q: self._can_attack(self._pid(q["object"])),
            "stack": lambda q: self._stack(),
            "events": lambda q: list(self._events),
            "board": lambda q: self._board(),
            "player": lambda q: self._player(self._seat(q["player"])),
        }
        unknown = _unmapped("query", kind, query, MAPPED_QUERIES)
        if unknown is not None:
            return unknown
        return {"outcome": "value", "value": answers[str(kind)](query)}

    # Actions.

    def _activate(self, action: dict[str, Any]) -> list[Message]:
        """CR 602; with no ability named and a mana type asked for, the first mana ability that makes it."""
        choices: dict[str, Any] = action.get("choices") or {}
        pid = self._pid(action["object"])
        if action.get("ability") is None and choices.get("mana"):
            abilities = self._game.object(pid).get("abilities") or []
            mana = [
                i
                for i, a in enumerate(abilities)
                if a.get("kind") == "Activated" and a.get("is_mana_ability")
            ]
            for index in mana[:-1]:
                try:
                    return self._activate_one(action, index)
                except Refused:
                    continue  # that ability doesn't make the type: the next one may (Chromatic Lantern's)
            if mana:
                return self._activate_one(action, mana[-1])
        return self._activate_one(action, None)

    def _activate_one(self, action: dict[str, Any], index: int | None) -> list[Message]:
        player, pid = self._seat(action["player"]), self._pid(action["object"])
        choices: dict[str, Any] = action.get("choices") or {}
        if "remove" in choices:
            raise Inexpressible("no activation can say how many counters a cost removes")
        if "reselect" in choices:
            raise Inexpressible("no activation can reselect which player a creature attacks (CR 508.7)")
        if index is None:
            index = self._ability_index(pid, action.get("ability"), choices)
        ability = self._game.object(pid)["abilities"][index]
        if (ability.get("effect") or {}).get("type") == "Unimplemented":
            raise Inexpressible(
                f"its card parser left this ability unimplemented: {ability.get('description')!r}"
            )
        step = {"type": "ActivateAbility", "data": {"source_id": pid, "ability_index": index}}
        self._targeted = self._x_asked = False
        self._stacked_before = {entry["id"] for entry in self._game.stack()}
        with self._atomic():
            events = self._apply(player, step, choices)
            self._verify_choices_used(choices)
            wanted = choices.get("mana")
            made = {
                e.get("mana")
                for e in events
                if e["kind"] == "mana_added" and e.get("source") == action["object"]
            }
            if wanted and f"{{{wanted}}}" not in made:  # no choice was offered, and the one mana wasn't it
                raise Refused(
                    f"{action['object']} can't make {{{wanted}}}: it made {''.join(sorted(map(str, made))) or 'nothing'}"
                )
            return events

    def _ability_index(self, pid: int, wanted: object, choices: dict[str, Any]) -> int:
        """phase.rs's index of the ability: the protocol counts activated abilities, mana abilities first."""
        abilities = self._game.object(pid).get("abilities") or []
        activated = [i for i, a in enumerate(abilities) if a.get("kind") == "Activated"]
        ordered = sorted(activated, key=lambda i: not abilities[i].get("is_mana_ability"))
        if not ordered:
            raise Refused(f"{self._pids.get(pid, pid)} has no activated ability")
        if isinstance(wanted, int):
            if wanted >= len(ordered):
                raise Refused(f"{self._pids.get(pid, pid)} has {len(ordered)} activated abilities")
            return ordered[wanted]
        if isinstance(wanted, str):
            for i in ordered:
                if (abilities[i].get("description") or "").strip() == wanted.strip():
                    return i
            raise Refused(f"{self._pids.get(pid, pid)} has no ability {wanted!r}")
        if choices.get("targets"):  # "the one that fits": an ability with a target
            return next((i for i in ordered if not abilities[i].get("is_mana_ability")), ordered[0])
        return ordered[0]

    def _cast(self, action: dict[str, Any]) -> list[Message]:
        player, pid = self._seat(action["player"]), self._pid(action["object"])
        obj = self._game.object(pid)
        origin = action.get("from")
        if origin and obj["zone"].lower() != origin:
            raise Refused(f"{action['object']} is in the {obj['zone'].lower()}, not the {origin}")
        choices: dict[str, Any] = {k: action[k] for k in ("x", "as", "targets") if k in action}
        self._bestowed = self._targeted = self._x_asked = False
        self._stacked_before = {entry["id"] for entry in self._game.stack()}
        step = {"type": "CastSpell", "data": {"object_id": pid, "card_id": obj["card_id"], "targets": []}}
        with self._atomic():
            events = self._apply(player, step, choices)
            self._verify_choices_used(choices)
            if choices.get("as") == "aura" and not self._bestowed:
                raise Refused(f"{action['object']} has no bestow cost to cast it as an Aura (CR 702.103a)")
            if not any(e["kind"] == "cast" for e in events):
                raise Refused(
                    f"{action['object']} wasn't cast: the game waits for {self._game.waiting_for()['type']}"
                )
            return events

    def _verify_choices_used(self, choices: dict[str, Any]) -> None:
        """The engine's own choice never stands in for the request's: targets phase.rs chose by itself (the only
        legal one) are compared with the request's, and an X it never asked for can't be given to it."""
        if "targets" in choices and not self._targeted:
            chosen = self._chosen_targets()
            asked = [self._target(t) for t in choices["targets"]]
            if chosen is None and asked:
                raise Inexpressible(f"it asked for no targets, so {choices['targets']} can't be given to it")
            if chosen is not None and sorted(map(str, chosen)) != sorted(map(str, asked)):
                named = [self._target_name(t) for t in chosen]
                raise Refused(
                    f"it chose {named or 'no target'} by itself as the only legal choice, not {choices['targets']} "
                    "(CR 601.2c)"
                )
        if int(choices.get("x") or 0) and not self._x_asked:
            raise Inexpressible(f"it asked for no value of X, so X={choices['x']} can't be given to it")

    def _chosen_targets(self) -> list[dict[str, int]] | None:
        """The targets of the spell or ability the action just put on the stack (None: nothing went there)."""
        stack = self._game.stack()
        if not stack or stack[-1]["id"] in self._stacked_before:
            return None
        data = (stack[-1].get("kind") or {}).get("data") or {}
        ability = data.get("ability") if isinstance(data, dict) else None
        return list((ability or {}).get("targets") or [])

    def _target(self, name: str) -> dict[str, int]:
        """A protocol target (an object's id or a player's name) as phase.rs's TargetRef."""
        if name in self._players:
            return {"Player": self._players.index(name)}
        return {"Object": self._pid(name)}

    def _target_name(self, target: dict[str, int]) -> str:
        if "Player" in target:
            return self._players[int(target["Player"])]
        return self._name(int(target["Object"]))

    def _play_land(self, action: dict[str, Any]) -> list[Message]:
        player, pid = self._seat(action["player"]), self._pid(action["object"])
        card_id = self._game.object(pid)["card_id"]
        return self._apply(player, {"type": "PlayLand", "data": {"object_id": pid, "card_id": card_id}}, {})

    def _pass_priority(self, action: dict[str, Any]) -> list[Message]:
        player = self._seat(action["player"])
        holder = self._priority()
        if holder != player:
            who = "no one" if holder is None else self._players[holder]
            raise Refused(f"{action['player']} doesn't have priority ({who} does) (CR 117.3d)")
        return self._apply(player, PASS, {})

    def _resolve(self, action: dict[str, Any]) -> list[Message]:
        """Each player passes once in succession (CR 117.4): the top of the stack resolves or the step ends."""
        events: list[Message] = []
        g = self._game
        before = (len(g.stack()), g.phase, g.turn)
        for _ in self._players:
            holder = self._priority()
            if holder is None or (len(g.stack()), g.phase, g.turn) != before:
                break
            events += self._apply(holder, PASS, {})
        return events

    def _advance(self, action: dict[str, Any]) -> list[Message]:
        """Everyone passes until that step of that player's turn begins (CR 500.2)."""
        target = (self._seat(action["player"]), STEPS[action["step"]])
        keep = [self._pid(o) for o in action.get("keep_tapped") or []]
        if self._past_untap and target == (self._active, self._game.phase):
            self._past_untap = False  # already there: phase.rs went through the untap step to this step
            return []
        self._offered_untap = set()
        if target[1] in COMBAT_STEPS[1:]:
            self._verify_combat_step(*target)
        damage = action.get("damage") or {}
        for attacker in damage:
            self._pid(attacker)
        self._divided = set()
        with self._atomic():
            events = self._pass_until(target, {"keep_tapped": keep, "damage": damage})
            unused = sorted(set(damage) - self._divided)
            if (
                unused
            ):  # the rules' choice exists with one blocker too, but phase.rs takes it only with two or more
                raise Inexpressible(
                    f"phase.rs asked for no division of {', '.join(unused)}'s combat damage (it asks only of an "
                    "attacker blocked by two or more creatures), so the division can't be given to it"
                )
            refused = [self._name(k) for k in keep if k not in self._offered_untap]
            if refused:
                raise Refused(f"no effect lets its controller keep {', '.join(refused)} tapped (CR 502.3)")
        self._past_untap = target[1] == "Untap"
        return events

    def _declare_attackers(self, action: dict[str, Any]) -> list[Message]:
        """CR 508.1: everyone passes until this turn's declare attackers step, whose turn-based action phase.rs
        prompts for (DeclareAttackers): answered with these attackers, each attacking a player (CR 508.1b)."""
        player = self._seat(action["player"])
        if player != self._active:
            raise Refused(
                f"only the active player ({self._players[self._active]}) declares attackers, not "
                f"{action['player']} (CR 508.1)"
            )
        if _step_index(self._game.phase) >= _step_index("DeclareAttackers"):
            raise Refused(
                "attackers are declared as the declare attackers step begins, and this turn's is past: it is "
                f"the {PHASE_STEPS.get(self._game.phase, self._game.phase)} step (CR 508.1)"
            )
        if any(a["defender"] not in self._players for a in action.get("attackers") or []):
            raise Inexpressible("this adapter maps attacks on players only, not on planeswalkers (CR 508.1b)")
        attacks = [
            [self._pid(a["object"]), {"type": "Player", "data": self._seat(a["defender"])}]
            for a in action.get("attackers") or []
        ]
        self._declared = False
        with self._atomic():
            events = self._pass_through_combat("DeclareAttackers", {"attackers": attacks})
            if not self._declared and attacks:
                raise Refused(
                    "it asked for no declaration of attackers: it offers none of this player's creatures as an "
                    "attacker (CR 508.1a)"
                )
        return events

    def _declare_blockers(self, action: dict[str, Any]) -> list[Message]:
        """CR 509.1: in the declare attackers step, everyone passes until the declare blockers step, where
        phase.rs prompts each defending player (DeclareBlockers): this one declares these blockers."""
        player = self._seat(action["player"])
        if self._game.phase != "DeclareAttackers":
            raise Refused(
                "blockers are declared as the declare blockers step begins, after creatures attack; it is "
                f"the {PHASE_STEPS.get(self._game.phase, self._game.phase)} step (CR 509.1)"
            )
        defenders = {int(a["defending_player"]) for a in self._combat().get("attackers") or []}
        if player not in defenders:
            raise Refused(
                f"{action['player']} isn't a defending player, so can't declare blockers (CR 506.2, 509.1)"
            )
        blocks = [[self._pid(b["blocker"]), self._pid(b["attacker"])] for b in action.get("blocks") or []]
        self._declared = False
        with self._atomic():
            events = self._pass_through_combat("DeclareBlockers", {"blocks": blocks, "blocker": player})
            if not self._declared and blocks:
                raise Refused(
                    "it asked for no declaration of blockers: it offers none of this player's creatures as a "
                    "blocker (CR 509.1a)"
                )
        return events

    def _pass_through_combat(self, step: str, choices: dict[str, Any]) -> list[Message]:
        """Everyone passes until that combat step of this turn begins (its declaration is made on the way, by
        the prompts' answers); phase.rs skipping it (CR 508.8) ends the passing there."""
        turn = self._game.turn
        return self._pass_while_not(
            lambda _: self._game.turn != turn or _step_index(self._game.phase) >= _step_index(step),
            choices,
            f"the {step} step",
        )

    def _verify_combat_step(self, seat: int, step: str) -> None:
        """CR 508.8: the declare blockers and combat damage steps come only in a combat with attackers, so an
        advance to one is to this turn's, from its declare attackers step on (phase.rs makes no second combat
        damage step after a first-strike one: it deals first-strike and regular damage in one step)."""
        here = _step_index(self._game.phase)
        current = (
            seat == self._active
            and _step_index("DeclareAttackers") <= here < _step_index(step)
            and bool(self._combat().get("attackers"))
        )
        if not current:
            raise Refused(
                f"{self._players[seat]}'s next {PHASE_STEPS[step]} step would be skipped: declare blockers and "
                "combat damage steps happen only after creatures are declared as attackers (CR 508.8)"
            )

    def _pass_until(self, target: tuple[int, str], choices: dict[str, Any]) -> list[Message]:
        return self._pass_while_not(
            lambda got: any(
                e["kind"] == "step_began" and (e.get("seat"), e.get("phase")) == target for e in got
            ),
            choices,
            f"{self._players[target[0]]}'s {target[1]}",
        )

    def _pass_while_not(
        self, arrived: Callable[[list[Message]], bool], choices: dict[str, Any], where: str
    ) -> list[Message]:
        """Priority passes until `arrived` says the last pass's events got there, or the game ends on the way
        (CR 104.1: no later step comes)."""
        events: list[Message] = []
        for _ in range(MAX_PASSES):
            holder = self._priority()
            if holder is None and self._game.waiting_for()["type"] == "GameOver":
                return events
            if holder is None:
                raise Inexpressible(
                    f"the game waits for {self._game.waiting_for()['type']}, not a priority pass"
                )
            got = self._apply(holder, PASS, choices)
            events += got
            if arrived(got):
                return events
        raise Refused(f"{where} never came within {MAX_PASSES} passes")

    def _apply(self, player: int, step: dict[str, Any], choices: dict[str, Any]) -> list[Message]:
        """Apply one action and answer the prompts that follow it; return the translated events."""
        try:
            result = self._game.apply(player, step)
        except ValueError as refused:
            raise Refused(str(refused)) from None
        raw = list(result.events)
        self._paying = False
        for _ in range(MAX_PROMPTS):
            prompt = self._game.waiting_for()
            answer = self._answer(prompt, choices)
            if answer is None:
                break
            try:
                raw += list(self._game.apply(prompt["data"].get("player", player), answer).events)
            except ValueError as refused:
                raise Refused(f"{prompt['type']}: {refused}") from None
        return self._translate(raw)

    def _answer(  # noqa: PLR0911, PLR0912 - one branch per kind of prompt, as phase.rs names them
        self, prompt: dict[str, Any], choices: dict[str, Any]
    ) -> dict[str, Any] | None:
        """The action that answers a prompt from the request's choices; None when no answer is due."""
        kind, data = prompt["type"], prompt.get("data") or {}
        if kind in ("Priority", "GameOver"):
            return None
        if kind == "ChooseManaColor":
            return self._mana_choice(data, choices.get("mana"))
        if kind == "ChooseXValue":
            self._x_asked = True
            return {"type": "ChooseX", "data": {"value": int(choices.get("x", 0))}}
        if (
            kind in ("TargetSelection", "TriggerTargetSelection", "MultiTargetSelection")
            and "targets" in choices
        ):
            self._targeted = True
            return {
                "type": "SelectTargets",
                "data": {"targets": [self._target(t) for t in choices["targets"]]},
            }
        if kind == "ReplacementChoice":
            return {"type": "ChooseReplacement", "data": {"index": self._replacement(data, choices)}}
        legal = self._game.actions()
        if kind in ("SacrificeForCost", "PayCost") and "sacrifice" in choices:
            answer = {"type": "SelectCards", "data": {"cards": [self._pid(choices["sacrifice"])]}}
            if not any(a.to_dict() == answer for a in legal):
                raise Refused(f"{choices['sacrifice']} can't be sacrificed to pay this cost")
            return answer
        if kind in ("TargetSelection", "TriggerTargetSelection") and legal:
            first: dict[str, Any] = legal[0].to_dict()  # no target named: phase.rs's first legal choice
            return first
        if kind == "OptionalEffectChoice":  # "you may": the protocol names no such choice; decline
            return {"type": "DecideOptionalEffect", "data": {"accept": False}}
        if kind == "DeclareAttackers":  # CR 508.1: the request's attackers, or (passing through) none
            self._declared = "attackers" in choices
            return {"type": "DeclareAttackers", "data": {"attacks": choices.get("attackers", [])}}
        if kind == "DeclareBlockers":  # CR 509.1: each defending player in turn; the one asked, as asked
            mine = data.get("player") == choices.get("blocker")
            self._declared = self._declared or mine
            return {"type": "DeclareBlockers", "data": {"assignments": choices["blocks"] if mine else []}}
        if kind == "AssignCombatDamage":
            return self._damage_assignment(data, choices.get("damage") or {})
        if kind == "UntapChoice":
            return self._untap_choice(data, choices.get("keep_tapped") or [])
        if kind == "ManaPayment":  # convoke's payment step: pay from the pool, tapping no creature for it
            if self._paying or not any(a.to_dict() == PASS for a in legal):
                raise Refused("the mana pool can't pay the total cost (CR 601.2h)")
            self._paying = True
            return PASS
        if kind == "AlternativeCastChoice":  # bestow (CR 702.103a): the alternative cost only when asked
            keyword = (data.get("keyword") or {}).get("type", "")
            if choices.get("as") == "aura" and keyword != "Bestow":
                raise Refused(f"{keyword or 'its alternative cost'} isn't bestow")
            pick = "Alternative" if choices.get("as") == "aura" else "Normal"
            self._bestowed = pick == "Alternative"
            return {"type": "ChooseAlternativeCast", "data": {"choice": {"type": pick}}}
        if len(legal) == 1:  # a prompt with one answer (an ordinary confirmation)
            only: dict[str, Any] = legal[0].to_dict()
            return only
        raise Inexpressible(
            f"the adapter can't answer its {kind} prompt from {sorted(choices)}: {legal!r:.300}"
        )

    def _damage_assignment(self, data: dict[str, Any], damage: dict[str, dict[str, int]]) -> dict[str, Any]:
        """CR 510.1c: an attacker blocked by two or more creatures divides its damage as the request's `damage`
        says; without it, as the reference engine does: lethal damage to each blocker in the order phase.rs
        lists them (the order they blocked), the rest to the last."""
        attacker, total = int(data["attacker_id"]), int(data["total_damage"])
        slots = [int(slot["blocker_id"]) for slot in data.get("blockers") or []]
        chosen = damage.get(self._name(attacker))
        self._divided.add(self._name(attacker))
        if data.get("trample") is not None:
            raise Inexpressible("the protocol divides no trampler's damage between blockers and the player")
        if chosen is not None:
            named = {self._pid(b): int(n) for b, n in chosen.items()}
            if set(named) - set(slots) or sum(named.values()) != total or min(named.values(), default=0) < 0:
                raise Refused(
                    f"{self._name(attacker)} assigns its {total} combat damage among the creatures blocking it, "
                    f"not as {chosen} (CR 510.1c)"
                )
            shares = [(b, named.get(b, 0)) for b in slots]
        else:
            shares, left = [], total
            for blocker in slots[:-1]:
                obj = self._game.object(blocker)
                lethal = max(0, int(obj.get("toughness") or 0) - int(obj.get("damage_marked") or 0))
                shares.append((blocker, min(left, lethal)))
                left -= shares[-1][1]
            shares.append((slots[-1], left))
        assignment = {"mode": "Normal", "assignments": [list(s) for s in shares], "trample_damage": 0}
        return {"type": "AssignCombatDamage", "data": {**assignment, "controller_damage": 0}}

    def _mana_choice(self, data: dict[str, Any], wanted: str | None) -> dict[str, Any]:
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

    def _replacement(self, data: dict[str, Any], choices: dict[str, Any]) -> int:
        """CR 616.1: the affected player applies the effects in the order the request gives, by source."""
        descriptions: list[str] = list(data.get("candidate_descriptions") or [])
        for source in choices.get("order") or []:
            texts = [
                r.get("description") or ""
                for r in self._game.object(self._pid(source)).get("replacement_definitions") or []
            ]
            for i, description in enumerate(descriptions):
                if any(t and (t in description or description in t) for t in texts):
                    return i
        return 0

    def _untap_choice(self, data: dict[str, Any], keep: list[int]) -> dict[str, Any]:
        """CR 502.3: each permanent offered untaps unless the request keeps it tapped."""
        candidates = [int(c) for c in data.get("candidates") or []]
        self._offered_untap.update(candidates)
        pick = next((c for c in candidates if c in keep), candidates[0])
        return {"type": "ChooseUntap", "data": {"object_id": pick, "untap": pick not in keep}}

    @contextmanager
    def _atomic(self) -> Iterator[None]:
        """An action the request's choices can't complete leaves the game as it was (the protocol's illegal)."""
        saved = self._game.state()
        try:
            yield
        except (Refused, Inexpressible):
            self._game = self._engine.load_game(saved)
            raise

    # Events.

    def _translate(self, raw: list[dict[str, Any]]) -> list[Message]:  # noqa: PLR0912 - one branch per event
        """phase.rs's events in the protocol's kinds; `seat` and `phase` are kept for advance's own use."""
        events: list[Message] = []
        activated = {e["data"].get("source_id") for e in raw if e.get("type") == "AbilityActivated"}
        stack = {entry["id"]: entry for entry in self._game.stack()}
        for event in raw:
            kind, data = event.get("type"), event.get("data") or {}
            if kind == "PermanentTapped":
                events.append({"kind": "tapped", "object": self._name(data["object_id"])})
            elif kind == "PermanentUntapped":
                events.append({"kind": "untapped", "object": self._name(data["object_id"])})
            elif kind == "ManaAdded":
                events.append(
                    {
                        "kind": "mana_added",
                        "player": self._players[data["player_id"]],
                        "source": self._name(data["source_id"]),
                        "mana": "{" + MANA_LETTER.get(data["mana_type"], "C") + "}",
                    }
                )
            elif kind == "AbilityActivated":
                events.append(
                    {
                        "kind": "activated",
                        "player": self._players[data["player_id"]],
                        "source": self._name(data["source_id"]),
                    }
                )
            elif kind == "SpellCast":
                events.append(
                    {
                        "kind": "cast",
                        "player": self._players[data["controller"]],
                        "object": self._name(data["object_id"]),
                    }
                )
            elif kind == "StackPushed" and data["object_id"] not in self._stacked:
                self._stacked.add(data["object_id"])
                events += self._pushed(stack.get(data["object_id"]), data["object_id"])
            elif kind == "CardDrawn":  # CR 121.1
                events.append(
                    {
                        "kind": "drew",
                        "player": self._players[data["player_id"]],
                        "object": self._name(data["object_id"]),
                    }
                )
            elif kind == "Discarded":  # CR 701.9a
                events.append(
                    {
                        "kind": "discarded",
                        "player": self._players[data["player_id"]],
                        "object": self._name(data["object_id"]),
                    }
                )
            elif kind == "LifeChanged" and int(data["amount"]):  # CR 119.3
                amount = int(data["amount"])
                events.append(
                    {
                        "kind": "life_gained" if amount > 0 else "life_lost",
                        "player": self._players[data["player_id"]],
                        "amount": abs(amount),
                    }
                )
            elif kind in ("PermanentPhasedOut", "PermanentPhasedIn"):  # CR 702.26a
                phased = "phased_out" if kind == "PermanentPhasedOut" else "phased_in"
                events.append({"kind": phased, "object": self._name(data["object_id"])})
            elif (
                kind == "EffectResolved"
                and data.get("kind") == "Mana"
                and data.get("source_id") not in activated
            ):
                # A triggered mana ability resolves at once, off the stack (CR 605.4a): it triggered.
                events.append({"kind": "triggered", "source": self._name(data["source_id"])})
            elif kind == "StackResolved":
                events.append({"kind": "resolved", "object": self._name(data["object_id"])})
            elif kind == "ZoneChanged" and data.get("to") == "Battlefield":
                events.append({"kind": "entered", "object": self._name(data["object_id"])})
            elif kind == "AttackersDeclared":  # CR 508.1k, 508.3a
                for attacker, target in data.get("attacks") or []:
                    whom = (
                        self._players[target["data"]]
                        if target.get("type") == "Player"
                        else self._name(target["data"])
                    )
                    events.append({"kind": "attacked", "object": self._name(attacker), "player": whom})
            elif kind == "BlockersDeclared":  # CR 509.1g, 509.3a
                for blocker, attacker in data.get("assignments") or []:
                    events.append(
                        {"kind": "blocked", "object": self._name(blocker), "source": self._name(attacker)}
                    )
            elif kind == "DamageDealt":
                target = data.get("target") or {}
                dealt: Message = {"kind": "damage_dealt", "source": self._name(data["source_id"])}
                if "Player" in target:
                    dealt["player"] = self._players[int(target["Player"])]
                else:
                    dealt["object"] = self._name(int(target.get("Object", -1)))
                events.append({**dealt, "amount": int(data["amount"]), "combat": bool(data.get("is_combat"))})
            elif (
                kind == "ZoneChanged" and data.get("from") == "Battlefield" and data.get("to") == "Graveyard"
            ):
                if "Creature" in ((data.get("record") or {}).get("core_types") or []):  # CR 700.4: "dies"
                    events.append({"kind": "died", "object": self._name(data["object_id"])})
            elif kind == "PlayerLost":  # CR 104.3a, 704.5a
                events.append({"kind": "lost_game", "player": self._players[data["player_id"]]})
            elif kind == "PermanentSacrificed":
                events.append({"kind": "sacrificed", "object": self._name(data["object_id"])})
            elif kind == "TurnStarted":
                self._active = int(data["player_id"])
            elif kind == "PhaseChanged":
                active = self._active
                step = PHASE_STEPS.get(data["phase"], str(data["phase"]).lower())
                events.append(
                    {
                        "kind": "step_began",
                        "player": self._players[active],
                        "step": step,
                        "seat": active,
                        "phase": data["phase"],
                    }
                )
        return events + self._new_abilities()

    def _new_abilities(self) -> list[Message]:
        """Entries newly on the stack that no StackPushed event reported."""
        events: list[Message] = []
        for entry in self._game.stack():
            if entry["id"] not in self._stacked:
                self._stacked.add(entry["id"])
                events += self._pushed(entry, entry["id"])
        return events

    def _pushed(self, entry: dict[str, Any] | None, stack_id: int) -> list[Message]:
        """A spell or ability put on the stack; a triggered ability's `triggered` event comes with it (phase.rs
        reports none of its own). An entry already gone (resolved in the same action) is named alone."""
        if entry is None:
            return [{"kind": "put_on_stack", "object": self._name(stack_id)}]
        source = self._name(entry["source_id"])
        kind = (entry.get("kind") or {}).get("type")
        pushed: Message = {"kind": "put_on_stack", "object": self._name(stack_id)}
        if kind != "Spell":
            pushed["source"] = source
        if kind == "TriggeredAbility":
            return [{"kind": "triggered", "source": source, "ability": _entry_text(entry)}, pushed]
        return [pushed]

    # Questions.

    def _pool(self, seat: int) -> dict[str, int]:
        pool = dict.fromkeys(MANA, 0)
        for unit in self._game.player(seat)["mana_pool"]["mana"]:
            pool[MANA_LETTER[unit["color"]]] += 1
        return pool

    def _player(self, seat: int) -> Message:
        """CR 119, 104.3a: the life total, and whether the player lost (phase.rs eliminates a player who
        loses; with two players the game is then over, its winner the other)."""
        player = self._game.player(seat)
        prompt = self._game.waiting_for()
        over = prompt["type"] == "GameOver" and prompt["data"].get("winner") not in (None, seat)
        return {"life": int(player["life"]), "lost": bool(player.get("is_eliminated")) or over}

    def _combat(self) -> dict[str, Any]:
        """phase.rs's combat state (attackers, blockers), empty outside combat."""
        if self._game.phase not in COMBAT_PHASE:  # phase.rs clears it as combat ends: skip reading the state
            return {}
        combat: dict[str, Any] = self._game.state()["state"].get("combat") or {}
        return combat

    def _combat_status(self, pid: int) -> dict[str, bool]:
        """CR 506.4, 508.1k, 509.1g-h: attacking, blocking, and (an attacker) blocked."""
        combat = self._combat()
        attackers = {int(a["object_id"]): a for a in combat.get("attackers") or []}
        blocking = {int(b) for b, attacked in (combat.get("blocker_to_attacker") or {}).items() if attacked}
        attacking = pid in attackers
        return {
            "attacking": attacking,
            "blocking": pid in blocking,
            "blocked": attacking and bool(attackers[pid].get("blocked")),
        }

    def _describe(self, pid: int) -> Message:
        obj = self._game.object(pid)
        if obj is None:
            raise Refused(f"no object {self._name(pid)} in this game")
        types = obj.get("card_types") or {}
        counters = {COUNTER_NAMES.get(k, k.lower()): int(n) for k, n in (obj.get("counters") or {}).items()}
        described: Message = {
            "zone": str(obj["zone"]).lower(),
            "tapped": bool(obj.get("tapped")),
            "controller": self._players[obj["controller"]],
            "owner": self._players[obj["owner"]],
            "counters": {k: n for k, n in counters.items() if n},
            "types": sorted(types.get("core_types") or []),
            "subtypes": sorted(types.get("subtypes") or []),
            "card": obj.get("name", ""),
            "mana_value": self._mana_value(obj),
            "damage": int(obj.get("damage_marked") or 0),
            **self._combat_status(pid),
        }
        if obj.get("power") is not None:
            described["power"], described["toughness"] = obj["power"], obj.get("toughness")
        attached = obj.get("attached_to")
        if isinstance(attached, dict):
            attached = attached.get("data")
        if attached is not None:
            described["attached_to"] = self._name(int(attached))
        return described

    def _mana_value(self, obj: dict[str, Any]) -> int:
        """CR 202.3: the mana cost's total; X is 0 except on the stack, where it is the value chosen."""
        cost = obj.get("mana_cost") or {}
        if cost.get("type") != "Cost":
            return 0
        shards = list(cost.get("shards") or [])
        x = int(obj.get("cost_x_paid") or obj.get("chosen_x") or 0) if obj.get("zone") == "Stack" else 0
        return int(cost.get("generic", 0)) + sum(x if s == "X" else 1 for s in shards)

    def _could_produce(self, pid: int) -> list[str]:
        """CR 106.7: each mana ability activated on a copy of the game, with its costs set aside."""
        obj = self._game.object(pid)
        abilities = obj.get("abilities") or []
        for ability in abilities:
            # A mana ability phase's card parser left unimplemented isn't flagged as one: "nothing" would be ours.
            unimplemented = (ability.get("effect") or {}).get("type") == "Unimplemented"
            activated = ability.get("kind") == "Activated"
            if unimplemented and activated and "Add " in (ability.get("description") or ""):
                raise Inexpressible(
                    f"its card parser left this mana ability unimplemented: {ability.get('description')!r}"
                )
        mana = [
            i for i, a in enumerate(abilities) if a.get("kind") == "Activated" and a.get("is_mana_ability")
        ]
        seat = int(obj["controller"])
        types: set[str] = set()
        saved, state = self._game, self._game.state()
        try:
            for index in mana:
                self._game = self._engine.load_game(state)
                self._debug("SetTapped", object_id=pid, tapped=False)
                self._debug("SetSummoningSickness", object_id=pid, sick=False)
                if self._priority() != seat:
                    self._debug("SetPhase", phase="PreCombatMain", active_player=seat)
                types |= self._produce(seat, pid, index)
        finally:
            self._game = saved
        return sorted(types, key="WUBRGC".index)

    def _produce(self, seat: int, pid: int, index: int) -> set[str]:
        """The mana types one activation adds, or offers to add, on the current (copied) game."""
        try:
            result = self._game.apply(
                seat, {"type": "ActivateAbility", "data": {"source_id": pid, "ability_index": index}}
            )
        except ValueError:
            return set()
        types = _own_mana(result.events, pid)
        for _ in range(MAX_PROMPTS):
            prompt = self._game.waiting_for()
            if prompt["type"] == "ChooseManaColor":
                return types | self._chosen_mana(prompt["data"], seat, pid)
            legal = self._game.actions()
            if prompt["type"] == "Priority" or not legal:
                break
            try:
                events = self._game.apply(prompt["data"].get("player", seat), legal[0]).events
            except ValueError:
                break
            types |= _own_mana(events, pid)
        return types

    def _chosen_mana(self, data: dict[str, Any], seat: int, pid: int) -> set[str]:
        """CR 106.7 asks what the ability would add, not what it offers: a colour is chosen and the mana read.

        The first colour offered is chosen on the copy. Adding nothing means no colour would add any (the
        amount doesn't depend on the colour: Astral Cornucopia without counters); adding the colour chosen
        means each colour offered would be added as itself; adding another type (a replacement effect
        changed it) means each colour is tried on its own copy.
        """
        choice = data.get("choice") or {}
        options: list[Any] = (choice.get("data") or {}).get("options") or []
        actor = int(data.get("player", seat))
        if choice.get("type") != "SingleColor" or not options:
            flat = [o for option in options for o in (option if isinstance(option, list) else [option])]
            return {MANA_LETTER[o] for o in flat if o in MANA_LETTER}
        saved = self._game.state() if len(options) > 1 else None
        first = self._choose_colour(actor, pid, options[0])
        if not first or first == {MANA_LETTER.get(options[0], "")} or saved is None:
            return {MANA_LETTER[o] for o in options if o in MANA_LETTER} if first else set()
        made = set(first)
        for option in options[1:]:
            self._game = self._engine.load_game(saved)
            made |= self._choose_colour(actor, pid, option)
        return made

    def _choose_colour(self, actor: int, pid: int, colour: str) -> set[str]:
        """The mana types `pid` adds when `colour` is chosen at the current ChooseManaColor prompt."""
        answer = {"type": "ChooseManaColor", "data": {"choice": {"type": "SingleColor", "data": colour}}}
        try:
            return _own_mana(self._game.apply(actor, answer).events, pid)
        except ValueError:
            return set()

    def _can(self, act: Callable[[dict[str, Any]], list[Message]], query: dict[str, Any]) -> Message:
        """Whether the action is legal now: tried on a copy of the game, which is then thrown away."""
        saved, events, stacked = self._game, self._events, set(self._stacked)
        self._game = self._engine.load_game(saved.state())
        try:
            act(dict(query))
        except Refused as illegal:
            return {"legal": False, "reason": str(illegal)}
        finally:
            self._game, self._events, self._stacked = saved, events, stacked
        return {"legal": True, "reason": ""}

    def _can_attack(self, pid: int) -> Message:
        """CR 508.1a: whether phase.rs offers the creature as an attacker, in a combat begun on a copy."""
        saved, events = self._game, self._events
        obj = self._game.object(pid)
        seat = int(obj["controller"])
        self._game = self._engine.load_game(saved.state())
        try:
            self._debug("SetPhase", phase="BeginCombat", active_player=seat)
            for _ in range(len(self._players) + 1):
                prompt = self._game.waiting_for()
                if prompt["type"] == "DeclareAttackers":
                    legal = pid in (prompt["data"].get("valid_attacker_ids") or [])
                    reason = "" if legal else "phase.rs doesn't offer it as an attacker"
                    return {"legal": legal, "reason": reason}
                holder = self._priority()
                if holder is None:
                    break
                self._game.apply(holder, PASS)
            return {"legal": False, "reason": "phase.rs skipped the declare attackers step (no attacker)"}
        finally:
            self._game, self._events = saved, events

    def _stack(self) -> list[Message]:
        entries = []
        for entry in self._game.stack():
            kind = (entry.get("kind") or {}).get("type", "")
            entries.append(
                {
                    "id": self._name(entry["id"]),
                    "kind": "spell" if kind == "Spell" else "ability",
                    "controller": self._players[entry["controller"]],
                    "source": self._name(entry["source_id"]),
                    "text": _entry_text(entry),
                }
            )
        return entries

    def _board(self) -> Message:
        g = self._game
        state = g.state()["state"]
        objects = []
        for key, obj in sorted(state["objects"].items(), key=lambda kv: int(kv[0])):
            pid = int(key)
            if obj.get("name") == FILLER and pid not in self._pids:
                continue
            spec: Message = {
                "id": self._name(pid),
                "card": obj.get("name", "")
                + (" Token" if obj.get("is_token") and " Token" not in obj.get("name", "") else ""),
                "owner": self._players[obj["owner"]],
                "controller": self._players[obj["controller"]],
                "zone": str(obj["zone"]).lower(),
            }
            if obj.get("tapped"):
                spec["tapped"] = True
            counters = {
                COUNTER_NAMES.get(k, k.lower()): int(n) for k, n in (obj.get("counters") or {}).items() if n
            }
            if counters:
                spec["counters"] = counters
            objects.append(spec)
        active = int(state["active_player"])
        return {
            "players": list(self._players),
            "turn": {
                "active": self._players[active],
                "step": PHASE_STEPS.get(g.phase, g.phase),
                "number": int(g.turn),
            },
            "priority": "" if self._priority() is None else self._players[int(self._priority() or 0)],
            "objects": objects,
            "pools": {
                p: "".join(f"{{{t}}}" * n for t, n in self._pool(i).items())
                for i, p in enumerate(self._players)
            },
        }

    # Helpers.

    def _debug(self, action: str, **data: Any) -> None:
        """One of phase.rs's debug actions (they need the state's debug_mode, set at setup)."""
        try:
            self._game.apply(0, {"type": "Debug", "data": {"type": action, "data": data}})
        except ValueError as refused:
            raise Inexpressible(f"its debug action {action} refused {data}: {refused}") from None

    def _priority(self) -> int | None:
        prompt = self._game.waiting_for()
        return int(prompt["data"]["player"]) if prompt["type"] == "Priority" else None

    def _seat(self, player: str) -> int:
        try:
            return self._players.index(player)
        except ValueError:
            raise Refused(f"{player} isn't playing") from None

    def _pid(self, object_id: str) -> int:
        if object_id in self._ids:
            return self._ids[object_id]
        if object_id.startswith("phase-") and object_id[6:].isdigit():
            return int(object_id[6:])
        raise Refused(f"no object {object_id!r} in this game")

    def _name(self, pid: int) -> str:
        return self._pids.get(pid, f"phase-{pid}")


def _step_index(phase: str) -> int:
    """Where a phase.rs step comes in a turn (CR 500.1)."""
    return list(STEPS.values()).index(phase)


@cache
def _defined(kind: str) -> frozenset[str]:
    """The request types of one kind ("action" or "query") protocol v1 defines, optional ones included."""
    schema = protocol_schema()["$defs"]
    return frozenset(
        str(schema[ref["$ref"].rsplit("/", 1)[1]]["properties"]["type"]["const"])
        for ref in schema[kind]["oneOf"]
    )


def _unmapped(
    what: Literal["action", "query"], kind: Any, request: dict[str, Any], mapped: dict[str, frozenset[str]]
) -> Message | None:
    """The error reply to an action or query of a kind the protocol doesn't define; `unsupported` (raised) for a
    kind or field it defines that the adapter doesn't map; None when the adapter maps all of the request."""
    if kind not in mapped:
        if kind in _defined(what):
            raise Inexpressible(f"the adapter maps no {kind!r} {what} to phase.rs")
        return {"outcome": "error", "message": f"unknown {what} {kind!r}"}
    _mapped(f"the {kind!r} {what}", request, mapped[str(kind)])
    _mapped("an activation's choices", request.get("choices") or {}, MAPPED_CHOICES)
    return None


def _mapped(what: str, request: dict[str, Any], fields: frozenset[str]) -> None:
    """A field the adapter doesn't map (an optional one, or one the protocol gained since) would be ignored
    and the answer could be wrong: the request is `unsupported` instead."""
    unmapped = sorted(set(request) - fields - {"type"})
    if unmapped:
        raise Inexpressible(f"the adapter maps no {', '.join(map(repr, unmapped))} in {what} to phase.rs")


def _own_mana(events: list[dict[str, Any]], pid: int) -> set[str]:
    """The types of mana `pid` itself added: another source's triggered mana (Wild Growth's) is not what
    `pid` could produce (CR 106.7)."""
    return {
        MANA_LETTER[e["data"]["mana_type"]]
        for e in events
        if e.get("type") == "ManaAdded" and e["data"].get("source_id") == pid
    }


def _entry_text(entry: dict[str, Any]) -> str:
    data = (entry.get("kind") or {}).get("data") or {}
    ability = data.get("ability") if isinstance(data, dict) else None
    if isinstance(ability, dict):
        return str(ability.get("description") or "")
    return ""
