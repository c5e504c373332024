"""The smallest rearrangement the solver finds for a turn: the same tiles placed, as few of
the table's sets changed as it can.

The solver (``solver.solve_steps``) is free to split the whole table anew: its best turn
may rebuild 24 sets to place 4 tiles, which nobody could follow or lay by hand. Given the
tiles a turn places, ``smallest_rearrangement`` asks the solver again with only some of
the table's sets allowed to change, the sets nearest to the placed tiles first (a tile of
their colour a number or two away, or of their number; a joker is near everything): none
at first (the placed tiles as new sets of their own), then one, two, three, four, then
growing by half, until the solver places every one of those tiles. The sets not allowed
to change stay exactly as they were. It is a search by nearness, not a proof of the
fewest sets; it only ever returns a table placing the same tiles.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator, Sequence

from .commit import unchanged_sets
from .solver import DEFAULT_SLICE_WORK, solve_steps
from .state import Meld
from .tiles import JOKER, colour_of, number_of

SHRINK_TRIES = 8
"""After a try that grew by half, at most this many sets are tried back, one by one."""


def _distance(meld: Meld, placed: Sequence[int]) -> int:
    """How far a set is from the placed tiles: 0 when one of its tiles is of a placed
    tile's colour and next to it, or of its number, or a joker is involved; 1 two numbers
    away in the colour; 2 otherwise."""
    if JOKER in meld.tiles or JOKER in placed:
        return 0
    best = 2
    for mine in meld.tiles:
        for tile in placed:
            gap = abs(number_of(mine) - number_of(tile))
            if number_of(mine) == number_of(tile) or (colour_of(mine) == colour_of(tile) and gap <= 1):
                return 0
            if colour_of(mine) == colour_of(tile) and gap <= 2:
                best = 1
    return best


def _sizes(count: int) -> list[int]:
    """How many sets may change, try by try: 0, 1, 2, 3, 4, then growing by half, to all."""
    sizes = [size for size in range(5) if size < count]
    size = 4
    while size < count:
        size = min(count, size + size // 2)
        sizes.append(size)
    return sizes or [0]


def smallest_rearrangement(
    table: Sequence[Meld],
    placed: Sequence[int],
    accept: Callable[[tuple[Meld, ...]], bool] = lambda melds: True,
    slice_work: int = DEFAULT_SLICE_WORK,
) -> Generator[None, None, tuple[Meld, ...] | None]:
    """A table placing exactly ``placed`` (rack tiles) with ``table``'s farthest sets kept
    as they are: the sets kept in their order, then the solver's sets; the first that
    ``accept`` takes (the commit check: the joker rules). ``None`` when no try places them
    all (then only the whole table could)."""
    order = sorted(range(len(table)), key=lambda i: (_distance(table[i], placed), i))
    for size in _sizes(len(table)):
        found = yield from _placing(table, order[:size], placed, accept, slice_work)
        if found is None:
            continue
        # Grown by half, the last try may have freed more sets than needed: give back,
        # the farthest first, each set the solver can do without.
        movable = list(order[:size])
        for i in reversed(order[max(0, size - SHRINK_TRIES) : size] if size > 4 else []):
            fewer = [j for j in movable if j != i]
            smaller = yield from _placing(table, fewer, placed, accept, slice_work)
            if smaller is not None:
                movable, found = fewer, smaller
        return found
    return None


def _placing(
    table: Sequence[Meld],
    movable: Sequence[int],
    placed: Sequence[int],
    accept: Callable[[tuple[Meld, ...]], bool],
    slice_work: int,
) -> Generator[None, None, tuple[Meld, ...] | None]:
    """The table with only the sets ``movable`` (indices) free to change that places all
    of ``placed`` and that ``accept`` takes, or ``None``."""
    free = set(movable)
    found = yield from solve_steps(
        [table[i].tiles for i in sorted(free)], placed, objective="tiles", slice_work=slice_work
    )
    if Counter(found.placed) != Counter(placed):
        return None
    melds = tuple(meld for i, meld in enumerate(table) if i not in free) + tuple(found.melds)
    return melds if accept(melds) else None


def changed_sets(table: Sequence[Meld], after: Sequence[Meld]) -> int:
    """How many of ``table``'s sets are not on the table ``after`` as they were."""
    missing, _ = unchanged_sets(table, after)
    return len(missing)
