"""Stable scenario ids: every scenario carries one `@id:<slug>` tag, unique across the suite, frozen once given.

A result record, an expectations file and `rulings diff` name a scenario by this id, so renaming a title or
moving a scenario to another feature file changes nothing downstream (the test262 and JSON Schema suite
users' longest-standing request). The id is made once from the title by `scripts/assign_scenario_ids.py`
and then never recomputed: an id reads like the title it was made from, not necessarily like today's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from rulings.protocol.notation import first_free
from rulings.suite.featurefile import Feature, Scenario, iter_scenarios

__all__ = ["ID_TAG", "IdProblem", "Located", "check_ids", "id_of", "located_scenarios", "new_id"]

ID_TAG = "id"  # the tag's kind: @id:mana-pays-part-of-an-ability-s-cost
ID_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
MOST_CHARS = 60


@dataclass(frozen=True)
class Located:
    """A scenario, the file it is in and its ids (normally exactly one)."""

    path: Path
    scenario: Scenario
    ids: tuple[str, ...]

    @property
    def where(self) -> str:
        """file:line of the scenario."""
        return f"{self.path}:{self.scenario.line}"


@dataclass(frozen=True)
class IdProblem:
    """A scenario whose id is missing, doubled, malformed or taken; `where` is file:line."""

    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


def id_of(tags: Iterable[str]) -> list[str]:
    """The ids among tags as pytest-bdd and our reader give them ("id:x", without the "@")."""
    return [tag.partition(":")[2] for tag in tags if tag.partition(":")[0] == ID_TAG]


def located_scenarios(features: Iterable[Feature]) -> Iterator[Located]:
    """Every scenario with its own ids, in file order."""
    for feature in features:
        for _, scenario in iter_scenarios(feature):
            yield Located(feature.path, scenario, tuple(id_of(scenario.tags)))


def check_ids(features: Iterable[Feature]) -> list[IdProblem]:
    """Every way the suite's ids fall short: each scenario has exactly one well-formed id of its own, no
    two scenarios share one, and no Feature, Rule or Examples has one (its scenarios would all inherit it)."""
    problems: list[IdProblem] = []
    first: dict[str, Located] = {}
    fix = "add one with scripts/assign_scenario_ids.py"
    for feature in features:
        holders = [("Feature", feature.line, feature.tags)]
        holders += [("Rule", rule.line, rule.tags) for rule in feature.rules]
        holders += [
            ("Examples", examples.line, examples.tags)
            for _, scenario in iter_scenarios(feature)
            for examples in scenario.examples
        ]
        for kind, line, tags in holders:
            if id_of(tags):
                problems.append(
                    IdProblem(f"{feature.path}:{line}", f"a {kind} has an @id tag; ids belong on scenarios")
                )
        for located in located_scenarios([feature]):
            name = located.scenario.name
            if not located.ids:
                problems.append(IdProblem(located.where, f"scenario {name!r} has no @id tag; {fix}"))
                continue
            if len(located.ids) > 1:
                problems.append(
                    IdProblem(located.where, f"scenario {name!r} has {len(located.ids)} ids: {located.ids}")
                )
            for scenario_id in located.ids:
                if not ID_PATTERN.fullmatch(scenario_id):
                    problems.append(
                        IdProblem(
                            located.where,
                            f"id {scenario_id!r} is not lowercase letters and digits joined by single hyphens",
                        )
                    )
                if scenario_id in first:
                    problems.append(
                        IdProblem(
                            located.where,
                            f"id {scenario_id!r} is already the id of {first[scenario_id].where}; "
                            "ids are unique across the suite",
                        )
                    )
                else:
                    first[scenario_id] = located
    return problems


def new_id(title: str, taken: Iterable[str]) -> str:
    """An id made from a title: its words, lowercase and hyphenated ("can't" is "cant"), cut at a word to at
    most 60 characters, with -2, -3, ... if that is taken."""
    words = re.sub(r"[^a-z0-9]+", "-", re.sub(r"['’]", "", title.lower())).strip("-") or "scenario"
    base = words
    if len(base) > MOST_CHARS:
        base = base[: MOST_CHARS + 1].rsplit("-", 1)[0] if "-" in base[:MOST_CHARS] else base[:MOST_CHARS]
    return first_free(base, taken)
