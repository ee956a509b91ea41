"""What a run says, read from its result records alone: summaries per rules section and per card, each
failure with enough to file a bug (rule, scenario, expected and observed, the board), and JUnit XML for CI.

Running and rendering are separate (Bowtie's `_report`): nothing here starts an engine.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from rich.console import Console, Group, RenderableType
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from rulings.results.engine_text import xml_text
from rulings.results.records import OUTCOMES, Outcome, Record
from rulings.suite.sections import feature_title, section_named

STYLE: dict[str, str] = {
    "passed": "green",
    "failed": "red",
    "unsupported": "yellow",
    "errored": "magenta",
    "timeout": "magenta",
}
NO_SECTION = "(none)"
PROBLEMS = ("failed", "errored", "timeout")  # the outcomes shown in full (unsupported is summed up by reason)
RERUN_ALL_AT_MOST = 20  # a rerun line for every failure together, up to this many


@dataclass
class Tally:
    """Outcome counts of a group of scenarios, and its compliance: passed over all."""

    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(OUTCOMES, 0))

    def add(self, outcome: Outcome) -> None:
        """Count one scenario."""
        self.counts[outcome] += 1

    @property
    def total(self) -> int:
        """How many scenarios."""
        return sum(self.counts.values())

    @property
    def compliance(self) -> float:
        """Passed over all; unsupported counts against it, as in Bowtie."""
        return self.counts["passed"] / self.total if self.total else 0.0


def section_of(rule: str) -> str:
    """ "106.12b" -> "106", the rules section a paragraph belongs to."""
    return rule.split(".", 1)[0]


_SECTION_FILE = re.compile(r"([1-9]\d{2})(?:\D|$)")
NOT_A_SECTION = "(other)"
# Said under the tables, so that no one adds rows up expecting another total.
HOW_COUNTED = (
    "Each scenario counts once, where the rulings site shows it: a rules feature file's scenarios under its "
    "section (by the file, whatever paragraphs they cite), a card feature file's under its card."
)


def filed_under(record: Record) -> tuple[str, str]:
    """Where the rulings site files a scenario (by its feature file): ("card", slug) for features/cards/,
    ("section", "106") for a file named after its CR section, ("section", "(other)") for the rest."""
    path = PurePosixPath(record.feature)
    if "cards" in path.parts[:-1]:
        return "card", record.cards[0] if len(record.cards) == 1 else path.stem
    match = _SECTION_FILE.match(path.stem)
    return "section", match[1] if match else NOT_A_SECTION


def _tallies_filed_under(records: Iterable[Record], kind: str) -> dict[str, Tally]:
    """Tallies per key of this kind of filing ("section" or "card"), each scenario once."""
    tallies: dict[str, Tally] = defaultdict(Tally)
    for record in records:
        filed, key = filed_under(record)
        if filed == kind:
            tallies[key].add(record.outcome)
    return tallies


def by_section(records: Iterable[Record]) -> dict[str, Tally]:
    """Tallies per rules section, each scenario once, in the section of its feature file (as the site)."""
    tallies = _tallies_filed_under(records, "section")
    return dict(sorted(tallies.items(), key=lambda item: _natural(item[0])))


def by_card(records: Iterable[Record]) -> dict[str, Tally]:
    """Tallies per card feature file (by slug), each scenario once; rules features' scenarios are left out."""
    return dict(sorted(_tallies_filed_under(records, "card").items()))


def overall(records: Iterable[Record]) -> Tally:
    """The tally of the whole run."""
    tally = Tally()
    for record in records:
        tally.add(record.outcome)
    return tally


def section_titles(records: Iterable[Record], root: Path) -> dict[str, str]:
    """ "106" -> "Mana": the title of the rules feature file that names its section alone ("106. Mana"),
    read by the spec's own parser; a file on part of a section ("701.14. Fight") names no section."""
    titles: dict[str, str] = {}
    for feature in sorted({r.feature for r in records if r.feature}):
        path = root / feature
        if path.is_file() and "rules" in path.parts:
            named = section_named(feature_title(path))
            if named is not None:
                titles.setdefault(*named)
    return titles


