"""The vendored CR editions, each parsed once per test session."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Final

from rulings.editions.edition import Edition
from rulings.editions.parser import read_edition

ROOT: Final = Path(__file__).resolve().parents[2]
EDITIONS: Final = ROOT / "data" / "editions"
DATES: Final = (
    "2024-04-12",
    "2025-02-07",
    "2025-04-04",
    "2026-01-16",
    "2026-02-27",
    "2026-04-17",
    "2026-08-07",
    "2026-09-25",
)
NEWEST: Final = DATES[-1]
SEPTEMBER_2026_605_1A: Final = ROOT / "data" / "excerpts" / "cr-2026-09-25-605.1a.txt"


def edition_path(date: str) -> Path:
    """The vendored file of the edition effective on `date`."""
    return EDITIONS / f"cr-{date}.txt"


@functools.cache
def edition(date: str) -> Edition:
    """The vendored edition effective on `date`, parsed."""
    return read_edition(edition_path(date))


def normalised_lines(path: Path) -> list[str]:
    """The file's lines, whatever its line endings, without its BOM."""
    return re.split(r"\r\n|\r|\n", path.read_bytes().decode("utf-8-sig"))
