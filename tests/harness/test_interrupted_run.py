"""An interrupted run (Ctrl-C, a CI timeout) keeps every record finished so far, serial and under xdist."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulings.results.records import read_records
from tests.harness.conftest import ROOT, engine_command

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="process groups and SIGINT are POSIX")


def finished(parts: Path) -> int:
    """Records written so far by every process of the run."""
    return sum(len(part.read_text().splitlines()) for part in parts.rglob("*.jsonl")) if parts.exists() else 0


@contextlib.contextmanager
def _interruptible_children() -> Iterator[None]:
    """Children started here receive Ctrl-C as a terminal's foreground job does: a test run started in the
    background of a non-interactive shell (`make test &`) has SIGINT ignored, which its children would inherit
    (a handled signal is reset to its default at exec, an ignored one stays ignored)."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


@pytest.mark.parametrize("processes", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_ctrl_c_keeps_the_finished_records_and_reports_them(tmp_path: Path, processes: list[str]) -> None:
    results = tmp_path / "results.jsonl"
    command = [sys.executable, "-m", "rulings.cli", "verify", "--engine", f"cmd:{engine_command('slow')}"]
    command = [*command, "--results", str(results), *processes]
    with _interruptible_children():
        run = subprocess.Popen(  # its own process group, as a terminal's foreground job
            command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True
        )
    parts = results.with_name(f".{results.name}.parts")
    deadline = time.monotonic() + 60
    while finished(parts) < 3 and time.monotonic() < deadline and run.poll() is None:
        time.sleep(0.05)
    assert run.poll() is None, "the run ended before it could be interrupted"
    os.killpg(run.pid, signal.SIGINT)  # what Ctrl-C does: the whole foreground group
    output, _ = run.communicate(timeout=60)
    report = output.decode()
    assert run.returncode == 130, report[-2000:]
    records = read_records(results)
    assert len(records) >= 3
    assert not parts.exists()  # the workers' parts were merged
    assert f"Interrupted: the report covers the {len(records)} scenarios that finished" in report


@pytest.mark.parametrize("processes", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_sigterm_keeps_the_finished_records_in_the_results_file(tmp_path: Path, processes: list[str]) -> None:
    """Issue 12 item 6: a CI job's timeout (SIGTERM to the run) leaves results/<engine>.jsonl, not only parts."""
    results = tmp_path / "results.jsonl"
    command = [sys.executable, "-m", "rulings", "verify", "--engine", f"cmd:{engine_command('slow')}"]
    command = [*command, "--results", str(results), *processes]
    run = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    parts = results.with_name(f".{results.name}.parts")
    deadline = time.monotonic() + 60
    while finished(parts) < 3 and time.monotonic() < deadline and run.poll() is None:
        time.sleep(0.05)
    assert run.poll() is None, "the run ended before it could be stopped"
    run.terminate()  # SIGTERM to the run's own process only, as `timeout` and most CI runners send it
    output, _ = run.communicate(timeout=60)
    assert run.returncode == 130, output.decode()[-2000:]
    assert len(read_records(results)) >= 3
    assert not parts.exists()
