"""Printing a compiled ability back as Oracle text, with "~" for the card's references to itself.

The compiler keeps a reading only if this prints the paragraph it read (rulings/oracle/compiler.py): the inverse
direction written separately, so a builder that drops or bends a word is caught by the comparison.
"""

from __future__ import annotations

from collections.abc import Callable

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import (
    ActivatedAbility,
    AttachThisToTargetCreatureYouControl,
    FollowInstructions,
)
from rulings.engine.abilities.cast_permissions import Dash, Flashback, Morph
from rulings.engine.abilities.combat import (
    AttacksEachCombat,
    CanBlockOnlyFlying,
    CantBeBlocked,
    CantBlock,
    EnchantedCantAttackOrBlock,
)
from rulings.engine.abilities.conditional_statics import ThisGetsWhile, YouControl
from rulings.engine.abilities.costs import AdditionalCost, Cost

# The printer prints every primitive the compiler builds (the inverse reading, written apart on purpose): the two
# import lists name the same primitives.
from rulings.engine.abilities.effects import (
    BecomesRenowned,
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
    Untap,
)
from rulings.engine.abilities.keywords import GrantKeyword
from rulings.engine.abilities.mana_sources import EachOfTypes, ManaAbility, OneOfTypes
from rulings.engine.abilities.statics import (
    CantBeCountered,
    CreaturesYouControlGet,
    EnchantCreature,
    EnchantedGets,
    EntersTapped,
    EquippedGets,
    OtherCreaturesYouControlGet,
)
from rulings.engine.abilities.tokens import CreateTokens, Token
from rulings.engine.abilities.triggers import Triggered

WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}
WORDS[10] = "ten"
PLURAL = {"creature": "creatures", "permanent": "permanents", "artifact": "artifacts", "land": "lands"}


