"""`rulings cards compile|coverage`: compile the card pool into the engine's definitions, and measure what the engine
plays; added to the `rulings cards` group of rulings/cards/cli.py (which also diffs two builds of card data)."""

from __future__ import annotations

import sys
import time
from importlib import resources
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from rulings.cards.cli import cards
from rulings.oracle.pool import PoolFigure, compiled_pool, definitions_text, measure, write_definitions

__all__ = ["cards"]

EXIT_DRIFTED = 1


def _definitions_path() -> Path:
    return Path(str(resources.files("rulings.engine").joinpath("data/definitions.tsv")))


@cards.command("compile")
@click.option("--check", is_flag=True, help="Write nothing; exit 1 if the committed definitions differ.")
def compile_command(check: bool) -> None:
    """Compile every card's Oracle text into engine/data/definitions.tsv (the hand-written cards excepted)."""
    started = time.perf_counter()
    pool = list(compiled_pool())
    text = definitions_text(pool)
    path = _definitions_path()
    seconds = time.perf_counter() - started
    if check:
        current = path.read_text(encoding="utf-8") if path.is_file() else ""
        if current != text:
            old, new = set(current.splitlines()), set(text.splitlines())
            changed = sorted({line.split("\t")[0] for line in old ^ new if "\t" in line})
            click.echo(
                f"{path}: {len(changed)} card definitions differ from the compiler's output "
                f"({', '.join(changed[:5])}{', ...' if len(changed) > 5 else ''}); "
                "run `rulings cards compile` and review the change",
                err=True,
            )
            sys.exit(EXIT_DRIFTED)
        click.echo(f"{path}: {len(pool)} definitions, as the compiler writes them ({seconds:.1f} s)")
        return
    write_definitions(path, text)
    playing = sum(c.plays_fully for _n, _d, c in pool)
    click.echo(f"{len(pool)} cards compiled in {seconds:.1f} s, {playing} playing fully: {path}")


@cards.command("coverage")
@click.option(
    "--sets", "set_codes", default="M19,M20", show_default=True, help="Sets to show, comma-separated."
)
@click.option("--todo", default=25, show_default=True, help="How many unread templates to list.")
@click.option(
    "--todo-sets",
    default="",
    help="Rank the unread templates over the cards of these sets only, comma-separated (default: the whole pool).",
)
def coverage_command(set_codes: str, todo: int, todo_sets: str) -> None:
    """How many cards the engine plays fully, by type and by set, and the templates that would unlock most."""
    figure = measure(list(compiled_pool()), frozenset(_codes(todo_sets)))
    _print_figure(Console(), figure, _codes(set_codes), todo)


def _codes(text: str) -> list[str]:
    return [code.strip() for code in text.split(",") if code.strip()]


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def _print_figure(console: Console, figure: PoolFigure, set_codes: list[str], todo: int) -> None:
    console.print(
        f"The reference engine plays {figure.playing} of {figure.cards} cards fully "
        f"({_percent(figure.playing, figure.cards)}); a card it doesn't set up, or sets up with an unmodelled "
        "ability, answers `unsupported` where that ability would matter."
    )
    by_type = Table("card type", "cards", "playing fully", "share", title="By card type")
    for kind, count in figure.by_type.most_common():
        playing = figure.playing_by_type[kind]
        by_type.add_row(kind, str(count), str(playing), _percent(playing, count))
    console.print(by_type)
    by_set = Table("set", "cards", "playing fully", "share", title="By set")
    for code in set_codes:
        count, playing = figure.by_set[code], figure.playing_by_set[code]
        by_set.add_row(code, str(count), str(playing), _percent(playing, count))
    console.print(by_set)
    ranked = Table(
        "cards unlocked",
        "cards with it",
        "template",
        title="Templates not read yet, by cards unlocked"
        + (f" in {', '.join(sorted(figure.todo_sets))}" if figure.todo_sets else ""),
    )
    for template, unlocks in figure.unlocks.most_common(todo):
        ranked.add_row(str(unlocks), str(figure.unread[template]), template)
    console.print(ranked)
