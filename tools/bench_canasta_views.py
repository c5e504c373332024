#!/usr/bin/env python3
"""What a Canasta view costs when the hand before the first meld is rich in pairs and wild cards.

    PYTHONPATH=py .venv/bin/python tools/bench_canasta_views.py [--runs 5]

For each hand it prints how many legal actions the view lists, and the median of
``--runs`` CPU times (``time.process_time``, less disturbed by a busy machine) of the
first view of the state and of a second view of the same state: a table renders the
same state's view many times, and the rules keep its legal texts.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import time

from cardtable.engine import registry
from cardtable.engine.games.canasta.cards import cards_from_strs
from cardtable.engine.games.canasta.state import Phase

HANDS = {
    "4 players, 12 cards": (4, "4h 4s 5h 5s 6h 6s 7h 7s 2c 2d X X"),
    "2 players, 17 cards": (2, "4h 4s 5h 5s 6h 6s 7h 7s 8h 8s 9h 9s 2c 2d 2h X X"),
    "2 players, 21 cards": (2, "4h 4s 5h 5s 6h 6s 7h 7s 8h 8s 9h 9s Th Ts Jh Js 2c 2d 2h X X"),
}


def measure(players: int, hand: str, runs: int) -> dict[str, float | int]:
    first: list[float] = []
    again: list[float] = []
    listed = 0
    for run in range(runs):
        rules = registry.get("canasta", {})
        state = rules.new_game(players, seed=run)
        (seat,) = rules.to_act(state)
        hands = list(state.hands)
        hands[seat] = tuple(sorted(cards_from_strs(hand.split())))
        state = dataclasses.replace(state, hands=tuple(hands), phase=Phase.MELD)
        start = time.process_time()
        listed = len(rules.view(state, seat)["legal"])
        first.append(time.process_time() - start)
        start = time.process_time()
        rules.view(state, seat)
        again.append(time.process_time() - start)
    return {
        "legal": listed,
        "first_ms": round(statistics.median(first) * 1e3, 2),
        "again_ms": round(statistics.median(again) * 1e3, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(json.dumps({name: measure(players, hand, args.runs) for name, (players, hand) in HANDS.items()}))


if __name__ == "__main__":
    main()
