"""Malformed input is one clear error naming file, line and what was expected; never an empty result."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.editions.errors import CRFormatError
from rulings.editions.parser import parse_edition, parse_text, read_edition

from .real_editions import ROOT, edition_path

APRIL_2026 = edition_path("2026-04-17")


def lf_text() -> str:
    return APRIL_2026.read_bytes().decode("utf-8-sig")


def test_a_file_that_is_not_a_cr_file() -> None:
    with pytest.raises(CRFormatError) as caught:
        read_edition(ROOT / "pyproject.toml")
    error = caught.value
    assert (error.filename, error.line) == (str(ROOT / "pyproject.toml"), 1)
    assert "Magic: The Gathering Comprehensive Rules" in error.expected
    assert "[build-system]" in str(error)


def test_an_empty_file() -> None:
    with pytest.raises(CRFormatError, match="an empty file"):
        parse_edition(b"", "empty.txt")


@pytest.mark.parametrize(
    ("cut_before", "expected"),
    [
        ("Contents", "the 'Contents' heading"),
        ("Credits\n\n1. Game Concepts", "the Contents to end with 'Credits'"),
        ("506. Combat Phase\n\n", "the 'Glossary' heading"),
        ("\nCredits\n\nMagic: The Gathering Original", "the 'Credits' heading after the Glossary"),
        ("These rules are effective as of April 17, 2026.\n\nPublished", "the closing line"),
    ],
)
def test_a_truncated_file(cut_before: str, expected: str) -> None:
    text = lf_text()
    truncated = text[: text.rindex(cut_before)]
    with pytest.raises(CRFormatError, match="expected " + expected) as caught:
        parse_text(truncated, "truncated.txt")
    assert caught.value.line == truncated.count("\n") + 1  # the end of what is left


def test_a_file_cut_in_the_middle_of_a_paragraph() -> None:
    data = APRIL_2026.read_bytes()
    with pytest.raises(CRFormatError, match="truncated"):
        parse_edition(data[: len(data) // 2], "half.txt")


def test_invalid_utf8_names_its_line() -> None:
    lines = APRIL_2026.read_bytes().split(b"\n")
    lines[403] = lines[403] + b"\xff"  # line 404, "106. Mana"
    with pytest.raises(CRFormatError) as caught:
        parse_edition(b"\n".join(lines), "broken.txt")
    assert caught.value.line == 404
    assert caught.value.expected == "UTF-8 text"
    assert "0xff" in str(caught.value)


def test_invalid_utf8_line_in_a_bare_cr_file() -> None:
    lines = edition_path("2025-04-04").read_bytes().split(b"\r")
    lines[9] = b"\xc3(" + lines[9]
    with pytest.raises(CRFormatError) as caught:
        parse_edition(b"\r".join(lines), "broken.txt")
    assert caught.value.line == 10


def test_a_file_in_another_encoding() -> None:
    cp1252 = lf_text().encode("cp1252", errors="replace")  # curly quotes become single bytes 0x93, 0x94
    with pytest.raises(CRFormatError, match="UTF-8 text"):
        parse_edition(cp1252, "cp1252.txt")


def test_utf16_is_named_as_such() -> None:
    with pytest.raises(CRFormatError, match="UTF-16"):
        parse_edition(lf_text().encode("utf-16"), "utf16.txt")


def test_a_duplicate_paragraph_number() -> None:
    text = lf_text().replace("106.2. Mana is represented", "106.1. Mana is represented")
    with pytest.raises(CRFormatError, match=r"106\.1 is already on line 406") as caught:
        parse_text(text, "dup.txt")
    assert caught.value.line == 412


def test_a_stray_line_between_paragraphs() -> None:
    text = lf_text().replace("\n106.2. Mana", "\nStray words\n\n106.2. Mana")
    with pytest.raises(CRFormatError, match="a numbered rule, an 'Example:' line") as caught:
        parse_text(text, "stray.txt")
    assert caught.value.found == "'Stray words'"


def test_a_section_missing_from_the_rules() -> None:
    text = lf_text()
    start, end = text.index("\n107. Numbers and Symbols\n\n107.1."), text.index("\n108. Cards\n\n")
    with pytest.raises(CRFormatError, match="missing from the rules: 107"):
        parse_text(text[:start] + text[end:], "gap.txt")


def test_an_impossible_effective_date() -> None:
    text = lf_text().replace("effective as of April 17, 2026.", "effective as of April 31, 2026.", 1)
    with pytest.raises(CRFormatError, match="April 31, 2026") as caught:
        parse_text(text, "date.txt")
    assert caught.value.line == 3


def test_an_unreadable_path(tmp_path: Path) -> None:
    with pytest.raises(CRFormatError, match="readable"):
        read_edition(tmp_path)
