"""Word diffs: the deleted and kept words give the old wording, the inserted and kept ones the new."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rulings.editions.worddiff import word_diff

wordings = st.lists(st.sampled_from(["the", "{P}", "{H}", "mana", "enters", "battlefield", "X"]), max_size=12)


def test_the_phyrexian_symbol_change() -> None:
    old = "In rules text, the Phyrexian symbol {P} with no colored background means"
    new = "In rules text, the Phyrexian symbol {H} with no colored background means"
    changed = [(c.op, c.text) for c in word_diff(old, new) if c.op != "equal"]
    assert changed == [("delete", "{P}"), ("insert", "{H}")]


@given(wordings, wordings)
def test_a_word_diff_holds_both_wordings(old: list[str], new: list[str]) -> None:
    changes = word_diff(" ".join(old), " ".join(new))
    assert " ".join(c.text for c in changes if c.op != "insert").split() == old
    assert " ".join(c.text for c in changes if c.op != "delete").split() == new
