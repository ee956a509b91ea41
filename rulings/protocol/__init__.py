"""The engine protocol: the session that speaks it, its JSON Schema, the board notation and the turn's step names.

An engine author needs only the names below: `Engine` is what `--engine module:attribute` must build.
"""

from rulings.protocol.session import PROTOCOL_VERSION, Engine, Message

__all__ = ["PROTOCOL_VERSION", "Engine", "Message"]
