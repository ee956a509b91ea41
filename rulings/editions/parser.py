"""Read a Comprehensive Rules text file as Wizards of the Coast publishes it into an `Edition`.

The file is UTF-8 with or without a BOM, its line endings are LF, CRLF or bare CR (even mixed), and its
parts come in a fixed order: title, effective date, Introduction, Contents (which names "Glossary" and
"Credits" too), the numbered rules, the Glossary, the Credits. Anything else is a `CRFormatError` naming
the line and what was expected there: the parser never returns a silently empty or partial edition.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from rulings.editions.edition import Edition, GlossaryEntry, Paragraph
from rulings.editions.errors import CRFormatError
from rulings.editions.numbers import kind_of
from rulings.editions.references import find_references

__all__ = ["parse_edition", "parse_text", "read_edition"]

TITLE: Final = "Magic: The Gathering Comprehensive Rules"
_LINE_BREAK: Final = re.compile(r"\r\n|\r|\n")
_LINE_BREAK_BYTES: Final = re.compile(rb"\r\n|\r|\n")
_EFFECTIVE: Final = re.compile(r"These rules are effective as of (?P<date>\S+ [0-9]{1,2}, [0-9]{4})\.")
_CHAPTER: Final = re.compile(r"(?P<number>[1-9])\. (?P<text>\S.*)")
_SECTION_ENTRY: Final = re.compile(r"(?P<number>[1-9][0-9]{2})\. (?P<text>\S.*)")
# "106.7. Text", "106.7a Text", "704.5aa Text"; the CR also has "119.1d. Text", "606.5 Text" and
# "901.4.Text".
_NUMBERED: Final = re.compile(
    r"(?P<number>[1-9][0-9]{2}(?:\.[0-9]+[a-z]{0,2})?)(?:\. | |\.(?=[^0-9\s]))(?P<text>\S.*)"
)
_EXAMPLE: Final = re.compile(r"Example:\s*(?P<text>.*)")
# Every line of a Glossary definition ends a sentence or names the rule to see ("See rule 702.141,
# “Encore”"); a term does neither ("Venture into [Quality]", "For Mirrodin!", "Partner, “Partner—[text],” …").
_ENDS_SENTENCE: Final = re.compile(r"(?:[.?:][”\")]?|![”\"])$")


def read_edition(path: Path) -> Edition:
    """Parse the CR file at `path`."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise CRFormatError(
            str(path), None, "a readable Comprehensive Rules text file", error.strerror
        ) from None
    return parse_edition(data, str(path))


def parse_edition(data: bytes, name: str = "<bytes>") -> Edition:
    """Parse the bytes of a CR file; `name` is the file name errors mention."""
    return parse_text(_decode(data, name), name)


def parse_text(text: str, name: str = "<text>") -> Edition:
    """Parse the text of a CR file (a leading BOM and any line endings allowed)."""
    lines = _LINE_BREAK.split(text.removeprefix("\ufeff"))
    return _EditionParser(lines, name).parse()


