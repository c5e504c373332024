"""The generic determinised search over the ``Rules`` protocol, on every registered game:
legal, repeatable for a seed, sliced; and it finds a forced win in a constructed position."""

from __future__ import annotations

from typing import Any

import pytest
from game_positions import random_positions

from cardtable.bots.base import SLICE_UNITS
from cardtable.bots.search import (
    SearchBudget,
    determinised_search,
    outcome_or_score_margin,
    random_policy,
)
from cardtable.engine import registry
from cardtable.engine.cards import cards_to_str, new_deck
from cardtable.engine.core import Rules
from cardtable.engine.games.twelve_days import combos
from cardtable.engine.games.twelve_days.rules import Phase, Play, TwelveDaysState
from cardtable.engine.rng import Rng

GAMES = registry.game_ids()
SMALL = SearchBudget(simulations=24)


def run(thinking: Any) -> tuple[Any, int]:
    """Run a sliced search to its end: (its result, how many times it yielded)."""
    slices = 0
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value, slices
        slices += 1


def positions(game_id: str, count: int, seed: int) -> tuple[Rules[Any, Any], list[Any]]:
    """Decision points with a real choice, at four seats where the game takes them."""
    info = registry.rules_class(game_id).info
    return random_positions(game_id, count, seed, players=min(4, info.max_players), choices_only=True)


def search(
    rules: Rules[Any, Any], state: Any, seed: int, budget: SearchBudget = SMALL, horizon: int | None = 12
) -> tuple[Any, int]:
    seat = rules.to_act(state)[0]
    view = rules.view(state, seat)
    legal = rules.legal_actions(state, seat)
    thinking = determinised_search(
        rules, view, legal, random_policy, outcome_or_score_margin, budget, Rng.from_seed(seed), horizon=horizon
    )
    return run(thinking)


@pytest.mark.parametrize("game_id", GAMES)
def test_it_returns_a_legal_action_and_repeats_for_a_seed(game_id: str) -> None:
    rules, found = positions(game_id, 6, seed=7)
    for index, state in enumerate(found):
        seat = rules.to_act(state)[0]
        action, _ = search(rules, state, seed=index)
        assert action in rules.legal_actions(state, seat)
        rules.check(state, seat, action)
        assert search(rules, state, seed=index)[0] == action


@pytest.mark.parametrize("game_id", GAMES)
def test_it_plays_to_the_end_without_a_horizon_and_yields_between_slices(game_id: str) -> None:
    rules, found = positions(game_id, 1, seed=3)
    budget = SearchBudget(simulations=8, rollout_units=SLICE_UNITS)  # a slice per rollout
    action, slices = search(rules, found[0], seed=1, budget=budget, horizon=None)
    assert action in rules.legal_actions(found[0], rules.to_act(found[0])[0])
    assert slices >= 2


def test_one_candidate_needs_no_search() -> None:
    rules = registry.get(GAMES[0])
    state = rules.new_game(rules.info.min_players, seed=1)
    seat = rules.to_act(state)[0]
    only = rules.legal_actions(state, seat)[:1]
    view = rules.view(state, seat)

    def never(*args: Any) -> Any:
        raise AssertionError("no rollout for a single candidate")

    thinking = determinised_search(rules, view, only, never, never, SMALL, Rng.from_seed(1))
    assert run(thinking) == (only[0], 0)
    with pytest.raises(ValueError):
        run(determinised_search(rules, view, [], never, never, SMALL, Rng.from_seed(1)))


def test_evaluation_is_the_win_share_at_the_end_and_a_squashed_margin_before() -> None:
    rules = registry.get("twelve_days", {"length": "short_gifted"})
    state = rules.new_game(3, seed=2)
    assert outcome_or_score_margin(rules, state, 0) == 0.0  # everyone has one gift
    rng = Rng.from_seed(4)
    while rules.to_act(state):
        seat = rules.to_act(state)[0]
        state = rules.apply_action(state, seat, rng.choice(rules.legal_actions(state, seat)))
    outcome = rules.outcome(state)
    assert outcome is not None
    for seat in range(3):
        expected = 1 / len(outcome.winners) if seat in outcome.winners else 0.0
        assert outcome_or_score_margin(rules, state, seat) == expected


# ---------------------------------------------------------------------- forced wins


def test_twelve_days_it_goes_out_with_the_only_safe_lead() -> None:
    """Two players, the last hand, no gifts yet: seat 0 leads holding 1 2, seat 1 holds the
    other 2, every other card is in the discard pile (so every sampled world is this one).

    ``play 1 2`` empties the hand and seat 1 cannot answer a straight: it wins the match.
    After ``play 1`` or ``play 2`` seat 1 may answer a 2 with its 2 and go out (ties go
    to the later player), so a random continuation loses about half the time.
    """
    rules = registry.get("twelve_days")
    hands = (combos.counts_of((1, 2)), combos.counts_of((2,)))
    discard = combos.subtract(combos.FULL_DECK, combos.counts_of((1, 2, 2)))
    state = TwelveDaysState(
        num_players=2,
        phase=Phase.LEAD,
        hand_number=12,
        dealer=1,
        turn=0,
        hands=hands,
        undealt=(0,) * 12,
        trick=(),
        discard=discard,
        gifts=(0, 0),
        supply=1,
        out_of_game=11,
        last_trick=None,
        last_hand=None,
        rng=Rng.from_seed(1).state,
    )
    rules.state_from_dict(rules.state_to_dict(state))  # a valid state
    assert [str(a) for a in rules.legal_actions(state, 0)] == ["play 1", "play 2", "play 1 2"]
    budget = SearchBudget(simulations=120)
    for seed in range(3):
        action, _ = search(rules, state, seed=seed, budget=budget, horizon=None)
        assert action == Play((1, 2))


def test_gin_rummy_it_knocks_for_gin_rather_than_playing_on() -> None:
    """One hand, gin only (knock limit 0): seat 0 holds three melds and a loose king.

    Knocking (then discarding the king and laying the melds, which is all a gin-only
    knock allows) wins the hand for certain; any discard plays on at random.
    """
    rules = registry.get("gin_rummy", {"game_target": "none", "knock_limit": 0, "first_player": 0})
    top = "As 2s 3s 4s 7h 7d 7c Jd Qd Kd  5c 6c 9h 9s Tc Th 2d 4d 8s 2h  Kc 5h".split()
    deck = top + [text for text in cards_to_str(new_deck()).split() if text not in top]
    state = rules.new_game(2, seed=1, deck=deck)
    for text in ("pass", "pass", "draw stock"):  # seat 0 draws the loose 5h
        state = rules.apply_action(state, rules.to_act(state)[0], rules.action_from_str(text))
    assert rules.to_act(state) == (0,) and "knock" in map(str, rules.legal_actions(state, 0))
    budget = SearchBudget(simulations=200)
    for seed in range(3):
        action, _ = search(rules, state, seed=seed, budget=budget, horizon=None)
        assert str(action) == "knock"
