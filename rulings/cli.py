"""The `rulings` command: one group, one module per subcommand family."""

from __future__ import annotations

import click

from rulings.rules.cli import rules


@click.group()
@click.version_option(package_name="mtg-rulings")
def main() -> None:
    """Conformance harness for the Magic: The Gathering rules."""


main.add_command(rules)
