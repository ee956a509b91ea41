"""The `--json` form of diff, check and coverage results: plain data for machines, stable keys."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rulings.editions.check import Report
from rulings.editions.citations import Citation
from rulings.editions.diff import EditionDiff, ParagraphChange
from rulings.editions.edition import Edition, Paragraph
from rulings.editions.scope import Coverage
from rulings.editions.worddiff import WordChange
from rulings.layout import shown

__all__ = ["check_json", "coverage_json", "diff_json"]

JSON = dict[str, Any]


def diff_json(diff: EditionDiff) -> JSON:
    """An edition diff as JSON-ready data."""
    return {
        "old": _edition(diff.old),
        "new": _edition(diff.new),
        "summary": {
            "changed": len(diff.changed),
            "renumbered": len(diff.renumbered),
            "added": len(diff.added),
            "removed": len(diff.removed),
            "retargeted_references": len(diff.retargeted),
            "stale_references": len(diff.stale),
            "unchanged": diff.unchanged,
            "typographic": len(diff.typographic),
            "glossary_changed": len(diff.glossary.changed),
            "glossary_added": len(diff.glossary.added),
            "glossary_removed": len(diff.glossary.removed),
        },
        "changed": [_change(change) for change in diff.changed],
        "typographic": [_change(change) for change in diff.typographic],
        "renumbered": [_change(change) for change in diff.renumbered],
        "added": [_paragraph(p) for p in diff.added],
        "removed": [_paragraph(p) for p in diff.removed],
        "retargeted_references": [
            {
                "old_paragraph": r.old_paragraph,
                "new_paragraph": r.new_paragraph,
                "old_target": r.old_target,
                "new_target": r.new_target,
                "follows_renumbering": r.follows_renumbering,
            }
            for r in diff.retargeted
        ],
        "stale_references": [
            {"paragraph": s.paragraph, "target": s.target, "now_at": s.now_at} for s in diff.stale
        ],
        "glossary": {
            "changed": [
                {
                    "term": c.new.term,
                    "old": c.old.definition,
                    "new": c.new.definition,
                    "diff": _words(c.changes),
                }
                for c in diff.glossary.changed
            ],
            "added": [{"term": e.term, "definition": e.definition} for e in diff.glossary.added],
            "removed": [{"term": e.term, "definition": e.definition} for e in diff.glossary.removed],
            "typographic": list(diff.glossary.typographic),
        },
    }


def check_json(report: Report) -> JSON:
    """A check report as JSON-ready data."""
    return {
        "edition": {**_edition(report.edition), "path": shown(report.edition_path)},
        "needs_review": report.needs_review,
        "cited": report.cited,
        "review": [
            {
                "number": item.number,
                "status": item.status,
                "now_at": None if item.current is None else item.current.number,
                "locked_edition": item.locked.edition.isoformat(),
                "references_only": item.references_only,
                "text_diff": _words(item.text_changes),
                "example_diff": _words(item.example_changes),
                "cited_by": _citations(item.citations),
            }
            for item in report.review
        ],
        "misquotes": [
            {
                "path": shown(m.path),
                "line": m.line,
                "rule": m.rule_name,
                "numbers": list(m.numbers),
                "expected": m.expected,
                "found": m.found,
                "diff": _words(m.changes),
                "moved_to": dict(m.moved_to),
            }
            for m in report.misquotes
        ],
        "misquoted_rulings": [
            {
                "path": shown(m.path),
                "line": m.line,
                "rule": m.rule_name,
                "card": m.card,
                "date": m.date,
                "expected": m.expected,
                "found": m.found,
            }
            for m in report.misquoted_rulings
        ],
        "unknown": [
            {"number": u.number, "well_formed": u.well_formed, "cited_by": _citations(u.citations)}
            for u in report.unknown
        ],
        "unlocked": [{"number": number, "cited_by": _citations(cited)} for number, cited in report.unlocked],
        "no_longer_cited": list(report.no_longer_cited),
    }


def coverage_json(coverage: Coverage) -> JSON:
    """A coverage measurement as JSON-ready data."""
    return {
        "edition": _edition(coverage.edition),
        "in_scope": coverage.in_scope,
        "covered": len(coverage.covered),
        "uncovered": len(coverage.uncovered),
        "covered_paragraphs": [
            {"number": paragraph.number, "scenarios": _citations(cited)}
            for paragraph, cited in coverage.covered
        ],
        "uncovered_paragraphs": [paragraph.number for paragraph in coverage.uncovered],
        "set_aside_paragraphs": [
            {"number": paragraph.number, "reason": reason} for paragraph, reason in coverage.set_aside
        ],
        "empty_scope_entries": [str(entry) for entry in coverage.empty_entries],
    }


def _edition(edition: Edition) -> JSON:
    return {"file": edition.name, "effective": edition.effective.isoformat()}


def _paragraph(paragraph: Paragraph) -> JSON:
    return {"number": paragraph.number, "text": paragraph.text, "examples": list(paragraph.examples)}


def _words(changes: Iterable[WordChange]) -> list[JSON]:
    return [{"op": change.op, "text": change.text} for change in changes]


def _change(change: ParagraphChange) -> JSON:
    return {
        "old_number": change.old.number,
        "new_number": change.new.number,
        "wording": change.wording,
        "parts": [
            part
            for part, changed in (("text", change.text_changed), ("examples", change.examples_changed))
            if changed
        ],
        "similarity": round(change.similarity, 3),
        "text_diff": _words(change.text_changes),
        "example_diff": _words(change.example_changes),
    }


def _citations(citations: Iterable[Citation]) -> list[JSON]:
    return [c.fields(shown(c.path)) for c in citations]
