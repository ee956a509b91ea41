"""The engine's tests check every characteristic the layers remember against a fresh computation
(engine/rules/layer_effects.py): an input the layers read that layer_inputs leaves out fails here."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rulings.engine.rules import layer_effects


@pytest.fixture(autouse=True, scope="session")
def _check_remembered_characteristics() -> Iterator[None]:
    layer_effects.CHECK_REMEMBERED = True
    yield
    layer_effects.CHECK_REMEMBERED = False


@pytest.fixture
def unchecked_layers() -> Iterator[None]:
    """Without the check, for a test that times the engine or looks at the remembered boards themselves."""
    layer_effects.CHECK_REMEMBERED = False
    yield
    layer_effects.CHECK_REMEMBERED = True
