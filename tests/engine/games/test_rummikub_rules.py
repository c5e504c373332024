"""The rules of shared/rules/rummikub.md, one test per rule (§ numbers as in the spec)."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace

import pytest
from event_helpers import reveals
from rummikub_helpers import act, legal, melds, position, refused, rules_with, tiles

from cardtable.engine import registry
from cardtable.engine.core import IllegalActionError, InvalidActionError
from cardtable.engine.games.rummikub.actions import Play, Timeout
from cardtable.engine.games.rummikub.rules import MAX_ROUND_ACTIONS, RummikubRules
from cardtable.engine.games.rummikub.scoring import match_winners
from cardtable.engine.games.rummikub.state import Phase
from cardtable.engine.games.rummikub.tiles import CARDS, NUMBERS
from cardtable.engine.rng import Rng

CLASSIC = rules_with()


# --------------------------------------------------------------------------- §2 components


def test_106_tiles_two_of_each_and_two_jokers() -> None:
    state = CLASSIC.new_game(2, seed=1)
    cards = CLASSIC.all_cards(state)
    assert len(cards) == 106
    counts = Counter(cards)
    assert counts["*"] == 2 and counts["r13"] == 2 and counts["k1"] == 2
    assert len(counts) == 53


def test_my_rummy_uses_card_suits_and_ranks() -> None:
    rules = rules_with(profile="my_rummy")
    cards = rules.all_cards(rules.new_game(2, seed=1))
    assert {"S1", "C11", "D12", "H13", "*"} <= set(cards) and "r7" not in cards
    assert rules.notation is CARDS and CLASSIC.notation is NUMBERS


@pytest.mark.parametrize("jokers", [0, 1, 3, 4])
def test_the_number_of_jokers_is_an_option(jokers: int) -> None:
    rules = rules_with(jokers=jokers)
    cards = rules.all_cards(rules.new_game(3, seed=2))
    assert cards.count("*") == jokers and len(cards) == 104 + jokers


def test_notation_is_strict() -> None:
    assert NUMBERS.from_str("*1") == NUMBERS.from_str("*2") == NUMBERS.from_str("*")
    for bad in ("R7", "r0", "r14", "r07", "x3", "S12", "7r", "r", ""):
        with pytest.raises(ValueError):
            NUMBERS.from_str(bad)
    for bad in ("s12", "H0", "r7", "H14"):
        with pytest.raises(ValueError):
            CARDS.from_str(bad)


# --------------------------------------------------------------------------- §3 setup


@pytest.mark.parametrize("players, pool", [(2, 78), (3, 64), (4, 50)])
def test_fourteen_tiles_each_and_the_rest_is_the_pool(players: int, pool: int) -> None:
    state = CLASSIC.new_game(players, seed=5)
    assert [len(rack) for rack in state.racks] == [14] * players
    assert len(state.pool) == pool
    assert state.has_melded == (False,) * players and state.table == ()


def test_a_stacked_deck_is_dealt_in_blocks_of_14_and_the_rest_is_the_pool_from_the_top() -> None:
    order = sorted(CLASSIC.all_cards(CLASSIC.new_game(2, seed=1)), key=lambda t: (t == "*", t))
    state = CLASSIC.new_game(2, seed=3, deck=order)
    assert state.racks[0] == tuple(sorted(tiles(CLASSIC, " ".join(order[:14]))))
    assert state.racks[1] == tuple(sorted(tiles(CLASSIC, " ".join(order[14:28]))))
    assert state.pool == tiles(CLASSIC, " ".join(order[28:]))
    after = act(CLASSIC, state, "draw")
    assert after.racks[0] == tuple(sorted(state.racks[0] + tiles(CLASSIC, order[28])))
    with pytest.raises(ValueError):
        CLASSIC.new_game(2, seed=3, deck=order[:-1])


def test_first_player_draw_high_highest_number_starts_jokers_and_ties_draw_again() -> None:
    rules = registry.get("rummikub")  # draw_high is the default (§15)
    assert rules.options["first_player"] == "draw_high"
    seen_joker = seen_tie = False
    for seed in range(300):
        state = rules.new_game(4, seed=seed)
        draws = list(state.first_draws)
        assert draws, "the draw is public"
        # Replay the draw: each contender in seat order draws until a number tile
        # (a joker is drawn again, §20); the highest starts, ties draw again (§3.3).
        contenders = [0, 1, 2, 3]
        while True:
            drawn = {}
            for seat in contenders:
                while True:
                    who, tile = draws.pop(0)
                    assert who == seat
                    if tile == 52:
                        seen_joker = True
                        continue
                    drawn[seat] = tile % 13
                    break
            high = max(drawn.values())
            contenders = [seat for seat in contenders if drawn[seat] == high]
            if len(contenders) == 1:
                break
            seen_tie = True
        assert not draws and contenders == [state.to_move]
    assert seen_joker and seen_tie


def test_first_player_random_and_fixed() -> None:
    starters = {rules_with(first_player="random").new_game(3, seed=s).to_move for s in range(30)}
    assert starters == {0, 1, 2}
    assert rules_with(first_player=2).new_game(3, seed=1).to_move == 2


def test_later_rounds_start_one_seat_after_the_previous_start() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("r6",), players=3)
    state = act(CLASSIC, state, "play [r3 r4 r5 r6] from r6")
    assert state.round_number == 2 and state.round_starter == 1 and state.to_move == 1
    assert [len(r) for r in state.racks] == [14, 14, 14] and state.table == ()


# --------------------------------------------------------------------------- §7 turns


def test_a_draw_ends_the_turn_and_a_pass_needs_an_empty_pool() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("r6",))
    refused(CLASSIC, state, "pass", "pool_not_empty")
    after = act(CLASSIC, state, "draw")
    assert after.to_move == 1
    with pytest.raises(IllegalActionError) as error:
        CLASSIC.apply_action(after, 0, CLASSIC.action_from_str("play [r3 r4 r5 r6] from r6"))
    assert error.value.code == "not_your_turn"


def test_a_turn_may_end_with_a_play_that_rearranges_everything() -> None:
    state = position(CLASSIC, "[r3 r4 r5] [b3 o3 k3]", ("r3 r6 k1",))
    after = act(CLASSIC, state, "play [r3 r4 r5 r6] [b3 o3 k3 r3] from r3 r6")
    assert after.table == melds(CLASSIC, "[r3 r4 r5 r6] [b3 o3 k3 r3]")
    assert after.racks[0] == tiles(CLASSIC, "k1")


# --------------------------------------------------------------------------- §8 commit checks


def test_c1_played_tiles_must_be_on_the_rack() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("b9",))
    error = refused(CLASSIC, state, "play [r3 r4 r5 r6] from r6", "not_on_rack")
    assert error.params == {"tiles": "r6"}


def test_c1_table_tiles_stay_and_played_tiles_must_be_laid() -> None:
    state = position(CLASSIC, "[r3 r4 r5 r6]", ("b9 b10 b11",))
    refused(CLASSIC, state, "play [r3 r4 r5] [b9 b10 b11] from b9 b10 b11", "table_tile_missing")
    refused(CLASSIC, state, "play [r3 r4 r5 r6] [b9 b10 *] from b9 b10 b11", "played_tile_missing")
    refused(CLASSIC, state, "play [r3 r4 r5 r6] [b9 b10 b11 b12] from b9 b10 b11", "tile_from_nowhere")


def test_c2_a_play_puts_out_at_least_one_rack_tile() -> None:
    state = position(CLASSIC, "[r3 r4 r5 r6 r7 r8]", ("b9",))
    refused(CLASSIC, state, "play [r3 r4 r5] [r6 r7 r8]", "no_tile_played")


def test_c3_every_set_is_valid_and_named_with_its_reason() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("b9 b10 b12 r9 k9 o9 k10",))
    cases = {
        "play [r3 r4 r5] [b9 b10 b12] from b9 b10 b12": ("run_not_in_a_row", {"tile": "b12", "expected": 11}),
        "play [r3 r4 r5] [b9 r9 b10] from b9 r9 b10": ("not_a_set", {}),
        "play [r3 r4 r5] [b9 k10 r9] from b9 k10 r9": ("not_a_set", {"set": "[b9 k10 r9]"}),
        "play [r3 r4 r5] [group b9 k10 r9] from b9 k10 r9": ("group_numbers_differ", {}),
        "play [r3 r4 r5] [b9 b10 r9] from b9 b10 r9": ("not_a_set", {}),
        "play [r3 r4 r5] [b9 r9 k9 o9 *] from b9 r9 k9 o9 *": ("not_on_rack", {}),
        "play [r3 r4 r5] [b9 r9 b9] from b9 r9": ("tile_from_nowhere", {}),
        "play [r3 r4 r5] [b9 r9 k9 o9 b9] from b9 r9 k9 o9": ("tile_from_nowhere", {}),
        "play [r5 r4 r3] [b9 r9 k9] from b9 r9 k9": ("run_not_in_a_row", {"tile": "r4"}),
    }
    for text, (code, params) in cases.items():
        error = refused(CLASSIC, state, text, code)
        assert params.items() <= error.params.items()
    error = refused(CLASSIC, state, "play [r3 r4 r5] [b10 b11 b12] from b10 b11 b12", "not_on_rack")
    assert error.params == {"tiles": "b11"}


def test_c3_reasons_for_jokers_at_the_ends_of_the_numbers() -> None:
    state = position(CLASSIC, "", ("r1 r2 r12 r13 * *",))
    refused(CLASSIC, state, "play [* r1 r2] from * r1 r2", "run_below_one")
    refused(CLASSIC, state, "play [r12 r13 *] from r12 r13 *", "run_above_thirteen")
    refused(CLASSIC, state, "play [r13 * r1] from r13 * r1", "run_not_in_a_row")


def test_c4_the_minimum_is_an_option() -> None:
    state = position(CLASSIC, "", ("r10 r11 r12 k11 k12 k13",), melded=False)
    legal(CLASSIC, state, "play [r10 r11 r12] from r10 r11 r12")
    fifty = rules_with(initial_meld_min=50)
    error = refused(fifty, state, "play [r10 r11 r12] from r10 r11 r12", "opening_too_low")
    assert error.params == {"value": 33, "minimum": 50}
    legal(fifty, state, "play [r10 r11 r12] [k11 k12 k13] from r10 r11 r12 k11 k12 k13")


def test_c4_an_ambiguous_set_counts_as_declared() -> None:
    state = position(CLASSIC, "", ("r12 * * k1",), melded=False)
    # [r12 * *] as a group is 36, as a run it cannot be (14); [* * r12] is a run of 33.
    legal(CLASSIC, state, "play [r12 * *] from r12 * *")
    legal(CLASSIC, state, "play [* * r12] from r12 * *")
    state = position(CLASSIC, "", ("r9 * *",), melded=False)
    legal(CLASSIC, state, "play [run r9 * *] from r9 * *")  # 9 + 10 + 11 = 30
    refused(CLASSIC, state, "play [group r9 * *] from r9 * *", "opening_too_low")  # 27


def test_c4_opening_sets_are_compared_by_content_not_order() -> None:
    state = position(CLASSIC, "[b5 r5 k5]", ("r10 r11 r12",), melded=False)
    legal(CLASSIC, state, "play [k5 b5 r5] [r10 r11 r12] from r10 r11 r12")


def test_c4_extended_opening_needs_the_best_split_of_the_played_tiles() -> None:
    rules = rules_with(initial_turn_may_extend=True)
    state = position(rules, "[r7 r8 r9]", ("r10 k10 b10 o10 k1",), melded=False)
    # The played tiles split on their own into [r10 k10 b10 o10] = 40, though r10 ends up in the run.
    after = act(rules, state, "play [r7 r8 r9 r10] [k10 b10 o10] from r10 k10 b10 o10")
    assert after.has_melded[0]
    low = position(rules, "[r7 r8 r9]", ("r10 k2 b2 o2",), melded=False)
    error = refused(rules, low, "play [r7 r8 r9 r10] [k2 b2 o2] from r10 k2 b2 o2", "opening_too_low")
    assert error.params["value"] == 6


def test_check_order_reports_c1_before_c3_before_c4() -> None:
    state = position(CLASSIC, "[r7 r8 r9]", ("b1 b2",), melded=False)
    refused(CLASSIC, state, "play [r7 r8] from b1 b2", "table_tile_missing")
    refused(CLASSIC, state, "play [r7 r8 r9] [b1 b2] from b1 b2", "set_too_short")


# --------------------------------------------------------------------------- §9 jokers


def test_two_jokers_may_be_in_one_set_and_a_joker_may_stand_for_a_third_copy() -> None:
    state = position(CLASSIC, "[r3 r4 r5] [r3 r4 r5]", ("r6 r7 k9 * *",))
    legal(CLASSIC, state, "play [r3 r4 r5] [r3 r4 r5] [* r6 r7] from r6 r7 *")  # * is a third r5
    legal(CLASSIC, state, "play [r3 r4 r5] [r3 r4 r5] [k9 * *] from k9 * *")


def test_a_table_joker_must_keep_what_it_stands_for() -> None:
    state = position(CLASSIC, "[r7 r8 * r10]", ("r11",))
    legal(CLASSIC, state, "play [r7 r8 * r10 r11] from r11")
    state = position(CLASSIC, "[r7 r8 *]", ("r6",))
    legal(CLASSIC, state, "play [r6 r7 r8 *] from r6")  # still r9
    refused(CLASSIC, state, "play [* r6 r7 r8] from r6", "joker_not_replaced")  # now r5


def test_a_group_joker_may_move_to_another_group_of_its_number_never_into_a_run() -> None:
    unlocked = rules_with(joker_set_locked=False)
    state = position(unlocked, "[r5 b5 * k5]", ("r5 o5",))
    legal(unlocked, state, "play [r5 b5 k5] [r5 o5 *] from r5 o5")  # still "a 5 in a group"
    refused(CLASSIC, state, "play [r5 b5 k5] [r5 o5 *] from r5 o5", "joker_set_locked")
    into_run = position(unlocked, "[r5 b5 * k5]", ("r6 r7",))
    error = refused(unlocked, into_run, "play [r5 b5 k5] [r6 r7 *] from r6 r7", "joker_not_replaced")
    assert error.params == {"joker": "a 5 in a group"}
    replaced = position(unlocked, "[r5 b5 * k5]", ("o5 r6 r7",))
    legal(unlocked, replaced, "play [r5 b5 k5 o5] [r6 r7 *] from o5 r6 r7")


def test_swap_source_rack_only_refuses_a_replacement_from_the_table() -> None:
    table = "[b7 b8 *] [b9 r9 o9 k9]"
    state = position(CLASSIC, table, ("k1 k2",))
    text = "play [b7 b8 b9] [r9 o9 k9] [k1 k2 *] from k1 k2"
    legal(CLASSIC, state, text)
    refused(rules_with(joker_swap_source="rack_only"), state, text, "joker_not_replaced")


def test_a_tile_in_a_locked_set_cannot_be_the_replacement() -> None:
    state = position(CLASSIC, "[b7 b8 *] [b9 b10 b11 *]", ("k1 k2 b6",))
    text = "play [b6 b7 b8] [b9 b10 b11 *] [k1 k2 *] from k1 k2 b6"
    refused(CLASSIC, state, text, "joker_not_replaced")  # the only b9 sits in a locked set
    legal(rules_with(joker_set_locked=False), state, text)  # nothing is locked: b9 counts


def test_a_locked_set_may_gain_tiles_at_its_ends_or_lose_its_joker_by_a_swap() -> None:
    state = position(CLASSIC, "[b8 b9 b10 *]", ("b7 b12 b11 r3 r4",))
    legal(CLASSIC, state, "play [b7 b8 b9 b10 * b12] from b7 b12")
    legal(CLASSIC, state, "play [b8 b9 b10 b11] [r3 r4 *] from b11 r3 r4")
    refused(CLASSIC, state, "play [b7 b8 b9] [b10 * b12] from b7 b12", "joker_set_locked")


def test_free_joker_rule_judges_only_the_final_table() -> None:
    free = rules_with(joker_rule="free")
    state = position(free, "[b8 b9 b10 *] [r5 b5 *]", ("r8 k8",))
    legal(free, state, "play [b9 b10 *] [b8 r8 k8] [r5 b5 *] from r8 k8")
    legal(free, state, "play [b8 b9 b10] [r8 k8 *] [r5 b5 *] from r8 k8")  # a joker moved freely
    refused(CLASSIC, state, "play [b8 b9 b10] [r8 k8 *] [r5 b5 *] from r8 k8", "joker_not_replaced")


def test_no_joker_swap_in_the_opening() -> None:
    state = position(CLASSIC, "[b7 b8 *]", ("b9 k10 r10 o10",), melded=False)
    refused(CLASSIC, state, "play [b7 b8 b9] [k10 r10 o10 *] from b9 k10 r10 o10", "opening_table_changed")


# --------------------------------------------------------------------------- §11 timer


def test_timeout_needs_a_turn_timer() -> None:
    rules = rules_with(turn_time_limit_s="none")
    state = position(rules, "[r3 r4 r5]", ("r6",))
    refused(rules, state, "timeout", "no_turn_timer")
    assert all(not isinstance(a, Timeout) for a in rules.legal_actions(state, 0))


def test_timeout_policy_none_is_a_plain_draw_and_revert_draw3_always_reverts() -> None:
    none = rules_with(timeout_policy="none")
    state = position(none, "[r3 r4 r5]", ("r6 k1",))
    after = act(none, state, "timeout [r3 r4 r5 r6] from r6")
    assert after.table == state.table and len(after.racks[0]) == 3
    draw3 = rules_with(timeout_policy="revert_draw3")
    after = act(draw3, state, "timeout [r3 r4 r5 r6] from r6")
    assert after.table == state.table and len(after.racks[0]) == 5


def test_sabra_timeout_that_empties_the_rack_wins_without_penalty() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("r6",))
    after = act(CLASSIC, state, "timeout [r3 r4 r5 r6] from r6")
    assert after.round_number == 2 and after.last_round is not None
    assert after.last_round.winners == (0,)


def test_a_timeout_with_an_empty_pool_and_no_commit_is_a_pass() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("r6 k1",), pool=0)
    after = act(CLASSIC, state, "timeout")
    assert after.passes == 1 and after.racks[0] == state.racks[0]
    committed = act(CLASSIC, state, "timeout [r3 r4 r5 r6] from r6")
    assert committed.passes == 0 and committed.racks[0] == tiles(CLASSIC, "k1")


# --------------------------------------------------------------------------- §12 empty pool


def test_a_commit_resets_the_passes_and_a_full_cycle_of_passes_blocks_the_round() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("r6 k1", "k2 k3", "k4 k5"), players=4, pool=0)
    state = replace(state, passes=2)
    state = act(CLASSIC, state, "play [r3 r4 r5 r6] from r6")
    assert state.passes == 0
    for expected in (1, 2, 3):
        state = act(CLASSIC, state, "pass")
        assert state.passes == expected and state.round_number == 1
    state = act(CLASSIC, state, "pass")  # the fourth pass in a row: blocked
    assert state.round_number == 2 and state.last_round is not None
    assert state.last_round.reason == "blocked" and state.last_round.winners == (0,)


# --------------------------------------------------------------------------- §13 scoring, §14 match


def test_joker_penalty_is_an_option() -> None:
    rules = rules_with(joker_penalty=25)
    state = position(rules, "[r3 r4 r5]", ("r6", "*", "k1", "k2"))
    after = act(rules, state, "play [r3 r4 r5 r6] from r6")
    assert after.last_round is not None and after.last_round.rack_values[1] == 25


def test_a_match_is_one_round_per_player_by_default_or_rounds_per_game() -> None:
    for options, rounds in (({}, 3), ({"rounds_per_game": 1}, 1), ({"rounds_per_game": 5}, 5)):
        rules = rules_with(**options)
        state = position(rules, "[r3 r4 r5]", ("r6",), players=3)
        played = 0
        while rules.to_act(state):
            (seat,) = rules.to_act(state)
            state = rules.apply_action(state, seat, _quick_round_end(rules, state, seat))
            played += 1
            assert played < 5000
        assert state.round_number == rounds
        outcome = rules.outcome(state)
        assert outcome is not None and outcome.reason == "rounds_played"


def _quick_round_end(rules: RummikubRules, state: object, seat: int) -> object:
    """A legal action that tends to finish rounds: the solver's play if any, else draw."""
    actions = rules.legal_actions(state, seat)  # type: ignore[arg-type]
    plays = [a for a in actions if isinstance(a, Play)]
    return max(plays, key=lambda a: len(a.placed)) if plays else actions[0]


