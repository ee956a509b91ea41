"""Prevention effects (CR 615): what watches for damage that would be dealt and prevents all or some of it, so
that it is never dealt (CR 615.6): protection's (CR 702.16e), a static ability's "prevent 1 of that damage"
(CR 615.10), and the shields resolved spells leave for the turn (CR 615.7-615.8). Every damage event passes
through `prevent_damage` before it is dealt, combat damage and noncombat damage alike.

Like replacement effects, they apply as the event would happen, not locked in ahead of time (CR 615.1), and the
affected player, or the controller of the affected permanent, chooses the order in which several apply (CR 616.1,
the protocol's `prefer` naming each effect's source); each applies to one damage event at most once (CR 616.1f,
615.12a). "Damage can't be prevented" (CR 615.12) leaves each applicable effect applied, preventing nothing and
using up no shield."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rulings.engine.abilities.prevention import (
    DamageCantBePreventedThisTurn,
    GainLifeEqualToTargetsPower,
    PlayersCantGainLifeThisTurn,
    PreventDamageThisTurn,
    PreventionInstruction,
    PreventNextDamageBy,
    PreventSomeDamageToYou,
)
from rulings.engine.rules.choices import chosen
from rulings.engine.rules.life import gain_life
from rulings.engine.rules.power_toughness import power
from rulings.engine.rules.protection import prevented as protection_prevents
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.prevention import PreventionShield
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event

Recipient = GameObject | str  # a permanent, or a player


@dataclass(frozen=True)
class _Applicable:
    """A prevention effect that applies to one damage event: named by `source` (the permanent with the ability,
    or the card whose spell made the shield); `shield` for a resolved spell's, else a static one that prevents
    `at_most` of the damage (None: all of it)."""

    source: str
    shield: PreventionShield | None = None
    at_most: int | None = None

    def order_matters(self) -> bool:
        """Whether applying it first may change what it or another effect does: a shield that is used up, or an
        effect that does more than prevent. A static ability's keeps nothing from one event to the next."""
        if self.shield is None:
            return False
        return (
            self.shield.remaining is not None
            or self.shield.counters_per_prevented
            or self.shield.next_instance
        )

    def alike(self) -> tuple[object, ...]:
        """What it does, whoever made it: effects alike may apply in any order to the same result."""
        if self.shield is None:
            return ("static", self.at_most)
        s = self.shield
        return (
            s.to,
            s.by,
            s.remaining,
            s.combat_only,
            s.by_power_at_most,
            s.counters_per_prevented,
            s.next_instance,
        )


def prevent_damage(
    state: GameState, source: GameObject, recipient: Recipient, amount: int, *, combat: bool
) -> tuple[int, list[Event]]:
    """The damage the source still deals the recipient after every prevention effect that applies to it, and
    the events of the prevention (CR 615.6: prevented damage is never dealt)."""
    if amount <= 0:
        return amount, []
    effects = _ordered(state, recipient, _applicable(state, source, recipient, combat=combat))
    events: list[Event] = []
    left = amount
    for effect in effects:
        if left <= 0:
            break  # nothing is left to prevent: the effects not yet applied no longer apply (CR 616.1e)
        if state.damage_cant_be_prevented:
            # CR 615.12: applied, it prevents nothing, and a shield isn't reduced; "for each 1 damage prevented
            # this way" counts none (CR 615.12a: applied to this event just once).
            continue
        prevented = left if effect.at_most is None else min(left, effect.at_most)
        shield = effect.shield
        if shield is not None:
            prevented = _use_shield(shield, left)
        left -= prevented
        events.append(_prevented_event(source, recipient, prevented))
        if shield is not None and shield.counters_per_prevented and isinstance(recipient, GameObject):
            # CR 615.5: the additional effect, at the time the damage is prevented (Test of Faith's ruling).
            recipient.counters["+1/+1"] += prevented
            events.append(Event("counters_put", object=recipient.id, ability=f"{prevented} +1/+1"))
    state.prevention = [s for s in state.prevention if not s.used_up]
    return left, events


