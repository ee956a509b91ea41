"""`rulings verify`: run the rulings suite against an engine, then say exactly what it gets wrong.

The run is pytest on the project's binding (tests/features/test_rulings.py) with the harness plugin's
options; pytest's own output is kept aside (shown only if pytest itself fails), a progress bar shows the
run, and the report is read from the result records the plugin wrote as each scenario finished.

Exit codes: 0 every selected scenario passed (or, with --expectations, nothing unexpected happened);
1 some did not; 3 the suite could not run; 5 no scenario was selected; 130 interrupted (the records of the
scenarios that finished are kept and reported).
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import click
import pytest
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
)

from rulings.adapters import REFERENCE
from rulings.results import expectations as known_failures
from rulings.results.records import Record, read_records
from rulings.results.report import STYLE, junit_xml, print_report
from rulings.run.pytest_plugin import LEAN_FEATURE_RUN

BINDING = Path("tests") / "features" / "test_rulings.py"
EXIT_NOT_RUN = 3
EXIT_NOTHING_SELECTED = 5
EXIT_INTERRUPTED = 130


class ProjectNotFound(click.ClickException):
    """No mtg-rulings checkout with the feature suite was found."""


@dataclass
class VerifyOptions:
    """What to verify and where to write it."""

    engine: str = REFERENCE
    rules: list[str] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)
    processes: str | None = None  # pytest-xdist's -n: a number or "auto"
    results: Path | None = None
    timeout: float | None = None

    @property
    def complete(self) -> bool:
        """The run selects the whole suite."""
        return not self.rules and not self.cards


def find_project(start: Path | None = None) -> Path:
    """The checkout whose suite to run: the working directory or a parent, else the package's own checkout."""
    here = (start or Path.cwd()).resolve()
    candidates = [here, *here.parents, Path(__file__).resolve().parents[1]]
    for candidate in candidates:
        if (candidate / BINDING).is_file() and (candidate / "features").is_dir():
            return candidate
    raise ProjectNotFound(
        f"rulings verify runs the feature suite of an mtg-rulings checkout, and found no {BINDING} with a "
        f"features/ directory beside it in {here}, its parents, or {candidates[-1]}. "
        "Run it from a clone of mtg-rulings (git clone, then `make verify`)."
    )


def engine_slug(spec: str) -> str:
    """A file name for an engine spec: reference, rulings-serve, python-mtg ..."""
    if spec.startswith("cmd:"):
        try:
            words = shlex.split(spec.removeprefix("cmd:"))
        except ValueError:
            words = [spec]
        text = "-".join(Path(w).stem if "/" in w else w for w in words if not w.startswith("-"))
    elif ":" in spec:
        text = spec.split(":", 1)[0].rsplit(".", 1)[-1]
    else:
        text = spec
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60] or "engine"


def pytest_arguments(project: Path, options: VerifyOptions, results: Path) -> list[str]:
    """The pytest command line of a verify run."""
    args = [str(project / BINDING), f"--rootdir={project}", "-c", str(project / "pyproject.toml")]
    args += [
        "-q",
        "--no-header",
        "-p",
        "no:cacheprovider",
        *LEAN_FEATURE_RUN,
        "--engine",
        options.engine,
        "--results",
        str(results),
    ]
    for rule in options.rules:
        args += ["--rule", rule]
    for card in options.cards:
        args += ["--card", card]
    if options.processes:
        args += ["-n", options.processes]
    if options.timeout is not None:
        args += ["--engine-timeout", str(options.timeout)]
    return args


class ProgressPlugin:
    """Advances a progress bar as scenarios finish (in this process, or reported by xdist workers)."""

    def __init__(self, progress: Progress) -> None:
        self.progress = progress
        self.task = progress.add_task("collecting", total=None)
        self.bad = 0

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        """The serial run knows its total once collected."""
        if session.items:
            self._total(len(session.items))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        """Under xdist, each worker reports the same collection."""
        self._total(len(ids))

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """One scenario finished when its teardown is reported."""
        if report.failed and report.when != "teardown":
            self.bad += 1
        if report.when == "teardown":
            not_passed = f" · [red]{self.bad} not passed[/]" if self.bad else ""
            self.progress.update(self.task, advance=1, description=f"verifying{not_passed}")

    def _total(self, total: int) -> None:
        self.progress.update(self.task, total=total, description="verifying")


@contextlib.contextmanager
def _terminal() -> Iterator[IO[str] | None]:
    """A stream on the real terminal that pytest's output capture cannot swallow (a duplicate of stdout)."""
    try:
        fd = os.dup(sys.stdout.fileno())
    except (AttributeError, OSError, io.UnsupportedOperation):
        yield None
        return
    with os.fdopen(fd, "w", encoding="utf-8", errors="replace") as stream:
        yield stream


def run_pytest(args: list[str], show_progress: bool) -> tuple[int, str]:
    """Run pytest in this process with its output kept aside; return its exit code and that output."""
    kept = io.StringIO()
    with _terminal() as terminal:
        progress: Progress | None = None
        plugins: list[object] = []
        if show_progress and terminal is not None:
            console = Console(file=terminal, stderr=False)
            if console.is_terminal:
                progress = Progress(
                    SpinnerColumn(),
                    TextColumn("{task.description}"),
                    BarColumn(),
                    MofNCompleteColumn(),
                    TimeElapsedColumn(),
                    console=console,
                    transient=True,
                )
                plugins.append(ProgressPlugin(progress))
        with contextlib.ExitStack() as stack:
            if progress is not None:
                stack.enter_context(progress)
            stack.enter_context(contextlib.redirect_stdout(kept))
            code = int(pytest.main(args, plugins=plugins))
    return code, kept.getvalue()


