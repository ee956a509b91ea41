"""Issue 28: the traps an engine author fell into in their first hour, each removed."""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulings.cli import main
from rulings.fuzz.cli import fuzz_command
from rulings.fuzz.runner import rerun_command
from tests.harness.conftest import ROOT, engine_command, run_pytest_in

RULINGS = Path(sys.executable).with_name("rulings")  # the installed script, not `python -m rulings`
LOCAL_ENGINE = "from rulings.adapters.reference import ReferenceEngine as Engine\n"


def test_a_local_module_engine_imports_from_the_current_directory_under_the_rulings_script(
    tmp_path: Path,
) -> None:
    (tmp_path / "mymod.py").write_text(LOCAL_ENGINE)
    done = subprocess.run(
        [str(RULINGS), "verify", "--engine", "mymod:Engine", "--rule", "106.5"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "12 scenarios: 12 passed" in done.stdout


def test_the_fuzzers_repro_command_survives_being_pasted_into_a_shell() -> None:
    engine = "cmd:python3 badengine.py --serve"
    line = rerun_command(engine, "reference", 7)
    words = shlex.split(line)
    assert words == ["rulings", "fuzz", "--engine", engine, "--against", "reference", "--seed", "7"]
    context = fuzz_command.make_context("fuzz", words[2:])  # no "Got unexpected extra argument"
    assert (context.params["engine"], context.params["against"]) == (engine, "reference")


@pytest.mark.parametrize("command", ["verify", "serve", "fuzz"])
def test_every_command_words_a_bad_engine_alike_and_exits_2(command: str) -> None:
    result = CliRunner().invoke(main, [command, "--engine", "bogus"])
    assert result.exit_code == 2, result.output
    assert (
        "Error: --engine 'bogus' names no engine: use 'reference', 'cmd:<command line>' or 'module:attribute'\n"
        in result.output
    )


def test_a_fuzzed_engine_that_does_not_start_is_a_usage_error() -> None:
    result = CliRunner().invoke(main, ["fuzz", "--engine", f"cmd:{engine_command('wrong_version')}"])
    assert result.exit_code == 2, result.output


@pytest.mark.parametrize("command", [["rules", "coverage"], ["rules", "check"]])
def test_reading_commands_outside_a_clone_fall_back_to_the_installed_suite(
    command: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    assert "reads the installed suite" in result.stderr


@pytest.mark.parametrize(
    ("command", "instead"),
    [(["rules", "lock"], "--features DIR and --lock FILE"), (["new", "--rule", "508.1"], "--stdout")],
)
def test_writing_commands_outside_a_clone_say_they_need_one(
    command: list[str], instead: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 2, result.output
    assert "writes into a clone of mtg-rulings" in result.output and instead in result.output
    assert not list(tmp_path.iterdir())


def test_under_the_pytest_plugin_what_the_engine_declines_is_a_skip_with_its_reason(tmp_path: Path) -> None:
    (tmp_path / "test_mtg_rulings.py").write_text("from rulings.run.binding import *  # noqa: F403\n")
    engine = f"cmd:env PYTHONPATH={ROOT} {engine_command('unsupported')}"  # engines get a bare environment
    options = ["--rulings-engine", engine, "--rulings-rule", "106.5"]
    done = run_pytest_in(tmp_path, "-rs", *options)
    assert done.returncode == 0, done.stdout[-2000:]
    assert "12 skipped" in done.stdout and "failed" not in done.stdout
    assert "features/rules/106-mana.feature:" in done.stdout
    assert "unsupported: no setup here" in done.stdout
