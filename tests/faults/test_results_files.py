"""Issue 27, results that can't be corrupted: each run's records are that run's alone, one run at a time
writes a results file, it is written atomically and what a killed run finished is recovered; a location
that cannot take the records is a usage error before the run, and a record is never torn."""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import click
import pytest
from rich.console import Console

from rulings.results import store
from rulings.results.records import read_records
from rulings.run.verify import EXIT_INTERRUPTED, VerifyOptions, verify
from tests.faults.conftest import ROOT, misbehaving, run
from tests.harness.conftest import engine_command

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="locks, signals and rlimits are POSIX")


def a_record(scenario: str) -> str:
    return json.dumps(
        {
            "scenario": scenario,
            "name": scenario,
            "feature": "features/rules/106-mana.feature",
            "rules": ["106.5"],
            "cards": [],
            "rulings": [],
            "engine": "old",
            "engine_version": "",
            "outcome": "passed",
            "message": "",
            "duration": 0.1,
            "board": "",
        }
    )


def finished(results: Path) -> int:
    """Records the runs on this results file have written to their parts so far."""
    root = store.parts_root(results)
    return sum(len(p.read_text().splitlines()) for p in root.rglob("*.jsonl")) if root.exists() else 0


def verify_command(results: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "rulings", "verify", "--results", str(results), *args]


