"""Card characteristics for card pages (mana cost, type line), from the vendored Oracle data when present."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

__all__ = ["CardFacts", "read_card_facts"]


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What a card page shows above the Oracle text the feature quotes."""

    name: str
    mana_cost: str
    type_line: str
    power_toughness: str


def read_card_facts(path: Path | None, names: set[str]) -> dict[str, CardFacts]:
    """The named cards' facts from an MTGJSON-shaped file ({"cards": {name: {...}}}); {} without a file."""
    if path is None or not path.is_file():
        return {}
    try:
        cards = json.loads(path.read_text(encoding="utf-8")).get("cards", {})
    except (OSError, ValueError, AttributeError) as error:
        raise ValueError(f"{path}: not a card data file ({error})") from None
    facts = {}
    for name in names:
        card = cards.get(name)
        if not isinstance(card, dict):
            continue
        power, toughness = card.get("power"), card.get("toughness")
        facts[name] = CardFacts(
            name=name,
            mana_cost=str(card.get("manaCost", "")),
            type_line=str(card.get("type", "")),
            power_toughness=f"{power}/{toughness}" if power is not None and toughness is not None else "",
        )
    return facts
