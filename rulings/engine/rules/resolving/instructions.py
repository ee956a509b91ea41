"""Following the one vocabulary of effects (engine/abilities/effects.py `Instruction`s): a spell ability's
instructions after its targets are rechecked (CR 608.2b-c), and a triggered or activated ability's, each in the
order written; countering a spell (CR 701.6a)."""

from __future__ import annotations

from collections.abc import Callable

from rulings.engine.abilities.effects import (
    AdditionalCombatPhase,
    AdditionalCombatPhaseAfterThisOne,
    Affected,
    BecomesRenowned,
    BecomesUntilEndOfTurn,  # the layers (issue #24)
    BlocksThisTurnIfAble,
    CopyTargetSpell,
    CounterTargetSpell,
    CreateTokenCopy,
    DealDamageDivided,
    DealDamageToTarget,
    Destroy,
    DoesntUntapNext,
    DrawCards,
    Exile,
    ExileReturningAtNextEndStep,
    ExtraTurns,
    Fight,
    GainLife,
    GetsUntilEndOfTurn,
    Instruction,
    LifeTotalBecomes,
    LoseLife,
    NextSpellAsThoughFlash,
    OnAffected,
    OpponentsCreaturesEnterUnderYourControl,
    PhaseOut,
    PlayersCreaturesDontUntapNext,
    PutOntoBattlefieldUnderYourControl,
    Regenerate,
    ReturnToOwnersHand,
    Scry,
    ScryIfYourTurn,
    SpellAbility,
    Surveil,
    Tap,
    Untap,
    YouWinOrLose,
)
from rulings.engine.abilities.prevention import PREVENTION_INSTRUCTIONS
from rulings.engine.abilities.statics import CantBeCountered
from rulings.engine.abilities.tokens import CreateTokens
from rulings.engine.rules import fight
from rulings.engine.rules.abilities.referents import Referents
from rulings.engine.rules.actions import draw, tap, untap
from rulings.engine.rules.combat_phase.combat_damage import lethal_damage
from rulings.engine.rules.combat_phase.entering_combat import enter_attacking
from rulings.engine.rules.combat_phase.in_combat import attacking
from rulings.engine.rules.continuous import (
    colors,
    until_end_of_turn,
)
from rulings.engine.rules.control import enters_under_your_control_this_turn
from rulings.engine.rules.damage import damage_any_target
from rulings.engine.rules.keyword_abilities import phasing
from rulings.engine.rules.life import each_loses_life, gain_life, set_life_total
from rulings.engine.rules.players import lose_by_effect, win
from rulings.engine.rules.prevention import create_prevention
from rulings.engine.rules.regeneration import create_shield
from rulings.engine.rules.resolving.delayed_triggers import exile_until_next_end_step
from rulings.engine.rules.scry import scry
from rulings.engine.rules.spells.adventures import finish_resolving
from rulings.engine.rules.spells.division import deal_divided_damage
from rulings.engine.rules.spells.spell_copies import copy_spell, spell_item
from rulings.engine.rules.spells.targets import Chosen, is_legal_target
from rulings.engine.rules.state_based import destroy
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.rules.surveil import surveil
from rulings.engine.rules.turn_structure.extra_turns import add_extra_turns
from rulings.engine.rules.zones import (
    create_token_copies,
    create_tokens,
    enter_battlefield,
    put_into,
    put_into_graveyard,
)
from rulings.engine.state.effects import NextSpellEffect
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import (
    Spell,
    StackItem,
)
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.steps import COMBAT_STEPS


def fizzle(obj: GameObject) -> list[Event]:
    put_into_graveyard(obj)
    return [Event("countered", object=obj.id)]


def stack_id(state: GameState, object_id: str) -> str:
    """The stack id of the spell that is this object (a card or a copy of a spell); "" if it isn't on the stack."""
    item = spell_item(state, object_id)
    return item.id if item else ""


def counter(state: GameState, spell_id: str, by: str = "") -> list[Event]:
    """Chalice of the Void: it counters the spell even if Chalice has left or its counters changed. A countered
    copy of a spell goes to the graveyard too, and ceases to exist there (CR 704.5e). A spell that can't be
    countered stays on the stack (CR 113.6g, 101.1: the card's text takes precedence over the counter). `by`: the
    controller of the spell or ability countering it, as it does (CR 603.10e: what "you control counters a spell"
    looks back at)."""
    for spell in state.stack:
        if spell.id == spell_id:
            if any(isinstance(a, CantBeCountered) for a in state.object(spell.source).card.abilities):
                return []
            state.stack.remove(spell)
            obj = state.object(spell.source)
            put_into_graveyard(obj)  # CR 701.6a: a countered spell goes to its owner's graveyard
            return [Event("countered", object=obj.id, player=by)]
    return []  # the spell has already left the stack


