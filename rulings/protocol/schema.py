"""The protocol's JSON Schema (protocol-v1.json beside this file), and checking a message against it."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from jsonschema import Draft202012Validator

__all__ = ["check_message", "protocol_schema"]


@cache
def protocol_schema() -> dict[str, Any]:
    """The JSON Schema of protocol v1 (rulings/protocol/protocol-v1.json)."""
    text = resources.files("rulings.protocol").joinpath("protocol-v1.json").read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


@cache
def _validator(definition: str) -> Draft202012Validator:
    schema = protocol_schema()
    return Draft202012Validator({"$defs": schema["$defs"], "$ref": f"#/$defs/{definition}"})


def check_message(message: Any, kind: str, query: str | None = None) -> list[str]:
    """Problems of a `request` or `reply` against the schema (and of its value, for a reply to `query`)."""
    problems = [
        f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}"
        for e in _validator(kind).iter_errors(message)
    ]
    if kind == "reply" and query and isinstance(message, dict) and message.get("outcome") == "value":
        values = protocol_schema()["$defs"]["values"]["properties"]
        if query not in values:
            return [*problems, f"value: no schema for a {query!r} query"]
        problems += [
            f"value/{'/'.join(map(str, e.absolute_path))}: {e.message}"
            for e in _validator(f"values/properties/{query}").iter_errors(message["value"])
        ]
    return problems
