"""data/lock.json: for each cited paragraph, the edition and wording its scenarios were written against.

The file is written by `rulings rules lock` and read by `rulings rules check`. Each entry keeps the text
too, so that a review can show word by word what changed without the old CR file at hand, and so that a
change of the lock reads well in a code review.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from rulings.editions.edition import Edition, wording_digest
from rulings.editions.errors import LockFormatError
from rulings.editions.numbers import is_number, number_key

__all__ = ["Lock", "LockedParagraph", "build_lock", "checked_edition", "read_lock", "write_lock"]

FORMAT: Final = 1
_ABOUT: Final = (
    "Written by `rulings rules lock`: the Comprehensive Rules wording each paragraph cited by a @rule: tag "
    "in features/ was reviewed against. sha256 is over the canonical wording (see docs/rules-tracking.md)."
)


@dataclass(frozen=True, slots=True)
class LockedParagraph:
    """One cited paragraph as it read when its scenarios were last reviewed."""

    number: str
    edition: datetime.date
    sha256: str
    text: str
    examples: tuple[str, ...]


@dataclass(frozen=True)
class Lock:
    """The whole lock, by paragraph number; `checked_against` is the edition it was last recorded against
    (`rulings rules lock EDITION`): the CR every quote of the features was checked against then."""

    paragraphs: Mapping[str, LockedParagraph]
    checked_against: datetime.date | None = None


def build_lock(cited: Iterable[str], edition: Edition, previous: Lock) -> tuple[Lock, list[str]]:
    """The lock for the cited numbers against `edition`, and the cited numbers the edition lacks.

    An entry whose wording did not change keeps the edition it was first locked against. A number the
    edition lacks keeps its old entry, if any, so that `check` goes on reporting it until it is resolved.
    """
    entries: dict[str, LockedParagraph] = {}
    missing: list[str] = []
    for number in cited:
        paragraph = edition.by_number.get(number)
        old = previous.paragraphs.get(number)
        if paragraph is None:
            missing.append(number)
            if old is not None:
                entries[number] = old
            continue
        digest = wording_digest(paragraph.text, paragraph.examples)
        if old is not None and old.sha256 == digest:
            entries[number] = old
            continue
        entries[number] = LockedParagraph(
            number, edition.effective, digest, paragraph.text, tuple(paragraph.examples)
        )
    ordered = dict(sorted(entries.items(), key=lambda item: number_key(item[0])))
    return Lock(ordered, edition.effective), missing


def read_lock(path: Path) -> Lock:
    """The lock at `path`; an empty lock if there is no file yet."""
    if not path.exists():
        return Lock({})
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise LockFormatError(str(path), None, "UTF-8 JSON") from None
    except json.JSONDecodeError as error:
        raise LockFormatError(str(path), error.lineno, "JSON", error.msg) from None
    if (
        not isinstance(data, dict)
        or data.get("format") != FORMAT
        or not isinstance(data.get("paragraphs"), dict)
    ):
        raise LockFormatError(str(path), None, f'an object with "format": {FORMAT} and "paragraphs"')
    checked = data.get("checked_against")
    try:
        checked_against = None if checked is None else datetime.date.fromisoformat(str(checked))
    except ValueError:
        raise LockFormatError(str(path), None, 'an ISO date as "checked_against"', repr(checked)) from None
    paragraphs = {number: _entry(path, number, entry) for number, entry in data["paragraphs"].items()}
    return Lock(paragraphs, checked_against)


def write_lock(lock: Lock, path: Path) -> None:
    """Write the lock as stable, readable JSON (CR order, one key per line)."""
    paragraphs = {
        entry.number: {
            "edition": entry.edition.isoformat(),
            "sha256": entry.sha256,
            "text": entry.text,
            "examples": list(entry.examples),
        }
        for entry in lock.paragraphs.values()
    }
    document: dict[str, object] = {"about": _ABOUT, "format": FORMAT}
    if lock.checked_against is not None:
        document["checked_against"] = lock.checked_against.isoformat()
    document["paragraphs"] = paragraphs
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def _entry(path: Path, number: str, entry: object) -> LockedParagraph:
    """One entry, checked: a hand edit that no longer matches its own hash is an error, not a silent pass."""
    expected = (
        f'paragraph {number} to be {{"edition", "sha256", "text", "examples"}} as `rulings rules lock` writes'
    )
    if not is_number(number) or not isinstance(entry, Mapping):
        raise LockFormatError(str(path), None, expected)
    text, examples, digest, edition = (entry.get(key) for key in ("text", "examples", "sha256", "edition"))
    if not (
        isinstance(text, str)
        and isinstance(examples, list)
        and all(isinstance(example, str) for example in examples)
        and isinstance(digest, str)
        and isinstance(edition, str)
    ):
        raise LockFormatError(str(path), None, expected)
    try:
        date = datetime.date.fromisoformat(edition)
    except ValueError:
        raise LockFormatError(
            str(path), None, f"an ISO date as the edition of {number}", repr(edition)
        ) from None
    if wording_digest(text, examples) != digest:
        raise LockFormatError(
            str(path), None, f"the sha256 of {number} to match its text", "a mismatch (edited by hand?)"
        )
    return LockedParagraph(number, date, digest, text, tuple(examples))


def checked_edition(features_dir: Path) -> str:
    """The effective date (YYYY-MM-DD) of the CR the features' quotes were last checked against: the
    `checked_against` of the lock beside them (../data/lock.json, in a checkout and in the installed
    package alike); "" when it doesn't say (a lock written before the field, or none). Never raises: results
    only report it."""
    path = features_dir.parent / "data" / "lock.json"
    if not path.is_file():
        return ""
    try:
        checked = read_lock(path).checked_against
    except LockFormatError:
        return ""
    return "" if checked is None else checked.isoformat()
