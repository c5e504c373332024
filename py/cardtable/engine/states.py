"""One typed way to change a frozen state: ``evolve(state, field=value, ...)``, and
``replaced(values, index, value)`` for one entry of a per-seat tuple.

mypy reads it as ``dataclasses.replace``, which it checks against the dataclass (a misspelt
field or a wrong type fails the type check); at run time it skips the frozen ``__init__``,
several times faster, because bots search through many states. A state is a plain frozen
dataclass with no ``__post_init__`` and no ``__slots__``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

__all__ = ["evolve", "replaced"]

T = TypeVar("T")


def replaced(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with the one at ``index`` replaced: a seat's entry in a per-seat tuple."""
    return values[:index] + (value,) + values[index + 1 :]


if TYPE_CHECKING:
    from dataclasses import replace as evolve
else:

    def evolve(state, /, **changes):
        fields = state.__dict__.copy()
        fields.update(changes)
        new = object.__new__(type(state))
        object.__setattr__(new, "__dict__", fields)
        return new
