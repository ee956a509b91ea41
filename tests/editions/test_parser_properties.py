"""Properties of the parser: total on any input, unique numbers, and a lossless reading of the rules."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.editions.edition import Edition, render_paragraph
from rulings.editions.errors import CRFormatError
from rulings.editions.parser import parse_edition, parse_text

from .cr_documents import GeneratedDocument, cr_like_lines, documents

# The number of examples comes from the project's Hypothesis profile (tests/conftest.py): 60 in CI.
bounded = settings(deadline=None)


def parse_or_refuse(text: str) -> Edition | None:
    """Parse, allowing only the documented error."""
    try:
        return parse_text(text, "generated.txt")
    except CRFormatError as error:
        assert error.filename == "generated.txt"
        assert error.line is None or error.line >= 1
        return None


def assert_well_formed(edition: Edition) -> None:
    numbers = [p.number for p in edition.paragraphs]
    assert numbers, "a parsed edition is never empty"
    assert len(numbers) == len(set(numbers))
    assert edition.rules_text == "".join(p.source for p in edition.paragraphs)


@bounded
@given(documents())
def test_a_well_formed_file_reads_back_exactly(document: GeneratedDocument) -> None:
    edition = parse_edition(document.text.encode("utf-8"), "generated.txt")
    assert [(p.number, p.text, p.examples) for p in edition.paragraphs] == [
        (g.number, g.text, g.examples) for g in document.paragraphs
    ]
    assert edition.rules_text == document.rules_text  # reassembled paragraphs give back the rules text
    assert [render_paragraph(p) for p in edition.paragraphs] == [
        "\n".join(g.lines()) for g in document.paragraphs
    ]
    assert_well_formed(edition)


@bounded
@given(st.text())
def test_parsing_any_text_returns_an_edition_or_raises_the_documented_error(text: str) -> None:
    edition = parse_or_refuse(text)
    if edition is not None:
        assert_well_formed(edition)


@bounded
@given(st.binary())
def test_parsing_any_bytes_returns_an_edition_or_raises_the_documented_error(data: bytes) -> None:
    try:
        edition = parse_edition(data, "generated.txt")
    except CRFormatError:
        return
    assert_well_formed(edition)


@bounded
@given(st.lists(cr_like_lines, max_size=40), st.sampled_from(["\n", "\r\n", "\r"]))
def test_parsing_cr_like_noise_is_total(lines: list[str], line_ending: str) -> None:
    edition = parse_or_refuse(line_ending.join(lines))
    if edition is not None:
        assert_well_formed(edition)


@bounded
@given(documents(), st.data())
def test_a_damaged_file_is_read_or_refused_never_half_read(
    document: GeneratedDocument, data: st.DataObject
) -> None:
    lines = document.text.split(document.line_ending)
    start = data.draw(st.integers(0, len(lines) - 1), label="start")
    end = data.draw(st.integers(start, len(lines)), label="end")
    replacement = data.draw(st.lists(cr_like_lines, max_size=3), label="replacement")
    damaged = document.line_ending.join([*lines[:start], *replacement, *lines[end:]])
    edition = parse_or_refuse(damaged)
    if edition is not None:
        assert_well_formed(edition)
