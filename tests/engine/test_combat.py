"""Combat (engine/rules/combat_phase/combat.py) where the features can't or shouldn't judge: the reference engine's honest
`unsupported` answers and their thresholds, protocol input no step phrase sends, and the damage division the
reference engine chooses when an action leaves it unsaid (docs/protocol.md: that default is this engine's,
not the rules'; CR 510.1c leaves the division to the attacking player). Each is named by a verdict in
docs/mutation/survivors.toml."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import pytest

from rulings.engine import Game, new_game
from rulings.engine.abilities.layer_statics import PowerToughnessEqualToSubtypeCount
from rulings.engine.abilities.statics import PowerToughnessEqualToCounters
from rulings.engine.cards import POOL, _only_known_keywords
from rulings.engine.rules import actions
from rulings.engine.rules.combat_phase import combat
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled

from .board import game


def _creatures(player: str, card: str, count: int) -> list[dict[str, object]]:
    return [{"id": f"{player.lower()}-{i}", "card": card, "owner": player} for i in range(count)]


def _game(objects: list[dict[str, object]], players: tuple[str, ...] = ("Alice", "Bob")) -> Game:
    return new_game({"players": list(players), "objects": objects})


# Honest `unsupported`: more possible declarations than the engine searches for the maximum (CR 508.1d, 509.1c).


def test_fifteen_possible_attackers_are_weighed() -> None:
    # 2**15 declarations: under MAX_DECLARATIONS; 3**12 would not be (pins the base of the count).
    state = _game(_creatures("Alice", "Grizzly Bears", 15))
    state.declare_attackers("Alice", [(f"alice-{i}", "Bob") for i in range(15)])
    assert all(state.combat_status(f"alice-{i}")["attacking"] for i in range(15))


def test_sixteen_possible_attackers_are_too_many_to_weigh() -> None:
    state = _game(_creatures("Alice", "Grizzly Bears", 16))
    with pytest.raises(NotModelled):
        state.declare_attackers("Alice", [("alice-0", "Bob")])


def _unicorn_against(blockers: int) -> Game:
    state = _game(
        [
            {"id": "unicorn", "card": "Prized Unicorn", "owner": "Alice"},
            *_creatures("Bob", "Grizzly Bears", blockers),
        ]
    )
    state.declare_attackers("Alice", [("unicorn", "Bob")])
    return state


def test_ten_possible_blockers_of_one_attacker_are_weighed() -> None:
    # (1 + 1)**10 declarations; (1 + 2)**10 would be over MAX_DECLARATIONS (pins the count's base).
    state = _unicorn_against(10)
    state.declare_blockers("Bob", [(f"bob-{i}", "unicorn") for i in range(10)])
    assert state.combat_status("unicorn")["blocked"]


def test_sixteen_possible_blockers_of_one_attacker_are_too_many_to_weigh() -> None:
    # (1 + 1)**16 > MAX_DECLARATIONS; with (1 - 1)**16 = 0 the engine would search 2**16 declarations.
    state = _unicorn_against(16)
    with pytest.raises(NotModelled):
        state.declare_blockers("Bob", [(f"bob-{i}", "unicorn") for i in range(16)])


def test_each_defending_player_declares_blocks_with_their_own_creatures_in_apnap_order() -> None:
    # CR 802.4: no action names two players' blocks; the turn-based action takes them in APNAP order.
    state = game("Alice: Grizzly Bears; Savannah Lions", "Bob: Giant Spider", "Carol: Wall of Mist")
    state.declare_attackers("Alice", [("grizzly-bears", "Bob"), ("savannah-lions", "Carol")])
    state.state.combat.declared_blockers = (
        ("wall-of-mist", "savannah-lions"),
        ("giant-spider", "grizzly-bears"),
    )
    events = combat.begin_step(state.state, "declare_blockers")
    assert [e.object for e in events if e.kind == "blocked"] == ["giant-spider", "wall-of-mist"]


def test_apnap_order_starts_with_the_active_player_not_the_first_seat() -> None:
    state = game("Alice:", "Bob:", "Carol:", "Dan:")
    state.state.active = "Carol"
    assert actions.apnap_order(state.state, {"Alice", "Bob", "Dan"}) == ["Dan", "Alice", "Bob"]
    assert actions.apnap_order(state.state) == ["Carol", "Dan", "Alice", "Bob"]


def test_an_attacker_with_an_unmodelled_attack_trigger_is_unsupported() -> None:
    state = game("Alice: Grimgrin, Corpse-Born", "Bob: Grizzly Bears")
    with pytest.raises(NotModelled):
        state.declare_attackers("Alice", [("grimgrin-corpse-born", "Bob")])


def test_an_unmodelled_ability_that_isnt_an_attack_trigger_doesnt_stop_an_attack() -> None:
    state = game("Alice: Hangarback Walker", "Bob:")  # its {1}, {T} ability is unmodelled ("activate")
    state.object("hangarback-walker").counters["+1/+1"] = 1
    state.declare_attackers("Alice", [("hangarback-walker", "Bob")])
    assert state.combat_status("hangarback-walker")["attacking"]


def test_default_trample_division_gives_lethal_damage_to_each_blocker_and_the_rest_to_the_player() -> None:
    # The engine's default when an `advance` gives no `damage` (CR 702.19b leaves the division to the player).
    state = game("Alice: Colossus of Sardia", "Bob: Grizzly Bears")
    state.declare_attackers("Alice", [("colossus-of-sardia", "Bob")])
    state.declare_blockers("Bob", [("grizzly-bears", "colossus-of-sardia")])
    state.advance("Alice", "end_of_combat")
    assert state.life("Bob") == 13


def test_every_modelled_creature_card_has_a_printed_number_for_power() -> None:
    # power_toughness.power reads the printed number; a "*" power needs the characteristic-defining ability that sets it
    # (CR 604.3) modelled first.
    data = json.loads(
        resources.files("rulings.engine").joinpath("data/cards.json").read_text(encoding="utf-8")
    )
    for name, card in data["cards"].items():
        if card.get("power") is None or not (name in POOL or _only_known_keywords(card.get("text", ""))):
            continue
        # The characteristic-defining abilities that set a "*" (CR 604.3, 613.4a).
        defining = (PowerToughnessEqualToCounters, PowerToughnessEqualToSubtypeCount)
        defined = any(isinstance(a, defining) for a in POOL.get(name, ()))
        assert defined or card["power"].lstrip("-").isdigit(), f"{name}'s power {card['power']!r}"


def test_fungal_behemoth_counts_the_counters_on_itself_twice() -> None:
    # Its ruling (2007-02-01): two +1/+1 counters on it and three on another creature make it a 7/7: the
    # characteristic-defining ability counts five (CR 604.3, 613.4a), then its own two counters add (CR 613.4c).
    def counters(object_id: str, card: str, n: int) -> dict[str, Any]:
        return {"id": object_id, "card": card, "owner": "Alice", "counters": {"+1/+1": n}}

    state = new_game(
        {
            "players": ["Alice", "Bob"],
            "objects": [counters("behemoth", "Fungal Behemoth", 2), counters("bears", "Grizzly Bears", 3)],
        }
    )
    assert state.power_toughness("behemoth") == (7, 7)
    alone = new_game({"players": ["Alice", "Bob"], "objects": [counters("behemoth", "Fungal Behemoth", 0)]})
    assert alone.power_toughness("behemoth") == (0, 0)
    alone.pass_priority("Alice")
    assert alone.object("behemoth").zone == "graveyard"  # CR 704.5f: toughness 0


# Protocol input no step phrase sends.


def test_a_creature_declared_twice_as_an_attacker_is_illegal() -> None:
    state = game("Alice: Grizzly Bears", "Bob:")
    with pytest.raises(IllegalAction):
        state.declare_attackers("Alice", [("grizzly-bears", "Bob"), ("grizzly-bears", "Bob")])


def test_a_division_with_negative_damage_is_illegal() -> None:
    state = game("Alice: Serra Angel", "Bob: Giant Spider; Wind Drake")
    state.declare_attackers("Alice", [("serra-angel", "Bob")])
    state.declare_blockers("Bob", [("giant-spider", "serra-angel"), ("wind-drake", "serra-angel")])
    with pytest.raises(IllegalAction):
        state.advance("Alice", "end_of_combat", damage={"serra-angel": {"giant-spider": 5, "wind-drake": -1}})
    assert state.object("giant-spider").damage == 0


# The reference engine's default division (docs/protocol.md): lethal damage to each blocker in the order they
# were declared, the rest to the last.


def _blocked_by(attacker: str, *blockers: str) -> Game:
    """Alice's creature attacks Bob and his creatures block it, declared in this order."""
    state = game(f"Alice: {attacker}", "Bob: " + "; ".join(blockers))
    attacking = attacker.lower().replace(" ", "-")
    state.declare_attackers("Alice", [(attacking, "Bob")])
    slugs = [b.lower().replace(" ", "-") for b in blockers]
    state.declare_blockers("Bob", [(b, attacking) for b in slugs])
    return state