def test_target_score_ends_the_match_after_the_round_that_reaches_it() -> None:
    rules = rules_with(target_score=50)
    state = position(rules, "[r3 r4 r5]", ("r6", "k10 k11 k12 k13 *"), players=2)
    state = act(rules, state, "play [r3 r4 r5 r6] from r6")
    assert state.phase is Phase.GAME_OVER and state.scores[0] >= 50
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.reason == "target_reached" and outcome.winners == (0,)


def test_match_winner_tie_breaks_rounds_won_then_fewer_penalty_points() -> None:
    assert match_winners((10, 10, 5), (1, 2, 0), (5, 5, 0)) == (1,)
    assert match_winners((10, 10), (1, 1), (9, 4)) == (1,)
    assert match_winners((10, 10), (1, 1), (4, 4)) == (0, 1)


# --------------------------------------------------------------------------- §15 options


def test_profiles_set_their_defaults_and_explicit_options_win() -> None:
    my = registry.get("rummikub", {"profile": "my_rummy"}).options
    assert (my["tile_set"], my["joker_set_locked"], my["turn_time_limit_s"], my["timeout_policy"]) == (
        "cards",
        False,
        60,
        "revert_draw3",
    )
    classic = registry.get("rummikub").options
    assert (
        classic["tile_set"],
        classic["joker_set_locked"],
        classic["turn_time_limit_s"],
        classic["timeout_policy"],
    ) == ("numbers", True, 120, "sabra")
    mixed = registry.get("rummikub", {"profile": "my_rummy", "joker_set_locked": True}).options
    assert mixed["joker_set_locked"] is True and mixed["tile_set"] == "cards"
    for bad in (
        {"profile": "twist"},
        {"jokers": 5},
        {"initial_meld_min": -1},
        {"turn_time_limit_s": 10},
        {"rounds_per_game": 0},
        {"target_score": "soon"},
        {"first_player": "youngest"},
    ):
        with pytest.raises(ValueError):
            registry.get("rummikub", bad)


