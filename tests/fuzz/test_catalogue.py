"""The catalogue of invariants: named, each citing its rule, wired to step kinds the machine takes."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from rulings.cli import main
from rulings.fuzz.invariants import CATALOGUE, STEP_KINDS, Step, invariant, select


def test_at_least_twelve_invariants_cite_comprehensive_rules() -> None:
    """Issue 8 asks for twelve or more; each cites the paragraph it comes from."""
    invariants = select()
    citing_cr = [inv for inv in invariants if re.search(r"CR \d{3}\.\d+", inv.rule)]
    assert len(citing_cr) >= 12, [inv.name for inv in citing_cr]


def test_names_are_unique_kebab_case_and_claims_are_sentences() -> None:
    """Names are what reports and --invariant use; claims are what the docs print."""
    for inv in select():
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", inv.name), inv.name
        assert inv.claim.endswith("."), inv.name
        assert inv.after <= STEP_KINDS, inv.name
        assert (inv.check is None) == (not inv.after), f"{inv.name}: a check needs step kinds, and back"


def test_the_invariants_the_issues_name_are_there() -> None:
    """Mana (issue 2), untapping (issue 3), casting (issue 4), the harness's own promises (issue 8)."""
    select()
    for name in (
        "mana-abilities-skip-the-stack",
        "reflecting-pool-subset",
        "could-produce-grounded",
        "undefined-type-adds-nothing",
        "tapped-for-mana-trigger-count",
        "replacement-order-honoured",
        "notation-round-trips",
        "determinism",
        "documented-errors-only",
        "never-hangs",
        "untap-once",
        "untap-completeness",
        "tapped-permanent-cannot-pay-tap",
        "untapped-permanent-cannot-pay-untap",
        "summoning-sick-creature-cannot-pay-tap-or-untap",
        "flash-permission",
        "casting-from-a-zone-needs-permission",
        "x-on-entering",
        "zone-changes-are-events",
        "can-agrees-with-doing",
        "replacement-effects-apply",
    ):
        assert name in CATALOGUE, name


def test_a_claim_is_the_first_paragraph_of_its_checks_docstring() -> None:
    """The catalogue reads each claim from its check's docstring, so a check without one is refused."""
    (inv,) = select(["untap-once"])
    assert inv.check is not None and inv.check.__doc__ is not None
    assert inv.claim == " ".join(inv.check.__doc__.split("\n\n")[0].split())

    def undocumented(step: Step) -> bool:
        return False

    with pytest.raises(ValueError, match="docstring"):
        invariant("undocumented", "CR 100.1", after={"setup"})(undocumented)
    assert "undocumented" not in CATALOGUE


def test_rulings_fuzz_lists_the_catalogue() -> None:
    """`rulings fuzz --list` prints every invariant with its rule."""
    result = CliRunner().invoke(main, ["fuzz", "--list"])
    assert result.exit_code == 0, result.output
    for inv in select():
        assert inv.name in result.output
