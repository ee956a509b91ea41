"""The Oracle-text compiler: a card's text, paragraph by paragraph, into the reference engine's ability primitives.

Each paragraph is read by the grammar (grammar.lark) whole or not at all, built into a primitive, and printed back
(printer.py): only a primitive whose printed text is the paragraph it came from is kept, so no word is ignored and
no reading is merely plausible. A paragraph of known keywords needs no primitive (the engine reads the card's
keywords); any other paragraph becomes an `Unmodelled` ability with the moment it would matter (moments.py).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from lark import Lark, Token, Tree
from lark.exceptions import LarkError

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import ActivatedAbility, FollowInstructions
from rulings.engine.abilities.costs import AdditionalCost, Cost
from rulings.engine.abilities.effects import (
    Affected,
    CounterTargetSpell,
    DealDamageToTarget,
    Destroy,
    DrawCards,
    Exile,
    Fight,
    GainLife,
    GetsUntilEndOfTurn,
    Instruction,
    LoseLife,
    Regenerate,
    ReturnToOwnersHand,
    Scry,
    SpellAbility,
    Surveil,
    Tap,
    Target,
    TargetKind,
    Untap,
)
from rulings.engine.abilities.statics import (
    CantBeCountered,
)
from rulings.engine.abilities.triggers import Triggered, TriggerEvent
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.cards import KNOWN_KEYWORDS
from rulings.engine.vocabulary.creature_types import CREATURE_TYPES
from rulings.oracle.alternative_costs import ALTERNATIVE_COSTS, alternative_cost
from rulings.oracle.equipment import equip
from rulings.oracle.moments import moment
from rulings.oracle.normalise import REMINDER, normalised
from rulings.oracle.permanents import STATICS, activation_cost
from rulings.oracle.printer import printed
from rulings.oracle.renown import renown
from rulings.oracle.terminals import NUMBERS, keywords_of, mana_symbols, number, pt
from rulings.oracle.token_creation import create_tokens

# The layouts whose cards have one set of characteristics the engine sets up (CR 709-715 give the others theirs).
LAYOUTS = frozenset({"normal", "saga", "leveler", "class", "mutate", "case"})


@dataclass(frozen=True)
class Compiled:
    """A card's compiled definition: its abilities, and for each paragraph the template it was read by (the rule
    of the grammar, "keywords", or "" if it wasn't read)."""

    abilities: tuple[Ability, ...]
    templates: tuple[str, ...]

    @property
    def plays_fully(self) -> bool:
        """Whether every ability is modelled: nothing makes the engine answer `unsupported`."""
        return not any(isinstance(a, Unmodelled) for a in self.abilities)


@cache
def parser() -> Lark:
    """The grammar, loaded once, with the creature types of CR 205.3m as its terminal CREATURE_TYPE (a token's
    subtypes): the longest first, each a whole word, so "Cat" is no prefix of "Caterpillar"."""
    grammar = resources.files("rulings.oracle").joinpath("grammar.lark").read_text(encoding="utf-8")
    types = sorted((t.lower() for t in CREATURE_TYPES), key=len, reverse=True)
    terminal = "CREATURE_TYPE: /(?:" + "|".join(re.escape(t) for t in types) + r")(?![\w'’-])/"
    return Lark(f"{grammar}\n{terminal}\n", start="paragraph", parser="lalr")


def compile_card(name: str, card: Mapping[str, Any]) -> Compiled:
    """The definition of one card from its Oracle data (MTGJSON fields, as the engine reads them)."""
    text = str(card.get("text") or "")
    types = frozenset(str(t) for t in card.get("types") or ())
    if card.get("layout", "normal") not in LAYOUTS:
        return Compiled((Unmodelled(text, "anywhere"),), ("",)) if text else Compiled((), ())
    abilities: list[Ability] = []
    templates: list[str] = []
    for paragraph in text.split("\n") if text else ():
        if not REMINDER.sub("", paragraph).strip():
            templates.append("reminder text")  # no rules meaning (CR 207.2): a basic land's "({T}: Add {G}.)"
            continue
        if known_keywords(paragraph):
            templates.append("keywords")
            continue
        ability, template = compile_paragraph(name, paragraph, types)
        abilities.append(ability)
        templates.append(template)
    return Compiled(_one_spell_ability(abilities), tuple(templates))


