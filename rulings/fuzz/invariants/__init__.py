"""The catalogue of named invariants, each citing the rule it comes from.

An invariant is a check over one step of a fuzzed game: the action (if any), what the engine said of
it, and protocol queries about the moment before and the moment after. It declares which kinds of step
it applies to, and may fetch what it needs of the moment before the action (`prefetch`), since that
moment is gone once the action is taken. A check raises Violation or returns whether it applied; where
the engine declines a query the check needs, it stands aside (each counted in the report).

A check's docstring begins with the invariant's claim, in the rules' words (its first paragraph; the
catalogue and `rulings fuzz --list` print it), then says how the check tests it.

One module per rules area registers its invariants here by importing `invariant`: mana.py,
could_produce.py, actions.py, untap.py, casting.py, combat.py, protection.py, triggers.py, harness.py. A new rules area adds a module and imports it below.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rulings.fuzz.observe import Observation, Played, Snapshot, Violation
from rulings.fuzz.world import Thing, World
from rulings.protocol.session import Message

STEP_KINDS = frozenset(
    {
        "setup",
        "activate",
        "pass_priority",
        "resolve",
        "advance",
        "cast",
        "observe",
        "replay",
        "attack",
        "block",
    }
)


@dataclass
class Step:
    """One step of a fuzzed game, as the invariants see it."""

    kind: str
    world: (
        World  # the fuzzer's knowledge: as it was before the action during prefetch, as it is after in check
    )
    before: Snapshot
    after: Snapshot | None = None
    action: Message | None = None
    played: Played | None = None
    subject: Thing | None = None  # the object the action is about
    could: dict[str, frozenset[str]] = field(
        default_factory=dict
    )  # could-produce answers of this board version
    notes: dict[str, Any] = field(default_factory=dict)  # what prefetches noted of the moment before

    @property
    def now(self) -> Snapshot:
        """The moment after the step."""
        assert self.after is not None, "checks run after the step"
        return self.after

    @property
    def actor(self) -> str:
        """The player taking the action."""
        return str((self.action or {}).get("player", ""))

    @property
    def legal(self) -> bool:
        """Whether the engine took the action."""
        return self.played is not None and self.played.legal

    @property
    def events(self) -> tuple[Message, ...]:
        """The events the engine reported for the action."""
        return self.played.events if self.played else ()


Check = Callable[[Step], bool]
"""A check: raises Violation, or returns whether it applied to this step (False: nothing to check here)."""
Prefetch = Callable[[Step], None]


@dataclass(frozen=True)
class Invariant:
    """A named property of every game, the rule it comes from, and when it is checked."""

    name: str
    rule: str  # "CR 605.3b, 605.4a", or "protocol v1" for the harness's own promises
    claim: str  # one sentence, in the rules' words where they have them
    after: frozenset[str]
    check: Check | None = None  # None: checked on every request by rulings/fuzz/observe.py
    prefetch: Prefetch | None = None

    def fail(self, message: str, *observations: Observation) -> Violation:
        """The violation of this invariant, with the observations that show it."""
        return Violation(self.name, message, observations)


CATALOGUE: dict[str, Invariant] = {}


def invariant(
    name: str, rule: str, after: set[str] | frozenset[str], prefetch: Prefetch | None = None
) -> Callable[[Check], Check]:
    """Register a check as a named invariant; the first paragraph of its docstring is the claim."""
    unknown = set(after) - STEP_KINDS
    if unknown:
        raise ValueError(
            f"invariant {name!r}: unknown step kinds {sorted(unknown)}; known: {sorted(STEP_KINDS)}"
        )
    if name in CATALOGUE:
        raise ValueError(f"invariant {name!r} is registered twice")

    def register(check: Check) -> Check:
        claim = " ".join((inspect.getdoc(check) or "").split("\n\n")[0].split())
        if not claim:
            raise ValueError(f"invariant {name!r}: its check's docstring must begin with the claim")
        CATALOGUE[name] = Invariant(name, rule, claim, frozenset(after), check, prefetch)
        return check

    return register


def declare(name: str, rule: str, claim: str) -> None:
    """Register an invariant that the request layer checks on every request rather than a step check."""
    CATALOGUE[name] = Invariant(name, rule, claim, frozenset())


def fail(name: str, message: str, *observations: Observation) -> Violation:
    """The violation of a registered invariant."""
    return CATALOGUE[name].fail(message, *observations)


def select(names: list[str] | None = None, without: list[str] | None = None) -> list[Invariant]:
    """The invariants to check: all of them or those named, less those left out (KeyError names the known)."""
    _load()
    unknown = [n for n in [*(names or []), *(without or [])] if n not in CATALOGUE]
    if unknown:
        raise KeyError(
            f"no invariant {', '.join(unknown)}; the catalogue has: {', '.join(sorted(CATALOGUE))}"
        )
    chosen = [CATALOGUE[n] for n in names] if names else list(CATALOGUE.values())
    return [inv for inv in chosen if inv.name not in (without or [])]


def _load() -> None:
    # The rules areas register on import; imported here, late, because they import this module.
    from rulings.fuzz.invariants import (  # noqa: F401, PLC0415
        actions,
        casting,
        combat,
        could_produce,
        harness,
        mana,
        protection,
        triggers,
        untap,
    )
