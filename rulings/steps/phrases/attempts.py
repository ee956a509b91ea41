"""Judging an attempt: a When step that says "tries to" is followed by "that is legal" or "that is illegal"."""

from __future__ import annotations

from pytest_bdd import parsers

from rulings.steps.table import Table
from rulings.steps.vocabulary import then


@then(parsers.re(r"that is (?P<verdict>legal|illegal)"))
def verdict(table: Table, verdict: str) -> None:
    """Whether the attempted action was allowed."""
    assert table.last is not None, "no action was attempted before this step"
    if verdict == "illegal":
        assert not table.last.legal, "the engine allowed an action the rules forbid"
    else:
        assert table.last.legal, f"the engine refused an action the rules allow: {table.last.reason}"
