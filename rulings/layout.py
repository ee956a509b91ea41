"""Where the harness finds its files: a checkout's features/ and data/ (the vendored CR editions, the lock,
the scope, the card rulings), or the installed package's, which holds the same folders under the same names.
The bottom of the harness: it imports nothing of it but the exception root."""

from __future__ import annotations

import json
import re
from importlib.resources import files
from pathlib import Path
from typing import Any, Final

import click

from rulings.errors import RulesInputError

__all__ = [
    "EDITION_FILE",
    "Layout",
    "needs_a_clone",
    "newest_edition",
    "packaged_layout",
    "read_json_object",
    "shown",
]

EDITION_FILE: Final = re.compile(r"cr-([0-9]{4}-[0-9]{2}-[0-9]{2})\.txt")


class Layout:
    """The default paths under one root: a checkout of mtg-rulings, or the installed `rulings` package."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.features = root / "features"
        data = root / "data"
        self.lock = data / "lock.json"
        self.scope = data / "scope.txt"
        self.card_rulings = data / "card-rulings.json"
        self.editions = data / "editions"

    @classmethod
    def find(cls, start: Path | None = None) -> Layout:
        """The nearest checkout at or above `start` (default: the working directory), else one at `start`."""
        here = (start or Path.cwd()).resolve()
        for directory in (here, *here.parents):
            if cls(directory).in_clone:
                return cls(directory)
        return cls(here)

    @property
    def in_clone(self) -> bool:
        """Whether this is a checkout of mtg-rulings: its vendored editions, its lock and its features."""
        return self.editions.is_dir() and self.lock.is_file() and self.features.is_dir()


def packaged_layout() -> Layout:
    """Where the installed package keeps the features, the rules data and the reference engine's cards."""
    return Layout(Path(str(files("rulings"))))


def needs_a_clone(command: str, instead: str) -> click.UsageError:
    """The usage error of a command that writes into a clone of mtg-rulings, run outside one."""
    return click.UsageError(
        f"{command} writes into a clone of mtg-rulings (its features/ and data/), and there is none here "
        f"or above ({Path.cwd()}): run it inside a checkout, or {instead}"
    )


def newest_edition(editions: Path) -> Path:
    """The vendored CR file with the latest effective date in its name (cr-YYYY-MM-DD.txt)."""
    candidates = sorted(
        (path for path in editions.glob("cr-*.txt") if EDITION_FILE.fullmatch(path.name)),
        key=lambda path: path.name,
    )
    if not candidates:
        raise RulesInputError(str(editions), None, "a vendored CR file named cr-YYYY-MM-DD.txt")
    return candidates[-1]


def shown(path: Path) -> str:
    """A path as people want to read it: relative to the working directory when it is under it."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def read_json_object(path: Path, what: str) -> dict[str, Any]:
    """A vendored JSON object (`what` says which, for the error), or a malformed-input error naming the file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise RulesInputError(shown(path), None, f"{what} as JSON", str(error)) from None
    if not isinstance(data, dict):
        raise RulesInputError(shown(path), None, f"{what} as a JSON object")
    return data