def _one_spell_ability(abilities: list[Ability]) -> tuple[Ability, ...]:
    """An instant's or sorcery's paragraphs are one spell ability, its instructions followed in the order written
    (CR 113.3a, 608.2c): the paragraphs read as spells joined, their targets numbered through."""
    spells = [a for a in abilities if isinstance(a, SpellAbility)]
    if len(spells) < 2:
        return tuple(abilities)
    targets: list[Target] = []
    instructions: list[Instruction] = []
    for spell in spells:
        shift = len(targets)
        targets += spell.targets
        instructions += (_renumbered(i, shift) for i in spell.instructions)
    joined = SpellAbility("\n".join(s.text for s in spells), tuple(targets), tuple(instructions))
    first = abilities.index(spells[0])
    rest = [a for a in abilities if not isinstance(a, SpellAbility)]
    return (*rest[:first], joined, *rest[first:])


def _renumbered(instruction: Instruction, shift: int) -> Instruction:
    """The instruction with every target index it holds moved by `shift`."""
    changes = {
        f: getattr(instruction, f) + shift
        for f in TARGET_INDEXES
        if isinstance(getattr(instruction, f, None), int) and not isinstance(getattr(instruction, f), bool)
    }
    return dataclasses.replace(instruction, **changes) if changes else instruction


TARGET_INDEXES = ("who", "one", "other", "player")  # the fields of instructions that name a target by index


def known_keywords(paragraph: str) -> bool:
    """Whether the paragraph lists only keywords the engine knows ("Flying", "Vigilance, reach")."""
    parts = [p.strip() for p in REMINDER.sub("", paragraph).split(",")]
    return all(p[:1].upper() + p[1:] in KNOWN_KEYWORDS for p in parts)


def compile_paragraph(name: str, paragraph: str, types: frozenset[str]) -> tuple[Ability, str]:
    """One paragraph's ability and the template that read it; Unmodelled (template "") if none reads it whole."""
    normal = normalised(name, paragraph)
    words = normal.lower()
    if not all(w in vocabulary() or NUMBERED.fullmatch(w) for w in WORD.findall(words)):
        return Unmodelled(
            paragraph, moment(normal, types)
        ), ""  # a word no template has: no parse can read it
    try:
        tree = parser().parse(words)
    except LarkError:
        return Unmodelled(paragraph, moment(normal, types)), ""
    ability = _build(tree, REMINDER.sub("", paragraph).strip(), types)  # as printed, less reminder text
    if ability is None or printed(ability) != normal:
        return Unmodelled(paragraph, moment(normal, types)), ""
    return ability, str(tree.data)


@cache
def vocabulary() -> frozenset[str]:
    """Every word the grammar's templates are made of (its quoted strings), "~" and the mana symbols included."""
    grammar = resources.files("rulings.oracle").joinpath("grammar.lark").read_text(encoding="utf-8")
    quoted = re.findall(r'"([^"]+)"', grammar)
    words = [w for q in (*quoted, *CREATURE_TYPES) for w in WORD.findall(q.lower())]
    return frozenset(words) | frozenset(NUMBERS)


WORD = re.compile(r"\{[^}]*\}|[+-]\d+/[+-]\d+|[~\w'’]+")
NUMBERED = re.compile(r"\d+|[+-]\d+/[+-]\d+|\{\d+\}")  # a number, a P/T change, a generic mana symbol


