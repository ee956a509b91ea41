"""Track changes of the Comprehensive Rules against the paragraphs the features cite (issue 6).

parser -> Edition -> diff (editions against each other) and check/lock (features against an edition).
"""

from __future__ import annotations

from rulings.rules.check import Report, run_check
from rulings.rules.diff import EditionDiff, diff_editions
from rulings.rules.edition import Edition, GlossaryEntry, Paragraph
from rulings.rules.errors import CRFormatError, LockFormatError, RulesInputError, ScopeFormatError
from rulings.rules.parser import parse_edition, parse_text, read_edition

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
