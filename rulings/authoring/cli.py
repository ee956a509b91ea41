"""`rulings new`: write a feature skeleton quoting CR paragraphs or a card's Gatherer rulings verbatim.

The work is done by the pure functions of rulings/authoring/skeleton.py; this module reads the inputs (the
newest vendored edition, the features, the vendored card data), writes or prints the result and reports
what it left out. Exit status: 0 written (or nothing to add), 1 refused (unknown paragraph or card, no
rulings, a file that exists without --append), 65 a malformed input file.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Final

import click

from rulings.authoring import skeleton
from rulings.editions.parser import read_edition
from rulings.engine.cards.oracle import flat_record, pool
from rulings.errors import RulesInputError
from rulings.layout import Layout, needs_a_clone, newest_edition, packaged_layout, shown
from rulings.suite.card_rulings import CardRuling, read_card_rulings
from rulings.suite.featurefile import FeatureFileError, read_features
from rulings.suite.oracle_cards import CARDS_FILE, OracleCard, read_oracle_cards
from rulings.suite.tags import slugify

__all__ = ["new_command"]

EXIT_REFUSED: Final = 1
EXIT_BAD_INPUT: Final = 65


@click.command("new")
@click.option(
    "--rule",
    "rules",
    multiple=True,
    metavar="NUMBER",
    help="A paragraph and everything under it (508.1, 508) or a range (500-505); repeatable.",
)
@click.option("--card", "card", metavar="NAME", help="A card's exact name: quote its Gatherer rulings.")
@click.option("--stdout", "to_stdout", is_flag=True, help="Print the feature instead of writing it.")
@click.option("--append", is_flag=True, help="Add the missing Rules to an existing feature, in order.")
@click.option(
    "--features", "features_dir", type=click.Path(file_okay=False, path_type=Path), help="Feature files."
)
@click.option(
    "--edition", type=click.Path(exists=True, dir_okay=False, path_type=Path), help="The CR file to quote."
)
def new_command(
    *,
    rules: tuple[str, ...],
    card: str | None,
    to_stdout: bool,
    append: bool,
    features_dir: Path | None,
    edition: Path | None,
) -> None:
    """Write a feature plan: paragraphs or rulings quoted verbatim and tagged, ready for scenarios.

    --rule quotes CR paragraphs from the newest vendored edition (one feature per section, in
    features/rules/); --card quotes every Gatherer ruling of a card from data/card-rulings.json (in
    features/cards/<slug>.feature). A paragraph or ruling some feature already quotes is left out, and
    where it is said. An existing file is only extended with --append.
    """
    if bool(rules) == (card is not None):
        raise click.UsageError("give --rule NUMBER (one or more) or --card NAME")
    layout = _layout(features_dir, to_stdout)
    directory = features_dir or layout.features
    try:
        features = read_features(directory) if directory.is_dir() else []
        if card is not None:
            oracle = read_oracle_cards(layout.root / CARDS_FILE)
            found = skeleton.find_card(
                card, *_with_pool_card(card, oracle, read_card_rulings(layout.card_rulings))
            )
            skeletons = [skeleton.card_skeleton(found, features, directory)]
        else:
            cr = read_edition(edition or newest_edition(layout.editions))
            skeletons = skeleton.rule_skeletons(
                cr, skeleton.select_paragraphs(cr, rules), features, directory
            )
        outputs = [(plan, _output(plan, directory, append)) for plan in skeletons]
    except skeleton.SkeletonError as error:
        click.echo(f"error: {error}", err=True)
        sys.exit(EXIT_REFUSED)
    except (RulesInputError, FeatureFileError) as error:
        click.echo(f"error: {error}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    for plan, text in outputs:
        target = directory / plan.path
        for item in plan.elsewhere:
            click.echo(
                f"{item.label}: already quoted in {shown(directory / item.path)}:{item.line}", err=True
            )
        if text is None:
            click.echo(f"{shown(target)}: nothing to add", err=True)
        elif to_stdout:
            click.echo(text, nl=False)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
            labels = [quote.label for quote in plan.quotes]
            click.echo(f"{shown(target)}: {len(labels)} Rule(s) quoted: {', '.join(labels)}", err=True)
    if not to_stdout and any(text is not None for _, text in outputs):
        click.echo("next: write the scenarios, then `rulings rules lock` and `rulings rules check`", err=True)


def _with_pool_card(
    name: str, oracle: dict[str, OracleCard], rulings: dict[str, tuple[CardRuling, ...]]
) -> tuple[dict[str, OracleCard], dict[str, tuple[CardRuling, ...]]]:
    """The vendored cards and rulings, and the card of that exact name from the whole MTGJSON pool when it isn't
    vendored: any card of the pool gets its skeleton (vendor it with scripts/vendor_cards.py so that `rulings rules
    check` checks its quotes)."""
    if name in oracle and rulings.get(slugify(name)):
        return oracle, rulings
    faces = pool().faces(name)
    if faces is None:
        return oracle, rulings
    card = flat_record(faces)
    power, toughness = card.get("power"), card.get("toughness")
    found = OracleCard(
        name=name,
        mana_cost=str(card.get("manaCost") or ""),
        type_line=str(card.get("type") or ""),
        power_toughness=f"{power}/{toughness}" if power is not None and toughness is not None else "",
        text=str(card.get("text") or ""),
    )
    pool_rulings = tuple(CardRuling(str(r["date"]), str(r["text"])) for r in faces[0].get("rulings", ()))
    return {**oracle, name: oracle.get(name, found)}, {**rulings, slugify(name): pool_rulings}


def _layout(features_dir: Path | None, to_stdout: bool) -> Layout:
    """The clone the working directory is in; outside one, the installed rules data and suite (read, never
    written), if the skeleton goes to stdout or to a --features directory of the user's own."""
    layout = Layout.find()
    if layout.in_clone:
        return layout
    if features_dir is None and not to_stdout:
        raise needs_a_clone("rulings new", "give --features DIR (your own feature files) or --stdout")
    return packaged_layout()


def _output(plan: skeleton.Skeleton, directory: Path, append: bool) -> str | None:
    """The file's new text, or None when there is nothing to add; refuses to overwrite without --append."""
    if not plan.quotes:
        return None
    target = directory / plan.path
    if not target.exists():
        return skeleton.render(plan)
    if not append:
        raise skeleton.SkeletonError(
            f"{shown(target)} exists; --append adds the {len(plan.quotes)} missing Rule(s) to it"
        )
    return skeleton.append_to(target.read_text(encoding="utf-8"), plan)
