"""`rulings verify`: run the rulings suite against an engine, then say exactly what it gets wrong.

The run is pytest on the packaged binding (rulings/run/binding.py), from any directory and isolated from
the user's own pytest configuration: its own ini file, no conftest.py, no PYTEST_ADDOPTS, no installed
plugins but pytest-bdd, pytest-xdist (with -n) and ours. pytest's own output is kept aside (shown only if
pytest itself fails), a progress bar shows the run, and the report is read from the result records the
plugin wrote as each scenario finished.

Exit codes: 0 every selected scenario passed (or, with --expectations, nothing unexpected happened);
1 some did not; 2 a usage error (a bad option, an engine that does not start, a bad expectations file, a
results file that cannot be written or that another run is writing), found before any scenario runs; 3 the
suite could not run, whole or in part (a suite error: a feature file, step or card name of the suite is
wrong, named by file and line, while the other files ran; or the records could not be written); 5 no
scenario was selected; 130 interrupted (Ctrl-C or SIGTERM: the records of the scenarios that finished are
kept and reported).
"""

from __future__ import annotations

import re
import shlex
import sys
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
from rich.console import Console
from rich.markup import escape

from rulings.adapters import REFERENCE
from rulings.adapters.failures import RUN_STOPS
from rulings.results import store
from rulings.results.records import Record, read_records
from rulings.results.report import STYLE, junit_xml, print_report
from rulings.run.engine_start import EngineStartError, preflight
from rulings.run.features import labels_root
from rulings.run.pytest_plugin import LEAN_FEATURE_RUN
from rulings.run.pytest_process import run_pytest
from rulings.run.run_guards import claim_results, interrupted_by_sigterm, say_unmatched_selection
from rulings.run.suite_errors import SUITE, print_suite_errors
from rulings.suite.tags import slugify

if (
    TYPE_CHECKING
):  # imported where used: a run on a terminal draws a bar; a run with --expectations reads them
    from rulings.results import expectations as known_failures

PACKAGE = Path(str(files("rulings")))
BINDING = PACKAGE / "run" / "binding.py"
INI = PACKAGE / "run" / "pytest.ini"
BDD_PLUGIN = "rulings.run.bdd_plugin"  # pytest-bdd's plugin without its code generator and reporters
EXIT_NOT_RUN = 3
EXIT_NOTHING_SELECTED = 5
EXIT_INTERRUPTED = 130


@dataclass
class VerifyOptions:
    """What to verify and where to write it."""

    engine: str = REFERENCE
    rules: list[str] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)
    processes: str | None = None  # pytest-xdist's -n: a number or "auto"
    results: Path | None = None
    timeout: float | None = None
    features: Path | None = None  # feature files to run instead of the packaged suite
    repro: Path | None = None  # where an engine that can writes a reproduction of each failure
    scenarios: list[str] = field(default_factory=list)  # @id values

    @property
    def complete(self) -> bool:
        """The run selects the whole suite."""
        return not self.rules and not self.cards and not self.scenarios

    @property
    def selection(self) -> str:
        """The selection as part of a file name: "" for the whole packaged suite, "rule-106.7-card-x" or
        "features-myfeatures" otherwise, so no partial or other suite's run overwrites a whole one's."""
        words = [f"features-{self.features.absolute().name}"] if self.features is not None else []
        words += [f"rule-{r}" for r in self.rules] + [f"card-{c}" for c in self.cards]
        words += [f"scenario-{i}" for i in self.scenarios]
        return re.sub(r"[^A-Za-z0-9.]+", "-", "-".join(words)).strip("-.")[:80]

    def rerun(self, ids: list[str]) -> str:
        """The command that reruns exactly these scenarios on this engine, quoted to paste into a shell."""
        words = ["rulings", "verify"]
        if self.engine != REFERENCE:
            words += ["--engine", self.engine]
        if self.features is not None:
            words += ["--features", str(self.features)]
        if self.timeout is not None:
            words += ["--timeout", f"{self.timeout:g}"]
        for scenario in ids:
            words += ["--scenario", scenario]
        return shlex.join(words)


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


