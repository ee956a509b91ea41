"""What `rulings verify` makes sure of around the run: a results location it can write and no other run is
writing (usage errors before the run), the records a killed run left behind, a SIGTERM before the first
record ending the run as Ctrl-C does, and a --rule or --card that selected nothing said aloud."""

from __future__ import annotations

import contextlib
import difflib
import signal
import threading
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

import click
from rich.console import Console
from rich.markup import escape

from rulings.results import store
from rulings.results.records import Record
from rulings.run.features import chosen_features, packaged_features
from rulings.run.selection import cites


def claim_results(results: Path, errors: Console) -> None:
    """Check the results location and hold it for this run (click.UsageError if it can't be written or
    another run holds it); gather what a killed run left there, and say where it went."""
    try:
        store.check_location(results)
        store.hold(results)
    except store.ResultsLocationError as bad:
        raise click.UsageError(str(bad)) from None
    try:
        recovered = store.recover_killed_runs(results, current="")
    except OSError as cannot:
        store.release(results)
        raise click.UsageError(f"--results {results}: {cannot}") from None
    for kept, count in recovered:
        errors.print(
            f"[yellow]A run on {escape(str(results))} was killed before it could write it: its {count} "
            f"records are kept in {escape(str(kept))}.[/]",
            soft_wrap=True,
        )


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


@contextlib.contextmanager
def interrupted_by_sigterm() -> Iterator[None]:
    """While the run starts and runs, SIGTERM (a CI job's timeout) interrupts it as Ctrl-C does."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.getsignal(signal.SIGTERM)
    if previous != signal.SIG_DFL:
        yield
        return
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def say_unmatched_selection(
    errors: Console, rules: list[str], cards: list[str], records: list[Record]
) -> None:
    """Warn of each --rule and --card that selected no scenario, with the card slugs it is near."""
    for prefix in rules:
        if not any(cites(rule, prefix) for r in records for rule in r.rules):
            errors.print(f"[yellow]--rule {escape(prefix)} selected no scenario[/]: no scenario cites it.")
    slugs = sorted(
        {p.stem for p in (chosen_features() / "cards").glob("*.feature")}
        | {p.stem for p in (packaged_features() / "cards").glob("*.feature")}
    )
    for card in cards:
        if not any(card in r.cards for r in records):
            near = difflib.get_close_matches(card, slugs, n=3)
            hint = (
                f" Did you mean {', '.join(near)}?"
                if near
                else " --card takes a card's slug (reflecting-pool)."
            )
            errors.print(
                f"[yellow]--card {escape(card)} selected no scenario[/]: no card has that slug.{hint}"
            )
