#!/usr/bin/env python3
"""How the page judges hostile saves: the corpus of tests/app/hostile_corpus.py, run under the
real Pyodide in Node (the browser's Python), game by game.

    python3 tools/bench_hostile.py [game ...]

Prints, for each game, how many texts the corpus has, how many were imported and refused, and the
CPU time each took to judge (import, then listing as a stored save): the median, the slowest and
which case that was, against the 1 s bound of docs/saves-and-links.md. Needs Node and `npm ci`.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

from pyodide_run import run_in_pyodide

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "app" / "hostile_corpus.py"
GAMES = ("twelve_days", "santas_game", "divide", "gin_rummy", "rummikub", "canasta")
BOUND_S = 1.0


def main(games: list[str]) -> None:
    print(f"{'game':<12} {'texts':>6} {'imported':>8} {'refused':>8} {'median ms':>9} {'slowest ms':>10}  slowest case")
    for game in games:
        report = run_in_pyodide(CORPUS.read_text(encoding="utf-8") + f"\nresult = judge_corpus({game!r})\n")
        cases = report["cases"]
        work = {what: case["cpu"] for what, case in cases.items()}
        slowest = max(work, key=work.__getitem__)
        imported = sum(case["import"] == "imported" for case in cases.values())
        print(
            f"{game:<12} {len(cases):>6} {imported:>8} {len(cases) - imported:>8} "
            f"{statistics.median(work.values()) * 1000:>9.1f} {work[slowest] * 1000:>10.1f}  {slowest} "
            f"({work[slowest] / BOUND_S:.2f} of the bound)"
        )


if __name__ == "__main__":
    main(sys.argv[1:] or list(GAMES))