def _use_shield(shield: PreventionShield, damage: int) -> int:
    """The damage the shield prevents of this event; a shield of N is reduced by what it prevents and used up at
    0 (CR 615.7), a "next time" shield prevents the whole instance and is used up (CR 615.8)."""
    if shield.next_instance:
        shield.used_up = True
        return damage
    if shield.remaining is None:
        return damage
    prevented = min(damage, shield.remaining)
    shield.remaining -= prevented
    shield.used_up = shield.remaining == 0
    return prevented


def _prevented_event(source: GameObject, recipient: Recipient, amount: int) -> Event:
    if isinstance(recipient, GameObject):
        return Event("damage_prevented", source=source.id, object=recipient.id, amount=amount)
    return Event("damage_prevented", source=source.id, player=recipient, amount=amount)


def _applicable(
    state: GameState, source: GameObject, recipient: Recipient, *, combat: bool
) -> list[_Applicable]:
    """The prevention effects that apply to this damage event, read as it would happen (CR 615.1)."""
    found: list[_Applicable] = []
    if isinstance(recipient, GameObject) and protection_prevents(state, source, recipient):
        found.append(_Applicable(recipient.id))  # CR 702.16e: protection's prevention effect
    if isinstance(recipient, str):
        for permanent in state.battlefield():
            if permanent.controller != recipient or source.controller == recipient:
                continue  # "a source an opponent controls ... to you": the permanent's controller (CR 109.5)
            for ability in permanent.card.abilities:
                if isinstance(ability, PreventSomeDamageToYou):
                    found.append(_Applicable(permanent.id, at_most=ability.amount))  # CR 615.10
    found += [
        _Applicable(s.source, shield=s)
        for s in state.prevention
        if _watches(state, s, source, recipient, combat)
    ]
    return found


def _watches(
    state: GameState, shield: PreventionShield, source: GameObject, recipient: Recipient, combat: bool
) -> bool:
    """Whether the shield applies to damage from `source` to `recipient` now: the source's properties are those
    it has as it would deal the damage (Vine Snare's ruling; CR 615.9)."""
    if shield.combat_only and not combat:
        return False
    if shield.to is not None and shield.to != _identity(recipient):
        return False
    if shield.by is not None and shield.by != (source.id, source.zone_changes):
        return False
    if shield.by_power_at_most is not None:
        return source.is_type("Creature") and power(state, source) <= shield.by_power_at_most
    return True


def _identity(recipient: Recipient) -> str | tuple[str, int]:
    """A player, or a permanent as the object it is (CR 400.7): one that left and returned is no longer shielded."""
    if isinstance(recipient, GameObject):
        return (recipient.id, recipient.zone_changes)
    return recipient


def _ordered(state: GameState, recipient: Recipient, effects: list[_Applicable]) -> list[_Applicable]:
    """CR 616.1: the affected player, or the controller of the affected permanent, chooses the order in which the
    effects apply: their stated preference (`prefer`, naming each effect's source) first. If none of them is a
    shield used up or has an additional effect, or all are alike, their order changes nothing; otherwise an
    unstated order is an honest `unsupported`."""
    if (
        len(effects) < 2
        or not any(e.order_matters() for e in effects)
        or len({e.alike() for e in effects}) == 1
    ):
        return effects
    chooser = recipient.controller if isinstance(recipient, GameObject) else recipient
    preference = state.choices.preference.get(chooser, [])
    named = [e for p in preference for e in effects if e.source == p]
    rest = [e for e in effects if e not in named]
    if len(rest) > 1:
        sources = ", ".join(e.source for e in rest)
        raise NotModelled(
            f"{chooser} would choose the order in which the prevention effects of {sources} apply "
            "(CR 616.1), and hasn't said which (`prefer`)"
        )
    return named + rest


