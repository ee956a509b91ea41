"""Cross-references as the CR writes them, and their renumbering."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulings.editions.references import find_references, rewrite_references


@pytest.mark.parametrize(
    ("text", "targets"),
    [
        ("See rule 302.6.", ["302.6"]),
        ("(see rule 732, “Handling Illegal Actions”)", ["732"]),
        ("proposal of the spell (rules 601.2a–d) and payment", ["601.2a", "601.2d"]),
        (
            "This follows rules 701.27a–f, 712.9–10, and 712.18.",
            ["701.27a", "701.27f", "712.9", "712.10", "712.18"],
        ),
        ("See rules 903.6–903.11.", ["903.6", "903.11"]),
        ("See rules 614 and 615.", ["614", "615"]),
        ("See rules 701.42, “Meld,” and 730, “Merging with Permanents.”", ["701.42", "730"]),
        ("See rule 114, “Emblems”; rule 901, “Planechase;” and rule 904.", ["114", "901", "904"]),
        ("See section 8, “Multiplayer Rules.”", ["8"]),
        ("This is an exception to 608.2h.", ["608.2h"]),
        ("See rule 704.5aa.", ["704.5aa"]),
        ("as rules 704.5y–aa say", ["704.5y", "704.5aa"]),
        ("Your deck must contain exactly 100 cards.", []),
        ("repeating that sequence 999,999 more times", []),
        ("each player’s starting life total is 25", []),
    ],
)
def test_references_in_cr_prose(text: str, targets: list[str]) -> None:
    assert [reference.target for reference in find_references(text)] == targets


def test_renumbering_keeps_the_cr_s_spelling() -> None:
    mapping = {"728.2a": "729.2a", "728.2c": "729.2c", "712.9": "713.9", "712.10": "713.10", "730": "731"}
    text = "See rules 728.2a–c and 712.9–10, and rule 730, “Day and Night.”"
    assert (
        rewrite_references(text, mapping) == "See rules 729.2a–c and 713.9–10, and rule 731, “Day and Night.”"
    )


def test_renumbering_a_two_letter_subrule() -> None:
    mapping = {"704.5w": "704.5x", "704.5z": "704.5aa"}
    assert rewrite_references("See rules 704.5w–z.", mapping) == "See rules 704.5x–aa."
    assert rewrite_references("See rule 704.5z.", mapping) == "See rule 704.5aa."


def test_a_short_range_end_is_spelled_out_when_it_leaves_its_rule() -> None:
    assert rewrite_references("rules 608.2c–k", {"608.2k": "609.2a"}) == "rules 608.2c–609.2a"


@given(st.text())
def test_renumbering_with_no_changes_is_the_identity(text: str) -> None:
    assert rewrite_references(text, {}) == text
    assert rewrite_references(text, lambda target: target) == text