# --------------------------------------------------------------------------- §6 views


def test_views_show_the_table_own_rack_counts_and_pool_size_only() -> None:
    state = position(CLASSIC, "[r7 r8 *] [b5 o5 k5]", ("r6 k1", "b1 b2 b3"))
    view = CLASSIC.view(state, 0)
    assert view["hand"] == ["k1", "r6"]
    assert view["rack_sizes"] == [len(rack) for rack in state.racks]
    assert view["pool_size"] == len(state.pool)
    assert view["table"][0] == {"id": 1, "tiles": ["r7", "r8", "*"], "kind": "run", "jokers": ["r9"], "value": 24}
    assert view["table"][1]["kind"] == "group" and view["table"][1]["value"] == 15
    text = json.dumps(view)
    assert "b1" not in text and "rng" not in text
    assert CLASSIC.view(state, None)["hand"] == []


def test_rack_counts_can_be_hidden_and_sampling_still_matches_the_view() -> None:
    rules = rules_with(show_rack_counts=False)
    state = rules.new_game(3, seed=4)
    view = rules.view(state, 1)
    assert view["rack_sizes"] is None
    sampled = rules.sample_state(view, Rng.from_seed(9))
    assert rules.view(sampled, 1) == view and rules.all_cards(sampled) == rules.all_cards(state)


