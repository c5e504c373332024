#!/usr/bin/env python3
"""The Rummikub solver beside rummikub-solver 1.0.0 (the oracle), in one run.

    .venv/bin/python tools/bench_rummikub.py [--per-class 40] [--seed 1]
                                                           [--pyodide] [--value]

Deals a seeded set of positions (``positions``: tables of 0-80 tiles built from
random valid sets, racks of 14-30 tiles, 0-2 jokers on the table and/or the rack),
solves each with ours and with the oracle in ``tiles`` mode, checks that ours is
a valid table that holds the old table plus exactly the placed tiles, and that it
places as many tiles as the oracle (or more: see ``compare``), and prints the
median and maximum solve time per size class under CPython, the ratio ours/theirs
of the medians, the stretches of work between two yields of the sliced solver
(``solve_steps``, CPU time), and with ``--pyodide`` the same positions solved
under the real Pyodide (Node, ``tools/pyodide_run.mjs``), slices included (wall
time there, so a busy machine shows in its longest slices). With ``--value`` it also solves every
position in ``value`` mode with ours and with the oracle's TOTAL_VALUE mode, whose objective is the tile count times a
constant: how often and by how much its answer falls short of the best value.
The oracle is optional: without it (``pip install -r
tests/requirements-rummikub.txt``) only our figures are printed.

CPython solves are timed in CPU time (``time.process_time``), so other programs
on a shared machine disturb the figures less; medians are quoted.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from pyodide_run import run_in_pyodide

from cardtable.engine.games.rummikub import solver
from cardtable.engine.games.rummikub.sets import kinds
from cardtable.engine.games.rummikub.tiles import (
    COLOURS,
    JOKER,
    NUMBERS_PER_COLOUR,
    tile,
)
from cardtable.engine.rng import Rng

CLASSES = ((0, 0), (1, 20), (21, 40), (41, 60), (61, 80))
"""Size classes by table tiles (the table dominates the work)."""

Position = dict[str, Any]
"""``{"table": [[tile id, ...], ...], "rack": [tile id, ...], "class": "41-60"}``."""


def class_name(low: int, high: int) -> str:
    return f"{low}-{high}" if low != high else f"{low}"


def _random_set(rng: Rng) -> list[int]:
    if rng.below(2):
        colour = rng.below(COLOURS)
        length = 3 + rng.below(4)
        start = 1 + rng.below(NUMBERS_PER_COLOUR - length + 1)
        return [tile(colour, n) for n in range(start, start + length)]
    number = 1 + rng.below(NUMBERS_PER_COLOUR)
    colours = list(range(COLOURS))
    rng.shuffle(colours)
    return [tile(c, number) for c in colours[: 3 + rng.below(2)]]


def position(rng: Rng, low: int, high: int) -> Position:
    """One position whose table has ``low..high`` tiles (jokers included)."""
    target = low + rng.below(high - low + 1)
    counts = [2] * JOKER
    table: list[list[int]] = []
    size = 0
    for _ in range(4000):
        if size >= target:
            break
        candidate = _random_set(rng)
        if size + len(candidate) > target:
            continue
        if all(counts[t] >= candidate.count(t) for t in candidate):
            for t in candidate:
                counts[t] -= 1
            table.append(candidate)
            size += len(candidate)
    table_jokers = rng.below(3) if table else 0
    rack_jokers = rng.below(3 - table_jokers)
    for _ in range(table_jokers):
        chosen = table[rng.below(len(table))]
        place = rng.below(len(chosen))
        if chosen[place] != JOKER:
            counts[chosen[place]] += 1  # the tile the joker replaces goes back
            chosen[place] = JOKER
    rest = [t for t in range(JOKER) for _ in range(counts[t])]
    rng.shuffle(rest)
    rack = sorted(rest[: 14 + rng.below(17)] + [JOKER] * rack_jokers)
    return {"table": table, "rack": rack, "class": class_name(low, high)}


def positions(per_class: int, seed: int) -> list[Position]:
    """``per_class`` positions of every size class, the same for the same seed."""
    rng = Rng.from_seed(seed)
    return [position(rng, low, high) for low, high in CLASSES for _ in range(per_class)]


# --------------------------------------------------------------------------- checks


def check_solution(table: list[list[int]], rack: list[int], result: solver.Solution) -> None:
    """Raise ``AssertionError`` unless ``result`` is a valid table holding the old
    table's tiles plus exactly the placed ones, all from the rack."""
    for meld in result.melds:
        assert meld.kind in kinds(meld.tiles), f"invalid set {meld.tiles} as {meld.kind}"
    old = sorted(t for meld in table for t in meld)
    new = sorted(t for meld in result.melds for t in meld.tiles)
    assert new == sorted(old + list(result.placed)), "tiles not conserved"
    left = list(rack)
    for t in result.placed:
        left.remove(t)  # ValueError when a placed tile is not on the rack


# --------------------------------------------------------------------------- the oracle


def oracle() -> Any | None:
    """rummikub-solver's default ``RuleSet`` (standard game), or ``None`` if missing."""
    try:
        from rummikub_solver import RuleSet
    except ImportError:
        return None
    return RuleSet()


def oracle_solve(ruleset: Any, table: list[list[int]], rack: list[int], mode: str = "tiles") -> list[int]:
    """The tiles rummikub-solver places (our ids), in ``TILE_COUNT`` or ``TOTAL_VALUE`` mode.

    Its tiles are ``colour * 13 + number`` and the joker 53: ours plus one.
    """
    from rummikub_solver import SolverMode

    state = ruleset.new_game()
    state.add_table(*[t + 1 for meld in table for t in meld])
    state.add_rack(*[t + 1 for t in rack])
    state.initial = False
    found = ruleset.solve(state, SolverMode.TILE_COUNT if mode == "tiles" else SolverMode.TOTAL_VALUE)
    return [] if found is None else sorted(int(t) - 1 for t in found.tiles)


