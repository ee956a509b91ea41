"""`check` beyond the acceptance case: quotes, unknown numbers, the lock, moved and vanished paragraphs."""

from __future__ import annotations

from pathlib import Path

from rulings.editions.check import Report, run_check

from .feature_files import lock_features, rule_block, write_features
from .real_editions import edition, edition_path

APRIL = edition_path("2026-04-17")
TEXT_106_7 = edition("2026-04-17").by_number["106.7"].text


def feature(*blocks: str, tags: str = "") -> str:
    return f"{tags}\nFeature: Some rules\n" + "".join(blocks)


def test_a_verbatim_quote_may_wrap_over_several_lines(tmp_path: Path) -> None:
    words = TEXT_106_7.split(" ")
    wrapped = " ".join(words[:20]) + "\n    " + "   ".join(words[20:])
    features = write_features(tmp_path, {"a.feature": feature(rule_block("106.7", wrapped))})
    lock_features(features, tmp_path / "lock.json", APRIL)
    assert not run_check(features, tmp_path / "lock.json", APRIL).needs_review


def test_an_inaccurate_quote_is_named_with_file_line_and_difference(tmp_path: Path) -> None:
    wrong = TEXT_106_7.replace("in any possible order", "in the order of your choice")
    features = write_features(tmp_path, {"rules/106.feature": feature(rule_block("106.7", wrong))})
    lock_features(features, tmp_path / "lock.json", APRIL)
    report = run_check(features, tmp_path / "lock.json", APRIL)
    [misquote] = report.misquotes
    assert (misquote.path, misquote.line, misquote.numbers) == (
        features / "rules" / "106.feature",
        5,
        ("106.7",),
    )
    edits = [(c.op, c.text) for c in misquote.changes if c.op != "equal"]
    assert edits == [("delete", "any possible order."), ("insert", "the order of your choice.")]
    assert report.needs_review


def test_the_quote_leaves_out_the_examples(tmp_path: Path) -> None:
    # A description line starting "Example:" would be a Gherkin scenario; the quote is the text alone.
    example = edition("2026-04-17").by_number["106.7"].examples[0]
    features = write_features(
        tmp_path, {"a.feature": feature(rule_block("106.7", f"{TEXT_106_7} {example}"))}
    )
    lock_features(features, tmp_path / "lock.json", APRIL)
    assert run_check(features, tmp_path / "lock.json", APRIL).misquotes


def test_a_rule_tagged_with_two_paragraphs_quotes_both_in_order(tmp_path: Path) -> None:
    text_106_12a = edition("2026-04-17").by_number["106.12a"].text
    block = rule_block("106.7", f"{TEXT_106_7}\n    {text_106_12a}", tags="@rule:106.12a")
    features = write_features(tmp_path, {"a.feature": feature(block)})
    lock_features(features, tmp_path / "lock.json", APRIL)
    assert not run_check(features, tmp_path / "lock.json", APRIL).needs_review


def test_a_ruling_rule_quotes_the_ruling_not_the_paragraphs_it_cites(tmp_path: Path) -> None:
    block = rule_block(
        "502.3", "If you control more than one Prophet, permanents untap once.", tags="@ruling:2013-09-15"
    )
    features = write_features(
        tmp_path, {"cards/prophet.feature": feature(block, tags="@card:prophet-of-kruphix")}
    )
    lock_features(features, tmp_path / "lock.json", APRIL)
    assert not run_check(features, tmp_path / "lock.json", APRIL).needs_review


def test_a_cited_number_that_does_not_exist(tmp_path: Path) -> None:
    text = feature(
        rule_block("106.99", "No such paragraph."), rule_block("1o6.1", "Not a number.", scenario="Typo")
    )
    features = write_features(tmp_path, {"a.feature": text})
    assert lock_features(features, tmp_path / "lock.json", APRIL) == ["106.99", "1o6.1"]
    report = run_check(features, tmp_path / "lock.json", APRIL)
    assert [(u.number, u.well_formed, [c.line for c in u.citations]) for u in report.unknown] == [
        ("106.99", True, [8]),
        ("1o6.1", False, [15]),
    ]
    assert not report.misquotes  # an unknown number is reported once
    assert report.needs_review


def test_a_citation_missing_from_the_lock_needs_locking(tmp_path: Path) -> None:
    features = write_features(tmp_path, {"a.feature": feature(rule_block("106.7", TEXT_106_7))})
    report = run_check(features, tmp_path / "no-lock-yet.json", APRIL)
    assert [number for number, _ in report.unlocked] == ["106.7"]
    assert report.needs_review


def test_a_lock_entry_no_longer_cited_is_only_a_note(tmp_path: Path) -> None:
    features = write_features(tmp_path, {"a.feature": feature(rule_block("106.7", TEXT_106_7))})
    lock_features(features, tmp_path / "lock.json", APRIL)
    (features / "a.feature").write_text(feature(), encoding="utf-8")
    report = run_check(features, tmp_path / "lock.json", APRIL)
    assert report.no_longer_cited == ("106.7",)
    assert not report.needs_review


def quoted_then_checked(tmp_path: Path, number: str, locked: str, checked: str) -> Report:
    """A feature quoting the paragraph as edition `locked` has it, locked there, checked against `checked`."""
    text = edition(locked).by_number[number].text
    features = write_features(tmp_path, {"a.feature": feature(rule_block(number, text))})
    lock_features(features, tmp_path / "lock.json", edition_path(locked))
    return run_check(features, tmp_path / "lock.json", edition_path(checked))


def test_a_renumbered_paragraph_is_reported_as_moved(tmp_path: Path) -> None:
    # 2026-04-17 inserted section 722: "Controlling Another Player" 722.1 is now 723.1.
    [item] = quoted_then_checked(tmp_path, "722.1", "2026-02-27", "2026-04-17").review
    assert (item.number, item.status, item.current and item.current.number) == ("722.1", "moved", "723.1")
    assert not item.text_changes


def test_a_paragraph_that_vanished(tmp_path: Path) -> None:
    # 609.8 (effects that look back in time) is gone from 2025-02-07.
    [item] = quoted_then_checked(tmp_path, "609.8", "2024-04-12", "2025-02-07").review
    assert (item.number, item.status, item.current) == ("609.8", "vanished", None)


def test_a_change_only_in_the_examples_needs_review(tmp_path: Path) -> None:
    report = quoted_then_checked(tmp_path, "616.1f", "2024-04-12", "2025-02-07")
    [item] = report.review
    assert (item.status, bool(item.text_changes), bool(item.example_changes)) == ("changed", False, True)
    assert not report.misquotes  # the quoted text itself did not change
