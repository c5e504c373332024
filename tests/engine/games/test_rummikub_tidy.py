"""``tidy.smallest_rearrangement``: the same tiles placed with fewer of the table's sets changed."""

from __future__ import annotations

from collections import Counter

from cardtable.bots.base import run_to_end
from cardtable.engine.games.rummikub.sets import kinds
from cardtable.engine.games.rummikub.solver import solve
from cardtable.engine.games.rummikub.state import Meld
from cardtable.engine.games.rummikub.tidy import changed_sets, smallest_rearrangement
from cardtable.engine.games.rummikub.tiles import NUMBERS

RUNS = [f"{c}{s} {c}{s + 1} {c}{s + 2}" for c in "kbor" for s in (1, 4, 7, 10)]
TABLE = tuple(Meld(NUMBERS.tiles_from_str(run), "run") for run in RUNS)


def test_the_solvers_tiles_laid_with_fewer_sets_changed_and_every_tile_kept() -> None:
    for rack in ("k13 b13 o13 k7", "k13 o4 r9 b2", "r13 b13 o13 k4 b7", "k5 b5 o5"):
        tiles = NUMBERS.tiles_from_str(rack)
        best = solve([meld.tiles for meld in TABLE], tiles)
        tidy = run_to_end(smallest_rearrangement(TABLE, best.placed))
        assert tidy is not None, rack
        assert all(kinds(meld.tiles) for meld in tidy), rack
        laid = Counter(t for meld in tidy for t in meld.tiles)
        assert laid == Counter(t for meld in TABLE for t in meld.tiles) + Counter(best.placed), rack
        assert changed_sets(TABLE, tidy) <= changed_sets(TABLE, best.melds), rack
    # Issue 30, Rummikub 12: 7● onto [4● 5● 6●] and a new group: one set changed, not 16.
    best = solve([meld.tiles for meld in TABLE], NUMBERS.tiles_from_str("k13 b13 o13 k7"))
    assert changed_sets(TABLE, run_to_end(smallest_rearrangement(TABLE, best.placed))) == 1
