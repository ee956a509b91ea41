"""Settings shared by the fuzzer's tests: the campaign size follows the Hypothesis profile (ci, dev, long),
and failing examples go to a directory (RULINGS_FUZZ_DATABASE, default .hypothesis/fuzz) so a rerun
replays them first."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from rulings.engine.rules import layer_effects
from rulings.fuzz.runner import DEFAULT_DATABASE

FIXED_SEED = 20260417  # the CR edition the suite quotes: any fixed number would do


@pytest.fixture(autouse=True, scope="session")
def _check_remembered_characteristics() -> Iterator[None]:
    """Every characteristic the layers remember is checked against a fresh computation as the campaigns play
    (engine/rules/layer_effects.py): an input the layers read that layer_inputs leaves out fails here."""
    layer_effects.CHECK_REMEMBERED = True
    yield
    layer_effects.CHECK_REMEMBERED = False


@pytest.fixture
def campaign_examples() -> int:
    """How many games a campaign plays: the loaded Hypothesis profile's max_examples."""
    assert settings.default is not None, "tests/conftest.py loads a profile"
    return settings.default.max_examples


@pytest.fixture
def fuzz_database() -> Path:
    """Where campaigns keep failing examples (configurable by RULINGS_FUZZ_DATABASE)."""
    return Path(os.environ.get("RULINGS_FUZZ_DATABASE", str(DEFAULT_DATABASE)))
