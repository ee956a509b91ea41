"""The client-side search index, prebuilt and split so that a query loads only what it needs.

Lunr's way (a prebuilt inverted index, stemmed terms) rather than Pagefind's: Pagefind fetches its index
files, which a page opened from file:// may not do, while any page may load a script. So every file is a
script calling `RULINGS_SEARCH.terms(...)` or `RULINGS_SEARCH.entries(...)`:

- `search/terms-KEY.js`: the terms beginning with KEY (their first two characters), each with its postings;
  a query loads the shard of each of its words, and finds there the terms its words begin (prefix) or are one
  or two typing mistakes from (typo tolerance; a mistake in the first two letters is not forgiven);
- `search/entries-N.js`: the entries themselves (kind, title, text, page, URL), in page order, ENTRY_CHUNK
  a file; only the files of the hits shown are loaded.

A posting is one integer, `(entry * 8 + kind) * 4 + field`: which entry, its kind (KINDS), and where the
term is (FIELDS), so hits are ranked before any entry is loaded. The stemmer (`stem`) is written twice, here
and in static/search.js, and tests/docs checks that both stem the same words alike.
"""

from __future__ import annotations

import functools
import json
import re
import unicodedata
from collections import defaultdict
from collections.abc import Sequence
from typing import Final

from rulings.site.pages import Page

__all__ = ["ENTRY_CHUNK", "KINDS", "search_entries", "search_files", "shard_key", "stem", "terms_of"]

ENTRY_CHUNK: Final = 32
KINDS: Final = ("section", "paragraph", "card", "ruling", "scenario", "other")
FIELDS: Final = ("text", "title", "number", "first-number")  # a higher field ranks higher
_TEXT_LIMIT: Final = 400  # characters of a paragraph's text its terms are read from
_SHOWN_TEXT: Final = 180  # characters of it an entry keeps to show under its hit
_WORD: Final = re.compile(r"[a-z0-9]+(?:\.[a-z0-9]+)*")
_DIGIT: Final = re.compile(r"[0-9]")
_COMBINING: Final = re.compile("[\u0300-\u036f]")  # the accents NFKD splits off, as static/search.js strips


def search_entries(pages: Sequence[Page]) -> list[dict[str, str]]:
    """Entries with a kind `k`, number `n`, title `t`, text `x`, the page's title `p` and the URL `u`."""
    entries: list[dict[str, str]] = []
    for page in pages:
        entries.append(
            _entry(
                page.kind,
                number=page.key if page.kind == "section" else "",
                title=page.title,
                text="",
                page="",
                url=page.url,
            )
        )
        for feature in page.features:
            if page.kind == "card" and feature.feature.description:
                entries[-1]["x"] = _short(feature.feature.description)
            for rule in feature.rules:
                kind = "paragraph" if rule.number else "ruling"
                entries.append(
                    _entry(
                        kind,
                        number=rule.number or "",
                        title=rule.title,
                        text=rule.rule.description,
                        page=page.title,
                        url=f"{page.url}#{rule.anchor}",
                    )
                )
            for _, block in feature.scenarios():
                entries.append(
                    _entry(
                        "scenario",
                        number=" ".join(block.rules),
                        title=block.scenario.name,
                        text="",
                        page=page.title,
                        url=f"{page.url}#{block.anchor}",
                    )
                )
    return entries


@functools.cache
def stem(word: str) -> str:
    """A word's stem, so "pools" finds "pool" and "untapping" finds "untap" (static/search.js: the same).

    Deliberately small: plurals, -ing and -ed (undoubling "tapp"), then a final e ("produce", "produces",
    "producing" and "produced" all become "produc"). Numbers and words of three letters or fewer are kept.
    """
    if len(word) <= 3 or _DIGIT.search(word):
        return word
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith("sses"):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            if word[-1] == word[-2] and word[-1] not in "lsz":
                word = word[:-1]
            break
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    return word


def fold(text: str) -> str:
    """Lower case without accents or curly apostrophes, as the query is folded (static/search.js)."""
    text = text.lower().replace("’", "'")
    if not text.isascii():
        text = _COMBINING.sub("", unicodedata.normalize("NFKD", text))
    return text.replace("'", "")


@functools.cache
def terms_of(text: str) -> tuple[str, ...]:
    """The stemmed terms of a text: words and paragraph numbers ("106.7a"), in order."""
    return tuple(stem(word) for word in _WORD.findall(fold(text)))


def shard_key(term: str) -> str:
    """The shard a term is filed in: its first two characters (a dot read as "_")."""
    return term[:2].replace(".", "_")


def search_files(pages: Sequence[Page]) -> tuple[dict[str, str], list[str]]:
    """The index files (path under the site -> script), and the shard keys that exist."""
    entries = search_entries(pages)
    postings: dict[str, list[int]] = defaultdict(list)
    for number, entry in enumerate(entries):
        kind = KINDS.index(entry["k"]) if entry["k"] in KINDS else KINDS.index("other")
        best: dict[str, int] = dict.fromkeys(terms_of(entry.get("x", "")), 0)
        best.update(dict.fromkeys(terms_of(entry.get("p", "")), 0))
        best.update(dict.fromkeys(terms_of(entry["t"]), 1))  # a field ranks over the ones before it
        numbers = entry.get("n", "").split()
        best.update((n.lower(), 2) for n in numbers[1:])
        best.update((n.lower(), 3) for n in numbers[:1])
        base = (number * 8 + kind) * 4
        for term, field in best.items():
            postings[term].append(base + field)  # entries in order: each list is sorted
    shards: dict[str, dict[str, list[int]]] = defaultdict(dict)
    for term in sorted(postings):
        shards[shard_key(term)][term] = postings[term]
    files = {f"search/terms-{key}.js": _script("terms", key, terms) for key, terms in sorted(shards.items())}
    shown = [{**entry, "x": _short(entry["x"], _SHOWN_TEXT)} if "x" in entry else entry for entry in entries]
    for start in range(0, len(shown), ENTRY_CHUNK):
        chunk = start // ENTRY_CHUNK
        files[f"search/entries-{chunk}.js"] = _script("entries", chunk, shown[start : start + ENTRY_CHUNK])
    return files, sorted(shards)


def _script(function: str, key: object, payload: object) -> str:
    # "</" cannot end a script block inside an HTML page even if this is ever inlined.
    text = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return f"RULINGS_SEARCH.{function}({json.dumps(key)},{text});\n"


def _entry(kind: str, *, number: str, title: str, text: str, page: str, url: str) -> dict[str, str]:
    entry = {"k": kind, "t": title, "u": url}
    if number:
        entry["n"] = number
    if text:
        entry["x"] = _short(text)
    if page:
        entry["p"] = page
    return entry


def _short(text: str, limit: int = _TEXT_LIMIT) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
