"""The protocol over whole Rummikub matches under many option sets, timeouts included.

The shared conformance suite plays random legal actions over random options; it
never sends ``timeout`` (not a legal-action candidate: nobody chooses to run out
of time). Here a simple policy plays the candidate that places the most tiles
most of the time, a random action otherwise, and every few turns lets the timer
run out, with a valid or a broken working copy. At every step tiles are
conserved; every few steps states survive JSON, views are plain data that a state
sampled from them reproduces, and nothing is mutated.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable.engine import registry
from cardtable.engine.games.rummikub.actions import Play, Timeout
from cardtable.engine.games.rummikub.rules import RummikubRules
from cardtable.engine.games.rummikub.state import Meld, Phase, RummikubState, proposed_meld
from cardtable.engine.games.rummikub.views import read_move
from cardtable.engine.rng import Rng

OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"profile": "my_rummy"},
    {"joker_rule": "free", "joker_set_locked": False, "initial_turn_may_extend": True},
    {"jokers": 4, "group3_needs_both": True, "joker_swap_source": "rack_only"},
    {"jokers": 0, "rounds_per_game": 2, "show_rack_counts": False, "first_player": "random"},
    {"target_score": 60, "timeout_policy": "revert_draw3", "initial_meld_min": 50},
    {"timeout_policy": "none", "joker_penalty": 25, "rounds_per_game": 1},
]


def choose(rules: RummikubRules, state: RummikubState, seat: int, rng: Rng) -> Any:
    legal = rules.legal_actions(state, seat)
    plays = [a for a in legal if isinstance(a, Play)]
    roll = rng.below(10)
    if roll == 0 and rules.options["turn_time_limit_s"] != "none":
        if plays and rng.below(2):
            return Timeout.of(plays[0].table, plays[0].placed)  # a valid working copy
        broken = state.table + (Meld(state.racks[seat][:2], None),)
        return Timeout.of(broken, state.racks[seat][:2])  # a two-tile "set": reverted
    if plays and roll < 8:
        return max(plays, key=lambda play: len(play.placed))
    return rng.choice(legal)


def check_step(rules: RummikubRules, state: RummikubState, rng: Rng) -> None:
    data = rules.state_to_dict(state)
    assert rules.state_from_dict(json.loads(json.dumps(data))) == state
    for seat in [*range(state.num_players), None]:
        view = rules.view(state, seat)
        assert json.loads(json.dumps(view)) == view
        assert [move["action"] for move in view["moves"]] == view["legal"]
        assert bool(view["moves"]) == (seat is not None and seat in rules.to_act(state))
        for move in view["moves"]:
            assert read_move(move["action"], rules.notation) == move == read_move(move["action"])
            action = rules.action_from_str(move["action"])
            if isinstance(action, Play):
                assert move["kind"] == "play" and move["cards"] == [rules.notation.to_str(t) for t in action.placed]
                assert Play.of(tuple(proposed_meld(m, rules.notation) for m in move["table"]), action.placed) == action
            else:
                assert move["kind"] == move["action"] and move["cards"] == [] and move["table"] == []
        if seat is not None:
            sampled = rules.sample_state(view, rng.spawn())
            assert rules.view(sampled, seat) == view
            assert rules.all_cards(sampled) == rules.all_cards(state)


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "classic")
def test_matches_keep_the_protocol(options: dict[str, Any]) -> None:
    rules = registry.get("rummikub", options)
    assert isinstance(rules, RummikubRules)
    reasons = set()
    for seed in range(2):
        players = 2 + (seed + len(options)) % 3
        state = rules.new_game(players, seed=seed)
        tiles = rules.all_cards(state)
        rng = Rng.from_seed(seed)
        steps = 0
        while rules.to_act(state):
            (seat,) = rules.to_act(state)
            action = choose(rules, state, seat, rng)
            before = rules.state_to_dict(state)
            after = rules.apply_action(state, seat, action)
            assert rules.state_to_dict(state) == before, "apply_action never mutates"
            assert rules.all_cards(after) == tiles, "no tile is created or lost"
            if after.last_round is not None and after.last_round != state.last_round:
                reasons.add(after.last_round.reason)
                points = after.last_round.points
                assert sum(points) == 0 or after.last_round.reason == "blocked"
            state = after
            steps += 1
            if steps % 9 == 0:
                check_step(rules, state, rng)
            assert steps <= rules.info.max_game_length
        assert state.phase is Phase.GAME_OVER
        check_step(rules, state, rng)
        outcome = rules.outcome(state)
        assert outcome is not None and outcome.winners
        assert outcome.scores == state.scores
    assert reasons
