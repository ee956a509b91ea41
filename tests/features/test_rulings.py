"""The binding: every scenario of every feature file becomes a test, run on the engine --engine names."""

from pathlib import Path

from pytest_bdd import scenarios

FEATURES = Path(__file__).resolve().parents[2] / "features"

scenarios(str(FEATURES))
