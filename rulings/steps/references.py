"""Several objects named in one step line: "Grizzly Bears, Kwende, Pride of Femeref and Serra Angel", read
against the scenario's cards, and their ids."""

from __future__ import annotations

from rulings.steps.table import Table


def names_in(table: Table, text: str) -> list[str]:
    """ "Grizzly Bears, Kwende, Pride of Femeref and Serra Angel" -> the names, read against the scenario's
    cards, since a card name may hold a comma."""
    known = sorted({o["card"] for o in table.game["objects"]}, key=len, reverse=True)
    prefixes = ["", *(f"{p}'s " for p in table.game["players"])]
    names: list[str] = []
    rest = text
    while rest:
        reference = next(
            (
                prefix + name
                for name in known
                for prefix in prefixes
                if rest.startswith(prefix + name) and rest[len(prefix + name) :][:2] in ("", ", ", " a")
            ),
            rest,
        )
        names.append(reference)
        rest = rest[len(reference) :].removeprefix(", ").removeprefix(" and ")
    return names


def ids_of(table: Table, names: list[str], player: str = "", taken: list[str] | None = None) -> list[str]:
    """The ids of the named objects (of the player, by default); a name said twice is two objects."""
    ids = taken if taken is not None else []
    found = []
    for name in names:
        object_id = table.object_id(name, default_player=player)
        if object_id in ids:
            spare = [o["id"] for o in table.game["objects"] if o["card"] == name and o["id"] not in ids]
            assert spare, f"the scenario has no other {name}"
            object_id = spare[0]
        ids.append(object_id)
        found.append(object_id)
    return found
