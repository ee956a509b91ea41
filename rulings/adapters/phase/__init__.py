"""phase.rs (PyPI `phase-python`, import name `phase`), a Rust rules engine, behind protocol v1.

`rulings verify --engine phase`. See docs/engines/phase-rs.md for how each request maps onto the bindings
and every departure from the rules the suite finds.
"""

from rulings.adapters.phase.engine import PhaseEngine

__all__ = ["PhaseEngine"]
