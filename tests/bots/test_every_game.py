"""Every level of every registered game's bots: listed, legal, view-only and repeatable.

A game is covered the day it registers: nothing here names a game.
"""

from __future__ import annotations

import json

import pytest
from game_positions import random_positions

from cardtable.app.games import playable_game_ids
from cardtable.bots.base import choose, default_level, hint_level, levels, make_bot
from cardtable.engine import registry
from cardtable.engine.rng import Rng

GAMES = playable_game_ids()
CASES = [(game_id, level) for game_id in GAMES for level in levels(game_id)]


@pytest.mark.parametrize("game_id", GAMES)
def test_levels_are_named_and_the_defaults_are_among_them(game_id: str) -> None:
    names = list(levels(game_id))
    assert len(names) >= 2 and len(set(names)) == len(names)
    assert default_level(game_id) in names and hint_level(game_id) in names
    with pytest.raises(ValueError):
        make_bot(game_id, "no_such_level", registry.get(game_id))


@pytest.mark.parametrize("game_id, level", CASES)
def test_bots_return_legal_actions_from_plain_json_views(game_id: str, level: str) -> None:
    rules, found = random_positions(game_id, 12, seed=len(level))
    bot = make_bot(game_id, level, rules)
    assert bot.level == level
    for index, state in enumerate(found):
        seat = rules.to_act(state)[0]
        view = json.loads(json.dumps(rules.view(state, seat)))  # as a worker would get it
        legal = rules.legal_actions(state, seat)
        action = choose(bot, view, legal, Rng.from_seed(index))
        assert action in legal
        rules.check(state, seat, action)
        assert choose(make_bot(game_id, level, rules), view, legal, Rng.from_seed(index)) == action
