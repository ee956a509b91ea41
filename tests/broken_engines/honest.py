"""The reference engine's honest answers on the same JSON-lines loop as the broken engines: their floor.

A benchmark comparing a failing engine with a passing one compares with this, so both pay the same
transport and the same Python process (benchmarks/failing_bench.py).
"""

from tests.broken_engines import wire


def respond(message: wire.Message) -> None:
    wire.write(wire.reply(message))


wire.serve(respond)
