"""How an engine adapter says it has given up on its engine, so the run ends with the reason rather than
paying a timeout for every scenario left."""

from __future__ import annotations

from rulings.protocol.session import ProtocolError

__all__ = ["RUN_STOPS", "EngineGaveUp"]

RUN_STOPS = "so the run stops here"  # how every EngineGaveUp message says it


class EngineGaveUp(ProtocolError):
    """The engine can no longer serve requests (it failed to restart again and again, or an in-process
    engine is stuck in a request that timed out): every later request fails at once, and the run stops."""
