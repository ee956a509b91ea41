"""Word-level differences between two wordings, for people reading what a CR change did."""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Literal

__all__ = ["WordChange", "word_diff"]


@dataclass(frozen=True, slots=True)
class WordChange:
    """A run of words the old and new wording share ("equal"), or that only one of them has."""

    op: Literal["equal", "delete", "insert"]
    text: str


def word_diff(old: str, new: str) -> tuple[WordChange, ...]:
    """The words of `old` and `new` as equal, deleted and inserted runs (whitespace normalised)."""
    old_words, new_words = old.split(), new.split()
    matcher = difflib.SequenceMatcher(None, old_words, new_words, autojunk=False)
    changes: list[WordChange] = []
    for tag, old_start, old_end, new_start, new_end in matcher.get_opcodes():
        if tag == "equal":
            changes.append(WordChange("equal", " ".join(old_words[old_start:old_end])))
            continue
        if old_end > old_start:
            changes.append(WordChange("delete", " ".join(old_words[old_start:old_end])))
        if new_end > new_start:
            changes.append(WordChange("insert", " ".join(new_words[new_start:new_end])))
    return tuple(changes)
