"""The difference between two card builds, card by card: errata, characteristics, rulings, renames.

Cards are matched by name, then a card only in the old build with a card only in the new one of the same
Scryfall Oracle id is a rename (the id stays when the name changes). Builds without ids (the engine's
vendored data) match a rename by its characteristics instead: the same Oracle text once each card's own
name is set aside, the same mana cost and type line, nothing else matching.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from rulings.cards.builds import CHARACTERISTICS, Build, CardEntry, Face, Ruling
from rulings.cards.templating import templating_form
from rulings.editions.typography import typographic_form
from rulings.editions.worddiff import WordChange, word_diff

__all__ = ["BuildDiff", "CardChange", "FieldChange", "RulingChange", "diff_builds"]

# Two rulings of the same date this alike are one ruling reworded, not one removed and one added.
REWORDED_RULING_SIMILARITY = 0.6


@dataclass(frozen=True, slots=True)
class FieldChange:
    """A characteristic of one face that reads differently; `kind` says whether only its templating did."""

    face: str
    field: str
    old: str
    new: str
    kind: Literal["erratum", "templating"]
    words: tuple[WordChange, ...]

    @property
    def label(self) -> str:
        """What people call the characteristic ("Oracle text", "mana cost")."""
        return CHARACTERISTICS[self.field]


@dataclass(frozen=True, slots=True)
class RulingChange:
    """A ruling added, removed, or reworded (same date, similar text)."""

    kind: Literal["added", "removed", "reworded"]
    old: Ruling | None
    new: Ruling | None


@dataclass(frozen=True)
class CardChange:
    """What changed on one card present in both builds (under its old name, if it was renamed)."""

    old: CardEntry
    new: CardEntry
    fields: tuple[FieldChange, ...]
    rulings: tuple[RulingChange, ...]

    @property
    def renamed(self) -> bool:
        """Whether the card has another name in the new build."""
        return self.old.name != self.new.name

    @property
    def errata(self) -> tuple[FieldChange, ...]:
        """The changes that are more than templating."""
        return tuple(change for change in self.fields if change.kind == "erratum")


@dataclass(frozen=True)
class BuildDiff:
    """All that differs between two builds; `unchanged` counts the cards that read the same."""

    old: Build
    new: Build
    changed: tuple[CardChange, ...]
    added: tuple[CardEntry, ...]
    removed: tuple[CardEntry, ...]
    unchanged: int

    @property
    def renamed(self) -> tuple[CardChange, ...]:
        """The cards whose name changed."""
        return tuple(change for change in self.changed if change.renamed)


def diff_builds(old: Build, new: Build) -> BuildDiff:
    """Compare every card of the old build with its counterpart in the new one."""
    pairs = {name: name for name in old.cards if name in new.cards}
    pairs.update(_renames(old, new, set(pairs)))
    changed: list[CardChange] = []
    unchanged = 0
    for old_name, new_name in pairs.items():
        change = _compare(old.cards[old_name], new.cards[new_name])
        if change.fields or change.rulings or change.renamed:
            changed.append(change)
        else:
            unchanged += 1
    matched_new = set(pairs.values())
    return BuildDiff(
        old=old,
        new=new,
        changed=tuple(changed),
        added=tuple(card for name, card in new.cards.items() if name not in matched_new),
        removed=tuple(card for name, card in old.cards.items() if name not in pairs),
        unchanged=unchanged,
    )


def _renames(old: Build, new: Build, matched: set[str]) -> dict[str, str]:
    """Old name -> new name of the cards that changed names, by Oracle id, else by unique characteristics."""
    old_left = {name: card for name, card in old.cards.items() if name not in matched}
    if not old_left:
        return {}
    new_left = {name: card for name, card in new.cards.items() if name not in matched}
    renames: dict[str, str] = {}
    by_id = {card.oracle_id: name for name, card in new_left.items() if card.oracle_id}
    for name, card in old_left.items():
        if card.oracle_id and card.oracle_id in by_id:
            renames[name] = by_id.pop(card.oracle_id)
    taken = set(renames.values())
    new_has_ids = any(card.oracle_id for card in new_left.values())
    signatures = Counter(_signature(card) for name, card in new_left.items() if name not in taken)
    by_signature = {_signature(card): name for name, card in new_left.items() if name not in taken}
    for name, card in old_left.items():
        if name in renames or (card.oracle_id and new_has_ids):
            continue  # with ids on both sides, a card whose id has no match was not renamed
        signature = _signature(card)
        if signature[0] and signatures[signature] == 1:
            renames[name] = by_signature[signature]
    return renames


def _signature(card: CardEntry) -> tuple[str, ...]:
    """What stays when a card is renamed: its faces' text (own name set aside), mana cost and type line."""
    return tuple(
        part
        for face in card.faces
        for part in (
            templating_form(face.fields["text"], card.name),
            face.fields["manaCost"],
            face.fields["type"],
        )
    )


