"""Fuzzing any engine through the protocol: board strategies, a state machine of protocol actions, a
catalogue of invariants citing their rules, differential comparison, counterexamples printed as Gherkin.

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
