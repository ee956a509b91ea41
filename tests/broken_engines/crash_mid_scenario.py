"""An engine that dies in the middle of every game holding the trigger card, after a line on stderr."""

import sys

from tests.broken_engines import wire

game = wire.Game()


def respond(message: wire.Message) -> None:
    if game.saw(message):
        sys.stderr.write(f"Segmentation fault (simulated) in a game with {game.card}\n")
        sys.stderr.flush()
        sys.exit(139)
    wire.write(wire.reply(message))


wire.serve(respond)