def default_results(options: VerifyOptions) -> Path:
    """results/ENGINE.jsonl for the whole suite; results/ENGINE-SELECTION.jsonl for a --rule/--card run,
    so a partial run never overwrites the records of a whole one."""
    slug = engine_slug(options.engine)
    name = f"{slug}-{options.selection}" if options.selection else slug
    return Path("results") / f"{name}.jsonl"


def pytest_arguments(
    options: VerifyOptions, results: Path | None, *, preflight_done: bool = True, tracebacks: bool = False
) -> list[str]:
    """The pytest command line of a verify run (also what `make test` runs under coverage).

    Without `tracebacks` (a verify run, whose report is read from the records) pytest formats none: a
    failing scenario then costs what a passing one does (benchmarks/failing_bench.py).
    """
    args = [str(BINDING), f"--rootdir={PACKAGE.parent}", "-c", str(INI), "--noconftest"]
    args += ["--disable-plugin-autoload", "-p", BDD_PLUGIN]
    if options.processes:
        args += ["-p", "xdist.plugin", "-n", options.processes]
    args += ["-p", "rulings.run.pytest_plugin", "-p", "rulings.steps"]
    args += ["-q", "--no-header", "-p", "no:cacheprovider", *LEAN_FEATURE_RUN]
    args += ["--rulings-engine", options.engine]
    if results is not None:
        args += ["--rulings-results", str(results)]
    for rule in options.rules:
        args += ["--rulings-rule", rule]
    for card in options.cards:
        args += ["--rulings-card", card]
    for scenario in options.scenarios:
        args += ["--rulings-scenario", scenario]
    if options.timeout is not None:
        args += ["--rulings-timeout", str(options.timeout)]
    if options.features is not None:
        args += ["--rulings-features", str(options.features)]
    if options.repro is not None:
        args += ["--rulings-repro", str(options.repro)]
    if preflight_done:
        args += ["--rulings-no-preflight"]
    if not tracebacks:
        args += ["--rulings-no-tracebacks"]
    return args


