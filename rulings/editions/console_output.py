"""Diff, check and coverage results for people: rich text that reads well without colour too.

Deleted words show as [-words-] and inserted words as {+words+} (git's word-diff notation), so a CI log
without colours is as readable as a terminal. Text from CR files and features is never parsed as markup.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.console import Console
from rich.text import Text

from rulings.editions.check import Report, ReviewItem
from rulings.editions.citations import Citation
from rulings.editions.diff import EditionDiff, ParagraphChange
from rulings.editions.edition import Edition, GlossaryEntry, Paragraph, collapse_whitespace, format_date
from rulings.editions.glossary_diff import GlossaryDiff
from rulings.editions.numbers import parent_of
from rulings.editions.scope import Coverage
from rulings.editions.worddiff import WordChange, word_diff
from rulings.layout import shown

__all__ = ["print_check", "print_coverage", "print_diff"]

# Long unchanged stretches are cut to this many words on each side of a change.
CONTEXT_WORDS = 10
SNIPPET_CHARACTERS = 100
MAX_LISTED_NUMBERS = 120


def print_diff(diff: EditionDiff, console: Console) -> None:
    """The whole difference between two editions."""
    console.print(Text.assemble((f"{_edition(diff.old)} → {_edition(diff.new)}", "bold")))
    console.print(
        f"{len(diff.changed)} changed, {len(diff.renumbered)} renumbered, {len(diff.added)} added, "
        f"{len(diff.removed)} removed, {len(diff.retargeted)} cross-references retargeted, "
        f"{len(diff.stale)} possibly stale; {diff.unchanged} unchanged"
        + (f", {len(diff.typographic)} in typography only" if diff.typographic else ""),
        highlight=False,
    )
    glossary = diff.glossary
    console.print(
        f"Glossary: {len(glossary.changed)} changed, {len(glossary.added)} added, "
        f"{len(glossary.removed)} removed"
        + (f", {len(glossary.typographic)} in typography or layout only" if glossary.typographic else ""),
        highlight=False,
    )
    _heading(console, "Changed", len(diff.changed))
    for change in diff.changed:
        part = (
            "examples only"
            if not change.text_changed
            else "text and examples"
            if change.examples_changed
            else "text"
        )
        console.print(Text.assemble("  ", (change.new.number, "bold"), f"  ({part})"))
        _print_change_words(console, change)
    _print_renumbered(console, diff)
    _section(console, "Added", [_paragraph_line(p) for p in diff.added])
    _section(console, "Removed", [_paragraph_line(p) for p in diff.removed])
    _print_glossary(console, glossary)
    _heading(
        console, "Typography only: quotes, dashes or spacing (not a change of wording)", len(diff.typographic)
    )
    if diff.typographic:
        console.print(_number_list([change.new.number for change in diff.typographic]), highlight=False)
    _heading(console, "Cross-references now pointing at other numbers", len(diff.retargeted))
    for ref in diff.retargeted:
        where = (
            ref.new_paragraph
            if ref.old_paragraph == ref.new_paragraph
            else f"{ref.old_paragraph} → {ref.new_paragraph}"
        )
        why = "follows the renumbering" if ref.follows_renumbering else "points at another paragraph"
        console.print(f"  {where}: {ref.old_target} → {ref.new_target}  ({why})", highlight=False)
    _heading(console, "References left unchanged whose paragraph moved (possibly stale)", len(diff.stale))
    for stale in diff.stale:
        now = f"is now {stale.now_at}" if stale.now_at else "was removed"
        console.print(f"  {stale.paragraph} still cites {stale.target}, which {now}", highlight=False)


def _print_glossary(console: Console, glossary: GlossaryDiff) -> None:
    """Glossary terms reworded, added and removed."""
    _heading(console, "Glossary: changed", len(glossary.changed))
    for change in glossary.changed:
        console.print(Text.assemble("  ", (change.new.term, "bold")))
        console.print(word_diff_text(change.changes, indent="    "))
    _section(console, "Glossary: added", [_glossary_line(e) for e in glossary.added])
    _section(console, "Glossary: removed", [_glossary_line(e) for e in glossary.removed])


def _glossary_line(entry: GlossaryEntry) -> Text:
    text = collapse_whitespace(entry.definition)
    if len(text) > SNIPPET_CHARACTERS:
        text = text[:SNIPPET_CHARACTERS] + "…"
    return Text.assemble("  ", (entry.term, "bold"), "  ", text)


def _number_list(numbers: Sequence[str]) -> str:
    """Paragraph numbers, a few to a line, the list cut after a screenful (`--json` has them all)."""
    shown_numbers = numbers[:MAX_LISTED_NUMBERS]
    lines = [
        "  " + ", ".join(shown_numbers[start : start + 12]) for start in range(0, len(shown_numbers), 12)
    ]
    if len(numbers) > MAX_LISTED_NUMBERS:
        lines.append(f"  … and {len(numbers) - MAX_LISTED_NUMBERS} more (see --json)")
    return "\n".join(lines)


def print_check(report: Report, console: Console) -> None:
    """The check's findings, each with the feature files and lines to look at."""
    edition = f"{_edition(report.edition)} ({shown(report.edition_path)})"
    for item in report.review:
        _print_review_item(console, item)
    for misquote in report.misquotes:
        tags = " ".join(f"@rule:{n}" for n in misquote.numbers)
        numbers = " ".join(misquote.numbers)
        where = f"{shown(misquote.path)}:{misquote.line}: Rule “{misquote.rule_name}” ({tags})"
        if misquote.moved_to:
            moves = ", ".join(f"{old} is now {new}" for old, new in misquote.moved_to.items())
            tail = (
                "; its quote is verbatim the new paragraph: move the tag"
                if not misquote.changes
                else ", which reads ([-only in the CR-] {+only in the Rule+}):"
            )
            console.print(
                Text.assemble(
                    ("MOVED QUOTE ", "bold red"), f"{where} quotes a paragraph that moved: {moves}{tail}"
                )
            )
        else:
            console.print(
                Text.assemble(
                    ("MISQUOTED ", "bold red"),
                    f"{where} does not quote CR {numbers} verbatim ([-only in the CR-] {{+only in the Rule+}}):",
                )
            )
        if misquote.changes:
            console.print(word_diff_text(misquote.changes, indent="    "))
    for ruling in report.misquoted_rulings:
        what = (
            f"a ruling of @card:{ruling.card} of {ruling.date}"
            if ruling.expected
            else (f"a ruling of @card:{ruling.card}, which has no rulings in data/card-rulings.json")
        )
        console.print(
            Text.assemble(
                ("MISQUOTED ", "bold red"),
                f"{shown(ruling.path)}:{ruling.line}: Rule “{ruling.rule_name}” (@ruling:{ruling.date}) does not "
                f"quote {what} verbatim (`rulings new --card` quotes it; [-only in the ruling-] {{+only in the Rule+}}):",
            )
        )
        console.print(word_diff_text(word_diff(ruling.expected, ruling.found), indent="    "))
    for unknown in report.unknown:
        reason = (
            f"{_edition(report.edition)} has no paragraph {unknown.number}"
            if unknown.well_formed
            else "not a CR paragraph number"
        )
        console.print(Text.assemble(("UNKNOWN ", "bold red"), f"@rule:{unknown.number}: {reason}"))
        _print_citations(console, unknown.citations)
    if report.unlocked:
        numbers = ", ".join(number for number, _ in report.unlocked)
        console.print(
            Text.assemble(
                ("UNLOCKED ", "bold yellow"),
                f"{len(report.unlocked)} cited paragraph(s) not in the lock yet: {numbers}. Check that their "
                "scenarios agree with the CR text, then run `rulings rules lock`.",
            )
        )
    if report.no_longer_cited:
        dropped = ", ".join(report.no_longer_cited)
        console.print(f"note: no longer cited, dropped by the next `rulings rules lock`: {dropped}")
    problems = (
        len(report.review)
        + len(report.misquotes)
        + len(report.misquoted_rulings)
        + len(report.unknown)
        + len(report.unlocked)
    )
    if report.needs_review:
        console.print(
            Text.assemble(
                ("rules check: ", "bold"),
                f"{problems} finding(s) need review against {edition}; {report.cited} paragraph(s) cited.",
            )
        )
    else:
        console.print(
            Text.assemble(
                ("rules check: ", "bold"),
                f"{report.cited} cited paragraph(s) match {edition}; every quoted Rule is verbatim.",
            )
        )


