"""What a feature file can get wrong that pytest-bdd would not say, or would say at the wrong place: no
Feature at all, a byte order mark, a docstring never closed, two scenarios of one title (pytest-bdd keeps
only the last), and one `@id:` in two places. Each is found by a scan of the text (a second Gherkin parse
of the suite would cost more than a second), and each names the file and line and says how to fix it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from rulings.suite.featurefile import FeatureFileError
from rulings.suite.ids import ID_TAG

BOM = "\ufeff"
_FEATURE = re.compile(r"^[ \t]*Feature:", re.M)
_TITLE = re.compile(r"^[ \t]*(?:Scenario Outline|Scenario Template|Scenario|Example):([^\n]*)", re.M)
_ID_LINE = re.compile(r"^[ \t]*@[^\n]*", re.M)
_ID = re.compile(rf"(?:^|\s)@{ID_TAG}:(\S+)")
_DOCSTRING = re.compile(r'^\s*("""|```)')
_FENCE = re.compile(r'^[ \t]*("""|```)', re.M)


def before_parsing(path: Path, text: str) -> None:
    """Raise FeatureFileError for a file Gherkin would misreport: empty (or only comments), or with a BOM."""
    if text.startswith(BOM):
        raise FeatureFileError(
            path, 1, "starts with a byte order mark (BOM, bytes EF BB BF): save it as UTF-8 without a BOM"
        )
    if _FEATURE.search(text) is None:
        raise FeatureFileError(
            path,
            1,
            "has no 'Feature:' line (the file is empty or only comments): write its Feature or delete the file",
        )


def unclosed_docstring(text: str) -> int | None:
    """The line (1-based) of a docstring opener that is never closed, which Gherkin reports at the end."""
    opener: tuple[int, str] | None = None
    for number, line in enumerate(text.splitlines(), 1):
        match = _DOCSTRING.match(line)
        if match is None:
            continue
        if opener is None:
            opener = (number, match[1])
        elif match[1] == opener[1]:
            opener = None
    return opener[0] if opener else None


def _docstrings(text: str) -> list[tuple[int, int]]:
    """(start, end) offsets of every docstring, fences included (an unclosed one runs to the end)."""
    spans: list[tuple[int, int]] = []
    opener: re.Match[str] | None = None
    for fence in _FENCE.finditer(text):
        if opener is None:
            opener = fence
        elif fence[1] == opener[1]:
            spans.append((opener.start(), fence.end()))
            opener = None
    if opener is not None:
        spans.append((opener.start(), len(text)))
    return spans


def _lines_matching(pattern: re.Pattern[str], text: str) -> Iterator[tuple[int, re.Match[str]]]:
    """(line number, match) of each match of a line pattern outside docstrings; a scan of the whole text
    rather than a loop over its lines, which cost a tenth of a second for the suite."""
    spans = _docstrings(text) if '"""' in text or "```" in text else []
    line, counted = 1, 0
    for match in pattern.finditer(text):
        if any(start <= match.start() < end for start, end in spans):
            continue
        line += text.count("\n", counted, match.start())
        counted = match.start()
        yield line, match


def duplicate_title(path: Path, text: str) -> None:
    """Raise FeatureFileError at the second of two scenarios with one title: pytest-bdd names a scenario's
    test by its title, so the first would silently not run."""
    first: dict[str, int] = {}
    for number, match in _lines_matching(_TITLE, text):
        title = match[1].strip()
        if title in first:
            raise FeatureFileError(
                path,
                number,
                f"a second scenario titled {title!r} (the first is at line {first[title]}); pytest-bdd would "
                "run only one of them: give each scenario its own title",
            )
        first[title] = number


def id_tags(text: str) -> Iterator[tuple[int, str]]:
    """(line, id) of every @id: tag of the file."""
    for number, match in _lines_matching(_ID_LINE, text):
        for tag in _ID.finditer(match[0]):
            yield number, tag[1]


def duplicate_ids(files: Iterable[tuple[Path, str]]) -> dict[Path, FeatureFileError]:
    """For every file holding an id an earlier file (or an earlier line) already holds: the problem, at the
    line of its first such id, naming where the id was first."""
    first: dict[str, str] = {}
    problems: dict[Path, FeatureFileError] = {}
    for path, text in files:
        for number, scenario_id in id_tags(text):
            where = first.setdefault(scenario_id, f"{path}:{number}")
            if where != f"{path}:{number}" and path not in problems:
                problems[path] = FeatureFileError(
                    path,
                    number,
                    f"the id {scenario_id!r} is already the id of the scenario at {where}; ids are unique "
                    "across the suite: give this scenario a new one (scripts/assign_scenario_ids.py)",
                )
    return problems
