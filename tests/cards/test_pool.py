"""The whole card pool on the board: any card of the MTGJSON pool is found, with its characteristics."""

from __future__ import annotations

import pytest

from rulings.engine import new_game
from rulings.engine.cards.oracle import all_names, card_data, pool, vendored_cards
from rulings.engine.vocabulary.errors import UnknownCard
from rulings.oracle.pool import PoolFigure


def test_the_pool_holds_every_card_of_the_shared_data_and_the_vendored_ones() -> None:
    names = all_names()
    assert len(names) == 16_098
    assert set(vendored_cards()) <= set(names)
    assert pool().meta("cards") == "16098"


def test_a_card_of_the_pool_alone_has_its_mtgjson_characteristics() -> None:
    # Craw Wurm is not among the vendored cards: its data comes from the pool.
    assert "Craw Wurm" not in vendored_cards()
    wurm = card_data("Craw Wurm")
    assert (wurm["manaCost"], wurm["types"], wurm["subtypes"]) == ("{4}{G}{G}", ["Creature"], ["Wurm"])
    assert (wurm["power"], wurm["toughness"]) == ("6", "4")
    assert "MTGJSON 5.3.0" in wurm["source"]


def test_a_vendored_card_keeps_the_text_the_features_were_written_against() -> None:
    # Contamination's vendored text is the older build's ("Contamination"), the pool's the newer templating.
    assert card_data("Contamination") is vendored_cards()["Contamination"]


def test_a_vanilla_creature_of_the_pool_is_set_up_and_has_its_power() -> None:
    game = new_game(
        {"players": ["Alice", "Bob"], "objects": [{"id": "wurm", "card": "Craw Wurm", "owner": "Alice"}]}
    )
    assert game.power_toughness("wurm") == (6, 4)


def test_an_unknown_name_suggests_the_closest_cards() -> None:
    with pytest.raises(UnknownCard, match="did you mean 'Craw Wurm'"):
        card_data("Craw Wurn")


def test_a_name_in_the_wrong_case_suggests_the_exact_one() -> None:
    with pytest.raises(UnknownCard, match="did you mean 'Shock'"):
        card_data("shock")


def test_a_compiled_dual_land_could_produce_either_type_and_adds_the_one_chosen() -> None:
    # Selesnya Guildgate: "{T}: Add {G} or {W}." is one mana ability with a choice (CR 106.1, 605.3b).
    game = new_game(
        {
            "players": ["Alice", "Bob"],
            "objects": [{"id": "gate", "card": "Selesnya Guildgate", "owner": "Alice"}],
        }
    )
    assert game.could_produce("gate") == {"G", "W"}
    game.activate("Alice", "gate", choices={"mana": "W"})
    assert game.pools["Alice"] == {"W": 1}


def test_the_to_do_list_ranked_over_chosen_sets_counts_only_their_cards() -> None:
    # `rulings cards coverage --todo-sets M19,M20`: what blocks the core sets, not the whole pool.
    figure = PoolFigure(todo_sets=frozenset({"M19", "M20"}))
    figure.add("A", {"types": ["Creature"], "printings": ["M19", "DOM"]}, False, ["Equip {N}"])
    figure.add("B", {"types": ["Creature"], "printings": ["DOM"]}, False, ["Equip {N}"])
    figure.add("C", {"types": ["Creature"], "printings": ["DOM"]}, False, ["Flash"])
    assert figure.unlocks == {"Equip {N}": 1}
    assert figure.unread == {"Equip {N}": 1}
    # the figures by type and set still count every card
    assert (figure.cards, figure.by_set["DOM"], figure.by_set["M19"]) == (3, 3, 1)


def test_the_to_do_list_with_no_sets_chosen_ranks_the_whole_pool() -> None:
    figure = PoolFigure()
    figure.add("B", {"types": ["Creature"], "printings": ["DOM"]}, False, ["Equip {N}"])
    assert figure.unlocks == {"Equip {N}": 1}
