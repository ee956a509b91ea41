"""The verdicts on surviving mutants, kept in the repository, and the score they give.

Each survivor is one of:
- equivalent: no player could see the difference (the file says why);
- harness-only: input validation or an honest `unsupported`; pinned by unit tests, not by rulings;
- gap: a player could see it and no scenario pins it; the file names the paragraph or ruling to quote.

score = killed / (total - equivalent - harness-only). A survivor without a verdict is "unclassified".
"""

from __future__ import annotations

import tomllib
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, get_args

from mutation.operators import Mutant
from mutation.runner import Outcome

Verdict = Literal["equivalent", "harness-only", "gap"]
VERDICTS: tuple[str, ...] = get_args(Verdict)
UNCLASSIFIED = "unclassified"


@dataclass(frozen=True, slots=True)
class Entry:
    """One verdict of the file."""

    id: str
    verdict: Verdict
    why: str
    rule: str = ""  # for a gap: the CR paragraph or Gatherer ruling a scenario should quote


class VerdictFileError(ValueError):
    """A verdicts file that doesn't say what it must."""


def read_verdicts(path: Path) -> list[Entry]:
    """The entries of a verdicts file (none if it doesn't exist)."""
    if not path.exists():
        return []
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    entries = []
    for number, item in enumerate(data.get("survivor", []), 1):
        verdict = item.get("verdict", "")
        if verdict not in VERDICTS:
            raise VerdictFileError(
                f"{path}: survivor {number} ({item.get('id')!r}): verdict {verdict!r} is not one of {VERDICTS}"
            )
        if not item.get("why"):
            raise VerdictFileError(f"{path}: survivor {number} ({item.get('id')!r}) says no why")
        entries.append(Entry(str(item["id"]), verdict, str(item["why"]), str(item.get("rule", ""))))
    return entries


class Verdicts:
    """Finds a mutant's entry by its id, or, after it moved file or shifted index, by its loose key."""

    def __init__(self, entries: Iterable[Entry], mutants: Sequence[Mutant]) -> None:
        self.entries = list(entries)
        self._by_id = {e.id: e for e in self.entries}
        loose: dict[tuple[str, str, str, str], list[Mutant]] = {}
        for mutant in mutants:
            loose.setdefault(mutant.loose_key, []).append(mutant)
        self._by_loose: dict[tuple[str, str, str, str], Entry] = {}
        ids = {m.id for m in mutants}
        for entry in self.entries:
            if entry.id in ids:
                continue
            key = _loose_key_of(entry.id)
            if key is not None and len(loose.get(key, [])) == 1:
                self._by_loose[key] = entry

    def of(self, mutant: Mutant) -> Entry | None:
        """The verdict on a mutant, if the file has one."""
        return self._by_id.get(mutant.id) or self._by_loose.get(mutant.loose_key)


def _loose_key_of(mutant_id: str) -> tuple[str, str, str, str] | None:
    """The loose key of an id as written: `file::qualname::operator#index::before => after[ @ context]`."""
    parts = mutant_id.split("::", 3)
    if len(parts) != 4 or "#" not in parts[2] or " => " not in parts[3]:
        return None
    before, after = parts[3].split(" => ", 1)
    after, _, context = after.partition(" @ ")
    return (parts[1].rsplit(".", 1)[-1], parts[2].split("#")[0], before, after + context)


@dataclass(frozen=True, slots=True)
class Summary:
    """The figures of one run."""

    total: int
    killed: int
    survived: int
    by_verdict: dict[str, int]
    uncovered: int  # survivors no scenario even executes
    timeouts: int
    unclassified: list[Outcome]
    gaps: list[tuple[Outcome, Entry]]
    stale: list[Entry]  # verdicts on mutants that this run killed

    @property
    def score(self) -> float:
        """killed / (total - equivalent - harness-only)."""
        judged = self.total - self.by_verdict.get("equivalent", 0) - self.by_verdict.get("harness-only", 0)
        return self.killed / judged if judged else 1.0


def summarise(outcomes: Sequence[Outcome], verdicts: Verdicts) -> Summary:
    """Count the outcomes and the verdicts on the survivors."""
    counts: Counter[str] = Counter()
    unclassified: list[Outcome] = []
    gaps: list[tuple[Outcome, Entry]] = []
    stale: list[Entry] = []
    for outcome in outcomes:
        entry = verdicts.of(outcome.mutant)
        if outcome.killed:
            if entry is not None:
                stale.append(entry)
            continue
        if entry is None:
            counts[UNCLASSIFIED] += 1
            unclassified.append(outcome)
            continue
        counts[entry.verdict] += 1
        if entry.verdict == "gap":
            gaps.append((outcome, entry))
    killed = sum(o.killed for o in outcomes)
    return Summary(
        total=len(outcomes),
        killed=killed,
        survived=len(outcomes) - killed,
        by_verdict={v: counts[v] for v in (*VERDICTS, UNCLASSIFIED)},
        uncovered=sum(o.status == "uncovered" for o in outcomes),
        timeouts=sum(o.status == "timeout" for o in outcomes),
        unclassified=unclassified,
        gaps=gaps,
        stale=stale,
    )


def stub(outcome: Outcome) -> str:
    """A TOML entry to fill in for an unclassified survivor."""
    mutant = outcome.mutant
    return (
        "[[survivor]]\n"
        f"id = {_toml_string(mutant.id)}\n"
        f'verdict = ""  # {mutant.file}:{mutant.line}, {outcome.status}, reached by {outcome.scenarios} scenarios\n'
        'why = ""\n'
    )


def _toml_string(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'
