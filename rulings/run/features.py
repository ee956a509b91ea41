"""Which feature files a run binds (the packaged suite, or a directory given with --rulings-features), and
the checks each file passes before it is bound."""

from __future__ import annotations

import contextlib
import difflib
import functools
import os
import re
from collections.abc import Iterator
from importlib.resources import files
from pathlib import Path

from pytest_bdd import feature as bdd_feature
from pytest_bdd.exceptions import GherkinParseError
from pytest_bdd.scenario import get_python_name_generator, scenario

from rulings.run import feature_cache, feature_problems, selection
from rulings.suite.featurefile import FeatureFileError

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
    return _label(os.fspath(path), os.getcwd())  # noqa: PTH109 - a string key: no Path made per scenario


@functools.cache  # asked once per scenario, for a few hundred files: the path arithmetic cost 0.18 s a run
def _label(name: str, here: str) -> str:
    # Keyed by the strings: hashing the Path objects (and making them absolute) cost as much again.
    cwd = Path(here)
    path = cwd / name  # an absolute name stays itself
    for packaged in (packaged_features().absolute(), packaged_features().resolve()):
        if path.is_relative_to(packaged):
            return (Path("features") / path.relative_to(packaged)).as_posix()
    return (path.relative_to(cwd) if path.is_relative_to(cwd) else path).as_posix()


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

    The file is parsed by pytest-bdd itself, kept by path and content: binding it parses nothing again.
    """
    text = read_feature_text(path)
    feature_problems.before_parsing(path, text)
    # A misspelt keyword first: after a tag (every scenario has its @id) Gherkin only says "unexpected token".
    misspelt = misspelt_keyword(text)
    if misspelt is not None:
        raise FeatureFileError(path, *misspelt)
    try:
        feature_cache.parsed(path, text)
    except GherkinParseError as error:
        raise _where_gherkin_means(path, text, error) from None
    except Exception as error:  # pytest-bdd's reader failing otherwise (a KeyError) must cost only this file
        raise FeatureFileError(
            path, None, f"pytest-bdd cannot read it ({type(error).__name__}: {error})"
        ) from None
    feature_problems.duplicate_title(path, text)
    stray = stray_step(text)
    if stray is not None:
        raise FeatureFileError(
            path,
            stray,
            "a step outside any scenario (Gherkin reads it as description text): "
            "is a 'Scenario:' line above it misspelt?",
        )


def read_feature_text(path: Path) -> str:
    """A feature file's text; FeatureFileError if it cannot be read or is not UTF-8 (naming the line)."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise FeatureFileError(path, None, f"cannot be read ({error.strerror or error})") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise FeatureFileError(
            path, line, f"is not UTF-8 (byte {data[error.start]:#04x}): save it as UTF-8"
        ) from None


def _where_gherkin_means(path: Path, text: str, error: GherkinParseError) -> FeatureFileError:
    """Gherkin's error at the line it is about: an unclosed docstring is reported at the end of the file."""
    message = error.message.replace("Unknown parsing error: Parser errors:\n", "").strip()
    message = re.sub(r"^\(\d+:\d+\): ", "", message)
    opener = feature_problems.unclosed_docstring(text)
    if opener is not None and "unexpected end of file" in message:
        return FeatureFileError(
            path, opener, "a docstring opened here is never closed: close it with the same quotes"
        )
    return FeatureFileError(path, error.line, f"{message}: {error.line_content.strip()!r}")


def bind(directory: Path) -> tuple[list[str], list[FeatureFileError]]:
    """The feature files that can run, and the problems of those that cannot (a file whose scenario takes
    an id an earlier file's scenario holds is one of them), of the files whose text can hold the run's
    selection: the others are not read, and a broken file that holds it is reported whatever the selection."""
    good: list[Path] = []
    problems: list[FeatureFileError] = []
    wanted = selection.chosen()
    for path in sorted(directory.rglob("*.feature")):
        if not wanted.file_may_hold(path):
            continue
        try:
            check_feature(path)
        except FeatureFileError as problem:
            problems.append(problem)
        else:
            good.append(path)
    doubled = feature_problems.duplicate_ids((path, path.read_text(encoding="utf-8")) for path in good)
    problems = sorted([*problems, *doubled.values()], key=lambda problem: problem.path)
    return [str(path) for path in good if path not in doubled], problems


def bind_selected(paths: list[str], wanted: selection.Selection, namespace: dict[str, object]) -> None:
    """Bind, as tests of `namespace`, only the scenarios of these files that the selection holds, each under
    the name pytest-bdd's `scenarios()` gives it (the first `test_<title>[_N]` no earlier scenario took), so a
    selected scenario's node id is the same as when its files are bound whole."""
    taken = set(namespace)
    for path in paths:
        feature = bdd_feature.get_feature(str(Path(path).parent), Path(path).name)  # parsed by check_feature
        for title, template in feature.scenarios.items():
            name = next(n for n in get_python_name_generator(title) if n not in taken)
            taken.add(name)
            rule_tags = template.rule.tags if template.rule is not None else set()
            if wanted.holds(template.tags | feature.tags | rule_tags):
                namespace[name] = scenario(feature.filename, title)(_does_nothing_more)


def _does_nothing_more() -> None:
    """What a bound scenario runs after its steps (as in pytest-bdd's own `scenarios()`)."""
