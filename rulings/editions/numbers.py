"""CR paragraph numbers: "7" (chapter), "702" (section), "702.8" (rule), "702.8a" (subrule), in CR order.

A subrule's letters run a, b, …, z, then aa, ab, … (704.5z is followed by 704.5aa since the
2026-08-07 edition), so a subrule's letters are one or two, and "704.5aa" sorts after "704.5z"."""

from __future__ import annotations

import functools
import re
from typing import Final, Literal

__all__ = ["Kind", "is_number", "is_within", "kind_of", "number_key", "parent_of"]

Kind = Literal["chapter", "section", "rule", "subrule"]

_NUMBER: Final = re.compile(r"([1-9])|([1-9][0-9]{2})(?:\.([0-9]+)([a-z]{1,2})?)?")


def is_number(text: str) -> bool:
    """Whether `text` is a well-formed CR paragraph number."""
    return _NUMBER.fullmatch(text) is not None


@functools.cache
def number_key(number: str) -> tuple[int, ...]:
    """A sort key in CR order that is also a path: the key of "702.8a" extends the key of "702.8" and "7".

    Cached: coverage compares every paragraph of an edition with every scope entry, so the same few
    thousand numbers are keyed again and again (the key is an immutable tuple, safe to share)."""
    match = _NUMBER.fullmatch(number)
    if match is None:
        raise ValueError(f"not a CR paragraph number: {number!r}")
    chapter, section, rule, letter = match.groups()
    if chapter is not None:
        return (int(chapter),)
    key: tuple[int, ...] = (int(section[0]), int(section))
    if rule is not None:
        key += (int(rule),)
    if letter is not None:
        key += (_letters_value(letter),)
    return key


def _letters_value(letters: str) -> int:
    """The place of a subrule's letters in order: a=1 … z=26, aa=27, ab=28 … (bijective base 26)."""
    value = 0
    for letter in letters:
        value = value * 26 + ord(letter) - ord("a") + 1
    return value


def kind_of(number: str) -> Kind:
    """Which level of the CR hierarchy a number names."""
    depth = len(number_key(number))
    kinds: tuple[Kind, ...] = ("chapter", "section", "rule", "subrule")
    return kinds[depth - 1]


def parent_of(number: str) -> str | None:
    """The paragraph a number sits under ("702.8a" -> "702.8" -> "702" -> "7"), None for a chapter."""
    kind = kind_of(number)
    if kind == "chapter":
        return None
    if kind == "section":
        return number[0]
    if kind == "rule":
        return number.split(".", 1)[0]
    return number.rstrip("abcdefghijklmnopqrstuvwxyz")


def is_within(number: str, prefix: str) -> bool:
    """Whether `number` is `prefix` or under it ("107.3a" is within "107.3", "107.30" is not)."""
    key, prefix_key = number_key(number), number_key(prefix)
    return key[: len(prefix_key)] == prefix_key
