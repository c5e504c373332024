"""Speed benchmark: random-play Gin Rummy hands per second, ours against OpenSpiel and RLCard.

    .venv/bin/python tools/bench_gin.py [--rounds 7] [--seconds 2]

Every engine plays uniformly random legal actions, chosen by the same kind of
``random.Random``, through its public Python API: ours is ``registry.get("gin_rummy",
{"preset": "openspiel"})`` (``new_game``, ``legal_actions``, ``apply_action``: every
action checked); OpenSpiel's is ``pyspiel.load_game("gin_rummy")`` (its chance
nodes fed from a shuffled deck); RLCard's is its ``gin-rummy`` game loop
(``init_game``, ``judge.get_legal_actions``, ``step``). Time is this process's CPU
time; the engines take turns, round by round, and the medians are reported. An
engine that is not installed is reported with the reason. Pins:
``tests/requirements-openspiel.txt``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable

from cardtable.engine import registry

HandLoop = Callable[[random.Random], None]


def our_hand(preset: str) -> HandLoop:
    rules = registry.get("gin_rummy", {"preset": preset, "game_target": "none"})
    to_act, legal_actions, apply_action = rules.to_act, rules.legal_actions, rules.apply_action

    def play(rng: random.Random) -> None:
        state = rules.new_game(2, seed=rng.getrandbits(32))
        while acting := to_act(state):
            seat = acting[0]
            state = apply_action(state, seat, rng.choice(legal_actions(state, seat)))

    return play


def openspiel_hand() -> HandLoop:
    import pyspiel

    game = pyspiel.load_game("gin_rummy")

    def play(rng: random.Random) -> None:
        state = game.new_initial_state()
        deck = list(range(52))
        rng.shuffle(deck)
        dealt = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(deck[dealt])
                dealt += 1
            else:
                state.apply_action(rng.choice(state.legal_actions()))

    return play


def rlcard_hand() -> HandLoop:
    import rlcard

    game = rlcard.make("gin-rummy", config={"seed": 1}).game

    def play(rng: random.Random) -> None:
        game.init_game()
        while not game.is_over():
            game.step(rng.choice(game.judge.get_legal_actions()))

    return play


def hands_per_second(play: HandLoop, seconds: float, rng: random.Random) -> float:
    """Hands per CPU second of this process, so that other work on the machine
    slows neither side (every engine here runs in this one thread)."""
    hands = 0
    started = time.process_time()
    while (elapsed := time.process_time() - started) < seconds:
        play(rng)
        hands += 1
    return hands / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=2.0, help="per engine per round")
    args = parser.parse_args()
    engines: dict[str, HandLoop] = {
        "ours_openspiel_preset": our_hand("openspiel"),
        "ours_default_rules_one_hand": our_hand("default"),
    }
    skipped: dict[str, str] = {}
    for name, make in (("openspiel", openspiel_hand), ("rlcard", rlcard_hand)):
        try:
            engines[name] = make()
        except ImportError as error:
            skipped[name] = f"not installed ({error}); pip install -r tests/requirements-openspiel.txt"
    rates: dict[str, list[float]] = {name: [] for name in engines}
    rng = random.Random(2024)
    for _ in range(args.rounds):
        for name, play in engines.items():
            rates[name].append(hands_per_second(play, args.seconds, rng))
    medians = {name: round(statistics.median(values), 1) for name, values in rates.items()}
    report: dict[str, object] = {
        "hands_per_second_median": medians,
        "rounds": args.rounds,
        "skipped": skipped,
    }
    for other in ("openspiel", "rlcard"):
        if other in medians:
            report[f"ours_vs_{other}"] = round(medians["ours_openspiel_preset"] / medians[other], 2)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
