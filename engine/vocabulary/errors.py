"""The reference engine's one small exception tree, on builtin bases (as python-chess and Hypothesis do)."""

from __future__ import annotations


class EngineError(Exception):
    """Root of every error the reference engine raises on purpose."""


class IllegalAction(EngineError, ValueError):
    """An action the rules forbid; the message names the rule."""


class UnknownCard(EngineError, KeyError):
    """A card name the engine has no data for; the message names the closest known names."""

    def __str__(self) -> str:
        # KeyError would quote the message; a user should read it plainly.
        return str(self.args[0]) if self.args else ""


class SetupError(EngineError, ValueError):
    """A malformed board description; the message names the offending object."""


class NotModelled(EngineError, NotImplementedError):
    """A card, ability or action the engine knows of but does not model: the honest `unsupported`."""
