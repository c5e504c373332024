"""Every level of every registered game's bots over a quick match: deterministic for a seed
and thinking in short slices (legality: test_every_game.py)."""

from __future__ import annotations

import time

import pytest

from cardtable.app.games import playable_game_ids
from cardtable.bots.base import choose, levels, make_bot
from cardtable.engine import registry
from cardtable.engine.rng import Rng

GAMES = playable_game_ids()
CASES = [(game, level) for game in GAMES for level in levels(game)]


def positions(game: str, count: int, seed: int = 5) -> list[tuple[object, int]]:
    """(state, seat to act) pairs met along a seeded random quick match."""
    rules = registry.get(game, dict(registry.rules_class(game).quick_options))
    rng = Rng.from_seed(seed)
    state = rules.new_game(registry.rules_class(game).info.min_players, seed=seed)
    found = []
    while rules.to_act(state) and len(found) < count:
        seat = rules.to_act(state)[0]
        found.append((state, seat))
        state = rules.apply_action(state, seat, rng.choice(rules.legal_actions(state, seat)))
    return found


@pytest.mark.parametrize(("game", "level"), CASES)
def test_bot_is_deterministic_for_a_seed(game: str, level: str) -> None:
    rules = registry.get(game, dict(registry.rules_class(game).quick_options))
    for state, seat in positions(game, 4, seed=11):
        legal = rules.legal_actions(state, seat)
        view = rules.view(state, seat)
        first = choose(make_bot(game, level, rules), view, legal, Rng.from_seed(9))
        again = choose(make_bot(game, level, rules), view, legal, Rng.from_seed(9))
        assert first == again


@pytest.mark.parametrize(("game", "level"), CASES)
def test_bot_thinks_in_slices_of_bounded_work(game: str, level: str) -> None:
    """No slice may keep a browser page busy for long (target: 200 ms; CPython is faster).
    CPU time, so other jobs on the machine do not count."""
    rules = registry.get(game, dict(registry.rules_class(game).quick_options))
    longest = 0.0
    for state, seat in positions(game, 8, seed=2):
        thinking = make_bot(game, level, rules).think(
            rules.view(state, seat), rules.legal_actions(state, seat), Rng.from_seed(1)
        )
        while True:
            started = time.process_time()
            try:
                next(thinking)
            except StopIteration:
                break
            finally:
                longest = max(longest, time.process_time() - started)
    assert longest < 0.2, f"{game}/{level}: a slice took {longest * 1000:.0f} ms"
