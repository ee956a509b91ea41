"""`rulings cards diff` on real card entries, altered the way real MTGJSON builds change."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from rulings.cards.builds import read_build
from rulings.cards.diff import BuildDiff, CardChange, diff_builds, summary_counts
from rulings.cards.report import touched_by
from rulings.cli import main
from rulings.suite.featurefile import read_features

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = Path(__file__).with_name("mtgjson-sample.json")
VENDORED = [ROOT / "engine" / "data" / "cards.json", ROOT / "data" / "card-rulings.json"]
NEW_SEEDBORN_RULING = {
    "date": "2026-09-25",
    "text": "If an effect says a permanent doesn't untap during its controller's untap step, it doesn't untap "
    "during other players' untap steps either.",
}


def sample() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SAMPLE.read_text(encoding="utf-8"))
    return data


def face(data: dict[str, Any], name: str) -> dict[str, Any]:
    found: dict[str, Any] = data["data"][name][0]
    return found


def altered(data: dict[str, Any]) -> dict[str, Any]:
    """The next build: an erratum, a new ruling, a removed one, a reworded one and a renamed card."""
    new = copy.deepcopy(data)
    smite = face(new, "Smite")
    smite["text"] = "Destroy target blocked creature. Its controller loses 2 life."  # an erratum
    smite["rulings"] = []  # its one ruling removed
    face(new, "Seedborn Muse")["rulings"].append(NEW_SEEDBORN_RULING)
    pool = face(new, "Reflecting Pool")["rulings"][1]
    pool["text"] = pool["text"].replace("Reflecting Pool", "this land", 1)  # reworded, same date
    spider = new["data"].pop("Giant Spider")  # renamed; the Oracle id stays
    spider[0]["name"] = "Giant Arachnid"
    new["data"]["Giant Arachnid"] = spider
    return new


def older(data: dict[str, Any]) -> dict[str, Any]:
    """A build from before the 2024 templating: Soul Warden's "enters" read "enters the battlefield"."""
    old = copy.deepcopy(data)
    face(old, "Soul Warden")["text"] = "Whenever another creature enters the battlefield, you gain 1 life."
    return old


def write(directory: Path, name: str, data: dict[str, Any]) -> Path:
    path = directory / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture
def difference(tmp_path: Path) -> BuildDiff:
    old = write(tmp_path, "old.json", older(sample()))
    new = write(tmp_path, "new.json", altered(sample()))
    return diff_builds(read_build([old]), read_build([new]))


def by_name(difference: BuildDiff) -> dict[str, CardChange]:
    return {change.old.name: change for change in difference.changed}


def test_what_changed_in_figures(difference: BuildDiff) -> None:
    assert dict(summary_counts(difference)) == {
        "cards_changed": 5,
        "errata": 1,
        "templating_only": 1,
        "renamed": 1,
        "rulings_added": 1,
        "rulings_removed": 1,
        "rulings_reworded": 1,
        "cards_added": 0,
        "cards_removed": 0,
        "unchanged": 2,  # Llanowar Elves, Grizzly Bears
    }


def test_an_erratum_and_a_removed_ruling(difference: BuildDiff) -> None:
    smite = by_name(difference)["Smite"]
    [erratum] = smite.errata
    assert (erratum.label, erratum.old, erratum.new) == (
        "Oracle text",
        "Destroy target blocked creature.",
        "Destroy target blocked creature. Its controller loses 2 life.",
    )
    [ruling] = smite.rulings
    assert ruling.kind == "removed" and ruling.old is not None and ruling.old.date == "2010-06-15"


def test_a_rename_is_followed_by_the_oracle_id(difference: BuildDiff) -> None:
    spider = by_name(difference)["Giant Spider"]
    assert spider.renamed and spider.new.name == "Giant Arachnid"
    assert not spider.fields and not spider.rulings
    assert difference.renamed == (spider,)


def test_rulings_added_and_reworded(difference: BuildDiff) -> None:
    [added] = by_name(difference)["Seedborn Muse"].rulings
    assert added.kind == "added" and added.new is not None and added.new.date == "2026-09-25"
    [reworded] = by_name(difference)["Reflecting Pool"].rulings
    assert reworded.kind == "reworded" and reworded.old is not None and reworded.new is not None
    assert reworded.old.date == reworded.new.date


def test_new_templating_is_not_an_erratum(difference: BuildDiff) -> None:
    warden = by_name(difference)["Soul Warden"]
    assert [(f.field, f.kind) for f in warden.fields] == [("text", "templating")]
    assert not warden.errata


def test_the_features_touched_are_named(difference: BuildDiff) -> None:
    features = read_features(ROOT / "features")
    smite = touched_by(by_name(difference)["Smite"], features)
    assert [(u.path.name, u.element) for u in smite.card_features] == [("smite.feature", "Feature")]
    [quotes] = smite.ruling_quotes.values()
    # The removed ruling is the one features/cards/smite.feature quotes under @ruling:2010-06-15.
    assert [(u.path.name, u.line, u.element) for u in quotes] == [("smite.feature", 6, "Rule")]
    assert any(u.path.name == "smite.feature" and u.element == "Scenario" for u in smite.scenarios)
    spider = touched_by(by_name(difference)["Giant Spider"], features)
    assert {u.path.name for u in spider.card_features} == {"giant-spider.feature"}
    assert {"smite.feature", "divine-verdict.feature"} <= {u.path.name for u in spider.scenarios}
    # Llanowar Elves unchanged: nothing to look at.
    assert "Llanowar Elves" not in by_name(difference)


def test_the_vendored_card_data_agrees_with_the_2026_build_on_these_cards() -> None:
    # engine/data/cards.json and data/card-rulings.json against the real entries of MTGJSON 5.3.0+20260709.
    difference = diff_builds(read_build(VENDORED), read_build([SAMPLE]))
    assert not difference.changed
    assert difference.unchanged == 7
    assert not difference.added


def test_the_command(tmp_path: Path) -> None:
    old = write(tmp_path, "old.json", older(sample()))
    new = write(tmp_path, "new.json", altered(sample()))
    runner = CliRunner()
    result = runner.invoke(main, ["cards", "diff", str(old), str(new), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["summary"]["renamed"] == 1
    [smite] = [c for c in data["changed"] if c["old_name"] == "Smite"]
    assert smite["rulings"][0]["quoted_by"][0]["path"].endswith("features/cards/smite.feature")
    text = runner.invoke(main, ["cards", "diff", str(old), str(new)])
    assert text.exit_code == 0
    assert "Giant Spider → Giant Arachnid (renamed)" in text.output
    assert (
        "[-Destroy target blocked creature.-]" in text.output
        or "{+Its controller loses 2 life.+}" in text.output
    )


def test_a_file_that_is_no_card_data_is_named(tmp_path: Path) -> None:
    bad = write(tmp_path, "bad.json", {"cards": [1, 2]})
    result = CliRunner().invoke(main, ["cards", "diff", str(bad), str(SAMPLE)])
    assert result.exit_code == 65
    assert "bad.json: expected card data" in result.output
