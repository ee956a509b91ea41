"""Engine support for the mana cards' rulings: costs that remove counters (Sand Silos), land types gained
(Urborg, Tomb of Yawgmoth), and what "could produce" makes of them (CR 106.7, 305.7, 602.2b)."""

from __future__ import annotations

import pytest

from rulings.engine import Game, IllegalAction, NotModelled, new_game
from rulings.engine.rules.mana.production import gather_statics, mana_abilities_of
from rulings.engine.vocabulary.events import KINDS, Event
from tests.engine.board import game


def silos(counters: int, *others: dict[str, str], tapped: bool = False) -> Game:
    """A game with Alice's Sand Silos holding that many storage counters, and other objects."""
    objects = [
        {
            "id": "silos",
            "card": "Sand Silos",
            "owner": "Alice",
            "counters": {"storage": counters},
            "tapped": tapped,
        },
        *others,
    ]
    return new_game({"players": ["Alice", "Bob"], "objects": objects})


def test_removing_storage_counters_adds_that_much_mana() -> None:
    state = silos(3)
    events = state.activate("Alice", "silos", choices={"remove": 2})
    assert +state.pools["Alice"] == {"U": 2}
    assert state.objects["silos"].counters["storage"] == 1
    assert state.objects["silos"].tapped
    assert [(e.kind, e.ability) for e in events if e.kind == "counters_removed"] == [
        ("counters_removed", "2 storage")
    ]
    assert "counters_removed" in KINDS


def test_how_many_counters_to_remove_is_a_choice_when_there_are_some() -> None:
    with pytest.raises(IllegalAction, match=r"choices\.remove"):
        silos(2).verify_activate("Alice", "silos")


def test_with_no_counters_the_ability_removes_none_and_adds_nothing() -> None:
    # CR 106.7's "ignore costs" is for could-produce only: activated, it removes 0 and adds no mana.
    state = silos(0)
    state.activate("Alice", "silos")
    assert +state.pools["Alice"] == {}
    assert state.objects["silos"].tapped


@pytest.mark.parametrize("remove", [3, -1, "2"])
def test_a_cost_cant_remove_counters_that_are_not_there(remove: object) -> None:
    with pytest.raises(IllegalAction, match=r"602\.2b"):
        silos(2).verify_activate("Alice", "silos", choices={"remove": remove})


def test_removing_counters_is_tapping_for_mana_when_the_cost_has_tap() -> None:
    # CR 106.12: {T} is in the cost, so Mana Reflection doubles it and Mana Flare adds one more.
    reflection = {"id": "mr", "card": "Mana Reflection", "owner": "Alice"}
    state = silos(2, reflection, {"id": "mf", "card": "Mana Flare", "owner": "Bob"})
    state.activate("Alice", "silos", choices={"remove": 2})
    assert +state.pools["Alice"] == {"U": 5}


def test_could_produce_ignores_the_tap_and_the_counters() -> None:
    # CR 106.7: "Ignore whether any costs of the ability could or could not be paid."
    state = silos(0, {"id": "pool", "card": "Reflecting Pool", "owner": "Alice"}, tapped=True)
    assert state.could_produce("silos") == {"U"}
    assert state.could_produce("pool") == {"U"}


def test_could_produce_considers_amounts_past_an_effects_threshold() -> None:
    # Any number could be removed: one {U} is not damped, two or more become {C} under Damping Sphere.
    state = silos(0, {"id": "sphere", "card": "Damping Sphere", "owner": "Bob"})
    assert state.could_produce("silos") == {"U", "C"}


def test_sand_silos_upkeep_is_not_modelled() -> None:
    state = silos(0)
    with pytest.raises(NotModelled, match="upkeep"):
        state.advance("Alice", "draw")


def test_urborg_gives_every_land_the_swamp_mana_ability() -> None:
    # CR 305.7: a land that gains a basic land type gains that type's mana ability and keeps its own.
    state = game("Alice: Forest; Wastes; Reflecting Pool", "Bob: Urborg, Tomb of Yawgmoth; Island")
    assert state.could_produce("forest") == {"B", "G"}
    assert state.could_produce("wastes") == {"B", "C"}
    assert state.could_produce("urborg-tomb-of-yawgmoth") == {"B"}
    assert state.could_produce("island") == {"B", "U"}
    state.activate("Alice", "forest", choices={"mana": "B"})
    state.activate("Alice", "wastes", choices={"mana": "C"})
    assert +state.pools["Alice"] == {"B": 1, "C": 1}


def test_urborg_gives_nonlands_nothing_and_swamps_no_second_ability() -> None:
    state = game("Alice: Swamp; Llanowar Elves; Fellwar Stone", "Bob: Urborg, Tomb of Yawgmoth")
    assert state.could_produce("llanowar-elves") == {"G"}
    assert state.could_produce("fellwar-stone") == {"B"}
    assert len(mana_abilities_of(state.objects["swamp"], gather_statics(state.state))) == 1


def sphere_game(pool: str, *cards: str, spheres: int = 1, **extra: object) -> Game:
    """Alice with Damping Spheres on the battlefield and the named cards in her hand."""
    objects = [{"id": f"sphere-{i}", "card": "Damping Sphere", "owner": "Alice"} for i in range(spheres)]
    objects += [
        {"id": f"card-{i}", "card": card, "owner": "Alice", "zone": "hand"} for i, card in enumerate(cards)
    ]
    return new_game({"players": ["Alice", "Bob"], "objects": objects, "pools": {"Alice": pool}, **extra})


def test_damping_sphere_adds_one_for_each_other_spell_cast_this_turn() -> None:
    # CR 601.2f: the increase is part of the total cost.
    state = sphere_game("{G}{G}{C}{C}{C}", "Llanowar Elves", "Llanowar Elves", "Llanowar Elves")
    state.cast("Alice", "card-0")
    state.resolve()
    state.cast("Alice", "card-1")  # {G} + {1}
    state.resolve()
    assert +state.pools["Alice"] == {"C": 2}
    assert not state.can_cast("Alice", "card-2")  # {G} + {2}: no green left


def test_each_damping_sphere_adds_its_own_increase() -> None:
    state = sphere_game("{G}{G}{C}{C}", "Llanowar Elves", "Llanowar Elves", spheres=2)
    state.cast("Alice", "card-0")
    state.resolve()
    state.cast("Alice", "card-1")
    assert +state.pools["Alice"] == {}


def test_the_count_is_the_players_own_spells_this_turn() -> None:
    state = sphere_game("{G}", "Llanowar Elves")
    # Alice's spell in an earlier turn and Bob's spell this turn don't count: Elves still costs {G}.
    state.state.log += [
        Event("cast", player="Alice", object="earlier"),
        Event("step_began", player="Alice", step="untap"),
        Event("cast", player="Bob", object="instant"),
    ]
    assert state.can_cast("Alice", "card-0")
    state.log.append(Event("cast", player="Alice", object="this-turn"))
    assert not state.can_cast("Alice", "card-0")
