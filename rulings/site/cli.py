"""`rulings docs`: build the rulings site from the features and, optionally, engines' result records."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Final

import click

from rulings.errors import RulesInputError
from rulings.layout import Layout, newest_edition, packaged_layout
from rulings.site.build import SiteOutputError, build_site
from rulings.suite.featurefile import FeatureFileError
from rulings.suite.oracle_cards import CARDS_FILE

__all__ = ["docs"]

EXIT_BAD_INPUT: Final = 65  # os.EX_DATAERR, as `rulings rules` uses
_FILE = click.Path(exists=True, dir_okay=False, path_type=Path)  # an existing file
_DIRECTORY = click.Path(exists=True, file_okay=False, path_type=Path)  # an existing directory


@click.command()
@click.option(
    "--features",
    "features_dir",
    type=_DIRECTORY,
    help="Feature files (default: features/ of the clone you are in, else the installed suite).",
)
@click.option(
    "--results",
    "results",
    multiple=True,
    type=_FILE,
    help="Result records (JSON Lines) of one engine run; repeat for several engines.",
)
@click.option(
    "--output",
    "-o",
    default=Path("site"),
    show_default=True,
    type=click.Path(file_okay=True, path_type=Path),
    help="Directory to write the site to; an earlier site there is replaced.",
)
@click.option(
    "--edition",
    type=_FILE,
    help="CR text file for section titles and coverage (default: the newest in data/editions/).",
)
@click.option(
    "--scope",
    "scope_path",
    type=_FILE,
    help="Scope file for rules coverage (default: data/scope.txt when it exists).",
)
def docs(
    features_dir: Path | None,
    results: tuple[Path, ...],
    output: Path,
    edition: Path | None,
    scope_path: Path | None,
) -> None:
    """Build a static rulings site (open OUTPUT/index.html); runs no engine."""
    layout = Layout.find(features_dir.resolve() if features_dir is not None else None)
    if features_dir is None and not layout.features.is_dir():
        layout = packaged_layout()  # outside a checkout: the suite installed with the package
        click.echo(f"no features/ here or above: using the installed suite ({layout.features})", err=True)
    features_dir = features_dir or layout.features
    if edition is None and layout.editions.is_dir():
        try:
            edition = newest_edition(layout.editions)
        except RulesInputError:
            edition = None
    card_data = layout.root / CARDS_FILE
    try:
        report = build_site(
            features_dir,
            output,
            results=results,
            edition=edition,
            scope=scope_path or layout.scope,
            card_data=card_data if card_data.is_file() else None,
        )
    except (FeatureFileError, RulesInputError, SiteOutputError, ValueError) as error:
        click.echo(f"error: {error}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    coverage = (
        f"; coverage {len(report.coverage.covered)}/{report.coverage.in_scope} paragraphs in scope"
        if report.coverage is not None
        else "; no scope file, so no coverage"
    )
    click.echo(
        f"wrote {report.files} files for {report.features} features and {report.scenarios} scenarios"
        f" ({report.runs} engine run{'s' if report.runs != 1 else ''}{coverage}) in {report.seconds:.2f} s"
    )
    click.echo(f"open {(report.output / 'index.html').as_posix()}")
