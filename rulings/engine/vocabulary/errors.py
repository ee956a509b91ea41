"""The reference engine's one small exception tree, on builtin bases (as python-chess and Hypothesis do)."""

from __future__ import annotations

from collections.abc import Sequence

from rulings.engine.vocabulary.events import Event


class EngineError(Exception):
    """Root of every error the reference engine raises on purpose."""


class IllegalAction(EngineError, ValueError):
    """An action the rules forbid; the message names the rule."""


class IllegalDamageAssignment(IllegalAction):
    """CR 510.1e: an illegal combat damage assignment. The game returns to the moment before the player began to
    assign combat damage, which is in the combat damage step, not to before the action that led into it; `events`
    are those that happened on the way there (as ending the step before it)."""

    def __init__(self, message: str, events: Sequence[Event] = ()) -> None:
        super().__init__(message)
        self.events: list[Event] = list(events)


class UnknownCard(EngineError, KeyError):
    """A card name the engine has no data for; the message names the closest known names."""

    def __str__(self) -> str:
        # KeyError would quote the message; a user should read it plainly.
        return str(self.args[0]) if self.args else ""


class SetupError(EngineError, ValueError):
    """A malformed board description; the message names the offending object."""


class NotModelled(EngineError, NotImplementedError):
    """A card, ability or action the engine knows of but does not model: the honest `unsupported`."""
