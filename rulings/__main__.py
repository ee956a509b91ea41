"""`python -m rulings`: the `rulings` command, for environments where its script is not on PATH."""

from rulings.cli import main

if __name__ == "__main__":
    main(prog_name="rulings")
