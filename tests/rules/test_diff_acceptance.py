"""Acceptance: `diff_editions` on real editions reports what the CR files actually changed."""

from __future__ import annotations

import functools

from rulings.rules.diff import EditionDiff, ParagraphChange, diff_editions
from rulings.rules.worddiff import WordChange

from .real_editions import edition


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
