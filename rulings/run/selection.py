"""Which feature files a `--rule`/`--card` run reads: only those whose text can hold a selected scenario.

A scenario cites a paragraph through an `@rule:` tag (its own, its Rule's or its Feature's) and a card
through an `@card:` tag, so a file holds a scenario citing a paragraph under `106.5` only if its text holds
`@rule:106.5`, and one of `reflecting-pool` only if it holds `@card:reflecting-pool`. A file without them
is neither parsed nor bound: reading every file to keep 12 scenarios cost 1.4 s of a 2.3 s run. The exact
selection is still the plugin's (`cites`, on the bound scenarios' markers); this only skips what it would drop.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Selection:
    """The paragraph prefixes and card slugs a run selects (both empty: the whole suite)."""

    rules: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()

    @property
    def everything(self) -> bool:
        """The run selects the whole suite."""
        return not self.rules and not self.cards

    def may_hold(self, text: str) -> bool:
        """Whether a feature file's text can hold a selected scenario (a necessary condition, cheap)."""
        if self.everything:
            return True
        return any(f"@rule:{prefix}" in text for prefix in self.rules) or any(
            f"@card:{slug}" in text for slug in self.cards
        )

    def file_may_hold(self, path: Path) -> bool:
        """The same for a file; one that cannot be read is kept, so that its check names the problem."""
        if self.everything:
            return True
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return True
        return self.may_hold(text)


_chosen: list[Selection] = []


def choose(rules: list[str], cards: list[str]) -> None:
    """Bind only the files that can hold this selection, in this process."""
    _chosen[:] = [Selection(tuple(rules), tuple(cards))]


def chosen() -> Selection:
    """The selection the binding reads files for."""
    return _chosen[0] if _chosen else Selection()
