"""The one reader of the vendored Oracle data, as the site's card pages and the skeleton writer read it."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.errors import RulesInputError
from rulings.suite.oracle_cards import CARDS_FILE, OracleCard, read_oracle_cards
from tests.editions.real_editions import ROOT


def test_a_card_reads_as_printed() -> None:
    cards = read_oracle_cards(ROOT / CARDS_FILE)
    assert cards["Grizzly Bears"] == OracleCard("Grizzly Bears", "{1}{G}", "Creature — Bear", "2/2", "")
    forest = cards["Forest"]
    assert (forest.mana_cost, forest.power_toughness) == ("", "")  # a land: no mana cost, no power/toughness
    assert forest.type_line == "Basic Land — Forest"


def test_a_malformed_card_file_is_an_error_naming_it(tmp_path: Path) -> None:
    bad = tmp_path / "cards.json"
    bad.write_text('{"cards": ["Grizzly Bears"]}', encoding="utf-8")
    with pytest.raises(RulesInputError, match=r"cards\.json: expected \"cards\": an object"):
        read_oracle_cards(bad)