def test_unchanged_sets_keep_their_ids() -> None:
    state = position(CLASSIC, "[r3 r4 r5] [b5 o5 k5] [k9 k10 k11]", ("r6 k12",))
    after = act(CLASSIC, state, "play [k5 b5 o5] [r3 r4 r5 r6] [k9 k10 k11] from r6")
    assert after.set_ids == (2, 4, 3) and after.next_set_id == 5


# --------------------------------------------------------------------------- actions and protocol


def test_action_text_round_trips_and_declares_kinds_only_when_needed() -> None:
    for text in (
        "draw",
        "pass",
        "timeout",
        "play [r3 r4 r5] [b5 o5 k5 *] from b5 *",
        "play [group r5 * *] from r5 * *",
        "play [run r5 * *] from r5 * *",
        "play [group r5 r6 r7] from r5",
        "timeout [r3 r4] from r6",
    ):
        assert CLASSIC.action_to_str(CLASSIC.action_from_str(text)) == text
    # an ambiguous set without a kind word reads as §4.3 says (here run: 18 > 15)
    assert CLASSIC.action_to_str(CLASSIC.action_from_str("play [r5 * *] from * r5 *")) == (
        "play [run r5 * *] from r5 * *"
    )
    parsed = CLASSIC.action_from_str("PLAY [r3  r4 r5]from r3")
    assert CLASSIC.action_to_str(parsed) == "play [r3 r4 r5] from r3"
    for bad in (
        "play",
        "play from r3",
        "play [r3 r4",
        "play [] from r3",
        "play [r3 r4 r5] r3",
        "play [r3 r4 r5] from",
        "draw now",
        "play [R3 r4 r5] from r3",
    ):
        with pytest.raises(InvalidActionError):
            CLASSIC.action_from_str(bad)


