"""Combinations of 12 Days of Christmas (spec §6, §7.2): classify, enumerate, compare.

A hand is a count vector: ``hand[v - 1]`` copies of value ``v`` (1..12).

>>> classify((8, 8))
'set'
>>> classify((2, 3, 4))
'straight'
>>> classify((3, 3, 4)) is None
True
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from typing import Literal

Counts = tuple[int, ...]
Kind = Literal["single", "set", "straight"]

VALUES = range(1, 13)
# v copies of value v (spec §3, decision D18): 1 + 2 + … + 12 = 78 cards.
FULL_DECK: Counts = tuple(VALUES)
DECK_SIZE = sum(FULL_DECK)

KIND_NAMES: dict[str, str] = {
    "single": "a single card",
    "set": "a set (2 or more equal cards)",
    "straight": "a straight (2 or more consecutive cards)",
}


def classify(values: tuple[int, ...]) -> Kind | None:
    """The kind of a combination given ascending values, or None if it is not one."""
    if not values:
        return None
    if len(values) == 1:
        return "single"
    if all(v == values[0] for v in values):
        return "set"
    if all(b == a + 1 for a, b in itertools.pairwise(values)):
        return "straight"
    return None


def counts_of(values: Iterable[int]) -> Counts:
    counts = [0] * 12
    for v in values:
        counts[v - 1] += 1
    return tuple(counts)


def values_of(counts: Counts) -> tuple[int, ...]:
    """Ascending values of a count vector."""
    return tuple(v for v in VALUES for _ in range(counts[v - 1]))


def add(a: Counts, b: Counts) -> Counts:
    return tuple(x + y for x, y in zip(a, b))


def subtract(a: Counts, b: Counts) -> Counts:
    return tuple(x - y for x, y in zip(a, b))


def contains(hand: Counts, values: tuple[int, ...]) -> bool:
    need = counts_of(values)
    return all(h >= n for h, n in zip(hand, need))


def without(hand: Counts, values: tuple[int, ...]) -> Counts:
    """``hand`` after playing ``values`` (which it must hold).

    >>> without((1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), (2, 2))
    (1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    """
    rest = list(hand)
    for v in values:
        rest[v - 1] -= 1
    return tuple(rest)


def combinations(hand: Counts, kind: Kind | None = None, max_low: int = 12) -> Iterator[tuple[int, ...]]:
    """Every distinct combination in ``hand`` (spec §14), each once, ascending values.

    ``kind`` keeps one kind only and ``max_low`` the combinations whose lowest card
    is at most that (a reply's terms, §7.2); the order is always singles, then sets,
    then straights, each by lowest card. Bot rollouts call this a lot, so a kind
    that is not wanted is not even enumerated.

    >>> list(combinations(counts_of((2, 3, 3, 4))))
    [(2,), (3,), (4,), (3, 3), (2, 3), (2, 3, 4), (3, 4)]
    >>> list(combinations(counts_of((2, 3, 3, 4)), "straight", max_low=2))
    [(2, 3), (2, 3, 4)]
    """
    top = min(max_low, 12)
    if kind is None or kind == "single":
        for v in range(1, top + 1):
            if hand[v - 1]:
                yield (v,)
    if kind is None or kind == "set":
        for v in range(1, top + 1):
            for k in range(2, hand[v - 1] + 1):
                yield (v,) * k
    if kind is None or kind == "straight":
        for low in range(1, top + 1):
            if not hand[low - 1]:
                continue
            high = low
            while high < 12 and hand[high]:
                high += 1
                yield tuple(range(low, high + 1))
