"""What every in-process adapter of a third-party engine shares: the request dispatch, the handshake's
version check, and the two ways an engine declines: it can't express the request (`unsupported`) or it
refuses the action (`illegal`)."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from importlib.metadata import PackageNotFoundError, version

from rulings.errors import RulingsError
from rulings.protocol.session import PROTOCOL_VERSION, Message


class Inexpressible(RulingsError):
    """A request the engine's API cannot express: answered `unsupported`, with the reason."""


class Refused(RulingsError):
    """An action the engine does not allow: answered `illegal`, with its reason."""


class InProcessAdapter:
    """Serves one game at a time of a Python engine through the protocol: subclasses answer `start`,
    `setup`, `act` and `query` with the reply's fields, raising Inexpressible or Refused to decline."""

    name = "the engine"  # how replies name the engine ("phase.rs: it has no ...")

    def request(self, message: Message) -> Message:
        """Answer one request; what the engine cannot do is `unsupported`, what it refuses `illegal`."""
        seq = message.get("seq")
        name = _HANDLERS.get(str(message.get("cmd")))
        if name is None:
            return {"seq": seq, "outcome": "error", "message": f"unknown cmd {message.get('cmd')!r}"}
        try:
            with self._answering():
                handler: Callable[[Message], Message] = getattr(self, name)
                return {"seq": seq, **handler(message)}
        except Inexpressible as missing:
            return {"seq": seq, "outcome": "unsupported", "message": f"{self.name}: {missing}"}
        except Refused as refused:
            return {"seq": seq, "outcome": "illegal", "reason": f"{self.name}: {refused}"}

    def _answering(self) -> AbstractContextManager[object]:
        """What surrounds every answer (a subclass may keep an engine's printing off stdout)."""
        return nullcontext()

    def _start(self, message: Message) -> Message:
        raise NotImplementedError

    def _setup(self, message: Message) -> Message:
        raise NotImplementedError

    def _act(self, message: Message) -> Message:
        raise NotImplementedError

    def _query(self, message: Message) -> Message:
        raise NotImplementedError


# Each command's handler, by method name (looked up on the instance: a dict of bound methods built for every
# request was a measurable part of a fuzzing campaign, benchmarks/fuzz_bench.py).
_HANDLERS = {"start": "_start", "setup": "_setup", "act": "_act", "query": "_query"}


def wrong_protocol(message: Message) -> Message | None:
    """The handshake's error reply when the harness speaks another protocol version, else None."""
    if message.get("protocol") == PROTOCOL_VERSION:
        return None
    return {"outcome": "error", "message": f"protocol {PROTOCOL_VERSION} only", "protocol": PROTOCOL_VERSION}


def release_of(distribution: str) -> str:
    """The installed version of a distribution, or "unknown"."""
    try:
        return version(distribution)
    except PackageNotFoundError:
        return "unknown"


__all__ = ["InProcessAdapter", "Inexpressible", "Refused", "release_of", "wrong_protocol"]
