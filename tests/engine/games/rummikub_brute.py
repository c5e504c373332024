"""An independent brute force for small Rummikub positions (the solver's test oracle).

It shares nothing with the solver's dynamic programme: it tries every subset of the
rack and decides whether table + subset splits into sets by taking the lowest tile
left and trying every set that contains it, checked with ``sets.kinds``.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Sequence

from cardtable.engine.games.rummikub.sets import kinds, value
from cardtable.engine.games.rummikub.tiles import JOKER, NUM_KINDS, colour_of, number_of, tile

Counts = tuple[int, ...]


def _candidate_sets(counts: Counts, lowest: int) -> list[tuple[int, ...]]:
    """Every set (as a tuple of tiles in table order) using ``lowest`` and tiles of ``counts``."""
    jokers = counts[JOKER]
    colour, number = colour_of(lowest), number_of(lowest)
    found: list[tuple[int, ...]] = []
    # Groups: `lowest` plus other colours of its number, plus jokers.
    others = [tile(c, number) for c in range(4) if c != colour and counts[tile(c, number)] > 0]
    for size in range(len(others) + 1):
        for chosen in itertools.combinations(others, size):
            for j in range(jokers + 1):
                group = (lowest, *chosen) + (JOKER,) * j
                if 3 <= len(group) <= 4:
                    found.append(group)
    # Runs of its colour through `lowest`: every interval, every place a tile or a joker.
    for start in range(1, number + 1):
        for end in range(max(number, start + 2), 14):
            places = []
            for n in range(start, end + 1):
                if n == number:
                    places.append([lowest])
                else:
                    options = []
                    if counts[tile(colour, n)] > 0:
                        options.append(tile(colour, n))
                    if jokers:
                        options.append(JOKER)
                    places.append(options)
            for run in itertools.product(*places):
                if run.count(JOKER) <= jokers:
                    found.append(tuple(run))
    return [s for s in found if kinds(s)]


@functools.cache
def splits(counts: Counts) -> bool:
    """Whether the multiset ``counts`` splits into valid sets."""
    lowest = next((t for t in range(JOKER) if counts[t] > 0), None)
    if lowest is None:
        return counts[JOKER] == 0
    for candidate in _candidate_sets(counts, lowest):
        rest = list(counts)
        ok = True
        for t in candidate:
            rest[t] -= 1
            if rest[t] < 0:
                ok = False
        if ok and splits(tuple(rest)):
            return True
    return False


@functools.cache
def best_opening_value(counts: Counts) -> int:
    """The most value a sub-multiset of ``counts`` reaches split into sets (jokers
    count as what they stand for); -1 when nothing splits (0 for the empty set)."""
    lowest = next((t for t in range(JOKER) if counts[t] > 0), None)
    if lowest is None:
        return 0
    rest = list(counts)
    rest[lowest] -= 1
    best = best_opening_value(tuple(rest))  # `lowest` stays out
    for candidate in _candidate_sets(counts, lowest):
        left = list(counts)
        for t in candidate:
            left[t] -= 1
        if min(left) < 0:
            continue
        worth = value(candidate, kinds(candidate)[-1] if len(kinds(candidate)) == 1 else _best_kind(candidate))
        below = best_opening_value(tuple(left))
        best = max(best, worth + below)
    return best


def _best_kind(candidate: tuple[int, ...]) -> str:
    return max(kinds(candidate), key=lambda k: value(candidate, k))


def counts_of(tiles: Sequence[int]) -> Counts:
    counts = [0] * NUM_KINDS
    for t in tiles:
        counts[t] += 1
    return tuple(counts)


def sub_multisets(tiles: Sequence[int]) -> list[tuple[int, ...]]:
    """Every sub-multiset of ``tiles`` once."""
    counts = counts_of(tiles)
    kinds_present = [t for t in range(NUM_KINDS) if counts[t]]
    result = []
    for choice in itertools.product(*[range(counts[t] + 1) for t in kinds_present]):
        result.append(tuple(t for t, k in zip(kinds_present, choice) for _ in range(k)))
    return result


def brute_best(table: Sequence[int], rack: Sequence[int], weight: Callable[[int], int]) -> tuple[int, tuple[int, ...]]:
    """(best total weight, one best subset) of the rack that the table can take."""
    base = counts_of(table)
    best = (-1, ())
    for subset in sub_multisets(rack):
        score = sum(weight(t) for t in subset)
        if score <= best[0]:
            continue
        counts = list(base)
        for t in subset:
            counts[t] += 1
        if splits(tuple(counts)):
            best = (score, subset)
    return best  # type: ignore[return-value]


@functools.cache
def max_split_value(counts: Counts) -> int:
    """The most value a split of *all* of ``counts`` into sets reaches (jokers count
    as what they stand for); -1 when it does not split (0 for nothing)."""
    lowest = next((t for t in range(JOKER) if counts[t] > 0), None)
    if lowest is None:
        return 0 if counts[JOKER] == 0 else -1
    best = -1
    for candidate in _candidate_sets(counts, lowest):
        left = list(counts)
        for t in candidate:
            left[t] -= 1
        if min(left) < 0:
            continue
        below = max_split_value(tuple(left))
        if below >= 0:
            best = max(best, value(candidate, _best_kind(candidate)) + below)
    return best


def brute_opening(rack: Sequence[int], weight: Callable[[int], int], minimum: int) -> tuple[int, tuple[int, ...]]:
    """(best total weight, one best subset) of the rack that splits on its own into
    sets worth at least ``minimum``; (0, ()) when there is none."""
    best: tuple[int, tuple[int, ...]] = (0, ())
    for subset in sub_multisets(rack):
        score = sum(weight(t) for t in subset)
        if subset and score > best[0] and max_split_value(counts_of(subset)) >= minimum:
            best = (score, subset)
    return best
