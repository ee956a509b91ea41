"""The harness's one exception root. Each error also keeps the builtin base a caller would catch (ValueError
for bad input, AssertionError for a step that can't be read), as python-chess and Hypothesis do."""

from __future__ import annotations


class RulingsError(Exception):
    """Root of every error the harness raises on purpose: catch this to catch them all."""
