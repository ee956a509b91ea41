"""Card features quote Gatherer rulings: is each `@ruling:` Rule block still word for word a ruling of its card?

A card feature is tagged `@card:<slug>`; each of its `Rule:` blocks tagged `@ruling:<date>` quotes one ruling
of that card from data/card-rulings.json in its description. A ruling retyped by hand, edited, or dated
wrongly is a misquote, reported with the ruling it most resembles.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from rulings.editions.edition import collapse_whitespace
from rulings.suite.card_rulings import CardRuling
from rulings.suite.featurefile import Feature, Rule
from rulings.suite.tags import CARD_TAG, RULING_TAG, tag_values

__all__ = ["RulingMisquote", "misquoted_rulings"]


@dataclass(frozen=True, slots=True)
class RulingMisquote:
    """A `@ruling:` Rule block whose description is no ruling of its card of that date."""

    path: Path
    line: int
    rule_name: str
    card: str  # the @card: slug
    date: str
    expected: str  # the nearest ruling's text, or "" when the card has no rulings in the data
    found: str


def misquoted_rulings(
    features: Sequence[Feature], rulings: Mapping[str, Sequence[CardRuling]]
) -> list[RulingMisquote]:
    """Every `@ruling:` Rule block, in every card feature, that doesn't quote a ruling of its card verbatim."""
    return [
        misquote
        for feature in features
        for rule in feature.rules
        if (misquote := _misquote(feature, rule, rulings)) is not None
    ]


def _misquote(
    feature: Feature, rule: Rule, rulings: Mapping[str, Sequence[CardRuling]]
) -> RulingMisquote | None:
    dates = tag_values(rule.tags, RULING_TAG)
    if not dates:
        return None
    found = collapse_whitespace(rule.description)
    cards = tag_values((*rule.tags, *feature.tags), CARD_TAG)
    candidates = [ruling for card in cards for ruling in rulings.get(card, ())]
    if any(r.date in dates and collapse_whitespace(r.text) == found for r in candidates):
        return None
    # The ruling the writer most likely meant: of that date if the card has one, else any of the card's.
    same_date = [r for r in candidates if r.date in dates] or candidates
    texts = [collapse_whitespace(r.text) for r in same_date]
    nearest = max(texts, key=lambda text: difflib.SequenceMatcher(None, text, found).ratio(), default="")
    return RulingMisquote(
        feature.path, rule.line, rule.name, cards[0] if cards else "", dates[0], nearest, found
    )
