"""The output samples of the docs, made by running their commands, so that none can go stale.

A sample is a fenced block right after a marker naming the command that produces it:

    <!-- sample: rulings verify --scenario some-id -->
    ```text
    ...what the command prints...
    ```

`<!-- sample: COMMAND (first 8 and last 2 lines) -->` keeps only those lines of a long output, with `...`
between. The command runs in bash from the project root with the virtual environment's bin/ first on
PATH (`rulings`, `python` are the project's). `python scripts/doc_samples.py` rewrites every sample;
`--check` only says which differ (tests/harness/test_doc_samples.py runs each).
"""

from __future__ import annotations

import difflib
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = (ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md")))
_SAMPLE = re.compile(
    r"<!-- sample: (?P<command>.+?)(?: \(first (?P<first>\d+) and last (?P<last>\d+) lines\))? -->\n"
    r"(?P<fence>```\w*)\n(?P<body>.*?)^```$",
    re.DOTALL | re.MULTILINE,
)


@dataclass(frozen=True)
class Sample:
    """One output sample of one doc."""

    doc: Path
    line: int
    command: str
    first: int | None
    last: int | None
    shown: str  # what the doc shows now

    def produce(self) -> str:
        """What the command prints now, cut as the marker says."""
        bin_dir = Path(sys.executable).parent
        environment = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"}
        environment.pop("COLUMNS", None)
        done = subprocess.run(
            ["bash", "-c", self.command],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=False,
            env=environment,
        )
        lines = [line.rstrip() for line in done.stdout.strip("\n").splitlines()]
        if self.first is not None and self.last is not None and len(lines) > self.first + self.last:
            lines = [*lines[: self.first], "...", *lines[-self.last :]]
        return "\n".join(lines) + "\n"


def samples(doc: Path) -> list[Sample]:
    """The samples of one doc, in order."""
    text = doc.read_text(encoding="utf-8")
    return [
        Sample(
            doc,
            text.count("\n", 0, match.start()) + 1,
            match["command"],
            int(match["first"]) if match["first"] else None,
            int(match["last"]) if match["last"] else None,
            match["body"],
        )
        for match in _SAMPLE.finditer(text)
    ]


def all_samples() -> list[Sample]:
    """Every sample of every doc."""
    return [sample for doc in DOCS for sample in samples(doc)]


def rewrite(doc: Path) -> bool:
    """Put each sample's fresh output in the doc; return whether anything changed."""
    text = doc.read_text(encoding="utf-8")
    fresh = iter([sample.produce() for sample in samples(doc)])
    new = _SAMPLE.sub(lambda match: _with_body(match, next(fresh)), text)
    if new != text:
        doc.write_text(new, encoding="utf-8")
    return new != text


def _with_body(match: re.Match[str], body: str) -> str:
    """The matched marker and fence with this body instead of the doc's."""
    start, end = match.start("body") - match.start(), match.end("body") - match.start()
    return match[0][:start] + body + match[0][end:]


def difference(sample: Sample) -> str:
    """A diff of the doc's sample against the command's output now ("" when they agree)."""
    return "".join(
        difflib.unified_diff(
            sample.shown.splitlines(keepends=True),
            sample.produce().splitlines(keepends=True),
            f"{sample.doc.relative_to(ROOT)}:{sample.line}",
            sample.command,
        )
    )


def main(argv: list[str]) -> int:
    """Rewrite the samples, or with --check report those that differ (exit 1)."""
    if "--check" in argv:
        stale = [diff for diff in map(difference, all_samples()) if diff]
        print("".join(stale) or "every sample agrees with its command")
        return 1 if stale else 0
    for doc in DOCS:
        if rewrite(doc):
            print(f"rewrote {doc.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
