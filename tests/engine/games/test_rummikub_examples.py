"""Every worked example of §19 of shared/rules/rummikub.md, as written there.

Unless stated: profile ``classic`` with defaults, 4 players, P (seat 0) to move,
P has melded, pool not empty.
"""

from __future__ import annotations

from rummikub_helpers import act, legal, melds, position, refused, rules_with, tiles

from cardtable.engine.games.rummikub.state import Phase

CLASSIC = rules_with()


def test_r1_initial_meld_with_enough_points() -> None:
    state = position(CLASSIC, racks=("r10 r11 r12 k1",), melded=False)
    after = act(CLASSIC, state, "play [r10 r11 r12] from r10 r11 r12")
    assert after.has_melded[0] is True
    assert after.table == melds(CLASSIC, "[r10 r11 r12]")


def test_r2_initial_meld_with_a_joker_counts_what_it_stands_for() -> None:
    state = position(CLASSIC, racks=("k11 * k13 b5",), melded=False)
    legal(CLASSIC, state, "play [k11 * k13] from k11 k13 *")  # 11 + 12 + 13 = 36


def test_r2_initial_meld_too_small_is_refused_and_drawing_stays_open() -> None:
    state = position(CLASSIC, racks=("b5 o5 r5 k1 k2 k3",), melded=False)
    error = refused(CLASSIC, state, "play [b5 o5 r5] [k1 k2 k3] from b5 o5 r5 k1 k2 k3", "opening_too_low")
    assert error.params == {"value": 21, "minimum": 30}
    legal(CLASSIC, state, "draw")


def test_r3_the_opening_may_not_touch_the_table() -> None:
    state = position(CLASSIC, "[r7 r8 r9]", ("b10 o10 k10 r10",), melded=False)
    refused(CLASSIC, state, "play [b10 o10 k10] [r7 r8 r9 r10] from b10 o10 k10 r10", "opening_table_changed")
    legal(rules_with(initial_turn_may_extend=True), state, "play [b10 o10 k10] [r7 r8 r9 r10] from b10 o10 k10 r10")
    legal(CLASSIC, state, "play [r7 r8 r9] [b10 o10 k10] from b10 o10 k10")


def test_r4_legal_manipulation() -> None:
    state = position(CLASSIC, "[b5 r5 k5 o5]", ("b4 b6 b7",))
    legal(CLASSIC, state, "play [b4 b5 b6 b7] [r5 k5 o5] from b4 b6 b7")


def test_r5_splitting_a_run_with_a_duplicate() -> None:
    state = position(CLASSIC, "[r3 r4 r5 r6 r7]", ("r5",))
    legal(CLASSIC, state, "play [r3 r4 r5] [r5 r6 r7] from r5")


def test_r6_a_leftover_of_two_tiles_is_refused() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("r6 r7",))
    error = refused(CLASSIC, state, "play [r3 r4] [r5 r6 r7] from r6 r7", "set_too_short")
    assert error.params == {"set": "[r3 r4]", "count": 2, "index": 1}
    legal(CLASSIC, state, "play [r3 r4 r5 r6 r7] from r6 r7")


def test_r7_joker_swap() -> None:
    state = position(CLASSIC, "[b7 b8 *]", ("b9 r9 o9",))
    legal(CLASSIC, state, "play [b7 b8 b9] [r9 o9 *] from b9 r9 o9")


def test_r8_keeping_the_freed_joker_is_refused() -> None:
    state = position(CLASSIC, "[b7 b8 *]", ("b9 r9 o9",))
    refused(CLASSIC, state, "play [b7 b8 b9] from b9", "table_tile_missing")


def test_r9_taking_a_tile_out_of_a_joker_set_classic_and_my_rummy() -> None:
    state = position(CLASSIC, "[b8 b9 b10 *]", ("r8 k8",))
    error = refused(CLASSIC, state, "play [b9 b10 *] [b8 r8 k8] from r8 k8", "joker_set_locked")
    assert error.params == {"set": "[b8 b9 b10 *]"}
    my_rummy = rules_with(profile="my_rummy")
    state = position(my_rummy, "[S8 S9 S10 *]", ("H8 C8",))
    legal(my_rummy, state, "play [S9 S10 *] [S8 H8 C8] from H8 C8")


