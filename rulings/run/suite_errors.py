"""The suite's own faults, told apart from the engine's: a feature file that cannot be bound, a step line no
phrase matches, a card name the suite's card data lacks, a scenario acting after its game ended. Each becomes an `errored` record whose `fault` is
"suite" and whose message begins with the file and line to fix; the report lists them apart, counts none of
them against the engine, and the run exits 3 (rulings/run/verify.py).
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from rich.markup import escape

from rulings.errors import RulingsError
from rulings.protocol.session import Game, Session
from rulings.results.records import Outcome, Record
from rulings.steps.table import PlaysOnAfterTheGameEnded
from rulings.steps.vocabulary import UnknownStep
from rulings.suite.featurefile import FeatureFileError
from rulings.suite.oracle_cards import CARDS_FILE

SUITE = "suite"  # a record's `fault` when the suite, not the engine, is at fault


class UnknownCardName(RulingsError):
    """A board names a card the suite's card data (engine/data/cards.json) does not hold."""

    def __init__(self, message: str, names: list[str]) -> None:
        super().__init__(message)
        self.names = names


def is_suite_error(error: BaseException) -> bool:
    """Whether an exception a scenario raised is the suite's fault rather than the engine's."""
    return isinstance(error, (FeatureFileError, UnknownStep, UnknownCardName, PlaysOnAfterTheGameEnded))


@cache
def known_cards() -> frozenset[str]:
    """Every card name the suite may put on a board: those of its vendored Oracle data."""
    path = Path(str(files("rulings"))) / CARDS_FILE
    cards: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))["cards"]
    return frozenset(cards)


class CheckedSession(Session):
    """A session that refuses a board naming a card no data describes, before the engine sees it: an
    engine would only decline it (`unsupported`), and the scenario would be counted against the engine."""

    def setup(self, game: Game) -> None:
        """Check the board's card names, then set the game up."""
        unknown = sorted({o["card"] for o in game.get("objects", []) if o.get("card") not in known_cards()})
        if unknown:
            raise UnknownCardName(
                f"no card named {', '.join(map(repr, unknown))} in the suite's card data ({CARDS_FILE}): "
                "check the spelling (exact Oracle names), or vendor the card with scripts/vendor_cards.py",
                unknown,
            )
        super().setup(game)


_FAULT_KEY = pytest.StashKey[tuple[str, int, str]]()  # the file and line the suite got wrong, and how


def remember_suite_fault(
    item: pytest.Item, error: BaseException, feature: Any, scenario: Any, step: Any
) -> None:
    """If a step's error is the suite's fault, keep its file and line (pytest-bdd's feature, scenario and
    step) with the scenario, for its record."""
    if is_suite_error(error):
        item.stash[_FAULT_KEY] = (
            str(feature.filename),
            _fault_line(error, step, list(scenario.steps)),
            str(error),
        )


def suite_fault(item: pytest.Item, outcome: Outcome, message: str) -> tuple[str, Outcome, str]:
    """The record's (fault, outcome, message): for the suite's fault, ("suite", "errored", "file:line: ...");
    for anything else the outcome and message as they are, with no fault."""
    problem = getattr(getattr(item, "function", None), "__rulings_problem__", None)
    if isinstance(problem, FeatureFileError):  # a feature file that could not be bound (binding.py)
        return SUITE, "errored", located(problem.reason, str(problem.path), problem.line)
    if _FAULT_KEY in item.stash:
        where, line, what = item.stash[_FAULT_KEY]
        return SUITE, "errored", located(what, where, line)
    return "", outcome, message


def _fault_line(error: BaseException, step: Any, steps: list[Any]) -> int:
    """The line the suite must fix: the step that failed, or, for a card no data has (found when the board
    is first sent), the step that names the card."""
    if isinstance(error, UnknownCardName):
        for candidate in steps:
            if any(name in str(getattr(candidate, "name", "")) for name in error.names):
                return int(candidate.line_number)
    return int(step.line_number)


def located(message: str, feature_file: str, line: int | None) -> str:
    """The message, after the file and line it is about (unless it names them already)."""
    where = f"{feature_file}:{line}" if line else feature_file
    return message if message.startswith(where) else f"{where}: {message}"


def print_suite_errors(console: Console, records: list[Record]) -> None:
    """The suite's own faults, apart from the engine's results, each with its file and line."""
    if not records:
        return
    console.print(
        f"\n[bold red]Suite errors[/] ({len(records)}): the suite's own files are wrong here, not the engine; "
        "these scenarios were not measured"
    )
    for record in records:
        console.print(f"  {escape(record.message)}", highlight=False, soft_wrap=True)
