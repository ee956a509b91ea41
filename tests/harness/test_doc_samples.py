"""Issue 28: every output sample in the docs is what its command prints now (scripts/doc_samples.py made
them; rerun it after changing what a command prints)."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

import pytest

from tests.harness.conftest import ROOT


def _doc_samples() -> ModuleType:
    spec = importlib.util.spec_from_file_location("doc_samples", ROOT / "scripts" / "doc_samples.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["doc_samples"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


DOC_SAMPLES = _doc_samples()
SAMPLES = DOC_SAMPLES.all_samples()


def test_the_docs_have_samples_made_by_running_their_commands() -> None:
    assert {sample.doc.name for sample in SAMPLES} >= {"verify-your-engine.md", "protocol.md"}


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda s: f"{s.doc.relative_to(ROOT)}:{s.line}")
def test_a_docs_sample_is_what_its_command_prints(sample: object) -> None:
    diff = DOC_SAMPLES.difference(sample)
    assert not diff, f"stale sample; run `python scripts/doc_samples.py` to remake it:\n{diff}"
