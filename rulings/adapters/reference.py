"""The reference engine behind the protocol, in-process: requests in, replies out, same dicts as on the wire."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib.metadata import version
from typing import Any

from rulings import engine
from rulings.engine import TYPE_ORDER, mana_value, pool_counts
from rulings.protocol.session import PROTOCOL_VERSION, Message

ABOUT = {
    "name": "mtg-rulings reference",
    "version": version("mtg-rulings"),
    "language": "Python",
    "homepage": "https://github.com/mtg-rulings/mtg-rulings",
}


class ReferenceEngine:
    """Serves one game at a time of the reference engine through the protocol."""

    def __init__(self) -> None:
        self._game: engine.Game | None = None

    def request(self, message: Message) -> Message:
        """Answer one request; engine errors become illegal / unsupported / error replies, never exceptions."""
        seq = message.get("seq")
        try:
            handler = self._handlers().get(str(message.get("cmd")))
            if handler is None:
                return {"seq": seq, "outcome": "error", "message": f"unknown cmd {message.get('cmd')!r}"}
            return {"seq": seq, **handler(message)}
        except engine.IllegalAction as illegal:
            return {"seq": seq, "outcome": "illegal", "reason": str(illegal)}
        except engine.NotModelled as missing:
            return {"seq": seq, "outcome": "unsupported", "message": str(missing)}
        except engine.UnknownCard as unknown:  # the protocol: a card the engine does not know is unsupported
            return {"seq": seq, "outcome": "unsupported", "message": str(unknown.args[0])}
        except engine.SetupError as bad:
            return {"seq": seq, "outcome": "error", "message": f"bad game: {bad}"}

    def close(self) -> None:
        """Nothing to release in-process."""
        self._game = None

    def _handlers(self) -> dict[str, Callable[[Message], Message]]:
        return {"start": self._start, "setup": self._setup, "act": self._act, "query": self._query}

    def _start(self, message: Message) -> Message:
        if message.get("protocol") != PROTOCOL_VERSION:
            return {
                "outcome": "error",
                "message": f"protocol {PROTOCOL_VERSION} only",
                "protocol": PROTOCOL_VERSION,
            }
        return {"outcome": "ok", "protocol": PROTOCOL_VERSION, "engine": ABOUT, "cards": list(cards())}

    def _setup(self, message: Message) -> Message:
        self._game = engine.new_game(_modelled_board(message.get("game") or {}))
        return {"outcome": "ok"}

    @property
    def game(self) -> engine.Game:
        """The game set up last."""
        if self._game is None:
            raise engine.SetupError("no game: send setup first")
        return self._game

    def _act(self, message: Message) -> Message:
        action: dict[str, Any] = message.get("action") or {}
        # CR 704.5j: the legendary permanents their controllers keep if the legend rule applies on the way.
        events = self.game.keeping(action.get("keep") or (), lambda: self._take(action))
        return {"outcome": "ok", "events": [e.to_dict() for e in events]}

    def _take(self, action: dict[str, Any]) -> list[Any]:
        kind = action.get("type")
        game = self.game
        if kind in ("prefer", "may", "mode"):
            _standing_choice(game, action)
            return []
        if kind in ("turn_face_up", "suspend"):
            return _special_action(game, action)
        if kind == "activate":
            events = game.activate(
                action["player"],
                action["object"],
                action.get("mana_abilities") or (),
                ability=action.get("ability"),
                choices=action.get("choices") or {},
            )
        elif kind == "pass_priority":
            events = game.pass_priority(action["player"])
        elif kind == "resolve":
            events = game.resolve()
        elif kind == "advance":
            events = game.advance(
                action["player"],
                action["step"],
                action.get("keep_tapped") or (),
                action.get("damage"),
                action.get("discard") or (),
            )
        elif kind == "declare_attackers":
            attack = [(a["object"], a["defender"]) for a in action.get("attackers") or ()]
            exert = [a["object"] for a in action.get("attackers") or () if a.get("exert")]
            mana = action.get("mana_abilities") or ()
            events = game.declare_attackers(action["player"], attack, exert, mana)
        elif kind == "declare_blockers":
            blocks = [(b["blocker"], b["attacker"]) for b in action.get("blocks") or ()]
            events = game.declare_blockers(action["player"], blocks, action.get("mana_abilities") or ())
        elif kind == "cast":
            events = game.cast(action["player"], action["object"], **_cast_choices(action))
        elif kind == "play_land":
            events = game.play_land(action["player"], action["object"])
        elif kind == "concede":
            events = game.concede(action["player"])
        else:
            raise engine.NotModelled(f"the reference engine has no action {kind!r}")
        return events

    def _query(self, message: Message) -> Message:
        query: dict[str, Any] = message.get("query") or {}
        kind = query.get("type")
        game = self.game
        value: Any
        if kind == "mana_pool":
            value = pool_counts(game.pools[query["player"]])
        elif kind == "could_produce":
            value = sorted(game.could_produce(query["object"]), key=TYPE_ORDER.__getitem__)
        elif kind in ("object", "player"):
            value = _about(game, query)
        elif kind == "can_activate":
            try:
                game.verify_activate(
                    query["player"],
                    query["object"],
                    ability=query.get("ability"),
                    choices=query.get("choices") or {},
                )
                value = {"legal": True, "reason": ""}
            except engine.IllegalAction as illegal:
                value = {"legal": False, "reason": str(illegal)}
        elif kind == "can_cast":
            try:
                game.verify_cast(query["player"], query["object"], **_cast_choices(query))
                value = {"legal": True, "reason": ""}
            except engine.IllegalAction as illegal:
                value = {"legal": False, "reason": str(illegal)}
        elif kind == "can_attack":
            value = _verdict(lambda: game.verify_attack(query["object"]))
        elif kind == "stack":
            value = [item.to_dict() for item in game.stack]
        elif kind == "events":
            value = [e.to_dict() for e in game.log]
        elif kind == "board":
            value = engine.describe_game(game)
        else:
            raise engine.NotModelled(f"the reference engine has no query {kind!r}")
        return {"outcome": "value", "value": value}


@cache
def cards() -> tuple[str, ...]:
    """Every card the engine plays fully (hand-written, or compiled from Oracle text with no unmodelled ability),
    read from its card definitions once per process."""
    return tuple(engine.playable_cards())


def _modelled_board(game: Message) -> Message:
    """The board as the engine reads it, or NotModelled for what the protocol allows but it does not model: the
    command zone (CR 408). `face_down: false` is every object's default; the engine models a face-down permanent
    with morph (CR 702.37, 708) and declines the others as it sets them up."""
    objects = game.get("objects")
    if not isinstance(objects, list):
        return game
    kept = []
    for spec in objects:
        if not isinstance(spec, dict):
            kept.append(spec)
            continue
        where = f"object {spec.get('id', '?')!r}"
        if spec.get("zone") == "command":
            raise engine.NotModelled(f"{where}: the reference engine has no command zone (CR 408)")
        kept.append({k: v for k, v in spec.items() if k != "face_down" or v})
    return {**game, "objects": kept}


def _verdict(check: Callable[[], None]) -> Message:
    """A can_x query's value: legal, or not with the engine's reason."""
    try:
        check()
    except engine.IllegalAction as illegal:
        return {"legal": False, "reason": str(illegal)}
    return {"legal": True, "reason": ""}


def _about(game: engine.Game, query: Message) -> Message:
    """The value of an `object` query (with damage marked and combat status) or a `player` query."""
    if query["type"] == "player":
        player = query["player"]
        answer: Message = {
            "life": game.life(player),
            "lost": game.has_lost(player),
            "won": game.has_won(player),
            "draw": game.is_draw(),
        }
        answer["counters"] = {"poison": game.poison(player)} if game.poison(player) else {}
        return answer
    obj = game.object(query["object"])
    answer = {**_describe(obj), "damage": obj.damage, **game.combat_status(obj.id)}
    if obj.zone == "battlefield":
        answer["keywords"] = game.keywords(obj.id)
        answer["colors"] = game.colors(obj.id)
        answer["phased_out"] = bool(obj.phased_out)  # CR 702.26a-b
        if not obj.bestowed:
            answer["subtypes"] = game.subtypes(obj.id)
    power_toughness = game.power_toughness(obj.id)
    if power_toughness:
        answer["power"], answer["toughness"] = power_toughness
    return answer


def _describe(obj: Any) -> Message:
    return {
        "zone": obj.zone,
        "tapped": obj.tapped,
        "controller": obj.controller,
        "owner": obj.owner,
        "counters": dict(+obj.counters),
        "types": sorted(t for t in obj.card.types if obj.is_type(t)),
        "subtypes": ["Aura"] if obj.bestowed else sorted(obj.card.subtypes),
        "card": obj.printed.name,  # a face-down object's too: its owner knows it (CR 708.5)
        "face_down": obj.face_down,
        "mana_value": mana_value(obj),
        "attached_to": obj.attached_to,
    }


def _cast_choices(request: Message) -> dict[str, Any]:
    """The protocol's cast choices (`from`, `as`, `x`, `targets`, `divide`, `without_paying`, `alternative`,
    `adventure`, `modes`, `new_targets`, `face_down`, `merge`) as the engine's keyword arguments."""
    return {
        "from_zone": request.get("from"),
        "cast_as": request.get("as"),
        "x": request.get("x"),
        "targets": request.get("targets"),
        "divide": request.get("divide"),
        "without_paying": bool(request.get("without_paying")),
        "alternative": request.get("alternative"),
        "adventure": bool(request.get("adventure")),
        "modes": request.get("modes"),
        "new_targets": request.get("new_targets"),
        "face_down": bool(request.get("face_down")),
        "merge": request.get("merge"),
    }


def _special_action(game: engine.Game, action: dict[str, Any]) -> list[Any]:
    """A special action other than playing a land (CR 116.2): turning a face-down permanent face up for its morph
    cost (CR 116.2b), suspending a card with the X chosen for its cost (CR 116.2f, 107.3d)."""
    if action["type"] == "turn_face_up":
        return game.turn_face_up(action["player"], action["object"])
    return game.suspend(action["player"], action["object"], action.get("x"))


def _standing_choice(game: engine.Game, action: dict[str, Any]) -> None:
    """A player's standing choices, which change nothing in the game until asked for: the order of their triggers
    and what they choose (`prefer`), their "you may" answers (`may`), their modes (`mode`)."""
    kind = action["type"]
    if kind == "prefer":
        game.prefer(action["player"], action.get("objects") or ())
    elif kind == "may":
        game.may(
            action["player"],
            action["object"],
            bool(action["answer"]),
            times=action.get("times"),
            x=action.get("x"),
            mana=action.get("mana_abilities") or (),
            new_targets=action.get("new_targets"),
        )
    else:
        game.mode(action["player"], action["object"], action["mode"])
