"""rulings.suite.gherkin_parser parses exactly as gherkin-official's own parser: same documents, same errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from gherkin.errors import CompositeParserException
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

from rulings.suite.gherkin_parser import GherkinParser

FEATURES = Path(__file__).resolve().parents[2] / "features"


@pytest.mark.parametrize(
    "path",
    [sorted((FEATURES / "rules").glob("*.feature"))[0], sorted((FEATURES / "cards").glob("*.feature"))[0]],
    ids=lambda path: path.name,
)
def test_a_suite_file_parses_to_the_same_document(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    assert GherkinParser().parse(TokenScanner(source)) == Parser().parse(TokenScanner(source))


@pytest.mark.parametrize(
    "source",
    [
        "Feature: x\n  Scenario: y\n    Given z\n\nFeature: again\n",
        "Feature: x\n  Scenario: y\n    Given a table:\n      | a | b |\n      | c |\n",
        "Given z\n",
    ],
)
def test_invalid_gherkin_gets_the_same_errors(source: str) -> None:
    errors = []
    for parser in (GherkinParser(), Parser()):
        with pytest.raises(CompositeParserException) as caught:
            parser.parse(TokenScanner(source))
        errors.append([str(error) for error in caught.value.errors])
    assert errors[0] == errors[1]
    assert errors[0]


def test_an_unknown_state_is_refused_as_the_stock_parser_refuses_it() -> None:
    with pytest.raises(RuntimeError, match="Unknown state: 999"):
        GherkinParser().match_token(999, None, None)  # type: ignore[arg-type]