def _decode(data: bytes, name: str) -> str:
    """The file's text, or a `CRFormatError` naming the line of the first byte that is not UTF-8."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise CRFormatError(name, 1, "UTF-8 text", "a UTF-16 byte order mark")
    body = data.removeprefix(b"\xef\xbb\xbf")
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as error:
        line = len(_LINE_BREAK_BYTES.findall(body, 0, error.start)) + 1
        found = f"the byte 0x{body[error.start]:02x}, which is not UTF-8 here (another encoding?)"
        raise CRFormatError(name, line, "UTF-8 text", found) from None


def _glossary_entries(block: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """A block of Glossary lines between blank lines, split into entries (each a term, then its definition).

    The published files put a blank line between entries, so a block is one entry. Some copies leave
    the blank lines out (the 2026-08-07 copy vendored here): there a line that reads as a term, after a
    term and at least one line of its definition, starts the next entry.
    """
    entries: list[list[tuple[int, str]]] = []
    for position, (index, line) in enumerate(block):
        if position == 0 or (len(entries[-1]) > 1 and _reads_as_term(line)):
            entries.append([(index, line)])
        else:
            entries[-1].append((index, line))
    return entries


def _reads_as_term(line: str) -> bool:
    """Whether a Glossary line can be a term: it neither ends a sentence nor points to a rule."""
    return _ENDS_SENTENCE.search(line) is None and "See rule" not in line


def _show(line: str) -> str:
    """A line quoted for an error message, shortened when long."""
    return repr(line if len(line) <= 70 else line[:70] + "…")


@dataclass
class _Draft:
    """A paragraph while its lines are being read."""

    number: str
    line: int
    text_lines: list[str]
    source_lines: list[str]
    examples: list[list[str]] = field(default_factory=list)

    def finish(self) -> Paragraph:
        """The finished, immutable paragraph."""
        text = "\n".join(self.text_lines)
        examples = tuple("\n".join(lines) for lines in self.examples)
        references = [ref.target for part in (text, *examples) for ref in find_references(part)]
        return Paragraph(
            number=self.number,
            text=text,
            examples=examples,
            references=tuple(references),
            line=self.line,
            source="".join(f"{line}\n" for line in self.source_lines),
        )


class _EditionParser:
    """Walks the lines once, part by part; each part returns the index of the line after it."""

    def __init__(self, lines: Sequence[str], name: str) -> None:
        self.lines = lines
        self.name = name

    def error(self, index: int, expected: str, found: str | None = None) -> CRFormatError:
        """An error at the line with this index (clamped to the last line)."""
        line = min(index, len(self.lines) - 1) + 1
        return CRFormatError(self.name, line, expected, found)

    def find(self, start: int, heading: str) -> int | None:
        """Index of the first line from `start` that is exactly `heading` (surrounding spaces ignored)."""
        return next((i for i in range(start, len(self.lines)) if self.lines[i].strip() == heading), None)

    def parse(self) -> Edition:
        """The whole file, part by part."""
        after_title = self.title()
        effective, contents_index = self.preamble(after_title)
        contents_sections, body_start = self.contents(contents_index + 1)
        paragraphs, glossary_index = self.rules(body_start)
        self.check_sections(contents_sections, paragraphs, glossary_index)
        glossary, credits_index = self.glossary(glossary_index + 1)
        credits = self.credits(credits_index + 1, effective)
        return Edition(
            name=Path(self.name).name,
            effective=effective,
            paragraphs=tuple(paragraphs),
            glossary=tuple(glossary),
            credits=credits,
        )

    def title(self) -> int:
        """The first non-blank line names the document."""
        index = next((i for i, line in enumerate(self.lines) if line.strip()), None)
        if index is None:
            raise self.error(0, f"the title {TITLE!r}", "an empty file")
        if not self.lines[index].strip().startswith(TITLE):
            found = _show(self.lines[index])
            raise self.error(index, f"the title {TITLE!r} (is this a Comprehensive Rules file?)", found)
        return index + 1

    def preamble(self, start: int) -> tuple[datetime.date, int]:
        """The effective date line, then the "Contents" heading."""
        contents_index = self.find(start, "Contents")
        if contents_index is None:
            raise self.error(len(self.lines), "the 'Contents' heading (is the file truncated?)")
        for index in range(start, contents_index):
            match = _EFFECTIVE.fullmatch(self.lines[index].strip())
            if match is not None:
                return self.date(index, match["date"]), contents_index
        expected = "the line 'These rules are effective as of <Month D, YYYY>.' before the Contents"
        raise self.error(contents_index, expected)

    def date(self, index: int, spelled: str) -> datetime.date:
        """A date as the CR spells it ("April 17, 2026")."""
        try:
            return datetime.datetime.strptime(spelled, "%B %d, %Y").date()
        except ValueError:
            raise self.error(index, "a date such as 'April 17, 2026'", repr(spelled)) from None

    def contents(self, start: int) -> tuple[list[str], int]:
        """The table of contents, which ends with its "Credits" entry; returns its section numbers."""
        sections: list[str] = []
        for index in range(start, len(self.lines)):
            line = self.lines[index].strip()
            if line == "Credits":
                if not sections:
                    raise self.error(index, "the Contents to list the rules' sections", "'Credits' first")
                return sections, index + 1
            if not line or line == "Glossary" or _CHAPTER.fullmatch(line):
                continue
            entry = _SECTION_ENTRY.fullmatch(line)
            if entry is None:
                expected = "a Contents entry such as '1. Game Concepts', '106. Mana', 'Glossary' or 'Credits'"
                raise self.error(index, expected, _show(self.lines[index]))
            sections.append(entry["number"])
        raise self.error(len(self.lines), "the Contents to end with 'Credits' (is the file truncated?)")

    def rules(self, start: int) -> tuple[list[Paragraph], int]:
        """The numbered rules, from the first chapter heading to the "Glossary" heading."""
        first = next((i for i in range(start, len(self.lines)) if self.lines[i].strip()), None)
        if first is None or _CHAPTER.fullmatch(self.lines[first]) is None:
            where = len(self.lines) if first is None else first
            found = "the end of the file" if first is None else _show(self.lines[where])
            raise self.error(
                where, "the first chapter heading of the rules, such as '1. Game Concepts'", found
            )
        paragraphs: list[Paragraph] = []
        seen: dict[str, int] = {}
        draft: _Draft | None = None
        previous_blank = True
        for index in range(first, len(self.lines)):
            line = self.lines[index]
            stripped = line.strip()
            if stripped == "Glossary":
                if draft is not None:
                    paragraphs.append(draft.finish())
                return paragraphs, index
            header = _CHAPTER.fullmatch(line) or _NUMBERED.fullmatch(line)
            if header is not None:
                number = header["number"]
                if number in seen:
                    expected = f"a new paragraph number ({number} is already on line {seen[number]})"
                    raise self.error(index, expected, _show(line))
                seen[number] = index + 1
                if draft is not None:
                    paragraphs.append(draft.finish())
                draft = _Draft(number, index + 1, [header["text"].strip()], [line])
            elif draft is None:  # cannot happen: the first line read is a chapter heading
                raise self.error(index, "a chapter heading")
            elif not stripped:
                draft.source_lines.append(line)
            elif (example := _EXAMPLE.fullmatch(line)) is not None:
                draft.examples.append([example["text"].strip()])
                draft.source_lines.append(line)
            elif not previous_blank:
                # A line right under a paragraph or example continues it (205.4c, 509.1b).
                (draft.examples[-1] if draft.examples else draft.text_lines).append(stripped)
                draft.source_lines.append(line)
            else:
                expected = "a numbered rule, an 'Example:' line or the 'Glossary' heading"
                raise self.error(index, expected, _show(line))
            previous_blank = not stripped
        raise self.error(len(self.lines), "the 'Glossary' heading after the rules (is the file truncated?)")

    def check_sections(self, listed: list[str], paragraphs: list[Paragraph], glossary_index: int) -> None:
        """The rules hold exactly the sections the Contents lists, or part of the file is missing."""
        present = [p.number for p in paragraphs if kind_of(p.number) == "section"]
        missing = sorted(set(listed) - set(present))
        unlisted = sorted(set(present) - set(listed))
        if missing or unlisted:
            found = ", ".join(
                part
                for part in (
                    f"missing from the rules: {', '.join(missing)}" if missing else "",
                    f"not in the Contents: {', '.join(unlisted)}" if unlisted else "",
                )
                if part
            )
            raise self.error(glossary_index, "the rules to have the sections the Contents lists", found)

    def glossary(self, start: int) -> tuple[list[GlossaryEntry], int]:
        """Glossary entries (a term line, then definition lines) up to the "Credits" heading."""
        credits_index = self.find(start, "Credits")
        if credits_index is None:
            raise self.error(
                len(self.lines), "the 'Credits' heading after the Glossary (is the file truncated?)"
            )
        entries: list[GlossaryEntry] = []
        block: list[tuple[int, str]] = []
        for index in [*range(start, credits_index), None]:
            line = "" if index is None else self.lines[index].strip()
            if line and index is not None:
                block.append((index, line))
                continue
            for (term_index, term), *definition in _glossary_entries(block):
                text = "\n".join(text for _, text in definition)
                entries.append(GlossaryEntry(term=term, definition=text, line=term_index + 1))
            block = []
        if not entries:
            raise self.error(credits_index, "glossary entries between 'Glossary' and 'Credits'")
        return entries, credits_index

    def credits(self, start: int, effective: datetime.date) -> str:
        """The credits, which close with the effective date again: a file cut short lacks that line."""
        for index in range(start, len(self.lines)):
            match = _EFFECTIVE.fullmatch(self.lines[index].strip())
            if match is None:
                continue
            if self.date(index, match["date"]) != effective:
                expected = "the same effective date as at the top of the file"
                raise self.error(index, expected, _show(self.lines[index]))
            lines = list(self.lines[start:])
            while lines and not lines[0].strip():  # a blank line may hold a space (2026-09-25)
                del lines[0]
            while lines and not lines[-1].strip():
                del lines[-1]
            return "\n".join(lines)
        expected = (
            "the closing line 'These rules are effective as of …' in the Credits (is the file truncated?)"
        )
        raise self.error(len(self.lines), expected)
