"""12 Days bots: legal, deterministic, sliced and budgeted, stronger by level; the hard bot's
private simulator agrees with the engine move by move."""

from __future__ import annotations

import time
from typing import Any

import pytest

from cardtable.arena import run_arena
from cardtable.bots.base import choose, make_bot
from cardtable.bots.search import SearchBudget, best_by_rollouts
from cardtable.bots.twelve_days import levels as twelve_days
from cardtable.bots.twelve_days.heuristic import leads_needed
from cardtable.bots.twelve_days.sim import HandSim
from cardtable.engine import registry
from cardtable.engine.games.twelve_days.rules import Play, TwelveDaysState
from cardtable.engine.rng import Rng

PLAYER_COUNTS = range(2, 9)
THRESHOLDS = ("lead_low", "current_low")


def random_positions(num_players: int, count: int, seed: int, options: dict[str, Any] | None = None):
    """``count`` states met in random games (every decision point kind: leads and replies)."""
    rules = registry.get("twelve_days", options)
    rng = Rng.from_seed(seed)
    positions: list[TwelveDaysState] = []
    while len(positions) < count:
        state = rules.new_game(num_players, seed=rng.next_u32())
        while rules.to_act(state) and len(positions) < count:
            seat = rules.to_act(state)[0]
            if rng.below(4) == 0:
                positions.append(state)
            state = rules.apply_action(state, seat, rng.choice(rules.legal_actions(state, seat)))
    return rules, positions


def move_of(action: Any) -> tuple[int, ...] | None:
    return action.values if isinstance(action, Play) else None


# ---------------------------------------------------------------------- heuristic pieces


@pytest.mark.parametrize(
    "cards, expected",
    [
        ([], 0),
        ([5], 1),
        ([8, 8, 8], 1),
        ([2, 3, 4, 5], 1),
        ([3, 3, 4, 4, 5, 5], 2),  # two straights, not three sets
        ([3, 4, 5, 8, 8, 12], 3),
        ([1, 2, 2, 3], 2),  # 1 2 3 | 2
        ([4, 5, 5, 5, 6], 2),  # 4 5 6 | 5 5
    ],
)
def test_leads_needed(cards: list[int], expected: int) -> None:
    hand = [0] * 12
    for v in cards:
        hand[v - 1] += 1
    assert leads_needed(tuple(hand)) == expected


# ---------------------------------------------------------------------- simulator vs engine


@pytest.mark.parametrize("threshold", THRESHOLDS)
@pytest.mark.parametrize("num_players", PLAYER_COUNTS)
def test_hand_simulator_matches_the_engine(num_players: int, threshold: str) -> None:
    rules, positions = random_positions(num_players, 25, seed=num_players, options={"reply_threshold": threshold})
    rng = Rng.from_seed(99)
    for state in positions:
        sim = HandSim(state, threshold == "current_low")
        hand_number = state.hand_number
        while True:
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            assert sim.turn == seat
            assert sorted(sim.legal(), key=str) == sorted(map(move_of, legal), key=str)
            action = rng.choice(legal)
            sim.play(move_of(action))
            state = rules.apply_action(state, seat, action)
            if state.hand_number != hand_number or not rules.to_act(state):
                assert sim.hand_winner == state.last_hand.winner
                assert tuple(sim.gifts) == state.gifts
                assert tuple(sim.sizes) == state.last_hand.cards_left
                break
            assert sim.hand_winner is None
            assert tuple(sim.hands) == state.hands


# ---------------------------------------------------------------------- every level


@pytest.mark.parametrize("level", list(twelve_days.LEVELS))
@pytest.mark.parametrize("num_players", PLAYER_COUNTS)
def test_bots_return_legal_actions(level: str, num_players: int) -> None:
    rules, positions = random_positions(num_players, 60, seed=100 + num_players)
    bot = make_bot("twelve_days", level, rules)
    if level == "hard":  # a smaller search: the same code paths, in a fraction of the time
        bot = twelve_days.HardBot(rules, SearchBudget(simulations=24))
    rng = Rng.from_seed(5)
    for state in positions:
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        action = choose(bot, rules.view(state, seat), legal, rng)
        assert action in legal
        rules.check(state, seat, action)


@pytest.mark.parametrize("level", list(twelve_days.LEVELS))
def test_bots_are_deterministic_for_a_fixed_rng(level: str) -> None:
    rules, positions = random_positions(4, 15, seed=7)
    for index, state in enumerate(positions):
        seat = rules.to_act(state)[0]
        view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
        first = choose(make_bot("twelve_days", level, rules), view, legal, Rng.from_seed(index))
        again = choose(make_bot("twelve_days", level, rules), view, legal, Rng.from_seed(index))
        assert first == again


