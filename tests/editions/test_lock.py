"""data/lock.json: written in CR order and stable, read strictly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulings.editions.errors import LockFormatError
from rulings.editions.lock import Lock, build_lock, checked_edition, read_lock, write_lock

from .real_editions import edition


def test_a_lock_round_trips_in_cr_order(tmp_path: Path) -> None:
    lock, missing = build_lock(["106.10", "106.2", "106.7", "1"], edition("2026-04-17"), Lock({}))
    assert missing == []
    write_lock(lock, tmp_path / "lock.json")
    assert read_lock(tmp_path / "lock.json") == lock
    written = json.loads((tmp_path / "lock.json").read_text(encoding="utf-8"))
    assert list(written["paragraphs"]) == ["1", "106.2", "106.7", "106.10"]
    assert written["paragraphs"]["106.7"]["edition"] == "2026-04-17"
    assert written["paragraphs"]["106.7"]["examples"][0].startswith("Exotic Orchard")


def test_relocking_an_unchanged_paragraph_keeps_its_edition() -> None:
    older, _ = build_lock(["106.7"], edition("2024-04-12"), Lock({}))
    newer, _ = build_lock(["106.7"], edition("2026-04-17"), older)
    assert newer.paragraphs["106.7"].edition.isoformat() == "2024-04-12"


def test_a_number_the_edition_lacks_keeps_its_old_entry() -> None:
    older, _ = build_lock(["609.8"], edition("2024-04-12"), Lock({}))
    newer, missing = build_lock(["609.8"], edition("2025-02-07"), older)
    assert missing == ["609.8"]
    assert newer.paragraphs == older.paragraphs


def test_no_lock_file_is_an_empty_lock(tmp_path: Path) -> None:
    assert read_lock(tmp_path / "absent.json") == Lock({})


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "expected JSON"),
        ('{"format": 2, "paragraphs": {}}', '"format": 1'),
        ('{"format": 1, "paragraphs": {"106.7": {"text": 1}}}', "as `rulings rules lock` writes"),
    ],
)
def test_a_malformed_lock(tmp_path: Path, content: str, message: str) -> None:
    (tmp_path / "lock.json").write_text(content, encoding="utf-8")
    with pytest.raises(LockFormatError, match=message):
        read_lock(tmp_path / "lock.json")


def test_a_hand_edited_text_no_longer_matches_its_hash(tmp_path: Path) -> None:
    lock, _ = build_lock(["106.7"], edition("2026-04-17"), Lock({}))
    write_lock(lock, tmp_path / "lock.json")
    data = json.loads((tmp_path / "lock.json").read_text(encoding="utf-8"))
    data["paragraphs"]["106.7"]["text"] += " Edited."
    (tmp_path / "lock.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LockFormatError, match="edited by hand"):
        read_lock(tmp_path / "lock.json")


def test_the_lock_names_the_edition_it_was_checked_against(tmp_path: Path) -> None:
    older, _ = build_lock(["106.7"], edition("2024-04-12"), Lock({}))
    newer, _ = build_lock(["106.7"], edition("2026-09-25"), older)
    # The paragraph keeps the edition it was first locked against; the lock says what it was checked against.
    assert newer.paragraphs["106.7"].edition.isoformat() == "2024-04-12"
    assert newer.checked_against is not None and newer.checked_against.isoformat() == "2026-09-25"
    (tmp_path / "data").mkdir()
    write_lock(newer, tmp_path / "data" / "lock.json")
    assert checked_edition(tmp_path / "features") == "2026-09-25"
    assert checked_edition(tmp_path / "elsewhere" / "features") == ""


def test_a_lock_written_before_checked_against_still_reads(tmp_path: Path) -> None:
    lock, _ = build_lock(["106.7"], edition("2026-04-17"), Lock({}))
    write_lock(Lock(lock.paragraphs), tmp_path / "lock.json")
    assert "checked_against" not in json.loads((tmp_path / "lock.json").read_text(encoding="utf-8"))
    assert read_lock(tmp_path / "lock.json").checked_against is None
