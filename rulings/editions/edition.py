"""One published edition of the Comprehensive Rules as data: its paragraphs, glossary and credits."""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rulings.editions.numbers import Kind, kind_of

__all__ = [
    "Edition",
    "GlossaryEntry",
    "Paragraph",
    "canonical_text",
    "canonical_wording",
    "collapse_whitespace",
    "format_date",
    "paragraph_digest",
    "render_paragraph",
    "wording_digest",
]


@dataclass(frozen=True, slots=True)
class Paragraph:
    """A numbered paragraph (chapter, section heading, rule or subrule) with its examples and references.

    `text` is what follows the number, its lines stripped and joined with newlines; `examples` are the
    "Example:" lines that follow it, without that prefix; `source` is the paragraph exactly as it stands in
    the file (line endings normalised to LF), up to the next paragraph, so that the sources of an edition's
    paragraphs concatenate back to its rules text.
    """

    number: str
    text: str
    examples: tuple[str, ...]
    references: tuple[str, ...]
    line: int
    source: str

    @property
    def kind(self) -> Kind:
        """Chapter, section, rule or subrule."""
        return kind_of(self.number)


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    """A glossary term and its definition (lines joined with newlines)."""

    term: str
    definition: str
    line: int


@dataclass(frozen=True)
class Edition:
    """A whole CR file: effective date, numbered paragraphs in order, glossary and credits."""

    name: str
    effective: datetime.date
    paragraphs: tuple[Paragraph, ...]
    glossary: tuple[GlossaryEntry, ...]
    credits: str
    by_number: Mapping[str, Paragraph] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_number", {p.number: p for p in self.paragraphs})

    @property
    def title(self) -> str:
        """The edition as people name it: "CR April 17, 2026"."""
        return f"CR {format_date(self.effective)}"

    @property
    def rules_text(self) -> str:
        """The numbered rules from the first chapter heading up to the glossary, as in the file."""
        return "".join(paragraph.source for paragraph in self.paragraphs)


def format_date(date: datetime.date) -> str:
    """A date as the CR spells it: "April 17, 2026"."""
    return f"{date:%B} {date.day}, {date.year}"


def collapse_whitespace(text: str) -> str:
    """`text` with every run of whitespace (newlines included) made one space, and no space at either end."""
    return " ".join(text.split())


def canonical_wording(text: str, examples: Sequence[str]) -> str:
    """A paragraph's wording, examples included, with whitespace normalised: what the lock hashes."""
    lines = [collapse_whitespace(text), *(f"Example: {collapse_whitespace(example)}" for example in examples)]
    return "\n".join(lines)


def wording_digest(text: str, examples: Sequence[str]) -> str:
    """The sha256 (hex) of a wording in its canonical form."""
    return hashlib.sha256(canonical_wording(text, examples).encode("utf-8")).hexdigest()


def canonical_text(paragraph: Paragraph) -> str:
    """The paragraph's canonical wording (see `canonical_wording`)."""
    return canonical_wording(paragraph.text, paragraph.examples)


def paragraph_digest(paragraph: Paragraph) -> str:
    """The sha256 (hex) of the paragraph's canonical wording."""
    return wording_digest(paragraph.text, paragraph.examples)


def render_paragraph(paragraph: Paragraph) -> str:
    """The paragraph in the CR's own layout: "106.7. Text" (or "106.7a Text"), then its "Example:" lines."""
    separator = " " if paragraph.kind == "subrule" else ". "
    first, *continued = paragraph.text.split("\n")
    # The CR indents a paragraph's second and later text lines by five spaces (see 205.4c).
    lines = [f"{paragraph.number}{separator}{first}", *(f"     {line}" for line in continued)]
    lines.extend(f"Example: {example}" for example in paragraph.examples)
    return "\n".join(lines)