# ---------------------------------------------------------------------- hard: slices and budget


def busy_opening(rules: Any) -> tuple[dict[str, Any], list[Any]]:
    """A first lead of a 4-player game: a full hand, many candidate moves."""
    state = rules.new_game(4, seed=3)
    seat = rules.to_act(state)[0]
    return rules.view(state, seat), rules.legal_actions(state, seat)


def test_hard_bot_yields_between_slices() -> None:
    rules = registry.get("twelve_days")
    view, legal = busy_opening(rules)
    bot = twelve_days.HardBot(rules, SearchBudget(simulations=400, rollout_units=0))
    thinking = bot.think(view, legal, Rng.from_seed(1))
    slices = 0
    with pytest.raises(StopIteration) as done:
        while True:
            next(thinking)
            slices += 1
    assert slices >= 3  # a full hand's rollouts count over three slices' units
    assert done.value.value in legal


def count_play_outs(monkeypatch: pytest.MonkeyPatch) -> list[HandSim]:
    """The hands the hard bot's search plays out from now on (each rollout is one)."""
    played: list[HandSim] = []
    original = HandSim.play_out

    def counting_play_out(sim: HandSim) -> None:
        played.append(sim)
        original(sim)

    monkeypatch.setattr(HandSim, "play_out", counting_play_out)
    return played


def test_hard_bot_respects_its_simulation_count(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = registry.get("twelve_days")
    view, legal = busy_opening(rules)
    played = count_play_outs(monkeypatch)
    bot = twelve_days.HardBot(rules, SearchBudget(simulations=40))
    choose(bot, view, legal, Rng.from_seed(1))
    assert 0 < len(played) <= 40


def test_hard_bot_plays_the_same_however_slow_the_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """A shared link replays the same bot moves on a fast and on a slow (or busy) device:
    the search is sized by its simulation count, never cut short by the clock."""
    rules = registry.get("twelve_days")
    view, legal = busy_opening(rules)
    budget = SearchBudget(simulations=120)
    fast = choose(twelve_days.HardBot(rules, budget), view, legal, Rng.from_seed(7))
    seconds = iter(range(0, 10**9, 60))  # every reading of the clock is a minute later
    monkeypatch.setattr(time, "process_time", lambda: float(next(seconds)))
    played = count_play_outs(monkeypatch)
    slow = choose(twelve_days.HardBot(rules, budget), view, legal, Rng.from_seed(7))
    assert slow == fast
    assert len(played) >= 120 - len(legal)  # every round of the budget ran


def test_search_keeps_the_best_mean_and_prefers_earlier_candidates_on_ties() -> None:
    worlds = iter(range(1000))

    def run(rewards: list[float]) -> int:
        search = best_by_rollouts(
            len(rewards), lambda: next(worlds), lambda world, i: rewards[i], SearchBudget(simulations=30)
        )
        return choose_result(search)

    assert run([0.0, 1.0, 0.5]) == 1
    assert run([1.0, 1.0, 0.5]) == 0


def choose_result(thinking: Any) -> Any:
    with pytest.raises(StopIteration) as done:
        while True:
            next(thinking)
    return done.value.value


def test_hard_bot_searches_rather_than_copying_normal() -> None:
    rules, positions = random_positions(4, 25, seed=21)
    hard, normal = make_bot("twelve_days", "hard", rules), make_bot("twelve_days", "normal", rules)
    differ = 0
    for state in positions:
        seat = rules.to_act(state)[0]
        view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
        rng = Rng.from_seed(seat)
        differ += choose(hard, view, legal, rng) != choose(normal, view, legal, rng)
    assert differ >= 2


@pytest.mark.parametrize(
    "gifts, last_hand, expected",
    [
        ([3, 1, 1, 1], False, 3 - 0.5 * 1 - 0.5 * 1),
        ([1, 3, 0, 0], False, 1 - 0.5 * 3 - 0.5 * 1),
        ([4, 4, 2, 2], True, 0.5),  # a shared win, split
        ([3, 4, 3, 2], True, 0.0),
    ],
)
def test_hand_reward(gifts: list[int], last_hand: bool, expected: float) -> None:
    assert twelve_days.hand_reward(0, gifts, last_hand) == pytest.approx(expected)


# ---------------------------------------------------------------------- strength


def test_normal_beats_easy_clearly() -> None:
    result = run_arena("twelve_days", seats=["normal", "easy", "easy", "easy"], games=24, seed=11)
    # Parity is 0.25; normal wins nearly every game against random play.
    assert result["win_share"]["normal"] >= 0.6
