"""The protocol's JSON Schema (protocol-v1.json beside this file), and checking a message against it.

Every reply of a run is checked (rulings.protocol.session), so the check must cost next to nothing: each
part of the schema is compiled once into Python code by fastjsonschema, which only says whether a message is
valid; a message that is not is then checked again by jsonschema, the reference implementation of the
schema's draft, which names every problem with its JSON path. Both validators are built once per definition,
and jsonschema is imported only once a message is invalid (importing it cost 70 ms of a 12-scenario run).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

import fastjsonschema

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator

__all__ = ["check_message", "protocol_schema"]

_MOST_CHARS = 300  # of one problem: jsonschema quotes the whole offending value


@cache
def protocol_schema() -> dict[str, Any]:
    """The JSON Schema of protocol v1 (rulings/protocol/protocol-v1.json)."""
    text = resources.files("rulings.protocol").joinpath("protocol-v1.json").read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


@cache
def _validator(definition: str) -> Draft202012Validator:
    """The reference validator of one definition (`reply`, `ok_reply`, `values/properties/mana_pool`)."""
    from jsonschema import Draft202012Validator  # noqa: PLC0415 - only for a message that is invalid

    schema = protocol_schema()
    return Draft202012Validator({"$defs": schema["$defs"], "$ref": f"#/$defs/{definition}"})


@cache
def _is_valid(definition: str, value: str | None = None) -> Callable[[Any], bool]:
    """A compiled check of one definition: whether a message is valid, and nothing more, fast; with `value`,
    of a reply whose `value` must also be valid against that definition (both in one call)."""
    schema = protocol_schema()
    # The schema uses nothing that draft 7 reads differently from draft 2020-12 (no prefixItems,
    # unevaluated*, $dynamicRef); tests/protocol/test_schema_check.py holds the two validators to agreement.
    checked: dict[str, Any] = {"$ref": f"#/$defs/{definition}"}
    if value is not None:
        checked = {"allOf": [checked, {"properties": {"value": {"$ref": f"#/$defs/{value}"}}}]}
    validate = fastjsonschema.compile(
        {"$schema": "http://json-schema.org/draft-07/schema#", "$defs": schema["$defs"], **checked}
    )

    def is_valid(instance: Any) -> bool:
        try:
            validate(instance)
        except fastjsonschema.JsonSchemaValueException:
            return False
        return True

    return is_valid


def _definition(message: Any, kind: str) -> str:
    """The definition a `request` or `reply` is checked against: its own kind's (a precise message, and a
    quick check), or the whole kind's if it names none the schema has."""
    if kind == "reply" and isinstance(message, dict) and isinstance(message.get("outcome"), str):
        definition = f"{message['outcome']}_reply"
    elif kind == "request" and isinstance(message, dict) and isinstance(message.get("cmd"), str):
        definition = f"{message['cmd']}_request"
    else:
        definition = kind
    return definition if definition in protocol_schema()["$defs"] else kind


def _value_definition(message: Any, kind: str, query: str | None) -> str | None:
    """The definition a reply's value is checked against, for a value reply to `query`; None for others."""
    if kind == "reply" and query and isinstance(message, dict) and message.get("outcome") == "value":
        return f"values/properties/{query}"
    return None


def _parts(message: Any, kind: str, query: str | None) -> Iterator[tuple[str, str, Any]]:
    """(path prefix, definition, instance) to check: the message against its definition, and a reply's value
    against its query's."""
    yield "", _definition(message, kind), message
    value = _value_definition(message, kind, query)
    if value is not None:
        yield "value", value, message.get("value")


def check_message(message: Any, kind: str, query: str | None = None) -> list[str]:
    """Problems of a `request` or `reply` against the schema (and of its value, for a reply to `query`),
    each as "JSON/path: what is wrong"; no problems: an empty list."""
    values = protocol_schema()["$defs"]["values"]["properties"]
    value = _value_definition(message, kind, query)
    if (value is None or query in values) and _is_valid(_definition(message, kind), value)(message):
        return []  # the common case, in one compiled call (every reply of a run is checked)
    problems: list[str] = []
    for prefix, definition, instance in _parts(message, kind, query):
        if prefix == "value" and query not in values:
            problems.append(f"value: no schema for a {query!r} query")
            continue
        if _is_valid(definition)(instance):
            continue
        for error in _validator(definition).iter_errors(instance):
            path = "/".join(
                [prefix, *map(str, error.absolute_path)] if prefix else map(str, error.absolute_path)
            )
            problem = f"{path or '(top)'}: {error.message}"
            problems.append(problem if len(problem) <= _MOST_CHARS else problem[: _MOST_CHARS - 3] + "...")
    return problems