def test_r10_moving_a_joker_without_replacing_it() -> None:
    state = position(CLASSIC, "[r7 r8 *] [b5 b6 b7]", ("r6",))
    text = "play [r6 r7 r8] [b5 b6 b7 *] from r6"
    error = refused(CLASSIC, state, text, "joker_not_replaced")
    assert error.params == {"joker": "r9"}
    legal(rules_with(joker_rule="free"), state, text)


def test_r11_joker_in_a_group_of_three() -> None:
    state = position(CLASSIC, "[r5 b5 *]", ("o5 k1 k2",))
    legal(CLASSIC, state, "play [r5 b5 o5] [k1 k2 *] from o5 k1 k2")  # (a)
    either = position(CLASSIC, "[r5 b5 *]", ("k5 k1 k2",))
    legal(CLASSIC, either, "play [r5 b5 k5] [k1 k2 *] from k5 k1 k2")  # "a k5 would have done"
    both = rules_with(group3_needs_both=True)  # (b)
    error = refused(both, state, "play [r5 b5 o5] [k1 k2 *] from o5 k1 k2", "joker_needs_both")
    assert error.params["tiles"] == "k5 o5"
    state_k5 = position(both, "[r5 b5 *]", ("o5 k5 k1 k2",))
    legal(both, state_k5, "play [r5 b5 o5 k5] [k1 k2 *] from o5 k5 k1 k2")
    not_melded = position(CLASSIC, "[r5 b5 *]", ("o5 k1 k2",), melded=False)  # (c)
    refused(CLASSIC, not_melded, "play [r5 b5 o5] [k1 k2 *] from o5 k1 k2", "opening_table_changed")
    extend = rules_with(initial_turn_may_extend=True, initial_meld_min=3)
    # P = o5 k1 k2 holds no set: the opening is too low, C4, before the joker (C5, §20).
    refused(extend, not_melded, "play [r5 b5 o5] [k1 k2 *] from o5 k1 k2", "opening_too_low")
    enough = position(CLASSIC, "[r5 b5 *]", ("o5 k1 k2 k3",), melded=False)
    refused(extend, enough, "play [r5 b5 o5] [k1 k2 k3 *] from o5 k1 k2 k3", "opening_joker_taken")


def test_r12_round_scoring_when_someone_goes_out() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("r6", "k3 b7 *", "r5 o6", "b13 k12 r1"))
    after = act(CLASSIC, state, "play [r3 r4 r5 r6] from r6")
    result = after.last_round
    assert result is not None and result.reason == "out" and result.winners == (0,)
    assert result.rack_values == (0, 40, 11, 26)
    assert result.points == (77, -40, -11, -26)
    assert sum(result.points) == 0
    assert after.scores == (77, -40, -11, -26)


def test_r13_blocked_round() -> None:
    rules = rules_with()
    state = position(rules, "", ("r5", "b12", "k10 o10 r10"), players=3, pool=0)
    for _ in range(3):
        state = act(rules, state, "pass")
    result = state.last_round
    assert result is not None and result.reason == "blocked"
    assert result.points == (32, -7, -25) and result.winners == (0,)
    tie = position(rules, "", ("r5", "b5", "k10 o10 r10"), players=3, pool=0)
    for _ in range(3):
        tie = act(rules, tie, "pass")
    assert tie.last_round is not None
    assert tie.last_round.points == (12, 12, -25)  # 25 // 2 each; 1 point not awarded
    assert tie.last_round.winners == (0, 1)


def test_r14_timeout_in_my_rummy_reverts_and_draws_what_is_left() -> None:
    rules = rules_with(profile="my_rummy")
    state = position(rules, "[S3 S4 S5]", ("S6 H9",), pool=2)
    after = act(rules, state, "timeout [S3 S4] [S5 S6] from S6")
    assert after.table == state.table
    assert len(after.racks[0]) == 2 + 2 and not after.pool
    assert after.to_move == 1