def summary_table(
    title: str, first_column: str, tallies: dict[str, Tally], names: dict[str, str] | None = None
) -> Table:
    """A table of outcome counts and compliance, one row per group; headers are never cut (the label wraps
    first), so a log that is not a terminal still reads `unsupported`."""
    table = Table(title=title, title_justify="left", title_style="bold", show_edge=False, pad_edge=False)
    table.add_column(first_column, overflow="fold")
    for outcome in OUTCOMES:
        table.add_column(
            outcome,
            justify="right",
            style=STYLE[outcome],
            header_style=STYLE[outcome],
            min_width=len(outcome),
            no_wrap=True,
        )
    table.add_column("compliance", justify="right", min_width=len("compliance"), no_wrap=True)
    for key, tally in tallies.items():
        label = f"{key} {names[key]}" if names and key in names else key
        table.add_row(
            escape(label),
            *(str(tally.counts[o]) if tally.counts[o] else "·" for o in OUTCOMES),
            _percent(tally),
        )
    return table


def not_complete(tallies: dict[str, Tally]) -> dict[str, Tally]:
    """The groups whose scenarios did not all pass."""
    return {key: tally for key, tally in tallies.items() if tally.compliance < 1}


def failure_details(
    records: Iterable[Record],
    limit: int | None = None,
    *,
    root: Path | None = None,
    rerun: Callable[[list[str]], str] | None = None,
) -> list[RenderableType]:
    """Each scenario that failed, errored or timed out: where (its @id, its file:line under `root`, the
    command that reruns it), what was expected and observed, the board."""
    shown: list[RenderableType] = []
    problems = sorted(
        (r for r in records if r.outcome in PROBLEMS),
        key=lambda r: (
            [_natural(section_of(rule)) for rule in r.rules] or [_natural(NO_SECTION)],
            r.rules,
            r.name,
        ),
    )
    for record in problems[:limit]:
        head = Text()
        head.append(f"{record.outcome.upper():<9}", style=f"bold {STYLE[record.outcome]}")
        head.append(" " + (", ".join(record.rules + record.rulings) or "-"), style="bold")
        head.append(f"  {record.name}")
        body = Text(f"  @id:{record.scenario}  {location(record, root)}\n", style="dim")
        for line in (record.message or "(no message)").splitlines():
            body.append(f"  {line}\n")
        if record.board:
            body.append("  board: ", style="dim")
            body.append(record.board + "\n")
        if rerun is not None:
            body.append("  rerun: ", style="dim")
            body.append(rerun([record.scenario]) + "\n")
        shown.append(Group(head, body))
    if limit is not None and len(problems) > limit:
        shown.append(Text(f"... and {len(problems) - limit} more; see the results file", style="dim"))
    if rerun is not None and 1 < len(problems) <= RERUN_ALL_AT_MOST:
        shown.append(Text(f"Rerun these {len(problems)}: {rerun([r.scenario for r in problems])}"))
    return shown


def location(record: Record, root: Path | None) -> str:
    """A record's scenario as `file:line`: its feature label under the run's root (the installed suite for
    a wheel), relative to the current directory when under it."""
    path = Path(record.feature)
    if root is not None:
        full, cwd = (root / path).absolute(), Path.cwd()
        if (cwd / path).resolve() != full.resolve():  # in a checkout the label is a path already (features/)
            path = full.relative_to(cwd) if full.is_relative_to(cwd) else full
    return f"{path.as_posix()}:{record.line}" if record.line else path.as_posix()


def unsupported_summary(records: Iterable[Record]) -> list[RenderableType]:
    """What the engine declined, grouped by its message, most frequent first."""
    reasons: dict[str, int] = defaultdict(int)
    for record in records:
        if record.outcome == "unsupported":
            reasons[record.message.splitlines()[0] if record.message else "(no message)"] += 1
    return [
        Text(f"  {count:>4} × {reason}", style=STYLE["unsupported"])
        for reason, count in sorted(reasons.items(), key=lambda item: (-item[1], item[0]))
    ]


