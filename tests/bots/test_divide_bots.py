"""Let's Divide bots: sensible votes, cuts and jokers from views alone; a quick strength check."""

from __future__ import annotations

import math

from cardtable.bots.base import SLICE_UNITS, Effort, choose, hint_level, make_bot
from cardtable.bots.divide.equilibrium import TEMPERATURE, Equilibrium, focal_profile, logit_equilibrium
from cardtable.bots.divide.evaluate import Position, VoteGame, mixed_share, position, relative, win_chance
from cardtable.bots.divide.levels import DivideBot
from cardtable.engine import registry
from cardtable.engine.games.divide.rules import FULL_DECK, LABELS, Attach, DivideRules, DivideState, Phase, Vote
from cardtable.engine.rng import Rng


def game(n: int, *rows: str, first: int = 0) -> tuple[DivideRules, DivideState]:
    top = [c for row in rows for c in row.split()]
    rest = list(FULL_DECK)
    for c in top:
        rest.remove(c)
    rules = registry.get("divide", {"first_player": first})
    assert isinstance(rules, DivideRules)
    return rules, rules.new_game(n, seed=1, deck=top + rest)


def act(rules: DivideRules, state: DivideState, seat: int, text: str) -> DivideState:
    return rules.apply_action(state, seat, rules.action_from_str(text))


def test_win_chance_is_certain_once_nothing_is_left_and_ties_count() -> None:
    assert win_chance(2, 2, 0, 3) == 1.0 and win_chance(1, 2, 0, 3) == 0.0 and win_chance(0, 0, 0, 3) == 0.0
    assert 0.5 < win_chance(3, 1, 6, 3) < 1.0 and win_chance(1, 3, 6, 3) < 0.5


def test_relative_worth_sums_to_zero_and_rewards_the_leader() -> None:
    pos = Position([[0.0] * 9 + [3.0], [0.0] * 10, [0.0] * 10], [0.0, 0.0, 0.0], [0.0] * 10, 3, True)
    worth = relative(pos)
    assert abs(sum(worth)) < 1e-9 and worth[0] == 10.0


def test_every_level_puts_a_joker_where_it_still_matters() -> None:
    # Seat 1 owned one 3 and gets J 3 8: two of the three 3s are already its majority for
    # good, so the joker goes to the 8.
    rules, state = game(3, "3 4 4 5 5 5 6", "J 3 8 6 6 7 7", first=0)
    state = act(rules, state, 0, "split 1 2")
    state = act(rules, state, 0, "vote K")
    state = act(rules, state, 1, "vote W")
    state = act(rules, state, 2, "vote B")
    state = act(rules, state, 1, "split 3 4")
    for seat, label in ((0, "B"), (1, "W"), (2, "K")):
        state = act(rules, state, seat, f"vote {label}")
    assert rules.to_act(state) == (1,)
    view, legal = rules.view(state, 1), rules.legal_actions(state, 1)
    for level in ("easy", "normal", "hard"):
        assert choose(make_bot("divide", level, rules), view, legal, Rng.from_seed(3)) == Attach(8)


def test_normal_and_hard_avoid_a_part_everyone_else_will_want() -> None:
    # Three 10s against single low cards: the others will rush the 10s.
    rules, state = game(3, "10 10 10 1 2 2 3", first=0)
    state = act(rules, state, 0, "split 3 5")  # W = 10 10 10, B = 1 2, K = 2 3
    view, legal = rules.view(state, 0), rules.legal_actions(state, 0)
    for level in ("normal", "hard"):
        votes = [choose(make_bot("divide", level, rules), view, legal, Rng.from_seed(s)) for s in range(12)]
        assert votes.count(Vote("W")) < 12, level  # not always into the obvious collision