def verify(
    options: VerifyOptions,
    console: Console,
    *,
    junit: Path | None = None,
    expectations: Path | None = None,
    update_expectations: bool = False,
    show_progress: bool = True,
    errors: Console | None = None,
) -> int:
    """Run the suite on the engine, print the report, write JUnit/expectations; return the exit code.

    Usage errors (an engine that does not start, an expectations file that cannot be read or is missing)
    raise click.UsageError before any scenario runs.
    """
    errors = errors or Console(stderr=True)
    previous = _expectations_before_the_run(expectations, update_expectations)
    results = options.results or default_results(options)
    claim_results(results, errors)
    try:
        with interrupted_by_sigterm():
            try:
                preflight(options.engine, options.timeout)
            except EngineStartError as bad:
                raise click.UsageError(str(bad)) from None
            results.unlink(missing_ok=True)  # records are only ever this run's
            code, output = run_pytest(pytest_arguments(options, results), show_progress)
    except KeyboardInterrupt:
        errors.print("[yellow]Interrupted before any scenario finished: no records.[/]")
        return EXIT_INTERRUPTED
    finally:
        store.release(results)
    records = read_records(results) if results.exists() else []
    collection_failed = "error during collection" in output or "errors during collection" in output
    signalled = "Interrupted" in output or "KeyboardInterrupt" in output  # Ctrl-C, or SIGTERM made one
    if code == 2 and not records and signalled and not collection_failed:
        errors.print("[yellow]Interrupted before any scenario finished: no records.[/]")
        return EXIT_INTERRUPTED
    if code not in (0, 1, 2, EXIT_NOTHING_SELECTED) or (code == 2 and not records):
        errors.print(f"[red]pytest could not run the suite (exit code {code}). Its output:[/]")
        errors.print(escape(output.strip()[-6000:]), highlight=False)
        return EXIT_NOT_RUN
    if not records:
        selection = " ".join(
            [f"--rule {r}" for r in options.rules]
            + [f"--card {c}" for c in options.cards]
            + [f"--scenario {i}" for i in options.scenarios]
        )
        errors.print(
            f"[yellow]No scenario selected by {escape(selection) or 'the run'}[/]: "
            "--rule takes a paragraph number or prefix (106, 106.7), --card a card's name or slug (reflecting-pool), "
            "--scenario a scenario's @id (a failure's report names it)."
        )
        return EXIT_NOTHING_SELECTED
    say_unmatched_selection(errors, options.rules, options.cards, records)
    measured = [r for r in records if r.fault != SUITE]
    suite_faults = [r for r in records if r.fault == SUITE]
    if measured or not suite_faults:
        detailed = _detailed(measured, options, previous, update_expectations)
        print_report(
            console,
            measured,
            labels_root(options.features),
            engine=options.engine,
            rerun=options.rerun,
            detailed=detailed,
            known=str(expectations),
        )
    print_suite_errors(console, suite_faults)
    console.print(f"[dim]results: {results}[/]")
    if junit is not None:
        junit.parent.mkdir(parents=True, exist_ok=True)
        junit.write_bytes(junit_xml(records, f"mtg-rulings on {records[0].engine or options.engine}"))
        console.print(f"[dim]JUnit XML: {junit}[/]")
    gave_up = next((r.message for r in records if RUN_STOPS in r.message), None)
    interrupted = code == 2 and gave_up is None
    if gave_up is not None:
        console.print(f"[red]The run stopped early[/]: {escape(gave_up.splitlines()[0])}")
    if interrupted:
        console.print(
            f"[yellow]Interrupted: the report covers the {len(records)} scenarios that finished.[/]"
        )
    verdict = _judge(
        console, measured, options, path=expectations, previous=previous, update=update_expectations
    )
    return EXIT_INTERRUPTED if interrupted else EXIT_NOT_RUN if suite_faults else verdict


def _detailed(
    records: list[Record],
    options: VerifyOptions,
    previous: known_failures.Expectations | None,
    update: bool,
) -> set[str] | None:
    """Which failures the report shows in full: all without expectations; with them only the unexpected
    ones (wpt run's way), and none when --update-expectations writes a new file (all are news then)."""
    if previous is None:
        return None
    if update and not previous.known:
        return set()
    from rulings.results import expectations as known_failures  # noqa: PLC0415 - only with --expectations

    judgement = known_failures.judge(records, previous, options.complete)
    return {record.scenario for record, _ in judgement.unexpected}


def _expectations_before_the_run(path: Path | None, update: bool) -> known_failures.Expectations | None:
    """The known failures, read before the run: a file that cannot be read, or a missing one (unless it
    is to be written), is a usage error now rather than after the whole run."""
    if path is None:
        return None
    from rulings.results import expectations as known_failures  # noqa: PLC0415 - only with --expectations

    if not path.exists():
        if update:
            return known_failures.Expectations()
        raise click.UsageError(
            f"--expectations {path}: no such file; create it with --update-expectations "
            "(it records the run's failures as known)"
        )
    try:
        return known_failures.load(path)
    except known_failures.ExpectationsError as bad:
        raise click.UsageError(f"--expectations {bad}") from None