def _build(tree: Tree[Token], text: str, types: frozenset[str]) -> Ability | None:  # noqa: PLR0911 - one per form
    if tree.data in KEYWORD_TRIGGERS:  # CR 702.108a, 702.83a: a permanent's keyword, a triggered ability
        return None if types & {"Instant", "Sorcery"} else KEYWORD_TRIGGERS[str(tree.data)](text)
    if tree.data == "cycling":  # CR 702.29a: an instant's or sorcery's too, as it works from the hand
        return _cycling(tree, text)
    if tree.data == "additional_cost":  # CR 118.8: any spell's, a permanent spell's too
        return _additional_cost(tree, text)
    if tree.data == "cant_be_countered":  # CR 113.6g: any spell's, functioning on the stack
        return CantBeCountered(text)
    if (
        tree.data in ALTERNATIVE_COSTS
    ):  # CR 118.9: morph, megamorph (702.37a-b), dash (702.109a), flashback (702.34a)
        return alternative_cost(tree, text, types)
    if tree.data == "renown":  # CR 702.112a: a creature's triggered ability
        return renown(tree, text, types)
    if tree.data == "equip":  # CR 702.6a: an Equipment's, a permanent's
        return None if types & {"Instant", "Sorcery"} else equip(tree, text)
    if tree.data == "activated":
        return None if types & {"Instant", "Sorcery"} else _activated(tree, text)
    if tree.data == "triggered":
        return None if types & {"Instant", "Sorcery"} else _triggered(tree, text)
    if tree.data == "spell":
        if not types & {"Instant", "Sorcery"}:
            return None  # a permanent's text in a spell's words is a rule it doesn't have (CR 113.3a)
        return _spell(tree, text)
    if types & {"Instant", "Sorcery"}:
        return None
    builder = STATICS.get(str(tree.data))
    return builder(tree, text) if builder else None


def _triggered(tree: Tree[Token], text: str) -> Triggered | None:
    """A triggered ability whose effect is one instruction (CR 603.1), naming at most one object or player by the
    word "target", chosen as it is put on the stack (CR 603.3d): no spell (only permanents and players are
    looked at then) and no "up to N"."""
    trigger, effect = tree.children
    assert isinstance(trigger, Tree) and isinstance(effect, Tree)
    targets: list[Target] = []
    event = TRIGGER_EVENTS[str(trigger.data)]
    # "Whenever ~ attacks, it gets ...": "it" is the card the trigger event names; else "it" names nothing. A
    # creature that died is a new object (CR 400.7): "it" names nothing, and no damage is read as dealt by it (its
    # last known information, CR 113.7a, isn't modelled for damage).
    it: Affected | None = "this" if event.startswith("this ") and event != "this dies" else None
    if event == "this dies" and effect.data == "damage":
        return None
    if effect.data == "draw_and_lose":  # "you draw a card and you lose 1 life": in that order (CR 608.2c)
        drawn, lost = (number(p) for p in _parts(effect))
        instructions: tuple[Instruction, ...] = (DrawCards(drawn), LoseLife(lost))
    else:
        instruction = _instruction(effect, targets, it=it)
        if instruction is None:
            return None
        instructions = (instruction,)
    if any(t.count != 1 or t.up_to or "spell" in t.kind for t in targets):
        return None
    return Triggered(
        text, event, "follow its instructions", instructions=instructions, targets=tuple(targets)
    )


def _activated(tree: Tree[Token], text: str) -> ActivatedAbility | None:
    """ "[Cost]: [Effect]" (CR 602.1a): a cost of mana, {T} and "Sacrifice ~", and an effect naming at most one
    permanent or player by the word "target", chosen as it is activated (CR 602.2b, 601.2c): "~ gets +1/+0 until
    end of turn" names its source, only while it is the object it was (CR 400.7). A source sacrificed to pay the
    cost deals no damage here: its last known information (CR 113.7a) isn't modelled for damage."""
    cost_tree, effect = tree.children
    assert isinstance(cost_tree, Tree) and isinstance(effect, Tree)
    cost = activation_cost(cost_tree)
    targets: list[Target] = []
    instruction = _instruction(effect, targets)
    if cost is None or instruction is None or len(targets) > 1:
        return None
    if any(t.count != 1 or t.up_to or "spell" in t.kind for t in targets):
        return None
    if cost.sacrifice == "this" and effect.data == "damage":
        return None
    return ActivatedAbility(text, cost, FollowInstructions((instruction,), tuple(targets)))


def _additional_cost(tree: Tree[Token], text: str) -> AdditionalCost | None:
    """ "As an additional cost to cast this spell, sacrifice a creature." ("... an artifact or creature.") / "...,
    discard a card.": a mandatory additional cost (CR 118.8), one permanent or one card (the engine pays no more
    than one of each)."""
    (what,) = tree.children
    assert isinstance(what, Tree)
    if what.data == "sacrifice_a":  # "an artifact or creature": one permanent with either type (CR 701.21a)
        return AdditionalCost(text, sacrifice=" or ".join(str(t).capitalize() for t in what.children))
    count = number(next(_parts(what)))
    return AdditionalCost(text, discard=count) if count == 1 else None


