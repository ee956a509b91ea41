"""Keyword actions (CR 701): damage a fight or an ability deals outside combat."""

from __future__ import annotations

from rulings.steps.table import Table
from rulings.steps.vocabulary import then


@then(r"(?P<source>.+?) dealt (?P<amount>no|\d+) noncombat damage to (?P<recipient>.+)")
def dealt_noncombat_damage(table: Table, *, source: str, amount: str, recipient: str) -> None:
    """How much damage that isn't combat damage (a fight's, CR 701.14d; an ability's) the source dealt to the
    creature or player since the game was set up: the `damage_dealt` events marked `noncombat`."""
    source_id = table.object_id(source)
    recipient_id = recipient if recipient in table.game["players"] else table.object_id(recipient)
    events = table.query({"type": "events"})
    dealt = [
        e
        for e in events
        if e.get("kind") == "damage_dealt"
        and e.get("noncombat")
        and e.get("source") == source_id
        and e.get("object", e.get("player")) == recipient_id
    ]
    observed = sum(int(e.get("amount", 0)) for e in dealt)
    expected = 0 if amount == "no" else int(amount)
    assert observed == expected, (
        f"{source} dealt {observed} noncombat damage to {recipient}, expected {expected}"
    )
    if amount == "no":  # CR 120.8: a source that would deal 0 damage deals no damage at all
        assert not dealt, f"{source} dealt 0 damage, which is no damage at all (CR 120.8): {dealt}"
