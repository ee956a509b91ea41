"""Mana abilities (CR 605, 106.12): costs, choices, replacement order, triggers, and the errors' wording."""

from __future__ import annotations

from collections import Counter

import pytest

from rulings.engine import IllegalAction, NotModelled, SetupError, UnknownCard, new_game
from rulings.engine.rules.mana.payment import verify_can_pay
from tests.engine.board import game


def test_replacement_order_is_the_players_choice() -> None:
    # CR 616.1: Mana Reflection then Contamination gives {B}; Contamination then Mana Reflection {B}{B}.
    first = game("Alice: Forest; Mana Reflection; Contamination")
    first.activate("Alice", "forest", choices={"order": ["mana-reflection", "contamination"]})
    second = game("Alice: Forest; Mana Reflection; Contamination")
    second.activate("Alice", "forest", choices={"order": ["contamination", "mana-reflection"]})
    assert +first.pools["Alice"] == {"B": 1}
    assert +second.pools["Alice"] == {"B": 2}


def test_order_is_a_preference_list_that_passes_over_what_does_not_apply() -> None:
    # docs/protocol.md: a source in `order` with no replacement effect, or one that doesn't apply, is no error.
    state = game("Alice: Forest; Mana Reflection", "Bob: Contamination")
    state.activate("Alice", "forest", choices={"order": ["forest", "contamination", "mana-reflection"]})
    assert +state.pools["Alice"] == {"B": 2}
    alone = game("Alice: Forest; Mana Reflection")
    alone.activate("Alice", "forest", choices={"order": ["mana-reflection"]})
    assert +alone.pools["Alice"] == {"G": 2}


def test_tapped_land_cannot_pay_tap_cost() -> None:
    state = game("Alice: tapped Forest")
    with pytest.raises(IllegalAction, match=r"107\.5"):
        state.verify_activate("Alice", "forest")
    assert not state.can_activate("Alice", "forest")


def test_summoning_sick_creature_cannot_tap_for_mana() -> None:
    state = new_game(
        {
            "players": ["Alice", "Bob"],
            "objects": [{"id": "elves", "card": "Llanowar Elves", "owner": "Alice", "sick": True}],
        }
    )
    with pytest.raises(IllegalAction, match=r"302\.6"):
        state.activate("Alice", "elves")


def test_only_the_player_with_priority_activates() -> None:
    state = game("Alice: Forest", "Bob: Island")
    with pytest.raises(IllegalAction, match=r"605\.3a"):
        state.activate("Bob", "island")


def test_only_the_controller_activates() -> None:
    state = game("Alice: Forest", "Bob: Island")
    with pytest.raises(IllegalAction, match=r"602\.2"):
        state.activate("Alice", "island")


def test_choice_outside_the_types_is_refused() -> None:
    state = game("Alice: Reflecting Pool; Forest")
    with pytest.raises(IllegalAction, match=r"106\.7"):
        state.activate("Alice", "reflecting-pool", choices={"mana": "U"})


def test_several_types_need_a_choice() -> None:
    state = game("Alice: Chromatic Lantern")
    with pytest.raises(IllegalAction, match="choose one type"):
        state.activate("Alice", "chromatic-lantern")


def test_squandered_resources_reads_the_sacrificed_land_as_it_last_existed() -> None:
    state = game("Alice: Squandered Resources; Island; Reflecting Pool")
    state.activate("Alice", "squandered-resources", choices={"sacrifice": "island", "mana": "U"})
    assert +state.pools["Alice"] == {"U": 1}
    assert state.object("island").zone == "graveyard"


def test_sacrifice_must_be_a_land_you_control() -> None:
    state = game("Alice: Squandered Resources", "Bob: Forest")
    with pytest.raises(IllegalAction, match=r"701\.21a"):
        state.activate("Alice", "squandered-resources", choices={"sacrifice": "forest"})


def test_vorinclex_second_trigger_uses_the_stack_and_skips_the_next_untap() -> None:
    state = game("Alice: Vorinclex, Voice of Hunger", "Bob: Forest", priority="Bob")
    state.activate("Bob", "forest")
    assert len(state.stack) == 1
    state.resolve()
    state.advance("Bob", "upkeep")
    assert state.object("forest").tapped  # it skipped Bob's untap step (CR 502.3 with the effect)


