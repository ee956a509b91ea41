"""An engine that exits after answering its first query of each game, as a leaky one killed by its OOM guard."""

import sys

from tests.broken_engines import wire


def respond(message: wire.Message) -> None:
    wire.write(wire.reply(message))
    if message.get("cmd") == "query":
        sys.exit(0)


wire.serve(respond)
