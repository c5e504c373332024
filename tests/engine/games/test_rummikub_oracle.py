"""Our solver beside rummikub-solver 1.0.0, the test-only oracle (spec §17).

Skipped where the oracle cannot be installed (``pip install -r
tests/requirements-rummikub.txt``). Compared in ``tiles`` mode (its TILE_COUNT):
we place at least as many tiles on every seeded position; where we place more, it
is jokers that the oracle cannot place, because it leaves out sets whose joker
could go (a joker at an end of a run longer than 3, or in a group of 4, §17).
Its TOTAL_VALUE mode maximises the tile count times a constant (the sum of all
tile values), not the value: ``test_its_total_value_mode_maximises_tiles``.
"""

from __future__ import annotations

import pytest
from bench_rummikub import check_solution, oracle, oracle_solve, positions

from cardtable.engine.games.rummikub import solver
from cardtable.engine.games.rummikub.tiles import JOKER, NUMBERS, number_of

pytest.importorskip(
    "rummikub_solver",
    reason="rummikub-solver is the test-only oracle: pip install -r tests/requirements-rummikub.txt",
)


@pytest.mark.slow  # one of the longest tests (a long seeded sweep)
def test_tiles_mode_we_place_at_least_as_many_as_the_oracle_on_every_seeded_position() -> None:
    ruleset = oracle()
    more = 0
    for case in positions(40, 1):  # 200 positions, 40 per size class
        ours = solver.solve(case["table"], case["rack"])
        check_solution(case["table"], case["rack"], ours)
        theirs = oracle_solve(ruleset, case["table"], case["rack"])
        assert len(ours.placed) >= len(theirs), case
        if len(ours.placed) > len(theirs):
            more += 1
            # Without jokers its model holds every table (longer runs as several
            # short ones), so a difference always involves a joker.
            assert JOKER in case["rack"] or any(JOKER in meld for meld in case["table"]), case
    assert more < 20  # rare: a joker that only fits where its model has no set


def test_r10_the_oracle_arranges_a_table_with_a_free_joker() -> None:
    """§19 R10: {r6 r7 r8 b5 b6 b7 joker} is a valid table under ``joker_rule = free``."""
    ruleset = oracle()
    state = ruleset.new_game()
    state.add_table(*[t + 1 for t in NUMBERS.tiles_from_str("r6 r7 r8 b5 b6 b7 *")])
    arranged = ruleset.arrange_table(state)
    assert arranged is not None and arranged.free_jokers == 1


def test_its_total_value_mode_maximises_tiles() -> None:
    """The oracle's TOTAL_VALUE objective is sum(tiles) times sum(values), so it picks
    the most tiles; where more tiles mean less value it misses the best value, which
    our ``value`` objective (checked against a brute force) finds."""
    ruleset = oracle()
    rack = list(NUMBERS.tiles_from_str("r1 r2 r4 k13 o13 *"))  # one joker for two sets
    theirs = oracle_solve(ruleset, [], rack, mode="value")
    assert theirs == sorted(NUMBERS.tiles_from_str("r1 r2 r4 *"))  # [r1 r2 * r4]: 4 tiles, 7 points
    ours = solver.solve([], rack, objective="value")
    assert ours.placed == NUMBERS.tiles_from_str("k13 o13 *")  # [k13 o13 *]: 3 tiles, 26 points
    for case in positions(4, 1):
        theirs = oracle_solve(ruleset, case["table"], case["rack"], mode="value")
        ours = solver.solve(case["table"], case["rack"], objective="value")
        assert sum(map(number_of, ours.placed)) >= sum(map(number_of, theirs))
