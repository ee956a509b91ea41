"""Feature skeletons for writers: CR paragraphs or a card's Gatherer rulings quoted verbatim, ready for scenarios.

`rulings new --rule 508.1` and `rulings new --card "Seedborn Muse"` (rulings/authoring/cli.py) are thin shells
around these pure functions:

- `select_paragraphs` turns selectors ("508.1", "508", "500-505") into the paragraphs of an edition they
  name (a number names itself and every paragraph under it, as in data/scope.txt); titles such as
  "508. Declare Attackers Step" are not rules and get no `Rule:` block;
- `rule_skeletons` files them by section, one feature per section, leaving out the paragraphs some feature
  already quotes; `card_skeleton` does the same for a card's rulings;
- `render` writes a new feature file, `append_to` adds the missing `Rule:` blocks to an existing one in
  paragraph (or ruling) order; both check their own output with the Gherkin parser, so that what they
  write reads back as the quote it was meant to be.

Each `Rule:` block quotes its paragraph as `rulings rules check` compares it (the text after the number,
without the examples, which go into comments) or its ruling word for word, and carries a commented
scenario
template: nothing here pretends to be a scenario.
"""

from __future__ import annotations

import bisect
import difflib
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from rulings.editions.citations import rule_numbers
from rulings.editions.edition import Edition, Paragraph, collapse_whitespace
from rulings.editions.numbers import is_number, number_key
from rulings.editions.scope import ScopeEntry, is_title
from rulings.errors import RulingsError
from rulings.suite.card_rulings import CardRuling
from rulings.suite.featurefile import Feature, FeatureFileError, Rule, parse_feature
from rulings.suite.oracle_cards import OracleCard
from rulings.suite.tags import CARD_TAG, RULE_TAG, RULING_TAG, slugify, tag_values

__all__ = [
    "CardRulings",
    "NoRulings",
    "Quote",
    "QuotedElsewhere",
    "Skeleton",
    "SkeletonError",
    "UnknownCardName",
    "UnknownParagraph",
    "append_to",
    "card_skeleton",
    "find_card",
    "nearest_numbers",
    "quoted_paragraphs",
    "quoted_rulings",
    "render",
    "rule_skeletons",
    "select_paragraphs",
]

_RANGE: Final = re.compile(r"(?P<first>[^\s–-]+)\s*[–-]\s*(?P<last>[^\s–-]+)")
_NAME_LENGTH: Final = 90
_TEMPLATE: Final = (
    "# Scenario: <the claim, on a board; name the wrong reading a careless engine would make>",
    "#   Given <the board>",
    "#   When <what a player does, or the game advancing>",
    "#   Then <what this paragraph says follows>",
)
_RULING_TEMPLATE: Final = (
    "# Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the",
    "# paragraphs the ruling rests on.",
    *_TEMPLATE[:-1],
    "#   Then <what this ruling says follows>",
)


class SkeletonError(RulingsError, ValueError):
    """A skeleton that cannot be written: the message says why and what to do instead."""


class UnknownParagraph(SkeletonError):
    """A selector names no paragraph of the edition; `suggestions` are the nearest numbers it has."""

    def __init__(self, selector: str, edition: str, suggestions: Sequence[str]) -> None:
        self.selector = selector
        self.suggestions = tuple(suggestions)
        if not is_number(selector):
            message = f"{selector!r} is not a CR paragraph number (such as 508, 508.1 or 508.1a) or range"
        else:
            message = f"{edition} has no paragraph {selector}"
        if suggestions:
            message += f"; the nearest are {', '.join(suggestions)}"
        super().__init__(message)


class UnknownCardName(SkeletonError):
    """No card of that name in the vendored card data; `suggestions` are the closest names it has."""

    def __init__(self, name: str, suggestions: Sequence[str]) -> None:
        self.name = name
        self.suggestions = tuple(suggestions)
        message = f"no card named {name!r} in the vendored card data"
        if suggestions:
            message += f"; did you mean {' or '.join(repr(s) for s in suggestions)}?"
        else:
            message += " (scripts/vendor_cards.py copies cards from the shared data)"
        super().__init__(message)


class NoRulings(SkeletonError):
    """The card is known but has no Gatherer ruling to quote."""

    def __init__(self, name: str) -> None:
        self.name = name
        super().__init__(f"{name} has no Gatherer rulings in data/card-rulings.json: nothing to quote")


@dataclass(frozen=True, slots=True)
class CardRulings:
    """A card as the skeleton needs it: its Oracle data and its rulings in the data's order."""

    card: OracleCard
    rulings: tuple[CardRuling, ...]

    @property
    def slug(self) -> str:
        """The card's tag and file name: "Bontu's Last Reckoning" -> "bontus-last-reckoning"."""
        return slugify(self.card.name)


