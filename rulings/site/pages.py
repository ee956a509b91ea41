"""The site's pages, read from the features: one per CR section (rules/106.html) and one per card.

Features under a "cards" directory, or tagged `@card:<slug>`, make card pages; the others are grouped by
the CR section their Feature title names ("106. Mana"), or their file name starts with ("106-mana"), so two
feature files of one section share a page. Every Rule block and scenario gets a stable anchor: a CR Rule
block the paragraph number ("rules/106.html#106.7"), a Gatherer ruling and a scenario a slug of its title.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal

from rulings.editions.numbers import is_number, number_key
from rulings.suite.featurefile import Background, Feature, Rule, Scenario, effective_tags
from rulings.suite.sections import section_named
from rulings.suite.tags import CARD_TAG, RULE_TAG, RULING_TAG, slugify, tag_values

__all__ = [
    "FeatureBlock",
    "Page",
    "PageKind",
    "RuleBlock",
    "ScenarioBlock",
    "build_pages",
]

PageKind = Literal["section", "card", "other"]

_SECTION_TITLE: Final = re.compile(r"(?P<number>[1-9]\d{2})\.\s")
_SECTION_FILE: Final = re.compile(r"(?P<number>[1-9]\d{2})(?:\D|$)")
_PARAMETER: Final = re.compile(r"<(.+?)>")  # an outline's placeholder, as pytest-bdd renders it


@dataclass(frozen=True, slots=True)
class ScenarioBlock:
    """A scenario as the site shows it, with the anchor and the key its results are filed under."""

    scenario: Scenario
    anchor: str
    rules: tuple[str, ...]  # every paragraph it cites, its own tags and inherited ones
    result_key: tuple[str, str]  # (feature path relative to the features directory, scenario name)
    recorded_names: tuple[str, ...]  # the names its records carry: an outline's, one per Examples row

    def result_aliases(self) -> dict[tuple[str, str], tuple[str, str]]:
        """(feature path, recorded name) -> this scenario's result key."""
        path = self.result_key[0]
        return {(path, name): self.result_key for name in self.recorded_names}


@dataclass(frozen=True, slots=True)
class RuleBlock:
    """A `Rule:` block: a CR paragraph (number set) or a Gatherer ruling (date set), and its scenarios."""

    rule: Rule
    anchor: str
    number: str | None
    ruling_date: str | None
    scenarios: tuple[ScenarioBlock, ...]

    @property
    def title(self) -> str:
        """What the block is called: its paragraph number, or the ruling's claim."""
        return self.rule.name


@dataclass(frozen=True, slots=True)
class FeatureBlock:
    """One feature file on a page: scenarios outside any Rule come first, as in the file."""

    feature: Feature
    path: str  # relative to the features directory, with "/" separators
    background: Background | None
    loose: tuple[ScenarioBlock, ...]
    rules: tuple[RuleBlock, ...]

    def scenarios(self) -> Iterable[tuple[RuleBlock | None, ScenarioBlock]]:
        """Every scenario of the feature with its Rule block, in page order."""
        for block in self.loose:
            yield None, block
        for rule in self.rules:
            for block in rule.scenarios:
                yield rule, block


@dataclass(frozen=True, slots=True)
class Page:
    """One HTML page of the site."""

    kind: PageKind
    key: str  # section number, card slug or file stem
    url: str  # relative to the site root
    title: str
    features: tuple[FeatureBlock, ...]

    @property
    def sort_key(self) -> tuple[int, tuple[int, ...], str]:
        """Sections in CR order, then everything else by title."""
        if self.kind == "section":
            return (0, number_key(self.key), "")
        return (1, (), self.title.lower())

    def result_keys(self) -> list[tuple[str, str]]:
        """The keys its scenarios' results are filed under."""
        return [block.result_key for feature in self.features for _, block in feature.scenarios()]

    def scenario_count(self) -> int:
        """How many scenarios the page shows."""
        return sum(1 for feature in self.features for _ in feature.scenarios())


def build_pages(features: Sequence[Feature], features_dir: Path) -> list[Page]:
    """The pages for these features, sections in CR order, then cards and the rest by title."""
    groups: dict[tuple[PageKind, str], list[Feature]] = {}
    for feature in features:
        groups.setdefault(_place(feature, features_dir), []).append(feature)
    pages = [_page(kind, key, members, features_dir) for (kind, key), members in groups.items()]
    return sorted(pages, key=lambda page: page.sort_key)