def test_r15_timeout_in_classic_sabra() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("r6 k9",))
    committed = act(CLASSIC, state, "timeout [r3 r4 r5 r6] from r6")  # (a)
    assert committed.table == melds(CLASSIC, "[r3 r4 r5 r6]")
    assert len(committed.racks[0]) == 1 + 1 and committed.to_move == 1
    reverted = act(CLASSIC, state, "timeout [r3 r4] [r5 r6] from r6")  # (b)
    assert reverted.table == state.table and len(reverted.racks[0]) == 2 + 3
    nothing = act(CLASSIC, state, "timeout")  # (c)
    assert nothing.table == state.table and len(nothing.racks[0]) == 2 + 1


def test_r16_drawing_is_always_allowed() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("r6",))
    after = act(CLASSIC, state, "draw")
    assert after.table == state.table
    assert len(after.racks[0]) == 2 and after.to_move == 1
    empty = position(CLASSIC, "[r3 r4 r5]", ("r6",), pool=0)
    refused(CLASSIC, empty, "draw", "pool_empty")
    passed = act(CLASSIC, empty, "pass")
    assert passed.racks[0] == tiles(CLASSIC, "r6") and passed.passes == 1
    assert passed.phase is Phase.PLAY


# --------------------------------------------------------------------------- §20 clarifications


def test_20a_a_locked_set_with_two_jokers_may_have_one_swapped_out() -> None:
    state = position(CLASSIC, "[b7 * * b10]", ("b8 r1 r2",))
    legal(CLASSIC, state, "play [b7 b8 * b10] [r1 r2 *] from b8 r1 r2")
    # It stays locked around the joker that is not freed: that one may not move.
    split = position(CLASSIC, "[b7 * * b10]", ("b8 r1 r2 b11 b12",))
    refused(CLASSIC, split, "play [b7 b8 *] [b10 b11 b12] [r1 r2 *] from b8 r1 r2 b11 b12", "joker_set_locked")


def test_20b_two_jokers_freed_from_one_group_need_two_different_colours() -> None:
    my_rummy = rules_with(profile="my_rummy")
    state = position(my_rummy, "[group H5 * *] [C5 C6 C7] [C3 C4 C5]", ("H6 H7 S1 S2 D1 D2",))
    text = "play [H5 H6 H7] [C5 C6 C7] [C3 C4 C5] [S1 S2 *] [D1 D2 *] from H6 H7 S1 S2 D1 D2"
    refused(my_rummy, state, text, "joker_not_replaced")
    # Two different colours free both.
    other = position(my_rummy, "[group H5 * *] [C5 C6 C7] [S5 S6 S7]", ("H6 H7 D1 D2 D3 D4",))
    legal(my_rummy, other, "play [H5 H6 H7] [C5 C6 C7] [S5 S6 S7] [D1 D2 *] [D3 D4 *] from H6 H7 D1 D2 D3 D4")


def test_20c_both_jokers_of_a_three_group_need_each_missing_colour_once() -> None:
    both = rules_with(group3_needs_both=True)
    state = position(both, "[group r5 * *]", ("b5 o5 k5 k1 k2 b1 b2",))
    legal(both, state, "play [r5 b5 o5 k5] [k1 k2 *] [b1 b2 *] from b5 o5 k5 k1 k2 b1 b2")
    refused(both, state, "play [r5 b5 o5] [k1 k2 *] [b1 b2 *] from b5 o5 k1 k2 b1 b2", "joker_needs_both")


def test_20d_an_extended_opening_that_frees_a_joker_and_is_too_low_fails_c4_first() -> None:
    extend = rules_with(initial_turn_may_extend=True)
    state = position(extend, "[r7 r8 *]", ("r9 k1 k2",), melded=False)
    refused(extend, state, "play [r7 r8 r9] [k1 k2 *] from r9 k1 k2", "opening_too_low")
    rich = position(extend, "[r7 r8 *]", ("r9 k11 k12 k13",), melded=False)
    refused(extend, rich, "play [r7 r8 r9] [* k11 k12 k13] from r9 k11 k12 k13", "opening_joker_taken")
