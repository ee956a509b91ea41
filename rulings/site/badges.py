"""Outcome badges: the mark the site shows for what an engine did with a scenario ("✓ passed").

A page draws one for every scenario and engine run, twice (its example and the page's matrix): thousands
a build. Written here once per outcome, they cost a lookup each, where a template macro cost a call.
"""

from __future__ import annotations

from typing import Final

from markupsafe import Markup

from rulings.results.records import Outcome
from rulings.site.results import Cell

__all__ = ["OUTCOME_MARKS", "cell_badge", "outcome_badge"]

OUTCOME_MARKS: Final[dict[Outcome, str]] = {
    "passed": "✓",
    "failed": "✗",
    "unsupported": "?",
    "errored": "!",
    "timeout": "◔",
}
_BADGES: Final = {
    outcome: Markup(
        '<span class="outcome outcome-{outcome}" title="{outcome}"><span aria-hidden="true">{mark}</span> '
        "{outcome}</span>"
    ).format(outcome=outcome, mark=mark)
    for outcome, mark in OUTCOME_MARKS.items()
}
_NO_RESULT: Final = Markup('<span class="outcome outcome-none" title="no result">–</span>')


def outcome_badge(outcome: Outcome) -> Markup:
    """An outcome's badge: its mark (hidden from screen readers) and its name."""
    return _BADGES[outcome]


def cell_badge(cell: Cell | None) -> Markup:
    """A run's badge for one scenario: its outcome, how many records it had when several (an outline), or
    a dash when the run has no record of it."""
    if cell is None:
        return _NO_RESULT
    if cell.count > 1:
        return _BADGES[cell.outcome] + Markup(" <small>×{count}</small>").format(count=cell.count)
    return _BADGES[cell.outcome]
