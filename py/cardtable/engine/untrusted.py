"""Reading untrusted JSON into a game's state: checked values, or ``ValueError`` with the reason.

A saved game comes from the user's storage or from an imported file, so every
``Rules.state_from_dict`` treats its data as hostile. Every number that sizes work or
memory (counts, hand sizes, list lengths, seats, scores) is checked against the game's
own limits before it is used, and every other value against its type: a JSON ``true``
is not the number 1, a count of a billion cards is refused before anything expands it.

The readers here raise ``ValueError`` naming the field (``what``) and what it must be;
``reading`` turns whatever else a malformed document trips while a state is read (a
missing key, a list where a mapping belongs) into the same ``ValueError``, with the
game's name in front.

>>> whole_number(3, 0, 5, "the turn")
3
>>> whole_number(True, 0, 5, "the turn")
Traceback (most recent call last):
...
ValueError: the turn is not a whole number from 0 to 5
>>> numbers([1, 0, 2], 3, 0, 2, "the counts")
(1, 0, 2)
>>> with reading("12 Days"):
...     seat_index(4, 4, "the turn")
Traceback (most recent call last):
...
ValueError: not a 12 Days state: the turn is not a seat
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

T = TypeVar("T")
H = TypeVar("H", bound=Hashable)

MAX_TEXT = 200
"""The longest text a state's field may hold unless its reader says otherwise."""

_READING_ERRORS = (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError)


@contextmanager
def reading(title: str) -> Iterator[None]:
    """Turn any error raised while a state is read into ``ValueError("not a <title> state: …")``.

    The readers below give the reason; a missing key says which field is missing. An
    error already prefixed (a nested ``reading``) keeps its one prefix.
    """
    prefix = f"not a {title} state: "
    try:
        yield
    except _READING_ERRORS as error:
        if isinstance(error, KeyError):
            reason = f"the field {str(error)[:40]} is missing"
        else:
            reason = str(error)[:200] or type(error).__name__
        if reason.startswith(prefix):
            raise ValueError(reason) from None
        raise ValueError(prefix + reason) from None


def is_whole(value: Any) -> bool:
    """Whether ``value`` is an ``int`` and not a ``bool``."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole_number(value: Any, low: int, high: int, what: str) -> int:
    """``value`` when it is a whole number (never a bool) from ``low`` to ``high``."""
    if not is_whole(value) or not low <= value <= high:
        raise ValueError(f"{what} is not a whole number from {low} to {high}")
    return int(value)


def seat_index(value: Any, num_players: int, what: str, *, none: int | None = None) -> int:
    """``value`` when it is a seat of a ``num_players`` table (or ``none``, the game's "no seat")."""
    if is_whole(value) and (0 <= value < num_players or value == none):
        return int(value)
    raise ValueError(f"{what} is not a seat")


def flag(value: Any, what: str) -> bool:
    """``value`` when it is ``true`` or ``false`` (JSON booleans only)."""
    if not isinstance(value, bool):
        raise ValueError(f"{what} is not true or false")
    return value


def text(value: Any, what: str, choices: Iterable[str] | None = None, max_length: int = MAX_TEXT) -> str:
    """``value`` when it is a text (one of ``choices`` when given, at most ``max_length`` long)."""
    if not isinstance(value, str) or len(value) > max_length:
        raise ValueError(f"{what} is not a text")
    if choices is not None and value not in choices:
        raise ValueError(f"{what} is not one of its values")
    return value


def items(value: Any, what: str, max_length: int, min_length: int = 0) -> Sequence[Any]:
    """``value`` when it is a list (a JSON array) of ``min_length`` to ``max_length`` items."""
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{what} is not a list")
    if not min_length <= len(value) <= max_length:
        if min_length == max_length:
            raise ValueError(f"{what} does not have {max_length} entries")
        raise ValueError(f"{what} does not have {min_length} to {max_length} entries")
    return value


def each(value: Any, what: str, max_length: int, read: Callable[[Any], T], min_length: int = 0) -> tuple[T, ...]:
    """A list of at most ``max_length`` items (at least ``min_length``), each read by ``read``."""
    return tuple(read(item) for item in items(value, what, max_length, min_length))


def numbers(value: Any, length: int, low: int, high: int, what: str) -> tuple[int, ...]:
    """A list of exactly ``length`` whole numbers, each from ``low`` to ``high``."""
    return tuple(whole_number(item, low, high, f"an entry of {what}") for item in items(value, what, length, length))


def flags(value: Any, length: int, what: str) -> tuple[bool, ...]:
    """A list of exactly ``length`` booleans."""
    return tuple(flag(item, f"an entry of {what}") for item in items(value, what, length, length))


def mapping(value: Any, what: str) -> Mapping[str, Any]:
    """``value`` when it is a mapping (a JSON object)."""
    if not isinstance(value, Mapping):
        raise ValueError(f"{what} is not an object")
    return value


def same_multiset(found: Iterable[H], whole: Counter[H] | Iterable[H], what: str) -> None:
    """Refuse unless ``found`` holds exactly the items of ``whole``, copies counted.

    >>> same_multiset("abb", "bab", "the cards")
    >>> same_multiset("abc", "bab", "the cards")
    Traceback (most recent call last):
    ...
    ValueError: the cards do not add up to the deck
    """
    want = whole if isinstance(whole, Counter) else Counter(whole)
    if Counter(found) != want:
        raise ValueError(f"{what} do not add up to the deck")


def distinct_seats(values: Iterable[int], what: str) -> None:
    """Refuse a list of seats that names a seat twice."""
    seen = list(values)
    if len(set(seen)) != len(seen):
        raise ValueError(f"{what} names a seat twice")
