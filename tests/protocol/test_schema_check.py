"""Every reply of a run is checked against the protocol's JSON Schema (issue 12, item 5): a reply that breaks
it makes the scenario `errored`, with the JSON path of what is wrong; the quick compiled check and the
reference validator agree."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from rulings.adapters.reference import ReferenceEngine
from rulings.protocol.schema import _is_valid, _validator, check_message
from rulings.protocol.session import Game, Message, ProtocolError, Session
from rulings.run.conformance import run_conformance

FOREST = Game(players=["Alice", "Bob"], objects=[{"id": "forest", "card": "Forest", "owner": "Alice"}])


class _WrongPool:
    """The reference engine, except that a mana pool's value is written as the given function says."""

    def __init__(self, pool: Any) -> None:
        self.inner = ReferenceEngine()
        self.pool = pool
        self.traffic: list[tuple[Message, Message]] = []

    def request(self, message: Message) -> Message:
        reply = self.inner.request(message)
        if message.get("cmd") == "query" and message["query"]["type"] == "mana_pool":
            reply = {**reply, "value": self.pool(reply["value"])}
        self.traffic.append((message, reply))
        return reply

    def close(self) -> None:
        self.inner.close()


def _counts_as_text(pool: dict[str, int]) -> dict[str, str]:
    return {kind: str(n) for kind, n in pool.items()}


@pytest.mark.parametrize(
    ("pool", "said"),
    [
        (lambda _: {"G": "1"}, "value/G: '1' is not of type 'integer'"),
        (_counts_as_text, "is not of type 'integer'"),
        (lambda _: "one green", "value: 'one green' is not of type 'object'"),
        (lambda _: {"G": 1, "X": 0}, "value: 'X' is not one of"),
    ],
)
def test_a_reply_that_breaks_the_schema_is_an_error_naming_its_json_path(pool: Any, said: str) -> None:
    session = Session(_WrongPool(pool))
    session.start()
    session.setup(FOREST)
    with pytest.raises(ProtocolError, match="breaks the protocol's schema") as raised:
        session.query({"type": "mana_pool", "player": "Alice"})
    assert said in str(raised.value)


def test_a_run_makes_the_scenarios_with_such_replies_errored_and_passes_the_others() -> None:
    result = run_conformance(_WrongPool(lambda _: "one green"), rules=["106.1"])
    outcomes = {r.outcome for r in result.records}
    assert outcomes == {"passed", "errored"}, result.describe_failures()
    errored = [r for r in result.records if r.outcome == "errored"]
    assert all("value: 'one green' is not of type 'object'" in r.message for r in errored)
    assert not any("AttributeError" in r.message for r in errored)


def test_an_unsupported_reply_with_a_field_the_protocol_lacks_is_an_error() -> None:
    class Chatty(ReferenceEngine):
        def request(self, message: Message) -> Message:
            if message.get("cmd") == "setup":
                return {"seq": message["seq"], "outcome": "unsupported", "reason": "no"}
            return super().request(message)

    session = Session(Chatty())
    session.start()
    with pytest.raises(ProtocolError, match=r"\(top\): Additional properties are not allowed \('reason'"):
        session.setup(FOREST)


def _mutations(message: Any) -> list[Any]:
    """The message with one thing broken (or not: some of these are still valid), at every depth."""
    variants: list[Any] = []
    if isinstance(message, dict):
        variants.append({**message, "zzz": 1})
        for key, value in message.items():
            replacements: tuple[Any, ...] = ("1", 1, -1, None, [], {}, True)
            for replacement in replacements:
                variants.append({**message, key: replacement})
            variants.append({k: v for k, v in message.items() if k != key})
            variants += [{**message, key: inner} for inner in _mutations(value)]
    elif isinstance(message, list) and message:
        variants.append([*message, message[0]])
        variants += [[inner, *message[1:]] for inner in _mutations(message[0])]
    return variants


def test_the_compiled_check_and_the_reference_validator_agree() -> None:
    engine = _WrongPool(lambda pool: pool)
    assert run_conformance(engine, rules=["106.1", "601.2", "502.3"]).compliance == 1.0
    samples: dict[str, list[Any]] = {}  # a few replies of each kind, the richest first
    for request, reply in engine.traffic:
        outcome = reply["outcome"]
        samples.setdefault(f"{outcome}_reply", []).append(reply)
        if outcome == "value":
            samples.setdefault(f"values/properties/{request['query']['type']}", []).append(reply["value"])
    seen: set[str] = set()
    checked = 0
    for definition, instances in samples.items():
        for instance in sorted(instances, key=lambda i: -len(repr(i)))[:2]:
            for variant in [copy.deepcopy(instance), *_mutations(instance)]:
                key = definition + repr(variant)
                if key in seen:
                    continue
                seen.add(key)
                valid = not any(True for _ in _validator(definition).iter_errors(variant))
                assert _is_valid(definition)(variant) == valid, (definition, variant)
                checked += 1
    assert checked > 500
    assert check_message({"seq": 1, "outcome": "value", "value": {"G": 1}}, "reply", "mana_pool") == []
