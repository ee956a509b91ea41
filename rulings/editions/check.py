"""`rulings rules check`: do the features still agree with the Comprehensive Rules?

Five questions, each answered with the feature file, line and paragraph number concerned:
- has a cited paragraph changed, moved or vanished since the lock was written (scenarios to review)?
- does every `Rule:` block tagged `@rule:N` quote paragraph N verbatim in its description?
- does every `Rule:` block tagged `@ruling:DATE` quote a ruling of its card of that date verbatim?
- does every cited number exist?
- is every cited paragraph in the lock?
"""

from __future__ import annotations

import dataclasses
import datetime
import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from rulings.editions.citations import Citation, collect_citations, rule_numbers
from rulings.editions.diff import diff_editions
from rulings.editions.edition import (
    Edition,
    Paragraph,
    canonical_text,
    canonical_wording,
    collapse_whitespace,
    paragraph_digest,
)
from rulings.editions.lock import Lock, LockedParagraph, read_lock
from rulings.editions.matching import ANYWHERE_SIMILARITY, EXPECTED_PLACE_SIMILARITY, similarity
from rulings.editions.numbers import is_number, kind_of
from rulings.editions.parser import read_edition
from rulings.editions.references import rewrite_references
from rulings.editions.ruling_quotes import RulingMisquote, misquoted_rulings
from rulings.editions.worddiff import WordChange, word_diff
from rulings.layout import EDITION_FILE
from rulings.suite.card_rulings import CardRuling, read_card_rulings
from rulings.suite.featurefile import Feature, Rule, read_features
from rulings.suite.tags import RULING_TAG, tag_values

__all__ = ["Misquote", "Report", "ReviewItem", "UnknownNumber", "check", "run_check"]


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """A cited paragraph whose wording is no longer the locked one: changed in place, moved, or gone.

    `references_only` says that the wording differs only because its cross-references follow the
    renumbering (506.7c citing 506.7 became 506.8c citing 506.8): the rule itself did not change.
    """

    number: str
    status: Literal["changed", "moved", "vanished"]
    locked: LockedParagraph
    current: Paragraph | None
    text_changes: tuple[WordChange, ...]
    example_changes: tuple[WordChange, ...]
    citations: tuple[Citation, ...]
    references_only: bool = False


@dataclass(frozen=True, slots=True)
class Misquote:
    """A `Rule:` block whose description is not the text of the paragraph(s) its `@rule:` tags name.

    `moved_to` maps each tagged number whose paragraph moved to its new number (from the edition the lock
    names, or, without it, from where the quoted text now stands): the quote is then not wrong but out of
    date, and `expected`/`changes` compare it with the paragraph at the new number.
    """

    path: Path
    line: int
    rule_name: str
    numbers: tuple[str, ...]
    expected: str
    found: str
    changes: tuple[WordChange, ...]
    moved_to: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class UnknownNumber:
    """A cited number the edition does not have (and the lock never had), or no paragraph number at all."""

    number: str
    well_formed: bool
    citations: tuple[Citation, ...]


@dataclass(frozen=True)
class Report:
    """Everything `check` found; `needs_review` says whether CI must fail."""

    edition: Edition
    edition_path: Path
    cited: int
    review: tuple[ReviewItem, ...]
    misquotes: tuple[Misquote, ...]
    unknown: tuple[UnknownNumber, ...]
    unlocked: tuple[tuple[str, tuple[Citation, ...]], ...]
    no_longer_cited: tuple[str, ...]
    misquoted_rulings: tuple[RulingMisquote, ...] = ()

    @property
    def needs_review(self) -> bool:
        """Whether anything must be looked at (and `rulings rules check` exits non-zero)."""
        return bool(self.review or self.misquotes or self.misquoted_rulings or self.unknown or self.unlocked)


def run_check(
    features_dir: Path, lock_path: Path, edition_path: Path, card_rulings_path: Path | None = None
) -> Report:
    """Check the features in `features_dir` and the lock at `lock_path` against the CR file `edition_path`,
    and the card features' rulings against `card_rulings_path` (data/card-rulings.json) when given."""
    rulings = None if card_rulings_path is None else read_card_rulings(card_rulings_path)
    features = read_features(features_dir)
    return check(
        features,
        read_lock(lock_path),
        read_edition(edition_path),
        edition_path,
        rulings,
        editions_dir=edition_path.parent,
    )


