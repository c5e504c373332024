"""The protocol over whole Gin Rummy matches, not just single hands.

The shared conformance suite plays random single hands (random play almost never
knocks, so a random match to 100 runs to some 140 hands). Here an easy bot plays
most moves, with random moves mixed in, so that hands end in knocks, gins,
undercuts and walls and matches reach their target, under many option sets. At
every step: cards are conserved, states survive JSON, every view is plain data
that a state sampled from it reproduces (its moves are its legal actions, of its own
cards), ``step`` and ``apply_action`` agree, and nothing is mutated.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable.bots.base import choose, make_bot
from cardtable.engine import registry
from cardtable.engine.rng import Rng

OPTION_SETS: list[dict[str, Any]] = [
    {"game_target": 40},
    {"preset": "modern", "game_target": 40, "next_dealer": "alternate", "big_gin": True},
    {"preset": "openspiel", "game_target": 40, "next_dealer": "loser"},
    {"game_target": 30, "oklahoma": True, "shutout_mode": "double", "first_dealer": "random"},
    {"game_target": 30, "wall_rule": "pickup_to_knock", "wall_size": 8, "undercut_on_tie": False},
    {"game_target": 30, "knock_limit": 0, "may_discard_taken_upcard": True, "first_dealer": 1},
]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda options: ",".join(map(str, options.values())))
def test_matches_keep_the_protocol(options: dict[str, Any]) -> None:
    rules = registry.get("gin_rummy", options)
    ends: set[str] = set()
    for seed in range(6):
        state = rules.new_game(2, seed=seed)
        deck = rules.all_cards(state)
        rng = Rng.from_seed(seed)
        bots = [make_bot("gin_rummy", "easy", rules) for _ in range(2)]
        steps = 0
        while rules.to_act(state):
            (seat,) = rules.to_act(state)
            legal = rules.legal_actions(state, seat)
            if steps % 5 == 0:
                check_step(rules, state, seat, legal, rng)
            view = rules.view(state, seat)
            action = rng.choice(legal) if rng.below(5) == 0 else choose(bots[seat], view, legal, rng)
            state = rules.apply_action(state, seat, action)
            assert rules.all_cards(state) == deck
            if state.last_hand is not None:
                ends.add(state.last_hand.end.value)
            steps += 1
        check_step(rules, state, 0, [], rng)
        outcome = rules.outcome(state)
        assert outcome is not None and outcome.winners
        assert outcome.reason == "target_reached" and max(state.scores) >= options["game_target"]
        assert steps < rules.info.max_game_length
    assert ends & {"knock", "gin", "undercut", "big_gin"}


def check_step(rules: Any, state: Any, seat: int, legal: list[Any], rng: Rng) -> None:
    snapshot = rules.state_to_dict(state)
    assert rules.state_from_dict(json.loads(json.dumps(snapshot))) == state
    for action in legal:
        assert rules.step(state, seat, action).state == rules.apply_action(state, seat, action)
    assert rules.state_to_dict(state) == snapshot
    for viewer in (0, 1, None):
        view = rules.view(state, viewer)
        assert json.loads(json.dumps(view)) == view
        assert [move["action"] for move in view["moves"]] == view["legal"]
        assert all(set(move["cards"]) <= set(view["hand"]) for move in view["moves"])
        if viewer is None:
            assert view["hand"] == [] and view["legal"] == []
            continue
        sampled = rules.sample_state(view, rng.spawn())
        assert rules.view(sampled, viewer) == view
        assert rules.all_cards(sampled) == rules.all_cards(state)
