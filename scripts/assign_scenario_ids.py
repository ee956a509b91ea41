"""Give every scenario without one an `@id:` tag made from its title: `python scripts/assign_scenario_ids.py`.

Ids already given are never changed (that is what makes them stable; see rulings/suite/ids.py). The tag goes
on its own line just above the `Scenario:` line; a new id is unique across the suite. `--check` changes
nothing and exits 1 if any scenario lacks an id or the ids are otherwise wrong, naming file:line.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rulings.suite.featurefile import read_features
from rulings.suite.ids import check_ids, located_scenarios, new_id

FEATURES = Path(__file__).resolve().parent.parent / "features"


def assign(directory: Path) -> int:
    """Write ids into the feature files under directory; return how many scenarios got one."""
    features = read_features(directory)
    taken = {i for located in located_scenarios(features) for i in located.ids}
    given = 0
    for feature in features:
        missing = [located for located in located_scenarios([feature]) if not located.ids]
        if not missing:
            continue
        lines = feature.path.read_text(encoding="utf-8").splitlines(keepends=True)
        inserts: list[tuple[int, str]] = []
        for located in missing:
            scenario_id = new_id(located.scenario.name, taken)
            taken.add(scenario_id)
            line = lines[located.scenario.line - 1]
            indent = line[: len(line) - len(line.lstrip())]
            inserts.append((located.scenario.line - 1, f"{indent}@id:{scenario_id}\n"))
        for index, text in sorted(inserts, reverse=True):
            lines.insert(index, text)
        feature.path.write_text("".join(lines), encoding="utf-8")
        given += len(inserts)
    return given


def main() -> int:
    """Assign the missing ids, or with --check only report them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 on any problem")
    parser.add_argument("directory", nargs="?", type=Path, default=FEATURES)
    args = parser.parse_args()
    if not args.check:
        print(f"gave {assign(args.directory)} scenarios an id")
    problems = check_ids(read_features(args.directory))
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