def _compare(old: CardEntry, new: CardEntry) -> CardChange:
    fields: list[FieldChange] = []
    for index, (old_face, new_face) in enumerate(_face_pairs(old, new)):
        fields.extend(_face_changes(old, new, old_face, new_face, index))
    rulings = () if old.rulings is None or new.rulings is None else _ruling_changes(old.rulings, new.rulings)
    return CardChange(old, new, tuple(fields), rulings)


def _face_pairs(old: CardEntry, new: CardEntry) -> list[tuple[Face, Face]]:
    """Each old face with its new counterpart: by face name, else (a layout that keeps one face of a split
    card under the card's name, as engine/data/cards.json does) the new face whose text is most alike."""
    pairs: list[tuple[Face, Face]] = []
    new_by_name = {face.name: face for face in new.faces}
    left = list(new.faces)
    for face in old.faces:
        counterpart = (
            new_by_name.get(face.name) if face.name != old.name or len(old.faces) == len(new.faces) else None
        )
        if counterpart is None and len(old.faces) == len(new.faces):
            counterpart = new.faces[len(pairs)]
        if counterpart is None and left:
            counterpart = max(left, key=lambda f: _similarity(face.fields["text"], f.fields["text"]))
        if counterpart is not None:
            pairs.append((face, counterpart))
            if counterpart in left:
                left.remove(counterpart)
    return pairs


def _face_changes(
    old: CardEntry, new: CardEntry, old_face: Face, new_face: Face, index: int
) -> list[FieldChange]:
    changes: list[FieldChange] = []
    for key in CHARACTERISTICS:
        before, after = old_face.fields[key], new_face.fields[key]
        if before == after:
            continue
        same = (
            templating_form(before, old.name) == templating_form(after, new.name)
            if key == "text"
            else typographic_form(before) == typographic_form(after)
        )
        changes.append(
            FieldChange(
                face=new_face.name if index else new.name,
                field=key,
                old=before,
                new=after,
                kind="templating" if same else "erratum",
                words=word_diff(before, after),
            )
        )
    return changes


def _ruling_changes(old: tuple[Ruling, ...], new: tuple[Ruling, ...]) -> tuple[RulingChange, ...]:
    """Rulings removed, added, and reworded (a removed and an added one of the same date, nearly alike)."""
    removed = _missing(old, new)
    added = _missing(new, old)
    changes: list[RulingChange] = []
    for gone in list(removed):
        candidates = [r for r in added if r.date == gone.date]
        scored = [(_similarity(gone.text, r.text), r) for r in candidates]
        best = max(scored, key=lambda item: item[0], default=None)
        if best is not None and best[0] >= REWORDED_RULING_SIMILARITY:
            changes.append(RulingChange("reworded", gone, best[1]))
            removed.remove(gone)
            added.remove(best[1])
    changes.extend(RulingChange("removed", ruling, None) for ruling in removed)
    changes.extend(RulingChange("added", None, ruling) for ruling in added)
    return tuple(changes)


def _missing(rulings: tuple[Ruling, ...], others: tuple[Ruling, ...]) -> list[Ruling]:
    """The rulings of `rulings` that `others` lacks (typography aside), as many times as they are missing."""
    left: Counter[tuple[str, str]] = Counter(_key(r) for r in others)
    missing: list[Ruling] = []
    for ruling in rulings:
        key = _key(ruling)
        if left[key]:
            left[key] -= 1
        else:
            missing.append(ruling)
    return missing


def _key(ruling: Ruling) -> tuple[str, str]:
    return ruling.date, typographic_form(ruling.text)


def _similarity(old: str, new: str) -> float:
    return difflib.SequenceMatcher(None, old.split(), new.split(), autojunk=False).ratio()


def summary_counts(diff: BuildDiff) -> Mapping[str, int]:
    """The figures of a diff, for the headline and --json."""
    return {
        "cards_changed": len(diff.changed),
        "errata": sum(1 for change in diff.changed if change.errata),
        "templating_only": sum(1 for c in diff.changed if c.fields and not c.errata),
        "renamed": len(diff.renamed),
        "rulings_added": sum(1 for c in diff.changed for r in c.rulings if r.kind == "added"),
        "rulings_removed": sum(1 for c in diff.changed for r in c.rulings if r.kind == "removed"),
        "rulings_reworded": sum(1 for c in diff.changed for r in c.rulings if r.kind == "reworded"),
        "cards_added": len(diff.added),
        "cards_removed": len(diff.removed),
        "unchanged": diff.unchanged,
    }
