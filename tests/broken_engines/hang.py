"""An engine that stops answering in every game holding the trigger card (an infinite loop)."""

import time

from tests.broken_engines import wire

game = wire.Game()


def respond(message: wire.Message) -> None:
    if game.saw(message):
        while True:
            time.sleep(60)
    wire.write(wire.reply(message))


wire.serve(respond)