def _cycling(tree: Tree[Token], text: str) -> ActivatedAbility:
    """CR 702.29a: "Cycling [cost]" is "[Cost], Discard this card: Draw a card.", functioning only in the hand."""
    (cost,) = tree.children
    assert isinstance(cost, Tree)
    return ActivatedAbility(
        text,
        Cost(mana=mana_symbols(cost), discard_this=True),
        FollowInstructions((DrawCards(1),)),
        zone="hand",
    )


def _keyword_trigger(event: TriggerEvent, who: Affected) -> Callable[[str], Triggered]:
    """A keyword that is a triggered ability: "[trigger event], <who> gets +1/+1 until end of turn"."""

    def build(text: str) -> Triggered:
        return Triggered(
            text, event, "follow its instructions", instructions=(GetsUntilEndOfTurn(who, 1, 1),)
        )

    return build


def _undying(text: str) -> Triggered:
    """CR 702.93a: "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1 counters
    on it, return it to the battlefield under its owner's control with a +1/+1 counter on it." A permanent's: the
    compiler reads it only on a permanent card (an instant's or sorcery's is never on the battlefield)."""
    return Triggered(
        text,
        "this dies",
        "return this to the battlefield under its owner's control with a +1/+1 counter",
        condition="this had no +1/+1 counters on it",
    )


KEYWORD_TRIGGERS: dict[str, Callable[[str], Triggered]] = {
    # CR 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
    "prowess": _keyword_trigger("you cast a noncreature spell", "this"),
    # CR 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."
    "exalted": _keyword_trigger("a creature you control attacks alone", "that creature"),
    "undying": _undying,
}


# The grammar's trigger events, as the engine's trigger vocabulary names them (engine/abilities/triggers.py).
TRIGGER_EVENTS: dict[str, TriggerEvent] = {
    "this_enters": "this enters",
    "this_dies": "this dies",
    "this_attacks": "this attacks",
    "this_blocks": "this blocks",
    "this_becomes_blocked": "this becomes blocked",
    "this_deals_combat_damage": "this deals combat damage to a player",
    "another_creature_enters": "another creature enters",
    "creature_you_control_enters": "a creature you control enters",
    "another_creature_you_control_enters": "another creature you control enters",
    "land_you_control_enters": "a land you control enters",
    "you_gain_life": "you gain life",
    "your_upkeep": "beginning of your upkeep",
    "each_upkeep": "beginning of each upkeep",
    "your_end_step": "beginning of your end step",
}


def _spell(tree: Tree[Token], text: str) -> SpellAbility | None:
    targets: list[Target] = []
    instructions: list[Instruction] = []
    for sentence in tree.children:
        assert isinstance(sentence, Tree)
        instruction = _instruction(sentence, targets)
        if instruction is None or getattr(instruction, "who", None) == "this":
            return None  # the spell's own name ("~ gets +1/+1") is no creature it affects
        instructions.append(instruction)
    return SpellAbility(text, tuple(targets), tuple(instructions))