def test_default_division_gives_lethal_damage_to_the_first_blocker_and_the_rest_to_the_last() -> None:
    state = _blocked_by("Serra Angel", "Wind Drake", "Giant Spider")
    state.advance("Alice", "end_of_combat")
    assert state.object("wind-drake").zone == "graveyard"
    assert state.object("giant-spider").damage == 2


def test_default_division_in_declaration_order() -> None:
    state = _blocked_by("Serra Angel", "Giant Spider", "Wind Drake")
    state.advance("Alice", "end_of_combat")
    assert state.object("giant-spider").zone == "graveyard"  # 4 damage: lethal for a 2/4
    assert state.object("wind-drake").damage == 0


def test_default_division_counts_damage_already_marked() -> None:
    state = _blocked_by("Serra Angel", "Giant Spider", "Wind Drake")
    state.object("giant-spider").damage = 1  # lethal is now 3
    state.advance("Alice", "end_of_combat")
    assert state.object("giant-spider").zone == "graveyard"
    assert state.object("wind-drake").zone == "battlefield"
    assert state.object("wind-drake").damage == 1


def test_default_division_with_three_blockers() -> None:
    state = _blocked_by("Berserkers of Blood Ridge", "Savannah Lions", "Raging Goblin", "Giant Spider")
    state.advance("Alice", "end_of_combat")
    assert state.object("savannah-lions").zone == "graveyard"
    assert state.object("raging-goblin").zone == "graveyard"
    assert state.object("giant-spider").damage == 2


