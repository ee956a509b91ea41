"""An honest engine that logs a lot on stderr (more than a pipe holds) around every reply."""

import sys

from tests.broken_engines import wire

NOISE = "debug: " + "x" * 1000 + "\n"


def respond(message: wire.Message) -> None:
    sys.stderr.write(NOISE * 80)
    wire.write(wire.reply(message))
    sys.stderr.write(NOISE * 80)
    sys.stderr.flush()


wire.serve(respond)