def resolve_spell_ability(
    state: GameState, item: StackItem, obj: GameObject, ability: SpellAbility, spell: Spell
) -> list[Event]:
    """CR 608.2b: recheck each target; with targets all illegal the spell doesn't resolve, otherwise its
    instructions are followed in order (CR 608.2c), illegal targets unaffected; then CR 608.2n."""
    chosen = spell.targets
    legal = tuple(
        tuple(
            t
            for t in group
            if is_legal_target(state, item.controller, spec.kind, t, obj) and same_object(state, t, spell)
        )
        for spec, group in zip(ability.targets, chosen, strict=False)
    )
    if any(chosen) and not any(legal):
        return fizzle(obj)  # CR 608.2b: every target it had is illegal now, so it doesn't resolve
    events = [Event("resolved", player=item.controller, source=obj.id, ability=item.text)]
    for instruction in ability.instructions:
        if isinstance(instruction, DealDamageDivided):
            events += deal_divided_damage(state, obj.id, instruction, spell, legal)
        elif isinstance(instruction, CopyTargetSpell):
            for copied in legal[instruction.who]:
                events += copy_spell(state, instruction, copied, item.controller, spell.new_targets)
        elif isinstance(instruction, PREVENTION_INSTRUCTIONS):  # CR 615: engine/rules/prevention.py
            events += create_prevention(state, obj, instruction, legal)
        elif isinstance(instruction, CounterTargetSpell):
            events += [
                e
                for copied in legal[instruction.who]
                for e in counter(state, stack_id(state, copied), by=item.controller)
            ]
        else:
            events += follow(state, item.controller, obj, instruction, legal)
    if obj.showing == "its Adventure":
        return events + finish_resolving(obj, item.controller)  # CR 715.4: exiled, on an adventure
    put_into_graveyard(obj)  # CR 608.2n: an instant or sorcery goes to its owner's graveyard
    return events


def same_object(state: GameState, target: str, spell: Spell) -> bool:
    """CR 400.7, 608.2b: a targeted object that left its zone since (even if it came back) is a new object."""
    obj = state.objects.get(target)
    return obj is None or (obj.id, obj.zone_changes) in spell.targeted


def follow(  # noqa: PLR0911, PLR0912 - one return per kind of instruction
    state: GameState,
    controller: str,
    spell: GameObject,
    instruction: Instruction,
    legal: Chosen,
    *,
    named: Referents | None = None,
) -> list[Event]:
    """Follow one instruction (CR 608.2c); the objects it affects are determined now (CR 608.2h)."""
    affected: list[GameObject] = []
    if isinstance(instruction, OnAffected) and instruction.who in ("this", "that creature"):
        affected = (named or {}).get(str(instruction.who), [])  # CR 400.7: only the very object
    elif isinstance(instruction, OnAffected):
        affected = _affected(state, controller, instruction.who, legal, spell.id)
    match instruction:
        case Tap() | Untap() | PhaseOut():
            return _change_status(state, instruction, affected)
        case (
            Destroy()
            | Exile()
            | ReturnToOwnersHand()
            | ExileReturningAtNextEndStep()
            | PutOntoBattlefieldUnderYourControl()
            | CreateTokenCopy()
        ):
            return _move(state, spell, controller, instruction, affected)
        case Fight(one=one, other=other):
            return _fight(state, legal[one], legal[other])
        case OpponentsCreaturesEnterUnderYourControl():  # a replacement effect for the turn (CR 614.1)
            enters_under_your_control_this_turn(state, spell.controller, spell.id)
        # --- cards as data (issue 23): scry (CR 701.22a), the controller's, for this source's ability
        case Scry(amount=amount):
            return scry(state, controller, spell, amount)
        case Regenerate():  # CR 701.19a: a shield for the permanent named, if it is still that object
            return create_shield(state, affected)
        case Surveil(amount=amount):  # CR 701.25a: the controller's, for this source's ability
            return surveil(state, controller, spell, amount)
        # --- end of scry
        case YouWinOrLose(outcome=outcome):
            return win(state, controller) if outcome == "win" else lose_by_effect(state, controller)
        case DrawCards() | ScryIfYourTurn() | LoseLife():
            return _draw_or_lose_life(state, controller, instruction, legal)
        case CreateTokens():
            return _create_tokens(state, controller, instruction)
        case GainLife() | DealDamageToTarget():
            return _deal_or_gain(state, controller, spell, instruction, legal)
        case LifeTotalBecomes(total=total, player=index):  # CR 119.5: the difference gained or lost
            return [e for player in legal[index] for e in set_life_total(state, player, total)]
        case BecomesRenowned(counters=count):  # CR 702.112a: only the very object it triggered for (CR 400.7)
            return _become_renowned(affected, count)
        case BecomesUntilEndOfTurn():  # the layers (issue #24); _create_lasting_effect passes it over
            _becomes_until_end_of_turn(state, spell, instruction, affected)
    _create_lasting_effect(state, spell, instruction, affected, legal)
    return []


