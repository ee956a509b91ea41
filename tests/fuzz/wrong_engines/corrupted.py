"""The base of the wrong engines: the reference engine, with a hook to change one reply."""

from __future__ import annotations

from rulings.adapters.reference import ReferenceEngine
from rulings.protocol.session import Message


class Corrupted:
    """The reference engine, with a hook to change one reply."""

    name = "corrupted reference"

    def __init__(self) -> None:
        self.inner = ReferenceEngine()
        self.objects: dict[str, str] = {}  # id -> card, of the board set up last

    def request(self, message: Message) -> Message:
        """Answer as the reference engine does, then let the subclass corrupt the reply."""
        if message.get("cmd") == "setup":
            game = message.get("game") or {}
            self.objects = {o["id"]: o["card"] for o in game.get("objects", [])}
        reply = self.inner.request(message)
        if message.get("cmd") == "start" and reply.get("outcome") == "ok":
            reply["engine"] = {**reply["engine"], "name": self.name}
        return self.corrupt(message, reply)

    def corrupt(self, message: Message, reply: Message) -> Message:
        """The one wrong answer (none here)."""
        return reply

    def close(self) -> None:
        """Stop the inner engine."""
        self.inner.close()

    def card_of(self, message: Message) -> str:
        """The card of the object a query or action is about."""
        about = message.get("query") or message.get("action") or {}
        return self.objects.get(str(about.get("object", "")), "")
