"""The parser on the eight real editions: what the CR files actually say, line endings and oddities included."""

from __future__ import annotations

import datetime

import pytest

from rulings.editions.edition import render_paragraph
from rulings.editions.parser import parse_edition

from .real_editions import DATES, SEPTEMBER_2026_605_1A, edition, edition_path, normalised_lines


@pytest.mark.parametrize("date", DATES)
def test_every_edition_parses_with_its_effective_date(date: str) -> None:
    cr = edition(date)
    assert cr.effective == datetime.date.fromisoformat(date)
    assert len(cr.paragraphs) > 3000
    assert len(cr.glossary) > 600
    assert cr.credits.startswith("Magic: The Gathering Original Game Design: Richard Garfield")


@pytest.mark.parametrize("date", DATES)
def test_reassembled_paragraphs_give_back_the_rules_text(date: str) -> None:
    lines = normalised_lines(edition_path(date))
    cr = edition(date)
    first = cr.paragraphs[0].line - 1
    glossary = max(i for i, line in enumerate(lines) if line == "Glossary")
    assert cr.rules_text == "".join(f"{line}\n" for line in lines[first:glossary])


@pytest.mark.parametrize("date", DATES)
def test_paragraph_numbers_are_unique_and_in_cr_order(date: str) -> None:
    numbers = [p.number for p in edition(date).paragraphs]
    assert len(numbers) == len(set(numbers))


@pytest.mark.parametrize(("date", "rules"), [("2026-08-07", 3162), ("2026-09-25", 3166)])
def test_the_summer_2026_editions_run_to_two_letter_subrules(date: str, rules: int) -> None:
    cr = edition(date)
    # SOURCES.md counts 3,162 and 3,166 numbered paragraphs (rules and subrules), 100.1 through 905.6.
    assert sum(p.kind in ("rule", "subrule") for p in cr.paragraphs) == rules
    numbers = [p.number for p in cr.paragraphs]
    assert numbers.index("704.5aa") == numbers.index("704.5z") + 1
    assert cr.by_number["704.5aa"].text.startswith(
        "If a player controls a permanent with start your engines!"
    )
    assert [p.number for p in cr.paragraphs if p.number.startswith("704.5")][-2:] == ["704.5z", "704.5aa"]


def test_the_605_1a_excerpt_is_the_september_2026_paragraph() -> None:
    line = SEPTEMBER_2026_605_1A.read_text(encoding="utf-8").strip()
    assert line == render_paragraph(edition("2026-09-25").by_number["605.1a"])


def test_glossary_entries_run_together_are_told_apart() -> None:
    # The 2026-08-07 copy has no blank lines between most Glossary entries; it has the entries of
    # 2026-09-25 but for the two that edition added (Empower Jace, Heartwood Token).
    august, september = edition("2026-08-07"), edition("2026-09-25")
    terms = {entry.term for entry in august.glossary}
    assert {entry.term for entry in september.glossary} - terms == {"Empower Jace", "Heartwood Token"}
    assert terms <= {entry.term for entry in september.glossary}
    by_term = {entry.term: entry for entry in august.glossary}
    assert by_term["For Mirrodin!"].definition.startswith("A keyword ability that creates a 2/2 red Rebel")
    assert by_term["Draft"].definition.count("\n") == 1  # "1. A Limited format…", "2. To choose a card…"


def test_contents_is_not_mistaken_for_the_body() -> None:
    cr = edition("2026-04-17")
    # "1. Game Concepts" and "106. Mana" are on lines 13 and 20 in the Contents, 182 and 404 in the body.
    assert (cr.by_number["1"].line, cr.by_number["1"].text) == (182, "Game Concepts")
    assert (cr.by_number["106"].line, cr.by_number["106"].text) == (404, "Mana")
    assert cr.glossary[0].term == "Abandon"
    assert cr.glossary[-1].term == "Zone-Change Triggers"
    assert cr.glossary[-1].definition == "Trigger events that involve objects changing zones. See rule 603.6."


def test_a_rule_with_its_example_and_cross_references() -> None:
    paragraph = edition("2026-04-17").by_number["106.7"]
    assert paragraph.text.startswith(
        "Some abilities produce mana based on the type of mana another permanent"
    )
    assert paragraph.text.endswith("there’s no type of mana it could produce.")
    assert len(paragraph.examples) == 1
    assert paragraph.examples[0].startswith("Exotic Orchard has the ability “{T}: Add one mana of any color")
    assert edition("2026-04-17").by_number["106.12"].references == ("605",)
    assert edition("2026-04-17").by_number["502.2"].references == ("731",)
    assert edition("2026-02-27").by_number["502.2"].references == ("730",)


def test_a_paragraph_with_two_examples() -> None:
    paragraph = edition("2025-02-07").by_number["616.1f"]
    assert [example.split()[0:2] for example in paragraph.examples] == [
        ["Two", "permanents"],
        ["Essence", "of"],
    ]


def test_a_text_line_indented_under_its_paragraph_continues_it() -> None:
    paragraph = edition("2026-04-17").by_number["205.4c"]
    first, second = paragraph.text.split("\n")
    assert first.endswith("even if it has a basic land type.")
    assert second.startswith("Cards printed in sets prior to the Eighth Edition core set")


def test_the_cr_s_own_numbering_slips_are_read_as_paragraphs() -> None:
    old = edition("2024-04-12")
    assert old.by_number["119.1d"].text.startswith("In a two-player Brawl game")  # "119.1d." with a period
    assert old.by_number["606.5"].text.startswith("If the total cost")  # "606.5" without one
    assert old.by_number["901.4"].text.startswith(
        "All plane and phenomenon cards"
    )  # "901.4.All" without a space


@pytest.mark.parametrize("line_ending", [b"\r\n", b"\r"])
def test_line_endings_do_not_matter(line_ending: bytes) -> None:
    data = edition_path("2026-04-17").read_bytes()
    converted = parse_edition(data.replace(b"\n", line_ending), "converted.txt")
    assert converted.paragraphs == edition("2026-04-17").paragraphs


def test_mixed_line_endings_of_the_bare_cr_files() -> None:
    # cr-2025-04-04.txt has bare CRs with a dozen CR CR LF: each CR LF is one line break.
    assert b"\r\r\n" in edition_path("2025-04-04").read_bytes()
    assert edition("2025-04-04").by_number["1"].text == "Game Concepts"
    assert (
        edition("2025-04-04").by_number["5"].line
        == normalised_lines(edition_path("2025-04-04")).index("5. Turn Structure", 200) + 1
    )


def test_paragraphs_render_back_to_their_lines() -> None:
    cr = edition("2026-04-17")
    for number in ("106", "106.7", "106.12a", "205.4c"):
        paragraph = cr.by_number[number]
        rendered = "\n".join(line.rstrip() for line in paragraph.source.splitlines() if line.strip())
        assert render_paragraph(paragraph) == rendered
