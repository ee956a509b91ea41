"""The difference between two CR editions, paragraph by paragraph: what a rules maintainer must read."""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from rulings.editions.edition import Edition, Paragraph, canonical_text, collapse_whitespace
from rulings.editions.glossary_diff import GlossaryDiff, diff_glossaries
from rulings.editions.matching import match_paragraphs, similarity
from rulings.editions.references import rewrite_references
from rulings.editions.typography import typographic_form
from rulings.editions.worddiff import WordChange, word_diff

__all__ = ["EditionDiff", "ParagraphChange", "RetargetedReference", "StaleReference", "diff_editions"]

Wording = Literal["same", "references", "typography", "changed"]


@dataclass(frozen=True, slots=True)
class ParagraphChange:
    """An old paragraph and its counterpart in the new edition, with what happened to its wording.

    `wording` is "same" (identical), "references" (identical once its cross-references follow the
    renumbering), "typography" (identical but for quotes, dashes and spacing, see `typographic_form`) or
    "changed"; `text_changes` and `example_changes` are word diffs, empty when that part
    did not change.
    """

    old: Paragraph
    new: Paragraph
    wording: Wording
    similarity: float
    text_changes: tuple[WordChange, ...]
    example_changes: tuple[WordChange, ...]

    @property
    def text_changed(self) -> bool:
        """Whether the rule text itself (not only its examples) reads differently."""
        return bool(self.text_changes)

    @property
    def examples_changed(self) -> bool:
        """Whether the paragraph's examples read differently."""
        return bool(self.example_changes)


@dataclass(frozen=True, slots=True)
class RetargetedReference:
    """A cross-reference that now names a different number ("See rule 730" became "See rule 731")."""

    old_paragraph: str
    new_paragraph: str
    old_target: str
    new_target: str
    follows_renumbering: bool


@dataclass(frozen=True, slots=True)
class StaleReference:
    """A reference left as it was although the paragraph it named moved or vanished: maybe a CR erratum."""

    paragraph: str
    target: str
    now_at: str | None


@dataclass(frozen=True)
class EditionDiff:
    """All that differs between two editions; `number_map` takes each surviving old number to its new one.

    `typographic` holds the paragraphs kept under their number whose quotes, dashes or spacing alone
    changed: apart from `changed`, so that a re-typeset copy does not bury the real rewordings.
    """

    old: Edition
    new: Edition
    changed: tuple[ParagraphChange, ...]
    typographic: tuple[ParagraphChange, ...]
    renumbered: tuple[ParagraphChange, ...]
    added: tuple[Paragraph, ...]
    removed: tuple[Paragraph, ...]
    retargeted: tuple[RetargetedReference, ...]
    stale: tuple[StaleReference, ...]
    unchanged: int
    number_map: Mapping[str, str]
    glossary: GlossaryDiff

    @property
    def is_empty(self) -> bool:
        """Whether the two editions have the same numbered rules and Glossary (typography aside)."""
        return (
            not (self.changed or self.renumbered or self.added or self.removed or self.retargeted)
            and self.glossary.is_empty
        )


def diff_editions(old: Edition, new: Edition) -> EditionDiff:
    """Added, removed, changed and renumbered paragraphs, and cross-references that now name other numbers."""
    number_map = match_paragraphs(old, new)
    changed: list[ParagraphChange] = []
    typographic: list[ParagraphChange] = []
    renumbered: list[ParagraphChange] = []
    retargeted: list[RetargetedReference] = []
    stale: list[StaleReference] = []
    unchanged = 0
    for old_number, new_number in number_map.items():
        change = compare(old.by_number[old_number], new.by_number[new_number], number_map)
        retargeted.extend(_retargeted(change, number_map))
        stale.extend(_stale(change, number_map, old))
        if old_number != new_number:
            renumbered.append(change)
        elif change.wording == "changed":
            changed.append(change)
        elif change.wording == "typography":
            typographic.append(change)
        elif change.wording == "same":
            unchanged += 1
    matched_new = set(number_map.values())
    return EditionDiff(
        old=old,
        new=new,
        changed=tuple(changed),
        typographic=tuple(typographic),
        renumbered=tuple(renumbered),
        added=tuple(p for p in new.paragraphs if p.number not in matched_new),
        removed=tuple(p for p in old.paragraphs if p.number not in number_map),
        retargeted=tuple(retargeted),
        stale=tuple(stale),
        unchanged=unchanged,
        number_map=number_map,
        glossary=diff_glossaries(old, new),
    )


