"""Which CR paragraphs the features cite: `@rule:<number>` tags on a Feature, a Rule or a Scenario."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rulings.editions.numbers import is_number, number_key
from rulings.suite.featurefile import Feature, effective_tags, iter_scenarios
from rulings.suite.places import Place
from rulings.suite.tags import RULE_TAG, tag_values

__all__ = ["Citation", "cited_numbers", "collect_citations", "rule_numbers"]


@dataclass(frozen=True, slots=True)
class Citation(Place):
    """A place in the features that depends on a paragraph: a scenario, or a Rule or Feature without any."""

    number: str


def rule_numbers(tags: Iterable[str]) -> list[str]:
    """The paragraph numbers named by `rule:` tags, in tag order."""
    return tag_values(tags, RULE_TAG)


def collect_citations(features: Iterable[Feature]) -> dict[str, list[Citation]]:
    """Cited number -> the scenarios that cite it (their own tags or their Rule's or Feature's), in CR order.

    A Rule or Feature that carries a tag but has no scenario at all is listed itself, so that a citation
    never goes unnoticed.
    """
    cited: dict[str, list[Citation]] = {}

    def add(number: str, citation: Citation) -> None:
        cited.setdefault(number, []).append(citation)

    for feature in features:
        for rule, scenario in iter_scenarios(feature):
            for number in rule_numbers(effective_tags(feature, rule, scenario)):
                add(number, Citation(feature.path, scenario.line, "Scenario", scenario.name, number))
        for rule in feature.rules:
            if not rule.scenarios:
                for number in dict.fromkeys(rule_numbers([*feature.tags, *rule.tags])):
                    add(number, Citation(feature.path, rule.line, "Rule", rule.name, number))
        if not feature.scenarios and not feature.rules:
            for number in dict.fromkeys(rule_numbers(feature.tags)):
                add(number, Citation(feature.path, feature.line, "Feature", feature.name, number))
    return dict(sorted(cited.items(), key=lambda item: _order(item[0])))


def cited_numbers(features: Iterable[Feature]) -> list[str]:
    """Every number some `@rule:` tag names, in CR order (malformed ones last)."""
    return list(collect_citations(features))


def _order(number: str) -> tuple[int, tuple[int, ...], str]:
    """CR order for well-formed numbers, then anything else alphabetically."""
    return (0, number_key(number), "") if is_number(number) else (1, (), number)
