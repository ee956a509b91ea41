"""A deep copy of the game's data as `copy.deepcopy` makes it, faster where a value is plain: a string, a
number, or a tuple or frozenset of plain values is shared (immutable); a set of plain values, a list, or a dict
(a Counter) with plain keys is copied here, its contents in turn; anything else goes to `copy.deepcopy`. The
snapshot that undoes an illegal action (CR 733) is taken this way: the generic copy of each small set, counter
and dict was most of its cost."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any, TypeVar

T = TypeVar("T")

_ATOMIC = frozenset({str, int, bool, float, type(None)})


def _plain(value: object) -> bool:
    """Immutable all the way down."""
    kind = type(value)
    if kind in _ATOMIC:
        return True
    if kind is tuple or kind is frozenset:
        return all(_plain(item) for item in value)  # type: ignore[attr-defined]
    return False


def copied(value: Any, memo: dict[int, Any]) -> Any:
    """What `copy.deepcopy(value, memo)` gives: a container met twice is copied once (`memo`, which needs no
    keeping alive here: every value copied is reachable from the state being copied)."""
    key = id(value)
    if key in memo:
        return memo[key]
    if _plain(value):
        return value
    kind = type(value)
    if kind is set and all(_plain(item) for item in value):
        result: Any = set(value)
        memo[key] = result
        return result
    if kind is list:
        result = memo[key] = []
        result.extend(copied(item, memo) for item in value)
        return result
    if (kind is dict or kind is Counter) and all(_plain(k) for k in value):
        result = memo[key] = kind()
        for k, item in value.items():
            result[k] = copied(item, memo)
        return result
    return copy.deepcopy(value, memo)


def copy_fields(instance: T, memo: dict[int, Any]) -> T:
    """A deep copy of an instance of a plain class (a dataclass without slots), field by field."""
    result = object.__new__(type(instance))
    memo[id(instance)] = result
    result.__dict__.update({name: copied(value, memo) for name, value in instance.__dict__.items()})
    return result
