"""The day a new Comprehensive Rules edition lands: vendor it, see what changed and what it touches.

`rulings rules new-edition FILE [--vendor]` runs the steps that need no judgement and prints the ones that
do (docs/rules-tracking.md, "The workflow when a new CR is published"):
1. read the file (a malformed one is named, line and all) and name it by its effective date;
2. with --vendor, copy it byte for byte to data/editions/cr-YYYY-MM-DD.txt and give its provenance facts
   (bytes, BOM, line endings, sha256) for data/SOURCES.md;
3. diff it against the newest older vendored edition;
4. check the features against it: each cited paragraph changed, moved or gone, with the scenarios citing it;
5. print what is left to do by hand: review, requote and retag, relock, test, commit.
"""

from __future__ import annotations

import hashlib
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from rulings.errors import RulesInputError
from rulings.layout import EDITION_FILE, shown

__all__ = ["FileFacts", "file_facts", "previous_edition", "vendor", "vendored_name"]


@dataclass(frozen=True, slots=True)
class FileFacts:
    """What data/SOURCES.md records of a vendored file."""

    size: int
    bom: bool
    line_endings: str
    sha256: str


def file_facts(data: bytes) -> FileFacts:
    """The bytes, BOM, line-ending style and sha256 of a CR file."""
    crlf = data.count(b"\r\n")
    bare_cr = len(re.findall(rb"\r(?!\n)", data))
    bare_lf = len(re.findall(rb"(?<!\r)\n", data))
    styles = [name for name, count in (("CRLF", crlf), ("CR", bare_cr), ("LF", bare_lf)) if count]
    endings = " and ".join(styles) if len(styles) > 1 else (styles[0] if styles else "none")
    return FileFacts(len(data), data.startswith(b"\xef\xbb\xbf"), endings, hashlib.sha256(data).hexdigest())


def vendored_name(effective: str) -> str:
    """The file name of an edition in data/editions/: cr-YYYY-MM-DD.txt."""
    return f"cr-{effective}.txt"


def vendor(source: Path, editions: Path, effective: str) -> Path:
    """Copy the file byte for byte into the editions folder; an existing different file is not overwritten."""
    target = editions / vendored_name(effective)
    if target.exists():
        if target.read_bytes() != source.read_bytes():
            raise RulesInputError(
                shown(target), None, f"no other file of the {effective} edition", "one with other bytes"
            )
        return target
    editions.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    return target


def previous_edition(editions: Path, effective: str) -> Path | None:
    """The newest vendored edition older than `effective`, to diff against."""
    older = sorted(
        path
        for path in editions.glob("cr-*.txt")
        if (match := EDITION_FILE.fullmatch(path.name)) is not None and match[1] < effective
    )
    return older[-1] if older else None
