"""Fuzzing any engine through the protocol: board strategies, a state machine of protocol actions, a
catalogue of invariants citing their rules, differential comparison, counterexamples printed as Gherkin.

    rulings fuzz --engine reference --examples 500             # the invariants, on one engine
    rulings fuzz --engine cmd:"my-engine" --against reference  # differential: every observation compared
    rulings fuzz --engine ... --keep-going                     # after a failure, look for the next one
    rulings fuzz --list                                        # the catalogue and the rules it cites
    pytest tests/fuzz --engine ... --hypothesis-profile=long   # a campaign; RULINGS_FUZZ_SHARDS=8 -n 8 spreads it

The first failure is shrunk and printed as a scenario to paste into a feature file. Failing examples
are kept in a directory (.hypothesis/fuzz, one subdirectory per engine) and replayed first next time.

    >>> from rulings.fuzz import run_fuzz
    >>> report = run_fuzz("reference", examples=5, steps=5, database=None)
    >>> report.passed
    True
"""

from rulings.fuzz.gherkin import print_scenario
from rulings.fuzz.invariants import CATALOGUE, Invariant, select
from rulings.fuzz.machine import FuzzConfig, FuzzMachine, machine_for
from rulings.fuzz.runner import FuzzReport, run_fuzz

__all__ = [
    "CATALOGUE",
    "FuzzConfig",
    "FuzzMachine",
    "FuzzReport",
    "Invariant",
    "machine_for",
    "print_scenario",
    "run_fuzz",
    "select",
]
