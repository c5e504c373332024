"""Gin Rummy bots: legal, deterministic, view-only, sliced, and ordered by strength."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from cardtable.bots.base import choose, levels, make_bot
from cardtable.engine import registry
from cardtable.engine.rng import Rng

LEVELS = ["easy", "normal", "hard"]
PRESETS = [
    {},
    {"preset": "openspiel"},
    {"preset": "modern", "big_gin": True, "wall_rule": "pickup_to_knock"},
]


def test_levels_are_listed_weakest_first() -> None:
    assert list(levels("gin_rummy")) == LEVELS


def play_hand(rules: Any, bots: list[Any], seed: int, record: Any = None) -> Any:
    """One match (or hand, with game_target none) between two bots; returns the final state."""
    state = rules.new_game(2, seed=seed)
    rng = Rng.from_seed(seed)
    while rules.to_act(state):
        seat = state.to_move
        view = json.loads(
            json.dumps(rules.view(state, seat))
        )  # plain data, as a worker would get it
        legal = rules.legal_actions(state, seat)
        action = choose(bots[seat], view, legal, rng)
        assert action in legal
        if record is not None:
            record(bots[seat], view, legal, action)
        state = rules.apply_action(state, seat, action)
    return state


@pytest.mark.parametrize("options", PRESETS, ids=["default", "openspiel", "modern_big_gin_pickup"])
def test_every_level_plays_whole_hands_legally(options: dict[str, Any]) -> None:
    rules = registry.get("gin_rummy", {**options, "game_target": "none"})
    phases: set[str] = set()
    for seed in range(6):
        for pair in (("easy", "hard"), ("normal", "easy"), ("hard", "normal")):
            bots = [make_bot("gin_rummy", level, rules) for level in pair]
            play_hand(rules, bots, seed, lambda bot, view, legal, action: phases.add(view["phase"]))
    assert {"draw", "discard", "knock_discard", "declare", "layoff"} <= phases


def test_bots_are_deterministic_given_their_rng() -> None:
    rules = registry.get("gin_rummy", {"game_target": "none"})
    decisions: list[list[str]] = []
    for _ in range(2):
        made: list[str] = []
        bots = [make_bot("gin_rummy", "hard", rules), make_bot("gin_rummy", "easy", rules)]
        play_hand(
            rules, bots, 3, lambda bot, view, legal, action, made=made: made.append(str(action))
        )
        decisions.append(made)
    assert decisions[0] == decisions[1]


def test_hard_bot_thinks_in_short_slices() -> None:
    rules = registry.get("gin_rummy", {"game_target": "none"})
    slowest = 0.0

    def timed(bot: Any, view: Any, legal: Any, action: Any) -> None:
        nonlocal slowest
        thinking = bot.think(view, legal, Rng.from_seed(1))
        while True:
            started = time.perf_counter()
            try:
                next(thinking)
            except StopIteration:
                slowest = max(slowest, time.perf_counter() - started)
                return
            slowest = max(slowest, time.perf_counter() - started)

    bots = [make_bot("gin_rummy", "hard", rules), make_bot("gin_rummy", "normal", rules)]
    for seed in range(3):
        play_hand(
            rules,
            bots,
            seed,
            lambda bot, view, legal, action: bot.level == "hard"
            and timed(bot, view, legal, action),
        )
    # The target is about 30 ms per slice; a loaded test machine gets generous slack.
    assert slowest < 0.25


def mean_points(rules: Any, strong: str, weak: str, hands: int) -> float:
    """Mean points per hand for ``strong``, each deal played with the seats both ways."""
    total = 0
    for seed in range(hands):
        for strong_seat in (0, 1):
            pair = [weak, weak]
            pair[strong_seat] = strong
            bots = [make_bot("gin_rummy", level, rules) for level in pair]
            outcome = rules.outcome(play_hand(rules, bots, seed))
            total += outcome.scores[strong_seat]
    return total / (2 * hands)


def test_stronger_levels_win_more_points() -> None:
    rules = registry.get("gin_rummy", {"preset": "modern", "game_target": "none"})
    assert mean_points(rules, "normal", "easy", 40) > 2
    assert mean_points(rules, "hard", "normal", 30) > 0
