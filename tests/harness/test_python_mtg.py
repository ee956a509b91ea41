"""python-mtg, a real third-party engine, verified through its adapter: it runs, it answers honestly
(unsupported where its API cannot express a request), and the report shows where it departs from the rules."""

from __future__ import annotations

import pytest
from rich.console import Console

from rulings.results.records import Record, read_records
from rulings.run.verify import VerifyOptions, verify

pytest.importorskip("mtg", reason="the python-mtg extra is not installed: pip install -e '.[python-mtg]'")

ENGINE = "rulings.adapters.python_mtg:PythonMtgEngine"


@pytest.fixture(scope="module")
def mana_records(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, list[Record], str]:
    """python-mtg on the scenarios of CR 106.5 and 106.7 (the could-produce rules)."""
    where = tmp_path_factory.mktemp("python-mtg")
    console = Console(record=True, width=200, file=(where / "report.txt").open("w"))
    options = VerifyOptions(ENGINE, ["106.5", "106.7"], results=where / "results.jsonl")
    code = verify(options, console, show_progress=False)
    return code, read_records(where / "results.jsonl"), console.export_text()


def named(records: list[Record], name: str) -> Record:
    """The record of the scenario with this title."""
    return next(r for r in records if r.name == name)


def test_python_mtg_runs_and_says_who_it_is(mana_records: tuple[int, list[Record], str]) -> None:
    code, records, _ = mana_records
    assert code == 1
    assert records and {r.engine for r in records} == {"python-mtg"}
    assert {r.engine_version for r in records} == {"0.1.1"}
    assert not [r for r in records if r.outcome in ("errored", "timeout")]


@pytest.mark.parametrize(
    ("scenario", "observed", "board"),
    [
        (
            "Reflecting Pool alone produces no mana",
            "expected empty, observed {C}",
            "reflecting-pool=Reflecting Pool@Alice",
        ),
        ("Exotic Orchards alone, as in the rule's example", "observed {C}", "Exotic Orchard@Bob"),
    ],
)
def test_a_land_alone_could_produce_colorless_there_and_the_report_names_it(
    mana_records: tuple[int, list[Record], str], scenario: str, observed: str, board: str
) -> None:
    """Where python-mtg departs from CR 106.7: its reading-others lands could produce {C} with nothing to read."""
    _, records, report = mana_records
    record = named(records, scenario)
    assert record.outcome == "failed"
    assert observed in record.message
    assert board in record.board
    assert scenario in report


def test_what_its_api_cannot_express_is_unsupported_not_failed(
    mana_records: tuple[int, list[Record], str],
) -> None:
    _, records, report = mana_records
    unsupported = [r for r in records if r.outcome == "unsupported"]
    assert unsupported and all(r.message.startswith("python-mtg: ") for r in unsupported)
    assert "Declined by the engine (unsupported)" in report
