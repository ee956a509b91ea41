"""An ability the engine doesn't model is `unsupported` at the moment it would matter, and not before."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.engine import new_game
from rulings.engine.vocabulary.errors import NotModelled
from rulings.oracle.moments import moment
from rulings.oracle.normalise import normalised

CREATURE = frozenset({"Creature"})


@pytest.mark.parametrize(
    ("name", "text", "types", "when"),
    [
        ("Elvish Visionary", "When this creature enters, scry 2.", CREATURE, "enters"),
        (
            "Gravedigger",
            "When this creature enters, you may return target creature card from your graveyard to your hand.",
            CREATURE,
            "enters",
        ),
        (
            "Bloodghast",
            "Landfall — Whenever a land you control enters, you may return this card from your graveyard to the battlefield.",
            CREATURE,
            "anywhere",
        ),
        (
            "Tarmogoyf",
            "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
            CREATURE,
            "anywhere",
        ),
        ("Shivan Dragon", "{R}: This creature gets +1/+0 until end of turn.", CREATURE, "activate"),
        (
            "Birds of Paradise",
            "{T}: Add one mana of any color that a land could produce.",
            CREATURE,
            "battlefield",
        ),
        ("Soul Warden", "Whenever another creature enters, you gain 1 life.", CREATURE, "battlefield"),
        ("Healer's Hawk", "Lifelink", CREATURE, "battlefield"),
        ("Street Wraith", "Cycling—Pay 2 life.", CREATURE, "anywhere"),
        ("Raise the Alarm", "Create two 1/1 white Soldier creature tokens.", frozenset({"Instant"}), "cast"),
        ("Think Twice", "Flashback {2}{U}", frozenset({"Instant"}), "anywhere"),
        ("Abrade", "Choose one —", frozenset({"Instant"}), "cast"),
        (
            "Wall of Frost",
            "Whenever this creature blocks a creature, that creature doesn't untap during its controller's next untap step.",
            CREATURE,
            "battlefield",
        ),
    ],
)
def test_an_unread_ability_matters_from_the_moment_its_form_says(
    name: str, text: str, types: frozenset[str], when: str
) -> None:
    assert moment(normalised(name, text), types) == when


def board(*objects: dict[str, Any], **game: Any) -> dict[str, Any]:
    return {"players": ["Alice", "Bob"], "objects": list(objects), **game}


def test_a_card_with_an_enters_ability_is_set_up_on_the_battlefield_and_refused_as_it_enters() -> None:
    # Gravedigger's return matters only as it enters: on the battlefield already, it plays.
    game = new_game(board({"id": "digger", "card": "Gravedigger", "owner": "Alice"}))
    assert game.power_toughness("digger") == (2, 2)
    game = new_game(
        board(
            {"id": "digger", "card": "Gravedigger", "owner": "Alice", "zone": "hand"},
            pools={"Alice": "{C}{C}{C}{B}"},
        )
    )
    game.cast("Alice", "digger")
    with pytest.raises(NotModelled, match="would enter the battlefield"):
        game.resolve()


def test_a_card_with_a_static_ability_is_refused_on_the_battlefield_but_not_in_hand() -> None:
    # Toxic (CR 702.164) is a static ability the engine doesn't read yet (infect it does: CR 702.90).
    new_game(board({"id": "dweller", "card": "Bilious Skulldweller", "owner": "Alice", "zone": "hand"}))
    with pytest.raises(
        NotModelled, match=r"Bilious Skulldweller's ability 'Toxic 1.* would matter on the battlefield"
    ):
        new_game(board({"id": "dweller", "card": "Bilious Skulldweller", "owner": "Alice"}))


def test_a_card_whose_ability_works_anywhere_is_refused_at_set_up() -> None:
    with pytest.raises(NotModelled, match=r"Tarmogoyf's ability"):
        new_game(board({"id": "goyf", "card": "Tarmogoyf", "owner": "Alice", "zone": "library"}))


def test_a_spell_with_an_unread_spell_ability_is_refused_as_it_is_cast() -> None:
    game = new_game(
        board(
            {"id": "fraying", "card": "Fraying Omnipotence", "owner": "Alice", "zone": "hand"},
            pools={"Alice": "{C}{C}{C}{B}{B}"},
        )
    )
    with pytest.raises(NotModelled, match="Each player loses half their life"):
        game.cast("Alice", "fraying")
