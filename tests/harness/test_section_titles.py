"""Issue 28: a section's title is the one its own feature file gives it, as the spec's parser reads it; a
file on part of a section ("701.14. Fight") titles nothing, in the CLI's report and on the site alike."""

from __future__ import annotations

from rulings.results.records import Record
from rulings.results.report import section_titles
from rulings.run.features import labels_root, packaged_features
from rulings.site.pages import build_pages
from rulings.suite.featurefile import read_feature
from rulings.suite.sections import section_named

SECTION_701 = ("features/rules/701-fight.feature", "features/rules/701-keyword-actions.feature")


def test_a_title_names_a_section_only_when_it_is_the_section_itself() -> None:
    assert section_named("106. Mana") == ("106", "Mana")
    assert section_named("616. Interaction of Replacement and/or Prevention Effects") == (
        "616",
        "Interaction of Replacement and/or Prevention Effects",
    )
    assert section_named("701.14. Fight") is None
    assert section_named("Reflecting Pool") is None


def test_the_report_titles_701_keyword_actions_not_14_fight() -> None:
    records = [
        Record("x", "x", feature, [], [], [], "", "", "passed", "", 0.0, "") for feature in SECTION_701
    ]
    assert section_titles(records, labels_root(None)) == {"701": "Keyword Actions"}


def test_the_site_titles_the_701_page_as_the_cr_does() -> None:
    root = packaged_features()
    features = [read_feature(root.parent / name) for name in SECTION_701]
    (page,) = build_pages(features, root)
    assert page.title == "701. Keyword Actions"
