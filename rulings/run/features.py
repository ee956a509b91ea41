"""Which feature files a run binds (the packaged suite, or a directory given with --rulings-features), and
the checks each file passes before it is bound."""

from __future__ import annotations

import contextlib
import difflib
import re
from collections.abc import Iterator
from importlib.resources import files
from pathlib import Path

from pytest_bdd.exceptions import GherkinParseError
from pytest_bdd.feature import get_feature

from rulings.spec.featurefile import FeatureFileError

_chosen: list[Path] = []


def packaged_features() -> Path:
    """The feature suite installed with the package (in a clone, rulings/features links to features/)."""
    return Path(str(files("rulings").joinpath("features")))


def choose_features(directory: Path | None) -> None:
    """Bind `directory` instead of the packaged suite in this process (None: the packaged suite)."""
    _chosen[:] = [directory.absolute()] if directory is not None else []


def chosen_or_none() -> Path | None:
    """The directory --rulings-features chose, or None for the packaged suite."""
    return _chosen[0] if _chosen else None


def chosen_features() -> Path:
    """The directory the binding reads."""
    return _chosen[0] if _chosen else packaged_features()


def feature_label(path: Path) -> str:
    """A feature file as records name it: the packaged suite's as features/rules/106-mana.feature, wherever
    it is installed (the site and expectations name them so); any other file by its real path, relative to
    the current directory when under it (a --features directory's: myfeatures/mine.feature)."""
    path = path.absolute()
    for packaged in (packaged_features().absolute(), packaged_features().resolve()):
        if path.is_relative_to(packaged):
            return (Path("features") / path.relative_to(packaged)).as_posix()
    return shown_path(path)


def shown_path(path: Path) -> str:
    """A path as a person would type it here: relative to the current directory when under it."""
    cwd = Path.cwd()
    return (path.relative_to(cwd) if path.is_relative_to(cwd) else path).as_posix()


def labels_root(directory: Path | None) -> Path:
    """What a run's feature labels are relative to: the packaged suite's real folder above features/ (a
    clone's checkout, or site-packages/rulings), or the current directory for a --features run."""
    return packaged_features().resolve().parent if directory is None else Path.cwd()


_binding: list[bool] = []


@contextlib.contextmanager
def binding() -> Iterator[None]:
    """While the binding module binds the scenarios (their tags become markers even without a run)."""
    _binding.append(True)
    try:
        yield
    finally:
        _binding.pop()


def binding_now() -> bool:
    """Whether the binding module is binding scenarios right now."""
    return bool(_binding)


GHERKIN_KEYWORDS = (
    "Feature",
    "Rule",
    "Background",
    "Scenario",
    "Scenario Outline",
    "Scenario Template",
    "Example",
    "Examples",
    "Scenarios",
)
# A scenario's first step: outside any scenario, it is one whose header Gherkin did not know (and read as
# description text). Only "Given": rulings text often starts a sentence with "When" or "Then".
FIRST_STEP = "Given "
_SCENARIO_HEADER = re.compile(
    r"^(Scenario Outline|Scenario Template|Scenario|Example|Examples|Scenarios|Background):"
)
_BLOCK_HEADER = re.compile(r"^(Feature|Rule):")
_KEYWORD_LIKE = re.compile(r"^\s*([A-Za-z][A-Za-z ]{2,24}):")


def misspelt_keyword(text: str) -> tuple[int, str] | None:
    """The first line (1-based) whose leading `Word:` is near a Gherkin keyword without being one."""
    for number, line in enumerate(text.splitlines(), 1):
        match = _KEYWORD_LIKE.match(line)
        if match is None or match[1] in GHERKIN_KEYWORDS:
            continue
        near = difflib.get_close_matches(match[1], GHERKIN_KEYWORDS, n=1, cutoff=0.75)
        if near:
            return number, f"{match[1]!r} is not a Gherkin keyword: did you mean '{near[0]}:'?"
    return None


def stray_step(text: str) -> int | None:
    """The first line (1-based) of a `Given` step outside any scenario, Background or Examples."""
    in_scenario = in_docstring = False
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith(('"""', "```")):
            in_docstring = not in_docstring
        elif in_docstring:
            continue
        elif _SCENARIO_HEADER.match(stripped):
            in_scenario = True
        elif _BLOCK_HEADER.match(stripped):
            in_scenario = False
        elif stripped.startswith(FIRST_STEP) and not in_scenario:
            return number
    return None


def check_feature(path: Path) -> None:
    """Raise FeatureFileError (file and line) for a file pytest-bdd would reject or silently misread.

    The file is parsed by pytest-bdd itself, which keeps it: binding it afterwards parses nothing again.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise FeatureFileError(path, None, f"cannot be read ({error})") from None
    # A misspelt keyword first: after a tag (every scenario has its @id) Gherkin only says "unexpected token".
    misspelt = misspelt_keyword(text)
    if misspelt is not None:
        raise FeatureFileError(path, *misspelt)
    try:
        get_feature(str(path.parent), path.name)
    except GherkinParseError as error:
        raise FeatureFileError(path, error.line, f"{error.message}: {error.line_content.strip()!r}") from None
    stray = stray_step(text)
    if stray is not None:
        raise FeatureFileError(
            path,
            stray,
            "a step outside any scenario (Gherkin reads it as description text): "
            "is a 'Scenario:' line above it misspelt?",
        )


def bind(directory: Path) -> tuple[list[str], list[FeatureFileError]]:
    """The feature files that can run, and the problems of those that cannot."""
    good: list[str] = []
    problems: list[FeatureFileError] = []
    for path in sorted(directory.rglob("*.feature")):
        try:
            check_feature(path)
        except FeatureFileError as problem:
            problems.append(problem)
        else:
            good.append(str(path))
    return good, problems
