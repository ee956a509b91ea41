"""Shared by the harness tests: how to name a deliberately broken engine, and the project root."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_pytest_in(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """pytest run in a user's project as a fresh process with a bare environment (this checkout importable)."""
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
        cwd=project,
        capture_output=True,
        text=True,
        check=False,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
    )


def engine_command(name: str, *args: str) -> str:
    """The command line of one of tests/broken_engines (run from the project root)."""
    return shlex.join([sys.executable, "-m", f"tests.broken_engines.{name}", *args])


def copied_features(features: Path, *names: str) -> Path:
    """A folder holding copies of these feature files of the packaged suite ("rules/106-mana.feature")."""
    from rulings.run.features import packaged_features  # noqa: PLC0415 - the harness, only when asked

    for name in names:
        (features / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(packaged_features() / name, features / name)
    return features


def serve_command(*args: str) -> str:
    """The command line of the reference engine served over stdin/stdout."""
    return shlex.join([sys.executable, "-m", "rulings.adapters.serve", *args])


@pytest.fixture(autouse=True)
def _at_project_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """Engines and verify runs start from the project root, as `make` does."""
    monkeypatch.chdir(ROOT)
