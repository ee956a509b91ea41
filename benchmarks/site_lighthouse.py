"""Lighthouse scores of the rulings site, mobile: `python benchmarks/site_lighthouse.py [--runs 3]`.

Builds the site of the whole suite with the results of the two engines the project ships (the reference
engine and phase.rs, run here unless --results gives record files), serves it on 127.0.0.1 as a static host
does (gzip, `Cache-Control: max-age=600`, as GitHub Pages sends), and runs Lighthouse's default mobile
audit (a Moto G Power on slow 4G, CPU slowed 4x, simulated) on five pages: the index, the largest section
page, the largest card page, the engines matrix and a search. Each page is audited --runs times; the table
gives each category's median (and the range), and the metrics behind the performance score.

Lighthouse's simulated throttling scales what this machine's CPU did, so a busy machine lowers the
performance score (the other three categories do not depend on time). Lighthouse's own measure of the
CPU, its benchmark index, is printed per page: figures taken while it was well below the idle machine's
are the neighbours' more than the page's.

Lighthouse comes from npm, pinned in benchmarks/lighthouse/ (12.2.3: Lighthouse 13 needs Node 22, Debian
has 20); it is installed there with `npm ci` on first use. Chromium is Debian's (scripts/ensure-browser.sh).
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.docs.browser import CHROMIUM  # noqa: E402  (after the path set-up above)
from tests.docs.site_inputs import FEATURES, build  # noqa: E402

LIGHTHOUSE_DIR: Final = ROOT / "benchmarks" / "lighthouse"
LIGHTHOUSE: Final = LIGHTHOUSE_DIR / "node_modules" / ".bin" / "lighthouse"
CATEGORIES: Final = ("performance", "accessibility", "best-practices", "seo")
METRICS: Final = (  # (audit id, column title, unit)
    ("first-contentful-paint", "FCP", "s"),
    ("largest-contentful-paint", "LCP", "s"),
    ("total-blocking-time", "TBT", "ms"),
    ("cumulative-layout-shift", "CLS", ""),
    ("speed-index", "SI", "s"),
    ("dom-size", "DOM", "elements"),
    ("total-byte-weight", "KiB", "KiB"),
)
ENGINES: Final = ("reference", "phase")
SEARCH: Final = "search.html?q=mana%20pool"
TARGET: Final = 95  # issue 28: at least this in every category on every page
COMPRESSED: Final = (".html", ".css", ".js", ".svg")
CHROME_FLAGS: Final = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"


@dataclass(frozen=True)
class Audit:
    """One Lighthouse run of one page: category scores (0-100), metric values, the CPU benchmark index."""

    scores: dict[str, int]
    metrics: dict[str, float]
    benchmark_index: float


def main(argv: Sequence[str] | None = None) -> int:
    """Print the scores per page and category; exit 1 if a median is below TARGET."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="Lighthouse runs per page [3]")
    parser.add_argument("--results", type=Path, action="append", default=[], help="records file (repeatable)")
    parser.add_argument(
        "--site",
        type=Path,
        action="append",
        default=[],
        help="audit this built site instead of building one; give two (before, after) to compare them, "
        "their runs alternated so that a busy spell of the machine weighs on both alike",
    )
    parser.add_argument("--keep", type=Path, help="write each run's Lighthouse JSON report here")
    parser.add_argument("--page", action="append", default=[], help="audit this page (URL path) instead")
    args = parser.parse_args(argv)
    lighthouse = ensure_lighthouse()
    with tempfile.TemporaryDirectory() as scratch, ExitStack() as servers:
        sites = args.site or [Path(scratch) / "site"]
        if not args.site:
            build(FEATURES, sites[0], args.results or engine_results(Path(scratch)))
        pages = args.page or pages_to_audit(sites[-1])
        if args.keep:
            args.keep.mkdir(parents=True, exist_ok=True)
        origins = [servers.enter_context(serve(site)) for site in sites]
        audits: dict[tuple[int, str], list[Audit]] = {
            (s, page): [] for s in range(len(sites)) for page in pages
        }
        for run in range(args.runs):
            for page in pages:
                for s, origin in enumerate(origins):
                    keep = args.keep / f"site-{s + 1}" if args.keep and len(sites) > 1 else args.keep
                    audits[s, page].append(run_lighthouse(lighthouse, f"{origin}/{page}", keep, run))
    failed = 0
    for s, site in enumerate(sites):
        if len(sites) > 1:
            print(f"\n== site {s + 1}: {site}")
        failed |= report({page: audits[s, page] for page in pages}, args.runs)
    return failed


def ensure_lighthouse() -> Path:
    """The pinned Lighthouse, installed from its lock file the first time."""
    if not LIGHTHOUSE.is_file():
        if shutil.which("npm") is None:
            raise SystemExit("npm is not installed (apt-get install npm); Lighthouse comes from npm")
        print("installing Lighthouse 12.2.3 into benchmarks/lighthouse/ (npm ci) ...", flush=True)
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=LIGHTHOUSE_DIR, check=True)
    if not CHROMIUM.is_file():
        raise SystemExit(f"{CHROMIUM} is missing: run scripts/ensure-browser.sh")
    return LIGHTHOUSE


