"""Token creation read from Oracle text (CR 111.1-111.4): "create a 2/2 green Wolf creature token [with
<keywords>] [that's tapped and attacking]" into the `CreateTokens` instruction, the token's characteristics those
the effect defines."""

from __future__ import annotations

from functools import cache

from lark import Token, Tree

from rulings.engine.abilities import tokens
from rulings.engine.abilities.tokens import CreateTokens
from rulings.engine.vocabulary.creature_types import CREATURE_TYPES
from rulings.oracle.terminals import keywords_of, number

# CR 105.1: the five colors, as a token's text names them
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def create_tokens(parts: list[Tree[Token] | Token]) -> CreateTokens | None:
    """ "Create a 2/2 green Wolf creature token [with <keywords>]" (CR 111.1-111.4): the token's P/T, colors
    (none: "colorless"), creature types and card types, and keywords, the characteristics the effect defines."""
    amount, pt, colors, *rest = parts
    attacking = any(isinstance(p, Tree) and p.data == "attacking" for p in rest)
    rest = [p for p in rest if not (isinstance(p, Token) and p.type == "TOKENS")]
    rest = [p for p in rest if not (isinstance(p, Tree) and p.data == "attacking")]
    *subtypes, types = [p for p in rest if not (isinstance(p, Tree) and p.data == "keywords")]
    keywords = next(
        (keywords_of(p) for p in rest if isinstance(p, Tree) and p.data == "keywords"), frozenset()
    )
    assert isinstance(colors, Tree) and isinstance(types, Tree)
    power, toughness = str(pt).split("/")
    extra = {str(t).capitalize() for t in types.children}  # "artifact creature": both card types
    named = tuple(_creature_type(str(t)) for t in subtypes)
    token = tokens.Token(  # the token's characteristics (lark's `Token` is a word of the text)
        named,
        frozenset({"Creature", *extra}),
        power,
        toughness,
        keywords,
        frozenset(COLORS[str(c)] for c in colors.children),
    )
    return CreateTokens(token, number(amount), tapped_and_attacking=attacking)


@cache
def _creature_type(word: str) -> str:
    """The creature type as CR 205.3m spells it ("Assembly-Worker"), from the lowercased text."""
    return next(t for t in CREATURE_TYPES if t.lower() == word)