def print_coverage(coverage: Coverage, console: Console) -> None:
    """How much of the scope has scenarios, and which in-scope paragraphs have none."""
    console.print(
        Text.assemble(
            ("rules coverage: ", "bold"),
            f"{len(coverage.covered)} of {coverage.in_scope} in-scope paragraphs of "
            f"{_edition(coverage.edition)} have scenarios; {len(coverage.uncovered)} have none"
            + (f"; {len(coverage.set_aside)} set aside." if coverage.set_aside else "."),
        )
    )
    _heading(console, "Covered", len(coverage.covered))
    for paragraph, citations in coverage.covered:
        console.print(f"  {paragraph.number}  ({len(citations)} scenario(s))", highlight=False)
    _section(console, "Not covered", [_paragraph_line(p) for p in coverage.uncovered])
    _heading(console, "Set aside by the scope", len(coverage.set_aside))
    for paragraph, reason in coverage.set_aside:
        console.print(f"  {paragraph.number}  {reason}", highlight=False)
    for entry in coverage.empty_entries:
        console.print(f"note: scope entry {entry} (line {entry.line}) names no paragraph of this edition")


def _edition(edition: Edition) -> str:
    return f"CR {format_date(edition.effective)}"


def _heading(console: Console, title: str, count: int) -> None:
    if count:
        console.print()
        console.print(Text(f"{title} ({count})", style="bold underline"))


