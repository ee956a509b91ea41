"""Adapters: each turns one kind of engine into a protocol `Engine`."""
