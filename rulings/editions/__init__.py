"""CR editions: read them, track their changes, and check the paragraphs the features cite against them.

parser -> Edition -> diff (editions against each other) and check/lock (features against an edition).

The names below are imported on first use: every `rulings verify` run reads the lock (`rulings.editions.lock`),
which would otherwise import the checker, the differ and the parser too (60 ms of a 12-scenario run).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulings.editions.check import Report, run_check
    from rulings.editions.diff import EditionDiff, diff_editions
    from rulings.editions.edition import Edition, GlossaryEntry, Paragraph
    from rulings.editions.errors import CRFormatError, LockFormatError, RulesInputError, ScopeFormatError
    from rulings.editions.parser import parse_edition, parse_text, read_edition

_HOMES = {
    "Report": "check",
    "run_check": "check",
    "EditionDiff": "diff",
    "diff_editions": "diff",
    "Edition": "edition",
    "GlossaryEntry": "edition",
    "Paragraph": "edition",
    "CRFormatError": "errors",
    "LockFormatError": "errors",
    "RulesInputError": "errors",
    "ScopeFormatError": "errors",
    "parse_edition": "parser",
    "parse_text": "parser",
    "read_edition": "parser",
}
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


def __getattr__(name: str) -> Any:
    """`rulings.editions.Edition` and the others, imported from their module when first asked for."""
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)
