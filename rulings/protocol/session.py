"""The engine protocol, v1: the one narrow, language-neutral way the steps reach any engine.

Every message is a JSON object. A request has `seq` and `cmd`; the reply echoes `seq` and has exactly one
`outcome`: ok, illegal, unsupported, value or error. See docs/protocol.md for every request and reply.
An engine is anything with `request(message) -> reply` and `close()`: the reference engine in-process,
a subprocess speaking JSON lines, or an adapter around a third-party library.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, TypedDict

from rulings.errors import RulingsError
from rulings.protocol.schema import check_message

PROTOCOL_VERSION = 1

Message = dict[str, Any]
Outcome = Literal["ok", "illegal", "unsupported", "value", "error"]
OUTCOMES: tuple[Outcome, ...] = ("ok", "illegal", "unsupported", "value", "error")


class ObjectSpec(TypedDict, total=False):
    """One object of a board: `id` is chosen by the test, `card` is the exact Oracle name."""

    id: str
    card: str
    owner: str
    controller: str
    zone: str  # library, hand, battlefield (default), graveyard, stack, exile, command
    tapped: bool
    sick: bool  # not controlled continuously since its controller's most recent turn began (CR 302.6)
    counters: dict[str, int]
    attached_to: str
    face_down: bool  # a face-down object (CR 708); an engine that does not model it answers `unsupported`
    transformed: bool  # optional: a double-faced permanent with its back face up (CR 712.8e)
    damage: int  # optional: damage marked on a permanent (CR 120.6)


class Turn(TypedDict):
    """Whose turn, which step, which turn number."""

    active: str
    step: str
    number: int


class Game(TypedDict, total=False):
    """A board: players in turn order, the turn, who has priority, the objects, unspent mana."""

    players: list[str]
    turn: Turn
    priority: str
    objects: list[ObjectSpec]
    pools: dict[str, str]
    life: dict[str, int]  # optional: life totals other than 20 (CR 103.4)
    player_counters: dict[str, dict[str, int]]  # optional: counters on players, e.g. poison (CR 122.1f)


class Engine(Protocol):
    """What the harness talks to: one request in, one reply out."""

    def request(self, message: Message) -> Message:
        """Send one request and return its reply."""
        ...

    def close(self) -> None:
        """Stop the engine."""
        ...


class ProtocolError(RulingsError):
    """The engine broke the protocol or failed: the scenario is `errored`."""


class EngineTimeout(ProtocolError):
    """The engine did not answer in time: the scenario is `timeout`."""


class Unsupported(RulingsError):
    """The engine declined a card, action or query: the scenario is `unsupported`."""


@dataclass(frozen=True)
class EngineInfo:
    """Who the engine says it is in the handshake."""

    name: str
    version: str
    language: str = ""
    homepage: str = ""
    cards: tuple[str, ...] | None = None  # the cards it says it models, if it says


@dataclass(frozen=True)
class ActResult:
    """What an action did: legal with its events, or illegal with the engine's reason."""

    legal: bool
    events: list[Message] = field(default_factory=list)
    reason: str = ""


@dataclass
class Session:
    """A conversation with one engine: numbered requests, checked replies, typed results."""

    engine: Engine
    info: EngineInfo = EngineInfo("unknown", "")
    board: Game | None = None  # the board set up last, for result records and messages
    _seq: int = 0

    def send(self, cmd: str, **payload: Any) -> Message:
        """Send a request; return its reply, or raise if it breaks the protocol's JSON Schema or is an error."""
        self._seq += 1
        reply = self.engine.request({"seq": self._seq, "cmd": cmd, **payload})
        check_reply(reply, self._seq)
        query = payload.get("query") if cmd == "query" else None
        problems = check_message(reply, "reply", query.get("type") if isinstance(query, dict) else None)
        if problems:
            more = f"; and {len(problems) - 3} more" if len(problems) > 3 else ""
            raise ProtocolError(
                f"the engine's reply to {cmd} breaks the protocol's schema (protocol-v1.json): "
                + "; ".join(problems[:3])
                + more
            )
        if reply["outcome"] == "unsupported":
            raise Unsupported(reply.get("message") or f"the engine doesn't support {cmd} {payload}")
        if reply["outcome"] == "error":
            raise ProtocolError(f"the engine reported an error on {cmd}: {reply.get('message', '')}")
        return reply

    def start(self) -> EngineInfo:
        """The versioned handshake."""
        reply = self.send("start", protocol=PROTOCOL_VERSION)
        if reply.get("protocol") != PROTOCOL_VERSION:
            raise ProtocolError(
                f"the engine speaks protocol {reply.get('protocol')!r}; the harness speaks {PROTOCOL_VERSION}"
            )
        about = reply.get("engine") or {}
        cards = reply.get("cards")
        self.info = EngineInfo(
            str(about.get("name", "unknown")),
            str(about.get("version", "")),
            str(about.get("language", "")),
            str(about.get("homepage", "")),
            tuple(str(c) for c in cards) if isinstance(cards, list) else None,
        )
        return self.info

    def setup(self, game: Game) -> None:
        """Set up a new game on this board."""
        self.board = game
        self.send("setup", game=game)

    def act(self, action: Message) -> ActResult:
        """Take an action; an illegal one is a result, not an error."""
        reply = self.send("act", action=action)
        if reply["outcome"] == "illegal":
            return ActResult(False, reason=str(reply.get("reason", "")))
        if reply["outcome"] != "ok":
            raise ProtocolError(f"act must be answered ok, illegal or unsupported, not {reply['outcome']!r}")
        return ActResult(True, events=list(reply.get("events", [])))

    def query(self, query: Message) -> Any:
        """Ask the engine about the game."""
        reply = self.send("query", query=query)
        if reply["outcome"] != "value":
            raise ProtocolError(f"query must be answered value or unsupported, not {reply['outcome']!r}")
        return reply.get("value")

    def stop(self) -> None:
        """End the conversation and the engine."""
        self.engine.close()


def check_reply(reply: object, seq: int) -> None:
    """Raise ProtocolError unless the reply is a JSON object with our seq and one known outcome."""
    if not isinstance(reply, dict):
        raise ProtocolError(f"a reply must be a JSON object, not {type(reply).__name__}: {reply!r:.200}")
    if reply.get("seq") != seq:
        raise ProtocolError(f"the reply has seq {reply.get('seq')!r}, expected {seq}")
    if reply.get("outcome") not in OUTCOMES:
        raise ProtocolError(
            f"the reply's outcome {reply.get('outcome')!r} is not one of {', '.join(OUTCOMES)}"
        )
