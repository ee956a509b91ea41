"""Acceptance: `diff_editions` on real editions reports what the CR files actually changed."""

from __future__ import annotations

import functools

from rulings.editions.diff import EditionDiff, ParagraphChange, diff_editions
from rulings.editions.parser import parse_text
from rulings.editions.worddiff import WordChange

from .real_editions import edition, edition_path


@functools.cache
def diff(old: str, new: str) -> EditionDiff:
    return diff_editions(edition(old), edition(new))


def changed(difference: EditionDiff) -> dict[str, ParagraphChange]:
    return {change.new.number: change for change in difference.changed}


def edits(changes: tuple[WordChange, ...]) -> list[tuple[str, str]]:
    return [(change.op, change.text) for change in changes if change.op != "equal"]


def test_2024_04_to_2025_02_text_changes() -> None:
    found = changed(diff("2024-04-12", "2025-02-07"))
    for number in ("107.4", "107.4e", "107.4g", "614.1c", "614.1d"):
        assert found[number].text_changed, number
        assert not found[number].examples_changed, number
    assert edits(found["107.4g"].text_changes) == [("delete", "{P}"), ("insert", "{H}")]
    assert ("insert", "{C/G};") in edits(found["107.4"].text_changes)
    # "enters the battlefield" became "enters".
    assert ("delete", "the battlefield") in edits(found["614.1c"].text_changes)


def test_2024_04_to_2025_02_example_only_changes_belong_to_their_paragraph() -> None:
    found = changed(diff("2024-04-12", "2025-02-07"))
    for number in ("616.1f", "616.1g"):
        assert found[number].examples_changed, number
        assert not found[number].text_changed, number
        assert found[number].wording == "changed"


def test_2025_04_to_2026_01_a_sentence_added_to_601_2a() -> None:
    change = changed(diff("2025-04-04", "2026-01-16"))["601.2a"]
    assert edits(change.text_changes) == [
        (
            "insert",
            "Any one-shot effects that cause the spell to gain abilities as you cast it apply as it is put "
            "on the stack (see rule 610.5).",
        )
    ]


def test_2026_02_to_2026_04_107_3e_changed() -> None:
    change = changed(diff("2026-02-27", "2026-04-17"))["107.3e"]
    assert edits(change.text_changes) == [("delete", "chosen or defined for"), ("insert", "used by")]


def test_2026_02_to_2026_04_section_722_inserted_and_722_to_732_renumbered() -> None:
    difference = diff("2026-02-27", "2026-04-17")
    added = {p.number for p in difference.added}
    assert {"722", "722.1", "722.2", "722.2a", "722.3d", "722.5"} <= added
    moves = {change.old.number: change.new.number for change in difference.renumbered}
    for section in range(722, 733):
        assert moves[str(section)] == str(section + 1)
        old_subparagraphs = [
            p.number for p in edition("2026-02-27").paragraphs if p.number.startswith(f"{section}.")
        ]
        assert old_subparagraphs
        for number in old_subparagraphs:
            assert moves[number] == f"{section + 1}{number[3:]}", number
    assert not difference.removed
    # A renumbering is not a removal plus an addition, nor a change.
    assert not any(p.number.startswith(("723", "733")) for p in difference.added)
    assert not any(c.new.number.startswith(("722", "723")) for c in difference.changed)


def test_2026_02_to_2026_04_cross_references_follow_the_renumbering() -> None:
    difference = diff("2026-02-27", "2026-04-17")
    retargeted = {
        (r.new_paragraph, r.old_target, r.new_target, r.follows_renumbering) for r in difference.retargeted
    }
    assert ("502.2", "730", "731", True) in retargeted
    assert ("601.2", "732", "733", True) in retargeted
    # Their wording changed only by that: they are not reported as changed paragraphs.
    assert {"502.2", "601.2"}.isdisjoint(changed(difference))


def test_a_cross_reference_the_cr_corrected_is_not_a_renumbering() -> None:
    # In 2024-04-12, 502.2 said "See rule 727, “Day and Night.”" but 727 was Merging with Permanents.
    retargeted = diff("2024-04-12", "2025-02-07").retargeted
    assert any(
        r.new_paragraph == "502.2"
        and (r.old_target, r.new_target) == ("727", "728")
        and not r.follows_renumbering
        for r in retargeted
    )


def test_a_reference_left_behind_by_a_renumbering_is_flagged() -> None:
    # 2026-01-16 inserted a new 614.12b; the anchor-word rule became 614.12c, yet 607.2m still cites 614.12b.
    stale = diff("2025-04-04", "2026-01-16").stale
    assert any((s.paragraph, s.target, s.now_at) == ("607.2m", "614.12b", "614.12c") for s in stale)