def _judge(
    console: Console,
    records: list[Record],
    options: VerifyOptions,
    *,
    path: Path | None,
    previous: known_failures.Expectations | None,
    update: bool,
) -> int:
    if path is None or previous is None:
        return 0 if all(r.outcome == "passed" for r in records) else 1
    from rulings.results import expectations as known_failures  # noqa: PLC0415 - only with --expectations

    judgement = known_failures.judge(records, previous, options.complete)
    if judgement.newly_passing:
        console.print(
            f"\n[bold green]Newly passing[/] ({len(judgement.newly_passing)}): known failures that now pass"
        )
        for record in judgement.newly_passing:
            console.print(f"  {escape(record.name)}  [dim]{escape(record.scenario)}[/]")
    if judgement.unexpected and not (update and not previous.known):
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
        written = known_failures.updated(records, previous, options.complete)
        known_failures.save(path, written)
        console.print(f"[dim]expectations written: {path} ({len(written.known)} known failures)[/]")
        return 0
    console.print(
        f"\nAgainst {path}: {judgement.as_expected} as expected, {len(judgement.unexpected)} unexpected, "
        f"{len(judgement.newly_passing)} newly passing"
    )
    return 0 if judgement.ok else 1


class Processes(click.ParamType[str]):
    """pytest-xdist's -n: a positive number of processes, or auto / logical."""

    name = "processes"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        """A checked -n value, as text for pytest-xdist."""
        text = str(value).strip()
        if not (text in ("auto", "logical") or (text.isdigit() and int(text) > 0)):
            self.fail(
                f"{value!r} is not a number of processes: give a positive number, auto or logical", param, ctx
            )
        return text


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
@click.option(
    "--card",
    "cards",
    multiple=True,
    help='only scenarios of this card (its name or slug: "Reflecting Pool", reflecting-pool)',
)
@click.option(
    "--scenario",
    "scenarios",
    multiple=True,
    metavar="ID",
    help="only the scenario of this @id (each failure's report names it and the command to rerun it)",
)
@click.option(
    "-n", "processes", type=Processes(), help="spread over processes (pytest-xdist): a number or auto"
)
@click.option(
    "--results",
    type=click.Path(dir_okay=False, path_type=Path),
    help="JSON Lines records [results/ENGINE.jsonl; results/ENGINE-SELECTION.jsonl with --rule/--card]",
)
@click.option("--junit", type=click.Path(dir_okay=False, path_type=Path), help="also write JUnit XML here")
@click.option(
    "--expectations",
    type=click.Path(dir_okay=False, path_type=Path),
    help="known failures of this engine: fail only on something new",
)
@click.option("--update-expectations", is_flag=True, help="write the run's failures to --expectations FILE")
@click.option(
    "--features",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    help="run the feature files of this directory instead of the packaged suite "
    "[records: results/ENGINE-features-DIR.jsonl]",
)
@click.option(
    "--timeout",
    type=click.FloatRange(min=0, min_open=True),
    help="seconds an engine gets per request, more than 0 [5 for cmd: engines; none in-process]",
)
@click.option(
    "--repro",
    type=click.Path(file_okay=False, path_type=Path),
    help="write a standalone reproduction of each failure here (engines that can: phase)",
)
def verify_command(  # noqa: PLR0917 - click passes every option positionally by name
    engine: str,
    rules: tuple[str, ...],
    cards: tuple[str, ...],
    scenarios: tuple[str, ...],
    processes: str | None,
    results: Path | None,
    junit: Path | None,
    expectations: Path | None,
    update_expectations: bool,
    features: Path | None,
    timeout: float | None,
    repro: Path | None,
) -> None:
    """Verify an engine against every ruling (or those selected) and report what it gets wrong."""
    if update_expectations and expectations is None:
        raise click.UsageError("--update-expectations needs --expectations FILE to write")
    options = VerifyOptions(
        engine,
        list(rules),
        [slugify(c) for c in cards],
        processes,
        results,
        timeout,
        features,
        repro,
        list(scenarios),
    )
    console = Console()
    if not console.is_terminal:
        console = Console(width=120)  # a CI log is wider than 80 columns; keep the tables whole
    code = verify(
        options, console, junit=junit, expectations=expectations, update_expectations=update_expectations
    )
    sys.exit(code)