@dataclass(frozen=True, slots=True)
class Quote:
    """One `Rule:` block to write: its tags, name, the quoted lines and comments to help the writer.

    `key` orders it among the feature's Rules: a paragraph number's key, or (index,) of a ruling.
    `quoted` is the text the block quotes, whitespace collapsed, as `rules check` compares it.
    """

    key: tuple[int, ...]
    label: str  # "508.1a" or "ruling 2 of 2019-01-25"
    tags: tuple[str, ...]
    name: str
    lines: tuple[str, ...]
    notes: tuple[str, ...] = ()
    template: tuple[str, ...] = _TEMPLATE

    @property
    def quoted(self) -> str:
        """The quote as `rules check` reads it."""
        return collapse_whitespace(" ".join(self.lines))

    def block(self) -> list[str]:
        """The block's lines, indented for a Rule inside a Feature."""
        lines = ["  " + " ".join(f"@{tag}" for tag in self.tags), f"  Rule: {self.name}"]
        lines += [f"    {line}" for line in self.lines]
        for comments in (self.notes, self.template):
            if comments:
                lines += ["", *(f"    {comment}" for comment in comments)]
        return lines


@dataclass(frozen=True, slots=True)
class QuotedElsewhere:
    """A paragraph or ruling left out because a feature already quotes it there."""

    label: str
    path: Path
    line: int


@dataclass(frozen=True)
class Skeleton:
    """One feature file to write or extend: where, its header, and the Rules it should quote."""

    path: Path  # relative to the features directory
    tags: tuple[str, ...]
    name: str
    description: tuple[str, ...]
    quotes: tuple[Quote, ...]
    elsewhere: tuple[QuotedElsewhere, ...] = field(default=())
    # A card's feature: every ruling's quote (whitespace collapsed) -> its key, to place new ones by.
    ruling_order: Mapping[str, tuple[int, ...]] = field(default_factory=dict)


# --- CR paragraphs ---------------------------------------------------------------------------------------


def select_paragraphs(edition: Edition, selectors: Iterable[str]) -> list[Paragraph]:
    """The paragraphs (not titles) the selectors name, in CR order, each once.

    A selector is a number, which names itself and every paragraph under it ("508.1" names 508.1 and
    508.1a-m), or a range "500-505" (hyphen or en dash) naming both ends and everything between and under
    them. An UnknownParagraph names a selector the edition lacks, with the nearest numbers it has.
    """
    entries: list[ScopeEntry] = []
    for selector in selectors:
        match = _RANGE.fullmatch(selector.strip())
        first, last = (match["first"], match["last"]) if match else (selector.strip(), selector.strip())
        for number in dict.fromkeys((first, last)):
            if number not in edition.by_number:
                raise UnknownParagraph(number, edition.title, nearest_numbers(edition, number))
        if number_key(first) > number_key(last):
            raise UnknownParagraph(selector, edition.title, ())
        entries.append(ScopeEntry(first, last, 0))
    return [
        paragraph
        for paragraph in edition.paragraphs
        if not is_title(paragraph) and any(entry.covers(paragraph.number) for entry in entries)
    ]