def _place(feature: Feature, features_dir: Path) -> tuple[PageKind, str]:
    """Which page a feature belongs on."""
    relative = _relative(feature.path, features_dir)
    card = next(iter(tag_values(feature.tags, CARD_TAG)), None)
    if card is not None:
        return "card", slugify(card)
    if "cards" in Path(relative).parts[:-1]:
        return "card", slugify(feature.name or feature.path.stem)
    section = _SECTION_TITLE.match(feature.name + " ") or _SECTION_FILE.match(feature.path.stem)
    if section is not None:
        return "section", section["number"]
    return "other", slugify(feature.path.stem)


def _page(kind: PageKind, key: str, features: list[Feature], features_dir: Path) -> Page:
    """A page holding these features, their anchors unique across the page."""
    taken: set[str] = set()
    blocks = tuple(_feature_block(feature, features_dir, taken) for feature in features)
    folder = {"section": "rules", "card": "cards", "other": "pages"}[kind]
    title = features[0].name or key
    if kind == "section":
        # The file that names the section alone ("701. Keyword Actions") titles it, not one on part of
        # it ("701.14. Fight"), whichever sorts first.
        named = [n for n in (section_named(f.name) for f in features) if n is not None and n[0] == key]
        title = f"{key}. {named[0][1]}" if named else f"{key}. {title}"
    return Page(kind=kind, key=key, url=f"{folder}/{key}.html", title=title, features=blocks)


def _feature_block(feature: Feature, features_dir: Path, taken: set[str]) -> FeatureBlock:
    path = _relative(feature.path, features_dir)
    loose = tuple(_scenario_block(feature, None, scenario, path, taken) for scenario in feature.scenarios)
    rules = tuple(_rule_block(feature, rule, path, taken) for rule in feature.rules)
    return FeatureBlock(feature=feature, path=path, background=feature.background, loose=loose, rules=rules)


def _rule_block(feature: Feature, rule: Rule, path: str, taken: set[str]) -> RuleBlock:
    ruling = next(iter(tag_values(rule.tags, RULING_TAG)), None)
    number = _paragraph_number(rule) if ruling is None else None
    anchor = _unique(number if number is not None else f"ruling-{slugify(rule.name)}", taken)
    scenarios = tuple(_scenario_block(feature, rule, scenario, path, taken) for scenario in rule.scenarios)
    return RuleBlock(rule=rule, anchor=anchor, number=number, ruling_date=ruling, scenarios=scenarios)


def _scenario_block(
    feature: Feature, rule: Rule | None, scenario: Scenario, path: str, taken: set[str]
) -> ScenarioBlock:
    tags = effective_tags(feature, rule, scenario)
    rules = tuple(dict.fromkeys(tag_values(tags, RULE_TAG)))
    return ScenarioBlock(
        scenario=scenario,
        anchor=_unique(f"scenario-{slugify(scenario.name)}", taken),
        rules=rules,
        result_key=(path, scenario.name),
        recorded_names=_recorded_names(scenario),
    )


def _recorded_names(scenario: Scenario) -> tuple[str, ...]:
    """The scenario's name, and for an outline each name pytest-bdd gives its examples ("<land>" filled in)."""
    names = [scenario.name]
    for examples in scenario.examples:
        for row in examples.rows:
            names.append(_fill_in(scenario.name, dict(zip(examples.header, row, strict=False))))
    return tuple(dict.fromkeys(names))


def _fill_in(template: str, values: dict[str, str]) -> str:
    """An outline's text with its placeholders replaced by one Examples row (unknown ones left as they are)."""
    return _PARAMETER.sub(lambda match: values.get(match[1], match[0]), template)


def _paragraph_number(rule: Rule) -> str | None:
    """The CR paragraph a Rule block quotes: its title, or else its one `@rule:` tag."""
    if is_number(rule.name.strip()):
        return rule.name.strip()
    tagged = tag_values(rule.tags, RULE_TAG)
    return tagged[0] if len(tagged) == 1 and is_number(tagged[0]) else None


def _unique(anchor: str, taken: set[str]) -> str:
    """`anchor`, or `anchor-2`, `anchor-3`... when the page already has it."""
    candidate, n = anchor, 1
    while candidate in taken:
        n += 1
        candidate = f"{anchor}-{n}"
    taken.add(candidate)
    return candidate


def _relative(path: Path, features_dir: Path) -> str:
    """A feature's path relative to the features directory, or as given when it is outside it."""
    try:
        return path.resolve().relative_to(features_dir.resolve()).as_posix()
    except ValueError:
        return path.as_posix()
