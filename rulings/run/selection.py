"""Which feature files a `--rule`/`--card` run reads: only those whose text can hold a selected scenario.

A scenario cites a paragraph through an `@rule:` tag (its own, its Rule's or its Feature's) and a card
through an `@card:` tag, so a file holds a scenario citing a paragraph under `106.5` only if its text holds
`@rule:106.5`, and one of `reflecting-pool` only if it holds `@card:reflecting-pool`. A file without them
is neither parsed nor bound: reading every file to keep 12 scenarios cost 1.4 s of a 2.3 s run. Of a file
that is read, only the scenarios whose tags the selection holds are bound (`holds`): binding and collecting
the other hundred of the six files that cite 106.5 cost more than running the twelve. The plugin still makes
the exact selection, on the bound scenarios' markers, by the same `cites`; this only skips what it would drop.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path


def cites(rule: str, prefix: str) -> bool:
    """Whether a paragraph number falls under a prefix: 106.1 covers 106.1a but not 106.12."""
    if rule == prefix or rule.startswith(prefix + "."):
        return True
    return rule.startswith(prefix) and rule[len(prefix)].isalpha()


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

    def holds(self, tags: Iterable[str]) -> bool:
        """Whether a scenario of these tags (its own, its Rule's and its Feature's, as pytest-bdd writes them,
        without the @) is selected: it cites a selected paragraph or is of a selected card."""
        if self.everything:
            return True
        values = [tag.partition(":") for tag in tags]
        rules = [value for kind, _, value in values if kind == "rule"]
        cards = {value for kind, _, value in values if kind == "card"}
        return any(cites(r, p) for r in rules for p in self.rules) or any(c in cards for c in self.cards)

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
