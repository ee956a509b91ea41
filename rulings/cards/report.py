"""A card-build diff for people (rich text, git's word-diff notation) and as JSON, with what it touches."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.text import Text

from rulings.cards.builds import Ruling
from rulings.cards.diff import BuildDiff, CardChange, summary_counts
from rulings.cards.usage import Use, card_features, quotes_of, scenarios_naming
from rulings.editions.console_output import word_diff_text
from rulings.editions.worddiff import word_diff
from rulings.layout import shown
from rulings.suite.featurefile import Feature

__all__ = ["Touched", "diff_json", "print_card_diff", "touched_by"]

MAX_LISTED_NAMES = 40


@dataclass(frozen=True)
class Touched:
    """For one changed card: its card features, the Rule blocks quoting each changed ruling, the scenarios naming it."""

    card_features: tuple[Use, ...]
    ruling_quotes: dict[Ruling, tuple[Use, ...]]
    scenarios: tuple[Use, ...]


def touched_by(change: CardChange, features: Sequence[Feature]) -> Touched:
    """Where the features quote or use what changed on this card (under its old name)."""
    name = change.old.name
    quoted = {
        ruling.old: tuple(quotes_of(features, name, ruling.old))
        for ruling in change.rulings
        if ruling.old is not None
    }
    return Touched(tuple(card_features(features, name)), quoted, tuple(scenarios_naming(features, name)))


def print_card_diff(diff: BuildDiff, features: Sequence[Feature], console: Console) -> None:
    """The whole difference, each change with the features and scenarios it touches."""
    counts = summary_counts(diff)
    console.print(Text.assemble((f"{diff.old.label} → {diff.new.label}", "bold")))
    console.print(
        f"{counts['errata']} card(s) with errata, {counts['templating_only']} with templating changes only, "
        f"{counts['renamed']} renamed; rulings: {counts['rulings_added']} added, {counts['rulings_removed']} "
        f"removed, {counts['rulings_reworded']} reworded; {counts['cards_added']} card(s) added, "
        f"{counts['cards_removed']} removed; {counts['unchanged']} unchanged",
        highlight=False,
    )
    touched_total = 0
    for change in diff.changed:
        if not (change.errata or change.rulings or change.renamed):
            continue
        touched = touched_by(change, features)
        touched_total += bool(
            touched.card_features or touched.scenarios or any(touched.ruling_quotes.values())
        )
        _print_change(console, change, touched)
    templating = [
        c.new.name for c in diff.changed if c.fields and not c.errata and not c.rulings and not c.renamed
    ]
    _heading(
        console,
        'Templating only (no erratum): own name or "enters the battlefield" reworded',
        len(templating),
    )
    if templating:
        console.print(_names(templating), highlight=False)
    _heading(console, "Cards added", len(diff.added))
    if diff.added:
        console.print(_names([card.name for card in diff.added]), highlight=False)
    _heading(console, "Cards removed", len(diff.removed))
    for card in diff.removed:
        uses = [*card_features(features, card.name), *scenarios_naming(features, card.name)]
        console.print(Text.assemble("  ", (card.name, "bold")))
        _print_uses(console, "used by", uses)
    console.print()
    console.print(f"cards diff: {touched_total} changed card(s) touch the features.", highlight=False)


def _print_change(console: Console, change: CardChange, touched: Touched) -> None:
    title = f"{change.old.name} → {change.new.name} (renamed)" if change.renamed else change.new.name
    console.print()
    console.print(Text(title, style="bold underline"))
    for field in change.errata:
        where = f"{field.label}" + (f" of {field.face}" if field.face != change.new.name else "")
        console.print(Text.assemble("  erratum: ", (where, "bold")))
        console.print(word_diff_text(field.words, "    "))
    for ruling in change.rulings:
        if ruling.kind == "added":
            assert ruling.new is not None
            console.print(Text(f"  ruling added ({ruling.new.date}): {ruling.new.text}"))
        elif ruling.kind == "removed":
            assert ruling.old is not None
            console.print(Text(f"  ruling removed ({ruling.old.date}): {ruling.old.text}"))
        else:
            assert ruling.old is not None and ruling.new is not None
            console.print(Text(f"  ruling reworded ({ruling.old.date}):"))
            console.print(word_diff_text(word_diff(ruling.old.text, ruling.new.text), "    "))
        if ruling.old is not None:
            _print_uses(console, "quoted by", touched.ruling_quotes.get(ruling.old, ()))
    quoting_text = bool(change.errata) or change.renamed or any(r.kind == "added" for r in change.rulings)
    if quoting_text:
        _print_uses(console, "card feature", touched.card_features)
    if change.errata or change.renamed:
        _print_uses(console, "used by", touched.scenarios)


def _print_uses(console: Console, label: str, uses: Iterable[Use]) -> None:
    uses = list(uses)
    if not uses:
        return
    console.print(f"    {label}:")
    for use in uses:
        console.print(Text(f"      {shown(use.path)}:{use.line}  {use.element}: {use.name}"))


def _heading(console: Console, title: str, count: int) -> None:
    if count:
        console.print()
        console.print(Text(f"{title} ({count})", style="bold underline"))


def _names(names: Sequence[str]) -> str:
    listed = "  " + "; ".join(names[:MAX_LISTED_NAMES])
    return listed + (
        f"; … and {len(names) - MAX_LISTED_NAMES} more (see --json)" if len(names) > MAX_LISTED_NAMES else ""
    )


def diff_json(diff: BuildDiff, features: Sequence[Feature]) -> dict[str, Any]:
    """Everything, unabridged, with the features touched."""

    def uses(found: Iterable[Use]) -> list[dict[str, Any]]:
        return [u.fields(shown(u.path)) for u in found]

    changed: list[dict[str, Any]] = []
    for change in diff.changed:
        touched = touched_by(change, features)
        changed.append(
            {
                "old_name": change.old.name,
                "new_name": change.new.name,
                "fields": [
                    {"face": f.face, "field": f.field, "kind": f.kind, "old": f.old, "new": f.new}
                    for f in change.fields
                ],
                "rulings": [
                    {
                        "kind": r.kind,
                        "old": None if r.old is None else {"date": r.old.date, "text": r.old.text},
                        "new": None if r.new is None else {"date": r.new.date, "text": r.new.text},
                        "quoted_by": uses(touched.ruling_quotes.get(r.old, ())) if r.old is not None else [],
                    }
                    for r in change.rulings
                ],
                "card_features": uses(touched.card_features),
                "scenarios": uses(touched.scenarios),
            }
        )
    return {
        "old": [shown(p) for p in diff.old.sources],
        "new": [shown(p) for p in diff.new.sources],
        "summary": dict(summary_counts(diff)),
        "changed": changed,
        "added": [card.name for card in diff.added],
        "removed": [card.name for card in diff.removed],
    }
