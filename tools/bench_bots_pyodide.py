#!/usr/bin/env python3
"""Bot decision times under real Pyodide (Node + node_modules/pyodide), beside CPython.

    python3 tools/bench_bots_pyodide.py [--game twelve_days] [--seats hard,normal,normal,normal]
                                        [--games 6] [--seed 1]

Plays the same seeded arena games in both runtimes (one process each, no
workers) and prints one JSON line: per runtime the arena's ``decision_ms``
(p50/p95/p99/max per level, decisions with a real choice) and ``slice_ms`` (each
stretch of bot work between two yields: the browser's task lengths), and the
Pyodide/CPython ratio of the p95s. ``same_games`` says whether both runtimes
played identical games; they must: no bot reads a clock (slices are counted work,
``bots.base.SLICE_UNITS``).
Needs ``npm ci`` (tools/build.py runs it).
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from pyodide_run import run_in_pyodide

SNIPPET = """
from cardtable.arena import run_arena
result = run_arena({game!r}, seats={seats!r}, games={games}, seed={seed})
"""


def run_in_cpython(code: str) -> dict[str, Any]:
    scope: dict[str, Any] = {}
    exec(code, scope)  # the same snippet the Pyodide run executes
    return scope["result"]  # type: ignore[no-any-return]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="twelve_days")
    parser.add_argument("--seats", default="hard,normal,normal,normal")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    code = SNIPPET.format(game=args.game, seats=args.seats.split(","), games=args.games, seed=args.seed)
    runs = {"pyodide": run_in_pyodide(code), "cpython": run_in_cpython(code)}
    same_games = all(runs["pyodide"][key] == runs["cpython"][key] for key in ("wins", "mean_scores"))
    timings = {
        runtime: {"decision_ms": run["decision_ms"], "slice_ms": run["slice_ms"]} for runtime, run in runs.items()
    }
    ratio = {
        level: round(stats["p95"] / runs["cpython"]["decision_ms"][level]["p95"], 2)
        for level, stats in runs["pyodide"]["decision_ms"].items()
        if stats["p95"] and runs["cpython"]["decision_ms"][level]["p95"]
    }
    print(
        json.dumps(
            {
                "game": args.game,
                "seats": runs["cpython"]["seats"],
                "games": args.games,
                "seed": args.seed,
                **timings,
                "pyodide_over_cpython_p95": ratio,
                "same_games": same_games,
            }
        )
    )


if __name__ == "__main__":
    main()
