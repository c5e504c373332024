"""The turns ``legal_actions`` lists besides the draw (or pass): a short, fixed menu.

Every table that passes the commit checks is a legal turn, and there are
astronomically many (any rearrangement of the table), so ``check`` is the
authority and ``legal_actions`` lists only these candidates, in this order:

1. the solver's turn (``solver``): before the initial meld the best opening
   (most tiles, new sets from the rack worth ``initial_meld_min``, table
   untouched); after it the turn of the solver's quick pass (``exact=False``:
   many tiles, the table rearranged; not always the most, which
   ``solver.solve`` finds, but cheap enough for every turn of a random game).
   Under ``joker_rule = swap_only`` the sets holding a joker stay as they are and
   the solver rearranges the rest, which keeps every joker rule;
2. after the initial meld, up to ``LAYOFF_LIMIT`` single tiles laid off: a rack
   tile added at an end of a run or as the fourth tile of a group;
3. after the initial meld, up to ``RACK_SET_LIMIT`` new sets from the rack alone.

Duplicates are dropped; every candidate passes ``check``. So a legal-action list
has at most 1 + 1 + 6 + 3 = 11 entries and costs one solver run.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import solver
from .actions import Play
from .sets import GROUP, RUN, kinds, run_start
from .state import Meld
from .tiles import COLOURS, JOKER, NUMBERS_PER_COLOUR, colour_of, number_of, tile

LAYOFF_LIMIT = 6
RACK_SET_LIMIT = 3


def candidate_plays(
    table: tuple[Meld, ...], rack: tuple[int, ...], melded: bool, options: Mapping[str, Any]
) -> list[Play]:
    """The candidate turns described above (not yet checked)."""
    plays: list[Play] = []
    if not melded:
        opening = solver.solve(
            [meld.tiles for meld in table],
            rack,
            initial_done=False,
            initial_meld_min=int(options["initial_meld_min"]),
        )
        if opening.placed:
            # The solution lists the table's sets first, as they were.
            plays.append(Play.of(table + opening.melds[len(table) :], opening.placed))
        return plays
    if options["joker_rule"] == "swap_only":
        kept = tuple(meld for meld in table if JOKER in meld.tiles)
        movable = [meld for meld in table if JOKER not in meld.tiles]
    else:
        kept, movable = (), list(table)
    best = solver.solve([meld.tiles for meld in movable], rack, exact=False)
    if best.placed:
        plays.append(Play.of(kept + best.melds, best.placed))
    plays += _layoffs(table, rack)
    plays += _rack_sets(table, rack)
    return plays


def _layoffs(table: tuple[Meld, ...], rack: tuple[int, ...]) -> list[Play]:
    found: list[Play] = []
    for t in sorted(set(rack)):
        for index, meld in enumerate(table):
            shape = _laid_off(meld, t)
            if shape is not None:
                new = table[:index] + (Meld(shape, meld.kind),) + table[index + 1 :]
                found.append(Play.of(new, (t,)))
                if len(found) >= LAYOFF_LIMIT:
                    return found
    return found


def _laid_off(meld: Meld, t: int) -> tuple[int, ...] | None:
    """``meld`` with ``t`` added at an end (run) or as a fourth tile (group), if that fits."""
    if meld.kind == RUN:
        start = run_start(meld.tiles)
        assert start is not None
        end = start + len(meld.tiles) - 1
        colour = colour_of(next(x for x in meld.tiles if x != JOKER))
        if end < NUMBERS_PER_COLOUR and t in (JOKER, tile(colour, end + 1)):
            return meld.tiles + (t,)
        if start > 1 and t in (JOKER, tile(colour, start - 1)):
            return (t,) + meld.tiles
        return None
    if len(meld.tiles) != 3:
        return None
    shape = meld.tiles + (t,)
    return shape if GROUP in kinds(shape) else None


def _rack_sets(table: tuple[Meld, ...], rack: tuple[int, ...]) -> list[Play]:
    """New sets of rack tiles only: the longest runs of one colour, then groups."""
    present = set(rack)
    sets: list[Meld] = []
    for colour in range(COLOURS):
        number = 1
        while number <= NUMBERS_PER_COLOUR:
            end = number
            while end <= NUMBERS_PER_COLOUR and tile(colour, end) in present:
                end += 1
            if end - number >= 3:
                sets.append(Meld(tuple(tile(colour, n) for n in range(number, end)), RUN))
            number = end + 1
    for number in range(1, NUMBERS_PER_COLOUR + 1):
        group = tuple(t for t in sorted(present) if t != JOKER and number_of(t) == number)
        if len({colour_of(t) for t in group}) >= 3:
            sets.append(Meld(group[:4], GROUP))
    return [Play.of(table + (meld,), meld.tiles) for meld in sets[:RACK_SET_LIMIT]]
