"""Talking to the engines under fuzz: every request checked, every answer remembered and, in differential
mode, compared with a second engine's.

An engine may decline (`unsupported`): that answer is remembered and the invariants that needed it stand
aside. Anything else that is not a well-formed answer — an exception, an `error` reply, a broken reply, a
missed deadline — is a fault of the engine and ends the example (CR-free rules of the protocol, v1).
"""

from __future__ import annotations

import json
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from rulings.errors import RulingsError
from rulings.fuzz.cards import TYPES
from rulings.protocol.session import EngineTimeout, Game, Message, ProtocolError, Session, Unsupported

Outcome = Literal["ok", "illegal", "unsupported"]
ObservationKind = Literal[
    "pool",
    "could_produce",
    "stack",
    "triggered",
    "untapped",
    "tapped",
    "zone",
    "legality",
    "added",
    "counters",
    "mana_value",
    "damage",
]


@dataclass(frozen=True)
class Observation:
    """Something a Then step can check: what a counterexample's scenario asserts."""

    kind: ObservationKind
    subject: str = ""  # the player (pool) or object (could_produce, triggered, tapped, zone, added)
    player: str = ""  # whose pool, for "added"
    detail: str = ""  # the kind of counter, for "counters"
    expected: Any = field(
        default=None, compare=False
    )  # the value the rule gives, where the invariant can tell


class Violation(AssertionError):
    """An invariant failed: which one, why, and the observations a scenario should assert to show it."""

    def __init__(self, invariant: str, message: str, observations: tuple[Observation, ...] = ()) -> None:
        super().__init__(f"{invariant}: {message}")
        self.invariant = invariant
        self.message = message
        self.observations = observations


class NotAnswered(RulingsError):
    """The engine declined the query: the invariant that asked stands aside."""


@dataclass(frozen=True)
class Played:
    """One action and what the engine said of it."""

    action: Message
    outcome: Outcome
    events: tuple[Message, ...] = ()
    reason: str = ""

    @property
    def legal(self) -> bool:
        """Whether the engine took the action."""
        return self.outcome == "ok"


@dataclass
class Tally:
    """How often the engines answered or declined each kind of request, for the report."""

    answered: Counter[str] = field(default_factory=Counter)
    declined: Counter[str] = field(default_factory=Counter)


class Engines:
    """The engine under fuzz and, in differential mode, the engine it is compared with."""

    def __init__(self, primary: Session, against: Session | None = None) -> None:
        self.primary = primary
        self.against = against
        self.tally = Tally()

    def setup(self, game: Game) -> bool:
        """Set up the board on every engine; False if any declines it."""
        for session in self._sessions():
            answer = _call(session, "setup", lambda s: s.setup(game))
            if answer is _DECLINED:
                self.tally.declined["setup"] += 1
                return False
        self.tally.answered["setup"] += 1
        return True

    def act(self, action: Message) -> Played:
        """Take the action on every engine; in differential mode their verdicts must agree."""
        played = _act(self.primary, action)
        self._count(f"act {action.get('type')}", played.outcome != "unsupported")
        if self.against is not None and played.outcome != "unsupported":
            other = _act(self.against, action)
            if other.outcome not in ("unsupported", played.outcome):
                raise Violation(
                    "engines-agree",
                    f"{_name(self.primary)} found {_describe(action)} {played.outcome}"
                    f"{_because(played)}, {_name(self.against)} found it {other.outcome}{_because(other)}",
                    (Observation("legality"),),
                )
            if other.outcome == "ok" and played.outcome == "ok" and played.events and other.events:
                mine, theirs = normalise_events(played.events), normalise_events(other.events)
                if mine != theirs:
                    raise Violation(
                        "engines-agree",
                        f"after {_describe(action)}, {_name(self.primary)} reported {_show(mine)} and "
                        f"{_name(self.against)} reported {_show(theirs)}",
                        _event_observations(mine, theirs),
                    )
        return played

    def ask(self, query: Message) -> Any:
        """Ask every engine; NotAnswered if the engine under fuzz declines; differing answers are a violation."""
        kind = str(query.get("type"))
        value = _call(self.primary, "query", lambda s: s.query(query))
        self._count(f"query {kind}", value is not _DECLINED)
        if value is _DECLINED:
            raise NotAnswered(kind)
        if self.against is not None:
            other = _call(self.against, "query", lambda s: s.query(query))
            if other is not _DECLINED and normalise(query, value) != normalise(query, other):
                raise Violation(
                    "engines-agree",
                    f"asked {_describe(query)}, {_name(self.primary)} answered {normalise(query, value)!r} and "
                    f"{_name(self.against)} answered {normalise(query, other)!r}",
                    _query_observations(query),
                )
        return value

    def _sessions(self) -> list[Session]:
        return [self.primary] if self.against is None else [self.primary, self.against]

    def _count(self, what: str, answered: bool) -> None:
        (self.tally.answered if answered else self.tally.declined)[what] += 1