def test_legal_actions_are_the_draw_and_checked_candidate_turns() -> None:
    state = position(CLASSIC, "[r3 r4 r5] [b5 o5 k5]", ("r6 r2 r7 r8 k5 k6 k7 *",))
    actions = CLASSIC.legal_actions(state, 0)
    assert CLASSIC.action_to_str(actions[0]) == "draw"
    plays = [a for a in actions if isinstance(a, Play)]
    assert 3 <= len(plays) <= 10
    for action in plays:
        CLASSIC.check(state, 0, action)
    assert max(len(a.placed) for a in plays) == 8  # the solver's turn places the whole rack
    assert CLASSIC.legal_actions(state, 1) == []


def test_length_bound_holds_for_a_round() -> None:
    assert MAX_ROUND_ACTIONS == 624
    assert CLASSIC.info.max_game_length == 50 * 624


def test_reveals_hidden() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("r6 k1",))
    draw = CLASSIC.action_from_str("draw")
    play = CLASSIC.action_from_str("play [r3 r4 r5 r6] from r6")
    assert reveals(CLASSIC, state, 0, draw, 0) and not reveals(CLASSIC, state, 0, draw, 1)
    assert reveals(CLASSIC, state, 0, play, 1) and not reveals(CLASSIC, state, 0, play, 0)
    out = position(CLASSIC, "[r3 r4 r5]", ("r6",))
    assert reveals(CLASSIC, out, 0, play, 0)  # the round ends: new racks


def test_states_round_trip_through_json_and_refuse_a_tile_too_many() -> None:
    state = position(CLASSIC, "[r7 r8 *] [b5 o5 k5]", ("r6",))
    data = json.loads(json.dumps(CLASSIC.state_to_dict(state)))
    assert CLASSIC.state_from_dict(data) == state
    data["racks"][0].append("r6")
    with pytest.raises(ValueError):
        CLASSIC.state_from_dict(data)
