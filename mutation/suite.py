"""The feature suite, run in-process through the step vocabulary as pytest-bdd would run it.

pytest-bdd prepends the Feature's Background, then the Rule's, to a scenario's steps; an And, But or `*` step
takes the keyword of the step before it within its own list (a Background's or the scenario's); a Scenario
Outline is one test per Examples row, with `<name>` in step texts replaced by that row's cell. This module
does the same without pytest, so a mutant costs the scenarios it runs and nothing else.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from rulings.protocol.session import Session
from rulings.steps.table import Table
from rulings.steps.vocabulary import VOCABULARY, Kind
from rulings.suite.featurefile import Feature, Step, iter_scenarios, read_features

_KEYWORD_KIND: dict[str, Kind] = {"Context": "given", "Action": "when", "Outcome": "then"}
_PARAMETER = re.compile(r"<(.+?)>")


@dataclass(frozen=True, slots=True)
class RunnableStep:
    """A step as the vocabulary receives it."""

    kind: Kind
    text: str


@dataclass(frozen=True, slots=True)
class RunnableScenario:
    """One test of the feature suite: a scenario, or one Examples row of an outline."""

    name: str  # file:line and title (with the row's cells for an outline), for messages
    steps: tuple[RunnableStep, ...]


class ScenarioFailed(Exception):
    """A scenario that did not pass; carries the step and what it raised."""


def _kinds(steps: Iterable[Step]) -> list[tuple[Kind, Step]]:
    """Each step with the keyword it runs as; a conjunction inherits the one before it in its list."""
    kinds: list[tuple[Kind, Step]] = []
    current: Kind | None = None
    for step in steps:
        current = _KEYWORD_KIND.get(step.keyword_type, current)
        if current is None:
            raise ValueError(
                f"line {step.line}: the first step must be Given, When or Then, not {step.keyword}"
            )
        kinds.append((current, step))
    return kinds


def _render(text: str, context: dict[str, str]) -> str:
    return _PARAMETER.sub(lambda m: context.get(m.group(1), m.group(0)), text)


def runnable_scenarios(features: Iterable[Feature], root: Path | None = None) -> list[RunnableScenario]:
    """Every test pytest-bdd would collect from these features, in file order."""
    found: list[RunnableScenario] = []
    for feature in features:
        path = feature.path.relative_to(root) if root and feature.path.is_relative_to(root) else feature.path
        for rule, scenario in iter_scenarios(feature):
            background = [
                *(_kinds(feature.background.steps) if feature.background else []),
                *(_kinds(rule.background.steps) if rule and rule.background else []),
            ]
            steps = [*background, *_kinds(scenario.steps)]
            title = f"{path}:{scenario.line} {scenario.name}"
            rows = [
                (dict(zip(examples.header, row, strict=True)), row)
                for examples in scenario.examples
                for row in examples.rows
            ]
            if not scenario.examples:
                rows = [({}, ())]
            for context, row in rows:
                found.append(
                    RunnableScenario(
                        name=f"{title} [{'|'.join(row)}]" if row else title,
                        steps=tuple(RunnableStep(kind, _render(step.text, context)) for kind, step in steps),
                    )
                )
    return found


def load_suite(directory: Path) -> list[RunnableScenario]:
    """The runnable scenarios of every feature file under a directory."""
    import steps  # noqa: F401, PLC0415 - registers every phrase of the vocabulary

    return runnable_scenarios(read_features(directory), directory.parent)


def run_scenario(scenario: RunnableScenario, session: Session) -> None:
    """Run one scenario on a fresh table; ScenarioFailed names the step that failed and why."""
    session.board = None
    table = Table(session)
    for step in scenario.steps:
        try:
            VOCABULARY.run(step.kind, step.text, table)
        except Exception as error:
            message = str(error).strip().split("\n")[0] or type(error).__name__
            raise ScenarioFailed(f"{step.kind} {step.text}: {type(error).__name__}: {message}") from error


SessionFactory = Callable[[], Session]
