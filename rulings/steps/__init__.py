"""Step definitions in a player's language. They reach engines only through rulings.protocol.session.

The harness loads this package as a pytest plugin. Phrases live in `phrases/`, one module per rules area,
each importing its decorators from `vocabulary`; every module there is registered by importing it below.
pytest-bdd sees the three definitions here, one per keyword, which hand every step's text to the vocabulary.
"""

from __future__ import annotations

import importlib
import pkgutil

import pytest
import pytest_bdd
from pytest_bdd import parsers

from rulings.steps import phrases
from rulings.steps.table import Table
from rulings.steps.vocabulary import VOCABULARY

_ANY = parsers.re(r"(?P<text>.+)")
PHRASE_MODULES = tuple(
    importlib.import_module(f"{phrases.__name__}.{module.name}")
    for module in pkgutil.iter_modules(phrases.__path__)
)  # imported for their registrations: a new module in phrases/ needs nothing more


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
