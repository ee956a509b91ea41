"""data/scope.txt: the CR paragraphs the harness sets out to cover, and which of them have scenarios.

One entry per line: a number covers itself and every paragraph under it ("106" covers 106, 106.1 and
106.12b; "107.3" covers 107.3a but not 107.30); "601.2-601.3" (or with an en dash) covers 601.2 through
601.3 and everything under both ends. "#" starts a comment.

A line that starts with "not" sets paragraphs of an entry aside, with the reason after "#", which it must
have: "not 104.3g-104.3k  # team and Commander variants". Set-aside paragraphs count neither as covered nor
as uncovered; coverage lists them with their reasons, so the scope says what it leaves out and why.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from rulings.editions.citations import Citation
from rulings.editions.edition import Edition, Paragraph
from rulings.editions.errors import ScopeFormatError
from rulings.editions.numbers import is_number, is_within, number_key

__all__ = ["Coverage", "Scope", "ScopeEntry", "measure_coverage", "parse_scope", "read_scope"]

_NOT: Final = re.compile(r"not\s+")
_RANGE: Final = re.compile(r"(?P<first>[^\s–-]+)\s*[–-]\s*(?P<last>[^\s–-]+)")


@dataclass(frozen=True, slots=True)
class ScopeEntry:
    """A number and everything under it, or an inclusive range of numbers (`first` == `last` for one)."""

    first: str
    last: str
    line: int
    reason: str = ""

    def covers(self, number: str) -> bool:
        """Whether `number` falls in this entry."""
        key = number_key(number)
        return number_key(self.first) <= key and (
            key <= number_key(self.last) or is_within(number, self.last)
        )

    def __str__(self) -> str:
        return self.first if self.first == self.last else f"{self.first}-{self.last}"


@dataclass(frozen=True)
class Scope:
    """The entries of a scope file, and the entries it sets aside (each with its reason)."""

    entries: tuple[ScopeEntry, ...]
    set_aside: tuple[ScopeEntry, ...] = ()

    def covers(self, number: str) -> bool:
        """Whether any entry covers `number` and no set-aside entry takes it out."""
        return self.reason_set_aside(number) is None and any(entry.covers(number) for entry in self.entries)

    def reason_set_aside(self, number: str) -> str | None:
        """Why `number` is set aside, or None if it isn't."""
        return next((entry.reason for entry in self.set_aside if entry.covers(number)), None)


@dataclass(frozen=True)
class Coverage:
    """The in-scope paragraphs of one edition, split into those with scenarios and those without."""

    edition: Edition
    covered: tuple[tuple[Paragraph, tuple[Citation, ...]], ...]
    uncovered: tuple[Paragraph, ...]
    empty_entries: tuple[ScopeEntry, ...]
    set_aside: tuple[tuple[Paragraph, str], ...] = ()

    @property
    def in_scope(self) -> int:
        """How many paragraphs the scope names."""
        return len(self.covered) + len(self.uncovered)


def read_scope(path: Path) -> Scope:
    """The scope file at `path`."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        raise ScopeFormatError(str(path), None, "a readable UTF-8 scope file") from None
    return parse_scope(text.splitlines(), str(path))


def parse_scope(lines: Sequence[str], name: str = "<scope>") -> Scope:
    """Scope entries from lines of text; `name` is the file name errors mention."""
    entries: list[ScopeEntry] = []
    set_aside: list[ScopeEntry] = []
    for index, raw in enumerate(lines, start=1):
        line, _, comment = (part.strip() for part in raw.partition("#"))
        if not line:
            continue
        negated = _NOT.match(line)
        if negated:
            line = line[negated.end() :]
            if not comment:
                raise ScopeFormatError(
                    name, index, "a reason after '#' for setting paragraphs aside", repr(raw.strip())
                )
        match = _RANGE.fullmatch(line)
        first, last = (match["first"], match["last"]) if match else (line, line)
        if not (is_number(first) and is_number(last)):
            expected = "a paragraph number such as '106' or '107.3', or a range such as '601.2-601.3'"
            raise ScopeFormatError(name, index, expected, repr(raw.strip()))
        if number_key(first) > number_key(last):
            raise ScopeFormatError(
                name, index, "a range whose first number comes before its last", repr(line)
            )
        entry = ScopeEntry(first, last, index, comment if negated else "")
        (set_aside if negated else entries).append(entry)
    return Scope(tuple(entries), tuple(set_aside))


def is_title(paragraph: Paragraph) -> bool:
    """A heading such as "605. Mana Abilities" or "702.8. Flash": a title to file rules under, not a rule.

    Every rule is at least one sentence or a clause that introduces its subrules ("117.3. Which player has
    priority is determined by the following rules:"); a title is a bare name, with no full stop, colon or
    quotation ("716.2c The phrase “to gain a Class level” means ..." is a rule that lacks its full stop).
    """
    return not any(mark in paragraph.text for mark in (".", ":", "“"))


def measure_coverage(scope: Scope, edition: Edition, citations: Mapping[str, Iterable[Citation]]) -> Coverage:
    """Which in-scope paragraphs some scenario cites (through its own, its Rule's or its Feature's tags)."""
    covered: list[tuple[Paragraph, tuple[Citation, ...]]] = []
    uncovered: list[Paragraph] = []
    set_aside: list[tuple[Paragraph, str]] = []
    used: set[ScopeEntry] = set()
    for paragraph in edition.paragraphs:
        # One pass: the entries that cover each paragraph are found once, for the split and for `empty`.
        covering = [entry for entry in scope.entries + scope.set_aside if entry.covers(paragraph.number)]
        if not covering:
            continue
        used.update(covering)
        reason = scope.reason_set_aside(paragraph.number)
        if is_title(paragraph) or not any(entry in scope.entries for entry in covering):
            continue
        if reason is not None:
            set_aside.append((paragraph, reason))
            continue
        scenarios = tuple(c for c in citations.get(paragraph.number, ()) if c.element == "Scenario")
        if scenarios:
            covered.append((paragraph, scenarios))
        else:
            uncovered.append(paragraph)
    empty = tuple(entry for entry in scope.entries + scope.set_aside if entry not in used)
    return Coverage(edition, tuple(covered), tuple(uncovered), empty, tuple(set_aside))
