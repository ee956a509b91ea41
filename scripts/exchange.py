"""Send an engine the requests of a JSON Lines file, one at a time, and print the exchange as the docs show
it: `> request` then `< reply`, each as the engine wrote it. For the docs' samples (scripts/doc_samples.py):

    python scripts/exchange.py examples/basic-lands-engine/first-requests.jsonl node examples/basic-lands-engine/engine.js
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    """Run the engine (the command after the file), print each request and its reply."""
    requests, command = Path(argv[0]), argv[1:]
    engine = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert engine.stdin is not None and engine.stdout is not None
    for request in requests.read_text(encoding="utf-8").splitlines():
        engine.stdin.write(request + "\n")
        engine.stdin.flush()
        print(f"> {request}")
        print(f"< {engine.stdout.readline().rstrip()}")
    engine.stdin.close()
    return engine.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
