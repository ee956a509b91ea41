"""Issue 27, broken feature trees: a problem of the suite's own files is a suite error naming file:line
(never an engine's failure, never a silent drop), reported whatever the selection, and the other files
still run; the run then exits 3."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.run.features import check_feature
from rulings.run.suite_errors import SUITE
from rulings.run.verify import EXIT_NOT_RUN
from rulings.suite.featurefile import FeatureFileError
from tests.faults.conftest import run
from tests.harness.conftest import copied_features

MANA = "rules/106-mana.feature"
POOL = "cards/reflecting-pool.feature"
SCENARIOS_OF_MANA = 64


@pytest.fixture
def suite(tmp_path: Path) -> Path:
    """A copy of a rules file and a card file of the suite."""
    return copied_features(tmp_path / "features", MANA, POOL)


def add_file(suite: Path, name: str, text: str | bytes) -> Path:
    path = suite / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def broken_copy(
    suite: Path, name: str, change: dict[int, list[str]] | None = None, text: str | None = None
) -> Path:
    """A copy of 106-mana.feature under another name, with lines inserted before the given (0-based) lines."""
    lines = (text if text is not None else (suite / MANA).read_text()).splitlines()
    for at, inserted in sorted((change or {}).items(), reverse=True):
        lines[at:at] = inserted
    return add_file(suite, name, "\n".join(lines) + "\n")


def suite_errors(records: list) -> list:  # type: ignore[type-arg]
    return [r for r in records if r.fault == SUITE]


@pytest.mark.parametrize("text", ["", "   \n\n", "# only a comment\n# and another\n"])
def test_an_empty_or_comment_only_feature_file_is_a_suite_error_and_the_rest_runs(
    tmp_path: Path, suite: Path, text: str
) -> None:
    empty = add_file(suite, "rules/107-empty.feature", text)
    code, records, report = run(tmp_path, "reference", rules=[], features=suite)
    assert code == EXIT_NOT_RUN
    [error] = suite_errors(records)
    assert error.outcome == "errored" and error.message.startswith(f"{empty}:1: has no 'Feature:' line")
    assert len([r for r in records if r.feature.endswith("106-mana.feature")]) == SCENARIOS_OF_MANA
    assert "Suite errors (1)" in report


@pytest.mark.parametrize(("selection", "kind"), [(["106.7"], "rule"), (["reflecting-pool"], "card")])
def test_a_broken_feature_file_is_reported_whatever_the_selection(
    tmp_path: Path, suite: Path, selection: list[str], kind: str
) -> None:
    # A file that can hold the selection (its text cites 106.7; for --card, it is tagged with the card too: a
    # run reads only the files whose text can hold what it selects, and those are reported whatever it selects).
    change = {9: ["  @a-tag-on-nothing", "  Given a step after a tag"]}
    if kind == "card":
        change[0] = ["@card:reflecting-pool"]
    broken = broken_copy(suite, "rules/106-mana-copy.feature", change)
    rules, cards = (selection, None) if kind == "rule" else (None, selection)
    code, records, report = run(tmp_path, "reference", rules=rules, cards=cards, features=suite)
    assert code == EXIT_NOT_RUN, report
    [error] = suite_errors(records)
    assert error.message.startswith(f"{broken}:{11 + len(change) - 1}:")
    assert [r for r in records if r.fault != SUITE]  # the selection still ran


def test_two_scenarios_with_one_title_are_a_suite_error_at_the_second(tmp_path: Path, suite: Path) -> None:
    text = (suite / MANA).read_text()
    titles = [line for line in text.splitlines() if line.strip().startswith("Scenario:")]
    doubled = text.replace(titles[1], titles[0], 1)
    path = add_file(suite, MANA, doubled)
    first, second = (n for n, line in enumerate(doubled.splitlines(), 1) if line == titles[0])
    with pytest.raises(FeatureFileError, match=f"the first is at line {first}") as error:
        check_feature(path)
    assert error.value.line == second
    code, records, _ = run(tmp_path, "reference", rules=[], features=suite)
    assert code == EXIT_NOT_RUN
    [problem] = suite_errors(records)
    assert problem.message.startswith(f"{path}:{second}: a second scenario titled")


def test_a_duplicate_id_names_both_places_and_the_other_files_run(tmp_path: Path, suite: Path) -> None:
    copy = broken_copy(suite, "rules/107-copy.feature")  # every id of 106-mana again
    code, records, report = run(tmp_path, "reference", rules=[], features=suite)
    assert code == EXIT_NOT_RUN, report
    [problem] = suite_errors(records)
    assert problem.message.startswith(
        f"{copy}:10: the id 'mana-pays-part-of-a-mana-abilitys-activation-cost'"
    )
    assert f"{suite / MANA}:10" in problem.message
    assert len([r for r in records if r.fault != SUITE]) > SCENARIOS_OF_MANA  # 106 and the card ran


def test_an_unclosed_docstring_is_reported_where_it_opens_not_at_the_end(suite: Path) -> None:
    path = broken_copy(suite, MANA, {19: ['      """', "      never closed"]})
    with pytest.raises(FeatureFileError, match="a docstring opened here is never closed") as error:
        check_feature(path)
    assert error.value.line == 20


def test_a_byte_order_mark_is_named(suite: Path) -> None:
    path = add_file(suite, MANA, b"\xef\xbb\xbf" + (suite / MANA).read_bytes())
    with pytest.raises(FeatureFileError, match="byte order mark") as error:
        check_feature(path)
    assert error.value.line == 1


def test_a_feature_file_that_is_not_utf8_names_the_line(suite: Path) -> None:
    path = add_file(suite, MANA, (suite / MANA).read_bytes().replace(b"Mana is", b"Mana \xe9s", 1))
    with pytest.raises(FeatureFileError, match="is not UTF-8 \\(byte 0xe9\\)") as error:
        check_feature(path)
    assert error.value.line is not None and error.value.line > 1


def test_a_step_no_phrase_matches_is_the_suites_fault_at_its_line(tmp_path: Path, suite: Path) -> None:
    path = broken_copy(suite, MANA, {12: ["      And Alice juggles the Pili-Pala"]})
    code, records, report = run(tmp_path, "reference", rules=[], features=suite)
    assert code == EXIT_NOT_RUN
    [problem] = suite_errors(records)
    assert problem.outcome == "errored"  # not "failed": the engine did nothing wrong
    assert problem.message.startswith(f"{path}:13: no given step matches 'Alice juggles the Pili-Pala'")
    assert "Failures" not in report  # it is not listed as the engine's


def test_a_card_the_data_lacks_is_the_suites_fault_not_an_unsupported(tmp_path: Path, suite: Path) -> None:
    path = broken_copy(suite, MANA, {11: ["      Given Alice controls a Pili-Palaa"]})
    code, records, report = run(tmp_path, "reference", rules=[], features=suite)
    assert code == EXIT_NOT_RUN
    [problem] = suite_errors(records)
    assert problem.message.startswith(f"{path}:12: no card named 'Pili-Palaa' in the suite's card data")
    assert "Declined by the engine" not in report
