"""How long `rulings docs` takes to build the site for the whole suite: `python benchmarks/docs_bench.py`.

Builds from features/ with the CR edition, the scope file, the card data and two engine runs (records for
every scenario: one all passed, one failing a third of them, written here, so no engine runs), several
times, and prints the best and median wall time against the target (well under 2 s); then the whole
`rulings docs` command in a new process (imports and template compilation included); then a suite five
times as large (every feature file copied) to show how the build grows.
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulings.results.records import Outcome, Record  # noqa: E402
from rulings.rules.paths import Layout, newest_edition  # noqa: E402
from rulings.site import build_site  # noqa: E402  (after the path set-up above)
from rulings.spec.featurefile import iter_scenarios, read_features  # noqa: E402

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


def timed(build: Callable[[], object]) -> list[float]:
    """Wall times of `REPEATS` builds, after one warm-up build (imports, template compilation)."""
    build()
    times = []
    for _ in range(REPEATS):
        started = time.perf_counter()
        build()
        times.append(time.perf_counter() - started)
    return times


def measure(features_dir: Path, work: Path, label: str) -> float:
    """Build the site for `features_dir` repeatedly; print and return the median time."""
    runs = [
        fake_run(features_dir, work / f"{label}-reference.jsonl", "reference", 0),
        fake_run(features_dir, work / f"{label}-careless.jsonl", "careless", 3),
    ]
    layout = Layout.find(ROOT)
    edition = newest_edition(layout.editions)
    card_data = ROOT / "engine" / "data" / "cards.json"
    features = read_features(features_dir)
    scenarios = sum(1 for feature in features for _ in iter_scenarios(feature))
    report = build_site(features_dir, work / "site", results=runs, edition=edition, scope=layout.scope)
    times = timed(
        lambda: build_site(
            features_dir,
            work / "site",
            results=runs,
            edition=edition,
            scope=layout.scope,
            card_data=card_data,
        )
    )
    parse = timed(lambda: read_features(features_dir))
    median = statistics.median(times)
    print(
        f"{label}: {len(features)} feature files, {scenarios} scenarios, 2 engine runs, {report.files} files: "
        f"build median {median:.3f} s (best {min(times):.3f} s; of which reading the features "
        f"{statistics.median(parse):.3f} s)"
    )
    return median


def measure_command(work: Path) -> float:
    """Wall time of one `rulings docs` command as a person runs it: a new process, nothing compiled yet."""
    runs = sorted(work.glob("whole suite-*.jsonl"))
    command = [
        sys.executable,
        "-c",
        "from rulings.cli import main; main()",
        "docs",
        "--output",
        str(work / "cli"),
    ]
    for run in runs:
        command += ["--results", str(run)]
    times = []
    for _ in range(3):
        started = time.perf_counter()
        subprocess.run(command, cwd=ROOT, check=True, capture_output=True)
        times.append(time.perf_counter() - started)
    print(f"`rulings docs` (whole suite, 2 runs) as a new process: median {statistics.median(times):.3f} s")
    return statistics.median(times)


def main() -> int:
    """Print the figures; exit 1 if the whole suite's build misses the target."""
    with tempfile.TemporaryDirectory(prefix="rulings-docs-bench-") as scratch:
        work = Path(scratch)
        suite = measure(ROOT / "features", work, "whole suite")
        command = measure_command(work)
        larger = work / "x5" / "features"
        for copy in range(5):
            shutil.copytree(ROOT / "features", larger / f"copy{copy}")
        measure(larger, work, "suite x5")
    slowest = max(suite, command)
    verdict = "ok" if slowest < TARGET_SECONDS else "TOO SLOW"
    print(f"target: the whole suite well under {TARGET_SECONDS:.0f} s: {slowest:.3f} s at worst, {verdict}")
    return 0 if slowest < TARGET_SECONDS else 1


if __name__ == "__main__":
    sys.exit(main())
