"""Reading a permanent's bonus to itself while a condition holds (CR 611.3a): "This creature gets +1/+0 as long as
you control an artifact", "As long as you control a Dragon, this creature has flying", "During your turn, this
creature has flying"; the grammar's rules this_gets_while, this_has_while, while_this and during_your_turn."""

from __future__ import annotations

from lark import Token, Tree

from rulings.engine.abilities.conditional_statics import ThisGetsWhile, YouControl
from rulings.oracle.terminals import keywords_of, pt


def conditional_static(tree: Tree[Token], text: str) -> ThisGetsWhile | None:
    """ "~ gets +N/+M [and has K] as long as you control <quality>", "~ has K as long as ...", "As long as you control
    <quality>, ~ gets/has ...", "During your turn, ~ has K" (CR 611.3a): the permanent's own bonus."""
    parts = [p for p in tree.children if isinstance(p, Tree)]
    if tree.data == "this_gets_while" and parts[0].data != "this":
        return None  # "target creature gets ...", "it gets ...": no permanent's bonus to itself
    power = toughness = 0
    keywords: frozenset[str] = frozenset()
    you_control = None
    for part in [*tree.children, *(c for p in parts if p.data.endswith("_bonus") for c in p.children)]:
        if isinstance(part, Token) and part.type == "PT":
            power, toughness = pt(part)
        elif isinstance(part, Tree) and part.data == "keywords":
            keywords = keywords_of(part)
        elif isinstance(part, Tree) and part.data in ("controlled", "at_least"):
            you_control = _you_control(part)
    return ThisGetsWhile(
        text, power, toughness, keywords, you_control, your_turn=tree.data == "during_your_turn"
    )


COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _you_control(tree: Tree[Token]) -> YouControl:
    """ "a(n) [another] <colors> <subtype> <card type>": what the controller must control (CR 109.5)."""
    if tree.data == "at_least":  # "three or more artifacts"
        count, plural = (str(t) for t in tree.children)
        return YouControl(plural.removesuffix("s").capitalize(), at_least=COUNTS[count])
    *article, quality = tree.children
    assert isinstance(quality, Tree)
    tokens = [t for t in quality.children if isinstance(t, Token)]
    card_type = next((t.capitalize() for t in tokens if t.type == "CARD_TYPE"), "")
    subtype = next((t.capitalize() for t in tokens if t.type == "SUBTYPE"), "")
    colors = tuple(COLORS[str(t)] for t in tokens if t.type == "COLOR")
    return YouControl(card_type, subtype, colors, another=bool(article))
