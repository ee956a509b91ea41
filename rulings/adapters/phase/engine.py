"""phase.rs behind protocol v1, through its Python bindings (`phase-python`, pinned by the `phase` extra).

The class answers the protocol's four requests and hands each to the module of its one idea:

- `board.py` sets a board up (decks of the board's cards, then phase.rs's debug actions);
- `actions.py` and `turns.py` turn actions into phase.rs's own (`game.apply`), `prompts.py` answers the prompts
  that follow from the request's choices, and `events.py` translates phase.rs's events;
- `reads.py` answers queries from the game, `hypotheticals.py` those phase.rs has no query for, tried and undone;
- `fields.py` says which requests and fields are mapped, and which are declined and why.

phase.rs refuses an illegal action with ValueError and leaves the game unchanged: `illegal`, with its reason. A
prompt the request can't answer restores the game as it was; what phase.rs can't express is `unsupported`.
docs/engines/phase-rs.md has the whole mapping and every departure from the rules.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from rulings.adapters.in_process import Inexpressible, InProcessAdapter, release_of, wrong_protocol
from rulings.adapters.phase import actions, hypotheticals, reads, turns
from rulings.adapters.phase.board import setup
from rulings.adapters.phase.fields import MAPPED_ACTIONS, MAPPED_QUERIES, unmapped
from rulings.adapters.phase.table import Table
from rulings.protocol import PROTOCOL_VERSION, Message

INSTALL = "pip install 'mtg-rulings[phase]'"
Act = Callable[[Table, dict[str, Any]], list[Message]]
ACTIONS: dict[str, Act] = {
    "activate": actions.activate,
    "cast": actions.cast,
    "play_land": actions.play_land,
    "pass_priority": actions.pass_priority,
    "resolve": actions.resolve,
    "advance": turns.advance,
    "declare_attackers": turns.declare_attackers,
    "declare_blockers": turns.declare_blockers,
    "may": actions.may,
    "prefer": actions.prefer,
    "scry": actions.scry,
    "mode": actions.mode,
    "concede": actions.concede,
    "turn_face_up": actions.turn_face_up,
}
QUERIES: dict[str, Callable[[Table, dict[str, Any]], Any]] = {
    "mana_pool": lambda t, q: reads.pool(t, t.seat(q["player"])),
    "object": lambda t, q: reads.describe(t, t.pid(q["object"])),
    "could_produce": lambda t, q: hypotheticals.could_produce(t, t.pid(q["object"])),
    "can_cast": lambda t, q: hypotheticals.can(t, actions.cast, q),
    "can_activate": lambda t, q: hypotheticals.can(t, actions.activate, q),
    "can_attack": lambda t, q: hypotheticals.can_attack(t, t.pid(q["object"])),
    "stack": lambda t, q: reads.stack(t),
    "events": lambda t, q: list(t.events),
    "board": lambda t, q: reads.board(t),
    "player": lambda t, q: reads.player(t, t.seat(q["player"])),
}


class PhaseEngine(InProcessAdapter):
    """Serves one game at a time of phase.rs through the protocol."""

    name = "phase.rs"

    _engine: ClassVar[Any] = None  # the loaded card database, shared by every instance in a process
    _names: ClassVar[frozenset[str]] = frozenset()
    _faces: ClassVar[dict[str, str]] = {}  # a two-faced card's full name -> phase.rs's (its first face's)

    def __init__(self) -> None:
        try:
            import phase  # noqa: PLC0415 - an optional dependency
        except ImportError as missing:
            raise ImportError(f"phase.rs is not installed ({missing}): {INSTALL}") from None
        if PhaseEngine._engine is None:
            from rulings.adapters.phase.cards import card_data_path  # noqa: PLC0415 - needs phase

            path = card_data_path()
            PhaseEngine._engine = phase.Engine.from_path(str(path))
            data = json.loads(path.read_text(encoding="utf-8"))
            names = frozenset(face["name"] for face in data.values())
            from rulings.adapters.phase.cards import atomic_cards  # noqa: PLC0415 - needs phase

            PhaseEngine._faces = {
                full: full.split(" // ")[0]
                for full in atomic_cards()
                if " // " in full and full not in names and full.split(" // ")[0] in names
            }
            PhaseEngine._names = names | frozenset(PhaseEngine._faces)
        self._table = Table(PhaseEngine._engine, PhaseEngine._names, PhaseEngine._faces)

    def repro(self, directory: Path, record: Any) -> None:
        """Write the reproduction of a failure of the game being played (rulings verify --repro DIR)."""
        from rulings.adapters.phase.cards import card_data_path  # noqa: PLC0415 - needs phase
        from rulings.adapters.phase.repro import write  # noqa: PLC0415 - only when asked

        if self._table.game is not None:
            write(self._table, directory, record, card_data_path())

    def close(self) -> None:
        """Nothing to release. The game stays: the run stops the engine before the last scenario's record is
        written, and that scenario's reproduction (`repro`) still needs it."""

    def _start(self, message: Message) -> Message:
        refusal = wrong_protocol(message)
        if refusal is not None:
            return refusal
        about = {
            "name": "phase.rs",
            "version": release_of("phase-python"),
            "language": "Rust (Python bindings)",
            "homepage": "https://github.com/phase-rs/phase",
        }
        return {"outcome": "ok", "protocol": PROTOCOL_VERSION, "engine": about, "cards": sorted(self._names)}

    def _setup(self, message: Message) -> Message:
        setup(self._table, message.get("game") or {})
        return {"outcome": "ok"}

    def _act(self, message: Message) -> Message:
        t, action = self._table, message.get("action") or {}
        if t.game is None:
            return {"outcome": "error", "message": "no game: send setup first"}
        kind = action.get("type")
        if kind != "advance" and (t.past_untap or t.game.phase == "Untap"):
            raise Inexpressible(
                "it doesn't stop in the untap step, where no player gets priority (CR 502.4): it goes on to "
                "the upkeep, so what a player may do in the untap step can't be asked of it"
            )
        unknown = unmapped("action", kind, action, MAPPED_ACTIONS)
        if unknown is not None:
            return unknown
        events = [
            {k: v for k, v in e.items() if k not in ("seat", "phase")} for e in ACTIONS[str(kind)](t, action)
        ]
        t.events += events
        return {"outcome": "ok", "events": events}

    def _query(self, message: Message) -> Message:
        t, query = self._table, message.get("query") or {}
        if t.game is None:
            return {"outcome": "error", "message": "no game: send setup first"}
        kind = query.get("type")
        unknown = unmapped("query", kind, query, MAPPED_QUERIES)
        if unknown is not None:
            return unknown
        return {"outcome": "value", "value": QUERIES[str(kind)](t, query)}
