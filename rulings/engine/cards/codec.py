"""Abilities as data: every ability primitive (engine/abilities/) to JSON and back, so that a card's definition can
be a line of a data file (engine/data/definitions.tsv) rather than Python.

A primitive is a frozen dataclass; it is written as {"primitive": its class name, field: value, ...} with the fields
left at their defaults left out, tuples as lists and frozensets as sorted lists. Reading it back uses each field's
declared type to tell a tuple from a frozenset, so `decode(encode(a)) == a` for every primitive.
"""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
import types
import typing
from functools import cache
from typing import Any, get_args, get_origin, get_type_hints

from rulings.engine import abilities
from rulings.engine.abilities import Ability

TAG = "primitive"  # the key naming a primitive's class (no primitive has a field of that name)


class DefinitionError(ValueError):
    """A card definition that doesn't decode: an unknown primitive, a missing or unknown field."""


def encode(value: Any) -> Any:
    """A primitive (or any value inside one) as plain JSON data."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        data: dict[str, Any] = {TAG: type(value).__name__}
        for field in dataclasses.fields(value):
            item = getattr(value, field.name)
            if _is_default(field, item):
                continue
            data[field.name] = encode(item)
        return data
    if isinstance(value, tuple):
        return [encode(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(encode(v) for v in value)
    return value


def _is_default(field: dataclasses.Field[Any], value: Any) -> bool:
    if field.default is not dataclasses.MISSING:
        return bool(value == field.default)
    if field.default_factory is not dataclasses.MISSING:
        return bool(value == field.default_factory())
    return False


def decode_ability(data: Any) -> Ability:
    """One ability from its JSON data."""
    value = _decode(data, Ability)
    return typing.cast(Ability, value)


def _decode(data: Any, hint: Any) -> Any:
    if isinstance(data, dict):
        kind = data.get(TAG)
        cls = primitives().get(str(kind))
        if cls is None:
            raise DefinitionError(
                f"unknown primitive {kind!r}; the primitives are the classes of engine/abilities/"
            )
        hints = _hints(cls)
        fields = {f.name for f in dataclasses.fields(cls)}
        unknown = set(data) - fields - {TAG}
        if unknown:
            raise DefinitionError(
                f"{kind} has no field {sorted(unknown)[0]!r}; its fields are {sorted(fields)}"
            )
        try:
            return cls(**{name: _decode(v, hints[name]) for name, v in data.items() if name != TAG})
        except TypeError as error:
            raise DefinitionError(f"{kind}: {error}") from None
    if isinstance(data, list):
        container = _container(hint)
        element = _element(hint, container)
        items = [_decode(v, element) for v in data]
        return frozenset(items) if container is frozenset else tuple(items)
    return data


def _container(hint: Any) -> type:
    """frozenset if the declared type (or a member of its union) is a frozenset, else tuple."""
    for option in _options(hint):
        if get_origin(option) is frozenset:
            return frozenset
    return tuple


def _element(hint: Any, container: type) -> Any:
    for option in _options(hint):
        if get_origin(option) is container:
            return get_args(option)[0]
    return Any


def _options(hint: Any) -> tuple[Any, ...]:
    if get_origin(hint) in (typing.Union, types.UnionType):
        return get_args(hint)
    return (hint,)


@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


@cache
def primitives() -> dict[str, type]:
    """Every ability primitive and every dataclass they are built of, by class name: the dataclasses of the modules
    of engine/abilities/ (each name used once, so that a name means one class)."""
    found: dict[str, type] = {}
    for module in _ability_modules():
        for value in vars(module).values():
            if not (isinstance(value, type) and dataclasses.is_dataclass(value)):
                continue
            if not value.__module__.startswith(abilities.__name__):
                continue
            known = found.setdefault(value.__name__, value)
            if known is not value:
                raise DefinitionError(f"two primitives are named {value.__name__}")
    return found


def _ability_modules() -> list[types.ModuleType]:
    names = [info.name for info in pkgutil.iter_modules(abilities.__path__, abilities.__name__ + ".")]
    return [abilities, *(importlib.import_module(name) for name in names)]
