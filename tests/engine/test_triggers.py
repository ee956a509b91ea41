"""Triggered abilities (engine/rules/abilities/triggers.py, triggered_effects.py) where the features can't judge: the
reference engine's honest `unsupported` when a player would choose and hasn't said what, and `prefer` input
that no step phrase sends."""

from __future__ import annotations

import pytest

from rulings.engine import Game, new_game
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from tests.engine.board import game as board


def _game(objects: list[dict[str, object]]) -> Game:
    return new_game({"players": ["Alice", "Bob"], "objects": objects, "pools": {"Alice": "{B}{B}{B}"}})


FLESHBAG: dict[str, object] = {
    "id": "fleshbag",
    "card": "Fleshbag Marauder",
    "owner": "Alice",
    "zone": "hand",
}
BEARS: dict[str, object] = {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"}


def test_a_choice_among_several_unsaid_is_unsupported() -> None:
    """Alice must choose between Grizzly Bears and Fleshbag Marauder, and her `prefer` names neither."""
    game = _game([FLESHBAG, BEARS])
    game.cast("Alice", "fleshbag")
    game.resolve()
    with pytest.raises(NotModelled, match="hasn't said which"):
        game.resolve()


def test_a_single_option_needs_no_preference() -> None:
    """With Fleshbag Marauder her only creature, she sacrifices it without being asked."""
    game = _game([FLESHBAG])
    game.cast("Alice", "fleshbag")
    game.resolve()
    game.resolve()
    assert game.object("fleshbag").zone == "graveyard"


def test_prefer_names_real_players_and_objects() -> None:
    game = _game([BEARS])
    with pytest.raises(IllegalAction, match="isn't playing"):
        game.prefer("Carol", ["bears"])
    with pytest.raises(IllegalAction, match="no object"):
        game.prefer("Alice", ["nothing-here"])
    game.prefer("Alice", ["bears"])
    assert game.state.choices.preference == {"Alice": ["bears"]}


def test_soaring_lightbringers_glimmer_attacks_with_flying() -> None:
    """The Glimmer token put onto the battlefield attacking is tapped and attacking Bob (CR 508.4), and has
    flying from Soaring Lightbringer's "other enchantment creatures you control", so Grizzly Bears can't block it;
    Soaring Lightbringer itself and a creature that isn't an enchantment get nothing from it."""
    game = board("Alice: Soaring Lightbringer; Savannah Lions", "Bob: Grizzly Bears")
    game.declare_attackers("Alice", [("soaring-lightbringer", "Bob")])
    game.resolve()
    glimmer = next(o for o in game.battlefield() if o.card.name == "Glimmer Token")
    assert glimmer.tapped
    assert game.combat_status(glimmer.id)["attacking"]
    assert "Flying" in game.keywords(glimmer.id)
    assert "Flying" not in game.keywords("savannah-lions")
    assert not game.can_declare_blockers("Bob", [("grizzly-bears", glimmer.id)])


@pytest.mark.parametrize(("pool", "counters", "left"), [("{R}" * 8, 2, 0), ("{R}" * 7, 0, 5)])
def test_bloodthirsty_adversary_pays_the_count_in_full_or_not_at_all(
    pool: str, counters: int, left: int
) -> None:
    """Alice said "twice" before the ability resolves. With {2}{R}{2}{R} to spare she pays both; with only
    enough for one she pays none (CR 118.3: she couldn't have chosen two), never once in her name."""
    adversary = {"id": "adversary", "card": "Bloodthirsty Adversary", "owner": "Alice", "zone": "hand"}
    game = new_game({"players": ["Alice", "Bob"], "objects": [adversary], "pools": {"Alice": pool}})
    game.may("Alice", "adversary", True, times=2)
    game.cast("Alice", "adversary")
    game.resolve()  # the creature spell; its enters ability triggers
    game.resolve()  # the ability: she pays, or not
    if game.stack:
        game.resolve()  # the reflexive ability: "that many" counters
    assert game.object("adversary").counters["+1/+1"] == counters
    assert sum(game.pools["Alice"].values()) == left


def test_azulas_copy_of_a_spell_countered_first_is_unsupported() -> None:
    """Fire Lord Azula's rulings: its copy is made even if the spell was countered before the ability resolves,
    from the spell as it last existed on the stack, which the engine doesn't keep: it says so rather than make no copy."""
    game = new_game(
        {
            "players": ["Alice", "Bob"],
            "objects": [
                {"id": "azula", "card": "Fire Lord Azula", "owner": "Alice"},
                {"id": "satyr", "card": "Boon Satyr", "owner": "Alice", "zone": "hand"},
                {"id": "will", "card": "Insidious Will", "owner": "Bob", "zone": "hand"},
            ],
        }
    )
    game.declare_attackers("Alice", [("azula", "Bob")])
    game.resolve()  # firebending 2: {R}{R}
    game.pools["Alice"].update("GG")
    game.pools["Bob"].update("UUCC")
    game.cast("Alice", "satyr", cast_as="creature")
    game.pass_priority("Alice")
    game.cast("Bob", "will", modes=["Counter target spell."], targets=["satyr"])
    game.resolve()
    assert game.object("satyr").zone == "graveyard"
    with pytest.raises(NotModelled, match="has left the stack"):
        game.resolve()