def test_an_edition_has_no_difference_with_itself() -> None:
    difference = diff_editions(edition("2026-04-17"), edition("2026-04-17"))
    assert difference.is_empty
    assert difference.unchanged == len(edition("2026-04-17").paragraphs)


def renumbered(difference: EditionDiff) -> dict[str, ParagraphChange]:
    return {change.old.number: change for change in difference.renumbered}


def test_2026_04_to_2026_09_in_figures() -> None:
    difference = diff("2026-04-17", "2026-09-25")
    # An independent paragraph-by-paragraph reading of the two files found the same 24 rewordings.
    assert sorted(changed(difference)) == sorted(
        [
            "205.3g",
            "205.3h",
            "205.3m",
            "310.7",
            "505.1b",
            "506.4",
            "603.12a",
            "605.1a",
            "701.44c",
            "702.2e",
            "702.15c",
            "702.54b",
            "702.57a",
            "702.80b",
            "702.90d",
            "702.142a",
            "702.177a",
            "702.178a",
            "704.5v",
            "708.2b",
            "712.16",
            "722.3a",
            "730.2j",
            "800.4i",
        ]
    )
    assert (len(difference.renumbered), len(difference.added), len(difference.removed)) == (38, 28, 0)
    assert not difference.typographic
    moves = renumbered(difference)
    for old, new in [("310.11", "310.12"), ("506.7", "506.8"), ("601.7", "601.8"), ("704.5z", "704.5aa")]:
        assert moves[old].new.number == new


def test_connive_reworded_and_renumbered_is_a_move_not_a_removal() -> None:
    difference = diff("2026-04-17", "2026-09-25")
    moves = renumbered(difference)
    # 701.50c "If a permanent changes zones before an effect causes it to connive" became 701.50b "If a
    # permanent is no longer on the battlefield as an effect instructs it to connive"; 701.50d, citing it,
    # became 701.50c and cites 701.50b: the cross-reference follows the renumbering.
    assert (moves["701.50c"].new.number, moves["701.50c"].wording) == ("701.50b", "changed")
    assert (moves["701.50d"].new.number, moves["701.50d"].wording) == ("701.50c", "references")
    assert "701.50c" not in {p.number for p in difference.removed}
    assert all(reference.follows_renumbering for reference in difference.retargeted)
    assert ("701.50d", "701.50c", "701.50c", "701.50b") in {
        (r.old_paragraph, r.new_paragraph, r.old_target, r.new_target) for r in difference.retargeted
    }


def test_the_glossary_is_compared() -> None:
    glossary = diff("2026-04-17", "2026-09-25").glossary
    assert sorted(entry.term for entry in glossary.added) == [
        "Empower Jace",
        "Enduring Story",
        "Heal",
        "Heartwood Token",
        "Hone Counter",
        "Power-up",
        "Recruit",
        "Storied",
        "Teamwork",
        "Vibranium Token",
        "Worthy",
    ]
    assert not glossary.removed
    found = {change.new.term: change for change in glossary.changed}
    assert sorted(found) == ["Boast", "Exhaust", "Protect, Protector", "Siege"]
    assert edits(found["Siege"].changes) == [("delete", "310.11."), ("insert", "310.12.")]


def test_a_copy_with_its_lines_run_together_differs_in_layout_only() -> None:
    # The 2026-08-07 copy runs multi-line Glossary definitions together ("… can do.2. An activated …").
    glossary = diff("2026-08-07", "2026-09-25").glossary
    assert [entry.term for entry in glossary.added] == ["Empower Jace", "Heartwood Token"]
    assert not glossary.changed and not glossary.removed
    assert "Ability" in glossary.typographic


def test_straightened_quotes_are_typography_not_rewordings() -> None:
    september = edition("2026-09-25")
    text = edition_path("2026-09-25").read_text(encoding="utf-8")
    straight = parse_text(text.translate(str.maketrans("‘’“”", "''\"\"")), "straight-quotes.txt")
    difference = diff_editions(september, straight)
    assert not (difference.changed or difference.renumbered or difference.added or difference.removed)
    assert len(difference.typographic) == 1937
    assert difference.is_empty
    assert not difference.glossary.changed
    # A real rewording is still one when the quotes changed as well.
    with_change = diff_editions(edition("2026-04-17"), straight)
    assert "605.1a" in changed(with_change)
    assert len(with_change.changed) == 24
