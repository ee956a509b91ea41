"""phase.rs's card database (`card-data.json`), built from vendored MTGJSON data at first use and cached.

phase.rs turns Oracle text into abilities with its own parser when the database is built (`phase-gen`):
what that parser gets wrong is the engine's behaviour, so we build the database exactly as `phase-gen`
does, with its own `phase.gen.process_group`, from data this project vendors — never from the network.

Sources, in order: `data/atomic-cards.json` (MTGJSON AtomicCards entries of the cards the features name,
see scripts/vendor_phase_cards.py), then the reference engine's card data (engine/data/cards.json) for any
other card, each face given the empty `identifiers` object `phase-gen` expects. The result is cached under
the user's cache directory, keyed by the phase-python version and a hash of the sources, and written
atomically so that parallel workers (xdist) can share it.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from importlib import resources
from importlib.metadata import version
from pathlib import Path
from typing import Any

SUBSET = "data/atomic-cards.json"


def cache_dir() -> Path:
    """$MTG_RULINGS_CACHE, else $XDG_CACHE_HOME/mtg-rulings, else ~/.cache/mtg-rulings; then phase/."""
    root = os.environ.get("MTG_RULINGS_CACHE") or os.environ.get("XDG_CACHE_HOME")
    base = Path(root) if root else Path.home() / ".cache"
    if not os.environ.get("MTG_RULINGS_CACHE"):
        base = base / "mtg-rulings"
    return base / "phase"


def atomic_cards() -> dict[str, list[dict[str, Any]]]:
    """Every card we can give phase.rs, in MTGJSON's AtomicCards layout: name -> faces."""
    subset = json.loads(resources.files(__package__).joinpath(SUBSET).read_text(encoding="utf-8"))
    cards: dict[str, list[dict[str, Any]]] = dict(subset["data"])
    reference = json.loads(
        resources.files("rulings.engine").joinpath("data/cards.json").read_text(encoding="utf-8")
    )
    for name, face in reference["cards"].items():
        if name not in cards:
            cards[name] = [_atomic_face(face)]
    return cards


def _atomic_face(face: dict[str, Any]) -> dict[str, Any]:
    """The AtomicCards fields phase-gen requires and the reference data leaves out (colors from the cost)."""
    colors = sorted(set(re.findall(r"[WUBRG]", face.get("manaCost", ""))))
    symbols = re.findall(r"\{([^}]*)\}", face.get("manaCost", ""))
    value = sum(int(s) if s.isdigit() else 0 if s == "X" else 1 for s in symbols)
    return {
        "layout": "normal",
        "identifiers": {},
        "colors": colors,
        "colorIdentity": colors,
        "manaValue": float(value),
        "legalities": {},
        "printings": [],
        **face,
    }


def card_data_path() -> Path:
    """The path of a card-data.json for the installed phase-python, building it if it isn't cached."""
    cards = atomic_cards()
    source = json.dumps(cards, sort_keys=True).encode("utf-8")
    key = hashlib.sha256(version("phase-python").encode() + b"\0" + source).hexdigest()[:16]
    path = cache_dir() / f"card-data-{key}.json"
    if not path.exists():
        _write_atomically(path, build_card_data(cards))
    return path


def build_card_data(cards: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """What `phase-gen -i ATOMIC.json` writes, computed in-process by phase-gen's own code."""
    from phase.gen import process_group  # noqa: PLC0415 - an optional dependency

    result: dict[str, Any] = {}
    for faces in cards.values():
        # phase-gen stops at the first card its parser fails on; we let each card fail alone instead.
        try:
            process_group(faces, result)
        except Exception:
            continue
    return result


def _write_atomically(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(
        "w", dir=path.parent, suffix=".tmp", delete=False, encoding="utf-8"
    ) as f:
        json.dump(data, f, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    Path(f.name).replace(path)