def check(
    features: Sequence[Feature],
    lock: Lock,
    edition: Edition,
    edition_path: Path,
    card_rulings: Mapping[str, Sequence[CardRuling]] | None = None,
    *,
    editions_dir: Path | None = None,
) -> Report:
    """The same check on data already read; rulings are checked only when `card_rulings` is given.

    When `editions_dir` holds the editions the changed lock entries were locked against
    (cr-YYYY-MM-DD.txt), each is diffed with `edition`, so that a paragraph is followed to its new
    number the way `rules diff` matched it; without them, by its wording alone.
    """
    citations = collect_citations(features)
    review: list[ReviewItem] = []
    unknown: list[UnknownNumber] = []
    unlocked: list[tuple[str, tuple[Citation, ...]]] = []
    by_digest = {paragraph_digest(p): p for p in reversed(edition.paragraphs)}
    stale = [
        locked
        for number in citations
        if (locked := lock.paragraphs.get(number)) is not None
        and ((current := edition.by_number.get(number)) is None or paragraph_digest(current) != locked.sha256)
    ]
    number_maps = _number_maps({locked.edition for locked in stale}, edition, editions_dir)
    for number, cited_by in citations.items():
        locked = lock.paragraphs.get(number)
        current = edition.by_number.get(number)
        if locked is None:
            if current is None:
                unknown.append(UnknownNumber(number, is_number(number), tuple(cited_by)))
            else:
                unlocked.append((number, tuple(cited_by)))
            continue
        number_map = number_maps.get(locked.edition)
        if number_map is None:
            item = _review(locked, current, edition, by_digest, tuple(cited_by))
        else:
            item = _review_by_map(locked, edition, number_map, tuple(cited_by))
        if item is not None:
            review.append(item)
    moves = {item.number: item.current.number for item in review if item.status == "moved" and item.current}
    misquotes = [
        m for feature in features for rule in feature.rules if (m := _misquote(feature, rule, edition, moves))
    ]
    return Report(
        edition=edition,
        edition_path=edition_path,
        cited=len(citations),
        review=tuple(review),
        misquotes=tuple(misquotes),
        unknown=tuple(unknown),
        unlocked=tuple(unlocked),
        no_longer_cited=tuple(number for number in lock.paragraphs if number not in citations),
        misquoted_rulings=tuple(misquoted_rulings(features, card_rulings or {}))
        if card_rulings is not None
        else (),
    )


def _number_maps(
    dates: set[datetime.date], edition: Edition, editions_dir: Path | None
) -> dict[datetime.date, Mapping[str, str]]:
    """For each locking date whose edition file is at hand, old number -> number in `edition`."""
    if editions_dir is None or not editions_dir.is_dir():
        return {}
    maps: dict[datetime.date, Mapping[str, str]] = {}
    for path in editions_dir.iterdir():
        match = EDITION_FILE.fullmatch(path.name)
        if match is None:
            continue
        date = datetime.date.fromisoformat(match[1])
        if date in dates and date != edition.effective:
            maps[date] = diff_editions(read_edition(path), edition).number_map
    return maps


def _review_by_map(
    locked: LockedParagraph, edition: Edition, number_map: Mapping[str, str], citations: tuple[Citation, ...]
) -> ReviewItem | None:
    """What became of a locked paragraph, following the diff from its locking edition."""
    new_number = number_map.get(locked.number)
    current = None if new_number is None else edition.by_number[new_number]
    if current is None:
        return _item(locked, "vanished", edition.by_number.get(locked.number), citations)
    if paragraph_digest(current) == locked.sha256 and new_number == locked.number:
        return None
    status: Literal["changed", "moved"] = "changed" if new_number == locked.number else "moved"
    renumbered = rewrite_references(canonical_wording(locked.text, locked.examples), number_map)
    item = _item(locked, status, current, citations)
    if paragraph_digest(current) != locked.sha256 and renumbered == canonical_text(current):
        return dataclasses.replace(item, references_only=True)
    return item


