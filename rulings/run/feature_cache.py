"""pytest-bdd's parse of a feature file, kept by path and content.

pytest-bdd keeps every feature it parses by path alone, for the life of the process: a second run in one
process (`run_conformance` twice, a test suite, a mutation run) would bind a file's old text after it
changed. Here a parse is reused only while the file's text is the same, and handed to pytest-bdd's own
cache, so binding the file parses nothing again. Under xdist the controller parses the files once and
hands the parses to its workers (`save`, `load`): each worker would otherwise parse the whole suite again
(1.3 s of CPU each; unpickling the parses takes 0.06 s).
"""

from __future__ import annotations

import os
import pickle
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


def save(target: Path) -> None:
    """Write every parse kept so far, for the xdist workers of this run (so each does not parse again)."""
    target.write_bytes(pickle.dumps(_PARSED, protocol=pickle.HIGHEST_PROTOCOL))


def load(source: Path) -> None:
    """Keep the parses a run's controller saved (`save`): each is still reused only for the same text.

    Only ever a file this run's controller wrote, in a directory of its own: pickle is not for others' files.
    """
    _PARSED.update(pickle.loads(source.read_bytes()))  # our own controller's file, see above
