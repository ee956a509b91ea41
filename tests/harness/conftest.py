"""Shared by the harness tests: how to name a deliberately broken engine, and the project root."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def engine_command(name: str, *args: str) -> str:
    """The command line of one of tests/broken_engines (run from the project root)."""
    return shlex.join([sys.executable, "-m", f"tests.broken_engines.{name}", *args])


def serve_command(*args: str) -> str:
    """The command line of the reference engine served over stdin/stdout."""
    return shlex.join([sys.executable, "-m", "rulings.adapters.serve", *args])


@pytest.fixture(autouse=True)
def _at_project_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """Engines and verify runs start from the project root, as `make` does."""
    monkeypatch.chdir(ROOT)
