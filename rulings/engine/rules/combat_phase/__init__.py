"""The combat phase (CR 506-511): attacking and blocking, their costs (exert among them), entering combat,
reselecting whom a creature attacks, ninjutsu (a creature put onto the battlefield attacking, CR 702.49).

Rank: above mana/ and keyword_abilities/, below spells/."""
