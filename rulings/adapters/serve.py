"""`rulings serve`: an engine (the reference one by default) on stdin/stdout, one JSON line per message.

This is protocol v1 as any external engine speaks it (docs/protocol.md): read a request line, write exactly
one reply line with the same `seq`, flush; `stop` (or the end of stdin) ends the process. Nothing else is
ever written to stdout; logs go to stderr. `--transcript FILE` records every request with its reply, which
is how the tests check real traffic against the protocol's JSON Schema.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import IO, Any

import click

from rulings.adapters import REFERENCE, EngineSpecError, build_engine
from rulings.protocol.session import Engine, Message


def serve(engine: Engine, source: IO[bytes], sink: IO[bytes], transcript: IO[str] | None = None) -> int:
    """Answer requests from `source` on `sink` until `stop` or end of input; return how many were answered."""
    answered = 0
    for raw in source:
        if not raw.strip():
            continue
        message, reply = _answer(engine, raw)
        if message.get("cmd") == "stop":
            break
        sink.write(json.dumps(reply, separators=(",", ":"), ensure_ascii=False).encode() + b"\n")
        sink.flush()
        answered += 1
        if transcript is not None:
            transcript.write(json.dumps({"request": message, "reply": reply}, ensure_ascii=False) + "\n")
    engine.close()
    return answered


def _answer(engine: Engine, raw: bytes) -> tuple[Message, Message]:
    try:
        message: Any = json.loads(raw)
    except ValueError as bad:
        return {}, {
            "seq": None,
            "outcome": "error",
            "message": f"a request must be one JSON object per line: {bad}",
        }
    if not isinstance(message, dict):
        return {}, {"seq": None, "outcome": "error", "message": "a request must be a JSON object"}
    if message.get("cmd") == "stop":
        return message, {}
    try:
        return message, engine.request(message)
    except Exception as failure:  # a server answers every request; the harness judges the reply
        detail = f"{type(failure).__name__}: {failure}"
        return message, {
            "seq": message.get("seq"),
            "outcome": "error",
            "message": f"the engine failed: {detail}",
        }


@click.command("serve")
@click.option("--engine", "spec", default=REFERENCE, show_default=True, help="reference or module:attribute")
@click.option(
    "--transcript",
    type=click.Path(dir_okay=False, path_type=Path),
    help="append every request and its reply to this JSON Lines file",
)
def serve_command(spec: str, transcript: Path | None) -> None:
    """Serve an engine over stdin/stdout, protocol v1 in JSON lines (see docs/protocol.md)."""
    if spec.startswith("cmd:"):
        raise click.UsageError("serve runs an engine in this process: give reference or module:attribute")
    try:
        engine = build_engine(spec)
    except EngineSpecError as bad:
        raise click.UsageError(str(bad)) from None
    if transcript is None:
        serve(engine, sys.stdin.buffer, sys.stdout.buffer)
        return
    with transcript.open("a", encoding="utf-8") as log:
        serve(engine, sys.stdin.buffer, sys.stdout.buffer, log)


if __name__ == "__main__":
    serve_command()
