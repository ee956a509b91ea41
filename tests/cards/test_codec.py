"""Abilities as data: every primitive written to JSON and read back is the same primitive."""

from __future__ import annotations

import json

import pytest

from rulings.engine.abilities.effects import GetsUntilEndOfTurn, SpellAbility, Target
from rulings.engine.cards import POOL
from rulings.engine.cards.codec import DefinitionError, decode_ability, encode, primitives


def test_every_hand_written_ability_round_trips_through_json() -> None:
    abilities = [(name, a) for name, defined in POOL.items() for a in defined]
    assert len(abilities) > 250
    for name, ability in abilities:
        assert decode_ability(json.loads(json.dumps(encode(ability)))) == ability, name


def test_defaults_are_left_out_and_frozensets_come_back_as_frozensets() -> None:
    pump = SpellAbility(
        "Target creature gets +1/+0 and gains first strike until end of turn.",
        (Target("creature"),),
        (GetsUntilEndOfTurn(0, 1, 0, frozenset({"First strike"})),),
    )
    data = encode(pump)
    assert data["instructions"] == [
        {"primitive": "GetsUntilEndOfTurn", "who": 0, "power": 1, "keywords": ["First strike"]}
    ]
    back = decode_ability(data)
    assert isinstance(back, SpellAbility)
    assert back == pump
    assert isinstance(back.targets, tuple)
    instruction = back.instructions[0]
    assert isinstance(instruction, GetsUntilEndOfTurn)
    assert isinstance(instruction.keywords, frozenset)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"primitive": "Fireball"}, "unknown primitive 'Fireball'"),
        ({"primitive": "Target", "kind": "creature", "range": 3}, "Target has no field 'range'"),
        ({"primitive": "Target"}, "Target: "),
    ],
)
def test_a_definition_that_does_not_decode_says_what_is_wrong(data: dict[str, object], message: str) -> None:
    with pytest.raises(DefinitionError, match=message):
        decode_ability(data)


def test_each_primitive_name_means_one_class() -> None:
    names = primitives()
    assert names["SpellAbility"] is SpellAbility
    assert len(names) == len(set(names.values()))
