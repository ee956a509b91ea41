"""An engine that completes the handshake and then declines everything, honestly."""

import json

from tests.broken_engines import wire


def respond(message: wire.Message) -> None:
    if message.get("cmd") == "start":
        wire.write(wire.reply(message))
        return
    wire.write(
        json.dumps({"seq": message["seq"], "outcome": "unsupported", "message": f"no {message['cmd']} here"})
    )


wire.serve(respond)
