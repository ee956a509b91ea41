"""The vendored Oracle data of the cards (engine/data/cards.json, MTGJSON fields), read one way for the site's
card pages and the skeleton writer."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from rulings.errors import RulesInputError
from rulings.layout import read_json_object, shown

__all__ = ["CARDS_FILE", "OracleCard", "read_oracle_cards"]

CARDS_FILE: Final = Path("engine") / "data" / "cards.json"  # from the project's root


@dataclass(frozen=True, slots=True)
class OracleCard:
    """A card's printed characteristics as the data gives them; "" for one the card doesn't have."""

    name: str
    mana_cost: str = ""
    type_line: str = ""
    power_toughness: str = ""  # "2/2"; "" unless the card has both
    text: str = ""


def read_oracle_cards(path: Path) -> dict[str, OracleCard]:
    """Every card of the file ({"cards": {name: {...}}}), by name; a malformed file is an error naming it."""
    cards = read_json_object(path, "the vendored card data").get("cards")
    if not isinstance(cards, dict) or not all(isinstance(fields, dict) for fields in cards.values()):
        raise RulesInputError(shown(path), None, '"cards": an object of card name -> MTGJSON fields')
    return {name: _oracle_card(name, fields) for name, fields in cards.items()}


def _oracle_card(name: str, fields: dict[str, Any]) -> OracleCard:
    power, toughness = fields.get("power"), fields.get("toughness")
    return OracleCard(
        name=name,
        mana_cost=str(fields.get("manaCost") or ""),
        type_line=str(fields.get("type") or ""),
        power_toughness=f"{power}/{toughness}" if power is not None and toughness is not None else "",
        text=str(fields.get("text") or ""),
    )