def test_a_rerun_never_merges_the_parts_a_killed_run_left_and_keeps_them(tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    killed = store.run_parts(results, "20260101T000000-deadbeef")
    killed.mkdir(parents=True)
    (killed / "gw0.jsonl").write_text("".join(a_record(f"old-{n}") + "\n" for n in range(3)) + '{"torn')
    (store.parts_root(results) / "gw1.jsonl").write_text(a_record("older") + "\n")  # before run ids
    code, records, report = run(tmp_path, "reference")
    assert code == 0
    assert records and not [r for r in records if r.scenario.startswith("old")]
    assert len(records) == len({r.scenario for r in records})
    kept = tmp_path / "results.killed-20260101T000000-deadbeef.jsonl"
    assert [r.scenario for r in read_records(kept)] == ["old-0", "old-1", "old-2"]
    assert [r.scenario for r in read_records(tmp_path / "results.killed-earlier.jsonl")] == ["older"]
    assert f"its 3 records are kept in {kept}" in " ".join(report.split())
    assert not store.parts_root(results).exists()


def test_a_second_run_on_a_results_file_being_written_is_a_usage_error(tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            f"import sys, time; from pathlib import Path; from rulings.results import store; "
            f"store.hold(Path({str(results)!r})); print('held', flush=True); time.sleep(60)",
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(
            click.UsageError, match=f"another run \\(pid {holder.pid}\\) is writing this file"
        ):
            run(tmp_path, "reference")
    finally:
        holder.kill()
        holder.wait()
    assert not results.exists()
    code, records, _ = run(tmp_path, "reference")  # once it is over, the file is free
    assert code == 0 and records


def test_two_runs_at_once_on_one_file_leave_one_whole_run(tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    first = subprocess.Popen(  # the whole suite on a slow engine: it runs until it is stopped
        verify_command(results, "--engine", f"cmd:{engine_command('slow')}"),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 90
    while finished(results) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    second = subprocess.run(
        verify_command(results, "--rule", "106.5"), cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert first.poll() is None, "the first run ended before the second began"
    first.terminate()
    out, err = first.communicate(timeout=120)
    assert second.returncode == 2, second.stdout + second.stderr
    assert f"another run (pid {first.pid}) is writing this file" in " ".join(second.stderr.split())
    assert first.returncode == EXIT_INTERRUPTED, out + err
    records = read_records(results)  # the first run's, whole
    assert records and len(records) == len({r.scenario for r in records})
    assert {r.engine for r in records} == {"mtg-rulings reference"}


def test_after_sigkill_the_finished_records_are_recovered_by_the_next_run(tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    killed = subprocess.Popen(
        verify_command(results, "--engine", f"cmd:{engine_command('slow')}"),
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    root = store.parts_root(results)
    deadline = time.monotonic() + 90
    while finished(results) < 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    os.killpg(killed.pid, signal.SIGKILL)
    killed.wait()
    left = finished(results)
    assert left >= 3
    [folder] = [p for p in root.iterdir() if p.is_dir()]
    code, records, report = run(tmp_path, "reference")
    assert code == 0 and records
    kept = tmp_path / f"results.killed-{folder.name}.jsonl"
    assert len(read_records(kept)) >= left
    assert (
        f"was killed before it could write it: its {len(read_records(kept))} records are kept in {kept}"
        in " ".join(report.split())
    )


@pytest.mark.parametrize(
    ("where", "said"),
    [
        ("a-file/results.jsonl", "cannot create the folder"),
        ("a-folder", "is a folder"),
        ("/proc/results.jsonl", "cannot write in /proc"),
    ],
)
def test_a_results_location_that_cannot_be_written_is_a_usage_error_before_the_run(
    tmp_path: Path, where: str, said: str
) -> None:
    (tmp_path / "a-file").write_text("")
    (tmp_path / "a-folder").mkdir()
    target = Path(where) if where.startswith("/") else tmp_path / where
    started = time.perf_counter()
    options = VerifyOptions("reference", ["106.5"], results=target)
    with pytest.raises(click.UsageError, match=said):
        verify(options, click_console(tmp_path), show_progress=False)
    assert time.perf_counter() - started < 2


def click_console(tmp_path: Path) -> Console:
    return Console(file=(tmp_path / "out.txt").open("w"))


def _limited(size: int) -> None:
    resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))


def test_a_file_size_limit_too_small_for_the_results_is_a_usage_error(tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    done = subprocess.run(
        verify_command(results, "--rule", "106.5"),
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        preexec_fn=lambda: _limited(1024 * 1024),  # a limit for the child only
    )
    assert done.returncode == 2, done.stdout + done.stderr
    assert "ulimit -f" in done.stderr and "Traceback" not in done.stderr + done.stdout
    assert not results.exists()


WRITER = """
import sys
from pathlib import Path
from rulings.results.records import Record, RecordWriter, ResultsWriteError
writer = RecordWriter(Path(sys.argv[1]), "main", "run")
record = Record("s", "n" * 500, "f", [], [], [], "e", "", "passed", "", 0.0, "")
try:
    for _ in range(100):
        writer.write(record)
except ResultsWriteError as full:
    print(full)
"""


def test_a_full_disk_mid_run_never_leaves_a_torn_record(tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(WRITER), str(results)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        preexec_fn=lambda: _limited(5000),
    )
    assert "cannot write the record of s" in done.stdout, done.stderr
    assert "the records before it are kept there" in done.stdout
    part = store.run_parts(results, "run") / "main.jsonl"
    data = part.read_bytes()
    assert data and data.endswith(b"\n") and len(data) <= 5000
    assert all(json.loads(line) for line in data.splitlines())


@pytest.mark.parametrize("mode", ["slow_start", "slow_setup"], ids=["in-the-handshake", "in-the-first-game"])
def test_a_signal_before_the_first_record_exits_130(tmp_path: Path, mode: str) -> None:
    results = tmp_path / "results.jsonl"
    started = subprocess.Popen(
        verify_command(results, "--engine", misbehaving(mode, str(tmp_path / "pid")), "--timeout", "60"),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 90
    while not (tmp_path / "pid").exists() and time.monotonic() < deadline:
        time.sleep(0.05)  # until the run waits for the engine's handshake
    started.terminate()
    out, err = started.communicate(timeout=60)
    assert started.returncode == EXIT_INTERRUPTED, out + err
    assert "Interrupted before any scenario finished" in err
