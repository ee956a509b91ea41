"""Hypothesis strategies for Comprehensive Rules files: small, well-formed, in every line-ending style."""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import strategies as st

TITLE = "Magic: The Gathering Comprehensive Rules"
# Subrule letters skip "l" and "o" (CR introduction).
LETTERS = "abcdefghijkmnpqrstuvwxyz"
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September")

# Words of any script, digits, punctuation and symbols: no whitespace and no control characters.
words = st.text(st.characters(categories=["L", "N", "P", "S"]), min_size=1, max_size=8)
letters_only = st.text(st.characters(categories=["L"]), min_size=1, max_size=8)


@st.composite
def sentences(draw: st.DrawFn, *, starts_with_letter: bool = False) -> str:
    """A non-empty run of words separated by single spaces."""
    first = draw(letters_only if starts_with_letter else words)
    rest = draw(st.lists(words, max_size=6))
    return " ".join([first, *rest])


@st.composite
def continuation_lines(draw: st.DrawFn) -> str:
    """A second text line of a paragraph; it must not read as a header, an example or the glossary."""
    line = draw(sentences(starts_with_letter=True))
    return line if line not in {"Glossary", "Credits"} else line + " x"


@dataclass(frozen=True)
class GeneratedParagraph:
    """What the generator wrote for one paragraph, and so what the parser must read back."""

    number: str
    text: str
    examples: tuple[str, ...]

    def lines(self) -> list[str]:
        """The paragraph laid out as the CR lays it out."""
        first, *more = self.text.split("\n")
        separator = " " if self.number[-1].isalpha() else ". "
        lines = [f"{self.number}{separator}{first}", *(f"     {line}" for line in more)]
        return [*lines, *(f"Example: {example}" for example in self.examples)]


@dataclass(frozen=True)
class GeneratedDocument:
    """A whole generated CR file, its paragraphs and the rules text between first chapter and Glossary."""

    text: str
    paragraphs: tuple[GeneratedParagraph, ...]
    rules_text: str
    line_ending: str


@st.composite
def paragraphs_of(draw: st.DrawFn, number: str, *, may_continue: bool) -> GeneratedParagraph:
    text = draw(sentences())
    if may_continue and draw(st.booleans()):
        text += "\n" + draw(continuation_lines())
    examples = tuple(draw(st.lists(sentences(), max_size=2)))
    return GeneratedParagraph(number, text, examples)


@st.composite
def documents(draw: st.DrawFn) -> GeneratedDocument:
    """A small CR file: 1-2 chapters of 1-2 sections, each with a few rules and subrules."""
    body: list[GeneratedParagraph] = []
    chapters = draw(st.integers(1, 2))
    for chapter in range(1, chapters + 1):
        body.append(GeneratedParagraph(str(chapter), draw(sentences()), ()))
        for section_index in range(draw(st.integers(1, 2))):
            section = str(chapter * 100 + section_index)
            body.append(GeneratedParagraph(section, draw(sentences()), ()))
            for rule_index in range(1, draw(st.integers(0, 3)) + 1):
                rule = f"{section}.{rule_index}"
                body.append(draw(paragraphs_of(rule, may_continue=True)))
                for letter in LETTERS[: draw(st.integers(0, 2))]:
                    body.append(draw(paragraphs_of(rule + letter, may_continue=True)))
    date = f"{draw(st.sampled_from(MONTHS))} {draw(st.integers(1, 28))}, {draw(st.integers(1993, 2099))}"
    contents = [p.lines()[0] for p in body if "." not in p.number]  # chapters and sections
    rules_lines = [line for p in body for line in [*p.lines(), ""]]
    glossary = [
        line
        for _ in range(draw(st.integers(1, 3)))
        for line in [draw(sentences(starts_with_letter=True)), draw(sentences()), ""]
    ]
    lines = [
        TITLE,
        "",
        f"These rules are effective as of {date}.",
        "",
        "Introduction",
        "",
        draw(sentences()),
        "",
        "Contents",
        "",
        *contents,
        "Glossary",
        "",
        "Credits",
        "",
        *rules_lines,
        "Glossary",
        "",
        *[line if line not in {"Credits", "Glossary"} else line + " x" for line in glossary],
        "Credits",
        "",
        draw(sentences()),
        "",
        f"These rules are effective as of {date}.",
        "",
    ]
    line_ending = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    bom = draw(st.sampled_from(["", "\ufeff"]))
    return GeneratedDocument(
        text=bom + line_ending.join(lines),
        paragraphs=tuple(body),
        rules_text="".join(f"{line}\n" for line in rules_lines),
        line_ending=line_ending,
    )


# Lines a CR file is made of, to shuffle into near-misses that reach deep into the parser.
cr_like_lines = st.one_of(
    st.sampled_from(
        [
            TITLE,
            "These rules are effective as of April 17, 2026.",
            "Contents",
            "Glossary",
            "Credits",
            "1. Game Concepts",
            "100. General",
            "100.1. Text.",
            "100.1a Text.",
            "100.1 Text.",
            "100.1.Text.",
            "Example: text.",
            "     continued.",
            "",
            " ",
        ]
    ),
    sentences(),
)