def compare(old: Paragraph, new: Paragraph, number_map: Mapping[str, str]) -> ParagraphChange:
    """How the wording of a matched pair differs, part by part."""
    old_text, new_text = canonical_text(old), canonical_text(new)
    renumbered_text = rewrite_references(old_text, number_map)
    wording: Wording = (
        "same"
        if old_text == new_text
        else "references"
        if renumbered_text == new_text
        else "typography"
        if typographic_form(renumbered_text) == typographic_form(new_text)
        else "changed"
    )
    text_changes: tuple[WordChange, ...] = ()
    if collapse_whitespace(old.text) != collapse_whitespace(new.text):
        text_changes = word_diff(old.text, new.text)
    example_changes: tuple[WordChange, ...] = ()
    if [collapse_whitespace(e) for e in old.examples] != [collapse_whitespace(e) for e in new.examples]:
        example_changes = word_diff(_examples(old), _examples(new))
    return ParagraphChange(
        old=old,
        new=new,
        wording=wording,
        similarity=1.0 if wording == "same" else similarity(renumbered_text, new_text),
        text_changes=text_changes,
        example_changes=example_changes,
    )


def _examples(paragraph: Paragraph) -> str:
    """A paragraph's examples as one text, each introduced as in the CR."""
    return " ".join(f"Example: {example}" for example in paragraph.examples)


def _reference_pairs(change: ParagraphChange, number_map: Mapping[str, str]) -> list[tuple[str, str]]:
    """Each old reference with the new reference that stands in its place, where one does.

    Wordings with as many references pair them in order; otherwise the old references, renumbered, are
    aligned with the new ones so that an added reference does not shift all the others.
    """
    old_targets, new_targets = change.old.references, change.new.references
    if len(old_targets) == len(new_targets):
        return list(zip(old_targets, new_targets, strict=True))
    renumbered = [number_map.get(target, target) for target in old_targets]
    matcher = difflib.SequenceMatcher(None, renumbered, new_targets, autojunk=False)
    pairs: list[tuple[str, str]] = []
    for tag, old_start, old_end, new_start, new_end in matcher.get_opcodes():
        if tag == "equal" or (tag == "replace" and old_end - old_start == new_end - new_start):
            pairs.extend(zip(old_targets[old_start:old_end], new_targets[new_start:new_end], strict=True))
    return pairs


def _retargeted(change: ParagraphChange, number_map: Mapping[str, str]) -> list[RetargetedReference]:
    """References at the same place in both wordings that now name a different number."""
    return [
        RetargetedReference(
            old_paragraph=change.old.number,
            new_paragraph=change.new.number,
            old_target=old_target,
            new_target=new_target,
            follows_renumbering=number_map.get(old_target) == new_target,
        )
        for old_target, new_target in _reference_pairs(change, number_map)
        if old_target != new_target
    ]


def _stale(change: ParagraphChange, number_map: Mapping[str, str], old: Edition) -> list[StaleReference]:
    """References kept as they were although the paragraph they named moved away or vanished."""
    return [
        StaleReference(change.new.number, old_target, number_map.get(old_target))
        for old_target, new_target in _reference_pairs(change, number_map)
        if old_target == new_target
        and old_target in old.by_number
        and number_map.get(old_target) != old_target
    ]
