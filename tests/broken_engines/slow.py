"""An honest engine that takes a while to set up each game, so a test can interrupt a run in its middle."""

import time

from tests.broken_engines import wire


def respond(message: wire.Message) -> None:
    if message.get("cmd") == "setup":
        time.sleep(0.15)
    wire.write(wire.reply(message))


wire.serve(respond)
