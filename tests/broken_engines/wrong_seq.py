"""An engine whose replies get out of step (wrong seq) in games holding the trigger card."""

import json

from tests.broken_engines import wire

game = wire.Game()


def respond(message: wire.Message) -> None:
    answer = json.loads(wire.reply(message))
    if game.saw(message):
        answer["seq"] = int(message["seq"]) + 1
    wire.write(json.dumps(answer))


wire.serve(respond)
