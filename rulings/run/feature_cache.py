"""pytest-bdd's parse of a feature file, kept by path and content.

pytest-bdd keeps every feature it parses by path alone, for the life of the process: a second run in one
process (`run_conformance` twice, a test suite, a mutation run) would bind a file's old text after it
changed. Here a parse is reused only while the file's text is the same, and handed to pytest-bdd's own
cache, so binding the file parses nothing again.
"""

from __future__ import annotations

import os
from pathlib import Path

from pytest_bdd import feature as bdd_feature
from pytest_bdd.parser import Feature

_PARSED: dict[str, tuple[str, Feature]] = {}


def parsed(path: Path, text: str) -> Feature:
    """The file's Feature, parsed now only if this path was never parsed with this text (GherkinParseError
    as pytest-bdd raises it)."""
    key = os.path.abspath(path)  # noqa: PTH100 - the key pytest-bdd files it under (resolve() follows links)
    kept = _PARSED.get(key)
    if kept is not None and kept[0] == text:
        bdd_feature.features[key] = kept[1]
        return kept[1]
    bdd_feature.features.pop(key, None)
    feature = bdd_feature.get_feature(str(path.parent), path.name)
    _PARSED[key] = (text, feature)
    return feature
