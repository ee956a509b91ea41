"""Our step vocabulary: phrases in a player's language, each a regular expression and a function.

pytest-bdd sees three step definitions only, one per keyword, each matching any text and handing it to
`VOCABULARY.run`. pytest-bdd looks a step up by scanning every fixture it knows (linear in their number);
with one definition per keyword the lookup costs what it costs a trivial scenario, and our own dispatch is a
short loop of compiled expressions. Write steps as with pytest-bdd, importing the decorators from here:

    @given(r"(?P<player>[A-Z]\\w*) has priority")
    def player_has_priority(table: Table, player: str) -> None: ...
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from rulings.errors import RulingsError

if TYPE_CHECKING:
    from rulings.steps.table import Table

Kind = Literal["given", "when", "then"]
F = TypeVar("F", bound=Callable[..., None])


class UnknownStep(RulingsError, AssertionError):
    """A step line no phrase of the vocabulary matches; names the closest phrases."""


@dataclass(frozen=True)
class Phrase:
    """One step definition: its keyword, its expression (matched whole) and its function."""

    kind: Kind
    pattern: re.Pattern[str]
    function: Callable[..., None]

    def is_matching(self, text: str) -> bool:
        """Whether the phrase matches the whole step text."""
        return self.pattern.fullmatch(text) is not None


class Vocabulary:
    """Every phrase, by keyword."""

    def __init__(self) -> None:
        self.phrases: dict[Kind, list[Phrase]] = {"given": [], "when": [], "then": []}

    def _register(self, kind: Kind, pattern: str | Any) -> Callable[[F], F]:
        # A pytest-bdd `parsers.re(...)` object carries its compiled expression as `.regex`.
        compiled = pattern.regex if hasattr(pattern, "regex") else re.compile(pattern)

        def decorator(function: F) -> F:
            self.phrases[kind].append(Phrase(kind, compiled, function))
            return function

        return decorator

    def given(self, pattern: str | Any) -> Callable[[F], F]:
        """Register a Given phrase."""
        return self._register("given", pattern)

    def when(self, pattern: str | Any) -> Callable[[F], F]:
        """Register a When phrase."""
        return self._register("when", pattern)

    def then(self, pattern: str | Any) -> Callable[[F], F]:
        """Register a Then phrase."""
        return self._register("then", pattern)

    def run(self, kind: Kind, text: str, table: Table) -> None:
        """Run the phrase that matches the step's text, with the table and the phrase's named groups."""
        for phrase in self.phrases[kind]:
            match = phrase.pattern.fullmatch(text)
            if match:
                phrase.function(table, **match.groupdict())
                return
        patterns = [p.pattern.pattern for p in self.phrases[kind]]
        close = difflib.get_close_matches(text, patterns, n=3, cutoff=0.0)
        raise UnknownStep(f"no {kind} step matches {text!r}; the closest phrases are: {close}")


VOCABULARY = Vocabulary()
given = VOCABULARY.given
when = VOCABULARY.when
then = VOCABULARY.then
