"""CR editions: read them, track their changes, and check the paragraphs the features cite against them.

parser -> Edition -> diff (editions against each other) and check/lock (features against an edition).
"""

from __future__ import annotations

from rulings.editions.check import Report, run_check
from rulings.editions.diff import EditionDiff, diff_editions
from rulings.editions.edition import Edition, GlossaryEntry, Paragraph
from rulings.editions.errors import CRFormatError, LockFormatError, RulesInputError, ScopeFormatError
from rulings.editions.parser import parse_edition, parse_text, read_edition

__all__ = [
    "CRFormatError",
    "Edition",
    "EditionDiff",
    "GlossaryEntry",
    "LockFormatError",
    "Paragraph",
    "Report",
    "RulesInputError",
    "ScopeFormatError",
    "diff_editions",
    "parse_edition",
    "parse_text",
    "read_edition",
    "run_check",
]
