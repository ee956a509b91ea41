"""How long `rulings docs` takes to build the site for the whole suite: `python benchmarks/docs_bench.py [--quick]`.

Builds from features/ with the CR edition, the scope file, the card data and two engine runs (records for
every scenario: one all passed, one failing a third of them, written here, so no engine runs), several
times, alternating with its floor: reading the same feature files and writing the very files the build
wrote, byte for byte, with no page rendered (what the build costs beyond its input and output). Prints
the best CPU and wall time of each and the ratio, against the target (the build well under 2 s); then the
whole `rulings docs` command in a new process (imports and template compilation included); then a suite
five times as large (every feature file copied) to show how the build grows. --quick: one build of the
whole suite and its floor, one command.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._timing import Timing, alternate, child, in_process, parser  # noqa: E402
from rulings.layout import Layout, newest_edition  # noqa: E402
from rulings.results.records import Outcome, Record  # noqa: E402
from rulings.site import build_site  # noqa: E402  (after the path set-up above)
from rulings.suite.featurefile import iter_scenarios, read_features  # noqa: E402

TARGET_SECONDS = 2.0
REPEATS = 7


def fake_run(features_dir: Path, path: Path, engine: str, fail_every: int) -> Path:
    """A results file with a record for every scenario; every `fail_every`-th one failed (0: none)."""
    lines = []
    for index, feature in enumerate(read_features(features_dir)):
        relative = feature.path.relative_to(features_dir.parent).as_posix()
        for number, (_, scenario) in enumerate(iter_scenarios(feature)):
            failed = fail_every and (index + number) % fail_every == 0
            outcome: Outcome = "failed" if failed else "passed"
            record = Record(
                scenario=f"tests/features/test_rulings.py::{relative}::{scenario.name}",
                name=scenario.name,
                feature=relative,
                rules=[],
                cards=[],
                rulings=[],
                engine=engine,
                engine_version="1.0",
                outcome=outcome,
                message="Alice's mana pool: expected {G}, observed {G}{G}" if failed else "",
                duration=0.002,
                board="Alice,Bob | 1 Alice precombat_main, priority Alice | forest=Forest@Alice",
            )
            lines.append(record.to_json())
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def floor(features_dir: Path, built: Path, output: Path) -> None:
    """Read the feature files and write the files of a built site again, rendering nothing."""
    read_features(features_dir)
    for path in built.rglob("*"):
        if path.is_file():
            target = output / path.relative_to(built)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(path.read_bytes())


def measure(features_dir: Path, work: Path, label: str, repeats: int) -> Timing:
    """Build the site for `features_dir` against its floor, alternating; print both and return the build."""
    runs = [
        fake_run(features_dir, work / f"{label}-reference.jsonl", "reference", 0),
        fake_run(features_dir, work / f"{label}-careless.jsonl", "careless", 3),
    ]
    layout = Layout.find(ROOT)
    edition = newest_edition(layout.editions)
    card_data = ROOT / "engine" / "data" / "cards.json"
    features = read_features(features_dir)
    scenarios = sum(1 for feature in features for _ in iter_scenarios(feature))
    site, again = work / f"{label}-site", work / f"{label}-floor"

    def build() -> object:
        return build_site(
            features_dir, site, results=runs, edition=edition, scope=layout.scope, card_data=card_data
        )

    report = build()  # warm-up: imports, template compilation

    def floor_once() -> Timing:
        shutil.rmtree(again, ignore_errors=True)
        return in_process(lambda: floor(features_dir, site, again))

    best = alternate({"build": lambda: in_process(build), "floor": floor_once}, repeats)
    print(
        f"{label}: {len(features)} feature files, {scenarios} scenarios, 2 engine runs, "
        f"{report.files} files (best of {repeats})"
    )
    print(f"  build                                  {best['build']}")
    print(f"  floor: read the features, write files  {best['floor']}")
    ratio = best["build"].cpu / best["floor"].cpu
    print(f"  build / floor: {ratio:.2f}x CPU (wall {best['build'].wall / best['floor'].wall:.2f}x)")
    return best["build"]


def measure_command(work: Path, repeats: int) -> Timing:
    """One `rulings docs` command as a person runs it: a new process, nothing compiled yet."""
    runs = sorted(work.glob("whole suite-*.jsonl"))
    command = [sys.executable, "-m", "rulings", "docs", "--output", str(work / "cli")]
    for run in runs:
        command += ["--results", str(run)]
    best = alternate({"command": lambda: child(command)}, repeats)["command"]
    print(f"`rulings docs` (whole suite, 2 runs) as a new process: {best}")
    return best


def main() -> int:
    """Print the figures; exit 1 if the whole suite's build misses the target."""
    options = parser(__doc__.split("\n\n")[0]).parse_args()
    repeats = 1 if options.quick else REPEATS
    with tempfile.TemporaryDirectory(prefix="rulings-docs-bench-") as scratch:
        work = Path(scratch)
        suite = measure(ROOT / "features", work, "whole suite", repeats)
        command = measure_command(work, 1 if options.quick else 3)
        if not options.quick:
            larger = work / "x5" / "features"
            for copy in range(5):
                shutil.copytree(ROOT / "features", larger / f"copy{copy}")
            measure(larger, work, "suite x5", repeats)
    slowest = max(suite.cpu, command.cpu)
    verdict = "ok" if slowest < TARGET_SECONDS else "TOO SLOW"
    print(
        f"target: the whole suite well under {TARGET_SECONDS:.0f} s: {slowest:.3f} s of CPU at worst, {verdict}"
    )
    return 0 if slowest < TARGET_SECONDS or options.quick else 1


if __name__ == "__main__":
    sys.exit(main())
