"""Static abilities of a permanent that apply to itself only while a condition holds (CR 604.1, 611.3a): "This
creature gets +1/+0 as long as you control an artifact" (Gearsmith Prodigy), "As long as you control a Dragon, this
creature has flying" (Kargan Dragonrider), "During your turn, this creature has flying" (Daggersail Aeronaut).
engine/rules/layer_effects.py gives them their meaning, in layers 6 and 7c (CR 613.1f, 613.4c)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings.engine.abilities.text import TextAbility


@dataclass(frozen=True)
class YouControl:
    """ "you control a(n) <quality>": a permanent its controller controls with the card type, subtype and one of the
    colors named (each only if named), as the layers have made it (CR 613.1d-e); `another`: not the source."""

    card_type: str = ""  # "Artifact", "Creature", ...; "" for any permanent
    subtype: str = ""  # "Dragon", "Ajani" (a planeswalker type, CR 205.3j)
    colors: tuple[str, ...] = ()  # any of these, in printed order: ("R", "W") is "red or white"
    another: bool = False
    at_least: int = 1  # "three or more artifacts"


@dataclass(frozen=True)
class ThisGetsWhile(TextAbility):
    """ "~ gets +N/+M [and has K] as long as you control <quality>" and its other word orders, or "During your turn,
    ~ has K" (`your_turn`): the effect exists only while the condition holds, checked continuously (CR 611.3a)."""

    power: int = 0
    toughness: int = 0
    keywords: frozenset[str] = frozenset()
    you_control: YouControl | None = None
    your_turn: bool = False
