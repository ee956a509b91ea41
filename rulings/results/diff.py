"""`rulings diff OLD.jsonl NEW.jsonl`: what changed between two runs of an engine, scenario by scenario.

Fixed (did not pass, now passes), regressed (passed, now does not), changed (another way of not passing,
or the same outcome with a different message), added and removed scenarios. Exit code 1 when anything
regressed, or when scenarios of OLD have no record in NEW (a partial run, a lost feature file: unmeasured
is not unchanged; --removed-ok when they were deleted on purpose), so a CI job can gate on it; 2 when a
file cannot be read or holds no records (not the same as "regressed").
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

import click
from rich.console import Console
from rich.markup import escape

from rulings.results.records import Record, read_records
from rulings.results.report import STYLE


@dataclass
class RunDiff:
    """The scenario-by-scenario difference of two runs."""

    fixed: list[tuple[Record, Record]] = field(default_factory=list)
    regressed: list[tuple[Record, Record]] = field(default_factory=list)
    changed: list[tuple[Record, Record]] = field(default_factory=list)
    added: list[Record] = field(default_factory=list)
    removed: list[Record] = field(default_factory=list)
    unchanged: int = 0

    @property
    def empty(self) -> bool:
        """The runs agree on every scenario."""
        return not (self.fixed or self.regressed or self.changed or self.added or self.removed)


def diff_runs(old: list[Record], new: list[Record]) -> RunDiff:
    """Compare two runs by scenario id. A run recorded before ids (its `scenario` a node id, no `node`) is
    matched by node id to the other run's records that have both."""
    ids = {r.node: r.scenario for r in [*old, *new] if r.node}
    before = {_key(r, ids): r for r in old}
    after = {_key(r, ids): r for r in new}
    result = RunDiff()
    for scenario in sorted(before.keys() | after.keys()):
        a, b = before.get(scenario), after.get(scenario)
        if a is None and b is not None:
            result.added.append(b)
        elif b is None and a is not None:
            result.removed.append(a)
        elif a is not None and b is not None:
            if a.outcome != "passed" and b.outcome == "passed":
                result.fixed.append((a, b))
            elif a.outcome == "passed" and b.outcome != "passed":
                result.regressed.append((a, b))
            elif a.outcome != b.outcome or a.message != b.message:
                result.changed.append((a, b))
            else:
                result.unchanged += 1
    return result


def _key(record: Record, ids: dict[str, str]) -> str:
    """A record's scenario id; for a record written before ids, the id its node id stands for, if known."""
    return record.scenario if record.node else ids.get(record.scenario, record.scenario)


def print_diff(console: Console, diff: RunDiff) -> None:
    """The difference, most important first."""
    for title, pairs in (("Regressed", diff.regressed), ("Fixed", diff.fixed), ("Changed", diff.changed)):
        if not pairs:
            continue
        console.print(f"\n[bold]{title}[/] ({len(pairs)})")
        for a, b in pairs:
            console.print(
                f"  [{STYLE[a.outcome]}]{a.outcome}[/] -> [{STYLE[b.outcome]}]{b.outcome}[/]  "
                f"{escape(', '.join(b.rules + b.rulings) or '-')}  {escape(b.name)}"
                f"  [dim]{escape(b.feature)}[/]"
            )
            if b.outcome != "passed" and b.message:
                console.print(f"      {escape(b.message.splitlines()[0])}")
            if a.outcome == b.outcome and a.message != b.message:
                console.print(f"      [dim]was: {escape(a.message.splitlines()[0] if a.message else '')}[/]")
    for title, records in (("Added", diff.added), ("Removed", diff.removed)):
        if records:
            console.print(f"\n[bold]{title}[/] ({len(records)})")
            for r in records:
                console.print(
                    f"  [{STYLE[r.outcome]}]{r.outcome}[/]  {escape(r.name)}  [dim]{escape(r.feature)}[/]"
                )
    console.print(
        f"\n{len(diff.regressed)} regressed, {len(diff.fixed)} fixed, {len(diff.changed)} changed, "
        f"{len(diff.added)} added, {len(diff.removed)} removed, {diff.unchanged} unchanged"
    )


@click.command("diff")
@click.argument("old", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.argument("new", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--removed-ok", is_flag=True, help="scenarios of OLD missing from NEW were deleted on purpose: exit 0"
)
def diff_command(old: Path, new: Path, removed_ok: bool) -> None:
    """Show what changed between two runs (result JSON Lines files); exit 1 if anything regressed or a
    scenario of OLD has no record in NEW (a partial run, a lost feature file), 2 if a file cannot be read
    or holds no records."""
    try:
        before, after = read_records(old), read_records(new)
    except (ValueError, OSError) as bad:  # not JSON Lines records, not UTF-8, unreadable
        raise click.UsageError(f"{bad}: give two result files written by `rulings verify`") from None
    for path, records in ((old, before), (new, after)):
        if not records:
            raise click.UsageError(
                f"{path} holds no result records (an empty or interrupted run): nothing to compare"
            )
    diff = diff_runs(before, after)
    console = Console()
    print_diff(console, diff)
    if diff.removed and not removed_ok:
        features = sorted({r.feature for r in diff.removed if r.feature})
        console.print(
            f"[yellow]{len(diff.removed)} scenarios of {escape(str(old))} have no record in "
            f"{escape(str(new))}[/] (from {len(features)} feature files): a partial or interrupted run, or "
            "scenarios lost; if they were deleted on purpose, pass --removed-ok"
        )
    sys.exit(1 if diff.regressed or (diff.removed and not removed_ok) else 0)
