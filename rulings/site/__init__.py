"""The rulings site (issue 7): static HTML from the features and, optionally, engines' result records.

features -> pages (one per CR section and per card) -> Jinja2 templates (autoescaped) -> files; result
records are matched to scenarios for the engine x ruling matrices; no engine is ever run here.
"""

from __future__ import annotations

from rulings.site.build import BuildReport, SiteOutputError, build_site

__all__ = ["BuildReport", "SiteOutputError", "build_site"]
