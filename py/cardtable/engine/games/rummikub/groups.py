"""How the tiles of one number split into groups (spec §4.1), for the solver.

A group is 3 or 4 tiles of one number in pairwise different colours; jokers
stand for missing colours, and a group needs at least one number tile (§4.3).
With 2 copies of every tile, the number tiles of one number that go to groups
are described by how many copies of each colour (0..2) go there.
"""

from __future__ import annotations

import functools
import itertools

from .tiles import COLOURS

MAX_JOKERS = 4
"""The most jokers a tile set may have (§15 ``tile_set``: 0-4)."""

Partition = tuple[tuple[tuple[int, ...], int], ...]
"""Groups as (colours of the number tiles, jokers) pairs."""


@functools.cache
def partition(copies: tuple[int, ...], jokers: int, lean: bool = False) -> Partition | None:
    """Split ``copies[c]`` tiles of each colour ``c`` plus ``jokers`` into valid groups.

    Returns one split (deterministic), or ``None`` when there is none. No tiles and
    no jokers split into no groups; jokers alone never form a group. With ``lean``,
    jokers may only be in groups of 3 (in a group of 4 a joker could leave, see
    ``solver``), and a split with the most groups of 3 is returned (the most
    groups: with ``count`` groups, ``4 * count - tiles`` of them have 3).

    >>> partition((1, 1, 1, 0), 0)
    (((0, 1, 2), 0),)
    >>> partition((2, 2, 1, 1), 0)
    (((0, 1, 2), 0), ((0, 1, 3), 0))
    >>> partition((2, 1, 0, 0), 1) is None
    True
    """
    reals = sum(copies)
    if reals == 0:
        return () if jokers == 0 else None
    most = max(copies)
    counts = [count for count in range(max(1, most), reals + 1) if 3 * count <= reals + jokers <= 4 * count]
    # Groups of 3 number 4 * count - (reals + jokers): the most groups give the most.
    for count in reversed(counts) if lean else counts:
        found = _assign(copies, jokers, count, lean)
        if found is not None:
            return found
    return None


def threes(split: Partition) -> int:
    """How many groups of 3 a split has (each has room for one more joker)."""
    return sum(1 for colours, jokers in split if len(colours) + jokers == 3)


def _assign(copies: tuple[int, ...], jokers: int, count: int, lean: bool) -> Partition | None:
    """Put each colour's copies into distinct groups of ``count`` groups; then share jokers."""
    per_colour = [list(itertools.combinations(range(count), q)) for q in copies]
    for choice in itertools.product(*per_colour):
        members: list[list[int]] = [[] for _ in range(count)]
        for colour, groups in enumerate(choice):
            for g in groups:
                members[g].append(colour)
        if any(not m or len(m) > 4 for m in members):
            continue
        need = sum(max(0, 3 - len(m)) for m in members)
        room = need if lean else sum(4 - len(m) for m in members)
        if not need <= jokers <= room:
            continue
        spare = jokers - need
        result = []
        for m in members:
            extra = min(spare, 4 - len(m) - max(0, 3 - len(m)))
            spare -= extra
            result.append((tuple(sorted(m)), max(0, 3 - len(m)) + extra))
        return tuple(sorted(result))
    return None


def feasible_jokers(ones: int, twos: int, lean: bool = False) -> tuple[tuple[int, int], ...]:
    """(jokers, groups of 3) for every joker count with which ``ones`` single colours
    and ``twos`` doubled colours split into groups (which colours does not matter).

    A table (``FEASIBLE``), so that no page pays for the search; a test checks it
    against ``search_feasible_jokers``."""
    return FEASIBLE[ones, twos, lean]


def search_feasible_jokers(ones: int, twos: int, lean: bool) -> tuple[tuple[int, int], ...]:
    copies = tuple([2] * twos + [1] * ones + [0] * (COLOURS - ones - twos))
    found = []
    for jokers in range(MAX_JOKERS + 1):
        split = partition(copies, jokers, lean)
        if split is not None:
            found.append((jokers, threes(split)))
    return tuple(found)


FEASIBLE: dict[tuple[int, int, bool], tuple[tuple[int, int], ...]] = {
    (0, 0, False): ((0, 0),),
    (0, 1, False): ((4, 2),),
    (0, 2, False): ((2, 2), (3, 1), (4, 0)),
    (0, 3, False): ((0, 2), (1, 1), (2, 0), (3, 3), (4, 2)),
    (0, 4, False): ((0, 0), (1, 3), (2, 2), (3, 1), (4, 0)),
    (1, 0, False): ((2, 1), (3, 0)),
    (1, 1, False): ((3, 2), (4, 1)),
    (1, 2, False): ((1, 2), (2, 1), (3, 0), (4, 3)),
    (1, 3, False): ((0, 1), (1, 0), (2, 3), (3, 2), (4, 1)),
    (2, 0, False): ((1, 1), (2, 0), (4, 2)),
    (2, 1, False): ((2, 2), (3, 1), (4, 0)),
    (2, 2, False): ((0, 2), (1, 1), (2, 0), (3, 3), (4, 2)),
    (3, 0, False): ((0, 1), (1, 0), (3, 2), (4, 1)),
    (3, 1, False): ((1, 2), (2, 1), (3, 0), (4, 3)),
    (4, 0, False): ((0, 0), (2, 2), (3, 1), (4, 0)),
    (0, 0, True): ((0, 0),),
    (0, 1, True): ((4, 2),),
    (0, 2, True): ((2, 2),),
    (0, 3, True): ((0, 2), (3, 3)),
    (0, 4, True): ((0, 0), (1, 3), (2, 2), (4, 4)),
    (1, 0, True): ((2, 1),),
    (1, 1, True): ((3, 2),),
    (1, 2, True): ((1, 2), (4, 3)),
    (1, 3, True): ((0, 1), (2, 3), (3, 2)),
    (2, 0, True): ((1, 1), (4, 2)),
    (2, 1, True): ((2, 2),),
    (2, 2, True): ((0, 2), (1, 1), (3, 3), (4, 2)),
    (3, 0, True): ((0, 1), (3, 2)),
    (3, 1, True): ((1, 2), (2, 1), (4, 3)),
    (4, 0, True): ((0, 0), (2, 2)),
}
