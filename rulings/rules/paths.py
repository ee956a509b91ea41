"""Where the rules tracker finds its files by default: features/, rules/ and the vendored editions."""

from __future__ import annotations

import json
import re
from importlib.resources import files
from pathlib import Path
from typing import Any, Final

from rulings.rules.errors import RulesInputError

__all__ = ["EDITION_FILE", "Layout", "newest_edition", "packaged_layout", "read_json_object", "shown"]

EDITION_FILE: Final = re.compile(r"cr-([0-9]{4}-[0-9]{2}-[0-9]{2})\.txt")


class Layout:
    """The default paths of a project, found from the working directory upwards."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.features = root / "features"
        self.lock = root / "rules" / "lock.json"
        self.scope = root / "rules" / "scope.txt"
        self.card_rulings = root / "rules" / "card-rulings.json"
        self.editions = root / "rules" / "editions"

    @classmethod
    def find(cls, start: Path | None = None) -> Layout:
        """The nearest directory at or above `start` (default: the working directory) with rules/editions."""
        here = (start or Path.cwd()).resolve()
        for directory in (here, *here.parents):
            if (directory / "rules" / "editions").is_dir():
                return cls(directory)
        return cls(here)

    @property
    def in_clone(self) -> bool:
        """Whether this is a checkout of mtg-rulings (it has rules/editions), not a directory without one."""
        return self.editions.is_dir()


class _PackagedLayout(Layout):
    """The installed package's own files, laid out as a checkout's (rulings/data is the rules/ folder)."""

    def __init__(self, package: Path) -> None:
        super().__init__(package)
        data = package / "data"
        self.lock, self.scope, self.editions = data / "lock.json", data / "scope.txt", data / "editions"
        self.card_rulings = data / "card-rulings.json"


def packaged_layout() -> Layout:
    """Where the installed package keeps the features, the rules data and the reference engine's cards."""
    return _PackagedLayout(Path(str(files("rulings"))))


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
