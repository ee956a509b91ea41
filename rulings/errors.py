"""The harness's one exception root. Each error also keeps the builtin base a caller would catch (ValueError
for bad input, AssertionError for a step that can't be read), as python-chess and Hypothesis do."""

from __future__ import annotations


class RulingsError(Exception):
    """Root of every error the harness raises on purpose: catch this to catch them all."""


class RulesInputError(RulingsError, ValueError):
    """An input file (a CR edition, the lock, the scope, vendored data) is malformed; the message names the
    file, the line and what was expected."""

    def __init__(self, filename: str, line: int | None, expected: str, found: str | None = None) -> None:
        self.filename = filename
        self.line = line
        self.expected = expected
        self.found = found
        where = filename if line is None else f"{filename}:{line}"
        message = f"{where}: expected {expected}"
        if found is not None:
            message += f", found {found}"
        super().__init__(message)
