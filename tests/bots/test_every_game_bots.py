"""Every level of every registered game's bots over a quick match: deterministic for a seed
and thinking in slices of bounded counted work (legality: test_every_game.py)."""

from __future__ import annotations

import pytest
from game_positions import random_positions

from cardtable.app.games import playable_game_ids
from cardtable.bots.base import SLICE_UNITS, Effort, choose, levels, make_bot
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


SOLVER_COUNTED = {"rummikub"}
"""Games whose search counts its work itself, in the engine (which knows no ``Effort``): the
Rummikub solver yields after ``bots.rummikub.turns.SOLVER_SLICE_WORK`` of its own units
(tests/engine/games/test_rummikub_solver.py)."""


@pytest.mark.parametrize(("game", "level"), CASES)
def test_bot_thinks_in_slices_of_bounded_work(game: str, level: str) -> None:
    """Work counted in units, never time: between two yields a bot counts at most one
    slice's ``SLICE_UNITS`` plus its largest single count (it yields once a slice is spent),
    and a bot that yields counts its work."""
    rules, states = random_positions(game, 40, seed=29, choices_only=True)
    for index, state in enumerate(states):
        seat = rules.to_act(state)[0]
        effort = Effort()
        thinking = make_bot(game, level, rules).think(
            rules.view(state, seat), rules.legal_actions(state, seat), Rng.from_seed(index), effort
        )
        stretches, before, done = [], 0.0, False
        while not done:
            try:
                next(thinking)
            except StopIteration:
                done = True
            stretches.append(effort.total - before)
            before = effort.total
        assert max(stretches) <= SLICE_UNITS + effort.largest, (game, level, index, stretches)
        if len(stretches) > 1 and game not in SOLVER_COUNTED:
            assert effort.total > 0, f"{game}/{level} yields without counting its work"