# --- the layers (issue #24, CR 613) ---
def _become_renowned(affected: list[GameObject], count: int) -> list[Event]:
    events = []
    for permanent in (p for p in affected if p.zone == "battlefield"):
        permanent.counters["+1/+1"] += count
        permanent.renowned = True  # CR 702.112b
        events.append(Event("counters_put", object=permanent.id, ability=f"{count} +1/+1"))
    return events


def _becomes_until_end_of_turn(
    state: GameState, spell: GameObject, instruction: BecomesUntilEndOfTurn, affected: list[GameObject]
) -> None:
    """CR 611.2c: locked to the objects affected now; its parts apply in their layers (CR 613.6), with the
    timestamp it receives now (CR 613.7b)."""
    until_end_of_turn(
        state,
        spell.id,
        affected,
        creature_types=instruction.creature_types,
        colors=instruction.colors,
        loses_all_abilities=instruction.loses_all_abilities,
        base_power_toughness=instruction.base_power_toughness,
        switch=instruction.switch,
    )


# --- end of the layers' block ---


def _move(
    state: GameState,
    spell: GameObject,
    controller: str,
    instruction: Destroy
    | Exile
    | ReturnToOwnersHand
    | ExileReturningAtNextEndStep
    | PutOntoBattlefieldUnderYourControl
    | CreateTokenCopy,
    affected: list[GameObject],
) -> list[Event]:
    """Destroy the affected permanents, exile them until the next end step (Otherworldly Journey), put the
    affected cards onto the battlefield under the spell's controller's control (Rise from the Grave), or put
    onto the battlefield a token that's a copy of each (Fated Infatuation, CR 707.2)."""
    if isinstance(instruction, CreateTokenCopy):
        return [e for o in affected for e in create_token_copies(state, controller, o, 1)]
    if isinstance(instruction, PutOntoBattlefieldUnderYourControl):
        # CR 611.2e: "that creature is ...": it is so as it enters, so what looks at it entering sees it.
        also = (instruction.subtypes, instruction.colors)
        return [e for card in affected for e in enter_battlefield(state, card, controller, also=also)]
    if isinstance(instruction, Destroy):
        return _destroy(state, affected)
    if isinstance(instruction, Exile | ReturnToOwnersHand):
        return _leave_battlefield(state, instruction, affected)
    return [e for card in affected for e in exile_until_next_end_step(state, spell, controller, card)]


def _deal_or_gain(
    state: GameState,
    controller: str,
    spell: GameObject,
    instruction: GainLife | DealDamageToTarget,
    legal: Chosen,
) -> list[Event]:
    """Damage to a target, or life for its controller; an X the text defines is counted now (CR 107.3c)."""
    value = state.count(controller, instruction.amount)
    if isinstance(instruction, GainLife):
        return gain_life(state, controller, value)
    events = [
        e
        for target in legal[instruction.who]
        for e in (
            _excess_to_controller(state, spell, target, value)
            if instruction.excess_to_controller and target not in state.players
            else damage_any_target(state, spell.id, target, value)
        )
    ]
    if instruction.and_you_gain:  # "... and you gain N life": after the damage (CR 608.2c)
        events += gain_life(state, controller, instruction.and_you_gain)
    return events


