"""Copy the whole MTGJSON card pool into the project, for the reference engine and every adapter that reads card data.

Run by a maintainer when the card data is refreshed; the output is committed with its provenance
(data/SOURCES-cards.md):

    python scripts/vendor_pool.py ../shared/data/cards/mtgjson-atomic.json.gz

writes engine/data/pool.sqlite: one row per card, its MTGJSON faces (AtomicCards layout, each card's newest
printing) as zlib-compressed JSON, so that a look-up reads one card and nothing grows with the pool until cards
are used (the standard library's sqlite3 and zlib read it, as the engine imports nothing else). Every row is
compressed against one preset dictionary (zlib's zdict, kept in the meta table), a sample of the cards' own
JSON: a card alone is too short for zlib to find its repetitions, and the dictionary halves the file. A second
face repeats the first's rulings in MTGJSON; they are kept once, on the first face.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
import sqlite3
import sys
import zlib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "engine" / "data" / "pool.sqlite"
DICTIONARY_SIZE = 32 * 1024  # zlib's largest useful preset dictionary (its window)
SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB NOT NULL);
CREATE TABLE cards (name TEXT NOT NULL UNIQUE, faces BLOB NOT NULL);
"""


def main(atomic: Path) -> None:
    """Write engine/data/pool.sqlite from an AtomicCards file (gzip-compressed or not)."""
    raw = atomic.read_bytes()
    data = json.loads(gzip.decompress(raw) if atomic.suffix == ".gz" else raw)
    OUT.unlink(missing_ok=True)
    with sqlite3.connect(OUT) as db:
        db.executescript(SCHEMA)
        meta = {
            "about": "The MTGJSON card pool (AtomicCards layout); see data/SOURCES-cards.md.",
            "source": atomic.name,
            "sha256": hashlib.sha256(raw).hexdigest(),
            "meta": json.dumps(data["meta"], ensure_ascii=False, sort_keys=True),
            "cards": str(len(data["data"])),
        }
        db.executemany("INSERT INTO meta VALUES (?, ?)", sorted(meta.items()))
        texts = {name: _encoded(faces) for name, faces in sorted(data["data"].items())}
        dictionary = _dictionary(list(texts.values()))
        db.execute("INSERT INTO meta VALUES ('zdict', ?)", (dictionary,))
        rows = [(name, _compressed(text, dictionary)) for name, text in texts.items()]
        db.executemany("INSERT INTO cards VALUES (?, ?)", rows)
    with sqlite3.connect(OUT) as db:
        db.execute("VACUUM")
    print(f"{len(rows)} cards, {OUT.stat().st_size / 1e6:.1f} MB: {OUT.relative_to(ROOT)}")


def _encoded(faces: list[dict[str, Any]]) -> bytes:
    """A card's faces as compact JSON, the second face's copy of the rulings left out."""
    kept = [faces[0], *({k: v for k, v in face.items() if k != "rulings"} for face in faces[1:])]
    return json.dumps(kept, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8")


def _dictionary(texts: list[bytes]) -> bytes:
    """A preset dictionary: a fixed sample of the cards' JSON (seeded, so that refreshing is repeatable)."""
    sample = random.Random(0).sample(texts, min(400, len(texts)))
    return b"".join(sample)[-DICTIONARY_SIZE:]


def _compressed(text: bytes, dictionary: bytes) -> bytes:
    compressor = zlib.compressobj(9, zdict=dictionary)
    return compressor.compress(text) + compressor.flush()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
