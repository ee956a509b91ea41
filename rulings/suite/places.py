"""A place in the features: what the card-data tracker (`Use`) and the CR-citation reader (`Citation`) both point
a reader at, and print alike."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

__all__ = ["Place"]


@dataclass(frozen=True, slots=True)
class Place:
    """The file, the line, what stands there (Feature, Rule, Background, Scenario) and its name."""

    path: Path
    line: int
    element: str
    name: str

    def fields(self, path: str) -> dict[str, str | int]:
        """The place as JSON fields, with `path` as the reader is shown it."""
        return {"path": path, "line": self.line, "element": self.element, "name": self.name}
