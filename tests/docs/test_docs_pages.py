"""Pages of the site: one per CR section and per card, stable anchors, paragraph numbers."""

from __future__ import annotations

from pathlib import Path

from rulings.site.pages import build_pages
from rulings.suite.featurefile import Feature, read_features
from rulings.suite.tags import slugify
from tests.docs.site_inputs import write_synthetic_features


def test_slugs_are_lowercase_ascii() -> None:
    assert slugify("Gaea's Cradle") == "gaeas-cradle"
    assert slugify("Urborg, Tomb of Yawgmoth") == "urborg-tomb-of-yawgmoth"
    assert slugify("Lim-Dûl’s Vault") == "lim-dls-vault"
    assert slugify("<>") == "x"


def test_one_page_per_section_and_card(tmp_path: Path) -> None:
    directory = write_synthetic_features(tmp_path / "features")
    pages = build_pages(read_features(directory), directory)
    assert [(page.kind, page.url) for page in pages] == [
        ("section", "rules/106.html"),
        ("section", "rules/302.html"),
        ("card", "cards/evil.html"),
        ("card", "cards/reflecting-pool.html"),
    ]


def test_rule_blocks_are_anchored_by_paragraph_number_or_ruling_title(tmp_path: Path) -> None:
    directory = write_synthetic_features(tmp_path / "features")
    pages = {page.url: page for page in build_pages(read_features(directory), directory)}
    rule = pages["rules/106.html"].features[0].rules[0]
    assert (rule.number, rule.anchor, rule.ruling_date) == ("106.7", "106.7", None)
    ruling = pages["cards/reflecting-pool.html"].features[0].rules[0]
    assert ruling.number is None and ruling.ruling_date == "2004-10-04"
    assert ruling.anchor == "ruling-reflecting-pool-takes-replacement-effects-into-account"
    scenario = ruling.scenarios[0]
    assert scenario.rules == ("106.7",)
    assert scenario.result_key == ("cards/reflecting-pool.feature", scenario.scenario.name)


def test_two_files_of_one_section_share_a_page_with_unique_anchors(tmp_path: Path) -> None:
    directory = write_synthetic_features(tmp_path / "features")
    extra = directory / "rules" / "106-more.feature"
    extra.write_text(
        "Feature: 106. Mana, continued\n\n  Rule: 106.7\n    Text.\n\n"
        "    Scenario: Two Reflecting Pools alone could produce nothing\n      Given nothing\n",
        encoding="utf-8",
    )
    features: list[Feature] = read_features(directory)
    page = next(page for page in build_pages(features, directory) if page.key == "106")
    assert [block.path for block in page.features] == ["rules/106-mana.feature", "rules/106-more.feature"]
    anchors = [rule.anchor for block in page.features for rule in block.rules]
    anchors += [scenario.anchor for block in page.features for _, scenario in block.scenarios()]
    assert len(anchors) == len(set(anchors))
    assert "106.7-2" in anchors
