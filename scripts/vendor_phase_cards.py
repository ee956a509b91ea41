"""Copy the cards the features name from the shared MTGJSON AtomicCards file, for the phase.rs adapter.

phase.rs builds its card database from MTGJSON AtomicCards data (`phase-gen`). The adapter builds it at
first use from `rulings/adapters/phase/data/atomic-cards.json`, which this script writes: every card of
the reference engine's data (engine/data/cards.json) whose name a feature file mentions, taken whole from
../shared/data/cards/mtgjson-atomic.json.gz (see SOURCES.md there), with its provenance in `meta`.

    python scripts/vendor_phase_cards.py [--atomic PATH]
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ATOMIC = ROOT.parent / "shared" / "data" / "cards" / "mtgjson-atomic.json.gz"
TARGET = ROOT / "rulings" / "adapters" / "phase" / "data" / "atomic-cards.json"


def feature_card_names() -> set[str]:
    """Names of known cards that occur, as whole words, in some feature file."""
    known = json.loads((ROOT / "engine" / "data" / "cards.json").read_text(encoding="utf-8"))["cards"]
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "features").rglob("*.feature")))
    return {name for name in known if re.search(rf"(?<![\w']){re.escape(name)}(?![\w'])", text)}


def main() -> None:
    """Write the subset file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--atomic", type=Path, default=ATOMIC)
    args = parser.parse_args()
    raw = args.atomic.read_bytes()
    atomic = json.loads(gzip.decompress(raw))
    names = feature_card_names()
    missing = sorted(n for n in names if n not in atomic["data"])
    data = {name: atomic["data"][name] for name in sorted(names) if name in atomic["data"]}
    meta = {
        "about": "MTGJSON v5 AtomicCards entries of the cards the features name, for phase.rs's card database",
        "source": "../shared/data/cards/mtgjson-atomic.json.gz (see SOURCES.md there)",
        "source_sha256": hashlib.sha256(raw).hexdigest(),
        "source_meta": atomic.get("meta", {}),
        "written_by": "scripts/vendor_phase_cards.py",
        "not_in_source": missing,
    }
    TARGET.write_text(json.dumps({"meta": meta, "data": data}, indent=1, ensure_ascii=False) + "\n", "utf-8")
    print(f"{TARGET.relative_to(ROOT)}: {len(data)} cards ({len(missing)} named but not in the source)")


if __name__ == "__main__":
    main()