# A path no step phrase reaches: every attacker left combat before blockers (CR 506.4).


def test_with_every_attacker_gone_before_blockers_no_one_declares_blockers() -> None:
    state = game("Alice: Grizzly Bears", "Bob: Giant Spider")
    state.declare_attackers("Alice", [("grizzly-bears", "Bob")])
    state.object("grizzly-bears").zone = "graveyard"
    state.advance("Alice", "end_of_combat")
    assert not state.combat_status("giant-spider")["blocking"]


# Honest `unsupported`: Najeela's "Whenever a Warrior attacks" is not modelled, whoever's Warrior attacks.


def test_a_warrior_attacking_beside_najeela_is_not_modelled() -> None:
    state = _game(
        [
            {"id": "najeela", "card": "Najeela, the Blade-Blossom", "owner": "Bob"},
            {"id": "warrior", "card": "Najeela, the Blade-Blossom", "owner": "Alice"},
        ]
    )
    with pytest.raises(NotModelled):
        state.declare_attackers("Alice", [("warrior", "Bob")])


def test_a_non_warrior_attacking_beside_najeela_is_modelled() -> None:
    state = _game(
        [
            {"id": "najeela", "card": "Najeela, the Blade-Blossom", "owner": "Bob"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
        ]
    )
    state.declare_attackers("Alice", [("bears", "Bob")])
    assert state.combat_status("bears")["attacking"]
