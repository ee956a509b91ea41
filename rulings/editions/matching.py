"""Pair each paragraph of an old edition with its counterpart in a new one, wherever it now stands.

Cheap and certain evidence first, so that the costly similarity search only sees the few leftovers:
1. the same wording (examples included, typography aside) under the same number, then under another;
2. the same wording once the old text's cross-references are renumbered the way step 1 moved paragraphs;
3. a heading whose subparagraphs mostly moved under one new heading moved there too;
4. a similar wording at the number its moved parent implies, or at its own number;
4b. a similar wording among the new paragraphs left under the same (matched) parent, as when 701.50c
    became 701.50b with a new wording while its siblings moved the other way;
5. a very similar wording anywhere (difflib with its quick upper bounds as prefilters);
6. what is left under the same number in both editions was rewritten in place.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Mapping
from typing import Final

from rulings.editions.edition import Edition, Paragraph, canonical_text
from rulings.editions.numbers import is_number, kind_of, number_key, parent_of
from rulings.editions.references import rewrite_references
from rulings.editions.typography import typographic_form

__all__ = ["match_paragraphs", "similarity"]

# A paragraph under its expected number may have been edited more than one found by search anywhere.
EXPECTED_PLACE_SIMILARITY: Final = 0.6
ANYWHERE_SIMILARITY: Final = 0.8


def similarity(old: str, new: str) -> float:
    """How alike two wordings are, word by word, from 0 to 1."""
    return difflib.SequenceMatcher(None, old.split(), new.split(), autojunk=False).ratio()


def match_paragraphs(old: Edition, new: Edition) -> dict[str, str]:
    """Old paragraph number -> new paragraph number, for every old paragraph that still exists."""
    return _Matcher(old, new).run()


class _Matcher:
    """The state of one matching: what is paired so far and what is left on each side."""

    def __init__(self, old: Edition, new: Edition) -> None:
        self.old = old
        self.new = new
        # Matched on the typographic form: a paragraph whose quotes were straightened is the same one.
        self.old_text = {p.number: typographic_form(canonical_text(p)) for p in old.paragraphs}
        self.new_text = {p.number: typographic_form(canonical_text(p)) for p in new.paragraphs}
        self.old_left: dict[str, Paragraph] = dict(old.by_number)
        self.new_left: dict[str, Paragraph] = dict(new.by_number)
        self.old_position = {p.number: i for i, p in enumerate(old.paragraphs)}
        self.new_position = {p.number: i for i, p in enumerate(new.paragraphs)}
        self.pairs: dict[str, str] = {}

    def run(self) -> dict[str, str]:
        """All stages in order."""
        self.same_wording(self.old_text)
        self.same_wording({n: self.renumbered_text(n) for n in self.old_left})
        self.follow_children()
        self.expected_place()
        self.among_siblings()
        self.anywhere()
        for number in [n for n in self.old_left if n in self.new_left]:
            self.pair(number, number)
        return dict(sorted(self.pairs.items(), key=lambda item: self.old_position[item[0]]))

    def pair(self, old_number: str, new_number: str) -> None:
        """Record a match and take both paragraphs off the table."""
        self.pairs[old_number] = new_number
        del self.old_left[old_number]
        del self.new_left[new_number]

    def renumbered_text(self, old_number: str) -> str:
        """The old wording with its references renumbered the way the matches so far moved paragraphs."""
        return rewrite_references(self.old_text[old_number], self.pairs)

    def same_wording(self, old_text: Mapping[str, str]) -> None:
        """Stages 1 and 2: identical wording, under the same number first."""
        for number in list(self.old_left):
            if number in self.new_left and self.new_text[number] == old_text[number]:
                self.pair(number, number)
        by_text: dict[str, list[str]] = {}
        for number in self.new_left:
            by_text.setdefault(self.new_text[number], []).append(number)
        for number in list(self.old_left):
            candidates = [n for n in by_text.get(old_text[number], ()) if n in self.new_left]
            if candidates:
                self.pair(number, self.closest(number, candidates))

    def closest(self, old_number: str, candidates: list[str]) -> str:
        """Among equally good new paragraphs, the one where the moved parent says, else the nearest."""
        expected = self.expected_number(old_number)
        if expected in candidates:
            return expected
        position = self.old_position[old_number]
        return min(candidates, key=lambda n: abs(self.new_position[n] - position))

    def expected_number(self, old_number: str) -> str | None:
        """Where a paragraph goes if it moved with its nearest moved parent ("722.1a" -> "723.1a")."""
        ancestor = parent_of(old_number)
        while ancestor is not None and kind_of(ancestor) != "chapter":
            moved_to = self.pairs.get(ancestor)
            if moved_to is not None and moved_to != ancestor:
                expected = moved_to + old_number[len(ancestor) :]
                return expected if is_number(expected) else None
            ancestor = parent_of(ancestor)
        return None

    def follow_children(self) -> None:
        """Stage 3: a heading goes where most of its subparagraphs went, deepest headings first."""
        children: dict[str, list[str]] = {}
        for number in self.old_text:
            parent = parent_of(number)
            if parent is not None:
                children.setdefault(parent, []).append(number)
        for number in sorted(self.old_left, key=lambda n: -len(number_key(n))):
            votes = Counter(
                parent_of(self.pairs[child]) for child in children.get(number, ()) if child in self.pairs
            )
            if not votes:
                continue
            target, count = votes.most_common(1)[0]
            if (
                target is not None
                and target in self.new_left
                and count * 2 > len(children[number])
                and kind_of(target) == kind_of(number)
            ):
                self.pair(number, target)

    def expected_place(self) -> None:
        """Stage 4: a similar wording where the moved parent puts it, or under its own number."""
        for number in list(self.old_left):
            expected = self.expected_number(number)
            places = [place for place in (expected, number) if place is not None]
            old_text = self.renumbered_text(number)
            for place in places:
                if place not in self.new_left:
                    continue
                if similarity(old_text, self.new_text[place]) >= EXPECTED_PLACE_SIMILARITY:
                    self.pair(number, place)
                    break

    def among_siblings(self) -> None:
        """Stage 4b: the most similar leftover under the new place of the paragraph's parent.

        The parent being matched is the positional evidence that lets a lower similarity than stage 5's
        count, as in stage 4; the best-scoring pairs are taken first.
        """
        new_by_parent: dict[str, list[str]] = {}
        for number in self.new_left:
            parent = parent_of(number)
            if parent is not None and kind_of(parent) != "chapter":
                new_by_parent.setdefault(parent, []).append(number)
        scored: list[tuple[float, str, str]] = []
        for number in self.old_left:
            parent = parent_of(number)
            new_parent = self.pairs.get(parent) if parent is not None else None
            if new_parent is None:
                continue
            old_text = self.renumbered_text(number)
            for candidate in new_by_parent.get(new_parent, ()):
                ratio = similarity(old_text, self.new_text[candidate])
                if ratio >= EXPECTED_PLACE_SIMILARITY:
                    scored.append((ratio, number, candidate))
        for _, number, candidate in sorted(scored, key=lambda item: -item[0]):
            if number in self.old_left and candidate in self.new_left:
                self.pair(number, candidate)

    def anywhere(self) -> None:
        """Stage 5: the most similar leftover of the same kind, if it is nearly the same wording."""
        scored: list[tuple[float, str, str]] = []
        new_words = {n: self.new_text[n].split() for n in self.new_left}
        for number in self.old_left:
            old_words = self.renumbered_text(number).split()
            matcher = difflib.SequenceMatcher(None, autojunk=False)
            matcher.set_seq2(old_words)  # difflib caches facts about the second sequence
            for candidate, words in new_words.items():
                if kind_of(candidate) != kind_of(number):
                    continue
                matcher.set_seq1(words)
                if (
                    matcher.real_quick_ratio() >= ANYWHERE_SIMILARITY
                    and matcher.quick_ratio() >= ANYWHERE_SIMILARITY
                    and (ratio := matcher.ratio()) >= ANYWHERE_SIMILARITY
                ):
                    scored.append((ratio, number, candidate))
        for _, number, candidate in sorted(scored, key=lambda item: -item[0]):
            if number in self.old_left and candidate in self.new_left:
                self.pair(number, candidate)