def printed(ability: Ability) -> str | None:  # noqa: PLR0911, PLR0912 - one return per template
    """The ability's text as Oracle templating prints it, or None for a primitive this printer doesn't know."""
    match ability:
        case SpellAbility(targets=targets, instructions=instructions):
            return _spell(targets, instructions)
        case CantBeCountered():
            return "~ can't be countered."
        case AdditionalCost(sacrifice=str(kinds), discard=0) if kinds:
            article = "an" if kinds[0] in "AEIOU" else "a"
            return f"As an additional cost to cast ~, sacrifice {article} {kinds.lower()}."
        case AdditionalCost(sacrifice="", discard=1):
            return "As an additional cost to cast ~, discard a card."
        case ThisGetsWhile():
            return _while(ability)
        case EntersTapped():
            return "~ enters tapped."
        case CreaturesYouControlGet(power=p, toughness=t):
            return f"Creatures you control get {_pt(p, t)}."
        case OtherCreaturesYouControlGet(power=p, toughness=t):
            return f"Other creatures you control get {_pt(p, t)}."
        case EnchantCreature():
            return "Enchant creature"
        case EnchantedGets(power=p, toughness=t):
            return f"Enchanted creature gets {_pt(p, t)}."
        case GrantKeyword(keyword=keyword, who="enchanted creature" | "equipped creature" as who):
            return f"{who.capitalize()} has {keyword.lower()}."
        case EquippedGets(power=0, toughness=0, keywords=keywords, loses=frozenset()) if len(keywords) > 1:
            return f"Equipped creature has {_keywords(keywords)}."
        case EquippedGets(power=p, toughness=t, keywords=keywords, loses=loses) if (p or t) and not (
            keywords and loses
        ):
            has = f" and has {_keywords(keywords)}" if keywords else ""
            lost = f" and loses {_keywords(loses)}" if loses else ""
            return f"Equipped creature gets {_pt(p, t)}{has}{lost}."
        case ActivatedAbility(
            cost=Cost(mana=str(mana)), effect=AttachThisToTargetCreatureYouControl(), timing="sorcery"
        ) if mana and ability == ActivatedAbility(
            ability.text, Cost(mana=mana), ability.effect, timing="sorcery"
        ):
            return f"Equip {mana}"  # CR 702.6a
        case GrantKeyword(
            keyword=keyword, who="creatures you control" | "other creatures you control" as who
        ):
            return f"{who[0].upper()}{who[1:]} have {keyword.lower()}."
        case Morph(cost=str(mana), megamorph=bool(mega)) if mana:
            return f"{'Megamorph' if mega else 'Morph'} {mana}"  # CR 702.37a-b
        case Dash(cost=str(mana)) if mana:
            return f"Dash {mana}"  # CR 702.109a
        case Flashback(cost=str(mana)) if mana:
            return f"Flashback {mana}"  # CR 702.34a
        case CantBlock():
            return "~ can't block."
        case EnchantedCantAttackOrBlock():
            return "Enchanted creature can't attack or block."
        case CantBeBlocked():
            return "~ can't be blocked."
        case AttacksEachCombat():
            return "~ attacks each combat if able."
        case CanBlockOnlyFlying():
            return "~ can block only creatures with flying."
        case Triggered(
            event="this deals combat damage to a player",
            condition="this isn't renowned",
            instructions=(BecomesRenowned(who="this", counters=int(count)),),
        ) if (
            count > 0
            and ability
            == Triggered(
                ability.text,
                ability.event,
                ability.effect,
                ability.condition,
                instructions=ability.instructions,
            )
            and ability.effect == "follow its instructions"
        ):
            return f"Renown {count}"  # CR 702.112a
        case Triggered() if _plain(ability) and (keyword_line := _keyword_trigger(ability)):
            return keyword_line
        case Triggered(
            event="this dies",
            effect="return this to the battlefield under its owner's control with a +1/+1 counter",
            condition="this had no +1/+1 counters on it",
        ) if ability == Triggered(ability.text, ability.event, ability.effect, condition=ability.condition):
            return "Undying"  # CR 702.93a
        case Triggered(
            effect="follow its instructions", instructions=(DrawCards(count=drawn), LoseLife() as lost)
        ) if _plain(ability) and not ability.targets and lost == LoseLife(lost.amount):
            # "you draw a card and you lose 1 life": the two instructions of one sentence (CR 608.2c)
            cards = "a card" if drawn == 1 else f"{WORDS.get(drawn, str(drawn))} cards"
            line = f"you draw {cards} and you lose {lost.amount} life."
            return f"{TRIGGERS[ability.event]}, {line}" if ability.event in TRIGGERS else None
        case Triggered(effect="follow its instructions", instructions=(instruction,)) if _plain(ability):
            # "Whenever ~ attacks, it gets ...": the source the event names, still on the battlefield
            it = "this" if ability.event.startswith("this ") and ability.event != "this dies" else None
            sentence = _sentence(instruction, ability.targets, set(), it=it)
            return (
                f"{TRIGGERS[ability.event]}, {sentence}" if sentence and ability.event in TRIGGERS else None
            )
        case ActivatedAbility(cost=Cost(mana=str(mana), discard_this=True), zone="hand") if (
            mana and ability == _cycling(ability.text, mana)
        ):
            return f"Cycling {mana}"  # CR 702.29a
        case ActivatedAbility(cost=cost, effect=FollowInstructions(instructions=(one,), targets=targets)) if (
            ability == ActivatedAbility(ability.text, cost, ability.effect) and (paid := _cost(cost))
        ):
            sentence = _sentence(one, targets, set())
            return f"{paid}: {sentence[0].upper()}{sentence[1:]}" if sentence else None
        case ManaAbility(cost=Cost(tap=True), restriction="", draws=0) if ability.cost == Cost(
            tap=True, mana=ability.cost.mana
        ):
            added = _mana_added(ability)
            pain = f" ~ deals {ability.damages_you} damage to you." if ability.damages_you else ""
            return f"{_cost(ability.cost)}: Add {added}.{pain}" if added else None
    return None


