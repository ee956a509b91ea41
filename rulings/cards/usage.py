"""Which features and scenarios quote or use a card: where a change of card data needs a look.

- A card feature (tagged `@card:<slug>`) quotes the card's Oracle text as its description, and each of its
  `@ruling:<date>` Rule blocks quotes one Gatherer ruling: an erratum or a reworded or removed ruling makes
  that quote stale, and a new ruling may deserve a Rule of its own.
- Any scenario whose steps name the card ("Given Alice controls a Millikin") uses it: an erratum may change
  what it must show.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from rulings.cards.builds import Ruling
from rulings.editions.edition import collapse_whitespace
from rulings.editions.typography import typographic_form
from rulings.suite.featurefile import Feature, Rule, Scenario, Step
from rulings.suite.places import Place
from rulings.suite.tags import CARD_TAG, RULING_TAG, slugify, tag_values

__all__ = ["Use", "card_features", "quotes_of", "scenarios_naming"]


Use = Place  # a place in the features that quotes or uses a card


def card_features(features: Sequence[Feature], card: str) -> list[Use]:
    """The card features of this card (`@card:<slug>`), which quote its Oracle text."""
    slug = slugify(card)
    return [
        Use(feature.path, feature.line, "Feature", feature.name)
        for feature in features
        if slug in tag_values(feature.tags, CARD_TAG)
    ]


def quotes_of(features: Sequence[Feature], card: str, ruling: Ruling) -> list[Use]:
    """The `@ruling:` Rule blocks of the card's features that quote this ruling (typography aside)."""
    slug = slugify(card)
    wanted = typographic_form(ruling.text)
    return [
        Use(feature.path, rule.line, "Rule", rule.name)
        for feature in features
        if slug in tag_values(feature.tags, CARD_TAG)
        for rule in feature.rules
        if ruling.date in tag_values(rule.tags, RULING_TAG)
        and typographic_form(collapse_whitespace(rule.description)) == wanted
    ]


def scenarios_naming(features: Sequence[Feature], card: str) -> list[Use]:
    """Every scenario (and Background) whose steps name the card, as a whole name."""
    names = {card, *card.split(" // ")}
    pattern = re.compile(
        "|".join(rf"(?<![\w'-]){re.escape(name)}(?![\w-])" for name in sorted(names, key=len, reverse=True))
    )
    uses: list[Use] = []
    for feature in features:
        for rule_or_feature, scenarios in _scenario_groups(feature):
            background = rule_or_feature.background
            if background is not None and _names(background.steps, pattern):
                uses.append(Use(feature.path, background.line, "Background", background.name))
            uses.extend(
                Use(feature.path, scenario.line, "Scenario", scenario.name)
                for scenario in scenarios
                if _names(scenario.steps, pattern)
                or any(pattern.search(" ".join(r)) for e in scenario.examples for r in e.rows)
            )
    return uses


def _scenario_groups(feature: Feature) -> Iterable[tuple[Feature | Rule, Sequence[Scenario]]]:
    yield feature, feature.scenarios
    for rule in feature.rules:
        yield rule, rule.scenarios


def _names(steps: Sequence[Step], pattern: re.Pattern[str]) -> bool:
    return any(
        pattern.search(step.text)
        or (step.data_table and any(pattern.search(" ".join(row)) for row in step.data_table))
        for step in steps
    )
