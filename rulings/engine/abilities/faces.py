"""The back face of a transforming double-faced card (CR 712.2): its characteristics are the vendored data's, its
abilities these primitives."""

from __future__ import annotations

from dataclasses import dataclass

from rulings.engine.abilities.activated import ActivatedAbility
from rulings.engine.abilities.text import TextAbility
from rulings.engine.abilities.unmodelled import Unmodelled


@dataclass(frozen=True)
class BackFace(TextAbility):
    """The abilities of the card's back face, which it has only while that face is up (CR 712.8e); its text is the
    back face's rules text."""

    abilities: tuple[ActivatedAbility | Unmodelled, ...]
