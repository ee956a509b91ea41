"""Reading the grammar's terminals (rulings/oracle/grammar.lark) into values: a number, a P/T change, keywords,
mana symbols."""

from __future__ import annotations

from lark import Token, Tree

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
NUMBERS |= {"eight": 8, "nine": 9, "ten": 10}


def number(part: Tree[Token] | Token) -> int:
    word = str(part.children[0] if isinstance(part, Tree) else part)
    return int(word) if word.isdigit() else NUMBERS[word]


def pt(token: Tree[Token] | Token) -> tuple[int, int]:
    power, toughness = str(token).split("/")
    return int(power), int(toughness)


def keywords_of(tree: Tree[Token] | Token) -> frozenset[str]:
    assert isinstance(tree, Tree)
    return frozenset(str(k).capitalize() for k in tree.children)


def mana_symbols(tree: Tree[Token]) -> str:
    return "".join(str(symbol).upper() for symbol in tree.children)