def engine_results(directory: Path) -> list[Path]:
    """Records of the shipped engines over the whole suite (`rulings verify`; failures are expected)."""
    paths = []
    for engine in ENGINES:
        path = directory / f"{engine}.jsonl"
        print(f"running `rulings verify --engine {engine}` for the site's results ...", flush=True)
        subprocess.run(
            [sys.executable, "-m", "rulings", "verify", "--engine", engine, "--results", str(path)],
            cwd=ROOT,
            capture_output=True,
            check=False,
        )
        if not path.is_file():
            raise SystemExit(f"`rulings verify --engine {engine}` wrote no records")
        paths.append(path)
    return paths


def pages_to_audit(site: Path) -> list[str]:
    """The index, the largest section and card pages (the most to render), the engines page, a search."""

    def largest(folder: str) -> str:
        return f"{folder}/" + max((site / folder).glob("*.html"), key=lambda p: p.stat().st_size).name

    return ["index.html", largest("rules"), largest("cards"), "engines.html", SEARCH]


class StaticHost(http.server.SimpleHTTPRequestHandler):
    """A static host: files gzipped when the browser accepts it, cached for ten minutes, no directory lists."""

    def send_head(self) -> Any:
        path = Path(self.translate_path(self.path))
        if not path.is_file():
            self.send_error(404, "File not found")
            return None
        body = path.read_bytes()
        zipped = path.suffix in COMPRESSED and "gzip" in self.headers.get("Accept-Encoding", "")
        if zipped:
            body = gzip.compress(body, 6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        if zipped:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "max-age=600")
        self.end_headers()
        return _Body(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


class _Body:
    """What send_head returns: a file-like object copyfile reads the body from."""

    def __init__(self, data: bytes) -> None:
        self.data = data

    def read(self, size: int = -1) -> bytes:
        data, self.data = (self.data, b"") if size < 0 else (self.data[:size], self.data[size:])
        return data

    def close(self) -> None:
        self.data = b""


@contextmanager
def serve(site: Path) -> Iterator[str]:
    """The site served on a free port of 127.0.0.1; its origin."""

    def handler(*args: Any) -> StaticHost:
        return StaticHost(*args, directory=str(site))

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def run_lighthouse(lighthouse: Path, url: str, keep: Path | None, run: int) -> Audit:
    """One mobile Lighthouse run of `url`."""
    done = subprocess.run(
        [
            str(lighthouse),
            url,
            "--output=json",
            "--output-path=stdout",
            "--quiet",
            f"--chrome-flags={CHROME_FLAGS}",
        ],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "CHROME_PATH": str(CHROMIUM)},
        timeout=300,
    )
    if done.returncode != 0:
        raise SystemExit(f"Lighthouse failed on {url}:\n{done.stderr[-3000:]}")
    report: dict[str, Any] = json.loads(done.stdout)
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
        name = url.split("/", 3)[3].replace("/", "_").replace("?", "_")
        (keep / f"{name}-{run + 1}.json").write_text(done.stdout, encoding="utf-8")
    if report.get("runtimeError"):
        raise SystemExit(f"Lighthouse could not audit {url}: {report['runtimeError']}")
    audits = report["audits"]
    return Audit(
        scores={c: round(100 * report["categories"][c]["score"]) for c in CATEGORIES},
        metrics={m: float(audits[m]["numericValue"]) for m, _, _ in METRICS},
        benchmark_index=float(report["environment"]["benchmarkIndex"]),
    )


def report(audits: dict[str, list[Audit]], runs: int) -> int:
    """The table of medians, the lowest one against TARGET; 1 if it is below."""
    print(f"Lighthouse 12.2.3, mobile, {runs} run(s) a page: median score (lowest-highest)")
    print(f"{'page':34}" + "".join(f"{c[:13]:>16}" for c in CATEGORIES) + f"{'CPU index':>11}")
    lowest = 100.0
    for page, runs_of_page in audits.items():
        cells = []
        for category in CATEGORIES:
            values = [a.scores[category] for a in runs_of_page]
            median = statistics.median(values)
            lowest = min(lowest, median)
            cells.append(f"{median:>6g} ({min(values)}-{max(values)})".rjust(16))
        index = statistics.median(a.benchmark_index for a in runs_of_page)
        print(f"{page:34}" + "".join(cells) + f"{index:>11.0f}")
    print("\nmedian metrics: " + ", ".join(f"{title} ({unit or 'score'})" for _, title, unit in METRICS))
    for page, runs_of_page in audits.items():
        shown: list[str] = []
        for audit_id, title, unit in METRICS:
            median = statistics.median(a.metrics[audit_id] for a in runs_of_page)
            value = median / 1000 if unit == "s" else median / 1024 if unit == "KiB" else median
            shown.append(
                f"{title} {value:.0f}" if unit in ("ms", "elements", "KiB") else f"{title} {value:.3g}"
            )
        print(f"  {page:32} " + "  ".join(shown))
    print(f"\nlowest median score {lowest:g}: {lowest / TARGET:.3f}x of the target (target >= {TARGET})")
    return 0 if lowest >= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
