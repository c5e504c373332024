#!/usr/bin/env python3
"""Do Let's Divide's bots herd? Votes in which every voter chose the same part, and the cards lost.

    .venv/bin/python tools/divide_herding.py [--seats hard,hard,hard] [--games 200] [--seed 1] [--jobs 1]

Plays the arena's seeded games (the same deals, seat rotation and bot ``rng`` per
seat as ``python3 -m cardtable arena``) and prints one JSON line:

* ``all_same_share``: the share of vote rounds (top-level votes and sub-votes
  alike) in which every voter chose the same part; ``top_level_all_same_share``
  the same for the votes on the row only (all the seats vote);
* ``discarded_cards_per_game`` and ``discarded_points_per_game``: the cards that
  went to nobody (unclaimed parts, contested single cards, and with two players
  the discarded part) and the sum of their number values (a joker counts 0);
* ``mean_scores``: the mean final score of a seat.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from cardtable.arena import MatchSpec, match_specs
from cardtable.bots.base import choose, make_bot
from cardtable.engine import registry
from cardtable.engine.games.divide.rules import JOKER, Phase, Vote
from cardtable.engine.rng import Rng


def play(spec: MatchSpec) -> dict[str, Any]:
    """One arena game (seeded as ``cardtable.arena.play_match``), counting its votes."""
    rules = registry.get(spec.game_id, spec.options)
    bots = [make_bot(spec.game_id, level, rules, arena=True) for level in spec.levels]
    rngs = [Rng.from_seed(spec.seed * 16 + seat) for seat in range(len(bots))]
    state = rules.new_game(len(bots), seed=spec.seed)
    votes: list[str] = []
    rounds = {"all": 0, "all_same": 0, "top": 0, "top_same": 0}
    while rules.to_act(state):
        acting = rules.to_act(state)
        seat = acting[0]
        action = choose(bots[seat], rules.view(state, seat), rules.legal_actions(state, seat), rngs[seat])
        if state.phase is Phase.VOTE:
            assert isinstance(action, Vote)
            votes.append(action.label)
            if len(acting) == 1:  # the last vote of this round: the reveal
                same = len(set(votes)) == 1
                rounds["all"] += 1
                rounds["all_same"] += same
                if state.node.path == "":
                    rounds["top"] += 1
                    rounds["top_same"] += same
                votes = []
        state = rules.apply_action(state, seat, action)
    outcome = rules.outcome(state)
    assert outcome is not None
    return {
        **rounds,
        "discarded": len(state.discards),
        "discarded_points": sum(int(card) for card in state.discards if card != JOKER),
        "scores": list(outcome.scores),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="hard,hard,hard")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    seats = args.seats.split(",")
    specs = match_specs("divide", seats, args.games, args.seed, {})
    if args.jobs > 1:
        import multiprocessing

        with multiprocessing.Pool(args.jobs) as pool:
            games = pool.map(play, specs)
    else:
        games = [play(spec) for spec in specs]
    total = {key: sum(game[key] for game in games) for key in ("all", "all_same", "top", "top_same")}
    n = len(games)
    print(
        json.dumps(
            {
                "seats": seats,
                "games": n,
                "seed": args.seed,
                "vote_rounds": total["all"],
                "all_same_share": round(total["all_same"] / total["all"], 4),
                "top_level_all_same_share": round(total["top_same"] / total["top"], 4),
                "discarded_cards_per_game": round(sum(game["discarded"] for game in games) / n, 2),
                "discarded_points_per_game": round(sum(game["discarded_points"] for game in games) / n, 2),
                "mean_score": round(sum(sum(game["scores"]) for game in games) / (n * len(seats)), 2),
            }
        )
    )


if __name__ == "__main__":
    main()
