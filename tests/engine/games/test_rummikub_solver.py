"""The exact solver (``solver``): optimal against an independent brute force on small
positions, valid on the seeded benchmark set, sliced, deterministic, and on the
command line. The comparison with rummikub-solver is in ``test_rummikub_oracle``."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from bench_rummikub import check_solution, positions
from rummikub_brute import best_opening_value, brute_best, brute_opening, counts_of, splits, sub_multisets

from cardtable.engine.games.rummikub import solver
from cardtable.engine.games.rummikub.sets import value
from cardtable.engine.games.rummikub.state import Meld
from cardtable.engine.games.rummikub.tiles import JOKER, NUMBERS, full_set, number_of
from cardtable.engine.rng import Rng

ROOT = Path(__file__).resolve().parents[3]
WEIGHT: dict[str, Callable[[int], int]] = {"tiles": lambda t: 1, "value": number_of}


def small_pool(rng: Rng, jokers: int) -> list[int]:
    """Tiles of a few neighbouring numbers (dense, so that sets interact), shuffled."""
    width = 3 + rng.below(5)
    low = 1 + rng.below(14 - width)
    pool = [t for t in full_set(0) if low <= number_of(t) < low + width] + [JOKER] * jokers
    rng.shuffle(pool)
    return pool


def small_table(rng: Rng, pool: list[int]) -> tuple[list[tuple[int, ...]], list[int]]:
    """A valid table made of some of ``pool`` (arranged by the solver; validity is checked
    by ``check_solution`` below), and the tiles left over."""
    laid = solver.solve([], pool[: rng.below(12)])
    table = [meld.tiles for meld in laid.melds]
    rest = list(pool)
    for t in laid.placed:
        rest.remove(t)
    return table, rest


@pytest.mark.parametrize("objective", ["tiles", "value"])
def test_optimal_against_brute_force_on_small_positions(objective: str) -> None:
    for index in range(120):
        rng = Rng.from_seed(index)
        pool = small_pool(rng, rng.below(5))  # 0-4 jokers
        table, rest = small_table(rng, pool)
        rack = rest[: 3 + rng.below(7)]
        result = solver.solve(table, rack, objective=objective)
        check_solution([list(m) for m in table], rack, result)
        best, _ = brute_best([t for m in table for t in m], rack, WEIGHT[objective])
        assert sum(WEIGHT[objective](t) for t in result.placed) == best, (index, table, rack)


@pytest.mark.parametrize("objective", ["tiles", "value"])
def test_opening_is_optimal_and_leaves_the_table_alone(objective: str) -> None:
    for index in range(100):
        rng = Rng.from_seed(500 + index)
        pool = small_pool(rng, rng.below(3))
        table, rest = small_table(rng, pool)
        rack = rest[: 5 + rng.below(6)]
        minimum = 10 + rng.below(30)
        result = solver.solve(table, rack, objective=objective, initial_done=False, initial_meld_min=minimum)
        check_solution([list(m) for m in table], rack, result)
        assert [m.tiles for m in result.melds[: len(table)]] == table
        new = result.melds[len(table) :]
        assert sorted(t for m in new for t in m.tiles) == list(result.placed)
        if result.placed:
            assert sum(value(m.tiles, m.kind) for m in new) >= minimum
        best, _ = brute_opening(rack, WEIGHT[objective], minimum)
        assert sum(WEIGHT[objective](t) for t in result.placed) == best, (index, rack, minimum)


def test_opening_value_is_the_best_split_of_a_part() -> None:
    for index in range(150):
        rng = Rng.from_seed(900 + index)
        tiles = small_pool(rng, rng.below(3))[: 3 + rng.below(8)]
        assert solver.opening_value(tiles) == best_opening_value(counts_of(tiles)), tiles


def test_extended_opening_is_optimal() -> None:
    for index in range(80):
        rng = Rng.from_seed(1300 + index)
        pool = small_pool(rng, rng.below(3))
        table, rest = small_table(rng, pool)
        rack = rest[: 3 + rng.below(6)]
        minimum = 5 + rng.below(30)
        objective = ("tiles", "value")[index % 2]
        result = solver.solve(
            table,
            rack,
            objective=objective,
            initial_done=False,
            initial_meld_min=minimum,
            initial_may_extend=True,
        )
        check_solution([list(m) for m in table], rack, result)
        table_tiles = [t for m in table for t in m]
        best = 0
        for subset in sub_multisets(rack):
            worth = sum(WEIGHT[objective](t) for t in subset)
            if (
                subset
                and worth > best
                and splits(counts_of(table_tiles + list(subset)))
                and (best_opening_value(counts_of(subset)) >= minimum)
            ):
                best = worth
        assert sum(WEIGHT[objective](t) for t in result.placed) == best, (index, table, rack, minimum)


def test_every_solution_of_the_seeded_set_is_a_valid_table() -> None:
    for case in positions(8, 1):
        check_solution(case["table"], case["rack"], solver.solve(case["table"], case["rack"]))
        quick = solver.solve(case["table"], case["rack"], exact=False)
        check_solution(case["table"], case["rack"], quick)


def test_solving_in_slices_gives_the_same_answer_and_yields() -> None:
    case = positions(3, 7)[-1]
    whole = solver.solve(case["table"], case["rack"])
    steps = solver.solve_steps(case["table"], case["rack"], slice_work=500)
    slices = 0
    while True:
        try:
            next(steps)
            slices += 1
        except StopIteration as done:
            assert done.value == whole
            break
    assert slices > 3


def test_a_rack_that_fits_nowhere_places_nothing_and_keeps_the_table() -> None:
    table = [NUMBERS.tiles_from_str("r3 r4 r5")]
    result = solver.solve(table, NUMBERS.tiles_from_str("b9 k1"))
    assert result.placed == () and [m.tiles for m in result.melds] == table
    with pytest.raises(ValueError):
        solver.solve([NUMBERS.tiles_from_str("r3 r4")], [])
    with pytest.raises(ValueError):
        solver.solve([], [], objective="fun")


def test_jokers_that_fit_only_at_the_ends_of_long_runs_are_placed() -> None:
    # rummikub-solver leaves these out (§17); a joker at the end of [r3 r4 r5 r6] is legal.
    result = solver.solve([NUMBERS.tiles_from_str("r3 r4 r5")], [JOKER])
    assert result.placed == (JOKER,)
    assert result.melds == (Meld(NUMBERS.tiles_from_str("r3 r4 r5 *"), "run"),)
    result = solver.solve([NUMBERS.tiles_from_str("r11 r12 r13")], [JOKER])
    assert result.melds == (Meld(NUMBERS.tiles_from_str("* r11 r12 r13"), "run"),)


def run_cli(position: object, game: str = "rummikub") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "cardtable", "solve", game],
        input=json.dumps(position),
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT / "py")},
        check=False,
    )


def test_command_line_solve() -> None:
    position = {
        "table": [["r3", "r4", "r5"], ["b5", "r5", "k5", "o5"]],
        "rack": ["b4", "b6", "b7", "r6", "k1"],
        "initial_done": True,
        "objective": "tiles",
    }
    done = run_cli(position)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert sorted(answer["placed"]) == ["b4", "b6", "b7", "r6"]
    laid = sorted(t for meld in answer["table"] for t in meld)
    assert laid == sorted(["r3", "r4", "r5", "b5", "r5", "k5", "o5", "b4", "b6", "b7", "r6"])
    cards = run_cli({"table": [], "rack": ["S10", "S11", "S12", "H1"], "initial_done": False})
    assert json.loads(cards.stdout) == {"placed": ["S10", "S11", "S12"], "table": [["S10", "S11", "S12"]]}
    bad = run_cli({"table": [["r3", "r4"]], "rack": []})
    assert bad.returncode != 0 and "not a valid set" in bad.stderr
    assert "has no solver" in run_cli({}, "gin_rummy").stderr
    assert "unknown game" in run_cli({}, "chess").stderr


class _TrivialBound(solver._Relaxed):
    """The plainest admissible bound: a colour may still add all its rack tiles after
    the current number (no runs, no groups, no jokers looked at)."""

    def __init__(self, problem: solver.Problem, model: solver._Model, total: int) -> None:
        self.problem, self.model, self.total = problem, model, total
        self.joker_weight = (0,) * 14 if problem.flat_joker_weight else problem.joker_weight
        self.moves: dict[tuple[int, int], dict[int, list[solver._Step]]] = {}
        self.work = 0
        self.rest = [
            [
                sum(problem.optional[c * 13 + m - 1] * problem.weight[c * 13 + m - 1] for m in range(n + 1, 14))
                for n in range(14)
            ]
            for c in range(4)
        ]

    def row(self, colour: int, number: int, lane: int) -> tuple[int, ...]:
        return (self.rest[colour][number],) * (self.total + 1)

    def cell_moves(self, colour: int, number: int, cap: int, lean: bool) -> dict[int, list[solver._Step]]:
        return self.moves.setdefault((colour, number), {})


@pytest.mark.slow  # one of the longest tests (a long seeded sweep)
def test_every_seeded_answer_is_proved_optimal_by_the_plain_programme() -> None:
    """200 positions (tables 0-80, racks 14-30, 0-2 jokers), solved, then re-proved
    independently of the solver's shortcuts: the plain breadth-first programme over
    every arrangement (the free joker model, no parking, no depth-first search) with
    the trivial bound finds no table that places one tile more."""
    weight, joker_weight = solver._weights("tiles")
    for case in positions(40, 1):
        ours = solver.solve(case["table"], case["rack"])
        check_solution(case["table"], case["rack"], ours)
        problem = solver.Problem(
            tuple(counts_of(tuple(t for m in case["table"] for t in m))),
            tuple(counts_of(tuple(case["rack"]))),
            weight,
            joker_weight,
        )
        total = problem.forced[JOKER] + problem.optional[JOKER]
        proof = solver._programme(
            problem, solver._FREE, 1 << 60, len(ours.placed) + 1, 0, _TrivialBound(problem, solver._FREE, total)
        )
        while True:
            try:
                next(proof)
            except StopIteration as done:
                assert done.value.path is None, case
                break