def _instruction(  # noqa: PLR0911 - one return per template
    sentence: Tree[Token], targets: list[Target], *, it: Affected | None = None
) -> Instruction | None:
    """One sentence's instruction; the targets it names are added to the spell's, in the order of the text. "~"
    as its subject is the ability's source ("this"); `it`: what "it" names where no target came before."""
    kind = str(sentence.data)
    parts = list(_parts(sentence))
    if kind in ("destroy", "exile", "bounce", "tap", "untap", "counter"):
        target = _who(parts[0], targets)
        return _ON_TARGET[kind](target) if isinstance(target, int) else None
    if kind == "damage":
        subject, amount, target_part, *life = parts
        # the source deals it: "~", or "it" where "it" is the source the trigger event names (CR 603.1)
        if _who(subject, targets, it=it) != "this":
            return None
        target = _who(target_part, targets)
        gain = number(life[0]) if life else 0  # "... and you gain N life" (CR 608.2c)
        return DealDamageToTarget(target, number(amount), gain) if isinstance(target, int) else None
    if kind in ("pump", "gains"):
        who = _who(parts[0], targets, it=it)
        if who is None:
            return None
        power, toughness = pt(parts[1]) if kind == "pump" else (0, 0)
        keywords = (
            keywords_of(parts[-1])
            if isinstance(parts[-1], Tree) and parts[-1].data == "keywords"
            else frozenset()
        )
        return GetsUntilEndOfTurn(who, power, toughness, keywords)
    if kind == "group_pump":
        power, toughness = pt(parts[0])
        keywords = keywords_of(parts[1]) if len(parts) > 1 else frozenset()
        return GetsUntilEndOfTurn("creatures you control", power, toughness, keywords)
    if kind == "fight":
        one, other = (_who(p, targets) for p in parts)
        return Fight(one, other) if isinstance(one, int) and isinstance(other, int) else None
    if kind == "scry":
        return Scry(number(parts[0]))  # CR 701.22a: its controller scries
    if kind == "regenerate":
        return Regenerate("this")  # CR 701.19a: its source, while it is the object it was (CR 400.7)
    if kind == "surveil":
        return Surveil(number(parts[0]))  # CR 701.25a: its controller surveils
    if kind == "create_tokens":
        return create_tokens(parts)
    if kind in ("each_loses", "target_loses"):
        return _loses(kind, parts, targets)
    return _life_or_cards(kind, number(parts[0]))


def _life_or_cards(kind: str, amount: int) -> Instruction | None:
    if kind == "draw":
        return DrawCards(amount)
    if kind == "gain_life":
        return GainLife(amount)
    return LoseLife(amount)


def _loses(kind: str, parts: list[Tree[Token] | Token], targets: list[Target]) -> LoseLife | None:
    """ "Each player/opponent loses N life", "target player/opponent loses N life" (CR 119.3), "... and you gain M
    life" (CR 608.2c): a fixed amount gained, so exact whatever the loss."""
    who, amount, *gain = parts
    gained = number(gain[0].children[0]) if gain and isinstance(gain[0], Tree) else 0
    if kind == "each_loses":
        each = str(who) == "player"
        return LoseLife(number(amount), each_player=each, each_opponent=not each, and_you_gain=gained)
    player = _who(who, targets)
    if not isinstance(player, int) or targets[player].kind not in ("player", "opponent"):
        return None  # only a player loses life (CR 119.3): "target creature loses 2 life" is no rule
    return LoseLife(number(amount), player=player, and_you_gain=gained)


_ON_TARGET: dict[str, Callable[[int], Instruction]] = {
    "destroy": Destroy,
    "exile": Exile,
    "bounce": ReturnToOwnersHand,
    "tap": Tap,
    "untap": Untap,
    "counter": CounterTargetSpell,
}


def _parts(tree: Tree[Token]) -> Iterator[Tree[Token] | Token]:
    """A rule's children that carry meaning (the anonymous words are filtered out by the grammar)."""
    yield from (c for c in tree.children if not (isinstance(c, Token) and c.type == "CARDS"))


def _who(part: Tree[Token] | Token, targets: list[Target], *, it: Affected | None = None) -> Affected | None:
    """Whom a phrase names: a new use of the word "target" (its index), "it" (the last one, else `it`), or "~" (the
    ability's source: "this", CR 400.7; a spell's own name is no object it affects, so None there)."""
    if not isinstance(part, Tree):
        return None
    if part.data == "this":
        return "this"
    if part.data == "it":
        return len(targets) - 1 if targets else it
    if part.data == "any_target":
        targets.append(Target("any"))
    elif part.data == "one_target":
        targets.append(Target(_kind(str(part.children[0]))))
    else:  # up to N target <nouns>
        amount, nouns = part.children
        assert isinstance(amount, Tree)
        targets.append(Target(_kind(PLURALS[str(nouns)]), count=number(amount), up_to=True))
    return len(targets) - 1


PLURALS = {"creatures": "creature", "permanents": "permanent", "artifacts": "artifact", "lands": "land"}


def _kind(noun: str) -> TargetKind:
    kind: TargetKind = noun  # type: ignore[assignment]  # the grammar's nouns are the engine's target kinds
    return kind
