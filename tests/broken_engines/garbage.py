"""An engine that writes something that is not a JSON reply in games holding the trigger card.

garbage.py [CARD] [garbage|partial]: a line of text, or half a JSON object and then it exits.
"""

import sys

from tests.broken_engines import wire

game = wire.Game()
MODE = sys.argv[2] if len(sys.argv) > 2 else "garbage"


def respond(message: wire.Message) -> None:
    if game.saw(message):
        if MODE == "partial":
            sys.stdout.write(wire.reply(message)[:12])
            sys.stdout.flush()
            sys.exit(0)
        wire.write("Traceback (most recent call last): oops, a log line on stdout")
        return
    wire.write(wire.reply(message))


wire.serve(respond)