def test_restricted_mana_stays_restricted_in_the_pool_and_could_produce_reads_it() -> None:
    state = game("Alice: Mishra's Workshop; Reflecting Pool")
    state.activate("Alice", "mishras-workshop")
    assert state.pools["Alice"] == Counter({"C": 3})
    assert state.state.restricted["Alice"] == Counter(
        {("C", "Spend this mana only to cast artifact spells."): 3}
    )
    assert state.could_produce("reflecting-pool") == {"C"}


def test_unknown_card_names_the_closest() -> None:
    with pytest.raises(UnknownCard, match="Reflecting Pool"):
        game("Alice: Reflectng Pool")


@pytest.mark.parametrize(
    ("game_dict", "message"),
    [
        ({"players": ["Alice"]}, "two or more"),
        ({"players": ["Alice", "Alice"]}, "distinct"),
        ({"players": ["Alice", "Bob"], "turn": {"active": "Carol"}}, "Carol"),
        ({"players": ["Alice", "Bob"], "turn": {"step": "lunch"}}, "lunch"),
        ({"players": ["Alice", "Bob"], "objects": [{"id": "x", "card": "Forest", "owner": "Zed"}]}, "'x'"),
        (
            {
                "players": ["Alice", "Bob"],
                "objects": [{"id": "x", "card": "Forest", "owner": "Alice", "zone": "moon"}],
            },
            "moon",
        ),
        (
            {
                "players": ["Alice", "Bob"],
                "objects": [{"id": "x", "card": "Forest", "owner": "Alice", "colour": 1}],
            },
            "colour",
        ),
        (
            {
                "players": ["Alice", "Bob"],
                "objects": [{"id": "x", "card": "Wild Growth", "owner": "Alice", "attached_to": "y"}],
            },
            "'y'",
        ),
    ],
)
def test_malformed_boards_name_the_offending_part(game_dict: dict[str, object], message: str) -> None:
    with pytest.raises(SetupError, match=message):
        new_game(game_dict)


def test_the_ability_is_chosen_by_index_or_by_oracle_text() -> None:
    # The protocol's `ability` (an index, mana abilities first, or the Oracle text): the harness addressing
    # an ability, validated here rather than by rulings (docs/mutation/survivors.toml).
    by_index = game("Alice: Forest; Chromatic Lantern")
    by_index.activate("Alice", "forest", ability=1, choices={"mana": "W"})
    assert +by_index.pools["Alice"] == {"W": 1}
    by_text = game("Alice: Forest; Chromatic Lantern")
    by_text.activate("Alice", "forest", ability="{T}: Add one mana of any color.", choices={"mana": "U"})
    assert +by_text.pools["Alice"] == {"U": 1}
    first = game("Alice: Forest; Chromatic Lantern")
    first.activate("Alice", "forest", ability=0)
    assert +first.pools["Alice"] == {"G": 1}


@pytest.mark.parametrize("ability", [2, -1, "{T}: Add {U}."])
def test_an_ability_the_object_does_not_have_is_refused(ability: int | str) -> None:
    state = game("Alice: Forest; Chromatic Lantern")
    with pytest.raises(IllegalAction, match=r"no ability|there is no ability"):
        state.activate("Alice", "forest", ability=ability, choices={"mana": "G"})
    assert not state.object("forest").tapped


def test_with_no_type_named_the_first_mana_ability_is_used() -> None:
    state = game("Alice: Forest; Chromatic Lantern")
    state.activate("Alice", "forest")
    assert +state.pools["Alice"] == {"G": 1}


@pytest.mark.parametrize("mana", ["{G}{U}", "{G}{G}"])
def test_the_mana_choice_is_one_type(mana: str) -> None:
    state = game("Alice: Chromatic Lantern")
    with pytest.raises(IllegalAction, match="choose one type"):
        state.activate("Alice", "chromatic-lantern", choices={"mana": mana})


def test_a_cost_symbol_the_engine_cannot_pay_is_not_modelled() -> None:
    with pytest.raises(NotModelled, match=r"\{U/R\}"):
        verify_can_pay(Counter({"U": 2}), "{U/R}", "cast Crackleburr")
