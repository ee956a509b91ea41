"""Text an engine wrote (messages, stderr it quoted, its name), made safe to print and to store: terminal
escape sequences removed (a coloured panic, or an OSC sequence retitling the terminal, never reaches it
raw), other control characters shown as \\xNN, and the whole cut to a bound that says the size it had."""

from __future__ import annotations

import re

__all__ = ["MOST_CHARS", "engine_text", "xml_text"]

MOST_CHARS = 8000  # of a record's message: the stderr tail it quotes (20 lines of 200) fits

# CSI (colours, cursor moves: ESC [ ... final), OSC (ESC ] ... BEL or ESC \), and two-character escapes.
_ESCAPE = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-_]|\x9b[0-?]*[ -/]*[@-~]"
)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # all but tab and newline
# Characters XML 1.0 cannot hold at all, even escaped (https://www.w3.org/TR/xml/#charsets).
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def engine_text(text: str, most: int = MOST_CHARS) -> str:
    """The text without terminal escapes, its other control characters visible, at most `most` characters
    (and a note of how long it was)."""
    clean = _CONTROL.sub(lambda match: f"\\x{ord(match[0]):02x}", _ESCAPE.sub("", text))
    if len(clean) <= most:
        return clean
    return clean[:most] + f"... [cut: {len(clean):,} characters in all]"


def xml_text(text: str) -> str:
    """The text with every character XML cannot hold shown as \\xNN, so the document stays well-formed."""
    return _NOT_XML.sub(lambda match: f"\\x{ord(match[0]):02x}", text)
