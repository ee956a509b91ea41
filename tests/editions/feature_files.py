"""Small feature directories written in a test's tmp dir, so tests never depend on the project's features."""

from __future__ import annotations

from pathlib import Path

from rulings.editions.citations import collect_citations
from rulings.editions.lock import build_lock, read_lock, write_lock
from rulings.editions.parser import read_edition
from rulings.suite.featurefile import read_features


def write_features(directory: Path, files: dict[str, str]) -> Path:
    """Write `files` (relative path -> text) under `directory`/features and return that directory."""
    features = directory / "features"
    for name, text in files.items():
        path = features / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return features


def lock_features(features: Path, lock_path: Path, cr_file: Path) -> list[str]:
    """What `rulings rules lock` does; returns the cited numbers the edition lacks."""
    cited = list(collect_citations(read_features(features)))
    lock, missing = build_lock(cited, read_edition(cr_file), read_lock(lock_path))
    write_lock(lock, lock_path)
    return missing


def rule_block(number: str, description: str, *, scenario: str = "It holds", tags: str = "") -> str:
    """A `Rule:` block tagged with `number` that quotes `description`, with one scenario."""
    return f"""
  @rule:{number} {tags}
  Rule: {number}
    {description}

    Scenario: {scenario}
      Given something
"""
