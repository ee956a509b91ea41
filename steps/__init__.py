"""Step definitions in a player's language. They reach engines only through rulings.protocol.

The root conftest.py loads this package as a pytest plugin. Phrases live in given.py, when.py and then.py
(and one module per rules area), registered in steps.vocabulary; pytest-bdd sees the three definitions
below, one per keyword, which hand every step's text to the vocabulary.
"""

from __future__ import annotations

import pytest
import pytest_bdd
from pytest_bdd import parsers

from steps import casting as _casting_phrases
from steps import given as _given_phrases
from steps import then as _then_phrases
from steps import untap as _untap_phrases
from steps import when as _when_phrases
from steps.table import Table
from steps.vocabulary import VOCABULARY

_ANY = parsers.re(r"(?P<text>.+)")
_PHRASE_MODULES = (
    _given_phrases,
    _when_phrases,
    _then_phrases,
    _casting_phrases,
    _untap_phrases,
)  # imported for their registrations


_TABLE = pytest.StashKey[Table]()


def table_of(request: pytest.FixtureRequest) -> Table:
    """The scenario's table, made at its first step on the engine the run verifies.

    Kept in the test item's stash rather than a fixture: each step would otherwise pay pytest's fixture
    lookup, and steps are most of what a scenario costs.
    """
    stash: pytest.Stash = request.node.stash
    table = stash.get(_TABLE, None)
    if table is None:
        table = stash[_TABLE] = Table(request.getfixturevalue("engine_session"))
    return table


@pytest_bdd.given(_ANY)
def any_given(request: pytest.FixtureRequest, text: str) -> None:
    """Every Given line, dispatched to the vocabulary."""
    VOCABULARY.run("given", text, table_of(request))


@pytest_bdd.when(_ANY)
def any_when(request: pytest.FixtureRequest, text: str) -> None:
    """Every When line, dispatched to the vocabulary."""
    VOCABULARY.run("when", text, table_of(request))


@pytest_bdd.then(_ANY)
def any_then(request: pytest.FixtureRequest, text: str) -> None:
    """Every Then line, dispatched to the vocabulary."""
    VOCABULARY.run("then", text, table_of(request))
