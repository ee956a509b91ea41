"""Oracle templating apart from errata: a rewording that changes no rule is not an erratum to review.

Wizards rewords Oracle text in bulk now and then: late in 2024 "enters the battlefield" became "enters" and
a card's name in its own text became "this creature" (or "this artifact", "this land", …). A build of 2022
and one of 2026 differ that way on hundreds of cards. Such a change is reported apart, as templating, with
the typography of quotes and dashes (see rulings.editions.typography).
"""

from __future__ import annotations

import re
from typing import Final

from rulings.editions.typography import typographic_form

__all__ = ["templating_form"]

_SELF_REFERENCE: Final = re.compile(
    r"\bthis (?:creature|artifact|enchantment|land|permanent|card|spell|planeswalker|battle|token|Aura|"
    r"Equipment|Vehicle|Saga|Class|Case|Room|Siege|Background|Fortification|source|object)\b"
)
_ENTERS: Final = re.compile(r"\b(enters?|entered|entering) the battlefield\b")


def templating_form(text: str, name: str) -> str:
    """`text` with the card's references to itself made "~" and "enters the battlefield" made "enters"."""
    names = {name, *name.split(" // ")}
    names |= {
        part.split(",", 1)[0] for part in names if "," in part
    }  # "Najeela" for "Najeela, the Blade-Blossom"
    for own in sorted(names, key=len, reverse=True):
        text = re.sub(rf"\b{re.escape(own)}\b", "~", text)
    text = _SELF_REFERENCE.sub("~", text)
    text = _ENTERS.sub(lambda match: match[1], text)
    return typographic_form(text)
