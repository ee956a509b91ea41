"""Issue 28: no doc and no mutation verdict names a file of the project that does not exist, so a move or a
removal that leaves a reference behind fails here rather than with the next reader."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from tests.harness.conftest import ROOT

DOCS = sorted(
    [ROOT / "README.md", ROOT / "tests" / "README.md", *(ROOT / "docs").rglob("*.md")],
    key=lambda path: path.as_posix(),
)
# The project's own folders: a backticked path starting with one of them names a file of the project.
FOLDERS = frozenset(
    [
        "engine",
        "steps",
        "features",
        "rulings",
        "tests",
        "docs",
        "scripts",
        "benchmarks",
        "examples",
        "expectations",
        "mutation",
        "data",
    ]
)
_CODE = re.compile(r"`([^`\s]+)`")
_LINK = re.compile(r"\]\(([^)\s#]+)")
_PLACEHOLDER = re.compile(r"[<>*{}\[\]|$]|YYYY|NNN")


def named_paths(doc: Path) -> list[tuple[int, str]]:
    """(line, path) of every project path a doc names in backticks, and every relative link target."""
    found: list[tuple[int, str]] = []
    for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
        for match in _CODE.finditer(line):
            path = match[1].split("::")[0].rstrip(".,;:)")
            first = path.split("/")[0]
            if "/" in path and first in FOLDERS and not _PLACEHOLDER.search(path) and ".html" not in path:
                found.append((number, path))
        for match in _LINK.finditer(line):
            if not match[1].startswith(("http:", "https:", "mailto:")):
                found.append((number, (doc.parent / match[1]).resolve().relative_to(ROOT).as_posix()))
    return found


@pytest.mark.parametrize("doc", DOCS, ids=lambda doc: doc.relative_to(ROOT).as_posix())
def test_every_file_a_doc_names_exists(doc: Path) -> None:
    # The engine's own layers are named from inside engine/ (docs/architecture.md: `rules/mana/`).
    missing = [
        f"{doc.relative_to(ROOT)}:{line}: {path}"
        for line, path in named_paths(doc)
        if not (ROOT / path).exists() and not (ROOT / "engine" / path).exists()
    ]
    assert not missing, "named but not in the project:\n" + "\n".join(missing)


def test_every_mutation_verdict_names_an_engine_file_that_exists() -> None:
    verdicts = tomllib.loads((ROOT / "docs" / "mutation" / "survivors.toml").read_text(encoding="utf-8"))
    missing = sorted(
        {
            entry["id"].split("::")[0]
            for entry in verdicts["survivor"]
            if not (ROOT / "engine" / entry["id"].split("::")[0]).is_file()
        }
    )
    assert not missing, (
        f"verdicts on files no longer in engine/ (find where the function lives now): {missing}"
    )


def test_a_doc_naming_a_removed_file_is_caught(tmp_path: Path) -> None:
    doc = tmp_path / "x.md"
    doc.write_text("See `tests/features/test_rulings.py` and `rulings/run/binding.py`.\n")
    assert named_paths(doc) == [(1, "tests/features/test_rulings.py"), (1, "rulings/run/binding.py")]
