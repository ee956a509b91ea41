"""The whole reference suite through `rulings serve`: every request and reply is valid protocol v1 by the
JSON Schema, and the records are those of the in-process run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.console import Console

from rulings.protocol.schema import check_message
from rulings.results.records import Record, read_records
from rulings.run.verify import VerifyOptions, verify
from tests.harness.conftest import serve_command


def comparable(records: list[Record]) -> list[dict[str, Any]]:
    """The records without what legitimately differs between runs (time)."""
    return [{k: v for k, v in vars(r).items() if k != "duration"} for r in records]


def run(tmp_path: Path, spec: str, name: str, processes: str | None = None) -> list[Record]:
    results = tmp_path / f"{name}.jsonl"
    console = Console(file=(tmp_path / f"{name}.txt").open("w"))
    code = verify(VerifyOptions(spec, processes=processes, results=results), console, show_progress=False)
    records = read_records(results)
    assert code == 0, [r.message for r in records if r.outcome != "passed"]
    return records


def test_the_whole_suite_over_stdin_stdout_is_valid_protocol_with_the_same_records(tmp_path: Path) -> None:
    transcript = tmp_path / "transcript.jsonl"
    served = run(tmp_path, f"cmd:{serve_command('--transcript', str(transcript))}", "served")
    in_process = run(tmp_path, "reference", "in-process")
    assert comparable(served) == comparable(in_process)

    exchanges = [json.loads(line) for line in transcript.read_text(encoding="utf-8").splitlines()]
    assert len(exchanges) > len(served) * 2  # setup and at least one action or question per scenario
    problems = []
    for exchange in exchanges:
        request, reply = exchange["request"], exchange["reply"]
        query = request.get("query", {}).get("type") if request.get("cmd") == "query" else None
        for kind, message, extra in (("request", request, None), ("reply", reply, query)):
            problems += [
                f"{kind} {json.dumps(message)[:300]}: {p}" for p in check_message(message, kind, extra)
            ]
    assert not problems, "\n".join(problems[:20])
    kinds = {e["request"]["cmd"] for e in exchanges}
    assert {"start", "setup", "act", "query"} <= kinds


def test_xdist_gives_the_same_records_as_a_serial_run(tmp_path: Path) -> None:
    serial = run(tmp_path, "reference", "serial")
    distributed = run(tmp_path, "reference", "distributed", processes="2")
    assert comparable(distributed) == comparable(serial)


def test_the_schema_rejects_what_the_protocol_forbids() -> None:
    assert check_message({"seq": 1, "cmd": "start", "protocol": 1}, "request") == []
    assert check_message({"seq": 1, "cmd": "start", "protocol": 2}, "request")
    assert check_message({"seq": 2, "cmd": "act", "action": {"type": "fly", "player": "Alice"}}, "request")
    assert check_message({"seq": 3, "outcome": "maybe"}, "reply")
    assert check_message({"seq": 3, "outcome": "illegal"}, "reply")  # an illegal reply gives its reason
    assert check_message({"seq": 4, "outcome": "value", "value": ["G", "X"]}, "reply", "could_produce")
    assert check_message({"seq": 4, "outcome": "value", "value": {"G": -1}}, "reply", "mana_pool")
    assert check_message({"seq": None, "outcome": "error", "message": "not JSON"}, "reply") == []
