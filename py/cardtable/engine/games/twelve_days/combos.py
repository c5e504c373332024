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
    if all(b == a + 1 for a, b in zip(values, values[1:])):
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


def combinations(hand: Counts) -> Iterator[tuple[int, ...]]:
    """Every distinct combination in ``hand`` (spec §14), each once, ascending values."""
    for v in VALUES:
        if hand[v - 1]:
            yield (v,)
    for v in VALUES:
        for k in range(2, hand[v - 1] + 1):
            yield (v,) * k
    for low in VALUES:
        high = low
        while high < 12 and hand[high] and hand[low - 1]:
            high += 1
            yield tuple(range(low, high + 1))


def is_legal_reply(lead_kind: Kind, threshold: int, values: tuple[int, ...]) -> bool:
    """Spec §7.2: same kind, lowest card at most the threshold, any size ≥ 2 for sets/straights."""
    return classify(values) == lead_kind and values[0] <= threshold