# --------------------------------------------------------------------------- runs


def time_ours(cases: list[Position]) -> list[dict[str, Any]]:
    rows = []
    for case in cases:
        started = time.process_time()
        result = solver.solve(case["table"], case["rack"])
        elapsed = time.process_time() - started
        check_solution(case["table"], case["rack"], result)
        rows.append({"class": case["class"], "ms": elapsed * 1000, "placed": len(result.placed)})
    return rows


PYODIDE_SNIPPET = """
import json, time
from cardtable.engine.games.rummikub import solver
cases = json.loads(CASES)
result = []
for case in cases:
    steps = solver.solve_steps(case["table"], case["rack"], slice_work=SLICE)
    slices = []
    while True:
        started = CLOCK()
        try:
            next(steps)
        except StopIteration as done:
            slices.append(CLOCK() - started)
            found = done.value
            break
        slices.append(CLOCK() - started)
    result.append({"class": case["class"], "ms": sum(slices) * 1000,
                   "slices_ms": [round(s * 1000, 2) for s in slices], "placed": len(found.placed)})
"""


def time_sliced(cases: list[Position], slice_work: int) -> list[dict[str, Any]]:
    """The same sliced solves in CPython, timed in CPU time (robust on a busy machine)."""
    scope: dict[str, Any] = {}
    code = PYODIDE_SNIPPET.replace("CASES", repr(json.dumps(cases))).replace("SLICE", str(slice_work))
    exec(code.replace("CLOCK", "time.process_time"), scope)
    return scope["result"]  # type: ignore[no-any-return]


def time_pyodide(cases: list[Position], slice_work: int) -> list[dict[str, Any]]:
    code = PYODIDE_SNIPPET.replace("CASES", repr(json.dumps(cases))).replace("SLICE", str(slice_work))
    code = code.replace("CLOCK", "time.perf_counter")  # Node: wall-clock time
    return run_in_pyodide(code)  # type: ignore[no-any-return]


def value_report(ruleset: Any, cases: list[Position]) -> dict[str, Any]:
    """Ours in ``value`` mode beside the oracle's TOTAL_VALUE: the value it misses."""
    short = []
    for case in cases:
        ours = solver.solve(case["table"], case["rack"], objective="value")
        theirs = oracle_solve(ruleset, case["table"], case["rack"], mode="value")
        best = sum(t % NUMBERS_PER_COLOUR + 1 for t in ours.placed if t != JOKER)
        got = sum(t % NUMBERS_PER_COLOUR + 1 for t in theirs if t != JOKER)
        if got > best:
            raise SystemExit(f"the oracle found more value: {case}")
        if got < best:
            short.append(best - got)
    return {
        "positions_short": len(short),
        "positions": len(cases),
        "points_short_median": statistics.median(short) if short else 0,
        "points_short_max": max(short, default=0),
    }


def slice_summary(rows: list[dict[str, Any]]) -> dict[str, float]:
    """The stretches of work between two yields, over every solve."""
    slices = sorted(s for row in rows for s in row["slices_ms"])
    return {
        "count": len(slices),
        "median": round(statistics.median(slices), 2),
        "p99": round(slices[int(len(slices) * 0.99)], 2),
        "max": max(slices),
    }


def summarise(rows: list[dict[str, Any]], key: str = "ms") -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    for low, high in CLASSES:
        name = class_name(low, high)
        values = [row[key] for row in rows if row["class"] == name]
        if values:
            out[name] = {"median": round(statistics.median(values), 2), "max": round(max(values), 2)}
    values = [row[key] for row in rows]
    out["all"] = {"median": round(statistics.median(values), 2), "max": round(max(values), 2)}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-class", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pyodide", action="store_true", help="also solve under Pyodide (Node)")
    parser.add_argument("--slice-work", type=int, default=solver.DEFAULT_SLICE_WORK)
    parser.add_argument("--value", action="store_true", help="the oracle's TOTAL_VALUE beside ours")
    args = parser.parse_args()
    cases = positions(args.per_class, args.seed)
    ours = time_ours(cases)
    report: dict[str, Any] = {"positions": len(cases), "seed": args.seed, "ours_cpython": summarise(ours)}
    ruleset = oracle()
    if ruleset is not None:
        theirs = []
        more = 0
        for case, mine in zip(cases, ours):
            started = time.process_time()
            placed = oracle_solve(ruleset, case["table"], case["rack"])
            theirs.append({"class": case["class"], "ms": (time.process_time() - started) * 1000})
            if mine["placed"] < len(placed):
                raise SystemExit(f"oracle places more: {case}")
            more += mine["placed"] > len(placed)
        report["theirs_cpython"] = summarise(theirs)
        report["median_ratio_ours_over_theirs"] = {
            name: round(report["ours_cpython"][name]["median"] / stats["median"], 3)
            for name, stats in report["theirs_cpython"].items()
        }
        report["ours_places_more"] = more
        if args.value:
            report["value_mode"] = value_report(ruleset, cases)
    else:
        report["oracle"] = "rummikub-solver not installed (pip install -r tests/requirements-rummikub.txt)"
    report["cpython_slices_ms_cpu"] = slice_summary(time_sliced(cases, args.slice_work))
    if args.pyodide:
        rows = time_pyodide(cases, args.slice_work)
        report["ours_pyodide"] = summarise(rows)
        report["pyodide_slices_ms_wall"] = slice_summary(rows)
        report["pyodide_same_results"] = [r["placed"] for r in rows] == [r["placed"] for r in ours]
    print(json.dumps(report))


if __name__ == "__main__":
    main()