def test_hard_beats_normal_over_a_short_series() -> None:
    """A quick smoke check of strength (the figure in docs/games.md is 400 games)."""
    rules = registry.get("divide")
    wins = {"hard": 0.0, "normal": 0.0}
    for game_index in range(6):
        levels = ["hard", "normal", "normal"]
        levels = levels[game_index % 3 :] + levels[: game_index % 3]
        bots = [make_bot("divide", level, rules) for level in levels]
        state = rules.new_game(3, seed=100 + game_index)
        rng = Rng.from_seed(game_index)
        while rules.to_act(state):
            seat = rules.to_act(state)[0]
            action = choose(bots[seat], rules.view(state, seat), rules.legal_actions(state, seat), rng.spawn())
            state = rules.apply_action(state, seat, action)
        outcome = rules.outcome(state)
        assert outcome is not None
        for seat in outcome.winners:
            wins[levels[seat]] += 1 / len(outcome.winners)
    assert wins["hard"] >= 1


# ---------------------------------------------------------------------- mixed votes (hard)


def _row_votes(n: int, count: int) -> list[tuple[DivideRules, DivideState]]:
    """``count`` seeded positions at a vote on the row, from games played by ``easy`` bots."""
    rules = registry.get("divide")
    assert isinstance(rules, DivideRules)
    found = []
    for index in range(count):
        state = rules.new_game(n, seed=500 + index)
        bot, rng = make_bot("divide", "easy", rules), Rng.from_seed(index)
        while not (state.phase is Phase.VOTE and state.node.path == "" and state.round == 1 + index % 9):
            seat = rules.to_act(state)[0]
            action = choose(bot, rules.view(state, seat), rules.legal_actions(state, seat), rng)
            state = rules.apply_action(state, seat, action)
        found.append((rules, state))
    return found


def _vote_game(rules: DivideRules, state: DivideState, seat: int) -> VoteGame:
    view = rules.view(state, seat)
    parts = {label: view["node"]["parts"][LABELS.index(label)] for label in view["labels"]}
    return VoteGame(position(view), parts, view["node"]["claimants"], mixed_share)


def _solve(game: VoteGame) -> Equilibrium:
    thinking = logit_equilibrium(game, Effort())
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            solved: Equilibrium = done.value
            return solved


def test_two_hard_bots_facing_the_same_split_do_not_herd() -> None:
    # Identical models once sent every hard bot into the same part (0.58 of these pairs
    # agreed); drawing from the vote's equilibrium brings it to about chance (1/3).
    agree = pairs = 0
    for rules, state in _row_votes(3, 30):
        hard = make_bot("divide", "hard", rules)
        for k in range(6):
            first = choose(hard, rules.view(state, 0), rules.legal_actions(state, 0), Rng.from_seed(1000 + k))
            second = choose(hard, rules.view(state, 1), rules.legal_actions(state, 1), Rng.from_seed(2000 + k))
            agree += first == second
            pairs += 1
    assert agree / pairs < 0.42


def test_hard_votes_are_drawn_from_the_equilibrium_and_repeat_for_the_same_rng() -> None:
    # Three 10s against low cards: the equilibrium mixes the 10s with another part.
    rules, state = game(3, "10 10 10 1 2 2 3", first=0)
    state = act(rules, state, 0, "split 3 5")
    view, legal = rules.view(state, 1), rules.legal_actions(state, 1)
    mix = _solve(_vote_game(rules, state, 1)).mix[1]
    assert 0.2 < mix["W"] < 0.9, mix
    hard = make_bot("divide", "hard", rules)
    draws = [choose(hard, view, legal, Rng.from_seed(seed)) for seed in range(500)]
    for label, q in mix.items():
        assert abs(draws.count(Vote(label)) / len(draws) - q) < 0.06, (label, q)
    assert choose(hard, view, legal, Rng.from_seed(7)) == draws[7]


def test_the_vote_equilibrium_leaves_every_voter_little_to_gain() -> None:
    # A logit equilibrium at temperature T is an ε-equilibrium with ε ≤ T·ln(parts).
    for n in (3, 4):
        for rules, state in _row_votes(n, 8):
            found = _solve(_vote_game(rules, state, 0))
            for seat in found.mix:
                assert abs(sum(found.mix[seat].values()) - 1) < 1e-9
                assert found.regret(seat) <= TEMPERATURE * math.log(3) + 0.05, (n, seat, found.mix)


def test_hard_is_the_hint_level() -> None:
    assert hint_level("divide") == "hard"


