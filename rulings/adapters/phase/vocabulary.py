"""phase.rs's names for the protocol's words: steps, mana types, zones, counters, and the actions every
module sends (keeping a mulligan, passing priority), with the adapter's few limits."""

from __future__ import annotations

STEPS = {
    "untap": "Untap",
    "upkeep": "Upkeep",
    "draw": "Draw",
    "precombat_main": "PreCombatMain",
    "beginning_of_combat": "BeginCombat",
    "declare_attackers": "DeclareAttackers",
    "declare_blockers": "DeclareBlockers",
    "combat_damage": "CombatDamage",
    "end_of_combat": "EndCombat",
    "postcombat_main": "PostCombatMain",
    "end": "End",
    "cleanup": "Cleanup",
}
PHASE_STEPS = {phase: step for step, phase in STEPS.items()}
COMBAT_STEPS = ("DeclareAttackers", "DeclareBlockers", "CombatDamage")
COMBAT_PHASE = frozenset({"BeginCombat", *COMBAT_STEPS, "EndCombat"})
MANA = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}
MANA_LETTER = {name: letter for letter, name in MANA.items()}
ZONES = {"library", "hand", "battlefield", "graveyard", "exile", "command"}
COUNTERS = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
COUNTER_NAMES = {"Plus1Plus1": "+1/+1", "P1P1": "+1/+1", "Minus1Minus1": "-1/-1", "M1M1": "-1/-1"}
KEEP = {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}}
PASS = {"type": "PassPriority"}
FILLER = "Grizzly Bears"  # a vanilla card: what each deck holds besides the board's cards, removed at set-up
SEED = 1
# A board's turn counts turns since its set-up, never the game's first (docs/protocol.md): phase.rs skips the draw
# of its turn 1 (CR 103.8a, `should_skip_draw` in crates/engine/src/game/turns.rs), so its turn number is the
# board's plus this.
TURN_OFFSET = 1
MAX_PROMPTS = 30
TEMPLATES = 512  # saved new-game states kept (each about 60 kB of JSON), oldest dropped first
MAX_PASSES = 400  # an advance crosses at most this many priority passes (a few turns of four players)


def step_index(phase: str) -> int:
    """Where a phase.rs step comes in a turn (CR 500.1)."""
    return list(STEPS.values()).index(phase)
