"""Paying costs (CR 601.2g-h, 602.2b): mana from a mana pool, and choosing the permanent a cost sacrifices."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from rulings.engine.abilities.statics import EnchantedActivatedAbilitiesCostMore
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.mana import TYPES, format_mana, parse_symbols


def _plan(pool: Counter[str], cost: str) -> Counter[str] | None:
    """The mana a cost would take from the pool, or None if the pool can't pay it."""
    take: Counter[str] = Counter()
    generic = 0
    for symbol in parse_symbols(cost):
        if symbol.isdigit():
            generic += int(symbol)
        elif symbol in TYPES:
            take[symbol] += 1
        else:
            # X is replaced by its value before paying (CR 601.2f); hybrid, Phyrexian and snow symbols are
            # in no card the engine models.
            raise NotModelled(
                f"can't pay {{{symbol}}}: the reference engine pays only generic and typed mana"
            )
    left = pool - take
    if any(take[t] > pool[t] for t in take):
        return None
    # Generic mana is paid with colorless first, then colors in WUBRG order: a fixed, documented choice.
    for t in ("C", *TYPES[:5]):
        use = min(left[t], generic)
        take[t] += use
        generic -= use
    return take if generic == 0 else None


def activation_mana(state: GameState, obj: GameObject, printed: str) -> str:
    """The mana an activated ability of `obj` costs: its own, plus every increase an Aura on it adds (Oppressive
    Rays; CR 601.2f, 602.2b). Static and triggered abilities aren't affected."""
    more = "".join(
        ability.mana
        for aura in state.battlefield()
        if aura.attached_to == obj.id
        for ability in aura.card.abilities
        if isinstance(ability, EnchantedActivatedAbilitiesCostMore)
    )
    return printed + more


def can_pay(pool: Counter[str], cost: str) -> bool:
    """Whether the pool can pay the cost (CR 118.3)."""
    return _plan(pool, cost) is not None


def verify_can_pay(pool: Counter[str], cost: str, purpose: str) -> None:
    """Raise IllegalAction if the pool can't pay the cost (CR 602.2b: a cost that can't be paid)."""
    if _plan(pool, cost) is None:
        have = format_mana(pool.elements()) or "no mana"
        raise IllegalAction(f"can't pay {cost} to {purpose}: the mana pool holds {have} (CR 601.2h)")


# The spending restrictions the engine understands (CR 106.6): the card type of the spells the mana may pay for.
RESTRICTIONS = {"Spend this mana only to cast artifact spells.": "Artifact"}


def _allows(restriction: str, spell: GameObject | None) -> bool:
    """Whether mana with this restriction may be spent on this: casting `spell`, or (None) an activation."""
    return spell is not None and spell.card.is_type(RESTRICTIONS[restriction])


def spendable(state: GameState, player: str, spell: GameObject | None = None) -> Counter[str]:
    """The mana of the player's pool that may pay for casting `spell` (None: for an activation): restricted mana
    only where its restriction allows it (CR 106.6)."""
    locked: Counter[str] = Counter()
    for (mana_type, restriction), count in state.restricted.get(player, Counter()).items():
        if not _allows(restriction, spell):
            locked[mana_type] += count
    return state.pools[player] - locked


def pay_mana(state: GameState, player: str, cost: str, spell: GameObject | None = None) -> None:
    """Take the cost out of the player's pool; the caller has verified it can be paid from `spendable`.
    Restricted mana that may pay is spent first: a fixed choice, since it can pay for less."""
    plan = _plan(spendable(state, player, spell), cost)
    assert plan is not None, "verify_can_pay first"
    state.pools[player] -= plan
    restricted = state.restricted.get(player, Counter())
    for key in list(restricted):
        if _allows(key[1], spell):
            used = min(restricted[key], plan[key[0]])
            restricted[key] -= used
            plan[key[0]] -= used
    restricted += Counter()  # drop what was spent


def add_mana(state: GameState, player: str, mana: Sequence[str], restriction: str = "") -> None:
    """Put mana into the player's pool; with a restriction, every unit of it carries it (CR 106.6, 106.6a)."""
    state.pools[player].update(mana)
    if restriction:
        state.restricted.setdefault(player, Counter()).update((t, restriction) for t in mana)


def empty_pools(state: GameState, *, combat_goes_on: bool = False) -> list[Event]:
    """CR 106.4, 500.5: as a step or phase ends, each player's unspent mana is lost, restricted mana too; while
    the combat phase goes on, not the mana they don't lose until end of combat (CR 702.189a, 500.5a)."""
    events = []
    for player in state.players:
        pool = state.pools[player]
        if not pool and player not in state.restricted:
            # Nothing to lose or keep (the common case, at every step of a turn): the same as below, cheaply.
            state.combat_mana.pop(player, None)  # read only through .get() and .setdefault(): as if empty
            continue
        # The mana kept is at most what is left of that mana: if some was spent, the player chose it first.
        kept = pool & state.combat_mana.get(player, Counter()) if combat_goes_on else Counter()
        lost = pool - kept
        if +lost:
            events.append(Event("mana_emptied", player=player, mana=format_mana(lost.elements())))
        pool.clear()
        pool.update(kept)
        state.combat_mana[player] = kept
        state.restricted.pop(player, None)
    return events


def sacrifice_choice(
    state: GameState,
    player: str,
    source: GameObject,
    kind: str,
    choices: Mapping[str, Any],
    *,
    another: bool = False,
) -> GameObject | None:
    """The permanent the player chose (choices.sacrifice) to pay "Sacrifice a <kind>", or "another <kind>"
    with `another`; None if the cost sacrifices nothing."""
    if not kind:
        return None
    chosen = choices.get("sacrifice")
    if kind == "this":  # "Sacrifice this creature": no choice to make (CR 602.2b)
        if chosen and chosen != source.id:
            raise IllegalAction(f"the cost sacrifices {source.describe()} itself, not {chosen!r} (CR 602.2b)")
        return source
    what = f"another {kind.lower()}" if another else f"a {kind.lower()}"
    if not chosen:
        raise IllegalAction(f"the cost includes sacrificing {what}: choose one (choices.sacrifice)")
    victim = state.object(str(chosen))
    # CR 701.21a: a player can sacrifice only a permanent they control; "another" excludes the source.
    if (
        victim.zone != "battlefield"
        or victim.controller != player
        or not victim.is_type(kind)
        or (another and victim is source)
    ):
        raise IllegalAction(
            f"{victim.describe()} isn't {what} {player} controls on the battlefield, so it can't be sacrificed "
            "to pay the cost (CR 701.21a, 602.2b)"
        )
    return victim
