"""A terse way to lay out boards in engine tests: game("Alice: Forest, Reflecting Pool", "Bob: Island")."""

from __future__ import annotations

from typing import Any

from rulings.engine import Game, new_game


def game(*sides: str, **extra: Any) -> Game:
    """Alice and Bob (or the players named) with the listed cards on the battlefield ("library Island": in the
    library); ids are slugs."""
    players, objects = [], []
    seen: dict[str, int] = {}
    for side in sides:
        player, _, cards = side.partition(":")
        players.append(player.strip())
        for entry in filter(None, (c.strip() for c in cards.split(";"))):
            zone, _, rest = entry.partition(" ")
            in_library = (
                zone == "library"
            )  # "library Island": a card to draw (CR 704.5b: none, and they lose)
            card = rest if in_library else entry
            tapped = card.startswith("tapped ")
            name = card.removeprefix("tapped ")
            slug = name.lower().replace(" ", "-").replace("'", "").replace(",", "")
            seen[slug] = seen.get(slug, 0) + 1
            object_id = slug if seen[slug] == 1 else f"{slug}-{seen[slug]}"
            spec = {"id": object_id, "card": name, "owner": player.strip(), "tapped": tapped}
            objects.append(spec | {"zone": "library"} if in_library else spec)
    while len(players) < 2:
        players.append("Bob" if "Bob" not in players else "Carol")
    return new_game({"players": players, "objects": objects, **extra})
