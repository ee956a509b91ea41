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
    "rules": "rulings.rules.cli:rules",
    "docs": "rulings.site.cli:docs",
    "fuzz": "rulings.fuzz.cli:fuzz_command",
    "new": "rulings.spec.cli:new_command",
    "cards": "rulings.oracle.cli:cards",
}


class LazyGroup(click.Group):
    """A click group whose subcommands are imported on first use (click's documented lazy-loading pattern)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        """Every subcommand name, without importing any."""
        return sorted(SUBCOMMANDS)

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
