"""An engine that speaks protocol 2 only."""

import json

from tests.broken_engines import wire


def respond(message: wire.Message) -> None:
    if message.get("cmd") == "start":
        about = {"name": "future engine", "version": "9.0", "language": "Python", "homepage": ""}
        wire.write(json.dumps({"seq": message["seq"], "outcome": "ok", "protocol": 2, "engine": about}))
        return
    wire.write(wire.reply(message))


wire.serve(respond)
