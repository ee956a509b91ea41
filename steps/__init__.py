"""pytest-bdd step definitions in a player's language. They reach engines only through rulings.protocol.

The root conftest.py loads this package and its given, when and then modules as pytest plugins.
"""

from __future__ import annotations

import pytest

from rulings.protocol import Session

from steps.table import Table




@pytest.fixture
def table(engine_session: Session) -> Table:
    """A fresh table for each scenario, on the engine the run verifies."""
    return Table(engine_session)
