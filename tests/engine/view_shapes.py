"""The shape of a view against its game's ``view_type`` (a TypedDict): the conformance suite
checks every view its sweeps make. Two forms of one check: ``shape_check`` is quick (compiled
once per type, it runs on every view), ``view_shape_errors`` says where a view strays (it runs
only when the quick one fails)."""

from __future__ import annotations

import functools
import types
import typing
from collections.abc import Callable
from typing import Any, NotRequired


@functools.cache
def typed_keys(typed_dict: Any) -> tuple[dict[str, Any], frozenset[str]]:
    """A TypedDict's value types (``NotRequired`` stripped) and its required keys.

    ``__required_keys__`` alone is not enough: under ``from __future__ import annotations``
    Python 3.11 cannot see a ``NotRequired[…]`` written as text, so the hints decide.
    """
    hints = typing.get_type_hints(typed_dict, include_extras=True)
    optional = {key for key, hint in hints.items() if typing.get_origin(hint) is NotRequired}
    required = {key for key, hint in hints.items() if typing.get_origin(hint) is typing.Required}
    required |= set(typed_dict.__required_keys__) - optional
    return typing.get_type_hints(typed_dict), frozenset(required)


_SCALARS: dict[Any, tuple[type, ...]] = {int: (int,), bool: (bool,), str: (str,), float: (int, float)}


def view_shape_errors(expected: Any, value: Any, path: str = "view") -> list[str]:
    """Where ``value`` strays from the type ``expected`` (a game's ``view_type``): in every
    TypedDict, nested ones too (in lists, dicts and Optionals), the required keys are there
    and no key is undeclared; ints, bools, strings and None are where the types say."""
    if typing.is_typeddict(expected):
        if not isinstance(value, dict):
            return [f"{path} is a {type(value).__name__}, not a {expected.__name__}"]
        hints, required = typed_keys(expected)
        errors = [f"{path} lacks {key!r}" for key in sorted(required - value.keys())]
        errors += [
            f"{path} has {key!r}, undeclared in {expected.__name__}" for key in sorted(value.keys() - hints.keys())
        ]
        for key in hints.keys() & value.keys():
            errors += view_shape_errors(hints[key], value[key], f"{path}.{key}")
        return errors
    origin, args = typing.get_origin(expected), typing.get_args(expected)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return []
        tries = [view_shape_errors(arg, value, path) for arg in args if arg is not type(None)]
        return [] if [] in tries else min(tries, key=len)
    if expected is type(None):
        return [] if value is None else [f"{path} is {value!r}, not None"]
    if expected in _SCALARS:
        wanted = _SCALARS[expected]
        fits = type(value) in wanted or (expected is str and isinstance(value, str))
        return [] if fits else [f"{path} is {value!r}, not {expected.__name__}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{path} is a {type(value).__name__}, not a list"]
        return [error for i, item in enumerate(value) for error in view_shape_errors(args[0], item, f"{path}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{path} is a {type(value).__name__}, not a dict"]
        return [error for key, item in value.items() for error in view_shape_errors(args[1], item, f"{path}[{key!r}]")]
    return []  # Any, Literal, …: not checked here


@functools.cache
def shape_check(expected: Any) -> Callable[[Any], bool]:
    """``view_shape_errors(expected, value) == []`` as a quick test, compiled once per type:
    every view of every sweep goes through it (measured: 0.05-0.1 ms a view, a tenth of
    what the message-building walk costs)."""
    if typing.is_typeddict(expected):
        hints, required = typed_keys(expected)
        allowed = frozenset(hints)
        fields = [(key, shape_check(hint)) for key, hint in hints.items()]
        return lambda value: (
            type(value) is dict
            and value.keys() >= required
            and value.keys() <= allowed
            and all(fits(value[key]) for key, fits in fields if key in value)
        )
    origin, args = typing.get_origin(expected), typing.get_args(expected)
    if origin in (typing.Union, types.UnionType):
        options = [shape_check(arg) for arg in args]
        return lambda value: any(fits(value) for fits in options)
    if expected is type(None):
        return lambda value: value is None
    if expected in _SCALARS:
        wanted = _SCALARS[expected]
        return lambda value: type(value) in wanted or (expected is str and isinstance(value, str))
    if origin is list and args[0] is str:  # the commonest list (cards, legal moves): no call per item
        return lambda value: type(value) is list and all(isinstance(x, str) for x in value)
    if origin is list and args[0] in _SCALARS:
        items = _SCALARS[args[0]]
        return lambda value: type(value) is list and all(type(x) in items for x in value)
    if origin is list:
        item = shape_check(args[0])
        return lambda value: type(value) is list and all(item(x) for x in value)
    if origin is dict:
        item = shape_check(args[1])
        return lambda value: type(value) is dict and all(item(x) for x in value.values())
    return lambda value: True  # Any, Literal, …: not checked here
