"""A rules feature file's section, as its Feature title names it: "106. Mana" names section 106."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Final

from rulings.suite.featurefile import parse_feature

_SECTION_TITLE: Final = re.compile(r"(?P<number>[1-9]\d{2})\.\s+(?P<title>\S.*)")


def section_named(feature_title: str) -> tuple[str, str] | None:
    """("106", "Mana") for "106. Mana"; None for a title on part of a section ("701.14. Fight") or none."""
    match = _SECTION_TITLE.fullmatch(feature_title.strip())
    return (match["number"], match["title"].strip()) if match else None


def feature_title(path: Path) -> str:
    """A feature file's title as the Gherkin parser reads it, parsing only the lines up to its `Feature:`
    line (the whole suite's files take the parser about a second; their headers, milliseconds)."""
    header: list[str] = []
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            header.append(line)
            if line.lstrip().startswith("Feature:"):
                break
    return parse_feature("".join(header), path).name