def nearest_numbers(edition: Edition, number: str, count: int = 4) -> list[str]:
    """The edition's numbers nearest to `number` in CR order (those around where it would stand)."""
    numbers = [p.number for p in edition.paragraphs]
    if is_number(number):
        keys = [number_key(n) for n in numbers]
        at = bisect.bisect_left(keys, number_key(number))
        start = max(0, min(at - count // 2, len(numbers) - count))
        return numbers[start : start + count]
    return difflib.get_close_matches(number, numbers, n=count, cutoff=0.5)


def quoted_paragraphs(features: Iterable[Feature]) -> dict[str, tuple[Path, int]]:
    """Paragraph number -> the first feature file and line of a `Rule:` block quoting it (not a ruling's)."""
    quoted: dict[str, tuple[Path, int]] = {}
    for feature in features:
        for rule in feature.rules:
            if any(tag.startswith(RULING_TAG) for tag in rule.tags):
                continue
            for number in rule_numbers(rule.tags):
                quoted.setdefault(number, (feature.path, rule.line))
    return quoted


def paragraph_quote(paragraph: Paragraph) -> Quote:
    """The `Rule:` block quoting one paragraph: its text as `rules check` reads it, its examples as comments."""
    notes = tuple(f"# CR example: {collapse_whitespace(example)}" for example in paragraph.examples)
    return Quote(
        key=number_key(paragraph.number),
        label=paragraph.number,
        tags=(f"{RULE_TAG}{paragraph.number}",),
        name=paragraph.number,
        lines=tuple(paragraph.text.split("\n")),
        notes=notes,
    )


def rule_skeletons(
    edition: Edition,
    paragraphs: Sequence[Paragraph],
    features: Sequence[Feature],
    features_dir: Path,
) -> list[Skeleton]:
    """One skeleton per section the paragraphs fall in, each quoting the paragraphs no other file quotes.

    The file is the section's existing feature (features/rules/<section>-*.feature) if there is one,
    else features/rules/<section>-<title slug>.feature. A paragraph quoted in that same file is left out
    silently (it is there); one quoted in any other file is left out and listed in `elsewhere`.
    """
    quoted = quoted_paragraphs(features)
    by_section: dict[str, list[Paragraph]] = {}
    for paragraph in paragraphs:
        by_section.setdefault(paragraph.number[:3], []).append(paragraph)
    skeletons: list[Skeleton] = []
    for section, members in by_section.items():
        heading = edition.by_number.get(section)
        title = heading.text if heading is not None else ""
        path = _section_file(section, title, features, features_dir)
        quotes: list[Quote] = []
        elsewhere: list[QuotedElsewhere] = []
        for paragraph in members:
            where = quoted.get(paragraph.number)
            if where is None:
                quotes.append(paragraph_quote(paragraph))
            elif _relative(where[0], features_dir) != path:
                elsewhere.append(
                    QuotedElsewhere(paragraph.number, _relative(where[0], features_dir), where[1])
                )
        date = edition.effective.isoformat()
        description = (
            f"Each paragraph of CR {section} ({date}) is quoted verbatim under its number; its scenarios "
            "show it on a board.",
        )
        skeletons.append(
            Skeleton(
                path, (), f"{section}. {title}".rstrip(". "), description, tuple(quotes), tuple(elsewhere)
            )
        )
    return skeletons


def _section_file(section: str, title: str, features: Sequence[Feature], features_dir: Path) -> Path:
    """The section's feature file, relative to the features directory: the existing one, or a new name."""
    existing = sorted(
        _relative(f.path, features_dir)
        for f in features
        if f.path.name.startswith(f"{section}-") or f.path.stem == section
    )
    if existing:
        return existing[0]
    return Path("rules") / f"{section}-{slugify(title)}.feature"


def _relative(path: Path, features_dir: Path) -> Path:
    try:
        return path.relative_to(features_dir)
    except ValueError:
        return path


# --- card rulings ----------------------------------------------------------------------------------------


def find_card(
    name: str, oracle: Mapping[str, OracleCard], rulings: Mapping[str, tuple[CardRuling, ...]]
) -> CardRulings:
    """The card of that name (exact, or the one name equal ignoring case) with its rulings.

    `oracle` is engine/data/cards.json's cards (`read_oracle_cards`), `rulings` data/card-rulings.json's
    (`read_card_rulings`: card slug -> rulings). UnknownCardName suggests close names; NoRulings says a known
    card has none.
    """
    names = set(oracle)
    exact = name if name in names else next((n for n in names if n.lower() == name.lower()), None)
    if exact is None:
        by_case = {n.lower(): n for n in sorted(names)}
        close = difflib.get_close_matches(name.lower(), list(by_case), n=3, cutoff=0.6)
        raise UnknownCardName(name, [by_case[c] for c in close])
    found = rulings.get(slugify(exact), ())
    if not found:
        raise NoRulings(exact)
    return CardRulings(oracle.get(exact, OracleCard(exact)), found)


def quoted_rulings(features: Iterable[Feature], slug: str) -> dict[str, tuple[Path, int]]:
    """A card's ruling texts (whitespace collapsed) already quoted by a `@ruling:` Rule of that card."""
    quoted: dict[str, tuple[Path, int]] = {}
    for feature in features:
        for rule in feature.rules:
            if not any(tag.startswith(RULING_TAG) for tag in rule.tags):
                continue
            cards = tag_values((*feature.tags, *rule.tags), CARD_TAG)
            if slug in cards:
                quoted.setdefault(collapse_whitespace(rule.description), (feature.path, rule.line))
    return quoted


def ruling_name(text: str) -> str:
    """A provisional Rule name: the ruling's first sentence, shortened at a word to fit one line."""
    first = re.split(r"(?<=[.!?])\s", collapse_whitespace(text), maxsplit=1)[0].rstrip(".")
    if len(first) <= _NAME_LENGTH:
        return first
    return first[: _NAME_LENGTH - 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def card_skeleton(card: CardRulings, features: Sequence[Feature], features_dir: Path) -> Skeleton:
    """The card's feature (features/cards/<slug>.feature, or the file tagged @card:<slug>) with its rulings.

    Every ruling is quoted word for word under `@ruling:<date>`; a ruling this card's features already
    quote is left out (listed in `elsewhere` when it is in another file).
    """
    slug = card.slug
    tagged = sorted(_relative(f.path, features_dir) for f in features if f"{CARD_TAG}{slug}" in f.tags)
    path = tagged[0] if tagged else Path("cards") / f"{slug}.feature"
    quoted = quoted_rulings(features, slug)
    quotes: list[Quote] = []
    elsewhere: list[QuotedElsewhere] = []
    for index, ruling in enumerate(card.rulings):
        label = f"ruling {index + 1} ({ruling.date})"
        where = quoted.get(collapse_whitespace(ruling.text))
        if where is None:
            quotes.append(
                Quote(
                    key=(index,),
                    label=label,
                    tags=(f"{RULING_TAG}{ruling.date}",),
                    name=ruling_name(ruling.text),
                    lines=(ruling.text,),
                    template=_RULING_TEMPLATE,
                )
            )
        elif _relative(where[0], features_dir) != path:
            elsewhere.append(QuotedElsewhere(label, _relative(where[0], features_dir), where[1]))
    description = tuple(line for line in card.card.text.split("\n") if line.strip())
    order = {collapse_whitespace(ruling.text): (index,) for index, ruling in enumerate(card.rulings)}
    return Skeleton(
        path, (f"{CARD_TAG}{slug}",), card.card.name, description, tuple(quotes), tuple(elsewhere), order
    )


# --- writing ---------------------------------------------------------------------------------------------


def render(skeleton: Skeleton) -> str:
    """A new feature file holding the skeleton's Rules, checked to read back as the intended quotes."""
    lines: list[str] = []
    if skeleton.tags:
        lines.append(" ".join(f"@{tag}" for tag in skeleton.tags))
    lines.append(f"Feature: {skeleton.name}")
    lines += [f"  {line}" for line in skeleton.description]
    for item in _ordered(skeleton):
        lines.append("")
        if isinstance(item, Quote):
            lines += item.block()
        else:
            lines.append(f"  # {item.label}: quoted in {item.path.as_posix()}:{item.line}")
    source = "\n".join(lines) + "\n"
    _verify(source, skeleton.path, skeleton.quotes)
    return source


def append_to(source: str, skeleton: Skeleton) -> str:
    """The existing feature `source` with the skeleton's Rules inserted in order, others untouched.

    A new block goes right before the first existing Rule that comes after it (its tag lines included),
    or at the end of the file.
    """
    feature = _parse(source, skeleton.path)
    lines = source.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    existing = [(key, _start_of(lines, rule)) for rule in feature.rules if (key := _key(rule, skeleton))]
    inserts: dict[int, list[str]] = {}
    for quote in skeleton.quotes:
        at = next((start for key, start in existing if key > quote.key), len(lines))
        block = quote.block()
        inserts.setdefault(at, []).extend([*block, ""] if at < len(lines) else ["", *block])
    for at in sorted(inserts, reverse=True):
        lines[at:at] = inserts[at]
    result = "\n".join(lines) + "\n"
    _verify(result, skeleton.path, skeleton.quotes)
    return result


def _ordered(skeleton: Skeleton) -> list[Quote | QuotedElsewhere]:
    """Quotes and notes of paragraphs quoted elsewhere, in CR (or ruling) order."""

    def key(item: Quote | QuotedElsewhere) -> tuple[int, ...]:
        if isinstance(item, Quote):
            return item.key
        return number_key(item.label) if is_number(item.label) else (len(skeleton.quotes) + 1,)

    return sorted([*skeleton.quotes, *skeleton.elsewhere], key=key)


def _key(rule: Rule, skeleton: Skeleton) -> tuple[int, ...] | None:
    """Where an existing Rule stands among the skeleton's: its first paragraph's key, or its ruling's index."""
    if skeleton.ruling_order:  # a card's feature: rulings in the card data's order
        return skeleton.ruling_order.get(collapse_whitespace(rule.description))
    numbers = [number_key(n) for n in rule_numbers(rule.tags) if is_number(n)]
    return min(numbers) if numbers else None


def _start_of(lines: Sequence[str], rule: Rule) -> int:
    """The index of the first line of a Rule: its tag lines above the `Rule:` line."""
    start = rule.line - 1
    while start > 0 and lines[start - 1].strip().startswith("@"):
        start -= 1
    return start


def _parse(source: str, path: Path) -> Feature:
    try:
        return parse_feature(source, path)
    except FeatureFileError as error:
        raise SkeletonError(f"{path} is not a feature the skeleton can extend: {error.reason}") from None


def _verify(source: str, path: Path, quotes: Iterable[Quote]) -> None:
    """Every quote reads back, through the Gherkin parser, as a Rule whose description is that quote."""
    feature = _parse(source, path)
    found = {(rule.tags, collapse_whitespace(rule.description)) for rule in feature.rules}
    for quote in quotes:
        if (quote.tags, quote.quoted) not in found:
            raise SkeletonError(f"{quote.label} does not survive as a Gherkin description in {path}")
