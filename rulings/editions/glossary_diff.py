"""The difference between two editions' Glossaries: terms added, removed, and definitions reworded.

Terms are matched by name (typography aside, "Partner, “Partner—[text],”…" matches its straight-quoted
spelling). A definition whose words are the same once quotes, dashes and line breaks are set aside is not
a change: some copies run a definition's lines together ("… can do.2. An activated …").
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.editions.edition import Edition, GlossaryEntry
from rulings.editions.typography import layout_form, typographic_form
from rulings.editions.worddiff import WordChange, word_diff

__all__ = ["GlossaryChange", "GlossaryDiff", "diff_glossaries"]


@dataclass(frozen=True, slots=True)
class GlossaryChange:
    """A term whose definition was reworded, with the word diff of the definitions."""

    old: GlossaryEntry
    new: GlossaryEntry
    changes: tuple[WordChange, ...]


@dataclass(frozen=True, slots=True)
class GlossaryDiff:
    """Glossary entries added, removed and reworded; `typographic` names those changed in layout only."""

    added: tuple[GlossaryEntry, ...]
    removed: tuple[GlossaryEntry, ...]
    changed: tuple[GlossaryChange, ...]
    typographic: tuple[str, ...]

    @property
    def is_empty(self) -> bool:
        """Whether the Glossaries say the same."""
        return not (self.added or self.removed or self.changed)


def diff_glossaries(old: Edition, new: Edition) -> GlossaryDiff:
    """Compare the Glossaries of two editions term by term."""
    old_by_term = {typographic_form(entry.term): entry for entry in old.glossary}
    new_by_term = {typographic_form(entry.term): entry for entry in new.glossary}
    changed: list[GlossaryChange] = []
    typographic: list[str] = []
    for term, new_entry in new_by_term.items():
        old_entry = old_by_term.get(term)
        if old_entry is None or (old_entry.term, old_entry.definition) == (
            new_entry.term,
            new_entry.definition,
        ):
            continue
        if layout_form(old_entry.definition) == layout_form(new_entry.definition):
            typographic.append(new_entry.term)
        else:
            changed.append(
                GlossaryChange(old_entry, new_entry, word_diff(old_entry.definition, new_entry.definition))
            )
    return GlossaryDiff(
        added=tuple(entry for term, entry in new_by_term.items() if term not in old_by_term),
        removed=tuple(entry for term, entry in old_by_term.items() if term not in new_by_term),
        changed=tuple(changed),
        typographic=tuple(typographic),
    )
