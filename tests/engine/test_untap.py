"""Tapping and untapping (CR 107.5, 107.6, 302.6, 502): the engine's rules, choices and errors' wording."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.engine import Game, IllegalAction, NotModelled, new_game
from rulings.engine.rules.turn_structure.untap_step import untap_plan
from tests.engine.board import game


def untapped(events: list[Any]) -> list[str]:
    """The objects of the untapped events, in order."""
    return [e.object for e in events if e.kind == "untapped"]


def board(*objects: dict[str, Any], players: tuple[str, ...] = ("Alice", "Bob"), **extra: Any) -> Game:
    """A game of these objects (ids given), on the battlefield unless they say otherwise."""
    return new_game({"players": list(players), "objects": list(objects), **extra})


# The untap step (CR 502.3).


def test_two_prophets_untap_each_permanent_once() -> None:
    state = game(
        "Alice: Prophet of Kruphix; Prophet of Kruphix; tapped Forest; tapped Hollowsage",
        "Bob: tapped Island",
    )
    assert [p.id for p in untap_plan(state.state, "Bob")] == ["forest", "hollowsage", "island"]
    events = state.advance("Bob", "untap")
    assert untapped(events) == ["forest", "hollowsage", "island"]
    assert [e.source for e in events if e.kind == "triggered"] == ["hollowsage"]


def test_prophet_reaches_creatures_and_lands_seedborn_everything() -> None:
    prophet = game("Alice: Prophet of Kruphix; tapped Forest; tapped Mana Vault; tapped Llanowar Elves")
    assert [p.id for p in untap_plan(prophet.state, "Bob")] == ["forest", "llanowar-elves"]
    seedborn = game("Alice: Seedborn Muse; tapped Forest; tapped Mana Vault; tapped Llanowar Elves")
    assert [p.id for p in untap_plan(seedborn.state, "Bob")] == ["forest", "mana-vault", "llanowar-elves"]


def test_does_not_untap_applies_in_its_controllers_own_untap_step_only() -> None:
    state = game("Alice: Seedborn Muse; tapped Colossus of Sardia; tapped Mana Vault")
    assert untap_plan(state.state, "Alice") == []
    assert [p.id for p in untap_plan(state.state, "Bob")] == ["colossus-of-sardia", "mana-vault"]


def test_untap_during_other_players_steps_in_a_game_of_four() -> None:
    state = game("Alice: Prophet of Kruphix; tapped Forest", "Bob", "Carol", "Dana")
    assert state.players == ["Alice", "Bob", "Carol", "Dana"]
    for player in ("Bob", "Carol", "Dana"):
        assert [p.id for p in untap_plan(state.state, player)] == ["forest"]


def test_next_untap_step_effect_waits_for_its_controllers_own_step() -> None:
    # Both draw on the way: with no library a player would lose, and the game end there (CR 704.5b, 104.1).
    state = game(
        "Alice: Prophet of Kruphix; Forest; library Island",
        "Bob: Vorinclex, Voice of Hunger; library Island; library Island",
    )
    state.activate("Alice", "forest")
    state.resolve()  # Vorinclex's trigger: the Forest doesn't untap during Alice's next untap step
    assert state.object("forest").skip_next_untap
    assert untapped(state.advance("Bob", "untap")) == ["forest"]  # Prophet: not Alice's untap step
    assert state.object("forest").skip_next_untap  # still waiting
    state.advance("Bob", "upkeep")
    state.pass_priority("Bob")
    state.activate("Alice", "forest")  # tapped again: another trigger
    state.resolve()
    state.advance("Alice", "untap")
    assert state.object("forest").tapped
    # CR 701.43b: both effects refer to this one untap step and end in it; none waits for the next.
    assert not state.object("forest").skip_next_untap
    state.advance("Bob", "untap")  # Prophet untaps it in Bob's untap step
    state.object("forest").tapped = True
    assert untapped(state.advance("Alice", "untap")) == ["forest"]


def test_keep_tapped_only_what_says_so_and_only_its_controller_in_their_own_step() -> None:
    state = game("Alice: tapped Dwarven Hold; tapped Forest; Prophet of Kruphix", "Bob: tapped Island")
    with pytest.raises(IllegalAction, match=r"502\.3") as not_theirs:
        state.verify_advance("Bob", "untap", ["dwarven-hold"])
    assert "isn't optional" in str(not_theirs.value)
    with pytest.raises(IllegalAction, match=r"502\.3"):
        state.verify_advance("Bob", "untap", ["island"])
    with pytest.raises(IllegalAction, match="only in an untap step"):
        state.verify_advance("Bob", "upkeep", ["island"])
    own = game(
        "Alice: tapped Dwarven Hold; tapped Forest", turn={"active": "Bob", "step": "end", "number": 1}
    )
    events = own.advance("Alice", "untap", ["dwarven-hold"])
    assert untapped(events) == ["forest"]
    assert own.object("dwarven-hold").tapped


def test_a_skipped_untap_step_does_nothing_but_the_turn_begins() -> None:
    state = board(
        {"id": "stasis", "card": "Stasis", "owner": "Alice"},
        {"id": "island", "card": "Island", "owner": "Bob", "tapped": True},
        {"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "sick": True},
    )
    with pytest.raises(IllegalAction, match=r"614\.10"):
        state.verify_advance("Bob", "untap")
    events = state.advance("Bob", "upkeep")
    assert [(e.kind, e.step) for e in events if e.player == "Bob"][:2] == [
        ("step_skipped", "untap"),
        ("step_began", "upkeep"),
    ]
    assert state.object("island").tapped
    assert not state.object("bears").sick  # CR 302.6: Bob's turn began all the same


def test_a_skipped_untap_step_leaves_next_untap_step_effects_waiting() -> None:
    # CR 614.10a: "next" waits for the first occurrence that isn't skipped.
    state = board(
        {"id": "stasis", "card": "Stasis", "owner": "Carol"},
        {"id": "forest", "card": "Forest", "owner": "Alice", "tapped": True},
        players=("Alice", "Bob", "Carol"),
        turn={"active": "Carol", "step": "end", "number": 1},
    )
    state.object("forest").skip_next_untap = True
    state.advance("Alice", "upkeep")
    assert state.object("forest").skip_next_untap


# Becomes-untapped triggers wait for priority (CR 502.4); putting them on the stack isn't modelled.


def test_held_trigger_stops_the_game_honestly() -> None:
    state = game("Alice: Prophet of Kruphix; tapped Hollowsage")
    state.advance("Bob", "untap")
    assert state.stack == [] and state.priority == ""
    with pytest.raises(NotModelled, match=r"502\.4"):
        state.verify_advance("Bob", "upkeep")


def test_advancing_past_an_untap_step_that_would_trigger_is_not_modelled() -> None:
    state = game("Alice: Prophet of Kruphix; tapped Hollowsage")
    with pytest.raises(NotModelled, match="Hollowsage"):
        state.verify_advance("Bob", "upkeep")
    quiet = game("Alice: tapped Hollowsage")  # no Prophet: it stays tapped through Bob's untap step
    quiet.verify_advance("Bob", "upkeep")
    own = game("Alice: tapped Hollowsage", turn={"active": "Bob", "step": "end", "number": 1})
    with pytest.raises(NotModelled, match="Hollowsage"):  # it untaps in Alice's own untap step on the way
        own.verify_advance("Alice", "upkeep")


def test_untapping_hollowsage_by_an_effect_is_not_modelled() -> None:
    state = game("Alice: Thousand-Year Elixir; tapped Hollowsage", pools={"Alice": "{C}"})
    with pytest.raises(NotModelled, match="Hollowsage"):
        state.verify_activate("Alice", "thousand-year-elixir", choices={"targets": ["hollowsage"]})


# {T} and {Q} in costs (CR 107.5, 107.6), summoning sickness and haste (CR 302.6, 702.10).


def test_tap_and_untap_symbols_name_their_rules() -> None:
    state = game("Alice: tapped Forest; Pili-Pala", pools={"Alice": "{C}{C}"})
    with pytest.raises(IllegalAction, match=r"107\.5"):
        state.verify_activate("Alice", "forest")
    with pytest.raises(IllegalAction, match=r"107\.6"):
        state.verify_activate("Alice", "pili-pala", choices={"mana": "G"})


def test_summoning_sickness_applies_to_creatures_only() -> None:
    state = board(
        {"id": "elves", "card": "Llanowar Elves", "owner": "Alice", "sick": True},
        {"id": "arbor", "card": "Dryad Arbor", "owner": "Alice", "sick": True},
        {"id": "vault", "card": "Mana Vault", "owner": "Alice", "sick": True},
        {"id": "forest", "card": "Forest", "owner": "Alice", "sick": True},
    )
    for creature in ("elves", "arbor"):
        with pytest.raises(IllegalAction, match=r"302\.6"):
            state.verify_activate("Alice", creature)
    assert state.can_activate("Alice", "vault")
    assert state.can_activate("Alice", "forest")


def test_haste_and_as_though_haste() -> None:
    lavaleaper = board(
        {"id": "elves", "card": "Llanowar Elves", "owner": "Alice", "sick": True},
        {"id": "leaper", "card": "Lavaleaper", "owner": "Bob"},
    )
    assert lavaleaper.can_activate("Alice", "elves")
    assert lavaleaper.can_attack("elves")
    elixir = board(
        {"id": "elves", "card": "Llanowar Elves", "owner": "Alice", "sick": True},
        {"id": "elixir", "card": "Thousand-Year Elixir", "owner": "Alice"},
    )
    assert elixir.can_activate("Alice", "elves")
    with pytest.raises(IllegalAction, match=r"302\.6"):
        elixir.verify_attack("elves")


@pytest.mark.parametrize(
    ("attacker", "reason"),
    [("goblin", None), ("bears", "tapped"), ("other", "active player"), ("forest", "isn't a creature")],
)
def test_attack_reasons(attacker: str, reason: str | None) -> None:
    state = board(
        {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "tapped": True},
        {"id": "goblin", "card": "Raging Goblin", "owner": "Alice", "sick": True},
        {"id": "other", "card": "Grizzly Bears", "owner": "Bob"},
        {"id": "forest", "card": "Forest", "owner": "Alice"},
    )
    if reason is None:
        assert state.can_attack(attacker)
    else:
        with pytest.raises(IllegalAction, match=reason):
            state.verify_attack(attacker)


def test_sickness_ends_when_its_controllers_turn_begins_not_anothers() -> None:
    state = board(
        {"id": "elves", "card": "Llanowar Elves", "owner": "Carol", "sick": True},
        players=("Alice", "Bob", "Carol"),
    )
    state.advance("Bob", "upkeep")
    assert state.object("elves").sick
    state.advance("Carol", "untap")
    assert not state.object("elves").sick


# Activated abilities that use the stack (CR 602).


def test_q_ability_untaps_as_a_cost_and_waits_on_the_stack() -> None:
    state = board(
        {"id": "order", "card": "Order of Whiteclay", "owner": "Alice", "tapped": True},
        {"id": "elves", "card": "Llanowar Elves", "owner": "Alice", "zone": "graveyard"},
        pools={"Alice": "{W}{W}{W}"},
    )
    events = state.activate("Alice", "order", choices={"targets": ["elves"]})
    assert [e.kind for e in events] == ["activated", "put_on_stack", "untapped"]
    assert not state.object("order").tapped and len(state.stack) == 1 and state.priority == "Alice"
    state.resolve()
    elves = state.object("elves")
    assert (elves.zone, elves.controller, elves.sick) == ("battlefield", "Alice", True)


@pytest.mark.parametrize(
    ("card", "zone", "owner", "reason"),
    [
        ("Grimgrin, Corpse-Born", "graveyard", "Alice", "mana value 3 or less"),  # mana value 5
        ("Llanowar Elves", "graveyard", "Bob", "Alice's graveyard"),
        ("Llanowar Elves", "battlefield", "Alice", "graveyard"),
        ("Forest", "graveyard", "Alice", "creature card"),
    ],
)
def test_order_of_whiteclay_targets(card: str, zone: str, owner: str, reason: str) -> None:
    state = board(
        {"id": "order", "card": "Order of Whiteclay", "owner": "Alice", "tapped": True},
        {"id": "target", "card": card, "owner": owner, "zone": zone},
        pools={"Alice": "{W}{W}{W}"},
    )
    with pytest.raises(IllegalAction, match=reason):
        state.verify_activate("Alice", "order", choices={"targets": ["target"]})
    with pytest.raises(IllegalAction, match=r"needs one target"):
        state.verify_activate("Alice", "order")


def test_a_target_gone_by_resolution_is_not_affected() -> None:
    state = board(
        {"id": "elixir", "card": "Thousand-Year Elixir", "owner": "Alice"},
        {"id": "grimgrin", "card": "Grimgrin, Corpse-Born", "owner": "Alice", "tapped": True},
        {"id": "elves", "card": "Llanowar Elves", "owner": "Alice", "tapped": True},
        pools={"Alice": "{C}"},
    )
    state.activate("Alice", "elixir", choices={"targets": ["elves"]})
    state.activate("Alice", "grimgrin", choices={"sacrifice": "elves"})
    state.resolve()  # Grimgrin untaps and gets a counter
    assert not state.object("grimgrin").tapped and state.object("grimgrin").counters["+1/+1"] == 1
    events = state.resolve()  # the Elixir's target is in the graveyard: CR 608.2b
    assert untapped(events) == []


def test_sacrifice_another_creature_you_control() -> None:
    state = board(
        {"id": "grimgrin", "card": "Grimgrin, Corpse-Born", "owner": "Alice", "tapped": True},
        {"id": "bears", "card": "Grizzly Bears", "owner": "Bob"},
    )
    with pytest.raises(IllegalAction, match=r"choices\.sacrifice"):
        state.verify_activate("Alice", "grimgrin")
    for victim in ("grimgrin", "bears"):
        with pytest.raises(IllegalAction, match=r"701\.21a"):
            state.verify_activate("Alice", "grimgrin", choices={"sacrifice": victim})


def test_activate_only_during_your_upkeep() -> None:
    nine = {"Alice": "{C}{C}{C}{C}{C}{C}{C}{C}{C}"}
    colossus = {"id": "colossus", "card": "Colossus of Sardia", "owner": "Alice", "tapped": True}
    main = board(colossus, pools=nine)
    with pytest.raises(IllegalAction, match=r"602\.5"):
        main.verify_activate("Alice", "colossus")
    upkeep = board(colossus, pools=nine, turn={"active": "Alice", "step": "upkeep", "number": 1})
    upkeep.activate("Alice", "colossus")
    upkeep.resolve()
    assert not upkeep.object("colossus").tapped
    bobs = board(
        colossus, pools=nine, turn={"active": "Bob", "step": "upkeep", "number": 1}, priority="Alice"
    )
    with pytest.raises(IllegalAction, match="your upkeep"):
        bobs.verify_activate("Alice", "colossus")


def test_abilities_are_numbered_mana_abilities_first() -> None:
    state = game("Alice: Mana Vault; tapped Thousand-Year Elixir; Llanowar Elves", pools={"Alice": "{C}"})
    state.verify_activate("Alice", "mana-vault", ability=0)
    with pytest.raises(IllegalAction, match=r"no mana ability|no ability"):
        state.verify_activate("Alice", "mana-vault", ability=1)
    with pytest.raises(IllegalAction, match=r"107\.5"):
        state.verify_activate(
            "Alice", "thousand-year-elixir", ability=0, choices={"targets": ["llanowar-elves"]}
        )
    with pytest.raises(IllegalAction, match=r"107\.5"):
        state.verify_activate("Alice", "thousand-year-elixir", ability="{1}, {T}: Untap target creature.")


def test_an_auras_does_not_untap_while_the_creature_has_a_counter() -> None:
    # Venarian Gold: "Enchanted creature doesn't untap during its controller's untap step if it has a sleep
    # counter on it": its controller's own untap step only, and only with a counter.
    def bears(sleep: int) -> Game:
        return board(
            {
                "id": "bears",
                "card": "Grizzly Bears",
                "owner": "Bob",
                "tapped": True,
                "counters": {"sleep": sleep},
            },
            {"id": "gold", "card": "Venarian Gold", "owner": "Alice", "attached_to": "bears"},
            {"id": "muse", "card": "Seedborn Muse", "owner": "Bob"},
        )

    assert untap_plan(bears(2).state, "Bob") == []
    assert [p.id for p in untap_plan(bears(0).state, "Bob")] == ["bears"]
    assert [p.id for p in untap_plan(bears(2).state, "Alice")] == ["bears"]  # Seedborn Muse, in Alice's step


def test_advance_and_resolve_check_their_input() -> None:
    """The protocol's `advance` names a player and a step; `resolve` needs a player with priority (CR 502.4):
    the harness's input, pinned here (the rule itself by 502-untap-step.feature's pass_priority scenario)."""
    state = game("Alice: Forest")
    with pytest.raises(IllegalAction, match="isn't playing"):
        state.verify_advance("Carol", "upkeep")
    with pytest.raises(IllegalAction, match="isn't a step"):
        state.verify_advance("Bob", "second_main")
    state.advance("Bob", "untap")
    with pytest.raises(IllegalAction, match="no player has priority"):
        state.verify_resolve()


def test_an_unmodelled_activated_ability_is_unsupported_by_default_or_by_its_text() -> None:
    state = game("Alice: Hangarback Walker", pools={"Alice": "{C}"})
    with pytest.raises(NotModelled, match="Put a \\+1/\\+1 counter"):
        state.verify_activate("Alice", "hangarback-walker")
    with pytest.raises(NotModelled, match="Put a \\+1/\\+1 counter"):
        state.verify_activate(
            "Alice", "hangarback-walker", ability="{1}, {T}: Put a +1/+1 counter on this creature."
        )
