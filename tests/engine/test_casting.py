"""The casting triad (verify_cast / can_cast / cast), entering with X, and spells resolving, on the engine's API."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.engine import Game, IllegalAction, NotModelled, describe_game, mana_value, new_game
from rulings.engine.abilities.cast_permissions import CastAsThoughFlash
from rulings.engine.abilities.effects import (
    Destroy,
    Fight,
    ModalSpellAbility,
    PlayersCreaturesDontUntapNext,
    SpellMode,
    Target,
)
from rulings.engine.cards import POOL, merge_card_lists
from rulings.engine.rules.spells.modal_spells import chosen_ability
from rulings.engine.rules.zones import put_into
from rulings.engine.state.stack import CreateTokens, ExileUntilLeaves, TapWithSleepCounters

PROPHET_FLASH = CastAsThoughFlash(
    "You may cast creature spells as though they had flash.", frozenset({"Creature"})
)


def table(
    *objects: dict[str, Any], turn: tuple[str, str] = ("Alice", "precombat_main"), **extra: Any
) -> Game:
    """Alice and Bob with these objects; objects default to Alice's battlefield."""
    specs = [{"owner": "Alice", **o} for o in objects]
    game: dict[str, Any] = {
        "players": ["Alice", "Bob"],
        "turn": {"active": turn[0], "step": turn[1], "number": 1},
        "objects": specs,
        **extra,
    }
    return new_game(game)


def reason(game: Game, player: str, object_id: str, **choices: Any) -> str:
    """The message of the IllegalAction verify_cast raises."""
    with pytest.raises(IllegalAction) as illegal:
        game.verify_cast(player, object_id, **choices)
    return str(illegal.value)


# CR 117.1, 117.1a: priority and timing.


def test_a_player_without_priority_cannot_cast() -> None:
    game = table(
        {"id": "tic", "card": "Take into Custody", "zone": "hand"}, pools={"Alice": "{U}"}, priority="Bob"
    )
    assert "(CR 117.1)" in reason(game, "Alice", "tic")