def _excess_to_controller(state: GameState, spell: GameObject, target: str, amount: int) -> list[Event]:
    """CR 120.4a: before the damage is dealt (and so before prevention), the damage beyond lethal damage, counting
    the damage already marked on the creature, goes to its controller instead, dealt to both at once."""
    creature = state.objects[target]
    if creature.zone != "battlefield":
        return []
    to_creature = min(amount, lethal_damage(state, spell, creature))
    return [
        *damage_any_target(state, spell.id, target, to_creature),
        *damage_any_target(state, spell.id, creature.controller, amount - to_creature),
    ]


def _create_lasting_effect(
    state: GameState, spell: GameObject, instruction: Instruction, affected: list[GameObject], legal: Chosen
) -> None:
    """An instruction whose effect lasts: until end of turn, this turn, until an untap step (CR 611.2), or
    turns added after this one (CR 500.7)."""
    match instruction:
        case AdditionalCombatPhase() if state.step in ("precombat_main", "postcombat_main"):
            # CR 500.8: after this main phase. After the precombat main phase comes the regular combat phase,
            # so the added one is the turn's second; all combat phases are alike, so counting them is enough.
            state.additional_combats += 1
        case AdditionalCombatPhaseAfterThisOne() if state.step in COMBAT_STEPS:
            state.combats_after_this_phase += 1  # CR 500.8: directly after this combat phase
        case AdditionalCombatPhaseAfterThisOne():
            raise NotModelled("an additional combat phase after a phase other than a combat phase")
        case ExtraTurns(count=count, player=index):
            # "Take an extra turn": the spell's controller, its caster (CR 601.2a).
            for player in [spell.controller] if index is None else legal[index]:
                add_extra_turns(state, player, count)
        case GetsUntilEndOfTurn():
            # CR 611.2c: locked to the objects affected now; one entering later gets nothing. CR 611.2d: a
            # variable in it is determined once, now; creatures entering later don't grow the bonus.
            times = state.count(spell.controller, instruction.times)
            until_end_of_turn(
                state,
                spell.id,
                affected,
                power=instruction.power * times,
                toughness=instruction.toughness * times,
                keywords=instruction.keywords,
                colors=instruction.colors,
                attacks_if_able=instruction.attacks_if_able,
            )
        case BlocksThisTurnIfAble():
            # CR 611.2a: "this turn" lasts until the cleanup step, as "until end of turn" does (CR 514.2).
            until_end_of_turn(state, spell.id, affected, blocks_if_able=True)
        case DoesntUntapNext():
            for o in affected:
                o.skip_next_untap = True
        case PlayersCreaturesDontUntapNext(player=index):
            for player in legal[index]:
                state.skip_next_untap.setdefault(player, set()).add("Creature")
        case NextSpellAsThoughFlash(kind=kind):
            # CR 611.2f: it doesn't begin now; it waits for the next such spell its controller casts.
            text = f"The next {kind.lower()} spell you cast this turn can be cast as though it had flash."
            state.next_spell.append(NextSpellEffect(spell.controller, kind, spell.id, text))


def _create_tokens(state: GameState, controller: str, instruction: CreateTokens) -> list[Event]:
    """CR 111.2: the controller of the spell or ability creates them: their owner, under whose control they enter
    (an effect replacing or doubling them applies there, CR 614.1a, 616.1g). "That's tapped and attacking": each
    token created enters tapped (CR 614.1d: it doesn't become tapped) and attacking, though never declared as an
    attacker (CR 508.4), so nothing that triggers on attacking triggers on it."""
    events = create_tokens(state, controller, instruction.token, instruction.count)
    if instruction.tapped_and_attacking:
        for token in [state.object(e.object) for e in events if e.kind == "entered"]:
            token.tapped = True
            enter_attacking(state, token)
    return events


def _lose_life(state: GameState, controller: str, instruction: LoseLife, legal: Chosen) -> list[Event]:
    """ "You lose N life", "each player/opponent loses N life", "target player loses N life" (CR 119.3): the players
    named lose it at once (CR 608.2f); a target no longer legal loses none (CR 608.2b). Then "and you gain M life",
    in the order written (CR 608.2c)."""
    if instruction.player is not None:
        players = list(legal[instruction.player])
    elif instruction.each_opponent:
        players = [p for p in state.players if p != controller]  # CR 102.3
    else:
        players = list(state.players) if instruction.each_player else [controller]
    events = each_loses_life(state, players, instruction.amount)
    if instruction.and_you_gain:
        events += gain_life(state, controller, instruction.and_you_gain)
    return events


