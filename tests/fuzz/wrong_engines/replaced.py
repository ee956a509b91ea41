"""The reference engine with one public rules function done wrong while it answers: the `Replaced` mixin, the
swap of a function's code (`replaced`) and of an object's fields (`seen_as`) that its wrong behaviours use."""

from __future__ import annotations

import contextlib
import functools
import importlib
import inspect
import types
from collections.abc import Callable, Iterable, Iterator
from types import CodeType
from typing import Any, ClassVar

from rulings.protocol.session import Message

RULES = "rulings.engine.rules"


class Replaced:
    """The reference engine with public rules functions done wrong while it answers: `wrong` pairs each function,
    "module:function" by its public name, with the wrong behaviour that stands for it wherever a rule calls it,
    called with the right function first and then the arguments. The wrong engine names a function's behaviour,
    never its source text or a private helper, so moving or rewriting the rules doesn't repoint it. A mixin: a
    wrong engine is `(Replaced, Corrupted)`."""

    wrong: ClassVar[tuple[tuple[str, Callable[..., Any]], ...]] = ()

    def request(self, message: Message) -> Message:
        """Answer with the functions replaced."""
        with contextlib.ExitStack() as stack:
            for target, wrong in self.wrong:
                stack.enter_context(replaced(target, wrong))
            reply: Message = super().request(message)  # type: ignore[misc]  # Corrupted's, after this mixin
        return reply


@contextlib.contextmanager
def replaced(target: str, wrong: Callable[..., Any]) -> Iterator[None]:
    """While in the block, calling the function `target` calls `wrong(right, *args, **kwargs)` instead.

    Its code object is swapped for a trampoline (callers hold the function itself, imported by name), so a
    reference engine in the same process, answering in between, is unaffected."""
    module_name, name = target.split(":")
    function = inspect.unwrap(getattr(importlib.import_module(module_name), name))
    right = types.FunctionType(
        function.__code__, function.__globals__, name, function.__defaults__, function.__closure__
    )
    right.__kwdefaults__ = function.__kwdefaults__
    slot = f"__wrong_{name}__"
    function.__globals__[slot] = functools.partial(wrong, right)
    original = function.__code__
    function.__code__ = _trampoline(slot)
    try:
        yield
    finally:
        function.__code__ = original
        del function.__globals__[slot]


@functools.cache
def _trampoline(slot: str) -> CodeType:
    namespace: dict[str, Any] = {}
    exec(f"def trampoline(*args, **kwargs):\n    return {slot}(*args, **kwargs)", namespace)
    code: CodeType = namespace["trampoline"].__code__
    return code


@contextlib.contextmanager
def seen_as(objects: Iterable[Any], **fields: Any) -> Iterator[None]:
    """The objects with these fields changed while in the block, as a wrong rule would see them."""
    saved = [(obj, {f: getattr(obj, f) for f in fields}) for obj in objects]
    for obj, _ in saved:
        for field, value in fields.items():
            setattr(obj, field, value)
    try:
        yield
    finally:
        for obj, before in saved:
            for field, value in before.items():
                setattr(obj, field, value)
