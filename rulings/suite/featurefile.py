"""Read Gherkin feature files into small typed, immutable records: Feature -> Rules -> Scenarios.

Parsing is done by `gherkin-official`, the parser pytest-bdd itself uses (a faster dispatch: gherkin_parser),
so what we read is what pytest-bdd runs. Tags are kept without their "@" (as pytest-bdd does: "rule:106.7");
descriptions are dedented.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from gherkin.errors import CompositeParserException, ParserError, ParserException
from gherkin.parser_types import Background as GherkinBackground
from gherkin.parser_types import Examples as GherkinExamples
from gherkin.parser_types import Feature as GherkinFeature
from gherkin.parser_types import Rule as GherkinRule
from gherkin.parser_types import Scenario as GherkinScenario
from gherkin.parser_types import Step as GherkinStep
from gherkin.parser_types import Tag as GherkinTag
from gherkin.token_scanner import TokenScanner

from rulings.errors import RulingsError
from rulings.suite.gherkin_parser import GherkinParser

__all__ = [
    "Background",
    "Examples",
    "Feature",
    "FeatureFileError",
    "Rule",
    "Scenario",
    "Step",
    "effective_tags",
    "iter_scenarios",
    "parse_feature",
    "read_feature",
    "read_features",
]


class FeatureFileError(RulingsError, ValueError):
    """A feature file that cannot be read or is not valid Gherkin; names the file and line."""

    def __init__(self, path: Path, line: int | None, message: str) -> None:
        self.path = path
        self.line = line
        self.reason = message
        super().__init__(f"{path}:{line}: {message}" if line is not None else f"{path}: {message}")


@dataclass(frozen=True, slots=True)
class Step:
    """One Given/When/Then line, with its data table (rows of cells) or docstring if it has one."""

    keyword: str
    keyword_type: str
    text: str
    line: int
    data_table: tuple[tuple[str, ...], ...] | None = None
    docstring: str | None = None


@dataclass(frozen=True, slots=True)
class Background:
    """Steps that run before every scenario of a feature or rule."""

    name: str
    description: str
    line: int
    steps: tuple[Step, ...]


@dataclass(frozen=True, slots=True)
class Examples:
    """An Examples table of a Scenario Outline: header cells and rows."""

    name: str
    tags: tuple[str, ...]
    line: int
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class Scenario:
    """A Scenario (or Example, or Scenario Outline with its Examples)."""

    keyword: str
    name: str
    description: str
    tags: tuple[str, ...]
    line: int
    steps: tuple[Step, ...]
    examples: tuple[Examples, ...] = ()


@dataclass(frozen=True, slots=True)
class Rule:
    """A Rule block: its name, description (for us, the quoted paragraph), tags and scenarios."""

    name: str
    description: str
    tags: tuple[str, ...]
    line: int
    background: Background | None
    scenarios: tuple[Scenario, ...]


@dataclass(frozen=True, slots=True)
class Feature:
    """A whole feature file; `scenarios` are those outside any Rule."""

    path: Path
    name: str
    description: str
    tags: tuple[str, ...]
    line: int
    language: str
    background: Background | None
    scenarios: tuple[Scenario, ...]
    rules: tuple[Rule, ...]


def read_features(directory: Path) -> list[Feature]:
    """Every `*.feature` file under `directory`, in path order."""
    return [read_feature(path) for path in sorted(directory.rglob("*.feature"))]


def read_feature(path: Path) -> Feature:
    """One feature file; a `FeatureFileError` if it cannot be read or parsed."""
    try:
        source = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise FeatureFileError(path, None, f"not UTF-8 text ({error.reason})") from None
    except OSError as error:
        raise FeatureFileError(path, None, f"cannot be read ({error.strerror})") from None
    return parse_feature(source, path)


def parse_feature(source: str, path: Path) -> Feature:
    """Feature text as the Gherkin parser reads it; `path` names it in errors and in the result."""
    try:
        document = GherkinParser().parse(TokenScanner(source))
    except CompositeParserException as error:
        first = error.errors[0]
        raise FeatureFileError(path, first.location["line"], _gherkin_message(first)) from None
    except ParserException as error:
        raise FeatureFileError(path, error.location["line"], _gherkin_message(error)) from None
    except ParserError as error:
        raise FeatureFileError(path, None, str(error)) from None
    feature = document.get("feature")
    if feature is None:
        raise FeatureFileError(path, None, "has no 'Feature:' line")
    return _feature(feature, path)


def iter_scenarios(feature: Feature) -> Iterator[tuple[Rule | None, Scenario]]:
    """Every scenario of a feature with the Rule it sits in (None outside rules), in file order."""
    for scenario in feature.scenarios:
        yield None, scenario
    for rule in feature.rules:
        for scenario in rule.scenarios:
            yield rule, scenario


def effective_tags(feature: Feature, rule: Rule | None, scenario: Scenario) -> tuple[str, ...]:
    """A scenario's own tags and those it inherits from its Rule and Feature, each once."""
    inherited = [*feature.tags, *(rule.tags if rule is not None else ()), *scenario.tags]
    return tuple(dict.fromkeys(inherited))


