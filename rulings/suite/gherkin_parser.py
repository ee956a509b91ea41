"""The official Gherkin parser, with its state dispatch built once per parser instead of once per line.

gherkin-official's generated `Parser.match_token` builds a dict of all its ~55 `match_token_at_N` bound
methods for every line it reads, which is a quarter of the time it takes to parse the suite. This subclass
builds that table once, from the same methods, so it parses exactly what the stock parser parses.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from gherkin.ast_builder import AstBuilder
from gherkin.parser import Parser, ParserContext
from gherkin.token import Token

__all__ = ["GherkinParser"]

_STATE_METHOD: Final = "match_token_at_"


class GherkinParser(Parser):
    """`gherkin.parser.Parser` that looks each state's matcher up in a table it builds once."""

    def __init__(self, ast_builder: AstBuilder | None = None) -> None:
        super().__init__(ast_builder)
        self._states: dict[int, Callable[[Token, ParserContext], int]] = {
            int(name.removeprefix(_STATE_METHOD)): getattr(self, name)
            for name in dir(self)
            if name.startswith(_STATE_METHOD)
        }

    def match_token(self, state: int, token: Token, context: ParserContext) -> int:
        matcher = self._states.get(state)
        if matcher is None:  # as the stock parser says it
            raise RuntimeError(f"Unknown state: {state}")
        return matcher(token, context)
