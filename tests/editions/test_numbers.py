"""Paragraph numbers: their order, their nesting, and the words the CR uses for each level."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulings.editions.numbers import is_number, is_within, kind_of, number_key, parent_of

numbers = st.one_of(
    st.integers(1, 9).map(str),
    st.integers(100, 999).map(str),
    st.tuples(st.integers(100, 999), st.integers(1, 200)).map(lambda t: f"{t[0]}.{t[1]}"),
    st.tuples(st.integers(100, 999), st.integers(1, 200), st.sampled_from("abcdefghijkmnpqrstuvwxyz")).map(
        lambda t: f"{t[0]}.{t[1]}{t[2]}"
    ),
    st.tuples(st.integers(100, 999), st.integers(1, 200), st.from_regex(r"[a-z]{2}", fullmatch=True)).map(
        lambda t: f"{t[0]}.{t[1]}{t[2]}"
    ),
)


def test_cr_order_is_numeric_not_alphabetical() -> None:
    ordered = ["1", "100", "100.1", "100.1a", "100.1b", "100.2", "100.10", "101", "2"]
    scrambled = ["2", "100.10", "1", "100.1b", "101", "100", "100.2", "100.1a", "100.1"]
    assert sorted(scrambled, key=number_key) == ordered


@pytest.mark.parametrize(
    ("number", "kind", "parent"),
    [
        ("7", "chapter", None),
        ("702", "section", "7"),
        ("702.8", "rule", "702"),
        ("702.8a", "subrule", "702.8"),
        ("704.5aa", "subrule", "704.5"),
    ],
)
def test_levels(number: str, kind: str, parent: str | None) -> None:
    assert (kind_of(number), parent_of(number)) == (kind, parent)


def test_two_letter_subrules_follow_z() -> None:
    # 704.5 runs past z since the 2026-08-07 edition: 704.5y, 704.5z, 704.5aa.
    ordered = ["704.5", "704.5a", "704.5y", "704.5z", "704.5aa", "704.5ab", "704.5ba", "704.6"]
    scrambled = ["704.5ab", "704.6", "704.5aa", "704.5", "704.5z", "704.5ba", "704.5a", "704.5y"]
    assert sorted(scrambled, key=number_key) == ordered
    assert is_within("704.5aa", "704.5")
    assert not is_within("704.5aa", "704.5a")


def test_within_is_by_level_not_by_characters() -> None:
    assert is_within("107.3a", "107.3")
    assert not is_within("107.30", "107.3")
    assert is_within("702.103f", "7")


@pytest.mark.parametrize(
    "text", ["", "0", "10", "1000", "106.", "106.1.", "106.1A", "106.1abc", "106.1a1", "abc"]
)
def test_not_numbers(text: str) -> None:
    assert not is_number(text)
    with pytest.raises(ValueError, match="not a CR paragraph number"):
        number_key(text)


@given(numbers)
def test_every_number_is_within_its_parent_and_sorts_after_it(number: str) -> None:
    parent = parent_of(number)
    if parent is not None:
        assert is_within(number, parent)
        assert number_key(parent) < number_key(number)