def _gherkin_message(error: ParserException) -> str:
    """The parser's message without its "(line:column): " prefix, which our error repeats."""
    message = str(error)
    return message.split("): ", 1)[1] if message.startswith("(") and "): " in message else message


def _tags(tags: Sequence[GherkinTag]) -> tuple[str, ...]:
    return tuple(tag["name"].removeprefix("@") for tag in tags)


def _description(text: str) -> str:
    return textwrap.dedent(text).strip("\n")


def _step(step: GherkinStep) -> Step:
    table = step.get("dataTable")
    docstring = step.get("docString")
    return Step(
        keyword=step["keyword"].strip(),
        keyword_type=step["keywordType"],
        text=step["text"],
        line=step["location"]["line"],
        data_table=(
            None
            if table is None
            else tuple(tuple(cell["value"] for cell in row["cells"]) for row in table["rows"])
        ),
        docstring=None if docstring is None else docstring["content"],
    )


def _background(background: GherkinBackground | None) -> Background | None:
    if background is None:
        return None
    return Background(
        name=background["name"],
        description=_description(background["description"]),
        line=background["location"]["line"],
        steps=tuple(_step(step) for step in background["steps"]),
    )


def _examples(examples: GherkinExamples) -> Examples:
    header = examples.get("tableHeader")
    return Examples(
        name=examples["name"],
        tags=_tags(examples["tags"]),
        line=examples["location"]["line"],
        header=() if header is None else tuple(cell["value"] for cell in header["cells"]),
        rows=tuple(tuple(cell["value"] for cell in row["cells"]) for row in examples.get("tableBody", [])),
    )


def _scenario(scenario: GherkinScenario) -> Scenario:
    return Scenario(
        keyword=scenario["keyword"],
        name=scenario["name"],
        description=_description(scenario["description"]),
        tags=_tags(scenario["tags"]),
        line=scenario["location"]["line"],
        steps=tuple(_step(step) for step in scenario["steps"]),
        examples=tuple(_examples(examples) for examples in scenario["examples"]),
    )


def _children(children: Sequence[object]) -> tuple[Background | None, list[Scenario], list[Rule]]:
    """The background, scenarios and rules among a Feature's or Rule's children."""
    background: Background | None = None
    scenarios: list[Scenario] = []
    rules: list[Rule] = []
    for child in children:
        assert isinstance(child, dict)  # the parser's envelopes are dicts with one key
        if "background" in child:
            background = _background(child["background"])
        elif "scenario" in child:
            scenarios.append(_scenario(child["scenario"]))
        elif "rule" in child:
            rules.append(_rule(child["rule"]))
    return background, scenarios, rules


def _rule(rule: GherkinRule) -> Rule:
    background, scenarios, _ = _children(rule["children"])
    return Rule(
        name=rule["name"],
        description=_description(rule["description"]),
        tags=_tags(rule["tags"]),
        line=rule["location"]["line"],
        background=background,
        scenarios=tuple(scenarios),
    )


def _feature(feature: GherkinFeature, path: Path) -> Feature:
    background, scenarios, rules = _children(feature["children"])
    return Feature(
        path=path,
        name=feature["name"],
        description=_description(feature["description"]),
        tags=_tags(feature["tags"]),
        line=feature["location"]["line"],
        language=feature["language"],
        background=background,
        scenarios=tuple(scenarios),
        rules=tuple(rules),
    )
