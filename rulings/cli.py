"""The `rulings` command: one group, one module per subcommand family, each imported only when used.

Importing every subcommand up front (the docs builder, Hypothesis, the rules tracker) cost each call about
half a second, `rulings serve` included, which a subprocess adapter pays at every engine restart.
"""

from __future__ import annotations

import importlib

import click

# name -> "module:attribute" of its click command
SUBCOMMANDS = {
    "verify": "rulings.run.verify:verify_command",
    "serve": "rulings.adapters.serve:serve_command",
    "diff": "rulings.results.diff:diff_command",
    "rules": "rulings.editions.cli:rules",
    "docs": "rulings.site.cli:docs",
    "fuzz": "rulings.fuzz.cli:fuzz_command",
    "new": "rulings.authoring.cli:new_command",
    "cards": "rulings.oracle.cli:cards",
}

# name -> the first paragraph of its help, so `rulings --help` lists the subcommands without importing them
# (that import cost 0.75 s against 0.09 s for --version); tests/harness/test_startup.py keeps it in step.
SHORT_HELP = {
    "verify": "Verify an engine against every ruling (or those selected) and report what it gets wrong.",
    "serve": "Serve an engine over stdin/stdout, protocol v1 in JSON lines (see docs/protocol.md).",
    "diff": "Show what changed between two runs (result JSON Lines files); exit 1 if anything regressed or a "
    "scenario of OLD has no record in NEW (a partial run, a lost feature file), 2 if a file cannot be read or holds "
    "no records.",
    "rules": "Track Comprehensive Rules changes against the paragraphs the features cite.",
    "docs": "Build a static rulings site (open OUTPUT/index.html); runs no engine.",
    "fuzz": "Fuzz an engine through the protocol with Hypothesis; exit 1 on the first invariant it breaks.",
    "new": "Write a feature plan: paragraphs or rulings quoted verbatim and tagged, ready for scenarios.",
    "cards": "Cards as data: compile Oracle text into the engine's definitions, measure the pool, and track "
    "card-data changes (Oracle text, characteristics, Gatherer rulings) against the features.",
}


class LazyGroup(click.Group):
    """A click group whose subcommands are imported on first use (click's documented lazy-loading pattern)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        """Every subcommand name, without importing any."""
        return sorted(SUBCOMMANDS)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The subcommands and their short help, as click writes them, from SHORT_HELP (nothing imported)."""
        names = self.list_commands(ctx)
        limit = formatter.width - 6 - max(len(name) for name in names)
        rows = [(name, click.utils.make_default_short_help(SHORT_HELP[name], limit)) for name in names]
        with formatter.section("Commands"):
            formatter.write_dl(rows)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """Import the subcommand asked for."""
        target = SUBCOMMANDS.get(cmd_name)
        if target is None:
            return None
        module, attribute = target.split(":")
        command = getattr(importlib.import_module(module), attribute)
        assert isinstance(command, click.Command), target
        return command


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="mtg-rulings")
def main() -> None:
    """Conformance harness for the Magic: The Gathering rules."""


if __name__ == "__main__":
    main()
