"""python-mtg (PyPI `python-mtg`, version 0.1.1, MIT) behind protocol v1: a real third-party engine.

python-mtg is a Datalog rules engine with a python-chess-like driver. A board is built with
`mtg.bridge_to_engine.make_state(boards)`; the driver (`mtg.driver`) derives what happens from it. Its API
has no move for activating a mana ability: the driver taps sources itself while paying for spells, and
what a source taps for is `driver._source_units(state, player)` — the same function its payment uses. So:

- `activate` of a mana ability taps the source as the driver would and adds the mana `_source_units` says
  it makes to the player's floating mana (`driver._add_floating`), then fires the driver's tap triggers.
  Replacement-effect order, sacrifice costs and X are choices python-mtg cannot take: `unsupported`.
- `mana_pool` is the floating mana (the driver's "pool" is potential mana, not what the rules call the
  pool); `could_produce` is what `_source_units` yields for the object as if untapped (CR 106.7 ignores
  costs); `advance` and `resolve` step the driver's own turn structure (`run` + `_apply_outputs`), which
  performs its untap step, Seedborn-style untaps included; `play_land` is the driver's `_play_land`.
- Casting, priority passes, the event log, `can_cast` and cards outside the battlefield and hands are
  beyond what its API expresses: `unsupported`.

These are private functions of the pinned version (hence the exact pin of the `python-mtg` extra). The
driver prints as it plays; everything it prints is kept off stdout, which may be the protocol's channel.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator
from typing import Any

from rulings.adapters.in_process import Inexpressible, InProcessAdapter, Refused, release_of, wrong_protocol
from rulings.protocol.session import PROTOCOL_VERSION, Message

COLOR_TYPE = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}
TYPE_COLOR = {letter: color for color, letter in COLOR_TYPE.items()}
TYPE_ORDER = "WUBRGC"
ZONE_RELATIONS = {"battlefield": "on_battlefield", "hand": "in_hand"}
MAX_STEPS = 200  # an advance crosses at most this many steps (a few turns of four players)


class PythonMtgEngine(InProcessAdapter):
    """Serves one game at a time of python-mtg through the protocol."""

    name = "python-mtg"

    def __init__(self) -> None:
        try:
            from mtg import _corpus, bridge_to_engine, driver  # noqa: PLC0415 - an optional dependency
            from mtg._text import slug  # noqa: PLC0415
        except ImportError as missing:
            raise ImportError(
                f"python-mtg is not installed ({missing}): pip install 'mtg-rulings[python-mtg]'"
            ) from None
        self._bridge, self._driver, self._slug = bridge_to_engine, driver, slug
        with _quiet():
            self._cards = {c["name"] for c in _corpus.load_cards()}
        self._state: dict[str, Any] = {}
        self._ids: dict[str, str] = {}  # protocol id -> python-mtg instance id
        self._names: dict[str, str] = {}  # python-mtg instance id -> protocol id
        self._owners: dict[str, str] = {}
        self._players: list[str] = []

    # The Engine protocol.

    def _answering(self) -> contextlib.AbstractContextManager[object]:
        return _quiet()  # the driver prints as it plays; stdout may be the protocol's channel

    def close(self) -> None:
        """Nothing to release."""
        self._state = {}

    # Requests.

    def _start(self, message: Message) -> Message:
        refusal = wrong_protocol(message)
        if refusal is not None:
            return refusal
        release = release_of("python-mtg")
        about = {"name": "python-mtg", "version": release, "language": "Python (Datalog)", "homepage": ""}
        return {"outcome": "ok", "protocol": PROTOCOL_VERSION, "engine": about}

    def _setup(self, message: Message) -> Message:
        game: dict[str, Any] = message.get("game") or {}
        players: list[str] = list(game.get("players") or [])
        objects: list[dict[str, Any]] = list(game.get("objects") or [])
        self._check_supported(objects)
        # make_state numbers instances in the order it places them: each player's battlefield, then hand.
        boards: dict[str, dict[str, list[str]]] = {p: {"battlefield": [], "hand": []} for p in players}
        order: list[dict[str, Any]] = []
        for player in players:
            for zone in ("battlefield", "hand"):
                for obj in objects:
                    holder = obj.get("controller", obj["owner"]) if zone == "battlefield" else obj["owner"]
                    if holder == player and obj.get("zone", "battlefield") == zone:
                        boards[player][zone].append(obj["card"])
                        order.append(obj)
        state = self._bridge.make_state(boards)
        self._ids = {obj["id"]: f"{self._slug(obj['card'])}_{n}" for n, obj in enumerate(order)}
        self._names = {tid: oid for oid, tid in self._ids.items()}
        self._owners = {obj["id"]: obj["owner"] for obj in objects}
        _mark(state, objects, self._ids)
        turn = game.get("turn") or {"active": players[0], "step": "precombat_main", "number": 1}
        state["active_player"] = {(turn["active"],)}
        state["current_step"] = {(turn["step"],)}
        for player, mana in (game.get("pools") or {}).items():
            counts: dict[str, int] = {}
            for letter in mana.replace("{", " ").replace("}", " ").split():
                counts[TYPE_COLOR[letter]] = counts.get(TYPE_COLOR[letter], 0) + 1
            self._driver._add_floating(state, player, counts)
        self._state, self._players = state, players
        return {"outcome": "ok"}

    def _check_supported(self, objects: list[dict[str, Any]]) -> None:
        """Cards, zones and attachments beyond what make_state can build are `unsupported`."""
        for obj in objects:
            if obj["card"] not in self._cards:
                raise Inexpressible(f"no card named {obj['card']!r}")
            if obj.get("zone", "battlefield") not in ZONE_RELATIONS:
                raise Inexpressible(
                    f"make_state places cards on the battlefield and in hands, not in {obj['zone']}"
                )
            if obj.get("attached_to") or obj.get("face_down") or obj.get("transformed"):
                raise Inexpressible("make_state cannot attach an Aura, turn a card face down or transform it")
            if obj.get("damage"):
                raise Inexpressible("make_state cannot mark damage on a permanent (CR 120.6)")

    def _act(self, message: Message) -> Message:
        action: dict[str, Any] = message.get("action") or {}
        kind = action.get("type")
        if not self._state:
            return {"outcome": "error", "message": "no game: send setup first"}
        if kind == "activate":
            events = self._activate(action)
        elif kind == "resolve":
            events = self._resolve()
        elif kind == "advance":
            if action.get("keep_tapped"):
                raise Inexpressible("its untap step offers no choice to keep a permanent tapped")
            events = self._advance(action["player"], action["step"])
        elif kind == "play_land":
            events = self._play_land(action["player"], action["object"])
        else:
            raise Inexpressible(f"its API has no {kind} action")
        return {"outcome": "ok", "events": events}

    def _query(self, message: Message) -> Message:
        query: dict[str, Any] = message.get("query") or {}
        kind = query.get("type")
        if not self._state:
            return {"outcome": "error", "message": "no game: send setup first"}
        value: Any
        if kind == "mana_pool":
            floating = self._driver._floating(self._state, query["player"])
            value = {letter: int(floating.get(color, 0)) for color, letter in COLOR_TYPE.items()}
        elif kind == "could_produce":
            value = self._could_produce(query["object"])
        elif kind == "object":
            value = self._describe(query["object"])
        elif kind == "can_activate":
            value = self._can_activate(query)
        elif kind == "stack":
            value = [
                {"id": o, "kind": "spell", "controller": ""}
                for (o, _p) in sorted(self._state.get("on_stack", ()))
            ]
        else:
            raise Inexpressible(f"its API answers no {kind} query")
        return {"outcome": "value", "value": value}

    # Actions.

    def _activate(self, action: dict[str, Any]) -> list[Message]:
        player, object_id = action["player"], action["object"]
        choices: dict[str, Any] = action.get("choices") or {}
        for choice in ("order", "sacrifice", "x"):
            if choice in choices:
                raise Inexpressible(f"an activation cannot take the choice {choice!r}")
        if action.get("ability") not in (None, 0):
            raise Inexpressible("only the mana ability of a source can be activated")
        tid = self._tid(object_id)
        if self._current()[1] not in self._driver.GRANTS_PRIORITY:  # its turn structure: no one may act now
            raise Refused(f"no player receives priority in the {self._current()[1]} step")
        source = next((row for row in self._driver._source_units(self._state, player) if row[0] == tid), None)
        if source is None:
            raise Refused(
                f"{player} has no mana ability of {object_id} to activate now (tapped, sick or none)"
            )
        _sid, units, cost_generic, taps = source
        if cost_generic:
            raise Inexpressible("a mana ability with a mana cost")
        produced = self._choose(units, choices.get("mana"), object_id)
        events: list[Message] = [{"kind": "activated", "player": player, "source": object_id}]
        before = dict(self._driver._floating(self._state, player))
        if taps:
            self._driver._tap(self._state, tid)
            events.append({"kind": "tapped", "object": object_id})
        self._driver._add_floating(self._state, player, produced)
        events.append(
            {"kind": "mana_added", "player": player, "source": object_id, "mana": _symbols(produced)}
        )
        self._driver._fire_tap_triggers(self._state)
        after = self._driver._floating(self._state, player)
        extra = {c: n - before.get(c, 0) - produced.get(c, 0) for c, n in after.items()}
        if any(n > 0 for n in extra.values()):
            events.append({"kind": "mana_added", "player": player, "mana": _symbols(extra)})
        return events

    def _choose(self, units: list[Any], choice: str | None, object_id: str) -> dict[str, int]:
        produced: dict[str, int] = {}
        for unit in units:
            if isinstance(unit, tuple):  # ("one", colors, n): n mana of one color
                colors, count = unit[1], unit[2]
            elif isinstance(unit, frozenset):
                colors, count = unit, 1
            else:
                colors, count = frozenset({unit}), 1
            if choice is not None:
                if TYPE_COLOR.get(choice) not in colors:
                    raise Refused(
                        f"{object_id} can't make {{{choice}}}; it makes {_symbols(dict.fromkeys(colors, 1))}"
                    )
                color = TYPE_COLOR[choice]
            else:  # the driver's own default spread, green first
                color = next(
                    c for c in ("green", "white", "blue", "black", "red", "colorless") if c in colors
                )
            produced[color] = produced.get(color, 0) + count
        return produced

    def _resolve(self) -> list[Message]:
        if self._state.get("on_stack"):
            self._driver._resolve_top(self._state)
            return [{"kind": "resolved"}]
        return self._next_step()  # everyone passed with an empty stack: the step ends (CR 500.2)

    def _advance(self, player: str, step: str) -> list[Message]:
        events: list[Message] = []
        for _ in range(MAX_STEPS):
            events += self._next_step()
            if self._current() == (player, step):
                return events
        raise Refused(f"{player}'s {step} never came within {MAX_STEPS} steps")

    def _next_step(self) -> list[Message]:
        """End the current step and begin the next one, performing its turn-based actions (the driver's own)."""
        driver, state = self._driver, self._state
        active, step = self._current()
        tapped_before = {tid for (tid,) in state.get("tapped", set())}
        advance_to = driver.run(state, ["advance_to"])["advance_to"]
        driver._empty_mana_pool(state)
        if advance_to:
            state["current_step"] = set(advance_to)
        else:  # past cleanup: the next player's turn, as driver.play_game passes it
            following = driver._next_active_player(state, active, self._players)
            state["active_player"], state["current_step"] = {(following,)}, {("untap",)}
            state["_land_played"] = set()
            controlled = {c for (p, c) in state.get("printed_control", set()) if p == following}
            state["_sick"] = {row for row in state.get("_sick", set()) if row[0] not in controlled}
        active, step = self._current()
        out = driver.run(state, driver.OUTPUTS)
        if step == "draw":
            out["to_draw"] = set()  # the board has no libraries; a draw from none would lose the game
        driver._apply_outputs(state, out, active)
        events: list[Message] = [{"kind": "step_began", "player": active, "step": step}]
        untapped = tapped_before - {tid for (tid,) in state.get("tapped", set())}
        events += [{"kind": "untapped", "object": self._names.get(t, t)} for t in sorted(untapped)]
        return events

    def _play_land(self, player: str, object_id: str) -> list[Message]:
        tid = self._tid(object_id)
        if (player, tid) not in self._state.get("in_hand", set()):
            raise Refused(f"{object_id} is not in {player}'s hand")
        if self._current() not in ((player, "precombat_main"), (player, "postcombat_main")):
            raise Refused(f"{player} may play a land only in their own main phase")
        if self._driver._land_drops_remaining(self._state, player) <= 0:
            raise Refused(f"{player} has no land drop left this turn")
        self._driver._play_land(self._state, player, tid)
        return [{"kind": "land_played", "player": player, "object": object_id}]

    # Questions.

    def _could_produce(self, object_id: str) -> list[str]:
        tid = self._tid(object_id)
        controller = self._controller(tid)
        probe = self._driver.clone_state(self._state)
        probe["tapped"].discard((tid,))  # CR 106.7: whether costs could be paid is ignored
        probe.get("_sick", set()).discard((tid,))
        types: set[str] = set()
        for sid, units, _cost, _taps in self._driver._source_units(probe, controller):
            if sid != tid:
                continue
            for unit in units:
                colors = (
                    unit[1] if isinstance(unit, tuple) else unit if isinstance(unit, frozenset) else {unit}
                )
                types |= {COLOR_TYPE[c] for c in colors}
        return sorted(types, key=TYPE_ORDER.index)

    def _can_activate(self, query: dict[str, Any]) -> Message:
        saved = self._state
        self._state = self._driver.clone_state(saved)
        try:
            self._activate(query)
        except Refused as illegal:
            return {"legal": False, "reason": str(illegal)}
        finally:
            self._state = saved
        return {"legal": True, "reason": ""}

    def _describe(self, object_id: str) -> Message:
        tid = self._tid(object_id)
        state = self._state
        if (tid,) in state.get("on_battlefield", set()):
            zone = "battlefield"
        elif any(row[-1] == tid for row in state.get("in_hand", set())):
            zone = "hand"
        elif (tid,) in state.get("graveyard", set()):
            zone = "graveyard"
        else:
            zone = "exile"
        return {
            "zone": zone,
            "tapped": (tid,) in state.get("tapped", set()),
            "controller": self._controller(tid),
            "owner": self._owners.get(object_id, ""),
            "counters": {k: int(n) for (o, k, n) in state.get("counter", set()) if o == tid},
            "types": sorted(t for (o, t) in state.get("printed_type", set()) if o == tid),
        }

    def _tid(self, object_id: str) -> str:
        try:
            return self._ids[object_id]
        except KeyError:
            raise Refused(f"no object {object_id!r} in this game") from None

    def _controller(self, tid: str) -> str:
        return next((p for (p, c) in self._state.get("printed_control", set()) if c == tid), "")

    def _current(self) -> tuple[str, str]:
        (active,) = next(iter(self._state["active_player"]))
        (step,) = next(iter(self._state["current_step"]))
        return str(active), str(step)


def _mark(state: dict[str, Any], objects: list[dict[str, Any]], ids: dict[str, str]) -> None:
    """Tapped, summoning-sick and counters, in the driver's relations."""
    for obj in objects:
        tid = ids[obj["id"]]
        if obj.get("tapped"):
            state["tapped"].add((tid,))
        if obj.get("sick"):
            state.setdefault("_sick", set()).add((tid,))
        for kind, count in (obj.get("counters") or {}).items():
            state["counter"].add((tid, kind, int(count)))


def _symbols(counts: dict[str, int]) -> str:
    letters = sorted((COLOR_TYPE[c] for c, n in counts.items() for _ in range(n)), key=TYPE_ORDER.index)
    return "".join(f"{{{t}}}" for t in letters)


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """python-mtg prints its play-by-play; keep it off stdout (the protocol's channel under `serve`)."""
    with contextlib.redirect_stdout(io.StringIO()):
        yield
