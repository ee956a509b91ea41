"""`rulings fuzz`: run the invariants against an engine, or two engines against each other, and print the
first failure, shrunk, as a scenario to paste into a feature file."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from rulings.adapters import EngineSpecError
from rulings.fuzz.invariants import CATALOGUE, select
from rulings.fuzz.runner import DEFAULT_DATABASE, FuzzReport, run_fuzz
from rulings.protocol.session import ProtocolError

# Checked on every request: they can't be left out, so --keep-going stops at them.
UNSKIPPABLE = frozenset({"documented-errors-only", "never-hangs"})


@click.command("fuzz")
@click.option(
    "--engine",
    "engine",
    default="reference",
    show_default=True,
    help="reference, cmd:<command> or module:attr",
)
@click.option("--examples", default=200, show_default=True, help="games to generate (before shrinking)")
@click.option("--steps", default=20, show_default=True, help="actions and observations per game")
@click.option(
    "--seed", "seed_value", type=int, default=0, show_default=True, help="the random seed; -1 draws one"
)
@click.option("--against", default=None, help="differential mode: compare every observation with this engine")
@click.option(
    "--database",
    type=click.Path(file_okay=False, path_type=Path),
    default=DEFAULT_DATABASE,
    show_default=True,
    help="directory of failing examples, replayed first next time",
)
@click.option("--no-database", is_flag=True, help="keep no failing examples")
@click.option("--invariant", "invariants", multiple=True, help="check only this invariant (repeatable)")
@click.option("--without", multiple=True, help="leave this invariant out (repeatable)")
@click.option(
    "--keep-going",
    is_flag=True,
    help="after a failure, fuzz on without that invariant to find what else breaks",
)
@click.option(
    "--pool",
    is_flag=True,
    help="also put on boards the cards of the whole pool the engine lists and the fuzzer reads "
    "(vanilla and keyword creatures, mana sources: hundreds of cards)",
)
@click.option(
    "--list", "list_only", is_flag=True, help="list the invariants and the rules they cite, and exit"
)
def fuzz_command(  # noqa: PLR0917 - click hands each option over as a parameter
    engine: str,
    examples: int,
    steps: int,
    seed_value: int,
    against: str | None,
    database: Path,
    no_database: bool,
    invariants: tuple[str, ...],
    without: tuple[str, ...],
    keep_going: bool,
    pool: bool,
    list_only: bool,
) -> None:
    """Fuzz an engine through the protocol with Hypothesis; exit 1 on the first invariant it breaks."""
    if list_only:
        for inv in select():
            click.echo(f"{inv.name:48} {inv.rule}\n    {inv.claim}")
        return
    left_out = list(without)
    failures = 0
    while True:
        try:
            report = run_fuzz(
                engine,
                examples=examples,
                steps=steps,
                seed_value=None if seed_value == -1 else seed_value,
                against=against,
                database=None if no_database else database,
                invariants=list(invariants) or None,
                without=left_out,
                pool=pool,
            )
        except (EngineSpecError, ProtocolError, KeyError, ValueError) as bad:
            # An engine that cannot be built or will not start, an unknown invariant: usage errors (exit
            # 2), worded as every other command words them.
            raise click.UsageError(str(bad.args[0] if isinstance(bad, KeyError) else bad)) from None
        click.echo(summary(report))
        if report.scenario:
            click.echo("\n" + report.scenario)
        failures += not report.passed
        broken = report.counterexample.violation.invariant if report.counterexample else ""
        if not keep_going or not broken or broken in UNSKIPPABLE:
            break
        left_out.append(broken)
        click.echo(f"--- fuzzing on without {broken}\n")
    sys.exit(1 if failures else 0)


def summary(report: FuzzReport) -> str:
    """What the campaign did, per invariant, and what it found."""
    against = f" against {report.against.name} {report.against.version}" if report.against else ""
    lines = [
        f"fuzzed {report.engine.name} {report.engine.version}{against}: {report.examples} games, "
        f"{report.steps} steps in {report.seconds:.1f}s ({report.steps / max(report.seconds, 1e-9):.0f} steps/s)",
        f"cards played: {len(report.cards)}"
        + (f"; declined by the engine: {', '.join(report.declined_cards)}" if report.declined_cards else ""),
    ]
    declined = {k: v for k, v in report.tally.declined.items() if v}
    if declined:
        lines.append("declined requests: " + ", ".join(f"{k} x{n}" for k, n in sorted(declined.items())))
    lines.append(f"{'invariant':48} {'held':>7} {'n/a':>7} {'aside':>7}  rule")
    for name, tally in report.invariants.items():
        inv = CATALOGUE[name]
        if inv.check is None:
            continue
        lines.append(f"{name:48} {tally.held:7} {tally.idle:7} {tally.stood_aside:7}  {inv.rule}")
    lines.append(
        "checked on every request: documented-errors-only, never-hangs"
        + (", engines-agree" if against else "")
    )
    if report.error:
        lines.append(f"FAILED: {report.error}")
    elif report.counterexample:
        lines.append(f"FAILED: {report.counterexample.violation}")
    else:
        lines.append("every invariant held")
    return "\n".join(lines)
