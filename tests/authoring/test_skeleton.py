"""`rulings new`: feature skeletons quote the edition and the card data word for word, never twice."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from rulings.authoring.cli import EXIT_REFUSED, new_command
from rulings.authoring.skeleton import (
    CardRulings,
    NoRulings,
    SkeletonError,
    UnknownCardName,
    UnknownParagraph,
    append_to,
    card_skeleton,
    find_card,
    render,
    rule_skeletons,
    select_paragraphs,
)
from rulings.editions.check import check
from rulings.editions.citations import collect_citations
from rulings.editions.edition import collapse_whitespace
from rulings.editions.lock import Lock, build_lock
from rulings.editions.scope import is_title
from rulings.suite.card_rulings import CardRuling, read_card_rulings
from rulings.suite.featurefile import parse_feature, read_features
from rulings.suite.oracle_cards import CARDS_FILE, OracleCard, read_oracle_cards
from tests.editions.feature_files import rule_block, write_features
from tests.editions.real_editions import ROOT, edition, edition_path

APRIL = edition("2026-04-17")
RAW_RULINGS: dict[str, Any] = json.loads((ROOT / "data" / "card-rulings.json").read_text(encoding="utf-8"))
CARD_RULINGS = read_card_rulings(ROOT / "data" / "card-rulings.json")
ORACLE = read_oracle_cards(ROOT / CARDS_FILE)


def skeleton_text(tmp_path: Path, *selectors: str, files: dict[str, str] | None = None) -> str:
    features = write_features(tmp_path, files or {})
    features.mkdir(exist_ok=True)
    (skeleton,) = rule_skeletons(
        APRIL, select_paragraphs(APRIL, selectors), read_features(features), features
    )
    return render(skeleton)


def rules_of(text: str) -> dict[str, str]:
    """Rule number -> its description as `rules check` reads it."""
    feature = parse_feature(text, Path("x.feature"))
    return {
        rule.tags[0].removeprefix("rule:"): collapse_whitespace(rule.description) for rule in feature.rules
    }


def test_each_quote_is_the_parsed_paragraph_text(tmp_path: Path) -> None:
    quotes = rules_of(skeleton_text(tmp_path, "509"))
    expected = [p.number for p in APRIL.paragraphs if p.number.startswith("509") and not is_title(p)]
    assert list(quotes) == expected
    for number, quote in quotes.items():
        assert quote == collapse_whitespace(APRIL.by_number[number].text)
    # 509.1b runs over indented continuation lines in the CR file: they are part of the quote.
    assert quotes["509.1b"].endswith(collapse_whitespace(APRIL.by_number["509.1b"].text.split("\n")[-1]))


def test_a_number_names_its_subparagraphs_and_a_range_its_sections(tmp_path: Path) -> None:
    assert [p.number for p in select_paragraphs(APRIL, ["508.1"])][:3] == ["508.1", "508.1a", "508.1b"]
    assert {p.number[:3] for p in select_paragraphs(APRIL, ["500-505"])} == {
        "500",
        "501",
        "502",
        "503",
        "504",
        "505",
    }
    assert [p.number for p in select_paragraphs(APRIL, ["704.5a-704.5c"])] == ["704.5a", "704.5b", "704.5c"]
    # Titles are no rules: "508. Declare Attackers Step" becomes the Feature's name, not a Rule.
    text = skeleton_text(tmp_path, "508.1")
    assert text.startswith("Feature: 508. Declare Attackers Step\n")
    assert "@rule:508\n" not in text


def test_the_skeleton_passes_the_rules_check_once_it_has_scenarios(tmp_path: Path) -> None:
    paragraphs = select_paragraphs(APRIL, ["508.1", "704.5a-704.5g", "509.1b"])
    skeletons = rule_skeletons(APRIL, paragraphs, [], tmp_path)
    assert [s.path for s in skeletons] == [
        Path("rules/508-declare-attackers-step.feature"),
        Path("rules/509-declare-blockers-step.feature"),
        Path("rules/704-state-based-actions.feature"),
    ]
    features = []
    for skeleton in skeletons:
        with_scenarios = render(skeleton).replace(
            "    # Scenario: <the claim", "    Scenario: It holds\n      Given something\n    # <the claim"
        )
        features.append(parse_feature(with_scenarios, tmp_path / skeleton.path))
    assert all(rule.scenarios for feature in features for rule in feature.rules)
    lock, missing = build_lock(list(collect_citations(features)), APRIL, Lock({}))
    report = check(features, lock, APRIL, edition_path("2026-04-17"))
    assert not missing
    assert report.cited == len(paragraphs)
    assert not report.needs_review, report


def test_examples_become_comments_not_quotes(tmp_path: Path) -> None:
    text = skeleton_text(tmp_path, "508.1c")
    (example,) = APRIL.by_number["508.1c"].examples
    assert f"    # CR example: {collapse_whitespace(example)}\n" in text
    assert rules_of(text)["508.1c"] == collapse_whitespace(APRIL.by_number["508.1c"].text)
    assert "    # Scenario: <" in text  # a template, commented: no fake scenario
    assert not parse_feature(text, Path("x.feature")).rules[0].scenarios


def test_a_paragraph_quoted_in_another_file_is_not_quoted_again(tmp_path: Path) -> None:
    text = APRIL.by_number["508.1a"].text
    files = {"rules/combat.feature": "Feature: Combat\n" + rule_block("508.1a", text)}
    features = write_features(tmp_path, files)
    paragraphs = select_paragraphs(APRIL, ["508.1"])
    (skeleton,) = rule_skeletons(APRIL, paragraphs, read_features(features), features)
    assert "508.1a" not in {quote.label for quote in skeleton.quotes}
    (elsewhere,) = skeleton.elsewhere
    assert (elsewhere.label, elsewhere.path, elsewhere.line) == ("508.1a", Path("rules/combat.feature"), 4)
    rendered = render(skeleton)
    assert "  # 508.1a: quoted in rules/combat.feature:4\n" in rendered
    assert "508.1a" not in rules_of(rendered)


def test_append_inserts_the_missing_rules_in_paragraph_order(tmp_path: Path) -> None:
    existing = (
        "Feature: 508. Declare Attackers Step\n"
        + rule_block("508.1", APRIL.by_number["508.1"].text, scenario="First")
        + rule_block("508.1d", APRIL.by_number["508.1d"].text, scenario="Fourth")
    )
    features = write_features(tmp_path, {"rules/508-attack.feature": existing})
    paragraphs = select_paragraphs(APRIL, ["508.1-508.1f"])
    (skeleton,) = rule_skeletons(APRIL, paragraphs, read_features(features), features)
    assert skeleton.path == Path("rules/508-attack.feature")
    assert not skeleton.elsewhere  # what the file itself quotes is simply there
    appended = append_to(existing, skeleton)
    feature = parse_feature(appended, Path("x.feature"))
    numbers = [rule.tags[0].removeprefix("rule:") for rule in feature.rules]
    assert numbers == ["508.1", "508.1a", "508.1b", "508.1c", "508.1d", "508.1e", "508.1f"]
    kept = {rule.name: [s.name for s in rule.scenarios] for rule in feature.rules if rule.scenarios}
    assert kept == {"508.1": ["First"], "508.1d": ["Fourth"]}
    for number, quote in rules_of(appended).items():
        assert quote == collapse_whitespace(APRIL.by_number[number].text)
    (path,) = features.rglob("*.feature")
    path.write_text(appended, encoding="utf-8")
    (again,) = rule_skeletons(APRIL, paragraphs, read_features(features), features)
    assert again.quotes == ()


def test_unknown_paragraphs_are_named_with_the_nearest_numbers() -> None:
    with pytest.raises(UnknownParagraph) as error:
        select_paragraphs(APRIL, ["508.1z"])
    assert error.value.suggestions == ("508.1k", "508.1m", "508.2", "508.2a")
    assert "no paragraph 508.1z; the nearest are 508.1k" in str(error.value)
    with pytest.raises(UnknownParagraph, match="'5o8' is not a CR paragraph number"):
        select_paragraphs(APRIL, ["5o8"])
    with pytest.raises(UnknownParagraph, match=r"no paragraph 704\.99"):
        select_paragraphs(APRIL, ["704.5a-704.99"])


def test_card_rulings_are_quoted_with_their_dates(tmp_path: Path) -> None:
    card = find_card("seedborn muse", ORACLE, CARD_RULINGS)
    assert card.card.name == "Seedborn Muse"
    features = tmp_path / "features"
    features.mkdir()
    skeleton = card_skeleton(card, [], features)
    assert skeleton.path == Path("cards/seedborn-muse.feature")
    text = render(skeleton)
    assert text.startswith("@card:seedborn-muse\nFeature: Seedborn Muse\n  Untap all permanents")
    feature = parse_feature(text, Path("x.feature"))
    expected = [(r["date"], r["text"]) for r in RAW_RULINGS["Seedborn Muse"]["rulings"]]
    found = [(rule.tags[0].removeprefix("ruling:"), rule.description) for rule in feature.rules]
    assert found == expected
    assert all(
        rule.tags == (f"ruling:{date}",) for rule, (date, _) in zip(feature.rules, expected, strict=True)
    )


def test_rulings_a_card_feature_already_quotes_are_left_out() -> None:
    features = ROOT / "features"
    card = find_card("Seedborn Muse", ORACLE, CARD_RULINGS)
    assert card_skeleton(card, read_features(features), features).quotes == ()


def test_append_puts_a_missing_ruling_in_the_card_data_order(tmp_path: Path) -> None:
    card = CardRulings(
        OracleCard("Test Card", text="Flying"),
        (CardRuling("2020-01-01", "First."), CardRuling("2021-01-01", "Second.")),
    )
    existing = "@card:test-card\nFeature: Test Card\n\n  @ruling:2021-01-01\n  Rule: Two\n    Second.\n"
    features = write_features(tmp_path, {"cards/test-card.feature": existing})
    skeleton = card_skeleton(card, read_features(features), features)
    appended = append_to(existing, skeleton)
    rules = parse_feature(appended, Path("x.feature")).rules
    assert [rule.description for rule in rules] == ["First.", "Second."]


def test_card_errors_are_named() -> None:
    with pytest.raises(UnknownCardName) as error:
        find_card("Seedborn Muze", ORACLE, CARD_RULINGS)
    assert error.value.suggestions[0] == "Seedborn Muse"
    assert "did you mean 'Seedborn Muse'" in str(error.value)
    with pytest.raises(NoRulings, match="Forest has no Gatherer rulings"):
        find_card("Forest", ORACLE, CARD_RULINGS)


def test_a_quote_gherkin_would_misread_is_refused(tmp_path: Path) -> None:
    card = CardRulings(OracleCard("Odd Card"), (CardRuling("2020-01-01", "# reads as a comment"),))
    with pytest.raises(SkeletonError, match="does not survive"):
        render(card_skeleton(card, [], tmp_path))


def invoke(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(new_command, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def test_the_command_writes_then_refuses_to_overwrite_then_appends(tmp_path: Path) -> None:
    features = tmp_path / "features"
    code, _, err = invoke("--rule", "508.1a-508.1b", "--features", str(features))
    assert code == 0, err
    (path,) = features.rglob("*.feature")
    assert path.relative_to(features) == Path("rules/508-declare-attackers-step.feature")
    assert list(rules_of(path.read_text(encoding="utf-8"))) == ["508.1a", "508.1b"]
    before = path.read_text(encoding="utf-8")
    code, _, err = invoke("--rule", "508.1", "--features", str(features))
    assert code == EXIT_REFUSED
    assert "exists; --append adds the" in err
    assert path.read_text(encoding="utf-8") == before
    code, out, _ = invoke("--rule", "508.1", "--features", str(features), "--append", "--stdout")
    assert code == 0
    assert path.read_text(encoding="utf-8") == before  # --stdout writes nothing
    assert list(rules_of(out))[:4] == ["508.1", "508.1a", "508.1b", "508.1c"]
    code, _, err = invoke("--rule", "508.1", "--features", str(features), "--append")
    assert code == 0
    assert "508.1: already quoted" not in err
    code, _, err = invoke("--rule", "508.1", "--features", str(features), "--append")
    assert (code, err.strip().endswith("nothing to add")) == (0, True)


def test_the_command_names_its_errors(tmp_path: Path) -> None:
    features = str(tmp_path)
    code, _, err = invoke("--rule", "508.1z", "--features", features)
    assert (code, err) == (
        EXIT_REFUSED,
        "error: CR September 25, 2026 has no paragraph 508.1z; the nearest are 508.1k, 508.1m, 508.2, 508.2a\n",
    )
    code, _, err = invoke("--card", "Seedborn Muze", "--features", features)
    assert code == EXIT_REFUSED
    assert "did you mean 'Seedborn Muse'" in err
    code, _, _ = invoke("--card", "Seedborn Muse", "--rule", "508", "--features", features)
    assert code == 2  # a usage error


def _next_cards() -> tuple[list[str], list[str]]:
    """The cards docs/next-cards.md lists, one line each ("- **Name** — why", or several "**A**, **B** — why"):
    those with Gatherer rulings, and those it says have none (shown by CR paragraphs instead)."""
    with_rulings: list[str] = []
    without: list[str] = []
    for line in (ROOT / "docs" / "next-cards.md").read_text(encoding="utf-8").splitlines():
        head, dash, _ = line.partition(" — ")
        if line.startswith("- **") and dash:
            names = re.findall(r"\*\*(.+?)\*\*", head)
            (without if "no Gatherer rulings" in head else with_rulings).extend(names)
    return with_rulings, without


def test_every_next_card_has_its_rulings_vendored_and_renders(tmp_path: Path) -> None:
    listed, without = _next_cards()
    assert len(listed) >= 40
    for name in without:
        with pytest.raises(NoRulings):
            find_card(name, ORACLE, CARD_RULINGS)
    for name in listed:
        card = find_card(name, ORACLE, CARD_RULINGS)
        assert card.card is ORACLE[name]
        assert card.card.name == name and card.card.text
        rendered = render(card_skeleton(card, [], tmp_path))
        rules = parse_feature(rendered, Path("x.feature")).rules
        assert [(r.tags, r.description) for r in rules] == [
            ((f"ruling:{ruling.date}",), ruling.text) for ruling in card.rulings
        ]


def test_a_card_of_the_pool_alone_gets_a_skeleton_of_its_rulings() -> None:
    # Tarmogoyf is in the MTGJSON pool (engine/data/pool.sqlite), not among the vendored cards.
    assert "Tarmogoyf" not in ORACLE
    result = CliRunner().invoke(new_command, ["--card", "Tarmogoyf", "--stdout"])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("@card:tarmogoyf\nFeature: Tarmogoyf\n  Tarmogoyf's power is equal to")
    assert (
        "@ruling:2021-03-19\n  Rule: If an instant or sorcery spell deals damage to Tarmogoyf"
        in result.stdout
    )
