"""Copy the card data the project needs at run time out of the team's shared MTGJSON files.

Run by a maintainer when the card data is refreshed; the output is committed with its provenance:

    python scripts/vendor_cards.py ../shared/data/cards

writes engine/data/cards.json (characteristics and Oracle text, for the reference engine) and
rules/card-rulings.json (every Gatherer ruling of those cards, for the feature files and docs).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FIELDS = (
    "name",
    "manaCost",
    "type",
    "supertypes",
    "types",
    "subtypes",
    "text",
    "power",
    "toughness",
    "keywords",
)


def main(shared_cards: Path) -> None:
    """Write the two vendored files from the shared card data folder."""
    subset = json.loads((shared_cards / "mtgjson-subset.json").read_text(encoding="utf-8"))
    central = json.loads((shared_cards / "cards-in-scope.json").read_text(encoding="utf-8"))
    cards: dict[str, dict[str, Any]] = {}
    for name, faces in sorted(subset["data"].items()):
        face = faces[0]
        card = {field: face[field] for field in FIELDS if field in face}
        card["source"] = f"MTGJSON {face['sourceBuild']} (AtomicCards subset)"
        cards[name] = card
    for name, entry in central.items():
        src = entry["source"]
        cards[name]["text"] = entry["oracle_text"]
        cards[name]["source"] = (
            f"MTGJSON {src['mtgjson_version']}: {src['repo']} {src['path']} @ {src['commit'][:8]}"
        )
    meta = {
        "about": "Card characteristics and Oracle text in MTGJSON v5 fields; see rules/SOURCES-cards.md.",
        "builds": subset["meta"]["builds"],
    }
    out = ROOT / "engine" / "data" / "cards.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(
        json.dumps({"meta": meta, "cards": cards}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    rulings = {
        name: {"rulings": faces[0]["rulings"], "source": cards[name]["source"]}
        for name, faces in subset["data"].items()
        if faces[0].get("rulings")
    }
    for name, entry in central.items():  # the central cards' rulings come from the newer build
        rulings[name] = {"rulings": entry["rulings"], "source": cards[name]["source"]}
    rulings = dict(sorted(rulings.items()))
    (ROOT / "rules" / "card-rulings.json").write_text(
        json.dumps(rulings, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    print(f"{len(cards)} cards, rulings of {len(rulings)}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
