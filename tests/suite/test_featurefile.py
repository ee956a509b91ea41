"""rulings.suite.featurefile reads what pytest-bdd runs: features, rules, scenarios, steps, tags and lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.suite.featurefile import (
    FeatureFileError,
    effective_tags,
    iter_scenarios,
    read_feature,
    read_features,
)

FEATURE = '''\
@rule:106
Feature: 106. Mana
  What mana is.

  Background:
    Given a two-player game

  Scenario Outline: Lands <land>
    Given Alice controls a <land>

    Examples: basic
      | land   |
      | Forest |

  @rule:106.7
  Rule: 106.7
    Some abilities produce mana based on the type of mana another permanent or permanents “could produce.”

    @rule:605.1a @slow
    Scenario: Two Reflecting Pools
      Given Alice controls:
        | card            | tapped |
        | Reflecting Pool | no     |
      When Alice sends
        """json
        {"cmd": "query"}
        """
      Then Reflecting Pool could produce nothing

'''


def test_a_feature_with_everything(tmp_path: Path) -> None:
    (tmp_path / "mana.feature").write_text(FEATURE, encoding="utf-8")
    feature = read_feature(tmp_path / "mana.feature")
    assert (feature.name, feature.description, feature.tags, feature.line) == (
        "106. Mana",
        "What mana is.",
        ("rule:106",),
        2,
    )
    assert feature.background is not None and feature.background.steps[0].text == "a two-player game"
    [rule] = feature.rules
    assert (rule.name, rule.tags, rule.line) == ("106.7", ("rule:106.7",), 16)
    assert rule.description.startswith("Some abilities produce mana")
    [scenario] = rule.scenarios
    assert (scenario.name, scenario.tags, scenario.line) == (
        "Two Reflecting Pools",
        ("rule:605.1a", "slow"),
        20,
    )
    given, when, then = scenario.steps
    assert given.data_table == (("card", "tapped"), ("Reflecting Pool", "no"))
    assert (when.keyword, when.docstring) == ("When", '{"cmd": "query"}')
    assert (then.keyword_type, then.line) == ("Outcome", 28)
    [outline] = feature.scenarios
    assert outline.examples[0].header == ("land",) and outline.examples[0].rows == (("Forest",),)
    assert [effective_tags(feature, r, s) for r, s in iter_scenarios(feature)] == [
        ("rule:106",),
        ("rule:106", "rule:106.7", "rule:605.1a", "slow"),
    ]


def test_features_are_read_in_path_order(tmp_path: Path) -> None:
    for name in ("b/z.feature", "a.feature"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text(f"Feature: {name}\n", encoding="utf-8")
    assert [f.name for f in read_features(tmp_path)] == ["a.feature", "b/z.feature"]


def test_invalid_gherkin_names_file_and_line(tmp_path: Path) -> None:
    (tmp_path / "bad.feature").write_text(
        "Feature: x\n  Scenario: y\n    Given z\n\nFeature: again\n", encoding="utf-8"
    )
    with pytest.raises(FeatureFileError) as caught:
        read_feature(tmp_path / "bad.feature")
    assert caught.value.path == tmp_path / "bad.feature"
    assert caught.value.line == 5
    assert str(caught.value).startswith(f"{tmp_path / 'bad.feature'}:{caught.value.line}: ")


def test_a_file_that_is_not_utf8(tmp_path: Path) -> None:
    (tmp_path / "latin1.feature").write_bytes("Feature: Caf\u00e9\n".encode("latin-1"))
    with pytest.raises(FeatureFileError, match="not UTF-8"):
        read_feature(tmp_path / "latin1.feature")
