"""`rulings rules`: diff two CR editions, check and lock the paragraphs the features cite, measure coverage.

Exit status: 0 all is well, 1 something needs review (check) or could not be locked (lock), 65 (EX_DATAERR)
an input file is malformed; the message names the file, line and what was expected, without a traceback.
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final, ParamSpec, TypeVar

import click
from rich.console import Console

from rulings.editions.check import check as check_features
from rulings.editions.citations import collect_citations
from rulings.editions.console_output import print_check, print_coverage, print_diff
from rulings.editions.diff import diff_editions
from rulings.editions.edition import format_date
from rulings.editions.json_output import check_json, coverage_json, diff_json
from rulings.editions.lock import build_lock, read_lock, write_lock
from rulings.editions.new_edition import file_facts, previous_edition, vendor, vendored_name
from rulings.editions.parser import read_edition
from rulings.editions.scope import measure_coverage, read_scope
from rulings.errors import RulesInputError
from rulings.layout import Layout, needs_a_clone, newest_edition, packaged_layout, shown
from rulings.suite.card_rulings import read_card_rulings
from rulings.suite.featurefile import FeatureFileError, read_features

__all__ = ["rules"]

EXIT_NEEDS_REVIEW: Final = 1
EXIT_BAD_INPUT: Final = 65  # os.EX_DATAERR, spelled out because os.EX_* exist only on Unix

P = ParamSpec("P")
R = TypeVar("R")

_FILE = click.Path(exists=True, dir_okay=False, path_type=Path)


def _reports_user_errors(command: Callable[P, R]) -> Callable[P, R]:
    """Print a malformed-input error as one line on stderr and exit 65, instead of a traceback."""

    @functools.wraps(command)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return command(*args, **kwargs)
        except (RulesInputError, FeatureFileError) as error:
            click.echo(f"error: {error}", err=True)
            sys.exit(EXIT_BAD_INPUT)

    return wrapper


def clone_or_installed(command: str) -> Layout:
    """The clone of mtg-rulings the working directory is in; outside one, the installed suite and rules
    data (as `rulings docs` does), said on stderr, for a command that only reads them."""
    layout = Layout.find()
    if layout.in_clone:
        return layout
    installed = packaged_layout()
    click.echo(
        f"no clone of mtg-rulings here or above (no data/editions/): {command} reads the installed "
        f"suite ({installed.root})",
        err=True,
    )
    return installed


def _console() -> Console:
    return Console(highlight=False, soft_wrap=True)


def _print_json(data: dict[str, Any]) -> None:
    click.echo(json.dumps(data, indent=2, ensure_ascii=False))


@click.group()
def rules() -> None:
    """Track Comprehensive Rules changes against the paragraphs the features cite."""


@rules.command()
@click.argument("old", type=_FILE)
@click.argument("new", type=_FILE)
@click.option("--json", "as_json", is_flag=True, help="Print the difference as JSON.")
@_reports_user_errors
def diff(old: Path, new: Path, as_json: bool) -> None:
    """Show what changed between two CR files.

    Changed, renumbered, added and removed paragraphs of NEW against OLD, with word diffs, and the
    cross-references that now point at other numbers.
    """
    difference = diff_editions(read_edition(old), read_edition(new))
    if as_json:
        _print_json(diff_json(difference))
    else:
        print_diff(difference, _console())


@rules.command()
@click.argument("edition", required=False, type=_FILE)
@click.option(
    "--features", "features_dir", type=click.Path(file_okay=False, path_type=Path), help="Feature files."
)
@click.option("--lock", "lock_path", type=click.Path(dir_okay=False, path_type=Path), help="The lock file.")
@click.option("--json", "as_json", is_flag=True, help="Print the findings as JSON.")
@_reports_user_errors
def check(edition: Path | None, features_dir: Path | None, lock_path: Path | None, as_json: bool) -> None:
    """Check the features' citations and quotes against a CR file.

    Lists cited paragraphs whose wording changed, moved or vanished since the lock (with the scenarios
    citing them), Rule blocks that do not quote their paragraph (or their card's Gatherer ruling, from
    data/card-rulings.json) verbatim, and cited numbers that do not exist. EDITION defaults to the newest CR file in data/editions/. Exits 1 when anything needs review.
    """
    layout = clone_or_installed("rules check")
    edition_path = edition or newest_edition(layout.editions)
    report = check_features(
        read_features(features_dir or layout.features),
        read_lock(lock_path or layout.lock),
        read_edition(edition_path),
        edition_path,
        read_card_rulings(layout.card_rulings) if layout.card_rulings.is_file() else None,
        editions_dir=layout.editions,
    )
    if as_json:
        _print_json(check_json(report))
    else:
        print_check(report, _console())
    if report.needs_review:
        sys.exit(EXIT_NEEDS_REVIEW)


@rules.command()
@click.argument("edition", required=False, type=_FILE)
@click.option(
    "--features", "features_dir", type=click.Path(file_okay=False, path_type=Path), help="Feature files."
)
@click.option("--lock", "lock_path", type=click.Path(dir_okay=False, path_type=Path), help="The lock file.")
@_reports_user_errors
def lock(edition: Path | None, features_dir: Path | None, lock_path: Path | None) -> None:
    """Record the wording of every cited paragraph in the lock.

    Run it after reviewing what `check` reported. EDITION defaults to the newest CR file in data/editions/.
    """
    layout = Layout.find()
    if not layout.in_clone:
        if lock_path is None or features_dir is None:
            raise needs_a_clone("rules lock", "give --features DIR and --lock FILE of your own")
        layout = packaged_layout()  # only its editions are read
    path = lock_path or layout.lock
    cr = read_edition(edition or newest_edition(layout.editions))
    cited = list(collect_citations(read_features(features_dir or layout.features)))
    previous = read_lock(path)
    new_lock, missing = build_lock(cited, cr, previous)
    write_lock(new_lock, path)
    updated = sum(1 for n, e in new_lock.paragraphs.items() if previous.paragraphs.get(n) not in (None, e))
    added = sum(1 for n in new_lock.paragraphs if n not in previous.paragraphs)
    dropped = sum(1 for n in previous.paragraphs if n not in new_lock.paragraphs)
    total = len(new_lock.paragraphs)
    click.echo(
        f"{shown(path)}: {total} paragraph(s) locked against CR {format_date(cr.effective)} "
        f"({added} new, {updated} updated, {dropped} dropped)."
    )
    if missing:
        click.echo(f"error: cited but not in CR {format_date(cr.effective)}: {', '.join(missing)}", err=True)
        sys.exit(EXIT_NEEDS_REVIEW)


@rules.command()
@click.argument("edition", required=False, type=_FILE)
@click.option(
    "--features", "features_dir", type=click.Path(file_okay=False, path_type=Path), help="Feature files."
)
@click.option(
    "--scope", "scope_path", type=click.Path(dir_okay=False, path_type=Path), help="The scope file."
)
@click.option("--json", "as_json", is_flag=True, help="Print the coverage as JSON.")
@_reports_user_errors
def coverage(edition: Path | None, features_dir: Path | None, scope_path: Path | None, as_json: bool) -> None:
    """Count the in-scope paragraphs that have scenarios.

    The scope is data/scope.txt; lists the in-scope paragraphs without any scenario. EDITION defaults to
    the newest CR file in data/editions/.
    """
    layout = clone_or_installed("rules coverage")
    cr = read_edition(edition or newest_edition(layout.editions))
    citations = collect_citations(read_features(features_dir or layout.features))
    measured = measure_coverage(read_scope(scope_path or layout.scope), cr, citations)
    if as_json:
        _print_json(coverage_json(measured))
    else:
        print_coverage(measured, _console())


@rules.command("new-edition")
@click.argument("edition", type=_FILE)
@click.option("--vendor", "do_vendor", is_flag=True, help="Copy it byte for byte into data/editions/.")
@click.option(
    "--features", "features_dir", type=click.Path(file_okay=False, path_type=Path), help="Feature files."
)
@_reports_user_errors
def new_edition(edition: Path, do_vendor: bool, features_dir: Path | None) -> None:
    """The day a new CR is published: vendor it, see what changed and which scenarios it touches.

    Reads EDITION, names it by its effective date, (with --vendor) copies it into data/editions/ and gives
    the facts data/SOURCES.md records, diffs it with the newest older edition, checks the features against
    it, and prints the steps left to do by hand. Exits 1 when scenarios need review.
    """
    layout = Layout.find()
    cr = read_edition(edition)
    effective = cr.effective.isoformat()
    facts = file_facts(edition.read_bytes())
    click.echo(
        f"1. {shown(edition)}: CR {format_date(cr.effective)}, {len(cr.paragraphs)} paragraphs, "
        f"{len(cr.glossary)} Glossary entries."
    )
    target = layout.editions / vendored_name(effective)
    if do_vendor:
        target = vendor(edition, layout.editions, effective)
        click.echo(f"2. Vendored as {shown(target)}. Add its row to data/SOURCES.md (where it came from):")
    else:
        click.echo(
            f"2. Vendor it byte for byte as {shown(target)} (or run again with --vendor), with a row in "
            "data/SOURCES.md (where it came from):"
        )
    click.echo(
        f"   {facts.size:,} bytes, {'a BOM' if facts.bom else 'no BOM'}, line endings {facts.line_endings}, "
        f"sha256 {facts.sha256}"
    )
    previous = previous_edition(layout.editions, effective)
    if previous is None:
        click.echo("3. No older vendored edition to compare with.")
    else:
        difference = diff_editions(read_edition(previous), cr)
        glossary = difference.glossary
        click.echo(
            f"3. Against {shown(previous)}: {len(difference.changed)} changed, {len(difference.renumbered)} "
            f"renumbered, {len(difference.added)} added, {len(difference.removed)} removed, "
            f"{len(difference.typographic)} in typography only; Glossary {len(glossary.changed)} changed, "
            f"{len(glossary.added)} added, {len(glossary.removed)} removed. "
            f"Read it all: rulings rules diff {shown(previous)} {shown(edition)}"
        )
    report = check_features(
        read_features(features_dir or layout.features),
        read_lock(layout.lock),
        cr,
        edition,
        read_card_rulings(layout.card_rulings) if layout.card_rulings.is_file() else None,
        editions_dir=layout.editions,
    )
    scenarios = {(c.path, c.line) for item in report.review for c in item.citations}
    click.echo(
        f"4. The features against it: {len(report.review)} cited paragraph(s) changed, moved or gone, cited by "
        f"{len(scenarios)} scenario(s); {len(report.misquotes)} quote(s) to update; "
        f"{len(report.unknown)} unknown number(s)."
    )
    for item in report.review:
        where = f" → {item.current.number}" if item.status == "moved" and item.current else ""
        only = " (cross-references only)" if item.references_only else ""
        click.echo(f"   {item.number}{where}: {item.status}{only}, {len(item.citations)} citing")
    click.echo(
        "5. By hand: rulings rules check lists each paragraph's new wording and its scenarios. Re-read each "
        "against the new text, add scenarios where what an engine must do changed, update the quoted Rule "
        "texts and move the @rule: tags of moved paragraphs; then rulings rules lock, rulings rules check "
        "(must pass), rulings rules coverage, make test, and commit the edition, data/SOURCES.md, the "
        "features and data/lock.json together."
    )
    if report.needs_review:
        sys.exit(EXIT_NEEDS_REVIEW)
