"""The reference engine behind the protocol, in-process: requests in, replies out, same dicts as on the wire."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib.metadata import version
from typing import Any

from rulings import engine
from rulings.adapters.in_process import InProcessAdapter, wrong_protocol
from rulings.engine import TYPE_ORDER, mana_value, pool_counts
from rulings.protocol.session import PROTOCOL_VERSION, Message

ABOUT = {
    "name": "mtg-rulings reference",
    "version": version("mtg-rulings"),
    "language": "Python",
    "homepage": "https://github.com/mtg-rulings/mtg-rulings",
}


class ReferenceEngine(InProcessAdapter):
    """Serves one game at a time of the reference engine through the protocol: InProcessAdapter's dispatch of
    `start`, `setup`, `act` and `query`, each action and query a handler of the tables below."""

    name = "the reference engine"

    def __init__(self) -> None:
        self._game: engine.Game | None = None

    def request(self, message: Message) -> Message:
        """Answer one request; engine errors become illegal / unsupported / error replies, never exceptions,
        in the engine's own words."""
        try:
            return super().request(message)
        except engine.EngineError as error:
            return {"seq": message.get("seq"), **_declined(error)}

    def close(self) -> None:
        """Nothing to release in-process."""
        self._game = None

    def _start(self, message: Message) -> Message:
        wrong = wrong_protocol(message)
        if wrong is not None:
            return wrong
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
        kind = str(action.get("type"))
        if kind in _STANDING_CHOICES:
            _STANDING_CHOICES[kind](self.game, action)
            return []
        if kind not in _ACTIONS:
            raise engine.NotModelled(f"the reference engine has no action {kind!r}")
        return _ACTIONS[kind](self.game, action)

    def _query(self, message: Message) -> Message:
        query: dict[str, Any] = message.get("query") or {}
        kind = str(query.get("type"))
        if kind not in _QUERIES:
            raise engine.NotModelled(f"the reference engine has no query {kind!r}")
        return {"outcome": "value", "value": _QUERIES[kind](self.game, query)}


def _declined(error: engine.EngineError) -> Message:
    """The reply declining a request the engine raised this error for; another error is a bug, raised."""
    if isinstance(error, engine.IllegalAction):
        return {"outcome": "illegal", "reason": str(error)}
    if isinstance(error, engine.NotModelled):
        return {"outcome": "unsupported", "message": str(error)}
    if isinstance(error, engine.UnknownCard):  # the protocol: a card the engine does not know is unsupported
        return {"outcome": "unsupported", "message": str(error.args[0])}
    if isinstance(error, engine.SetupError):
        return {"outcome": "error", "message": f"bad game: {error}"}
    raise error


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
    answer["colors"] = game.colors(obj.id)  # an object has its colors in every zone (CR 202.2, 604.3)
    if obj.zone == "battlefield":
        answer["keywords"] = game.keywords(obj.id)
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
    `adventure`, `modes`, `new_targets`, `face_down`, `merge`, `convoke`, `sacrifice`, `discard`) as the engine's
    keyword arguments."""
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
        "convoke": request.get("convoke"),
        "sacrifice": request.get("sacrifice"),
        "discard": request.get("discard"),
    }


Action = Callable[[engine.Game, dict[str, Any]], list[Any]]

# The actions, by the protocol's `type`; each takes the game and the action's fields.
_ACTIONS: dict[str, Action] = {
    "activate": lambda game, action: game.activate(
        action["player"],
        action["object"],
        action.get("mana_abilities") or (),
        ability=action.get("ability"),
        choices=action.get("choices") or {},
    ),
    "pass_priority": lambda game, action: game.pass_priority(action["player"]),
    "resolve": lambda game, _action: game.resolve(),
    "advance": lambda game, action: game.advance(
        action["player"],
        action["step"],
        action.get("keep_tapped") or (),
        action.get("damage"),
        action.get("discard") or (),
    ),
    "declare_attackers": lambda game, action: game.declare_attackers(
        action["player"],
        [(a["object"], a["defender"]) for a in action.get("attackers") or ()],
        [a["object"] for a in action.get("attackers") or () if a.get("exert")],
        action.get("mana_abilities") or (),
    ),
    "declare_blockers": lambda game, action: game.declare_blockers(
        action["player"],
        [(b["blocker"], b["attacker"]) for b in action.get("blocks") or ()],
        action.get("mana_abilities") or (),
    ),
    "cast": lambda game, action: game.cast(action["player"], action["object"], **_cast_choices(action)),
    "play_land": lambda game, action: game.play_land(action["player"], action["object"]),
    "concede": lambda game, action: game.concede(action["player"]),
    # The special actions other than playing a land (CR 116.2): turning a face-down permanent face up for its
    # morph cost (CR 116.2b), suspending a card with the X chosen for its cost (CR 116.2f, 107.3d).
    "turn_face_up": lambda game, action: game.turn_face_up(action["player"], action["object"]),
    "suspend": lambda game, action: game.suspend(action["player"], action["object"], action.get("x")),
}

# A player's standing choices, which change nothing in the game until asked for: the order of their triggers and
# what they choose (`prefer`), their "you may" answers (`may`), their modes (`mode`).
_STANDING_CHOICES: dict[str, Callable[[engine.Game, dict[str, Any]], None]] = {
    "prefer": lambda game, action: game.prefer(action["player"], action.get("objects") or ()),
    "may": lambda game, action: game.may(
        action["player"],
        action["object"],
        bool(action["answer"]),
        times=action.get("times"),
        x=action.get("x"),
        mana=action.get("mana_abilities") or (),
        new_targets=action.get("new_targets"),
    ),
    "mode": lambda game, action: game.mode(action["player"], action["object"], action["mode"]),
    "scry": lambda game, action: game.scry(
        action["player"], action["object"], action.get("top") or (), action.get("bottom") or ()
    ),
    "surveil": lambda game, action: game.surveil(
        action["player"], action["object"], action.get("top") or (), action.get("graveyard") or ()
    ),
}

# The queries, by the protocol's `type`; each takes the game and the query's fields and gives its value.
_QUERIES: dict[str, Callable[[engine.Game, dict[str, Any]], Any]] = {
    "mana_pool": lambda game, query: pool_counts(game.pools[query["player"]]),
    "could_produce": lambda game, query: sorted(
        game.could_produce(query["object"]), key=TYPE_ORDER.__getitem__
    ),
    "object": _about,
    "player": _about,
    "can_activate": lambda game, query: _verdict(
        lambda: game.verify_activate(
            query["player"], query["object"], ability=query.get("ability"), choices=query.get("choices") or {}
        )
    ),
    "can_cast": lambda game, query: _verdict(
        lambda: game.verify_cast(query["player"], query["object"], **_cast_choices(query))
    ),
    "can_attack": lambda game, query: _verdict(lambda: game.verify_attack(query["object"])),
    "stack": lambda game, _query: [item.to_dict() for item in game.stack],
    "events": lambda game, _query: [e.to_dict() for e in game.log],
    "board": lambda game, _query: engine.describe_game(game),
}