class Snapshot:
    """The answers to queries about the game at one moment, asked lazily and at most once each.

    Once the next action begins the moment is gone: a question it did not ask in time is a bug in an
    invariant (it should have fetched it beforehand), not something to answer from the new state.
    """

    def __init__(self, engines: Engines) -> None:
        self.engines = engines
        self.sealed = False
        self._answers: dict[tuple[Any, ...], Any] = {}

    def ask(self, query: Message) -> Any:
        """The engine's answer at this moment; NotAnswered if it declines."""
        key = (query.get("type"), query.get("player"), query.get("object"))
        if key not in self._answers:
            if self.sealed:
                raise RuntimeError(
                    f"an invariant asked {query} of a past moment without fetching it beforehand"
                )
            try:
                self._answers[key] = self.engines.ask(query)
            except NotAnswered:
                self._answers[key] = _DECLINED
        if self._answers[key] is _DECLINED:
            raise NotAnswered(str(query.get("type")))
        return self._answers[key]

    def pool(self, player: str) -> dict[str, int]:
        """The player's mana pool, every type counted."""
        value = self.ask({"type": "mana_pool", "player": player})
        if not isinstance(value, dict):
            raise Violation(  # the session's schema check refuses this first; kept for a type checker
                "documented-errors-only", f"{player}'s mana pool was answered as {value!r}, not a mapping"
            )
        return {t: value.get(t, 0) for t in TYPES} | {k: v for k, v in value.items() if k not in TYPES}

    def could_produce(self, object_id: str) -> frozenset[str]:
        """The types of mana the permanent could produce (CR 106.7)."""
        return frozenset(self.ask({"type": "could_produce", "object": object_id}))

    def stack(self) -> list[Message]:
        """The objects on the stack."""
        return list(self.ask({"type": "stack"}))

    def tapped(self, object_id: str) -> bool:
        """Whether the object is tapped."""
        return bool(self.ask({"type": "object", "object": object_id})["tapped"])

    def events(self) -> list[Message]:
        """The event log since setup."""
        return list(self.ask({"type": "events"}))


class _Declined:
    def __repr__(self) -> str:
        return "<declined>"


_DECLINED: Any = _Declined()


def _call(session: Session, what: str, call: Callable[[Session], Any]) -> Any:
    """Make one request; an `unsupported` answer is _DECLINED, any failure is a fault of the engine."""
    try:
        return call(session)
    except Unsupported:
        return _DECLINED
    except EngineTimeout as late:
        raise Violation("never-hangs", f"{_name(session)}: {late}") from late
    except ProtocolError as broken:
        raise Violation("documented-errors-only", f"{_name(session)} on {what}: {broken}") from broken
    except Exception as crash:  # anything else escaping an engine is a bug in it, by the protocol
        where = "".join(traceback.format_exception(crash, limit=-3)).strip()
        raise Violation(
            "documented-errors-only",
            f"{_name(session)} raised {type(crash).__name__} on {what}: {crash}\n{where}",
        ) from crash


def _act(session: Session, action: Message) -> Played:
    result = _call(session, "act", lambda s: s.act(action))
    if result is _DECLINED:
        return Played(action, "unsupported")
    if not result.legal:
        return Played(action, "illegal", reason=result.reason)
    return Played(action, "ok", tuple(result.events))


def normalise(query: Message, value: Any) -> Any:
    """An answer in a form two engines can be compared in: what the rules fix, not how an engine says it."""
    kind = query.get("type")
    if kind == "mana_pool" and isinstance(value, dict):
        return {t: int(value.get(t, 0)) for t in TYPES}
    if kind == "could_produce" and isinstance(value, list):
        return sorted(set(value), key=lambda t: TYPES.index(t) if t in TYPES else len(TYPES))
    if kind == "stack" and isinstance(value, list):
        return [(item.get("kind"), item.get("source")) for item in value]
    if kind == "object" and isinstance(value, dict):
        return {k: value.get(k) for k in ("zone", "tapped", "controller")}
    if kind == "events" and isinstance(value, list):
        return normalise_events(value)
    return value


def normalise_events(events: Any) -> dict[str, int]:
    """The events that rules fix, counted: what triggered, what untapped or tapped, which mana each added."""
    counts: Counter[str] = Counter()
    for event in events or ():
        kind = event.get("kind")
        if kind == "triggered":
            counts[f"{event.get('source')} triggered"] += 1
        elif kind in ("tapped", "untapped"):
            counts[f"{event.get('object')} {kind}"] += 1
        elif kind == "mana_added":
            for unit in str(event.get("mana", "")).strip("{}").split("}{"):
                if unit:
                    counts[f"{event.get('source')} added {{{unit}}} to {event.get('player')}"] += 1
    return dict(sorted(counts.items()))


def _event_observations(mine: dict[str, int], theirs: dict[str, int]) -> tuple[Observation, ...]:
    observations: list[Observation] = []
    for key in sorted(set(mine) | set(theirs)):
        if mine.get(key) == theirs.get(key):
            continue
        subject, verb, *rest = key.split(" ")
        if verb == "triggered":
            observations.append(Observation("triggered", subject))
        elif verb == "untapped":
            observations.append(Observation("untapped", subject))
        elif verb == "tapped":
            observations.append(Observation("tapped", subject))
        elif verb == "added":
            observations.append(Observation("added", subject, player=rest[-1]))
    return tuple(dict.fromkeys(observations))


def _query_observations(query: Message) -> tuple[Observation, ...]:
    kind = query.get("type")
    if kind == "mana_pool":
        return (Observation("pool", str(query["player"])),)
    if kind == "could_produce":
        return (Observation("could_produce", str(query["object"])),)
    if kind == "stack":
        return (Observation("stack"),)
    if kind == "object":
        return (Observation("tapped", str(query["object"])), Observation("zone", str(query["object"])))
    return ()


def _name(session: Session) -> str:
    return session.info.name if session.info.name != "unknown" else "the engine"


def _describe(message: Message) -> str:
    return json.dumps(message, sort_keys=True)


def _because(played: Played) -> str:
    return f" ({played.reason})" if played.reason else ""


def _show(counts: dict[str, int]) -> str:
    return ", ".join(f"{k} x{n}" if n > 1 else k for k, n in counts.items()) or "nothing"