@pytest.mark.parametrize(
    ("turn", "why"),
    [
        (("Bob", "precombat_main"), "it is Bob's turn"),
        (("Alice", "beginning_of_combat"), "not a main phase"),
        (("Alice", "upkeep"), "not a main phase"),
    ],
)
def test_a_creature_spell_needs_sorcery_timing(turn: tuple[str, str], why: str) -> None:
    game = table(
        {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
        turn=turn,
        priority="Alice",
        pools={"Alice": "{G}{G}"},
    )
    message = reason(game, "Alice", "bears")
    assert why in message
    assert "CR 117.1a" in message


def test_the_stack_must_be_empty_for_sorcery_timing() -> None:
    game = table(
        {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
        {"id": "corpse", "card": "Walking Corpse", "zone": "hand"},
        pools={"Alice": "{G}{G}{B}{B}"},
    )
    game.cast("Alice", "bears")
    assert "the stack isn't empty" in reason(game, "Alice", "corpse")
    game.resolve()
    assert game.can_cast("Alice", "corpse")


def test_an_instant_needs_only_priority() -> None:
    game = table(
        {"id": "bears", "card": "Grizzly Bears", "owner": "Bob"},
        {"id": "tic", "card": "Take into Custody", "zone": "hand"},
        turn=("Bob", "upkeep"),
        priority="Alice",
        pools={"Alice": "{U}"},
    )
    assert game.can_cast("Alice", "tic", targets=["bears"])


# CR 601.3, 601.3b, 601.3c, 702.8a: the permissions.


def test_gravecrawler_needs_a_zombie_on_the_battlefield() -> None:
    game = table(
        {"id": "gc", "card": "Gravecrawler", "zone": "graveyard"},
        {"id": "gc2", "card": "Gravecrawler", "zone": "graveyard"},
        pools={"Alice": "{B}"},
    )
    message = reason(game, "Alice", "gc", from_zone="graveyard")
    assert "controls a Zombie" in message or "controls none" in message
    assert "CR 601.3" in message


def test_prophet_and_gravecrawler_combine_in_an_opponents_turn() -> None:
    game = table(
        {"id": "prophet", "card": "Prophet of Kruphix"},
        {"id": "corpse", "card": "Walking Corpse"},
        {"id": "gc", "card": "Gravecrawler", "zone": "graveyard"},
        turn=("Bob", "end"),
        priority="Alice",
        pools={"Alice": "{B}"},
    )
    events = game.cast("Alice", "gc", from_zone="graveyard")
    cast = next(e for e in events if e.kind == "cast")
    assert (cast.source, cast.ability) == ("prophet", PROPHET_FLASH.text)
    assert game.object("gc").zone == "stack"


def test_prophet_gives_no_flash_to_a_bestowed_aura_and_sigardas_aid_does() -> None:
    objects = (
        {"id": "corpse", "card": "Walking Corpse"},
        {"id": "eidolon", "card": "Hopeful Eidolon", "zone": "hand"},
    )
    prophet = table(
        *objects,
        {"id": "p", "card": "Prophet of Kruphix"},
        turn=("Bob", "end"),
        priority="Alice",
        pools={"Alice": "{W}{W}{W}{W}"},
    )
    assert prophet.can_cast("Alice", "eidolon", cast_as="creature")
    assert not prophet.can_cast("Alice", "eidolon", cast_as="aura", targets=["corpse"])
    aid = table(
        *objects,
        {"id": "aid", "card": "Sigarda's Aid"},
        turn=("Bob", "end"),
        priority="Alice",
        pools={"Alice": "{W}{W}{W}{W}"},
    )
    assert aid.can_cast("Alice", "eidolon", cast_as="aura", targets=["corpse"])
    assert not aid.can_cast("Alice", "eidolon", cast_as="creature")


def test_flash_for_an_additional_cost_adds_it_only_when_needed() -> None:
    sorcery_time = table(
        {"id": "call", "card": "Twilight's Call", "zone": "hand"}, pools={"Alice": "{B}{B}{C}{C}{C}{C}"}
    )
    sorcery_time.cast("Alice", "call")
    assert +sorcery_time.pools["Alice"] == {}
    instant_time = table(
        {"id": "call", "card": "Twilight's Call", "zone": "hand"},
        turn=("Bob", "end"),
        priority="Alice",
        pools={"Alice": "{B}{B}{C}{C}{C}{C}"},
    )
    assert "CR 601.2h" in reason(instant_time, "Alice", "call")


def test_a_land_is_played_not_cast() -> None:
    game = table({"id": "arbor", "card": "Dryad Arbor", "zone": "hand"})
    assert "CR 305.9" in reason(game, "Alice", "arbor")
    game.play_land("Alice", "arbor")
    assert game.object("arbor").zone == "battlefield"
    second = table(
        {"id": "f1", "card": "Forest", "zone": "hand"}, {"id": "f2", "card": "Forest", "zone": "hand"}
    )
    second.play_land("Alice", "f1")
    with pytest.raises(IllegalAction, match=r"CR 305\.2"):
        second.verify_play_land("Alice", "f2")


# CR 601.2b, 601.2c, 601.2f, 601.2h: choices and costs.


def test_x_is_a_whole_number_and_only_for_cards_with_x() -> None:
    game = table(
        {"id": "chalice", "card": "Chalice of the Void", "zone": "hand"},
        {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
        pools={"Alice": "{G}{G}{C}"},
    )
    assert "CR 107.1b" in reason(game, "Alice", "chalice", x=-1)
    assert "CR 107.3a" in reason(game, "Alice", "bears", x=1)
    assert game.can_cast("Alice", "chalice", x=0)


def test_partial_payment_leaves_the_pool_and_the_card_alone() -> None:
    game = table({"id": "walker", "card": "Hangarback Walker", "zone": "hand"}, pools={"Alice": "{C}{C}{C}"})
    with pytest.raises(IllegalAction, match=r"CR 601\.2h"):
        game.cast("Alice", "walker", x=2)
    assert game.object("walker").zone == "hand"
    assert game.pools["Alice"]["C"] == 3


def test_an_aura_spell_targets_a_creature() -> None:
    game = table(
        {"id": "forest", "card": "Forest"},
        {"id": "gold", "card": "Venarian Gold", "zone": "hand"},
        pools={"Alice": "{U}{U}"},
    )
    assert "no creature" in reason(game, "Alice", "gold")
    assert "CR 601.2c" in reason(game, "Alice", "gold", targets=["forest"])
    with pytest.raises(IllegalAction, match="choose one"):
        game.cast("Alice", "gold")


# CR 107.3m, 202.3e: X on the stack, on entering, and on the battlefield.


def test_mana_value_counts_x_only_on_the_stack() -> None:
    game = table(
        {"id": "chalice", "card": "Chalice of the Void", "zone": "hand"}, pools={"Alice": "{C}{C}{C}{C}"}
    )
    assert mana_value(game.object("chalice")) == 0
    game.cast("Alice", "chalice", x=2)
    assert mana_value(game.object("chalice")) == 4
    game.resolve()
    chalice = game.object("chalice")
    assert (chalice.zone, chalice.x, mana_value(chalice), chalice.counters["charge"]) == (
        "battlefield",
        0,
        0,
        2,
    )


def test_an_enters_trigger_uses_the_spells_x() -> None:
    game = table(
        {"id": "bears", "card": "Grizzly Bears", "owner": "Bob"},
        {"id": "gold", "card": "Venarian Gold", "zone": "hand"},
        pools={"Alice": "{U}{U}{C}{C}{C}"},
    )
    game.cast("Alice", "gold", x=3, targets=["bears"])
    game.resolve()
    assert game.object("gold").attached_to == "bears"
    assert [item.effect for item in game.stack] == [TapWithSleepCounters("bears", 3)]
    game.resolve()
    bears = game.object("bears")
    assert bears.tapped
    assert bears.counters["sleep"] == 3


def test_put_onto_the_battlefield_without_being_cast_it_has_no_x() -> None:
    game = table(
        {"id": "one", "card": "Endless One", "zone": "graveyard"},
        {"id": "corpse", "card": "Walking Corpse", "zone": "graveyard"},
        {"id": "call", "card": "Twilight's Call", "zone": "hand"},
        pools={"Alice": "{B}{B}{C}{C}{C}{C}"},
    )
    game.cast("Alice", "call")
    events = game.resolve()
    entered = [e for e in events if e.kind == "entered"]
    assert {e.object for e in entered} == {"one", "corpse"}
    assert all(not e.source for e in entered)
    assert not [e for e in events if e.kind == "counters_put"]
    assert game.object("one").zone == "graveyard"  # 0/0 (CR 704.5f)
    assert game.object("corpse").zone == "battlefield"


def test_chalice_counters_a_spell_of_its_count_as_it_is_cast() -> None:
    game = table(
        {"id": "chalice", "card": "Chalice of the Void", "owner": "Bob", "counters": {"charge": 1}},
        {"id": "gc", "card": "Gravecrawler", "zone": "hand"},
        pools={"Alice": "{B}"},
    )
    events = game.cast("Alice", "gc")
    assert [e.kind for e in events] == ["cast", "triggered", "put_on_stack"]
    game.resolve()
    assert game.object("gc").zone == "graveyard"
    assert not game.stack


def test_a_bestowed_aura_is_an_enchantment_and_not_a_creature() -> None:
    game = table(
        {"id": "corpse", "card": "Walking Corpse"},
        {"id": "eidolon", "card": "Hopeful Eidolon", "zone": "hand"},
        pools={"Alice": "{W}{W}{W}{W}"},
    )
    game.cast("Alice", "eidolon", cast_as="aura", targets=["corpse"])
    eidolon = game.object("eidolon")
    assert eidolon.bestowed and not eidolon.is_type("Creature") and "Aura" in game.subtypes("eidolon")
    game.resolve()
    assert (eidolon.zone, eidolon.attached_to, eidolon.bestowed) == ("battlefield", "corpse", True)


def test_prophet_is_defined_once_with_both_halves() -> None:
    assert PROPHET_FLASH in POOL["Prophet of Kruphix"]
    assert len(POOL["Prophet of Kruphix"]) == 2


def test_a_card_defined_twice_is_an_error() -> None:
    with pytest.raises(ValueError, match="'Prophet of Kruphix' is defined twice"):
        merge_card_lists({"Prophet of Kruphix": ()}, {"Prophet of Kruphix": (PROPHET_FLASH,)})


def test_hangarback_walker_counts_its_counters_as_it_last_existed() -> None:
    game = table({"id": "walker", "card": "Hangarback Walker", "counters": {"+1/+1": 3, "-1/-1": 4}})
    died = game.pass_priority("Alice")  # state-based actions, before Bob receives priority (CR 704.3)
    assert [e.kind for e in died] == ["died", "triggered", "put_on_stack"]
    assert isinstance(game.stack[-1].effect, CreateTokens) and game.stack[-1].effect.count == 3
    game.resolve()
    tokens = [o for o in game.battlefield() if o.name == "Thopter Token"]
    assert len(tokens) == 3
    assert all(t.is_type("Artifact") and t.is_type("Creature") and t.controller == "Alice" for t in tokens)


def test_plus_and_minus_counters_cancel_out_on_a_survivor() -> None:
    game = table({"id": "walker", "card": "Hangarback Walker", "counters": {"+1/+1": 3, "-1/-1": 2}})
    game.pass_priority("Alice")
    assert dict(game.object("walker").counters) == {"+1/+1": 1}


def test_venarian_golds_sleeping_creature_stays_tapped_and_its_upkeep_trigger_is_unsupported() -> None:
    game = table(
        {"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "tapped": True, "counters": {"sleep": 2}},
        {"id": "gold", "card": "Venarian Gold", "attached_to": "bears"},
    )
    game.advance("Bob", "untap")
    assert game.object("bears").tapped
    with pytest.raises(NotModelled, match="upkeep"):
        game.verify_advance("Bob", "upkeep")  # its trigger is on Bob's upkeep, not Alice's


def test_losing_the_zombie_after_casting_gravecrawler_doesnt_matter() -> None:
    game = table(
        {"id": "corpse", "card": "Walking Corpse"},
        {"id": "brute", "card": "Chained Brute"},
        {"id": "gc", "card": "Gravecrawler", "zone": "graveyard"},
        pools={"Alice": "{B}{C}"},
    )
    game.cast("Alice", "gc", from_zone="graveyard")
    game.activate("Alice", "brute", choices={"sacrifice": "corpse"})
    game.resolve()
    game.resolve()
    assert game.object("gc").zone == "battlefield"


CHALICE = {"id": "chalice", "card": "Chalice of the Void", "owner": "Bob"}


def _tether_cast(*others: dict[str, Any]) -> Game:
    """Mystical Tether cast by Alice, on the stack, among these permanents."""
    game = table(
        *others, {"id": "tether", "card": "Mystical Tether", "zone": "hand"}, pools={"Alice": "{W}{C}{C}"}
    )
    game.cast("Alice", "tether")
    return game


def _tether_triggered() -> Game:
    """Mystical Tether cast and resolved, its enters trigger on the stack with Bob's Chalice its one target."""
    game = _tether_cast(CHALICE)
    game.resolve()
    return game


def test_mystical_tether_targets_the_one_legal_target_and_exiles_it() -> None:
    game = _tether_triggered()
    assert [(item.effect, item.source) for item in game.stack] == [(ExileUntilLeaves("chalice"), "tether")]
    events = game.resolve()
    assert game.object("chalice").zone == "exile"
    assert any(e.kind == "exiled" and e.object == "chalice" for e in events)


def test_mystical_tether_with_no_target_leaves_nothing_on_the_stack_and_several_are_unsupported() -> None:
    alone = _tether_cast()
    events = alone.resolve()
    assert [e.kind for e in events].count("triggered") == 1
    assert not alone.stack  # CR 603.3d
    crowded = _tether_cast(CHALICE, {"id": "bears", "card": "Grizzly Bears", "owner": "Bob"})
    with pytest.raises(NotModelled, match=r"would choose the target of .*hasn't said which"):
        crowded.resolve()


def test_mystical_tether_gone_before_its_trigger_resolves_exiles_nothing() -> None:
    game = _tether_triggered()
    game.object("tether").zone = "graveyard"  # as if destroyed in response: nothing in the pool can do it
    game.resolve()
    assert game.object("chalice").zone == "battlefield"


def test_teferi_prohibits_what_prophet_permits_and_cites_the_rule() -> None:
    game = table(
        {"id": "prophet", "card": "Prophet of Kruphix"},
        {"id": "teferi", "card": "Teferi, Time Raveler", "owner": "Bob"},
        {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
        turn=("Bob", "end"),
        priority="Alice",
        pools={"Alice": "{G}{G}"},
    )
    assert "CR 601.3" in reason(game, "Alice", "bears")
    casting_teferi = table(
        {"id": "teferi", "card": "Teferi, Time Raveler", "zone": "hand"}, pools={"Alice": "{W}{U}{C}"}
    )
    casting_teferi.cast("Alice", "teferi")
    casting_teferi.resolve()  # CR 306.5b, 704.5i: it enters with its printed loyalty, so it stays
    assert casting_teferi.object("teferi").counters["loyalty"] == 4


def test_silver_scrutiny_has_flash_by_its_x_and_draws_from_the_top() -> None:
    game = table(
        {"id": "scrutiny", "card": "Silver Scrutiny", "zone": "hand"},
        {"id": "top", "card": "Forest", "zone": "library"},
        {"id": "second", "card": "Island", "zone": "library"},
        turn=("Bob", "end"),
        priority="Alice",
        pools={"Alice": "{U}{U}{C}{C}{C}{C}"},
    )
    assert not game.can_cast("Alice", "scrutiny", x=4)
    game.cast("Alice", "scrutiny", x=1)
    game.resolve()
    assert (game.object("top").zone, game.object("second").zone) == ("hand", "library")
    empty = table({"id": "scrutiny", "card": "Silver Scrutiny", "zone": "hand"}, pools={"Alice": "{U}{U}{C}"})
    empty.cast("Alice", "scrutiny", x=1)
    assert not empty.has_lost("Alice")
    empty.resolve()  # CR 121.4, 704.5b: an attempt to draw from an empty library loses the game
    assert empty.has_lost("Alice") and not empty.has_lost("Bob")


def test_the_protocols_cast_choices_are_checked() -> None:
    """Input a step phrase can't express (a player not in the game, a made-up `as`, two targets, X that isn't
    a whole number): the harness's own errors, pinned here rather than by scenarios."""
    game = table(
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "corpse", "card": "Walking Corpse"},
        {"id": "gold", "card": "Venarian Gold", "zone": "hand"},
        {"id": "chalice", "card": "Chalice of the Void", "zone": "hand"},
        {"id": "walker", "card": "Hangarback Walker", "zone": "hand"},
        pools={"Alice": "{U}{U}{C}{C}"},
    )
    assert "isn't playing" in reason(game, "Carol", "gold", targets=["bears"])
    assert "Say" in reason(game, "Alice", "gold", cast_as="spirit", targets=["bears"])
    assert "one target, not 2" in reason(game, "Alice", "gold", targets=["bears", "corpse"])
    assert "whole number" in reason(game, "Alice", "chalice", x=True)
    assert "whole number" in reason(game, "Alice", "chalice", x="2")
    # An X left unannounced is 0 (the protocol's default): Hangarback Walker costs nothing.
    game.cast("Alice", "walker")
    assert game.pools["Alice"]["C"] == 2 and game.stack[-1].to_dict()["source"] == "walker"


# CR 601.2d, 107.3k, 118.9: divisions, an activation's own X, casting without paying the mana cost.


def test_blast_zone_played_enters_with_one_charge_counter() -> None:
    game = table({"id": "zone", "card": "Blast Zone", "zone": "hand"})
    game.play_land("Alice", "zone")
    assert game.state.object("zone").counters["charge"] == 1


def test_damage_divided_to_a_planeswalker_is_not_modelled() -> None:
    game = table(
        {"id": "bolt", "card": "Forked Bolt", "zone": "hand"},
        {"id": "teferi", "card": "Teferi, Time Raveler", "owner": "Bob"},
        pools={"Alice": "{R}"},
    )
    with pytest.raises(NotModelled):
        game.cast("Alice", "bolt", targets=["teferi"])


def test_a_division_is_announced_only_for_a_spell_that_divides() -> None:
    game = table({"id": "bolt", "card": "Forked Bolt", "zone": "hand"}, pools={"Alice": "{R}"})
    assert "at least 1" in reason(game, "Alice", "bolt", targets=["Bob"], divide=[0])
    assert game.can_cast("Alice", "bolt", targets=["Bob"], divide=[2])
    assert not game.can_cast("Alice", "bolt", targets=["Bob"], divide=[1])


def test_without_paying_needs_an_effect_that_allows_it() -> None:
    game = table({"id": "bears", "card": "Grizzly Bears", "zone": "hand"})
    assert "CR 118.9" in reason(game, "Alice", "bears", without_paying=True)


# CR 608.3d, 702.140, 730: mutate, an alternative cost; the mutating spell merges with its target.


def _octopus_cast(**choices: Any) -> Game:
    game = table(
        {"id": "wolf", "card": "Watchwolf"},
        {"id": "octopus", "card": "Sea-Dasher Octopus", "zone": "hand"},
        pools={"Alice": "{C}{U}"},
    )
    game.cast("Alice", "octopus", alternative="mutate", targets=["wolf"], **choices)
    return game


def test_a_merge_not_said_is_unsupported_as_the_spell_resolves() -> None:
    game = _octopus_cast()
    with pytest.raises(NotModelled, match="over or under"):
        game.resolve()


def test_a_merged_card_is_part_of_its_permanent_and_leaves_with_it() -> None:
    game = _octopus_cast(merge="over")
    events = game.resolve()
    assert [e.kind for e in events if e.kind in ("merged", "entered")] == ["merged"]
    assert game.object("octopus") is game.object("wolf")  # CR 730.2: one object, asked about by either card
    assert [o["id"] for o in describe_game(game)["objects"]] == ["wolf"]
    assert game.object("wolf").name == "Sea-Dasher Octopus"  # CR 730.2a: the topmost card's characteristics
    with pytest.raises(NotModelled, match="order its cards"):  # CR 730.3a
        put_into(game.state.object("wolf"), "library")
    put_into(game.state.object("wolf"), "hand")  # CR 730.3: each card to its owner's hand
    assert {game.object("wolf").zone, game.object("octopus").zone} == {"hand"}
    assert game.object("wolf").name == "Watchwolf"


def test_merging_is_announced_only_for_a_mutating_spell_and_mutate_is_one_alternative_cost() -> None:
    game = table(
        {"id": "wolf", "card": "Watchwolf"},
        {"id": "octopus", "card": "Sea-Dasher Octopus", "zone": "hand"},
        {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
        pools={"Alice": "{C}{C}{U}{U}"},
    )
    with pytest.raises(IllegalAction, match="mutate cost"):
        game.verify_cast("Alice", "octopus", merge="over")
    with pytest.raises(IllegalAction, match="needs a target"):
        game.cast("Alice", "octopus", alternative="mutate", merge="over")
    assert game.can_cast("Alice", "octopus", alternative="mutate")  # a legal target exists (CR 601.2c)
    with pytest.raises(IllegalAction, match="no mutate ability"):
        game.verify_cast("Alice", "bears", alternative="mutate")


def test_a_face_down_cast_combines_with_no_other_alternative_cost() -> None:
    game = table(
        {"id": "wolf", "card": "Watchwolf"},
        {"id": "hydra", "card": "Hooded Hydra", "zone": "hand"},
        pools={"Alice": "{C}{C}{C}"},
    )
    assert game.can_cast("Alice", "hydra", face_down=True)
    with pytest.raises(IllegalAction, match=r"118\.9a"):
        game.verify_cast("Alice", "hydra", face_down=True, alternative="dash")
    for text_choice in ({"adventure": True}, {"modes": ["Draw a card."]}, {"new_targets": ["wolf"]}):
        with pytest.raises(IllegalAction, match=r"no text.*708\.2a"):  # nothing its text would offer
            game.verify_cast("Alice", "hydra", face_down=True, **text_choice)


def test_new_targets_only_for_a_spell_that_makes_a_copy_with_new_targets() -> None:
    """CR 707.10c: `new_targets` is refused, naming the rule, for a spell that copies nothing, and for a copy
    whose copied spell has no target; never an engine error."""
    game = table(
        {"id": "pain", "card": "Stabbing Pain", "zone": "hand"},
        {"id": "corpse", "card": "Walking Corpse", "owner": "Bob"},
        {"id": "sparks", "card": "Choreographed Sparks", "zone": "hand"},
        pools={"Alice": "{B}{R}{R}"},
    )
    with pytest.raises(IllegalAction, match=r"707\.10c"):
        game.verify_cast("Alice", "pain", targets=["corpse"], new_targets=["corpse"])
    game.cast("Alice", "pain", targets=["corpse"])
    with pytest.raises(IllegalAction, match=r"707\.10c"):
        game.verify_cast(
            "Alice",
            "sparks",
            modes=["Copy target instant or sorcery spell you control"],
            targets=["pain"],
            new_targets=[],
        )


def test_a_mutating_spell_has_one_target_a_merge_is_over_or_under_and_a_token_is_unsupported() -> None:
    """CR 702.140a, 702.140c: two targets or a merge other than over or under are refused, naming the rule;
    merging with a token (CR 730.2d) is beyond the reference engine, which says so."""
    game = table(
        {"id": "wolf", "card": "Watchwolf"},
        {"id": "drake", "card": "Wind Drake"},
        {"id": "octopus", "card": "Sea-Dasher Octopus", "zone": "hand"},
        pools={"Alice": "{C}{U}"},
    )
    with pytest.raises(IllegalAction, match="one target"):
        game.verify_cast("Alice", "octopus", alternative="mutate", targets=["wolf", "drake"], merge="over")
    with pytest.raises(IllegalAction, match="over or under"):
        game.verify_cast("Alice", "octopus", alternative="mutate", targets=["wolf"], merge="beside")
    game.object("wolf").token = True  # as if a token: no card in the pool makes a non-Human creature token
    game.cast("Alice", "octopus", alternative="mutate", targets=["wolf"], merge="over")
    with pytest.raises(NotModelled, match="token"):
        game.resolve()


def test_could_produce_and_combat_status_of_a_merged_card_and_a_phased_out_forest() -> None:
    game = _octopus_cast(merge="over")
    game.resolve()
    assert game.could_produce("octopus") == game.could_produce("wolf") == frozenset()  # CR 730.2
    assert game.combat_status("octopus") == game.combat_status("wolf")
    forest = table({"id": "forest", "card": "Forest"})
    assert forest.could_produce("forest") == {"G"}
    forest.object("forest").phased_out = "Alice"  # CR 702.26b: treated as though it doesn't exist
    assert forest.could_produce("forest") == frozenset()


def test_the_chosen_modes_each_name_their_own_targets() -> None:
    """CR 700.2, 601.2c: a later mode's instructions name that mode's targets, whichever field names them."""
    modal = ModalSpellAbility(
        "Choose one or more —",
        (
            SpellMode("Destroy target creature.", (Target("creature"),), (Destroy(0),)),
            SpellMode(
                "Creatures target player controls don't untap.",
                (Target("player"),),
                (PlayersCreaturesDontUntapNext(0),),
            ),
            SpellMode("Fight.", (Target("creature you control"), Target("creature")), (Fight(0, 1),)),
        ),
        most=3,
    )
    spell = chosen_ability(modal, (0, 1, 2))
    assert spell.instructions == (Destroy(0), PlayersCreaturesDontUntapNext(1), Fight(2, 3))
