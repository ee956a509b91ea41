"""The `rulings` command: one group, one module per subcommand family."""

from __future__ import annotations

import click

from rulings.docs.cli import docs
from rulings.fuzz.cli import fuzz_command
from rulings.rules.cli import rules
from rulings.rundiff import diff_command
from rulings.serve import serve_command
from rulings.verify import verify_command


@click.group()
@click.version_option(package_name="mtg-rulings")
def main() -> None:
    """Conformance harness for the Magic: The Gathering rules."""


main.add_command(rules)
main.add_command(verify_command)
main.add_command(serve_command)
main.add_command(diff_command)
main.add_command(docs)
main.add_command(fuzz_command)


if __name__ == "__main__":
    main()
