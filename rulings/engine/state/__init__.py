"""The game's data (engine/state/game_state.py), its objects and the stack with typed effects; pure queries only."""
