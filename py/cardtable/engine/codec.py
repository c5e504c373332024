"""One way to write a frozen dataclass as plain JSON and to read it back from untrusted data.

A ``Codec`` names, for one dataclass, how each field is read (every field: a save is
hostile, so each reader checks its value's type and range with the ``untrusted`` readers
and says which field is wrong) and, only where a game stores a field in a compact form
(cards as texts, card sets as lists), how it is written. Everything else is written the
plain way: an enum as its value, a tuple as a list, a nested dataclass as an object, in
the order the fields are declared, so a state written before reads the same and is
written again to the same bytes.

A field with a default came after saves existed: it is written only when it differs from
its default, and a document without it reads as the default.

>>> from dataclasses import dataclass
>>> from cardtable.engine.untrusted import flag, whole_number
>>> @dataclass(frozen=True)
... class Pair:
...     low: int
...     high: int
...     marked: bool = False
>>> PAIR = Codec(Pair, read={
...     "low": lambda value, _: whole_number(value, 0, 9, "the low one"),
...     "high": lambda value, got: whole_number(value, got["low"], 9, "the high one"),
...     "marked": lambda value, _: flag(value, "the mark"),
... })
>>> PAIR.write(Pair(1, 2))
{'low': 1, 'high': 2}
>>> PAIR.read({"low": 3, "high": 2})
Traceback (most recent call last):
...
ValueError: the high one is not a whole number from 3 to 9
>>> PAIR.read({"low": 3, "high": 4, "marked": True})
Pair(low=3, high=4, marked=True)
"""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Callable, Mapping
from dataclasses import MISSING, fields, is_dataclass
from enum import Enum
from typing import Any, Generic, TypeVar, cast

from .untrusted import mapping

T = TypeVar("T")

Writer = Callable[[Any], Any]
"""A field's compact JSON form (never called with ``None``: that is written as ``null``)."""
Reader = Callable[[Any, Mapping[str, Any]], Any]
"""A field's value from untrusted JSON, given the fields read before it (the table size...)."""


def plain(value: Any) -> Any:
    """``value`` as plain JSON: enums by value, tuples as lists, dataclasses as objects."""
    if isinstance(value, Enum):
        return value.value
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, (tuple, list)):
        return [plain(item) for item in value]
    if is_dataclass(value) and not isinstance(value, type):
        return {spec.name: plain(getattr(value, spec.name)) for spec in fields(value)}
    raise TypeError(f"{type(value).__name__} has no plain JSON form")


class Codec(Generic[T]):
    """How one dataclass ``cls`` is written (``write``) and read back (``read``)."""

    def __init__(
        self,
        cls: type[T],
        read: Mapping[str, Reader],
        write: Mapping[str, Writer] | None = None,
        *,
        what: str = "the state",
        needs: str | None = None,
    ) -> None:
        """``read`` has a reader for every field; ``write`` the fields not written plainly.
        ``what`` names the document in the error when it is not an object; ``needs``, when
        given, names the thing whose missing fields are listed all at once."""
        specs = fields(cast(Any, cls))
        names = [spec.name for spec in specs]
        unknown = (set(read) ^ set(names)) | (set(write or ()) - set(names))
        if unknown:
            raise TypeError(f"the codec of {cls.__name__} names the wrong fields: {sorted(unknown)}")
        self.cls = cls
        self._read = read
        self._write = dict(write or {})
        self._what = what
        self._needs = needs
        self._defaults = {spec.name: spec.default for spec in specs if spec.default is not MISSING}
        self._names = names

    def write(self, value: T) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for name in self._names:
            field_value = getattr(value, name)
            if name in self._defaults and field_value == self._defaults[name]:
                continue
            hook = self._write.get(name)
            data[name] = plain(field_value) if hook is None or field_value is None else hook(field_value)
        return data

    def read(self, value: Any, outer: Mapping[str, Any] | None = None) -> T:
        """``value`` read field by field; a nested record's readers see the fields of the
        record around it (``outer``: the table size...) behind its own."""
        data = mapping(value, self._what)
        if self._needs is not None:
            missing = sorted(name for name in self._names if name not in self._defaults and name not in data)
            if missing:
                raise ValueError(f"{self._needs} needs the field(s): {', '.join(missing)}")
        got: dict[str, Any] = {}
        seen = ChainMap(got, dict(outer or {}))
        for name in self._names:
            if name in self._defaults and name not in data:
                got[name] = self._defaults[name]
            else:
                got[name] = self._read[name](data[name], seen)
        return self.cls(**got)


def optional(read: Callable[[Any], T]) -> Callable[[Any], T | None]:
    """A reader that lets ``null`` through as ``None``."""
    return lambda value: None if value is None else read(value)