def test_hard_yields_before_a_slice_exceeds_its_work_budget() -> None:
    # Counted work, not the clock: every stretch between two yields stays within one
    # slice's units plus the largest single step (an iteration of a 4-player vote).
    rules = registry.get("divide")
    hard = make_bot("divide", "hard", rules)
    assert isinstance(hard, DivideBot)
    state = rules.new_game(4, seed=3)
    rng, longest, yields = Rng.from_seed(3), 0.0, 0
    for _ in range(60):
        seat = rules.to_act(state)[0]
        effort = Effort()
        thinking = hard.thinking(rules.view(state, seat), rules.legal_actions(state, seat), rng.spawn(), effort)
        before = 0.0
        while True:
            try:
                next(thinking)
            except StopIteration as done:
                action = done.value
                break
            finally:
                longest, before = max(longest, effort.total - before), effort.total
            yields += 1
        state = rules.apply_action(state, seat, action)
    assert longest <= SLICE_UNITS + 3
    assert yields >= 20  # the leader's cuts at four players take several slices


def _agreement(level: str, count: int = 30) -> float:
    """How often two seats of ``level`` vote for the same part of the same row (own rngs)."""
    agree = pairs = 0
    for rules, state in _row_votes(3, count):
        bot = make_bot("divide", level, rules, arena=True)
        for k in range(4):
            first = choose(bot, rules.view(state, 0), rules.legal_actions(state, 0), Rng.from_seed(1000 + k))
            second = choose(bot, rules.view(state, 1), rules.legal_actions(state, 1), Rng.from_seed(2000 + k))
            agree += first == second
            pairs += 1
    return agree / pairs


def test_two_normal_bots_facing_the_same_split_herd_less_than_before() -> None:
    """Issue 30, 2: normal bots all answered the same expectation and piled into one part."""
    assert _agreement("normal") < 0.42 < _agreement("normal_before")


def test_hard_cuts_vary_among_near_equal_splits_and_repeat_for_the_same_rng() -> None:
    """Issue 30, 2: the same row is not always cut the same way, and a seed replays a cut."""
    rules, state = game(3, "5 5 6 6 7 7 8", first=0)
    view, legal = rules.view(state, 0), rules.legal_actions(state, 0)
    hard = make_bot("divide", "hard", rules)
    cuts = [choose(hard, view, legal, Rng.from_seed(seed)) for seed in range(12)]
    assert len(set(cuts)) > 1
    assert choose(hard, view, legal, Rng.from_seed(3)) == cuts[3]
    before = make_bot("divide", "hard_before", rules, arena=True)
    assert len({choose(before, view, legal, Rng.from_seed(seed)) for seed in range(4)}) == 1


def _apart(level: str, count: int = 20) -> float:
    """How often the three seats of ``level`` vote for three different parts of a row."""
    apart = 0
    for rules, state in _row_votes(3, count):
        bot = make_bot("divide", level, rules, arena=True)
        votes = {choose(bot, rules.view(state, s), rules.legal_actions(state, s), Rng.from_seed(s)) for s in range(3)}
        apart += len(votes) == 3
    return apart / count


def test_hard_voters_keep_to_their_own_parts_of_a_focal_vote() -> None:
    """Issue 30, Divide round 6: drawing from the mixed equilibrium, three hard bots took three
    different parts barely one row in four, and most cards were lost to collisions."""
    assert _apart("hard", 40) > _apart("hard_mixing", 40) + 0.05
    assert _apart("normal", 40) > _apart("normal_mixing", 40) + 0.05


def test_the_focal_profile_is_a_collision_free_pure_equilibrium_or_none() -> None:
    for rules, state in _row_votes(3, 8):
        table = _solve(_vote_game(rules, state, 0)).table
        focal = focal_profile(table)
        if focal is None:
            continue
        assert len(set(focal.values())) == len(focal)
        mine = table.profiles.index(tuple(table.labels.index(focal[s]) for s in table.voters))
        for v in range(len(table.voters)):
            for other in range(len(table.labels)):
                profile = list(table.profiles[mine])
                profile[v] = other
                assert table.payoff[table.profiles.index(tuple(profile))][v] <= table.payoff[mine][v] + 1e-9
