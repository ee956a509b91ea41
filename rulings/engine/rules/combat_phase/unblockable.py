""" "This creature can't be blocked" (CR 509.1b): an evasion ability, a restriction on the defending player's
declaration of blockers; no creature may block it. It restricts blocks only as they are declared: gained after a
legal block, it undoes nothing (CR 509.1b, "If an attacking creature gains or loses an evasion ability after a
legal block has been declared, it doesn't affect that block")."""

from __future__ import annotations

from rulings.engine.abilities.combat import CantBeBlocked
from rulings.engine.state.objects import GameObject


def why_cant_be_blocked(attacker: GameObject) -> str:
    """Why no creature can block this attacker, or ""."""
    for ability in attacker.card.abilities:
        if isinstance(ability, CantBeBlocked):
            return f"{attacker.describe()} can't be blocked ({ability.text!r}, CR 509.1b)"
    return ""
