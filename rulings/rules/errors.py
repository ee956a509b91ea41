"""The rules tracker's user errors: a malformed input file, named with its line and what was expected."""

from __future__ import annotations

from rulings.errors import RulingsError

__all__ = ["CRFormatError", "LockFormatError", "RulesInputError", "ScopeFormatError"]


class RulesInputError(RulingsError, ValueError):
    """An input file of the rules tracker is malformed; the message names file, line and expectation."""

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


class CRFormatError(RulesInputError):
    """The file is not a Comprehensive Rules text file as Wizards of the Coast publishes it."""


class LockFormatError(RulesInputError):
    """rules/lock.json is not a lock written by `rulings rules lock`."""


class ScopeFormatError(RulesInputError):
    """rules/scope.txt has a line that is neither a rule number, a range nor a comment."""
