"""One way to write a frozen dataclass as plain JSON and to read it back from untrusted data.

A ``Codec`` names, for one dataclass, how each field is read (every field: a save is
hostile, so each reader checks its value's type and range with the ``untrusted`` readers
and says which field is wrong) and, only where a game stores a field in a compact form
(cards as texts, card sets as lists), how it is written. Everything else is written the
plain way: an enum as its value, a tuple as a list, a nested dataclass as an object, in
the order the fields are declared, so a state written before reads the same and is
written again to the same bytes.

A field that came after saves existed has a default: a document without it reads as the
default (``optional``), and a ``sparse`` one is written only when it differs from it.

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
... }, sparse=("marked",))
>>> PAIR.write(Pair(1, 2))
{'low': 1, 'high': 2}
>>> PAIR.read({"low": 3, "high": 2})
Traceback (most recent call last):
...
ValueError: the high one is not a whole number from 3 to 9
>>> PAIR.read({"low": 3, "high": 4, "marked": True})
Pair(low=3, high=4, marked=True)

A missing field raises ``KeyError`` (``untrusted.reading`` names it for the player):

>>> PAIR.read({"low": 3})
Traceback (most recent call last):
...
KeyError: 'high'
"""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Callable, Collection, Mapping
from dataclasses import MISSING, fields, is_dataclass
from enum import Enum
from typing import Any, Generic, TypeVar, cast

from .rng import state_from_json
from .untrusted import each, flag, flags, items, mapping, numbers, seat_index, text, whole_number

T = TypeVar("T")
E = TypeVar("E", bound=Enum)

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
        keys: Mapping[str, str] | None = None,
        sparse: Collection[str] = (),
        optional: Collection[str] = (),
        groups: Mapping[str, tuple[str, tuple[str, ...]]] | None = None,
        array: bool = False,
    ) -> None:
        """``read`` has a reader for every field; ``write`` the fields not written plainly.

        The quirks of a format written before this codec, each a field-level hook:
        ``what`` names the record in the error when it is not an object (or list);
        ``needs``, when given, names the record whose missing fields are listed at once;
        ``keys`` renames the fields whose JSON key is not their name; ``optional`` fields
        (with a default) came after saves existed, and a document without them reads as
        their default; ``sparse`` ones are also left out while at their default; ``groups`` writes several
        fields as one list under one key (``{"top": ("the top card", (field, ...))}``);
        ``array`` writes the whole record as a list of its fields' values.
        """
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
        self._array = array
        self._defaults = {spec.name: spec.default for spec in specs if spec.default is not MISSING}
        self._sparse = frozenset(sparse)
        self._optional = self._sparse | frozenset(optional)
        if not self._optional <= set(self._defaults):
            raise TypeError(f"the codec of {cls.__name__} makes a field without a default optional")
        grouped = {name: key for key, (_, members) in (groups or {}).items() for name in members}
        # One slot a JSON key: (key, its fields, what a group is called), in field order.
        self._slots: list[tuple[str, tuple[str, ...], str]] = []
        for name in names:
            if name not in grouped:
                self._slots.append(((keys or {}).get(name, name), (name,), ""))
            elif (groups or {})[grouped[name]][1][0] == name:
                group_what, members = (groups or {})[grouped[name]]
                self._slots.append((grouped[name], members, group_what))

    def _written(self, name: str, value: Any) -> Any:
        hook = self._write.get(name)
        return plain(value) if hook is None or value is None else hook(value)

    def write(self, value: T) -> dict[str, Any]:
        """``value`` as a plain JSON object (``write_row`` writes an ``array`` record)."""
        assert not self._array, "an array record is written by write_row"
        return self._written_slots(value)

    def write_row(self, value: T) -> list[Any]:
        """An ``array`` record as the list of its fields' values."""
        return list(self._written_slots(value).values())

    def _written_slots(self, value: T) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for key, members, group_what in self._slots:
            if group_what:
                data[key] = [self._written(name, getattr(value, name)) for name in members]
                continue
            name = members[0]
            field_value = getattr(value, name)
            if name in self._sparse and field_value == self._defaults[name]:
                continue
            data[key] = self._written(name, field_value)
        return data

    def read(self, value: Any, outer: Mapping[str, Any] | None = None) -> T:
        """``value`` read field by field; a nested record's readers see the fields of the
        record around it (``outer``: the table size...) behind its own."""
        if self._array:
            data: Mapping[str, Any] = dict(
                zip((key for key, _, _ in self._slots), items(value, self._what, len(self._slots), len(self._slots)))
            )
        else:
            data = mapping(value, self._what)
        absent = [key for key, members, _ in self._slots if key not in data]
        if self._needs is not None:
            missing = sorted(
                key for key, members, _ in self._slots if key in absent and members[0] not in self._optional
            )
            if missing:
                raise ValueError(f"{self._needs} needs the field(s): {', '.join(missing)}")
        got: dict[str, Any] = {}
        seen = ChainMap(got, dict(outer or {}))
        for key, members, group_what in self._slots:
            if key in absent and all(name in self._optional for name in members):
                got.update((name, self._defaults[name]) for name in members)
            elif group_what:
                parts = items(data[key], group_what, len(members), len(members))
                for name, part in zip(members, parts):
                    got[name] = self._read[name](part, seen)
            else:
                got[members[0]] = self._read[members[0]](data[key], seen)
        return self.cls(**got)


# --------------------------------------------------------------------------- field readers
# Readers that size a field by the table: they read ``num_players`` among the fields read
# before (or the record's ``outer`` fields), so a state's field list says its bounds.


def _players(got: Mapping[str, Any]) -> int:
    return int(got["num_players"])


def table_seat(what: str, none: int | None = None) -> Reader:
    """A seat of the table (or ``none``, the game's "no seat")."""
    return lambda value, got: seat_index(value, _players(got), what, none=none)


def per_seat(what: str, read: Callable[[Any], Any]) -> Reader:
    """A list of one entry a seat, each read by ``read``."""
    return lambda value, got: each(value, what, _players(got), read, min_length=_players(got))


def table_seats(what: str, one: str, none: int | None = None, max_length: int | None = None) -> Reader:
    """A list of seats (``one`` names an entry), at most one a seat unless ``max_length``."""
    return lambda value, got: each(
        value,
        what,
        _players(got) if max_length is None else max_length,
        lambda entry: seat_index(entry, _players(got), one, none=none),
    )


def seat_numbers(low: int, high: int, what: str) -> Reader:
    """One whole number from ``low`` to ``high`` a seat."""
    return lambda value, got: numbers(value, _players(got), low, high, what)


def seat_flags(what: str) -> Reader:
    """One ``true`` or ``false`` a seat."""
    return lambda value, got: flags(value, _players(got), what)


def nested(codec: Codec[Any]) -> Reader:
    """A nested record or ``null``, read with the fields around it in view."""
    return lambda value, got: None if value is None else codec.read(value, got)


def generator() -> Reader:
    """A game's random generator state (four 32-bit words)."""
    return lambda value, _: state_from_json(numbers(value, 4, 0, 0xFFFFFFFF, "the generator"))


def number_in(low: int, high: int, what: str) -> Reader:
    """A whole number from ``low`` to ``high`` (never a bool)."""
    return lambda value, _: whole_number(value, low, high, what)


def yes_no(what: str) -> Reader:
    """``true`` or ``false``."""
    return lambda value, _: flag(value, what)


def enum_value(cls: type[E], what: str) -> Reader:
    """One of the values of the text enum ``cls``."""
    values = [member.value for member in cls]
    return lambda value, _: cls(text(value, what, values))