def verify(
    options: VerifyOptions,
    console: Console,
    *,
    junit: Path | None = None,
    expectations: Path | None = None,
    update_expectations: bool = False,
    show_progress: bool = True,
    project: Path | None = None,
) -> int:
    """Run the suite on the engine, print the report, write JUnit/expectations; return the exit code."""
    project = project or find_project()
    results = options.results or Path("results") / f"{engine_slug(options.engine)}.jsonl"
    results.parent.mkdir(parents=True, exist_ok=True)
    results.unlink(missing_ok=True)  # records are only ever this run's
    code, output = run_pytest(pytest_arguments(project, options, results), show_progress)
    records = read_records(results) if results.exists() else []
    if code not in (0, 1, 2, EXIT_NOTHING_SELECTED) or (
        code == 2 and not records and "Interrupted" not in output
    ):
        console.print(f"[red]pytest could not run the suite (exit code {code}). Its output:[/]")
        console.print(escape(output.strip()[-6000:]), highlight=False)
        return EXIT_NOT_RUN
    if not records:
        console.print(f"[yellow]No scenario selected by --rule {options.rules} --card {options.cards}.[/]")
        return EXIT_NOTHING_SELECTED
    print_report(console, records, project, engine=options.engine)
    console.print(f"[dim]results: {results}[/]")
    if junit is not None:
        junit.parent.mkdir(parents=True, exist_ok=True)
        junit.write_bytes(junit_xml(records, f"mtg-rulings on {records[0].engine or options.engine}"))
        console.print(f"[dim]JUnit XML: {junit}[/]")
    interrupted = code == 2
    if interrupted:
        console.print(
            f"[yellow]Interrupted: the report covers the {len(records)} scenarios that finished.[/]"
        )
    verdict = _judge(console, records, options, expectations, update_expectations)
    return EXIT_INTERRUPTED if interrupted else verdict


def _judge(
    console: Console, records: list[Record], options: VerifyOptions, path: Path | None, update: bool
) -> int:
    if path is None:
        return 0 if all(r.outcome == "passed" for r in records) else 1
    try:
        previous = known_failures.load(path)
    except known_failures.ExpectationsError as bad:
        raise click.ClickException(str(bad)) from None
    judgement = known_failures.judge(records, previous, options.complete)
    if judgement.newly_passing:
        console.print(
            f"\n[bold green]Newly passing[/] ({len(judgement.newly_passing)}): known failures that now pass"
        )
        for record in judgement.newly_passing:
            console.print(f"  {escape(record.name)}  [dim]{escape(record.scenario)}[/]")
    if judgement.unexpected:
        console.print(
            f"\n[bold red]Unexpected[/] ({len(judgement.unexpected)}): not in {path} as this outcome"
        )
        for record, expected in judgement.unexpected:
            console.print(
                f"  [{STYLE[record.outcome]}]{record.outcome}[/] (expected {expected})  {escape(record.name)}"
                f"  [dim]{escape(record.scenario)}[/]"
            )
    if judgement.stale:
        console.print(f"\n[dim]{len(judgement.stale)} expectations name scenarios that no longer exist.[/]")
    if update:
        known_failures.save(path, known_failures.updated(records, previous, options.complete))
        console.print(f"[dim]expectations written: {path}[/]")
        return 0
    console.print(
        f"\nAgainst {path}: {judgement.as_expected} as expected, {len(judgement.unexpected)} unexpected, "
        f"{len(judgement.newly_passing)} newly passing"
    )
    return 0 if judgement.ok else 1


@click.command("verify")
@click.option(
    "--engine",
    default=REFERENCE,
    show_default=True,
    help='reference, cmd:"<command line>" or module:attribute',
)
@click.option(
    "--rule", "rules", multiple=True, help="only scenarios citing this paragraph (prefix: 106 or 106.7)"
)
@click.option("--card", "cards", multiple=True, help="only scenarios of this card (slug: reflecting-pool)")
@click.option("-n", "processes", help="spread over processes (pytest-xdist): a number or auto")
@click.option(
    "--results",
    type=click.Path(dir_okay=False, path_type=Path),
    help="JSON Lines records [results/ENGINE.jsonl]",
)
@click.option("--junit", type=click.Path(dir_okay=False, path_type=Path), help="also write JUnit XML here")
@click.option(
    "--expectations",
    type=click.Path(dir_okay=False, path_type=Path),
    help="known failures of this engine: fail only on something new",
)
@click.option("--update-expectations", is_flag=True, help="write the run's failures to --expectations FILE")
@click.option("--timeout", type=float, help="seconds a cmd: engine gets per request [5]")
def verify_command(  # noqa: PLR0917 - click passes every option positionally by name
    engine: str,
    rules: tuple[str, ...],
    cards: tuple[str, ...],
    processes: str | None,
    results: Path | None,
    junit: Path | None,
    expectations: Path | None,
    update_expectations: bool,
    timeout: float | None,
) -> None:
    """Verify an engine against every ruling (or those selected) and report what it gets wrong."""
    if update_expectations and expectations is None:
        raise click.UsageError("--update-expectations needs --expectations FILE to write")
    options = VerifyOptions(engine, list(rules), list(cards), processes, results, timeout)
    console = Console()
    if not console.is_terminal:
        console = Console(width=120)  # a CI log is wider than 80 columns; keep the tables whole
    code = verify(
        options, console, junit=junit, expectations=expectations, update_expectations=update_expectations
    )
    sys.exit(code)
