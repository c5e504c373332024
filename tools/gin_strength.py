"""Strength benchmark: our Gin Rummy bot against OpenSpiel's simple bot.

    .venv/bin/python tools/gin_strength.py [--decks 600] [--first-deck 0] [--level hard] [--jobs 2]

Each deck is played twice, our bot as OpenSpiel's player 0 and then as player 1,
hand by hand in lockstep: OpenSpiel's ``gin_rummy`` state and ours (preset
``openspiel``) see the same deck and the same actions (the two engines agree on
every decision: ``tests/openspiel``). Our bot decides from its view of our state;
``pyspiel.make_simple_gin_rummy_bot`` decides from OpenSpiel's state.

Reports the mean points per hand for our bot (OpenSpiel's returns), and the hands
chained into games to 100 scored with our standard bonuses (game 100, 20 per hand
won, shutout 100): the share of those games our bot wins. Decks are numbered; the
published figure uses decks 0..599, so tune on another range (``--first-deck 10000``)
and measure on the published one only at the end. Needs
``tests/requirements-openspiel.txt``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from multiprocessing import Pool

from openspiel_traces import from_openspiel, openspiel_rules, to_openspiel  # tools/, beside this script

from cardtable.bots.base import make_bot
from cardtable.engine.games.gin_rummy.cards import card_to_str
from cardtable.engine.games.gin_rummy.scoring import match_totals
from cardtable.engine.rng import Rng

GAME_TARGET = 100
STANDARD_BONUSES = {
    "game_bonus": 100,
    "line_bonus": 20,
    "shutout_bonus": 100,
    "shutout_mode": "add",
}


def play_hand(deck: list[int], our_seat: int, level: str, seed: int) -> tuple[float, list[float]]:
    """One hand; returns (our points, our bot's decision times in seconds)."""
    import pyspiel

    game = pyspiel.load_game("gin_rummy")
    theirs = game.new_initial_state()
    rules = openspiel_rules()
    ours = rules.new_game(2, seed=0, deck=[card_to_str(card) for card in deck])
    bot = make_bot("gin_rummy", level, rules)
    simple = pyspiel.make_simple_gin_rummy_bot(game.get_parameters(), 1 - our_seat)
    rng = Rng.from_seed(seed)
    dealt, times = 0, []
    while not theirs.is_terminal():
        if theirs.is_chance_node():
            theirs.apply_action(deck[dealt])
            dealt += 1
            continue
        seat = theirs.current_player()
        if seat == our_seat:
            started = time.perf_counter()
            thinking = bot.think(rules.view(ours, seat), rules.legal_actions(ours, seat), rng)
            while True:
                try:
                    next(thinking)
                except StopIteration as done:
                    action = done.value
                    break
            times.append(time.perf_counter() - started)
            identifier = to_openspiel(action)
        else:
            identifier = int(simple.step(theirs))
            action = from_openspiel(ours, identifier)
        theirs.apply_action(identifier)
        ours = rules.apply_action(ours, seat, action)
    returns = theirs.returns()
    assert rules.outcome(ours) is not None and list(rules.outcome(ours).scores) == returns
    return returns[our_seat], times


def play_deck(job: tuple[int, str]) -> list[tuple[float, list[float]]]:
    index, level = job
    deck = list(range(52))
    random.Random(index).shuffle(deck)
    return [play_hand(deck, seat, level, seed=2 * index + seat) for seat in (0, 1)]


def games_to_100(hand_points: list[float]) -> tuple[int, int, int]:
    """Chain the hands, in order, into games to 100; (games, ours won, points margin)."""
    games = won = margin = 0
    scores, hands_won = [0, 0], [0, 0]
    for points in hand_points:
        if points:
            winner = 0 if points > 0 else 1
            scores[winner] += int(abs(points))
            hands_won[winner] += 1
        if max(scores) >= GAME_TARGET:
            winner = 0 if scores[0] >= GAME_TARGET else 1
            totals, _ = match_totals((scores[0], scores[1]), (hands_won[0], hands_won[1]), winner, STANDARD_BONUSES)
            games += 1
            won += winner == 0
            margin += totals[0] - totals[1]
            scores, hands_won = [0, 0], [0, 0]
    return games, won, margin


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--decks", type=int, default=600, help="decks; each is played with seats swapped")
    parser.add_argument("--first-deck", type=int, default=0, help="number of the first deck (tune on another range)")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    started = time.perf_counter()
    with Pool(args.jobs) as pool:
        results = pool.map(
            play_deck,
            [(index, args.level) for index in range(args.first_deck, args.first_deck + args.decks)],
            chunksize=4,
        )
    points = [hand[0] for deck in results for hand in deck]
    times = sorted(t for deck in results for hand in deck for t in hand[1])
    mean = sum(points) / len(points)
    spread = math.sqrt(sum((p - mean) ** 2 for p in points) / (len(points) - 1) / len(points))
    games, won, margin = games_to_100(points)
    print(
        json.dumps(
            {
                "bot": args.level,
                "decks": [args.first_deck, args.first_deck + args.decks - 1],
                "opponent": "pyspiel.make_simple_gin_rummy_bot",
                "hands": len(points),
                "mean_points_per_hand": round(mean, 2),
                "mean_points_95ci": [
                    round(mean - 1.96 * spread, 2),
                    round(mean + 1.96 * spread, 2),
                ],
                "hands_won_share": round(sum(p > 0 for p in points) / len(points), 3),
                "hands_lost_share": round(sum(p < 0 for p in points) / len(points), 3),
                "games_to_100": games,
                "games_won_share": round(won / games, 3) if games else None,
                "mean_game_margin": round(margin / games, 1) if games else None,
                "decision_ms_p50": round(1000 * times[len(times) // 2], 2),
                "decision_ms_p95": round(1000 * times[int(len(times) * 0.95)], 2),
                "seconds": round(time.perf_counter() - started, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