# How Oracle text words each trigger event the compiler reads (CR 603.1).
TRIGGERS = {
    "this enters": "When ~ enters",
    "this dies": "When ~ dies",
    "this attacks": "Whenever ~ attacks",
    "this blocks": "Whenever ~ blocks",
    "this becomes blocked": "Whenever ~ becomes blocked",
    "this deals combat damage to a player": "Whenever ~ deals combat damage to a player",
    "another creature enters": "Whenever another creature enters",
    "a creature you control enters": "Whenever a creature you control enters",
    "another creature you control enters": "Whenever another creature you control enters",
    "a land you control enters": "Whenever a land you control enters",
    "you gain life": "Whenever you gain life",
    "beginning of your upkeep": "At the beginning of your upkeep",
    "beginning of each upkeep": "At the beginning of each upkeep",
    "beginning of your end step": "At the beginning of your end step",
}


def _cost(cost: Cost) -> str | None:
    """An activation cost as Oracle text orders it: mana, then {T}, then "Sacrifice ~"; None for other costs."""
    if cost != Cost(tap=cost.tap, mana=cost.mana, sacrifice=cost.sacrifice) or cost.sacrifice not in (
        "",
        "this",
    ):
        return None
    parts = [cost.mana] if cost.mana else []
    parts += ["{T}"] if cost.tap else []
    parts += ["Sacrifice ~"] if cost.sacrifice == "this" else []
    return ", ".join(parts) or None


def _while(ability: ThisGetsWhile) -> str | None:
    """ "~ gets +N/+M and has K as long as you control <quality>." (or with the condition first, as the card prints
    it), "During your turn, ~ has K."."""
    gets = f"gets {_pt(ability.power, ability.toughness)}" if ability.power or ability.toughness else ""
    has = f"has {_keywords(ability.keywords)}" if ability.keywords else ""
    bonus = " and ".join(b for b in (gets, has) if b)
    if not bonus:
        return None
    if ability.your_turn:
        return f"During your turn, ~ {bonus}." if ability.you_control is None else None
    if ability.you_control is None:
        return None
    quality = _quality(ability.you_control)
    if quality is None:
        return None
    if ability.text.split(" — ", 1)[-1].startswith(
        "As long as"
    ):  # the card's own word order (an ability word aside)
        return f"As long as you control {quality}, ~ {bonus}."
    return f"~ {bonus} as long as you control {quality}."


COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _quality(what: YouControl) -> str | None:
    """ "an artifact", "a Dragon", "an Ajani planeswalker", "a blue creature", "another artifact", "three or more
    artifacts"."""
    if what.at_least > 1:
        plain = YouControl(what.card_type, at_least=what.at_least)
        if what != plain or not what.card_type:
            return None  # only "N or more <card type>s" is read
        return f"{WORDS[what.at_least]} or more {what.card_type.lower()}s"
    words = " or ".join(COLOR_WORDS[c] for c in what.colors)
    words = " ".join(w for w in (words, what.subtype, what.card_type.lower()) if w)
    article = "another" if what.another else ("an" if words[:1].lower() in "aeiou" else "a")
    return f"{article} {words}"


def _mana_added(ability: ManaAbility) -> str | None:
    """What "{T}: Add ..." adds, as printed: "{G}", "{C}{C}", "{R} or {G}", "one mana of any color"."""
    match ability:
        case ManaAbility(types="any color", amount=1):
            return "one mana of any color"
        case ManaAbility(types=OneOfTypes(types=types), amount=1) if 2 <= len(types) <= 3:
            symbols = ["{" + t + "}" for t in types]
            return (
                " or ".join(symbols) if len(symbols) == 2 else f"{symbols[0]}, {symbols[1]}, or {symbols[2]}"
            )
        case ManaAbility(types=EachOfTypes(types=types), amount=1) if len(set(types)) > 1:
            return "".join("{" + t + "}" for t in types)
        case ManaAbility(types=str(mana), amount=int(amount)) if len(mana) == 1:
            return ("{" + mana + "}") * amount
    return None


def _cycling(text: str, mana: str) -> ActivatedAbility:
    """CR 702.29a: "[Cost], Discard this card: Draw a card.", functioning only in the hand."""
    return ActivatedAbility(
        text, Cost(mana=mana, discard_this=True), FollowInstructions((DrawCards(1),)), zone="hand"
    )


