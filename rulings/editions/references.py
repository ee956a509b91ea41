"""Cross-references inside CR text: "See rule 302.6", "rules 601.2a–d", "section 8", "rules 614 and 615"."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Final, NamedTuple

__all__ = ["Reference", "find_references", "rewrite_references"]

# A dotted number ("601.2a") is always a reference in CR prose; a bare section number ("704") only in a
# reference phrase, because the prose also says "exactly 100 cards" and "999,999 more times".
# The pattern starts with the digit and looks behind it afterwards, so that the regex engine can skip to
# the next digit instead of trying the lookbehind at every character (twice as fast over the whole CR).
_NUMBER: Final = re.compile(
    r"(?P<start>[1-9](?<![\w.,][1-9])[0-9]{2}(?:\.[0-9]+[a-z]{0,2})?)"
    r"(?:[–-](?P<end>[1-9][0-9]{2}\.[0-9]+[a-z]{0,2}|[0-9]+[a-z]{0,2}|[a-z]{1,2})(?![\w]))?"
    r"(?![\w]|[.,][0-9])"
)
_LETTERS: Final = "abcdefghijklmnopqrstuvwxyz"
_CHAPTER: Final = re.compile(r"\bsections? (?P<chapter>[1-9])\b(?![.0-9])")
_INTRODUCES_BARE: Final = re.compile(r"(?:\b(?:[Rr]ules?|[Ss]ee))\s$")
# What may stand between two numbers of one list: "614 and 615", "701.42, “Meld,” and 730", "717; rule 901".
_LIST_GLUE: Final = re.compile(r"(?:,?\s*“[^”]*”[,;]?)?\s*(?:,|;|and|or|, and|, or)?\s*(?:[Rr]ules?\s+)?")


class Reference(NamedTuple):
    """One number a text refers to, and where the characters naming it sit in that text."""

    target: str
    start: int
    end: int


def find_references(text: str) -> list[Reference]:
    """Every paragraph number `text` refers to, in order; a range "601.2a–d" yields both of its ends."""
    found: list[Reference] = []
    previous_end = -1
    for match in _NUMBER.finditer(text):
        start = match["start"]
        is_bare_section = "." not in start
        if is_bare_section and not _starts_reference(text, match.start(), previous_end):
            continue
        found.append(Reference(start, match.start("start"), match.end("start")))
        end = match["end"]
        if end is not None:
            found.append(Reference(_range_end(start, end), match.start("end"), match.end("end")))
        previous_end = match.end()
    for match in _CHAPTER.finditer(text) if "section" in text else ():
        found.append(Reference(match["chapter"], match.start("chapter"), match.end("chapter")))
    found.sort(key=lambda reference: reference.start)
    return found


def rewrite_references(text: str, new_number: Mapping[str, str] | Callable[[str], str | None]) -> str:
    """`text` with each reference renumbered (a range's short end kept short); unmapped ones stay."""
    lookup = new_number.get if isinstance(new_number, Mapping) else new_number
    pieces: list[str] = []
    position = 0
    previous = ""  # the new number of the reference before, which a range's short end abbreviates
    for reference in find_references(text):
        renumbered = lookup(reference.target)
        spelled = text[reference.start : reference.end]
        if renumbered is None:
            previous = reference.target
            continue
        pieces.append(text[position : reference.start])
        pieces.append(renumbered if spelled == reference.target else _short_end(renumbered, previous))
        position = reference.end
        previous = renumbered
    pieces.append(text[position:])
    return "".join(pieces)


def _short_end(renumbered: str, start: str) -> str:
    """A range's far end written short after its start, as the CR does: "601.2a–d", "712.9–10"."""
    renumbered_rule, start_rule = renumbered.rstrip(_LETTERS), start.rstrip(_LETTERS)
    if renumbered[-1].isalpha() and start[-1].isalpha() and renumbered_rule == start_rule:
        return renumbered[len(renumbered_rule) :]
    section, _, rest = renumbered.partition(".")
    if rest and not rest[-1].isalpha() and start.split(".", 1)[0] == section:
        return rest
    return renumbered


def _starts_reference(text: str, start: int, previous_end: int) -> bool:
    """Whether a bare section number at `start` is named by "rule"/"see" or continues a list of references."""
    before = text[max(0, start - 12) : start]
    if _INTRODUCES_BARE.search(before):
        return True
    return previous_end >= 0 and _LIST_GLUE.fullmatch(text, previous_end, start) is not None


def _range_end(start: str, end: str) -> str:
    """The full number of a range's far end: "601.2a–d" -> "601.2d", "712.9–10" -> "712.10"."""
    if "." in end:
        return end
    if end.isalpha():
        return start.rstrip(_LETTERS) + end
    return start.split(".", 1)[0] + "." + end
