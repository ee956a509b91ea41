"""An illegal action leaves the game exactly as it was (CR 733.1: the game returns to the moment before it),
however far the action got first: engine/game.py snapshots the state before an action that may be found
illegal on the way and puts the snapshot back. Compared field by field, the whole state, the event log too
(the snapshot shares the log's events, which are immutable, but not the list they are in)."""

from __future__ import annotations

import copy
import dataclasses

import pytest

from rulings.engine import new_game
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction


def test_an_attack_found_illegal_after_steps_have_passed_changes_nothing() -> None:
    # CR 508.1j: {3} can't pay Propaganda's {4} for two attackers. On the way, the game left the main phase,
    # began combat (events logged, pools emptied) and activated the lands' mana abilities (CR 508.1i).
    game = new_game(
        {
            "players": ["Alice", "Bob"],
            "objects": [
                {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
                {"id": "goblin", "card": "Raging Goblin", "owner": "Alice"},
                {"id": "plains", "card": "Plains", "owner": "Alice"},
                {"id": "forest", "card": "Forest", "owner": "Alice"},
                {"id": "mountain", "card": "Mountain", "owner": "Alice"},
                {"id": "propaganda", "card": "Propaganda", "owner": "Bob"},
            ],
        }
    )
    before = copy.deepcopy(game.state)
    logged = len(game.log)
    with pytest.raises(IllegalAction):
        game.declare_attackers(
            "Alice", [("bears", "Bob"), ("goblin", "Bob")], mana=["plains", "forest", "mountain"]
        )
    assert game.state == before
    assert len(game.log) == logged  # said on its own: a log the action appended to is the likeliest leftover
    assert not game.objects["plains"].tapped
    # And the game goes on from there: the same declaration with one attacker is legal ({2} for one).
    game.declare_attackers("Alice", [("bears", "Bob")], mana=["plains", "forest"])
    assert game.combat_status("bears")["attacking"]


# GameObject.__deepcopy__ copies these and shares every other field, which must be immutable.
COPIED_FIELDS = {"counters", "was_counters", "merged_over", "merged_under"}
IMMUTABLE_ANNOTATIONS = {
    "str",
    "bool",
    "int",
    "Card",
    "Card | None",
    "frozenset[str]",
    "tuple[str, int] | None",
    "Showing | None",
}


def test_a_snapshot_shares_only_the_immutable_fields_of_an_object() -> None:
    shared = {f.name: f.type for f in dataclasses.fields(GameObject) if f.name not in COPIED_FIELDS}
    mutable = {name: kind for name, kind in shared.items() if kind not in IMMUTABLE_ANNOTATIONS}
    assert not mutable, f"copy these in GameObject.__deepcopy__ (or list them as immutable here): {mutable}"
    game = new_game(
        {"players": ["Alice", "Bob"], "objects": [{"id": "bears", "card": "Grizzly Bears", "owner": "Alice"}]}
    )
    bears = game.objects["bears"]
    bears.merged_under.append(copy.deepcopy(bears))
    snapshot = copy.deepcopy(game.state)
    copied = snapshot.objects["bears"]
    assert copied == bears and copied is not bears
    assert copied.counters is not bears.counters and copied.merged_under[0] is not bears.merged_under[0]
    bears.counters["+1/+1"] += 1
    assert copied.counters["+1/+1"] == 0


def _mutable_parts(value: object, seen: dict[int, object]) -> None:
    """Every mutable object reachable from value (frozen dataclasses and cards are immutable, shared)."""
    if id(value) in seen or isinstance(value, (str, int, float, bool, type(None))):
        return
    params = getattr(type(value), "__dataclass_params__", None)
    frozen = params is not None and params.frozen
    if not frozen and not isinstance(value, (tuple, frozenset)):
        seen[id(value)] = value
    if isinstance(value, dict):
        for k, v in value.items():
            _mutable_parts(k, seen)
            _mutable_parts(v, seen)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            _mutable_parts(item, seen)
    elif hasattr(value, "__dict__") and not frozen:
        for item in vars(value).values():
            _mutable_parts(item, seen)


def test_a_snapshot_shares_nothing_mutable_with_the_game() -> None:
    game = new_game(
        {
            "players": ["Alice", "Bob"],
            "objects": [
                {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "counters": {"+1/+1": 1}},
                {"id": "goblin", "card": "Raging Goblin", "owner": "Alice"},
                {"id": "elves", "card": "Llanowar Elves", "owner": "Bob"},
            ],
            "pools": {"Alice": "{G}"},
        }
    )
    game.declare_attackers("Alice", [("bears", "Bob"), ("goblin", "Bob")])
    game.prefer("Alice", ["bears"])
    original: dict[int, object] = {}
    _mutable_parts(game.state, original)
    snapshot: dict[int, object] = {}
    _mutable_parts(copy.deepcopy(game.state), snapshot)
    shared = [type(v).__name__ for k, v in snapshot.items() if k in original]
    assert not shared, f"the snapshot shares these mutable parts with the game: {shared}"
    assert copy.deepcopy(game.state) == game.state
