"""An Oracle paragraph as the grammar reads it (rulings/oracle/grammar.lark): without reminder text (CR 207.2a)
or an ability word (CR 207.2c: no rules meaning), every reference of a card to itself written "~"."""

from __future__ import annotations

import re

SELF_WORDS = (
    "this card",
    "this creature",
    "this spell",
    "this land",
    "this enchantment",
    "this artifact",
    "this permanent",
    "this Aura",
    "this Equipment",
    "this Vehicle",
    "this Saga",
    "this planeswalker",
    "this token",
)
REMINDER = re.compile(r" ?\([^()]*\)")
SELF = re.compile("|".join(re.escape(w) for w in (*SELF_WORDS, *(w[0].upper() + w[1:] for w in SELF_WORDS))))


# CR 207.2c: the ability words, which have no rules meaning (as printed there, 2026-09-25 edition).
ABILITY_WORDS = [
    "adamant",
    "addendum",
    "alliance",
    "battalion",
    "bloodrush",
    "celebration",
    "channel",
    "chroma",
    "cohort",
    "constellation",
    "converge",
    "council’s dilemma",
    "coven",
    "delirium",
    "descend 4",
    "descend 8",
    "disappear",
    "domain",
    "eerie",
    "eminence",
    "enrage",
    "fateful hour",
    "fathomless descent",
    "ferocious",
    "flurry",
    "formidable",
    "grandeur",
    "hellbent",
    "heroic",
    "imprint",
    "infusion",
    "inspired",
    "join forces",
    "kinship",
    "landfall",
    "lieutenant",
    "magecraft",
    "metalcraft",
    "morbid",
    "opus",
    "pack tactics",
    "paradox",
    "parley",
    "radiance",
    "raid",
    "rally",
    "renew",
    "repartee",
    "revolt",
    "secret council",
    "spell mastery",
    "strive",
    "survival",
    "sweep",
    "tempting offer",
    "threshold",
    "undergrowth",
    "valiant",
    "vivid",
    "void",
    "will of the council",
]
ABILITY_WORD = re.compile(
    "^(?:"
    + "|".join(re.escape(w[0].upper() + w[1:]) for w in ABILITY_WORDS)
    + ") — (?=When|Whenever|At|~|As long as)"
)


def normalised(name: str, paragraph: str) -> str:
    """The paragraph as the grammar reads it: reminder text gone (CR 207.2), every self-reference "~", and the
    ability word before a triggered ability or a static one about "~" too (CR 207.2c: no rules meaning)."""
    text = REMINDER.sub("", paragraph).strip()
    for word in [name, *([name.split(", ", maxsplit=1)[0]] if ", " in name else [])]:
        text = _replace_word(text, word)
    return ABILITY_WORD.sub("", SELF.sub("~", text))


def _replace_word(text: str, word: str) -> str:
    """The text with each whole-word use of `word` replaced by "~" (a card named "Fog" is not in "Fogwalker")."""
    parts, start = [], 0
    while (found := text.find(word, start)) >= 0:
        end = found + len(word)
        before, after = text[found - 1 : found], text[end : end + 1]
        whole = not (before.isalnum() or before == "'") and not (after.isalnum() or after == "'")
        parts += [text[start:found], "~" if whole else word]
        start = end
    return "".join(parts) + text[start:]