def print_report(
    console: Console,
    records: list[Record],
    root: Path,
    failures: int | None = 50,
    engine: str = "the engine",
    *,
    rerun: Callable[[list[str]], str] | None = None,
    detailed: set[str] | None = None,
    known: str = "",
) -> None:
    """The whole report: the sections and cards not at 100% (all, if none is), what was unsupported, each
    failure in full (only those in `detailed` if given: the unexpected ones, the rest `known` from that
    file), then the one-line total."""
    if not records:
        console.print(
            "[yellow]No scenario ran: nothing was selected, or the run stopped before the first.[/]"
        )
        return
    sections, cards = by_section(records), by_card(records)
    short_sections, short_cards = not_complete(sections), not_complete(cards)
    if short_sections or short_cards:
        if short_sections:
            titles = section_titles(records, root)
            console.print(summary_table("By rules section", "Section", short_sections, titles))
        if short_cards:
            console.print()
            console.print(summary_table("By card", "Card", short_cards))
        hidden = len(sections) - len(short_sections) + len(cards) - len(short_cards)
        at_full = f" The {hidden} sections and cards at 100% are not shown." if hidden else ""
        console.print(f"[dim]{HOW_COUNTED}{at_full}[/]")
    unsupported = unsupported_summary(records)
    if unsupported:
        console.print("\n[bold]Declined by the engine (unsupported)[/]")
        console.print(*unsupported, sep="\n")
    chosen = records if detailed is None else [r for r in records if r.scenario in detailed]
    details = failure_details(chosen, failures, root=root, rerun=rerun)
    if details:
        console.print("\n[bold]Failures[/]" if detailed is None else "\n[bold]Unexpected failures[/]")
        for detail in details:
            console.print(detail, soft_wrap=True)
    expected = sum(1 for r in records if r.outcome in PROBLEMS) - sum(
        1 for r in chosen if r.outcome in PROBLEMS
    )
    if expected:
        console.print(f"[dim]{expected} known failures (in {escape(known)}) are not shown.[/]")
    total = overall(records)
    engine = records[0].engine or engine
    line = ", ".join(f"[{STYLE[o]}]{n} {o}[/]" for o, n in total.counts.items() if n)
    console.print(
        f"\n[bold]{escape(engine)}[/]: {total.total} scenarios: {line}; compliance {_percent(total)}"
    )


def junit_xml(records: list[Record], suite_name: str) -> bytes:
    """JUnit XML for CI: one testsuite per feature file; unsupported is a failure of type "unsupported"."""
    root = ET.Element("testsuites", name=xml_text(suite_name))
    features: dict[str, list[Record]] = defaultdict(list)
    for record in records:
        features[record.feature or "(unknown feature)"].append(record)
    for feature, members in sorted(features.items()):
        tally = overall(members)
        suite = ET.SubElement(
            root,
            "testsuite",
            name=xml_text(feature),
            tests=str(tally.total),
            failures=str(tally.counts["failed"] + tally.counts["unsupported"]),
            errors=str(tally.counts["errored"] + tally.counts["timeout"]),
            skipped="0",
            time=f"{sum(r.duration for r in members):.6f}",
        )
        for record in members:
            case = ET.SubElement(
                suite,
                "testcase",
                classname=xml_text(feature),
                name=xml_text(record.name or record.scenario),
                time=f"{record.duration:.6f}",
            )
            properties = ET.SubElement(case, "properties")
            for kind, values in (("rule", record.rules), ("card", record.cards), ("ruling", record.rulings)):
                for value in values:
                    ET.SubElement(properties, "property", name=kind, value=xml_text(value))
            if record.outcome == "passed":
                continue
            tag = "failure" if record.outcome in ("failed", "unsupported") else "error"
            first = record.message.splitlines()[0] if record.message else record.outcome
            problem = ET.SubElement(case, tag, type=record.outcome, message=xml_text(first))
            problem.text = xml_text(record.message + (f"\nboard: {record.board}" if record.board else ""))
    ET.indent(root)
    text: bytes = ET.tostring(root, encoding="utf-8", xml_declaration=True)
    return text + b"\n"


def _percent(tally: Tally) -> str:
    return f"{100 * tally.compliance:.1f}%" if tally.total else "-"


def _natural(key: str) -> tuple[int, str]:
    return (int(key), "") if key.isdigit() else (10**9, key)