def _section(console: Console, title: str, lines: list[Text]) -> None:
    """A heading counting the lines, then the lines; nothing if there are none."""
    _heading(console, title, len(lines))
    for line in lines:
        console.print(line)


def _paragraph_line(paragraph: Paragraph) -> Text:
    text = collapse_whitespace(paragraph.text)
    if len(text) > SNIPPET_CHARACTERS:
        text = text[:SNIPPET_CHARACTERS] + "…"
    return Text.assemble("  ", (paragraph.number, "bold"), "  ", text)


def _print_change_words(console: Console, change: ParagraphChange | ReviewItem) -> None:
    if change.text_changes:
        console.print(word_diff_text(change.text_changes, indent="    "))
    if change.example_changes:
        console.print(word_diff_text(change.example_changes, indent="    "))


def _print_renumbered(console: Console, diff: EditionDiff) -> None:
    """Renumberings, each moved subtree on one line unless a subparagraph's wording changed too."""
    folded: dict[str, int] = {}
    shown_changes: list[ParagraphChange] = []
    for change in diff.renumbered:
        head = _moved_with(change, diff)
        if head is None:
            shown_changes.append(change)
        else:
            folded[head] = folded.get(head, 0) + 1
    _heading(console, "Renumbered", len(diff.renumbered))
    for change in shown_changes:
        line = Text.assemble("  ", (f"{change.old.number} → {change.new.number}", "bold"), "  ")
        if change.wording == "changed":
            line.append("(wording changed)")
        elif change.wording == "references":
            line.append("(only its cross-references renumbered)")
        elif change.wording == "typography":
            line.append("(typography only)")
        else:
            snippet = collapse_whitespace(change.new.text)
            line.append(snippet if len(snippet) <= 60 else snippet[:60] + "…")
        extra = folded.get(change.old.number, 0)
        if extra:
            line.append(f"  (+{extra} subparagraph(s) moved with it)")
        console.print(line)
        if change.wording == "changed":
            _print_change_words(console, change)


def _moved_with(change: ParagraphChange, diff: EditionDiff) -> str | None:
    """The old number of the shown ancestor this renumbering merely follows, if it follows one."""
    if change.wording == "changed":
        return None
    old_parent, new_parent = parent_of(change.old.number), parent_of(change.new.number)
    if old_parent is None or new_parent is None or old_parent == new_parent:
        return None
    if diff.number_map.get(old_parent) != new_parent:
        return None
    if change.old.number[len(old_parent) :] != change.new.number[len(new_parent) :]:
        return None
    parent_change = next((c for c in diff.renumbered if c.old.number == old_parent), None)
    if parent_change is None:
        return None
    return _moved_with(parent_change, diff) or old_parent


def _print_review_item(console: Console, item: ReviewItem) -> None:
    locked = f"locked against CR {format_date(item.locked.edition)}"
    if item.status == "changed":
        how = " only in its cross-references, which follow the renumbering" if item.references_only else ""
        headline = f"{item.number} changed{how} ({locked})"
    elif item.status == "moved":
        assert item.current is not None
        same = not (item.text_changes or item.example_changes)
        how = (
            ""
            if same
            else "; only its cross-references follow the renumbering"
            if item.references_only
            else " and changed"
        )
        headline = f"{item.number} moved to {item.current.number}{how} ({locked})"
    else:
        headline = f"{item.number} vanished from this edition ({locked})"
    console.print(Text.assemble((f"{item.status.upper()} ", "bold red"), headline))
    _print_change_words(console, item)
    _print_citations(console, item.citations)


def _print_citations(console: Console, citations: Sequence[Citation]) -> None:
    console.print("    cited by:")
    for citation in citations:
        console.print(
            Text(f"      {shown(citation.path)}:{citation.line}  {citation.element}: {citation.name}")
        )


def word_diff_text(changes: Iterable[WordChange], indent: str) -> Text:
    """A word diff, long unchanged stretches shortened to their ends."""
    changes = list(changes)
    text = Text(indent)
    for index, change in enumerate(changes):
        if index:
            text.append(" ")
        if change.op == "delete":
            text.append(f"[-{change.text}-]", style="red strike")
        elif change.op == "insert":
            text.append(f"{{+{change.text}+}}", style="green")
        else:
            text.append(_shortened(change.text.split(), first=index == 0, last=index == len(changes) - 1))
    return text


def _shortened(words: list[str], *, first: bool, last: bool) -> str:
    """Unchanged words with only the ones next to a change kept when there are many."""
    keep_start = 0 if first else CONTEXT_WORDS
    keep_end = 0 if last else CONTEXT_WORDS
    if len(words) <= keep_start + keep_end + CONTEXT_WORDS:
        return " ".join(words)
    head = words[:keep_start]
    tail = words[len(words) - keep_end :] if keep_end else []
    return " ".join([*head, "…", *tail])
