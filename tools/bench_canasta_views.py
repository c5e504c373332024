#!/usr/bin/env python3
"""What rendering a Canasta table and choosing its hint cost before the first meld, under Pyodide.

    python3 tools/bench_canasta_views.py [--runs 15]            (real Pyodide in Node: npm ci)
    PYTHONPATH=py .venv/bin/python tools/bench_canasta_views.py --cpython [--runs 15]

Before a side's first meld the legal moves name each meld once (the initial meld is laid a
meld at a time, ``engine/games/canasta/first_meld.py``), so a hand rich in pairs and wild
cards stays cheap however many batches it could lay. The case timed is a 40-card hand that
has not melded (two players, after a stock draw: every natural rank three times, two aces,
four twos, two jokers, two black threes). Each run times, as the page does for a render
with a hint:

- the render: the seat's view and the table's HTML from it (``TABLE.render``);
- the hint: the legal moves, the view, and the hint-level bot's choice (``session.hint_thinking``).

The anchor, timed the same way in the same run and process: the first decision after a
stock draw of an ordinary four-player deal (a 12-card hand before the first meld). Prints
one JSON line: per position the median of ``--runs`` (milliseconds; wall time, the
browser's measure, under Pyodide; CPU time under CPython), the legal moves and the hint,
and the ratio of the 40-card hand's median to the anchor's.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from pyodide_run import run_in_pyodide

WORKLOAD = r"""
import statistics, time
from dataclasses import replace

from cardtable.app.i18n import translator
from cardtable.bots.base import hint_level, make_bot, run_to_end
from cardtable.engine import registry
from cardtable.engine.cards import new_deck
from cardtable.engine.games.canasta.cards import cards_from_strs, is_natural, is_red_three, kind_of
from cardtable.engine.games.canasta.state import Phase
from cardtable.engine.rng import Rng
from cardtable.ui.games.canasta import TABLE
from cardtable.ui.kit import TableContext

FORTY = (
    "4h 4s 4d 5h 5s 5d 6h 6s 6d 7h 7s 7d 8h 8s 8d 9h 9s 9d Th Ts Td Jh Js Jd Qh Qs Qd Kh Ks Kd"
    " Ah As 2c 2d 2h 2s X X 3s 3c"
)
rules = registry.get("canasta", {})
clock = time.perf_counter if WALL else time.process_time


def forty_card_hand():
    # Seat 0 holds the forty cards; the rest of the deck is dealt out as a 2-player game has it.
    hand = sorted(cards_from_strs(FORTY.split()))
    rest = new_deck(2, 4)
    for card in hand:
        rest.remove(card)
    Rng.from_seed(7).shuffle(rest)
    other = tuple(sorted(card for card in rest if not is_red_three(card))[:15])
    for card in other:
        rest.remove(card)
    top = next(card for card in rest if is_natural(kind_of(card)))
    rest.remove(top)
    state = rules.new_game(2, seed=1)
    return replace(
        state, phase=Phase.MELD, turn=0, drew="stock", hands=(tuple(hand), other), stock=tuple(rest),
        pile=(top,), pile_frozen=False, had_turn=(True, True), has_melded=(False, False),
    ), 0


def ordinary_deal():
    state = rules.new_game(4, seed=1)
    (seat,) = rules.to_act(state)
    state = rules.apply_action(state, seat, rules.action_from_str("draw"))
    return state, seat


def measure(state, seat, runs):
    t = translator("en")
    names = [f"Player {i + 1}" for i in range(state.num_players)]
    ctx = TableContext(names=names, levels=[None] + ["normal"] * (state.num_players - 1))
    adviser = make_bot("canasta", hint_level("canasta"), rules)
    times, render_times, hint_times = [], [], []
    for run in range(runs):
        start = clock()
        view = rules.view(state, seat)
        html = TABLE.render(view, TABLE.new_ui(view), ctx, t)
        middle = clock()
        legal = rules.legal_actions(state, seat)
        hint = run_to_end(adviser.think(rules.view(state, seat), legal, Rng.from_seed(run)))
        end = clock()
        render_times.append(middle - start)
        hint_times.append(end - middle)
        times.append(end - start)
    ms = lambda values: round(statistics.median(values) * 1e3, 2)
    return {
        "cards": len(state.hands[seat]),
        "legal": len(legal),
        "hint": str(hint),
        "html_chars": len(str(html)),
        "render_ms": ms(render_times),
        "hint_ms": ms(hint_times),
        "median_ms": ms(times),
    }


case = measure(*forty_card_hand(), RUNS)
anchor = measure(*ordinary_deal(), RUNS)
result = {"forty_cards": case, "anchor": anchor, "ratio": round(case["median_ms"] / anchor["median_ms"], 2)}
"""


def run(runs: int, cpython: bool) -> dict[str, Any]:
    code = f"WALL = {not cpython}\nRUNS = {runs}\n" + WORKLOAD
    if cpython:
        scope: dict[str, Any] = {}
        exec(code, scope)  # the same code the Pyodide run executes
        found: dict[str, Any] = scope["result"]
        return found
    pyodide_result: dict[str, Any] = run_in_pyodide(code)
    return pyodide_result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--cpython", action="store_true", help="run in this Python instead of Pyodide")
    args = parser.parse_args()
    result = run(args.runs, args.cpython)
    print(json.dumps({"runtime": "cpython" if args.cpython else "pyodide", "runs": args.runs, **result}))


if __name__ == "__main__":
    main()