# The keywords that are triggered abilities, as their rules define them (CR 702.108a, 702.83a).
KEYWORD_TRIGGERS = {
    ("you cast a noncreature spell", "this"): "Prowess",
    ("a creature you control attacks alone", "that creature"): "Exalted",
}


def _keyword_trigger(ability: Triggered) -> str | None:
    match ability.instructions:
        case (
            GetsUntilEndOfTurn(who=str(who), power=1, toughness=1, keywords=frozenset(), times=1) as pump,
        ) if pump.colors is None and not pump.attacks_if_able:
            return KEYWORD_TRIGGERS.get((ability.event, who))
    return None


def _plain(ability: Triggered) -> bool:
    """A triggered ability with nothing but its event and effect: no condition, mode, chapter or created ability."""
    return (
        not ability.condition
        and not ability.once_each_turn
        and not ability.modes
        and not ability.chapter
        and ability.creates is None
    )


def _spell(targets: tuple[Target, ...], instructions: tuple[Instruction, ...]) -> str | None:
    named: set[int] = set()
    sentences = []
    for instruction in instructions:
        sentence = _sentence(instruction, targets, named)
        if sentence is None:
            return None
        sentences.append(sentence[0].upper() + sentence[1:])
    return " ".join(sentences)


def _sentence(  # noqa: PLR0911 - one return per template
    instruction: Instruction, targets: tuple[Target, ...], named: set[int], *, it: str | None = None
) -> str | None:
    def who(index: int) -> str:
        if index in named:
            return "it"
        named.add(index)
        return _target(targets[index])

    if isinstance(instruction, GetsUntilEndOfTurn) and instruction.who == "this":
        return _this_gets(instruction, "it" if it == "this" else "~")
    match instruction:
        case DealDamageToTarget(who=int(index), amount=int(amount), and_you_gain=life_gained):
            source = (
                "it" if it == "this" else "~"
            )  # "When ~ enters, it deals ...": the source the event names
            life = f" and you gain {life_gained} life" if life_gained else ""
            return f"{source} deals {amount} damage to {who(index)}{life}."
        case GetsUntilEndOfTurn(who="creatures you control", power=p, toughness=t, keywords=k, times=1):
            gain = f" and gain {_keywords(k)}" if k else ""
            return f"creatures you control get {_pt(p, t)}{gain} until end of turn."
        case GetsUntilEndOfTurn(who=int(index), power=0, toughness=0, keywords=k, times=1) if k:
            s = "" if _plural(targets[index]) else "s"
            return f"{who(index)} gain{s} {_keywords(k)} until end of turn."
        case GetsUntilEndOfTurn(who=int(index), power=p, toughness=t, keywords=k, times=1):
            s = "" if _plural(targets[index]) else "s"
            gain = f" and gain{s} {_keywords(k)}" if k else ""
            return f"{who(index)} get{s} {_pt(p, t)}{gain} until end of turn."
        case Fight(one=one, other=other):
            return f"{who(one)} fights {who(other)}."
        case DrawCards(count=1):
            return "draw a card."
        case DrawCards(count=count):
            return f"draw {WORDS.get(count, str(count))} cards."
        case GainLife(amount=int(amount)):
            return f"you gain {amount} life."
        case Scry(amount=amount) | Surveil(amount=amount):  # the keyword action is the class's name
            return f"{type(instruction).__name__.lower()} {amount}."
        case LoseLife():
            return _loses(instruction, who)
        case CreateTokens(token=token, count=count, tapped_and_attacking=attacking):
            return _create_tokens(token, count, attacking=attacking)
    return _on_target(instruction, who)


def _loses(lose: LoseLife, who: Callable[[int], str]) -> str | None:
    """ "you lose N life", "each player/opponent loses N life", "<target> loses N life", "... and you gain M life"."""
    named = [lose.each_player, lose.each_opponent, lose.player is not None]
    if sum(named) > 1:
        return None
    gain = f" and you gain {lose.and_you_gain} life" if lose.and_you_gain else ""
    if lose.player is not None:
        return f"{who(lose.player)} loses {lose.amount} life{gain}."
    if not any(named):
        return f"you lose {lose.amount} life." if not gain else None
    return f"each {'player' if lose.each_player else 'opponent'} loses {lose.amount} life{gain}."


