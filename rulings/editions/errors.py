"""The rules tracker's user errors: a malformed input file, named with its line and what was expected."""

from __future__ import annotations

from rulings.errors import RulesInputError

__all__ = ["CRFormatError", "LockFormatError", "RulesInputError", "ScopeFormatError"]


class CRFormatError(RulesInputError):
    """The file is not a Comprehensive Rules text file as Wizards of the Coast publishes it."""


class LockFormatError(RulesInputError):
    """data/lock.json is not a lock written by `rulings rules lock`."""


class ScopeFormatError(RulesInputError):
    """data/scope.txt has a line that is neither a rule number, a range nor a comment."""