def _review(
    locked: LockedParagraph,
    current: Paragraph | None,
    edition: Edition,
    by_digest: Mapping[str, Paragraph],
    citations: tuple[Citation, ...],
) -> ReviewItem | None:
    """What became of a locked paragraph in `edition`, or None if it still reads the same."""
    if current is not None and paragraph_digest(current) == locked.sha256:
        return None
    # The locked wording word for word under another number: renumbered, its old number maybe reused.
    renumbered = by_digest.get(locked.sha256)
    if renumbered is not None:
        return _item(locked, "moved", renumbered, citations)
    locked_text = canonical_wording(locked.text, locked.examples)
    if current is not None and similarity(locked_text, canonical_text(current)) >= EXPECTED_PLACE_SIMILARITY:
        return _item(locked, "changed", current, citations)
    # Nearly the locked wording under another number: renumbered and edited.
    renumbered = _most_similar(locked_text, locked.number, edition.paragraphs)
    if renumbered is not None:
        return _item(locked, "moved", renumbered, citations)
    # Its number now holds a text rewritten beyond recognition, or is gone.
    return _item(locked, "vanished" if current is None else "changed", current, citations)


def _item(
    locked: LockedParagraph,
    status: Literal["changed", "moved", "vanished"],
    current: Paragraph | None,
    citations: tuple[Citation, ...],
) -> ReviewItem:
    """A review item with word diffs of text and examples against the locked wording."""
    text_changes: tuple[WordChange, ...] = ()
    example_changes: tuple[WordChange, ...] = ()
    if current is not None:
        if collapse_whitespace(locked.text) != collapse_whitespace(current.text):
            text_changes = word_diff(locked.text, current.text)
        old_examples = " ".join(f"Example: {e}" for e in locked.examples)
        new_examples = " ".join(f"Example: {e}" for e in current.examples)
        if collapse_whitespace(old_examples) != collapse_whitespace(new_examples):
            example_changes = word_diff(old_examples, new_examples)
    return ReviewItem(locked.number, status, locked, current, text_changes, example_changes, citations)


def _most_similar(wording: str, number: str, paragraphs: Sequence[Paragraph]) -> Paragraph | None:
    """The paragraph of the same kind whose wording is nearly `wording`, if there is one."""
    kind = kind_of(number)
    matcher = difflib.SequenceMatcher(None, autojunk=False)
    matcher.set_seq2(wording.split())
    best: tuple[float, Paragraph] | None = None
    for paragraph in paragraphs:
        if paragraph.kind != kind:
            continue
        matcher.set_seq1(canonical_text(paragraph).split())
        if matcher.real_quick_ratio() < ANYWHERE_SIMILARITY or matcher.quick_ratio() < ANYWHERE_SIMILARITY:
            continue
        ratio = matcher.ratio()
        if ratio >= ANYWHERE_SIMILARITY and (best is None or ratio > best[0]):
            best = (ratio, paragraph)
    return None if best is None else best[1]


def _misquote(feature: Feature, rule: Rule, edition: Edition, moves: Mapping[str, str]) -> Misquote | None:
    """The mismatch between a CR Rule block's description and the paragraphs it is tagged with, if any.

    A tagged paragraph that moved (`moves`, from the review) is compared at its new number, and so is
    one whose quote is, word for word, the text of another paragraph now (506.7's quote is 506.8's text).
    """
    if tag_values(rule.tags, RULING_TAG):
        return None  # a Gatherer ruling; its @rule: tags name what the ruling rests on
    numbers = tuple(dict.fromkeys(rule_numbers(rule.tags)))
    moved_to = {number: moves[number] for number in numbers if moves.get(number, number) != number}
    paragraphs = [edition.by_number.get(number) for number in numbers]
    if not numbers or any(p is None and n not in moved_to for n, p in zip(numbers, paragraphs, strict=True)):
        return None  # an unknown number is reported once, as such
    found = collapse_whitespace(rule.description)
    if found == " ".join(collapse_whitespace(p.text) for p in paragraphs if p is not None):
        return None
    if not moved_to and len(numbers) == 1:
        now_at = next((p.number for p in edition.paragraphs if collapse_whitespace(p.text) == found), None)
        if now_at is not None and now_at != numbers[0]:
            moved_to = {numbers[0]: now_at}
    expected = " ".join(
        collapse_whitespace(edition.by_number[moved_to.get(number, number)].text) for number in numbers
    )
    changes = word_diff(expected, found) if expected != found else ()
    return Misquote(feature.path, rule.line, rule.name, numbers, expected, found, changes, moved_to=moved_to)