def create_prevention(
    state: GameState,
    spell: GameObject,
    instruction: PreventionInstruction,
    legal: Sequence[Sequence[str]],
) -> list[Event]:
    """Follow a prevention instruction of a resolving spell: the effect exists from now on (CR 615.4), for its
    targets as they are now (CR 400.7), and lasts the turn unless used up first (CR 615.3)."""
    controller = spell.controller
    match instruction:
        case DamageCantBePreventedThisTurn():
            state.damage_cant_be_prevented = True
        case PlayersCantGainLifeThisTurn():
            state.players_cant_gain_life = True
        case GainLifeEqualToTargetsPower(who=who):
            return [
                e
                for t in legal[who]
                if t in state.objects
                for e in gain_life(state, controller, power(state, state.objects[t]))
            ]
        case PreventNextDamageBy(by=by):
            for target in legal[by]:
                obj = state.objects[target]
                state.prevention.append(
                    PreventionShield(spell.id, controller, by=(obj.id, obj.zone_changes), next_instance=True)
                )
        case PreventDamageThisTurn():
            recipients: list[str | tuple[str, int] | None] = [None]
            if instruction.to is not None:
                recipients = [_target_identity(state, t) for t in legal[instruction.to]]
            chosen_source = _source_of_choice(state, spell) if instruction.by_source_of_choice else None
            for to in recipients:
                state.prevention.append(
                    PreventionShield(
                        spell.id,
                        controller,
                        to=to,
                        by=chosen_source,
                        remaining=instruction.amount,
                        combat_only=instruction.combat_only,
                        by_power_at_most=instruction.by_power_at_most,
                        counters_per_prevented=instruction.counters_per_prevented,
                    )
                )
    return []


def _source_of_choice(state: GameState, spell: GameObject) -> tuple[str, int]:
    """ "A source of your choice": chosen as the spell resolves, not targeted (CR 609.7a), among the permanents
    and the spells on the stack (the other objects that could deal damage), the player's `prefer` saying which;
    the shield watches for that object only (CR 400.7, 615.9)."""
    options = [
        o
        for o in state.objects.values()
        if o.id != spell.id and (o.zone == "stack" or o in state.battlefield())
    ]
    picked = chosen(state, spell.controller, options, f"the source of {spell.describe()}'s prevention")
    if not picked:
        raise NotModelled(
            f"{spell.describe()} would prevent damage from a source of no choice: there is none"
        )
    return (picked[0].id, picked[0].zone_changes)


def _target_identity(state: GameState, target: str) -> str | tuple[str, int]:
    if target in state.players:
        return target
    obj = state.objects[target]
    return (obj.id, obj.zone_changes)


def in_chosen_order(
    state: GameState, assigned: list[tuple[str, str, str, int]]
) -> list[tuple[str, str, str, int]]:
    """CR 615.7: combat damage from two or more sources at once to a shielded permanent or player: its controller,
    or that player, chooses which damage the shield prevents, here the damage of the sources they name first in
    their `prefer` (each (source, creature, player, amount) of the step; the rest in the order assigned)."""

    def rank(item: tuple[str, str, str, int]) -> int:
        source, creature, player, _ = item
        chooser = state.objects[creature].controller if creature else player
        preference = state.choices.preference.get(chooser, [])
        return preference.index(source) if source in preference else len(preference)

    return sorted(assigned, key=rank)


def prevent_all_damage_to(state: GameState, source: GameObject, player: str) -> list[Event]:
    """ "Prevent all damage that would be dealt to you this turn" (Selfless Squire's triggered ability): the effect
    lasts the turn even if its source leaves the battlefield (its rulings)."""
    state.prevention.append(PreventionShield(source.id, player, to=player))
    return []


def merged_per_player(events: list[Event]) -> list[Event]:
    """CR 615.13: one prevention effect applied to simultaneous damage events is one prevention, so the damage
    prevented to one player in one combat damage step is one event (the amounts summed); this reads every
    effect applied to that damage as one, which is exact with one prevention effect applying."""
    merged: dict[str, Event] = {}
    others: list[Event] = []
    for event in events:
        if event.kind != "damage_prevented" or not event.player:
            others.append(event)
        elif event.player in merged:
            first = merged[event.player]
            merged[event.player] = Event(
                first.kind, player=first.player, source=first.source, amount=first.amount + event.amount
            )
        else:
            merged[event.player] = event
    return [*others, *merged.values()]


def end_prevention_effects(state: GameState) -> None:
    """CR 514.2: "this turn" prevention effects, and "damage can't be prevented this turn", end in the cleanup
    step."""
    state.prevention.clear()
    state.damage_cant_be_prevented = False
    state.players_cant_gain_life = False