def _create_tokens(token: Token, count: int, *, attacking: bool) -> str | None:
    """ "create a 2/2 green Wolf creature token", "create two 1/1 colorless Thopter artifact creature tokens with
    flying" (CR 111.3): the characteristics in the order Oracle text gives them."""
    if "Creature" not in token.types or not token.subtypes or not 1 <= count <= 10:
        return None
    others = sorted(token.types - {"Creature"})
    types = " ".join([*(t.lower() for t in others), "creature"])
    article = "an" if token.power.startswith("8") or token.power in ("11", "18") else "a"
    number = article if count == 1 else WORDS[count]
    plural = "token" if count == 1 else "tokens"
    keywords = f" with {_keywords(token.keywords)}" if token.keywords else ""
    if attacking:  # CR 508.4
        keywords += f" {'that' + chr(39) + 's' if count == 1 else 'that are'} tapped and attacking"
    colors = _colors(token.colors)
    return (
        f"create {number} {token.power}/{token.toughness} {colors} {' '.join(token.subtypes)} {types} {plural}"
        f"{keywords}."
        if colors
        else None
    )


COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _colors(colors: frozenset[str]) -> str | None:
    """ "colorless", "green", "blue and red": a pair in Oracle text's order, the first the color one or two steps
    before the other around W, U, B, R, G (white and blue, white and black, red and white, green and blue)."""
    if not colors:
        return "colorless"
    if len(colors) == 1:
        return COLOR_WORDS.get(next(iter(colors)))
    if len(colors) != 2 or not colors <= set(COLOR_WORDS):
        return None
    one, other = sorted(colors, key="WUBRG".index)
    if ("WUBRG".index(other) - "WUBRG".index(one)) % 5 > 2:
        one, other = other, one
    return f"{COLOR_WORDS[one]} and {COLOR_WORDS[other]}"


def _this_gets(pump: GetsUntilEndOfTurn, subject: str) -> str | None:
    """ "~ gets +N/+M [and gains K] until end of turn", "~ gains K until end of turn": the ability's source."""
    if pump.times != 1 or pump.colors is not None or pump.attacks_if_able:
        return None
    if not (pump.power or pump.toughness):
        return f"{subject} gains {_keywords(pump.keywords)} until end of turn." if pump.keywords else None
    gain = f" and gains {_keywords(pump.keywords)}" if pump.keywords else ""
    return f"{subject} gets {_pt(pump.power, pump.toughness)}{gain} until end of turn."


VERBS: dict[type, str] = {
    Destroy: "destroy",
    Exile: "exile",
    Tap: "tap",
    Untap: "untap",
    CounterTargetSpell: "counter",
}


def _on_target(instruction: Instruction, who: Callable[[int], str]) -> str | None:
    verb = VERBS.get(type(instruction))
    index = getattr(instruction, "who", None)
    if isinstance(instruction, Regenerate) and index == "this":
        return "regenerate ~."  # CR 701.19a: its source's shield
    if not isinstance(index, int):
        return None
    if verb is not None:
        return f"{verb} {who(index)}."
    if isinstance(instruction, ReturnToOwnersHand):
        return f"return {who(index)} to its owner's hand."
    return None


def _plural(target: Target) -> bool:
    return target.up_to or target.count > 1


def _target(target: Target) -> str:
    if target.kind == "any" and target.count == 1 and not target.up_to:
        return "any target"
    if target.up_to:
        return f"up to {WORDS.get(target.count, str(target.count))} target {PLURAL[target.kind]}"
    return f"target {target.kind}"


def _pt(power: int, toughness: int) -> str:
    """ "+2/+2", "-1/-0": a zero takes the other's sign, as Oracle text prints it."""
    sign = "-" if min(power, toughness) < 0 else "+"
    return f"{_signed(power, sign)}/{_signed(toughness, sign)}"


def _signed(value: int, sign: str) -> str:
    return f"{sign}0" if value == 0 else f"{value:+d}"


def _keywords(keywords: frozenset[str]) -> str:
    return " and ".join(k.lower() for k in sorted(keywords))
