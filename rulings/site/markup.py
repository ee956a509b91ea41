"""Text from features, CR paragraphs, card data and engine messages, escaped and then decorated.

Everything is escaped first (markupsafe); the only HTML added is ours: mana and tap symbols as styled spans
that still read "{G}" without CSS, links for CR cross-references ("See rule 302.6") whose paragraph the
site has, and links for card names whose page the site has.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from markupsafe import Markup, escape

from rulings.editions.references import find_references

__all__ = ["SYMBOL", "Linker", "render_symbols", "render_text", "symbol_html", "text_blocks"]

# {W} {U} {B} {R} {G} {C} {S} {X} {2} {10} {T} {Q} {E}, hybrid {W/U}, {2/W}, Phyrexian {G/P}, {H}.
SYMBOL: Final = re.compile(r"\{(?P<body>[WUBRGCSXYZTQEHP]|\d{1,2}|[WUBRGC2]/[WUBRGP])\}")
# Text without a three-digit number or the word "section" cannot refer to a paragraph: skip the full search.
# (The lookahead lets the regex engine skip every character that can start neither.)
_MAY_REFER: Final = re.compile(r"(?=[1-9s])(?:[1-9]\d\d|\bsections?\b)")
_BLANK_LINE: Final = re.compile(r"\n(?:[ \t]*\n)+")
_SYMBOL_NAMES: Final = {
    "W": "white mana",
    "U": "blue mana",
    "B": "black mana",
    "R": "red mana",
    "G": "green mana",
    "C": "colorless mana",
    "S": "snow mana",
    "X": "X",
    "T": "the tap symbol",
    "Q": "the untap symbol",
    "E": "energy",
}


@functools.cache
def symbol_html(body: str) -> Markup:
    """One symbol: a span styled as a mana symbol whose text, without CSS, is the symbol as written."""
    name = _SYMBOL_NAMES.get(body, f"{body} generic mana" if body.isdigit() else f"{{{body}}}")
    css = "sym-" + body.replace("/", "").lower()
    return Markup(
        '<span class="sym {css}" title="{name}" role="img" aria-label="{name}">'
        '<span class="sym-brace">{{</span><span class="sym-body">{body}</span>'
        '<span class="sym-brace">}}</span></span>'
    ).format(css=css, name=name, body=body)


def text_blocks(text: str) -> list[str]:
    """A description's paragraphs: blocks separated by blank lines, each with its own line breaks kept."""
    return [block.strip("\n") for block in _BLANK_LINE.split(text) if block.strip()]


def render_symbols(text: str) -> Markup:
    """`text` escaped, with its mana and tap symbols drawn."""
    return _assemble(text, [(m.start(), m.end(), symbol_html(m["body"])) for m in SYMBOL.finditer(text)])


@dataclass(frozen=True)
class Linker:
    """Where the site has a paragraph or a card, as URLs relative to the site root."""

    paragraphs: Mapping[str, str]  # "302.6" -> "rules/302.html#302.6"; sections "302" -> "rules/302.html"
    cards: Mapping[str, str]  # exact card name -> "cards/reflecting-pool.html"
    card_pattern: re.Pattern[str] | None = None

    @classmethod
    def build(cls, paragraphs: Mapping[str, str], cards: Mapping[str, str]) -> Linker:
        """A linker whose card pattern tries longer names first ("Snow-Covered Forest" before "Forest").

        The pattern first looks ahead for a character some name starts with, so that the regex engine
        rejects most positions of a text at once instead of trying every name there.
        """
        names = sorted(cards, key=len, reverse=True)
        initials = "".join(sorted({re.escape(name[0]) for name in names}))
        alternatives = "|".join(map(re.escape, names))
        pattern = re.compile(rf"(?=[{initials}])(?<![\w-])(?:{alternatives})(?![\w-])") if names else None
        return cls(paragraphs, cards, pattern)

    def paragraph(self, number: str) -> str | None:
        """The URL of a paragraph (or section) the site shows, or None."""
        return self.paragraphs.get(number)


def render_text(
    text: str,
    linker: Linker | None = None,
    base: str = "",
    *,
    link_cards: bool = False,
    except_url: str = "",
) -> Markup:
    """Escaped `text` with symbols drawn, cross-references linked and (optionally) card names linked.

    `base` is the way from the current page to the site root ("" or "../"); `except_url` is the current page,
    whose own card name is not linked to itself.
    """
    pieces: list[tuple[int, int, Markup]] = [
        (m.start(), m.end(), symbol_html(m["body"])) for m in SYMBOL.finditer(text)
    ]
    if linker is not None:
        references = find_references(text) if _MAY_REFER.search(text) else []
        for reference in references:
            url = linker.paragraph(reference.target)
            if url is not None:
                label = text[reference.start : reference.end]
                pieces.append((reference.start, reference.end, _link(base + url, label, "xref")))
        if link_cards and linker.card_pattern is not None:
            for match in linker.card_pattern.finditer(text):
                url = linker.cards[match[0]]
                if url != except_url:
                    pieces.append((match.start(), match.end(), _link(base + url, match[0], "card-link")))
    return _assemble(text, pieces)


def _link(url: str, label: str, css: str) -> Markup:
    return Markup('<a class="{css}" href="{url}">{label}</a>').format(css=css, url=url, label=label)


def _assemble(text: str, pieces: list[tuple[int, int, Markup]]) -> Markup:
    """`text` escaped, each (start, end) span replaced by its markup; overlaps lose to earlier spans."""
    if not pieces:  # most step lines: nothing to draw or link
        return escape(text)
    pieces.sort(key=lambda piece: (piece[0], -piece[1]))
    out: list[str] = []
    position = 0
    for start, end, html in pieces:
        if start < position:
            continue
        out.append(escape(text[position:start]))
        out.append(html)
        position = end
    out.append(escape(text[position:]))
    return Markup("".join(out))
