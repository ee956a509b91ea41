"""Face-down permanents, in a player's words: "Alice turns Hooded Hydra face up", "Then Hooded Hydra is face down"
(morph, CR 702.37; CR 708). Casting a card face down is a cast: "Alice casts Hooded Hydra face down"."""

from __future__ import annotations

from rulings.steps.language import ATTEMPT, PLAYER
from rulings.steps.table import Table
from rulings.steps.vocabulary import then, when


@when(rf"{PLAYER} {ATTEMPT}(?:turns|turn) (?P<obj>.+?) face up")
def turn_face_up(table: Table, *, player: str, attempt: str | None, obj: str) -> None:
    """Turn a face-down permanent face up by paying its morph cost from the mana pool: a special action, which
    doesn't use the stack (CR 702.37e, 116.2b)."""
    object_id = table.object_id(obj, default_player=player)
    table.act({"type": "turn_face_up", "player": player, "object": object_id}, attempt=bool(attempt))


@then(r"(?P<obj>.+?) is face (?P<side>up|down)")
def face_up_or_down(table: Table, *, obj: str, side: str) -> None:
    """Whether the object is a face-down spell or permanent (CR 708.2), as the `object` query's optional
    `face_down` reports it."""
    answer = table.query({"type": "object", "object": table.object_id(obj)})
    face_down = table.reported(answer, "face_down", f"whether {obj} is face down")
    assert face_down == (side == "down"), (
        f"{obj} is face {'down' if face_down else 'up'}, expected face {side}"
    )
