"""Step definitions in a player's language. They reach engines only through rulings.protocol.

The root conftest.py loads this package as a pytest plugin. Phrases live in given.py, when.py and then.py
(and one module per rules area), registered in steps.vocabulary; pytest-bdd sees the three definitions
below, one per keyword, which hand every step's text to the vocabulary.
"""

from __future__ import annotations

import pytest
import pytest_bdd
from pytest_bdd import parsers

from rulings.steps import casting as _casting_phrases
from rulings.steps import given as _given_phrases
from rulings.steps import then as _then_phrases
from rulings.steps import untap as _untap_phrases
from rulings.steps import when as _when_phrases
from rulings.steps.table import Table
from rulings.steps.vocabulary import VOCABULARY

_ANY = parsers.re(r"(?P<text>.+)")
_PHRASE_MODULES = (
    _given_phrases,
    _when_phrases,
    _then_phrases,
    _casting_phrases,
    _untap_phrases,
)  # imported for their registrations


class _Scenario:
    """The table of the scenario running in this process (pytest runs one scenario at a time per process)."""

    table: Table | None = None


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: object, scenario: object) -> None:
    """Lay a fresh table for each scenario, on the engine the run verifies.

    Steps find it here rather than through a fixture or `request`: each step would otherwise pay pytest's
    fixture lookup, and steps are most of what a scenario costs.
    """
    _Scenario.table = Table(request.getfixturevalue("engine_session"))


def _table() -> Table:
    assert _Scenario.table is not None, "a step ran outside a scenario"
    return _Scenario.table


@pytest_bdd.given(_ANY)
def any_given(text: str) -> None:
    """Every Given line, dispatched to the vocabulary."""
    VOCABULARY.run("given", text, _table())


@pytest_bdd.when(_ANY)
def any_when(text: str) -> None:
    """Every When line, dispatched to the vocabulary."""
    VOCABULARY.run("when", text, _table())


@pytest_bdd.then(_ANY)
def any_then(text: str) -> None:
    """Every Then line, dispatched to the vocabulary."""
    VOCABULARY.run("then", text, _table())