def _draw_or_lose_life(
    state: GameState, controller: str, instruction: DrawCards | ScryIfYourTurn | LoseLife, legal: Chosen
) -> list[Event]:
    """ "Draw N cards" for the controller; "if it's your turn, scry N"; life lost (`_lose_life`)."""
    if isinstance(instruction, DrawCards):
        return draw(state, controller, instruction.count)
    if isinstance(instruction, LoseLife):
        return _lose_life(state, controller, instruction, legal)
    if state.active == controller and state.cards("library", controller):
        # "If it's your turn, scry N": CR 701.22a, the player chooses which of the cards go on the bottom; with no
        # card to look at, there is no choice to make.
        raise NotModelled(f"{controller} would scry {instruction.amount}: the reference engine doesn't scry")
    return []


def _destroy(state: GameState, permanents: list[GameObject]) -> list[Event]:
    """CR 701.8a: destroying a permanent moves it from the battlefield to its owner's graveyard; not an
    indestructible one (CR 702.12b)."""
    return [e for o in permanents for e in destroy(state, o)]


def _leave_battlefield(
    state: GameState, instruction: Exile | ReturnToOwnersHand, permanents: list[GameObject]
) -> list[Event]:
    """Exile the permanents (CR 701.13a) or return them to their owners' hands: each becomes a new object in its
    owner's zone (CR 400.7); a token there ceases to exist as state-based actions are checked (CR 704.5d). A
    spell so moved (Reprieve's "return target spell") leaves the stack with its card and never resolves (CR
    400.7, its ruling): no countering, so even a spell that can't be countered."""
    zone, event = ("exile", "exiled") if isinstance(instruction, Exile) else ("hand", "returned_to_hand")
    events = []
    for permanent in permanents:
        if permanent.zone == "stack":
            state.stack[:] = [i for i in state.stack if not (i.kind == "spell" and i.source == permanent.id)]
        put_into(permanent, zone)
        events.append(Event(event, object=permanent.id))
    return events


def _change_status(
    state: GameState, instruction: Tap | Untap | PhaseOut, affected: list[GameObject]
) -> list[Event]:
    """A permanent's status (CR 110.5): tapped, untapped, or phased out (the affected phase out at once)."""
    if isinstance(instruction, PhaseOut):
        return phasing.phase_out(state, affected)
    change = tap if isinstance(instruction, Tap) else untap
    return [e for o in affected for e in change(o)]


def _affected(
    state: GameState, controller: str, who: Affected, legal: Chosen, source: str
) -> list[GameObject]:
    """The objects an instruction affects: its target's legal choices, or a group as it is now (CR 611.2c: the
    ones it names now, and only those, even if its source is gone)."""
    if isinstance(who, int):
        return [state.objects[t] for t in legal[who] if t in state.objects]
    if who == "Knights you control":  # a Knight permanent, whether or not it is a creature now
        return [
            p for p in state.battlefield() if p.controller == controller and has_subtype(state, p, "Knight")
        ]
    yours: Callable[[GameObject], bool] = lambda p: p.controller == controller  # noqa: E731
    kept: dict[str, Callable[[GameObject], bool]] = {
        "creatures you control": yours,
        "other creatures you control": lambda p: yours(p) and p.id != source,
        "attacking creatures": lambda p: p.id in attacking(state),  # CR 506.4: the ones attacking now
        # whoever controls them now (Relentless Assault's rulings)
        "creatures that attacked this turn": lambda p: (p.id, p.zone_changes) in state.attacked_this_turn,
        # CR 608.2j, 105.2: white, whatever other colors it has; its colors as they are now (CR 613.1e)
        "white creatures you control": lambda p: yours(p) and "W" in colors(state, p),
        # the target player, if still legal
        "creatures target player controls": lambda p: p.controller in legal[0],
    }
    return [p for p in state.battlefield() if p.is_type("Creature") and kept[who](p)]


def _fight(state: GameState, one: tuple[str, ...], other: tuple[str, ...]) -> list[Event]:
    """CR 701.14a-b: each creature deals damage equal to its power to the other, at the same time; if either
    is no longer a legal target or no longer on the battlefield, neither deals or is dealt damage."""
    if not one or not other:
        return []
    return fight.fight(state, state.objects[one[0]], state.objects[other[0]])
