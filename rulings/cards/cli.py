"""`rulings cards diff`: what changed between two builds of card data, and which features it touches.

Exit status: 0 whatever the difference (like `rulings rules diff`), 65 (EX_DATAERR) a malformed input file.
"""

from __future__ import annotations

import json
import sys
from importlib import resources
from pathlib import Path

import click
from rich.console import Console

from rulings.cards.builds import read_build
from rulings.cards.diff import diff_builds
from rulings.cards.report import diff_json, print_card_diff
from rulings.errors import RulesInputError
from rulings.layout import Layout
from rulings.suite.featurefile import FeatureFileError, read_features

__all__ = ["cards"]

_FILE = click.Path(exists=True, dir_okay=False, path_type=Path)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def cards() -> None:
    """Cards as data: compile Oracle text into the engine's definitions, measure the pool, and track card-data
    changes (Oracle text, characteristics, Gatherer rulings) against the features."""


def _vendored(layout: Layout) -> list[Path]:
    """The project's card data and rulings: in the checkout, else as installed with the package."""
    cards, rulings = layout.root / "engine" / "data" / "cards.json", layout.card_rulings
    if not cards.is_file():
        cards = Path(str(resources.files("rulings.engine").joinpath("data/cards.json")))
        rulings = Path(str(resources.files("rulings.data").joinpath("card-rulings.json")))
    return [cards, rulings]


@cards.command()
@click.argument("builds", nargs=-1, required=True, type=_FILE)
@click.option(
    "--old-rulings", type=_FILE, help="Gatherer rulings for OLD, if OLD has none (card-rulings layout)."
)
@click.option("--new-rulings", type=_FILE, help="Gatherer rulings for NEW, if NEW has none.")
@click.option(
    "--features", "features_dir", type=click.Path(file_okay=False, path_type=Path), help="Feature files."
)
@click.option("--json", "as_json", is_flag=True, help="Print the difference as JSON.")
def diff(
    builds: tuple[Path, ...],
    old_rulings: Path | None,
    new_rulings: Path | None,
    features_dir: Path | None,
    as_json: bool,
) -> None:
    """Compare two builds of card data: [OLD] NEW.

    Each is an MTGJSON AtomicCards file (.json or .json.gz), the engine's cards.json or a card-rulings
    file. With NEW alone, OLD is the project's vendored card data (engine/data/cards.json with
    data/card-rulings.json). Lists errata, templating-only rewordings, renamed cards (by Scryfall Oracle
    id), rulings added, removed and reworded, and for each the card features and scenarios that quote or
    use it.
    """
    if len(builds) > 2:
        raise click.UsageError("give one or two builds: [OLD] NEW")
    layout = Layout.find()
    try:
        if len(builds) == 1:
            old_paths, new_paths = _vendored(layout), [builds[0]]
        else:
            old_paths, new_paths = [builds[0]], [builds[1]]
        old_paths += [old_rulings] if old_rulings else []
        new_paths += [new_rulings] if new_rulings else []
        difference = diff_builds(read_build(old_paths), read_build(new_paths))
        features = read_features(features_dir or layout.features)
    except (RulesInputError, FeatureFileError) as error:
        click.echo(f"error: {error}", err=True)
        sys.exit(65)
    if as_json:
        click.echo(json.dumps(diff_json(difference, features), indent=2, ensure_ascii=False))
    else:
        print_card_diff(difference, features, Console(highlight=False, soft_wrap=True))
