"""Card features quote Gatherer rulings: is each `@ruling:` Rule block still word for word a ruling of its card?

A card feature is tagged `@card:<slug>`; each of its `Rule:` blocks tagged `@ruling:<date>` quotes one ruling
of that card from rules/card-rulings.json in its description. A ruling retyped by hand, edited, or dated
wrongly is a misquote, reported with the ruling it most resembles.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from rulings.rules.edition import collapse_whitespace
from rulings.rules.paths import read_json_object
from rulings.spec.featurefile import Feature, Rule
from rulings.spec.skeleton import CARD_TAG, RULING_TAG, slugify

__all__ = ["CardRuling", "RulingMisquote", "misquoted_rulings", "read_card_rulings"]


@dataclass(frozen=True, slots=True)
class CardRuling:
    """One Gatherer ruling of a card."""

    card: str
    date: str
    text: str


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


def read_card_rulings(path: Path) -> dict[str, tuple[CardRuling, ...]]:
    """rules/card-rulings.json (name -> {"rulings": [{"date", "text"}]}) as card slug -> rulings."""
    data = read_json_object(path, "the vendored card rulings")
    return {
        slugify(name): tuple(
            CardRuling(name, str(r["date"]), str(r["text"])) for r in entry.get("rulings", ())
        )
        for name, entry in data.items()
    }


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
    dates = [tag.removeprefix(RULING_TAG) for tag in rule.tags if tag.startswith(RULING_TAG)]
    if not dates:
        return None
    found = collapse_whitespace(rule.description)
    cards = [t.removeprefix(CARD_TAG) for t in (*rule.tags, *feature.tags) if t.startswith(CARD_TAG)]
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
