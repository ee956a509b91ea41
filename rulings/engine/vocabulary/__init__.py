"""The bottom layer: the rules' words (mana symbols and types, the steps of a turn, events, errors); imports nothing."""
